"""A workspace's three privacy views: what one person changes (``NeighbourView``), the bill of repeated
releases (``PrivacyBillPanel``) and the ε-sweep (``SweepView``). Their jobs run on ``ui.worker.JobRunner``."""
from __future__ import annotations

import importlib

# name → the module that defines it, loaded when the name is first asked for (a window loads each view's module
# when the view is first shown, not with the package)
_WHERE = {"JobRunner": "...worker", "PrivacyBillPanel": ".bill", "MAX_PLOT_POINTS": ".common", "JobBar": ".common",
          "ViewInputs": ".common", "envelope": ".common", "NeighbourView": ".one_person", "PersonChooser": ".one_person",
          "SweepView": ".sweep"}
__all__ = sorted(_WHERE)


def __getattr__(name: str):
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(_WHERE[name], __name__), name)
