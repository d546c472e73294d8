"""Private top-k over vote counts: the k most-voted candidates, chosen privately (score = votes, Δ = 1); and
``over(base, …)``, the same over another count scenario's data (scenarios/topk/topk_likes.py: lunch's like counts).

The data, table, CSV, neighbours and generator are the base scenario's; what is new is ``k`` (a setting, ``--k``)
and the three ways to pick k (mechanisms of this scenario only): peeling, one-shot Gumbel and one-shot Laplace
(scenarios.topk.selection, scenarios.topk.release). ε is the ε of one selection; the bill charges k of them per run.
"""
from __future__ import annotations

from dataclasses import replace

from ...core.formatting import delta_words
from ...core.translatable import message, translatable, translated, words
from ...core.accounting import bill as accounting
from . import selection as topk
from ...core.exact.sampling import EXACT_PEELING
from ...core.mechanisms import make_mechanism
from ...core.numbers import parse_number
from ...core.accounting.charge_words import release_band
from ...core.privacy.loss import promise_bound
from ...core.problem import ProblemError
from .laplace import LaplaceNoisyMax
from .text import run_text
from .release import (
    DEFAULT_DELTA, GUMBEL, LAPLACE, METHOD_HELP, METHOD_TITLES, PEELING, TopKRelease, k_set_sentence,
    per_selection_epsilon,
)
from ..voting import voting
from ..framework.base import Preset, Scenario, ScenarioMechanism, Setting

DEFAULT_K = 3
MAX_K = 1_000_000
NON_BR_ACCOUNTING = "permute-and-flip"  # a registered ε-DP, not bounded-range mechanism: composes alike


def parse_k(text) -> float:
    """k as typed: a whole number from 1 (checked against the number of candidates with the data)."""
    return float(parse_number(text, integer=True, lo=1, hi=MAX_K, what="k"))


def check_k_setting(value) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not float(value).is_integer() \
            or not 1 <= value <= MAX_K:
        raise ProblemError(message("k must be a whole number from 1 to {max_k:,}, not {value!r}", max_k=MAX_K,
                                   value=value))
    return value


def parse_literal(text) -> float:
    """--literal as typed: 1 (peeling drawn as k sequential draws) or 0 (its one-pass Gumbel form, the default)."""
    return float(parse_number(text, integer=True, lo=0, hi=1, what="literal (1: draw peeling literally, 0: not)"))


def check_literal(value) -> float:
    if isinstance(value, bool) or value not in (0, 1):
        raise ProblemError(message("literal must be 1 (draw peeling as k sequential draws) or 0 (its one-pass "
                                   "Gumbel form), not {value!r}", value=value))
    return value


def _problem_over(base: Scenario):
    def build(dataset, settings) -> object:
        pr = base.problem(dataset, {k: v for k, v in settings.items() if base.setting(k)})  # k, literal: ours
        topk.check_k(int(settings["k"]), pr.m)
        # the top-k methods take the uniform μ (no prior, as in the CLI): a saved weight never tilts them unseen
        return replace(pr, base_measure=None, extras={**pr.extras, "k": float(settings["k"])})
    return build


def _without_prior(base: Scenario, read):
    """``read`` (the base's CSV or text reader) leaving out the data file's prior weights (Lunch's weight row,
    Voting's weight column): top-k takes no prior, so its table shows none (Top-k likes showed "Pizza · μ 2")."""
    if base.prior is None:
        return read

    def without(*args):
        return base.prior.with_weights(read(*args), None)
    return without


def release(exp) -> TopKRelease:
    """The experiment's top-k release: its method (the mechanism key), single selection, k and whether peeling is
    drawn literally."""
    values = exp.params.setting_values
    return TopKRelease(exp.params.mechanism, exp.mechanism, int(values["k"]), bool(values.get("literal", 0)))


def _release_score(exp) -> tuple[float, float, float]:
    """One run's k-set: its exact expected total score, the best and the worst total (TopKRelease.expected_total)."""
    return release(exp).expected_total()


def _release_inclusion(exp):
    """Each candidate's exact chance to be among the k (selection.TopKLaw.inclusion), None where not enumerated."""
    law = release(exp).law
    return None if law is None else law.inclusion


def _report(exp, trials: int, seed: int) -> dict:
    return release(exp).report(trials, seed)


