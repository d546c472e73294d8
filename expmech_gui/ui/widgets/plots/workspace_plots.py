"""The 2×2 grid of a workspace's plots, each with the exact curve beside the simulated one:
score over candidates, output frequency, score distribution and running mean."""
from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtWidgets import QGridLayout, QWidget

from ....core.score_stats import candidate_positions, candidate_spacing
from ....core.simulation import OUTPUTS
from ...catalogue import tr
from ...export import install_export_menu
from .distribution import ScoreDistributionPlot
from . import spare
from .draw_marker import CandidateHighlight
from .kit import fresh_plot_widget
from .outputs import OutputFrequencyPlot
from .paint_turns import NextTurn
from .reflines import hold_names, lay_out_held_legends, names_placed_once, place_held_names
from .running_mean import RunningMeanPlot
from .score import ScorePlot

FADED = 0.3  # opacity of curves that belong to older settings

# the four plots by the names the workspace keeps them under, in grid order
PLOT_KINDS = (("score", ScorePlot), ("outputs", OutputFrequencyPlot), ("distribution", ScoreDistributionPlot),
              ("running_mean", RunningMeanPlot))
PRESENTATION_HIDDEN = ("distribution", "running_mean")  # the bottom row, hidden in presentation mode


_BUILT_ON_USE = frozenset({
    "score", "outputs", "distribution", "running_mean", "score_widget", "score_plot", "prob_curve", "freq_widget",
    "freq_plot", "freq_bars", "dist_widget", "dist_plot", "dist_bars", "dist_lines", "trace_widget", "trace_plot",
    "trace_lines", "highlights"})


