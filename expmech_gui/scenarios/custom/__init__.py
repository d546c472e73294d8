"""Custom scores typed by the user on D and its neighbours (custom)."""
