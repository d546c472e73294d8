"""The Top-k likes workspace: lunch's table (a checkbox per option) with top-k's k, methods, release and view."""
from __future__ import annotations

from ..lunch.lunch import UI as LunchUI
from .topk import TopKUI


class UI(TopKUI, LunchUI):
    pass
