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
        exp = ws.experiment
        if exp is None:
            self.label.setText(f"<i>{ws.last_error or 'No valid settings yet.'}</i>")
            return
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
        vacuous = (" (below every possible score: the bound says nothing at this n and ε)"
                   if s.threshold_vacuous else "")
        mu = "" if pr.base_measure is None else "μ(h)·"
        text = [
            "<h3>The exponential mechanism</h3>",
            f"<p>P[h] ∝ {mu}exp(ε·s(X,h) / ({div})) = {mu}exp({c:.4g}·s(h))<br>"
            f"with ε = {p.epsilon:g}, Δ = {fmt_value(pr.sensitivity, unit)}, {pr.m:,} candidates.</p>",
            *prior_html(pr),
            "<h3>Utility theorem</h3>",
            f"<p>P[s(output) ≤ OPT − ({div}/ε)({log_name} + t)] ≤ e<sup>−t</sup><br>"
            f"OPT − ({div_value}/{p.epsilon:g})({log_term} + {s.t:g})<br>"
            f"= {fmt_value(s.opt, unit)} − {1 / c:.4g} × {gap:.4g} = <b>{fmt_value(s.threshold, unit)}</b>"
            f"{vacuous};<br>"
            f"bound e<sup>−{s.t:g}</sup> = {s.bound_probability:.4g}; exact probability {s.exact_tail:.4g}.</p>",
        ]
        text += by_mass_html(exp.by_mass, c, unit)
        g = exp.guarantee
        if exp.score_floor is not None and {"gamma", "discretisation_loss", "selection_loss"} <= g.keys():
            text += [
                "<h3>Pricing guarantee (Kamath lecture 7)</h3>",
                f"<p>revenue ≥ γ − (P/m)·n − ({div}/ε)(ln m + t)<br>"
                f"= {fmt_value(g['gamma'], '$')} − {fmt_value(g['discretisation_loss'], '$')} − "
                f"{fmt_value(g['selection_loss'], '$')} = <b>{fmt_value(exp.score_floor['floor'], '$')}</b><br>"
                f"with probability ≥ 1 − e<sup>−{s.t:g}</sup> = {g['probability']:.4g}.</p>",
            ]
        self.label.setText("".join(text))


def prior_html(pr) -> list[str]:
    """What the prior (the base measure μ) does, in words, with μ(H*); nothing for the uniform measure."""
    if pr.base_measure is None:
        return []
    never = int(np.sum(pr.base_measure == 0))
    return [
        f"<h3>{esc(language.tr(PRIOR_TITLE))}</h3>",
        f"<p>{esc(language.tr(PRIOR_WORDS))}<br>"
        f"μ(H*) = {bounds.opt_mass(pr):.4g}"
        + (f"; {never:,} with weight 0 (never chosen)" if never else "") + ".</p>",
    ]


def by_mass_html(a, c: float, unit: str) -> list[str]:
    """The wiki's accuracy lemma and theorem (weights e^(ε_w·q)·μ, so its ε_w is the app's c) with the numbers,
    beside Theorem 3 and the exact values (core.accuracy_by_mass); nothing for mechanisms of another law."""
    if a is None:
        return []
    lemma = f"{a.lemma:.4g}" + (" (more than 1: says nothing)" if a.lemma > 1 else "")
    return [
        "<h3>Accuracy by the mass near the best (the wiki)</h3>",
        f"<p>The wiki weighs r by e<sup>ε·q</sup>·μ(r): its ε is the app's c = {c:.4g}.<br>"
        "Lemma: P[s ≤ OPT − 2t] ≤ e<sup>−c·t</sup>/μ(S<sub>t</sub>), S<sub>t</sub> = {h : s &gt; OPT − t}<br>"
        f"at the bad-outcome line, t = {a.lemma_t:.4g}: e<sup>−{c:.4g}×{a.lemma_t:.4g}</sup>/{a.lemma_mass:.4g} = "
        f"<b>{lemma}</b>; Theorem 3: {a.kamath:.4g}; exact {a.exact_tail:.4g}.<br>"
        "Theorem: E[s] ≥ OPT − 3t for every t ≥ ln(OPT/(t·μ(S<sub>t</sub>)))/c<br>"
        f"smallest t = {a.theorem_t:.4g}: E[s] ≥ <b>{fmt_value(a.theorem_floor, unit)}</b>; Theorem 3 integrated, "
        f"OPT − (ln(1/μ(H*)) + 1)/c = <b>{fmt_value(a.kamath_floor, unit)}</b>; exact "
        f"{fmt_value(a.expected, unit)}.</p>",
        f"<p>{esc(a.tail_sentence())} {esc(a.floor_sentence())} {esc(language.tr(EXACT_WHY))}</p>",
    ]
