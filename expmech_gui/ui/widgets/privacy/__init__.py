"""A workspace's three privacy views: what one person changes (``NeighbourView``), the bill of repeated
releases (``PrivacyBillPanel``) and the ε-sweep (``SweepView``). Their jobs run on ``ui.worker.JobRunner``."""
from __future__ import annotations

from ...worker import JobRunner
from .bill import PrivacyBillPanel
from .common import MAX_PLOT_POINTS, JobBar, ViewInputs, envelope
from .one_person import NeighbourView, PersonChooser
from .sweep import SweepView

__all__ = ["JobBar", "JobRunner", "MAX_PLOT_POINTS", "NeighbourView", "PersonChooser",
           "PrivacyBillPanel", "SweepView", "ViewInputs", "envelope"]
