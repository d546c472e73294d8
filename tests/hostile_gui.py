"""Hostile inputs: gui (collected by test_hostile_inputs.py)."""