def first_pick_privacy(exp, pair_notion: str) -> tuple[float | None, str]:
    """(ε of one pick for a change under ``pair_notion``, the sentence that says it beside the bill): the first pick
    is one run of the selection the method repeats, so it costs ``release_band`` — ε/2 for the general analysis
    c = ε/(2Δ) on a score one person moves one way (McSherry–Talwar 2007; Dwork–Roth Claim 3.9 for Laplace noise),
    else ε — where the analysis covers the pair's notion (``promise_bound``); None where it does not (the monotone
    analysis set for the other change promises nothing: the view draws no band). The bill charges each of the k
    picks ``per_selection_epsilon`` under the workspace's neighbours and composes them (release.TopKPrivacy.total).
    The one-person view draws its band at this ε."""
    promised = promise_bound(exp.mechanism, pair_notion) is not None
    pick = release_band(exp.mechanism, pair_notion)[0] if promised else None
    privacy = release(exp).privacy()
    total, delta, how = privacy.total
    if privacy.bill is None:
        composed = words("one-shot noisy top-k, Ding et al. 2019")
    else:
        composed = words("by “{how}”, valid for adaptive picks; k × {per} = {pure}", per=f"{privacy.per_selection:.6g}",
                         how=translated(accounting.METHOD_TITLES[how]), pure=f"{privacy.pure_total:.6g}")
    charged = dict(k=privacy.k, per=f"{privacy.per_selection:.6g}", total=f"{total:.6g}",
                   delta=f", δ = {delta_words(delta)}" if delta else "", composed=composed)
    if pick is None:
        return None, words("No band is drawn: the {analysis} analysis promises one pick nothing for this change; the "
                           "Privacy bill charges each of the k = {k} picks {per} and all {k} together ε = "
                           "{total}{delta} ({composed}).", analysis=exp.mechanism.analysis, **charged)
    return pick, words("The dashed band ±{pick} is the most one pick can lose for this change; the Privacy bill charges "
                       "each of the k = {k} picks {per} and all {k} together ε = {total}{delta} ({composed}).",
                       pick=f"{pick:.6g}", **charged)


def _charge(exp) -> tuple[float, str, int, str]:
    """Peeling and Gumbel: k adaptive releases of the ε-BR exponential mechanism per run (accounted as
    ``accounting.adaptive``: no bounded-range optimum); Laplace: one kε-DP release."""
    eps, why = per_selection_epsilon(exp.mechanism, words)  # the bill's note: in the language in use
    k = int(exp.params.setting_values["k"])
    if exp.params.mechanism == LAPLACE:
        return k * eps, NON_BR_ACCOUNTING, 1, words("one-shot Laplace top-k releases k = {k} candidates at once for "
                                                    "k·ε = {total} (Ding et al. 2019); {why}", k=k,
                                                    total=f"{k * eps:.6g}", why=why)
    priced = k_set_sentence(eps, k, DEFAULT_DELTA, write=words)
    return eps, accounting.adaptive(exp.mechanism.key), k, words(
        "each run makes k = {k} selections, each a release chosen after the ones before, so only composition "
        "theorems valid for adaptive releases are used; {why}. {priced}", k=k, why=why, priced=priced[:-1])


MECHANISMS = (  # peeling and one-shot Gumbel have one law, drawn exactly by core.exact.sampling's peeling
    ScenarioMechanism(PEELING, METHOD_TITLES[PEELING], METHOD_HELP[PEELING],
                      lambda *a: make_mechanism("exponential", *a), exact_law=EXACT_PEELING),
    ScenarioMechanism(GUMBEL, METHOD_TITLES[GUMBEL], METHOD_HELP[GUMBEL], lambda *a: make_mechanism("gumbel", *a),
                      exact_law=EXACT_PEELING),
    ScenarioMechanism(LAPLACE, METHOD_TITLES[LAPLACE], METHOD_HELP[LAPLACE], LaplaceNoisyMax),
)

K_SETTING = Setting("k", "k (how many)", float(DEFAULT_K), parse_k, check_k_setting, "--k", "K",
                    "how many candidates to select, 1 to the number of candidates (top-k only; default 3)",
                    tooltip=translatable(
                        "How many candidates to select privately: a whole number from 1 to the number of candidates"))


LITERAL_SETTING = Setting(
    "literal", translatable("Literal peeling"), 0.0, parse_literal, check_literal, "--literal", "0|1",
    "1: peeling draws its k selections one after another, as written (k passes over the candidates a draw); 0 "
    "(default): the same law by one Gumbel pass (Durfee–Rogers 2019), much faster for large k",
    tooltip=translatable("1 draws peeling's k selections one after another, as written; 0 draws the same law by "
                         "adding Gumbel noise once and taking the k largest (Durfee–Rogers 2019), much faster for "
                         "large k"),
    typed=lambda value: "1" if value else "0")


def over(base: Scenario, key: str, title: str, presets, aliases: tuple[str, ...] = (), ui: str = "",
         story: str = "") -> Scenario:
    """Top-k over ``base``'s data: its dataset type, CSV, table, neighbours, generator and problem (the scores are
    its counts), plus k and the top-k methods; ``ui`` and ``story`` as ``Scenario`` names them."""
    return Scenario(
        key=key, title=title, dataset_type=base.dataset_type, aliases=aliases,
        read_csv=_without_prior(base, base.read_csv), from_text=_without_prior(base, base.from_text), write_csv=base.write_csv,
        build_problem=_problem_over(base), presets=presets, settings=(*base.settings, K_SETTING, LITERAL_SETTING),
        editor_title=base.editor_title, individual=base.individual,
        neighbour_dataset=base.neighbour_dataset, neighbour_families=base.neighbour_families,
        one_person=base.one_person, table=base.table, generator=base.generator, rows_in=base.rows_in,
        participant_form=base.participant_form,
        mechanisms=MECHANISMS, run_report=_report, run_text=run_text, release_charge=_charge, release_score=_release_score,
        release_inclusion=_release_inclusion,
        ui=ui, story=story,
    )


SCENARIO = over(voting.SCENARIO, "topk", translatable("Top-k"), aliases=("top-k",),
                presets=(Preset(translatable("Teacher of the year: top 3"), "teacher_of_the_year.csv", {"k": 3.0}),),
                ui="expmech_gui.ui.scenarios.topk.topk:UI")
