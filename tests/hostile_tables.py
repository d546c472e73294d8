"""Hostile inputs: tables (collected by test_hostile_inputs.py)."""
