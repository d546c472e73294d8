"""Pricing's UI class (pricing)."""
