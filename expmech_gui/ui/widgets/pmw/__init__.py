"""The PMW workspace's own view: one run of private multiplicative weights, round by round."""
from .view import PMWView

__all__ = ["PMWView"]
