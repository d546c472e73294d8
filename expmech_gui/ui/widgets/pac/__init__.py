"""The Learning workspace's own view: the learned concept's error, error against n, the sample-complexity bound."""
from .view import LearningView

__all__ = ["LearningView"]
