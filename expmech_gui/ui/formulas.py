"""The Formulas panel: the mechanism, the utility theorem and the pricing guarantee with the current
numbers substituted (read from the workspace's Experiment, like every other view)."""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QScrollArea

from ..core import bounds
from ..core.accuracy_by_mass import EXACT_WHY
from ..core.problem import SCALE_DIVISOR
from ..core.translatable import translatable
from . import language
from .language import tr
from .widgets.text import esc, fmt_value

PRIOR_TITLE = translatable("The prior μ (base measure)")
PRIOR_WORDS = translatable(
    "Each candidate's prior weight μ(h) multiplies its chance: the choice leans toward what was believed likely "
    "before seeing the data (Naor; McSherry and Talwar). The prior must be chosen without looking at the data, and "
    "it is public: it costs no privacy only because it does not depend on the data, so it is the same for every "
    "neighbouring dataset. The utility theorem then uses ln(1/μ(H*)), the prior's weight on the best, in place of "
    "ln(|H|/|H*|).")

FORMULAS_MIN_WIDTH = 220  # with the workspace's own minimum, still inside a 1280-pixel screen


class FormulasPanel(QScrollArea):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.label = QLabel("")
        self.label.setObjectName("formulasText")
        self.label.setTextFormat(Qt.RichText)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        self.label.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.label.setMargin(8)
        self.setWidget(self.label)
        self.setWidgetResizable(True)
        self.setMinimumWidth(FORMULAS_MIN_WIDTH)

    def show_workspace(self, ws) -> None:
        """The formulas with ``ws``'s numbers, in the current language (its words and its numbers' separators)."""
        exp = ws.experiment
        if exp is None:
            self.label.setText("<i>" + (ws.last_error or tr("No valid settings yet.")) + "</i>")
            return
        self.label.setText(language.shown("".join(formulas_html(exp))))


def formulas_html(exp) -> list[str]:
    """The mechanism, the utility theorem, the prior, the accuracy by mass and the pricing guarantee, in HTML."""
    pr, s, p = exp.problem, exp.summary, exp.params
    unit = pr.score_unit
    c = exp.mechanism.scale
    div = SCALE_DIVISOR[p.analysis]
    div_value = {"general": f"2·{pr.sensitivity:g}", "monotone": f"{pr.sensitivity:g}",
                 "range": f"{p.epsilon / c:.4g}"}[p.analysis]
    gap = bounds.utility_log_term(pr) + s.t
    # with a non-uniform base measure the log term is ln(1/μ(H*)), not ln(|H|/|H*|)
    if pr.base_measure is None:
        log_name, log_term = "ln(|H|/|H*|)", f"ln({pr.m:,}/{s.opt_count})"
    else:
        log_name, log_term = "ln(1/μ(H*))", f"ln(1/{bounds.opt_mass(pr):.4g})"
    vacuous = (" " + tr("(below every possible score: the bound says nothing at this n and ε)")
               if s.threshold_vacuous else "")
    mu = "" if pr.base_measure is None else "μ(h)·"
    text = [
        "<h3>" + tr("The exponential mechanism") + "</h3>",
        f"<p>P[h] ∝ {mu}exp(ε·s(X,h) / ({div})) = {mu}exp({c:.4g}·s(h))<br>"
        + tr("with ε = {epsilon}, Δ = {delta}, {m} candidates.").format(
            epsilon=f"{p.epsilon:g}", delta=fmt_value(pr.sensitivity, unit), m=f"{pr.m:,}") + "</p>",
        *prior_html(pr),
        "<h3>" + tr("Utility theorem") + "</h3>",
        "<p>P[s(" + tr("output") + f") ≤ OPT − ({div}/ε)({log_name} + t)] ≤ e<sup>−t</sup><br>"
        f"OPT − ({div_value}/{p.epsilon:g})({log_term} + {s.t:g})<br>"
        f"= {fmt_value(s.opt, unit)} − {1 / c:.4g} × {gap:.4g} = <b>{fmt_value(s.threshold, unit)}</b>"
        f"{vacuous};<br>"
        + tr("bound {bound} = {p}; exact probability {exact}.").format(
            bound=f"e<sup>−{s.t:g}</sup>", p=f"{s.bound_probability:.4g}", exact=f"{s.exact_tail:.4g}") + "</p>",
    ]
    text += by_mass_html(exp.by_mass, c, unit)
    g = exp.guarantee
    if exp.score_floor is not None and {"gamma", "discretisation_loss", "selection_loss"} <= g.keys():
        text += [
            "<h3>" + tr("Pricing guarantee (Kamath lecture 7)") + "</h3>",
            "<p>" + tr("revenue") + f" ≥ γ − (P/m)·n − ({div}/ε)(ln m + t)<br>"
            f"= {fmt_value(g['gamma'], '$')} − {fmt_value(g['discretisation_loss'], '$')} − "
            f"{fmt_value(g['selection_loss'], '$')} = <b>{fmt_value(exp.score_floor['floor'], '$')}</b><br>"
            + tr("with probability ≥ {bound} = {p}.").format(bound=f"1 − e<sup>−{s.t:g}</sup>",
                                                               p=f"{g['probability']:.4g}") + "</p>",
        ]
    return text


