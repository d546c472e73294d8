"""A workspace's four live plots (``WorkspacePlots``) and the plot kit every view draws with (``kit``,
``categories``)."""
from __future__ import annotations

from ....core.score_stats import DIST_BINS, MAX_BARS, score_window
from .categories import CategoryAxes, CategoryLayout, category_layout, category_names
from .distribution import ScoreDistributionPlot
from .kit import COLORS, ELIDE_CHARS, NO_SI, LogDecadeAxis, legend, new_plot_widget, pen, present_plot, restyle, style_plot
from .outputs import OutputFrequencyPlot
from .reflines import RefLine
from .running_mean import RunningMeanPlot
from .score import ScorePlot
from .workspace_plots import WorkspacePlots

__all__ = [
    "COLORS", "CategoryAxes", "CategoryLayout", "DIST_BINS", "ELIDE_CHARS", "LogDecadeAxis", "MAX_BARS", "NO_SI",
    "OutputFrequencyPlot", "RefLine", "RunningMeanPlot", "ScoreDistributionPlot", "ScorePlot", "WorkspacePlots",
    "category_layout", "category_names", "legend", "new_plot_widget", "pen", "present_plot", "restyle",
    "score_window", "style_plot",
]
