"""The ε-sweep: the exact E[score] vs ε with OPT, the utility threshold and, where the scenario has them,
its γ and its own guarantee; solving for the smallest ε within an accepted loss, and applying it. A run that
releases several choices at once (top-k's k-set, Experiment.several_at_once) is swept as that whole release: its
exact expected total against the best total (Experiment.release_score), or a plain sentence why it has no exact
law. Every point is the experiment rebuilt at that ε (Experiment.with_epsilon), so a scenario's own method is never
looked up in the registry of one-choice mechanisms by its key. The numbers come from core.bounds, on background
jobs with progress and Cancel."""
from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QPushButton, QVBoxLayout, QWidget

from ....core.accounting.bill import Cancelled
from ....core.bounds import expected_score, solve_for_loss, utility_threshold
from ....core.problem import ProblemError
from ....core.numbers import EPSILON_MAX, EPSILON_MIN, NumberError, parse_number
from ....core.formatting import count, value
from ... import theme
from ..plots import COLORS, legend, pen, present_plot, style_plot
from ..plots.kit import LINE_STYLES, present_line_label, thicken
from ..plots.words import say_label
from ..plots.palette import readable
from ..text import WrappingLabel
from ..scrolling import scrolled_page
from .common import JobBar, JobRunner, ViewInputs, esc, new_plot, plain, red
from ....core.translatable import translatable
from ...language import shown, tr

SWEEP_POINTS = 60
NOT_ONE_CHOICE_TEXT = translatable("The ε-sweep follows mechanisms that make one choice. This workspace makes several "
                                   "at once: its own view shows their exact chances at the ε you set.")
CANCELLED_TEXT = translatable("Sweep cancelled: the curves were not computed.")


def guarantee_at(exp, epsilon: float) -> float:
    """The scenario's own floor on the score (``Experiment.score_floor``: pricing's revenue bound) for ``exp``
    run at ``epsilon`` instead: the same problem, the mechanism rebuilt at that ε."""
    return exp.with_epsilon(epsilon).score_floor["floor"]


def makes_one_choice(exp) -> bool:
    """Whether one run releases one choice (a scenario that scores its several choices as one release, top-k,
    is swept as that release instead: Experiment.several_at_once)."""
    from ....release_record import release_charge

    if exp.several_at_once:
        return False
    try:
        return int(release_charge(exp)[2]) == 1
    except Exception:  # noqa: BLE001 — a run whose cost cannot be said is still one choice to the sweep
        return True


def point_at(exp, epsilon: float) -> tuple[float, float, float]:
    """(exact E[score], best possible, utility threshold) of ``exp`` rebuilt at ``epsilon``: one choice's
    (core.bounds), or the whole release's where it makes several (Experiment.release_score; no threshold: NaN)."""
    other = exp.with_epsilon(epsilon)
    if other.several_at_once:
        expected, best, _worst = other.release_score()
        return expected, best, math.nan
    mech = other.mechanism
    return (expected_score(other.problem, mech.pmf), other.problem.opt,
            utility_threshold(other.problem, mech.scale, other.params.t))


def loss_at(exp, epsilon: float) -> float:
    """How far the exact E[score] of ``exp`` at ``epsilon`` falls below the best possible (point_at)."""
    expected, best, _threshold = point_at(exp, epsilon)
    return best - expected


def sweep(exp, lo: float, hi: float, progress, cancelled):
    """E[score], the threshold and the guarantee at SWEEP_POINTS values of ε in [lo, hi] (job thread); a release
    with no exact law gives the sentence saying why instead."""
    pr = exp.problem
    grid = np.geomspace(lo, hi, SWEEP_POINTS)
    expected = np.empty(grid.size)
    threshold = np.empty(grid.size)
    guarantee = np.empty(grid.size) if exp.score_floor is not None else None
    best = pr.opt
    for i, e in enumerate(grid):
        if cancelled():
            raise Cancelled("the sweep was cancelled")
        try:
            expected[i], best, threshold[i] = point_at(exp, e)
        except ProblemError as exc:  # top-k by Laplace, or too many ordered selections to enumerate
            return exp, str(exc)
        if guarantee is not None:
            guarantee[i] = guarantee_at(exp, e)
        progress(i + 1, grid.size)
    low = float(np.min(expected)) if exp.several_at_once else float(np.min(pr.scores))
    return exp, {"epsilon": grid, "expected": expected, "threshold": threshold, "best": best}, guarantee, low


