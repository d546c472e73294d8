"""The gallery window (gallery) and its inputs (inputs)."""
