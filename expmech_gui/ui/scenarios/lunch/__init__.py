"""Lunch's UI class (lunch)."""
