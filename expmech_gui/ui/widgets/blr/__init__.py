"""The net mechanism's own view: the synthetic database beside the real one, every query's error against the BLR
bound, the largest error's exact distribution at several ε and as n grows."""
from .view import BLRView

__all__ = ["BLRView"]
