"""Hostile inputs: privacy (collected by test_hostile_inputs.py)."""
