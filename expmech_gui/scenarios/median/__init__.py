"""The private median / quantile over a fixed grid (median)."""
