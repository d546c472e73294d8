"""Where a workspace's parts stand: data editor over the parameters (left), the views with the run buttons and plots
(centre), the summary (right)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSplitter, QVBoxLayout, QWidget

from ...core.translatable import translatable
from ..widgets.tabs import SteadyTabs
from ..widgets.scrolling import VerticalScroll, scrolled_page
from . import view_tabs

# The views may be squeezed below their own minimum (a privacy view's row of boxes) down to this, the four
# plots' minimum: so a dock, or presentation mode's fonts, never push the window beyond the screen.
VIEWS_MIN_WIDTH = 520


class WorkspaceLayout:
    """The Workspace's layout (a mixin of Workspace)."""

    # ---- layout -------------------------------------------------------------------------------
    def _layout(self) -> None:
        param_scroll = self.parameter_scroll = VerticalScroll(self.parameter_panel)
        left = QSplitter(Qt.Vertical)
        left.addWidget(self.editor)
        left.addWidget(param_scroll)
        left.setStretchFactor(0, 1)
        left.setStretchFactor(1, 0)  # the table gives up its room first: PMW's folded settings were cut at 800 px
        left.setSizes([330, max(430, param_scroll.sizeHint().height())])
        simulation = QWidget()
        c_layout = QVBoxLayout(scrolled_page(simulation))  # (presentation type at 800 px: it scrolls)
        c_layout.setContentsMargins(4, 4, 4, 4)
        c_layout.addWidget(self.controls)
        c_layout.addWidget(self.plots, 1)
        self.views = SteadyTabs()
        view_tabs.install(self.views)  # short names, in words, where the full ones do not fit
        self.views.setDocumentMode(True)
        self.views.addTab(simulation, translatable("Simulation"))
        self._add_view_tabs()
        self.views.currentChanged.connect(self._view_changed)
        self.views.setMinimumWidth(VIEWS_MIN_WIDTH)
        self.views.tabBar().setElideMode(Qt.ElideRight)  # every view's tab stays in sight, in any font size
        self.views.tabBar().setUsesScrollButtons(False)
        # never narrower than the summary's longest word beside its scroll bar (German "Wahrscheinlichkeit" was cut)
        summary_scroll = self.summary_scroll = VerticalScroll(self.summary_panel, least_width=215, need=self.summary_panel.whole_words_width)
        self.splitter = QSplitter(Qt.Horizontal)
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.views)
        self.splitter.addWidget(summary_scroll)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([330, 730, 220])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.splitter)

