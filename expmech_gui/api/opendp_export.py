"""A release designed in the lab, exported as a short commented Python script that performs it with OpenDP (a
maintained production DP library; the [opendp] extra pins the version the tests ran).

The mapping. The exponential mechanism picks candidate i with probability ∝ exp(c·u_i), c = ε/(2Δ) (general
analysis) or ε/Δ (monotone); by the Gumbel-max trick argmax_i(u_i + G_i), G_i i.i.d. Gumbel(scale β), has law
∝ exp(u_i/β), so OpenDP's report-noisy-max with Gumbel noise (``make_noisy_max`` with the zCDP measure) at β = 1/c
draws from exactly the same law. OpenDP certifies it ρ-zCDP with ρ = (d_in/β)²/2 (non-monotone; (d_in/β)²/8
monotone), d_in = Δ the scores' L∞ sensitivity: ρ = ε²/8, the exponential mechanism's bounded-range guarantee;
the pure ε-DP claim is McSherry–Talwar's theorem for that law (OpenDP's pure-DP noisy max uses exponential noise,
which is permute-and-flip's law: the export of a permute-and-flip release uses it, and OpenDP then certifies ε).
Scores are computed in plain Python in the script: their sensitivity Δ rests on the declared bounds the script
checks (it refuses data outside them), not on an OpenDP transformation.
"""
from __future__ import annotations

import pprint

from ..scenarios.pricing import pricing
from ..scenarios.voting import voting
from .opendp_scores import PRICING_SCORES, VOTING_SCORES

OPENDP_VERSION = "0.16.0"  # the version the exported scripts were tested with (pyproject's [opendp] extra)
GUMBEL = ("exponential", "gumbel")  # the app's mechanisms with the exponential mechanism's law
EXPONENTIAL_NOISE = ("permute-and-flip",)
MAX_CANDIDATES = 10_000  # the candidate list is written into the script
# per scenario: the script's read_data, check_bounds (the declared bounds Δ rests on) and scores
SCORE_CODE = {pricing.SCENARIO.key: PRICING_SCORES, voting.SCENARIO.key: VOTING_SCORES}

_TEMPLATE = '''#!/usr/bin/env python3
"""{title}: the release designed in ExpMech Studio, performed with OpenDP (tested with opendp=={version}).

Usage:  python {filename} DATA.csv      prints the released {candidate}; refuses data outside the declared bounds.
From Python: release(data) with data as read_data(path) returns; measurement() is the OpenDP measurement.

Mechanism in the lab: {mechanism}, {analysis} analysis, {neighbours} neighbours, ε = {epsilon!r}, Δ = {sensitivity!r}.
In OpenDP: {opendp_call} at scale β = {scale_formula} = {scale!r}, input metric
L∞ distance ({monotone_words}), d_in = Δ. {law}
Privacy: {privacy}
The scores are computed below in plain Python; their sensitivity Δ holds because check_bounds() refuses any data
outside the declared bounds. The candidate list is public and fixed before the data is seen.
"""
import csv
import math
import sys

import opendp.prelude as dp

EPSILON = {epsilon!r}
SENSITIVITY = {sensitivity!r}  # Δ: {sensitivity_words}
MONOTONIC = {monotonic!r}  # {monotone_words}
SCALE = {scale!r}  # β = {scale_formula}
CANDIDATES = {candidates}


class BoundsError(ValueError):
    """The data lies outside the bounds the privacy guarantee was declared for."""

{score_code}

def measurement():
    """OpenDP's report-noisy-max over the candidates' scores, its privacy checked against the lab's ε."""
    dp.enable_features("contrib")
    space = (dp.vector_domain(dp.atom_domain(T=float, nan=False), size=len(CANDIDATES)),
             dp.linf_distance(T=float, monotonic=MONOTONIC))
    meas = dp.m.make_noisy_max(*space, {measure}, scale=SCALE)
    certified = meas.map(SENSITIVITY)
    if certified > {certified_bound} * (1 + 1e-9):
        raise RuntimeError(f"OpenDP certifies {{certified}}, more than the {certified_name} the lab designed")
    return meas


def release(data, meas=None):
    """One release on ``data``: the chosen candidate (refused with BoundsError outside the declared bounds)."""
    check_bounds(data)
    meas = meas or measurement()
    return CANDIDATES[meas(scores(data))]


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(f"usage: {{sys.argv[0]}} DATA.csv")
    try:
        print(release(read_data(sys.argv[1])))
    except BoundsError as exc:
        print(f"refused: {{exc}}; nothing was released", file=sys.stderr)
        sys.exit(2)
'''