class WorkspacePlots(QWidget):
    """The four plots of one workspace; the exact part is drawn once per experiment, the simulated part on
    the display timer.

    The plots are built the first time the widget is shown (or one of them is asked for): ten workspaces'
    forty plots built at start took 0.8 s of a 1.5 s cold start. Until then the calls only record what to
    draw — the experiment (or why there is none), whether it is stale, the latest simulated aggregate,
    presentation mode — and building draws exactly that.

    New exact numbers are drawn one plot per turn of the event loop, each once the one before is painted
    (``drawing`` until the last): the four at once, with their repaint, held the GUI thread 45–70 ms. Whatever reads
    or changes the plots meanwhile — any of the attributes in ``_BUILT_ON_USE``, a simulated update, presentation
    mode — first draws those still waiting."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._parts: dict = {}  # the plots and their items by attribute name (``_finished_attribute``)
        self._pending: list = []  # (plot name, draw) of the new exact numbers still waiting for their turn
        self._in_step = False
        self._names_held: list | None = None  # the plots whose names wait for the last turn (draw_next)
        self._turn = NextTurn(self)  # after the plot just drawn has been painted (a 1 ms timer alone often came
        # first: two plots drawn and painted in one slice, 40 ms after a 10⁵-row paste)
        self._turn.timeout.connect(self.draw_next)
        self.experiment = None
        self.generation = -1  # the input generation the exact curves belong to (-1: none)
        self.stale = False
        self._built = False
        self._held: set[str] = set()  # the plots kept hidden until a first visit's steps show them
        self._predrawn: dict = {}  # plot name → the recorded view a first visit's step drew in it before the build
        self._wanted = {"view": None, "aggregate": None, "presentation": False}

    def __getattr__(self, name: str):
        """A plot asked for before the first show is built then (exports, tests, other views)."""
        if name in _BUILT_ON_USE and not self.__dict__.get("_built", True):
            self.build()
            return getattr(self, name)
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def showEvent(self, event) -> None:
        self.build()
        super().showEvent(event)

    def build_steps(self) -> list:
        """The build as steps a first visit takes one per turn of the event loop: each plot made alone (the four
        at once took 75 ms of the GUI thread), then each given the exact numbers recorded for it (if they came),
        then laid out but held hidden in their places; ``reveal_steps`` shows them one per turn (each one's
        layout and first paint alone). Each plot's pyqtgraph widget is made a step ahead (spare.py)."""
        spares: dict = {}

        def make_spare(name: str) -> None:
            if name not in self._parts:
                spares[name] = spare.make(fresh_plot_widget)

        def make(name: str, kind) -> None:
            with spare.offered(spares.pop(name, None)):
                self._make_plot(name, kind)
        return [*(step for name, kind in PLOT_KINDS
                  for step in (lambda name=name: make_spare(name), lambda name=name, kind=kind: make(name, kind))),
                *(lambda name=name: self._predraw(name) for name, _kind in PLOT_KINDS),
                lambda: self.build(held=True)]

    def _predraw(self, name: str) -> None:
        """Before the build: plot ``name`` given the exact part of the experiment recorded now (``build`` leaves
        it as it is unless another is recorded by then)."""
        view = self._wanted["view"]
        if not self._built and view is not None and view[0] == "set_experiment" and name in self._parts:
            self._exact_parts(view[1], view[3])[name]()
            self._predrawn[name] = view

    def reveal_steps(self) -> list:
        """One step per plot held hidden by ``build(held=True)``: it is shown (nothing if it is shown already)."""
        return [lambda name=name: self._reveal(name) for name, _kind in PLOT_KINDS]

    def _reveal(self, name: str) -> None:
        if name not in self._held:
            return
        self._held.discard(name)
        widget = dict(self.named_widgets())[name]
        policy = widget.sizePolicy()
        policy.setRetainSizeWhenHidden(False)
        widget.setSizePolicy(policy)
        widget.setVisible(not (self._wanted["presentation"] and name in PRESENTATION_HIDDEN))

    def _make_plot(self, name: str, kind) -> None:
        """One of the four plots, made unless it is already (not yet in the grid)."""
        if name not in self._parts:
            setattr(self, name, kind())

    def build(self, held: bool = False) -> None:
        """Make the four plots (once; those a step made already are kept) and draw what was recorded for them;
        ``held``: each stays hidden, its place kept in the grid, until ``reveal_steps`` show it."""
        if self._built:
            return
        self._built = True
        self._make_plots(held)
        view, aggregate, presenting, stale = (*(self._wanted[k] for k in ("view", "aggregate", "presentation")),
                                              self.stale)
        if view is not None and view[0] == "set_experiment":  # (recorded already: drawn now)
            self._draw_exact(view[1], view[3], drawn={name for name, seen in self._predrawn.items() if seen is view})
        elif view is not None:
            getattr(self, view[0])(*view[1:])
        self._predrawn.clear()
        if presenting:
            self.set_presentation(True)
        if stale:
            self.show_updating()
        if aggregate is not None:
            self.update_empirical(aggregate)

    def _make_plots(self, held: bool) -> None:
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        for i in range(2):  # equal halves whatever the plots' size hints (they keep presentation mode's sizes)
            layout.setRowStretch(i, 1)
            layout.setColumnStretch(i, 1)
        for name, kind in PLOT_KINDS:
            self._make_plot(name, kind)
        # the widgets and items other views and the tests read
        self.score_widget, self.score_plot, self.prob_curve = self.score.widget, self.score.plot, self.score.prob_curve
        self.freq_widget, self.freq_plot, self.freq_bars = self.outputs.widget, self.outputs.plot, self.outputs.bars
        self.dist_widget, self.dist_plot = self.distribution.widget, self.distribution.plot
        self.dist_bars, self.dist_lines = self.distribution.bars, self.distribution.lines
        self.trace_widget, self.trace_plot = self.running_mean.widget, self.running_mean.plot
        self.trace_lines = self.running_mean.lines
        for i, (name, w) in enumerate(self.named_widgets()):
            w.setMinimumSize(240, 180)
            layout.addWidget(w, i // 2, i % 2)
            if held:
                policy = w.sizePolicy()
                policy.setRetainSizeWhenHidden(True)
                w.setSizePolicy(policy)
                w.hide()
                self._held.add(name)
            else:
                w.show()  # at once, also when built while the workspace is being shown
            install_export_menu(w, name)
        # the drawn candidate, lit in each plot that shows candidates
        self.highlights = {"score": CandidateHighlight(self.score_plot), "outputs": CandidateHighlight(self.freq_plot)}

    def named_widgets(self) -> list[tuple[str, pg.PlotWidget]]:
        """The four plots with the names their exported files carry, in grid order."""
        self.finish_drawing()
        return [("score", self.score_widget), ("outputs", self.freq_widget),
                ("distribution", self.dist_widget), ("running_mean", self.trace_widget)]

    def _plots(self) -> tuple:
        return self.score, self.outputs, self.distribution, self.running_mean

    def _set_opacity(self, opacity: float, names=None) -> None:
        """Every plot's (or those ``names``') curves at ``opacity`` (faded: older settings), as they are: a plot
        waiting for its turn is not drawn first (the plots built)."""
        parts = self._parts
        for name, key in (("score", "score_widget"), ("outputs", "freq_widget"), ("distribution", "dist_widget"),
                          ("running_mean", "trace_widget")):
            if names is None or name in names:
                parts[key].getPlotItem().setOpacity(opacity)
        if names is None or "score" in names:
            parts["score"].prob_view.setOpacity(opacity)

    def show_candidate(self, idx: int, landed: bool = True, also=()) -> None:
        """Light candidate ``idx`` in the score and output plots (faint while a draw's marker passes over it), and
        the ``also`` candidates published with it (top-k's k-set: the plots showed only the first pick)."""
        self.finish_drawing()
        exp = self.experiment
        if exp is None or not self._built or not 0 <= idx < exp.problem.m:
            return
        pr = exp.problem
        x = candidate_positions(pr.values, pr.m)
        width = candidate_spacing(x) if pr.values is not None else 0.9
        self.highlights["score"].show(float(x[idx]), width, landed, self.score.categories.horizontal)
        self.highlights["score"].show_also([float(x[i]) for i in also], width, self.score.categories.horizontal)
        bins = self.outputs.bins
        if bins is not None:
            b = int(bins.bin_of(idx))
            self.highlights["outputs"].show(float(bins.centres[b]), bins.width, landed,
                                            self.outputs.categories.horizontal)
            self.highlights["outputs"].show_also([float(bins.centres[int(bins.bin_of(i))]) for i in also],
                                                 bins.width, self.outputs.categories.horizontal)

    def clear_candidate(self) -> None:
        if self._built:
            for highlight in self.highlights.values():
                highlight.hide()

    def show_updating(self) -> None:
        """The inputs changed: the curves are for older settings until the new ones arrive (faded). A plot still
        waiting for its turn is drawn faded in it, not now (all at once, up to four plots held the GUI thread
        40–70 ms: a new α typed as the numbers were being drawn)."""
        self.stale = True
        if self._built:
            self._set_opacity(FADED)

    def show_unavailable(self, reason: str, generation: int = 0) -> None:
        """No results for the current inputs: every curve is removed and each plot says why."""
        self.experiment = None
        self.generation = generation
        self.stale = False
        self._pending.clear()  # every plot is emptied below: older numbers waiting for their turn are not drawn
        self._place_names()
        self._wanted.update(view=("show_unavailable", reason, generation), aggregate=None)
        if not self._built:
            return
        self._set_opacity(1.0)
        for plot in self._plots():
            plot.clear()
        self.clear_candidate()
        # The reason is shown in words beside the inputs; a long title here would force the plots wider
        # than the window, so each plot only says that it is empty and why in a few words.
        for _, w in self.named_widgets():
            item = w.getPlotItem()
            item.setTitle(tr("No results for these settings"), size="10pt", color=None)
            item.setToolTip(reason)

    # --- exact part: once per experiment ------------------------------------------------------------
    def set_experiment(self, exp, generation: int = 0, tally=None) -> None:
        """The exact part of every plot; ``tally`` (core.simulation.RunTally of ``exp``) gives the simulated
        plots their bins, so that they read the run's per-bin counts instead of binning on every tick."""
        self.experiment = exp
        self.generation = generation
        self.stale = False
        self._wanted.update(view=("set_experiment", exp, generation, tally), aggregate=None)
        if self._built:
            self._pending.clear()  # older numbers still waiting for their turn: never drawn
            self.clear_candidate()
            self._pending[:] = self._exact_parts(exp, tally).items()
            self._turn.start()  # the first too: drawn with the slot that brought the numbers (the summary, the
            # panel), the score plot of a 10⁵-row paste and its paint held the GUI thread 40 ms in one go

    @property
    def drawing(self) -> bool:
        """Some plot's new exact numbers still wait for their turn of the event loop."""
        return bool(self._pending)

    def draw_next(self) -> None:
        """The next plot waiting for its exact numbers drawn (its simulated part cleared) and its legend laid out,
        the one after it on the next turn. The lines' names wait in one batch from the first turn to the last
        (``reflines.hold_names``): each is placed once, at the plots' final sizes (a later plot's legend may resize
        the others)."""
        if not self._pending:
            return
        if self._names_held is None:
            self._names_held = [self._parts[kind].plot for kind, _cls in PLOT_KINDS]  # (read as properties, they
            # would finish the drawing first)
            hold_names(*self._names_held)
        name, draw = self._pending.pop(0)
        plot = self._parts[name]
        self._in_step = True
        try:
            # no longer faded once its own numbers are drawn, unless the inputs changed since: one repaint each
            self._set_opacity(FADED if self.stale else 1.0, (name,))
            draw()
            plot.clear_empirical()
            lay_out_held_legends(plot.plot)
        finally:
            self._in_step = False
            if not self._pending:
                self._place_names()
        if self._pending:
            self._turn.start(plot.widget)

    def _place_names(self) -> None:
        """The batch of the turns closed: every name placed that would have been."""
        held, self._names_held = self._names_held, None
        if held is not None:
            place_held_names(*held)

    def finish_drawing(self) -> None:
        """Every plot still waiting for its turn drawn now (before anything reads or changes the plots)."""
        while self._pending and not self._in_step:
            self.draw_next()
        if not self._pending:
            self._turn.stop()

    def _exact_parts(self, exp, tally) -> dict:
        """Plot name → the call that draws its exact part of ``exp``, in grid order."""
        return {"score": lambda: self.score.set_experiment(exp, tally.curves if tally is not None else None,
                                                           tally.sets if tally is not None else None),
                "outputs": lambda: self.outputs.set_experiment(exp, tally.bins[OUTPUTS] if tally is not None else None,
                                                               tally.sets if tally is not None else None,
                                                               tally.output_chances if tally is not None else None),
                "distribution": lambda: self.distribution.set_experiment(
                    exp, tally.distribution if tally is not None else None),
                "running_mean": lambda: self.running_mean.set_experiment(exp)}

    def _draw_exact(self, exp, tally, drawn=()) -> None:
        """Every plot's exact part of ``exp`` (but the ``drawn`` ones'), its simulated part and lit candidate cleared."""
        self._set_opacity(1.0)
        with names_placed_once(*(plot.plot for plot in self._plots())):  # legends laid out, names placed once
            for name, draw in self._exact_parts(exp, tally).items():
                if name not in drawn:
                    draw()
            self.clear_empirical()
        self.clear_candidate()

    def set_presentation(self, on: bool) -> None:
        """Bigger fonts and line widths (presentation mode), and only the top row — each candidate's score and
        its chance, simulated beside exact — so that at double size each of the two has room on a 1280-px
        projector; restores the normal look and all four plots when off."""
        for _ in self.presentation_steps(on):
            pass

    def presentation_steps(self, on: bool):
        """``set_presentation`` one plot a step: each ``yield`` lets the event loop run."""
        self.finish_drawing()
        self._wanted["presentation"] = on
        if not self._built:
            return
        for name, _kind in PLOT_KINDS:  # (a first visit still showing them one by one: all at once now)
            self._reveal(name)
        for plot in self._plots():
            plot.set_presentation(on)
            yield
        self.dist_widget.setVisible(not on)
        self.trace_widget.setVisible(not on)
        self.layout().setRowStretch(1, 0 if on else 1)  # the top row alone takes the height, then half again

    # --- simulated part: on the display timer -------------------------------------------------------
    def clear_empirical(self) -> None:
        """Nothing simulated on any plot (a plot still waiting for its exact numbers is cleared when drawn: the
        display tick that clears a new experiment's empty runs does not draw them all at once)."""
        self._wanted["aggregate"] = None
        if self.experiment is None or not self._built:
            return
        waiting = {name for name, _draw in self._pending}
        for name, _kind in PLOT_KINDS:
            if name not in waiting:
                self._parts[name].clear_empirical()

    def update_empirical(self, aggregate) -> None:
        if self.experiment is None or aggregate is None or aggregate.trials == 0:
            self.clear_empirical()
            return
        self.finish_drawing()
        self._wanted["aggregate"] = aggregate
        if not self._built:
            return
        for plot in self._plots():
            plot.update_empirical(aggregate)


def _finished_attribute(name: str) -> property:
    """``WorkspacePlots.<name>`` (a plot or one of its items): read from anywhere, the plots still waiting for their
    turn are drawn first; not made yet, ``__getattr__`` builds the plots."""
    def get(self):
        parts = self.__dict__.get("_parts", {})
        if name not in parts:
            raise AttributeError(name)
        self.finish_drawing()
        return parts[name]

    def put(self, value) -> None:
        self.__dict__.setdefault("_parts", {})[name] = value

    return property(get, put)


for _name in _BUILT_ON_USE:
    setattr(WorkspacePlots, _name, _finished_attribute(_name))
