"""Voting's UI class (voting)."""
