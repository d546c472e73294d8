"""ExpMech Studio: see the differential-privacy exponential mechanism at work."""
__version__ = "0.1.0"
