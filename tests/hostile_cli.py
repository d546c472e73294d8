"""Hostile inputs: cli (collected by test_hostile_inputs.py)."""