def opendp_script(exp) -> str:
    """The OpenDP script of ``exp``'s release (pricing or voting; the exponential mechanism, its Gumbel sampler or
    permute-and-flip; general or monotone analysis). ValueError in words for anything else."""
    key, p, pr = exp.scenario.key, exp.params, exp.problem
    if key not in SCORE_CODE:
        raise ValueError(f"export as OpenDP code is offered for {' and '.join(SCORE_CODE)}, not {key}")
    if p.mechanism not in GUMBEL + EXPONENTIAL_NOISE:
        raise ValueError(f"export as OpenDP code is offered for the exponential mechanism and permute-and-flip, not "
                         f"{p.mechanism}")
    if p.analysis not in ("general", "monotone"):
        raise ValueError(f"export as OpenDP code is offered for the general and monotone analyses, not {p.analysis}")
    if pr.m > MAX_CANDIDATES:
        raise ValueError(f"{pr.m:,} candidates are too many to write into a script (at most {MAX_CANDIDATES:,}): "
                         f"choose a coarser grid")
    monotonic = p.analysis == "monotone"
    delta_s, eps = float(pr.sensitivity), float(p.epsilon)
    scale = (1 if monotonic else 2) * delta_s / eps
    formula = "Δ/ε" if monotonic else "2Δ/ε"
    gumbel = p.mechanism in GUMBEL
    candidates = [exp.candidate_json(i) for i in range(pr.m)]
    fields = {
        "title": f"{exp.scenario.title} at ε = {eps:g}", "version": OPENDP_VERSION, "filename": f"release_{key}.py",
        "candidate": pr.candidate_name, "mechanism": exp.mechanism.title, "analysis": p.analysis,
        "neighbours": p.neighbours, "epsilon": eps, "sensitivity": delta_s, "scale": scale, "scale_formula": formula,
        "monotonic": monotonic,
        "monotone_words": "monotonic: every score moves the same way when one person's data changes" if monotonic
        else "not assumed monotonic: scores may move in opposite directions",
        "sensitivity_words": "one buyer changes the revenue at price p by at most p, and p <= the max price"
        if key == pricing.SCENARIO.key else "one ballot changes one candidate's count by 1",
        "candidates": pprint.pformat(candidates, width=116, compact=True),
        "score_code": SCORE_CODE[key],
        "opendp_call": "dp.m.make_noisy_max with Gumbel noise (the zCDP measure)" if gumbel
        else "dp.m.make_noisy_max with exponential noise (the pure-DP measure)",
        "law": "argmax(u + Gumbel(β)) ∝ exp(u/β) = exp(c·u), c = 1/β: exactly the exponential mechanism's law."
        if gumbel else "argmax(u + Exponential(β)) is permute-and-flip's law at c = 1/β (Ding et al. 2021).",
        "privacy": (f"OpenDP certifies ρ = ε²/8 = {eps * eps / 8!r} zCDP (the bounded-range guarantee); ε-DP at "
                    f"ε = {eps!r} is the exponential mechanism's theorem (McSherry–Talwar 2007) for this law."
                    if gumbel else f"OpenDP certifies ε = {eps!r} (pure DP, max divergence)."),
        "measure": "dp.zero_concentrated_divergence()" if gumbel else "dp.max_divergence()",
        "certified_bound": "EPSILON ** 2 / 8" if gumbel else "EPSILON",
        "certified_name": "ρ = ε²/8" if gumbel else "ε",
    }
    return _TEMPLATE.format(**fields)