def prior_html(pr) -> list[str]:
    """What the prior (the base measure μ) does, in words, with μ(H*); nothing for the uniform measure."""
    if pr.base_measure is None:
        return []
    never = int(np.sum(pr.base_measure == 0))
    return [
        f"<h3>{esc(language.tr(PRIOR_TITLE))}</h3>",
        f"<p>{esc(language.tr(PRIOR_WORDS))}<br>"
        f"μ(H*) = {bounds.opt_mass(pr):.4g}"
        + ("; " + tr("{count} with weight 0 (never chosen)").format(count=f"{never:,}") if never else "") + ".</p>",
    ]


def by_mass_html(a, c: float, unit: str) -> list[str]:
    """The wiki's accuracy lemma and theorem (weights e^(ε_w·q)·μ, so its ε_w is the app's c) with the numbers,
    beside Theorem 3 and the exact values (core.accuracy_by_mass); nothing for mechanisms of another law."""
    if a is None:
        return []
    lemma = f"{a.lemma:.4g}" + (" " + tr("(more than 1: says nothing)") if a.lemma > 1 else "")
    return [
        "<h3>" + tr("Accuracy by the mass near the best (the wiki)") + "</h3>",
        "<p>" + tr("The wiki weighs r by {weight}: its ε is the app's c = {c}.").format(
            weight="e<sup>ε·q</sup>·μ(r)", c=f"{c:.4g}") + "<br>"
        + tr("Lemma") + ": P[s ≤ OPT − 2t] ≤ e<sup>−c·t</sup>/μ(S<sub>t</sub>), "
        "S<sub>t</sub> = {h : s &gt; OPT − t}<br>"
        + tr("at the bad-outcome line, t = {t}: {bound} = {lemma}; Theorem 3: {kamath}; exact {exact}.").format(
            t=f"{a.lemma_t:.4g}", bound=f"e<sup>−{c:.4g}×{a.lemma_t:.4g}</sup>/{a.lemma_mass:.4g}",
            lemma=f"<b>{lemma}</b>", kamath=f"{a.kamath:.4g}", exact=f"{a.exact_tail:.4g}") + "<br>"
        + tr("Theorem: {claim} for every {condition}").format(
            claim="E[s] ≥ OPT − 3t", condition="t ≥ ln(OPT/(t·μ(S<sub>t</sub>)))/c") + "<br>"
        + tr("smallest t = {t}: {floor}; Theorem 3 integrated, {kamath}; exact {exact}.").format(
            t=f"{a.theorem_t:.4g}", floor=f"E[s] ≥ <b>{fmt_value(a.theorem_floor, unit)}</b>",
            kamath=f"OPT − (ln(1/μ(H*)) + 1)/c = <b>{fmt_value(a.kamath_floor, unit)}</b>",
            exact=fmt_value(a.expected, unit)) + "</p>",
        f"<p>{esc(a.tail_sentence())} {esc(a.floor_sentence())} {esc(language.tr(EXACT_WHY))}</p>",
    ]
