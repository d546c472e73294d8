"""Custom scores' UI class (custom) and its calibration view (calibration_view)."""