class SweepView(QWidget):
    """Exact E[score] vs ε with OPT, the utility threshold (and the scenario's γ and guarantee); solve for ε."""

    sweepShown = Signal()
    solved = Signal(object)

    def set_presentation(self, on: bool) -> None:
        """Presentation mode: the plot's type twice as large, lines twice as thick."""
        self.presenting = on
        self._recolour_status()
        present_plot(self.plot.getPlotItem(), on)
        thicken(on, self.expected, self.threshold, self.guarantee, self.opt, self.gamma, self.current,
                *self._samples.values())
        for line in (self.opt, self.gamma, self.current):
            present_line_label(line, on)

    def _recolour_status(self, *_theme) -> None:
        """A refusal on show in the error colour of the palette now in use (after a theme change too: Top-k's
        refusal stayed the light theme's dark red, 1.7:1, on the dark theme's background)."""
        if self._status_error is not None and self.status.text():
            self.status.setText(red(self._status_error))

    def __init__(self, inputs: ViewInputs, parent=None) -> None:
        super().__init__(parent)
        self.src = inputs
        self.plot = new_plot("Exact expected score vs ε")
        p = self.plot.getPlotItem()
        p.setLogMode(x=True, y=False)
        self.legend = legend(p, columns=3)
        # the styles of every plot (kit.LINE_STYLES), and each reference line named on the line itself
        self.expected = pg.PlotDataItem([], [], pen=pen("expected", 2.5, LINE_STYLES["expected"]))
        self.threshold = pg.PlotDataItem([], [], pen=pen("threshold", 2, LINE_STYLES["threshold"]))
        self.guarantee = pg.PlotDataItem([], [], pen=pen("guarantee", 2, LINE_STYLES["guarantee"]))
        self.opt = self._line("opt", 0, "best possible", 0.08)
        self.gamma = self._line("gamma", 0, "best at any price", 0.3)
        self.gamma.setZValue(21)  # dash-dots over OPT's solid line: both colours show where they meet
        self.current = say_label(pg.InfiniteLine(angle=90, pen=pg.mkPen(COLORS["gamma"], width=1.5), label="",
                                                 labelOpts={"position": 0.06, "color": readable(COLORS["gamma"])}),
                                 "current ε")
        for item in (self.expected, self.threshold, self.guarantee, self.opt, self.gamma, self.current):
            p.addItem(item)
        self._samples = {
            "opt": pg.PlotDataItem([], [], pen=self.opt.pen),
            "gamma": pg.PlotDataItem([], [], pen=self.gamma.pen),
            "current": pg.PlotDataItem([], [], pen=self.current.pen),
        }
        self.loss = QLineEdit("1")
        self.loss.setMaximumWidth(90)
        self.loss.setToolTip(translatable("How far below OPT the expected score may fall (a number ≥ 0)"))
        self.solve_button = QPushButton(translatable("Solve for ε"))
        self.apply_button = QPushButton("Apply")
        self.apply_button.setEnabled(False)
        self._say_apply_tip()
        self.answer = WrappingLabel("")
        self.answer.setObjectName("solveAnswer")
        self.answer.setTextFormat(Qt.RichText)
        self.answer.setWordWrap(True)
        self.status = WrappingLabel("")
        self.status.setObjectName("sweepStatus")
        self._status_error: str | None = None  # re-coloured when the theme changes (presentation, light or dark)
        theme.changes().changed.connect(self._recolour_status)
        self.jobs = JobRunner(self, translatable("compute the ε-sweep"))
        self.job_bar = JobBar(self.jobs, translatable("ε values"))
        self.solver = JobRunner(self, translatable("solve for ε"))
        self.solver_bar = JobBar(self.solver)
        row = QHBoxLayout()
        row.addWidget(WrappingLabel(translatable("I accept an expected loss below OPT of")))
        row.addWidget(self.loss)
        row.addWidget(self.solve_button)
        row.addWidget(self.solver_bar)
        row.addWidget(self.answer, 1)
        row.addWidget(self.apply_button)
        busy = QHBoxLayout()
        busy.addWidget(self.status)
        busy.addWidget(self.job_bar, 1)
        layout = QVBoxLayout(scrolled_page(self))  # taller than the room (presentation type): it scrolls
        layout.addLayout(busy)
        layout.addWidget(self.plot, 1)
        layout.addLayout(row)
        self.jobs.done.connect(self._show)
        self.jobs.failed.connect(self._sweep_message)
        self.jobs.cancelled.connect(lambda: self._sweep_message(tr(CANCELLED_TEXT)))
        self.solver.done.connect(self._solved)
        self.solver.failed.connect(lambda msg: self._answer(lambda: red(msg)))
        self.solver.cancelled.connect(lambda: self._answer(lambda: tr("Solving cancelled.")))
        self.solve_button.clicked.connect(self.solve)
        self.loss.returnPressed.connect(self.solve)
        self.apply_button.clicked.connect(self.apply)
        self.solution: float | None = None
        self._payload = None  # the sweep on screen, said again on a change of language
        self._answer_says = None
        self._solution_exp = None
        self._applied: float | None = None

    @staticmethod
    def _line(key: str, angle: int, name: str, at: float) -> pg.InfiniteLine:
        return say_label(pg.InfiniteLine(angle=angle, pen=pen(key, 2, LINE_STYLES[key]), label="",
                                         labelOpts={"position": at, "color": readable(COLORS[key])}), name)

    def _answer(self, says) -> None:
        """The solver's answer: ``says()`` is its text, written again on a change of language (``retranslate``)."""
        self._answer_says = says
        self.answer.setText(says())

    def _say_apply_tip(self) -> None:
        """Apply's tooltip, its range filled into the template, in the language of the moment and its separators:
        written again on a change of language (``changeEvent``)."""
        self.apply_button.setToolTip(shown(tr("Use the solution as ε (accepted: {low} to {high})").format(
            low=plain(EPSILON_MIN), high=count(EPSILON_MAX))))

    def changeEvent(self, event) -> None:
        """Qt's LanguageChange (delivered once the new catalogue is in): Apply's tooltip filled in again from the
        translated template (Qt describes the button by its tooltip)."""
        super().changeEvent(event)
        if event.type() == QEvent.LanguageChange:
            self._say_apply_tip()

    def retranslate(self) -> None:
        """View ▸ Language: the curve and the answer on screen said again in the new language from what was computed
        (ui/workspaces/views.py), never computed again — a switch changes words and separators, not results."""
        if self._payload is not None:
            self._show(self._payload)
        if self._answer_says is not None:
            self.answer.setText(self._answer_says())

    def _sweep_message(self, message: str) -> None:
        self._status_error = message
        self.status.setTextFormat(Qt.RichText)
        self.status.setText(red(message))

    def refresh(self) -> None:
        exp = self.src.experiments.experiment
        if self._applied is not None and exp is not None and math.isclose(exp.params.epsilon, self._applied,
                                                                           rel_tol=1e-9):
            self._answer(lambda applied=self._applied: shown(tr(
                "ε = {epsilon} applied: the summary, the plots and every view now use it.").format(
                epsilon=plain(applied, 6))))
            self._applied = None
        elif self.solution is not None or self._solution_exp is not None:
            self.solution, self._solution_exp = None, None
            self.apply_button.setEnabled(False)
            self._answer(lambda: tr("The settings changed: solve again for a new answer."))
        self.plot.setVisible(exp is not None)
        if exp is None:
            self.jobs.cancel()
            self.apply_button.setEnabled(False)
            self._sweep_message(self.src.no_settings())
            return
        if not exp.several_at_once and not makes_one_choice(exp):
            self._refuse(tr(NOT_ONE_CHOICE_TEXT))
            return
        eps_now = float(exp.params.epsilon)
        lo = max(EPSILON_MIN, min(0.01, eps_now / 3))
        hi = min(EPSILON_MAX, max(20.0, eps_now * 3))
        self._status_error = None
        self.status.setTextFormat(Qt.PlainText)
        self.status.setText(shown(tr("Computing E[score] at {points} values of ε over {candidates} candidates…").format(
            points=SWEEP_POINTS, candidates=count(exp.problem.m))))
        self.jobs.submit(lambda progress, cancelled: sweep(exp, lo, hi, progress, cancelled))

    def _refuse(self, sentence: str) -> None:
        """No curve, and why in plain words (not an error: the settings are fine, this view cannot follow them)."""
        self.jobs.cancel()
        self.apply_button.setEnabled(False)
        self.plot.setVisible(False)
        self._status_error = None
        self.status.setTextFormat(Qt.PlainText)
        self.status.setText(sentence)

    def _show(self, payload) -> None:
        if payload[0] is not self.src.experiments.experiment:
            return
        if isinstance(payload[1], str):  # a release with no exact law: why, in words
            self._refuse(payload[1])
            return
        exp, curve, guarantee, min_score = payload
        self._payload = payload
        self._status_error = None
        self.status.setText("")
        pr = exp.problem
        unit = pr.score_unit
        whole = exp.several_at_once
        self.expected.setData(curve["epsilon"], curve["expected"])
        self.threshold.setData(*(([], []) if whole else (curve["epsilon"], curve["threshold"])))
        self.opt.setValue(curve["best"])
        self.current.setValue(math.log10(exp.params.epsilon))
        has_gamma = exp.gamma is not None
        self.gamma.setVisible(has_gamma)
        if has_gamma:
            self.gamma.setValue(exp.gamma)
        if guarantee is None:
            self.guarantee.setData([], [])
        else:
            self.guarantee.setData(curve["epsilon"], guarantee)
        self.legend.clear()
        self.legend.addItem(self.expected, f"expected total {esc(pr.score_name)} of the whole release (exact)" if whole
                            else f"expected {esc(pr.score_name)} (exact)")
        self.legend.addItem(self._samples["opt"], "best possible")
        if not whole:  # the utility theorem's line is one choice's
            self.legend.addItem(self.threshold, "bad-outcome line")  # the summary's name; t is in the Formulas panel
        if has_gamma:
            self.legend.addItem(self._samples["gamma"], "best at any price")
            self.legend.addItem(self.guarantee, "lecture guarantee")
        self.legend.addItem(self._samples["current"], f"current ε = {plain(exp.params.epsilon, 6)}")
        lo = min(min_score, float(np.min(curve["expected"])))
        hi = max(curve["best"], exp.gamma or -np.inf)
        span = hi - lo or 1.0
        self.plot.getPlotItem().setYRange(lo - 0.1 * span, hi + 0.1 * span, padding=0)
        self.plot.getPlotItem().setXRange(math.log10(curve["epsilon"][0]), math.log10(curve["epsilon"][-1]),
                                          padding=0.05)  # room for the first decade's label
        what = f"total {pr.score_name}" if whole else pr.score_name
        style_plot(self.plot.getPlotItem(), f"Exact expected {what} vs ε", "ε (log scale)",
                   pr.score_name, "", unit)
        self.sweepShown.emit()

    def solve(self) -> None:
        exp = self.src.experiments.experiment
        self.solution = None
        self.apply_button.setEnabled(False)
        if exp is None:
            self._answer(lambda: red(tr("No valid settings to solve for: fix the data or parameters first.")))
            return
        text = self.loss.text()
        try:
            loss = parse_number(text, lo=0, currency=True)
        except NumberError as exc:
            self.solver.cancel()
            self._answer(lambda exc=exc: red(tr("The accepted loss: {reason}").format(reason=exc) if exc.kind == "outside" else
                                    tr("The accepted loss must be a number ≥ 0: {reason}").format(reason=exc)))
            return
        self._answer(lambda: tr("solving…"))
        self.solver.submit(lambda _progress, _cancelled: (exp, loss, solve_for_loss(
            lambda e: loss_at(exp, e), loss, lo=EPSILON_MIN, hi=EPSILON_MAX)))

    def _solved(self, payload) -> None:
        exp, loss, eps = payload
        if exp is not self.src.experiments.experiment:
            self._answer(lambda: tr("The settings changed while solving: solve again."))
            return
        loss_text = esc(value(loss, exp.problem.score_unit))
        ok = eps is not None and math.isfinite(eps) and EPSILON_MIN <= eps <= EPSILON_MAX
        self.solution = eps if ok else None
        self._solution_exp = exp if ok else None
        self.apply_button.setEnabled(ok)
        if eps is None or (math.isfinite(eps) and eps > EPSILON_MAX):
            self._answer(lambda: shown(tr("No ε up to {most} reaches this target: even at ε = {most}, E[score] stays "
                                         "more than {loss} below OPT.").format(most=count(EPSILON_MAX), loss=loss_text)))
        elif not ok:
            self._answer(lambda: shown(tr("The solution ε = {epsilon} is outside the accepted range ({low} to {high}): "
                                         "it cannot be applied.").format(epsilon=plain(eps), low=plain(EPSILON_MIN),
                                                                         high=count(EPSILON_MAX))))
        else:
            self._answer(lambda: shown(tr("Smallest ε with OPT − E[score] ≤ {loss}: <b>ε = {epsilon}</b>").format(
                loss=loss_text, epsilon=plain(eps))))
        self.solved.emit(eps)

    def apply(self) -> None:
        if self.solution is None or self._solution_exp is not self.src.experiments.experiment:
            self.apply_button.setEnabled(False)
            return
        epsilon = min(max(float(f"{self.solution:.4g}"), EPSILON_MIN), EPSILON_MAX)
        try:
            refused = self.src.apply_epsilon(epsilon)
        except ValueError as exc:
            refused = str(exc)
        if isinstance(refused, str) and refused:
            self._answer(lambda: red(refused))
            return
        current = self._solution_exp.params.epsilon
        self.solution, self._solution_exp = None, None
        self.apply_button.setEnabled(False)
        if math.isclose(epsilon, current, rel_tol=1e-12):
            self._answer(lambda: shown(tr("ε = {epsilon} is already in use.").format(epsilon=plain(epsilon, 6))))
            return
        self._applied = epsilon
        self._answer(lambda: shown(tr("Applying ε = {epsilon}: recomputing every view…").format(
            epsilon=plain(epsilon, 6))))
