"""The Top-k workspace's own view: inclusion probability per candidate, the recovered count, the k releases."""
from .view import TopKView

__all__ = ["TopKView"]
