"""Hostile inputs: sessions (collected by test_hostile_inputs.py)."""
