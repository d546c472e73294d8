"""A workspace's four live plots (``WorkspacePlots``) and the plot kit every view draws with (``kit``)."""
from __future__ import annotations

from ....core.score_stats import DIST_BINS, MAX_BARS, score_window
from .distribution import ScoreDistributionPlot
from .kit import (
    COLORS, ELIDE_CHARS, NO_SI, RefLine, candidate_ticks, legend, new_plot_widget, pen, short_label, style_plot,
)
from .outputs import OutputFrequencyPlot
from .running_mean import RunningMeanPlot
from .score import ScorePlot
from .workspace_plots import WorkspacePlots

__all__ = [
    "COLORS", "DIST_BINS", "ELIDE_CHARS", "MAX_BARS", "NO_SI", "OutputFrequencyPlot", "RefLine", "RunningMeanPlot",
    "ScoreDistributionPlot", "ScorePlot", "WorkspacePlots", "candidate_ticks", "legend", "new_plot_widget", "pen",
    "score_window", "short_label", "style_plot",
]
