"""Each participant's privacy receipt after a release, computed exactly: the chance of the released output with
their answer in the data (D) and without it (D′: their row removed under add-remove neighbours; under replace
neighbours, their answer changed to whichever other answer moves that chance most — the exact worst case, never
a sample of alternatives). The factor is max(P_D/P_D′, P_D′/P_D) = exp|ln P_D(o) − ln P_D′(o)|, read from the
mechanisms' log-pmf (top-k's released names in the order drawn, their chance in that order from the exact peeling
law, scenarios.topk.selection: the receipt names the sequence the room shows); the promise is
e^ε with ε what one release costs (release_record.release_charge; k selections for top-k). Participants whose
answers give the same neighbours share one computation. The worst replacement (``worst_alternatives``):

* a choice (voting, top-k): every other candidate, one by one;
* likes (lunch, top-k over likes): P[release = S] rises with the scores inside S and falls with those outside
  (every mechanism here is a noisy max), so its extremes are the ticks "exactly S" and "all but S";
* a number: it matters only through the grid points it reaches, one class per grid interval; when the score
  rises with the value at every candidate (pricing: ``problem.monotone["replace"]``), P[o] is monotone on each
  side of the participant's class and of o's own threshold, so the class ends are the extremes; otherwise
  (the median) every class is computed.

The belief line (issue 31 §4) is core.privacy.attacker's posterior bound and sentence at the total (ε, δ) of
everything released so far: the session ledger's total where the room lives in the app, else this release's own
charged ε (the headless room)."""
from __future__ import annotations

import math

import numpy as np

from ..core.privacy import attacker
from ..core.problem import ProblemError
from ..core.translatable import message
from ..experiment import Experiment
from ..release_record import release_charge
from ..scenarios.framework.participant_form import ParticipantForm
from ..scenarios.topk.selection import log_sequence_probability
from .state import Release


def _row(exp, form: ParticipantForm, index: int, answer) -> int:
    """The table row of participant ``index``: the candidate's row when rows are candidates (voting)."""
    return form.choices.index(answer) if exp.scenario.one_person.rows_are_candidates else index


def _replacement_value(exp, form: ParticipantForm, value):
    if form.kind == "number":
        return repr(float(value))
    if form.kind == "one":
        return form.choices.index(value)
    return [c in value for c in form.choices]


def released_log_chance(exp: Experiment, selection: tuple[int, ...], log_pmf: np.ndarray | None = None) -> float:
    """ln P_D[release = selection]: one candidate's log-pmf; for top-k (k in the problem's extras) the chance of
    the selected names in the order drawn (as the room shows them), exact under peeling and one-shot Gumbel (one
    law); ProblemError for a method with no exact law here (one-shot Laplace with k > 1). ``log_pmf``: the
    mechanism's on other scores (default: its own)."""
    log_pmf = exp.mechanism.log_pmf if log_pmf is None else log_pmf
    if "k" not in exp.problem.extras or len(selection) == 1:
        return float(log_pmf[selection[0]])
    if exp.mechanism.key not in ("exponential", "gumbel"):
        raise ProblemError(message("one-shot Laplace top-k has no exact law here, so no receipt is computed"))
    return log_sequence_probability(log_pmf, selection)


def released_names(exp: Experiment, selection: tuple[int, ...]) -> tuple[str, ...]:
    """The names the receipt says were released: one candidate's; top-k's in the order drawn (their chance is the
    ordered sequence's: released_log_chance). Release.label words them when shown."""
    return tuple(str(exp.problem.labels[i]) for i in selection)


def _number_classes(exp: Experiment, form: ParticipantForm) -> np.ndarray:
    """One value per class of answers in [lo, hi] that reach the same grid points: lo, hi and each grid point."""
    if exp.problem.values is None:  # the classes are read off the candidates' values: without them, no receipt
        raise ProblemError(message("this scenario's candidates have no values to tell its answers apart"))
    grid = np.asarray(exp.problem.values, dtype=np.float64)
    inside = grid[(grid >= form.lo) & (grid <= form.hi)]
    return np.unique(np.concatenate([[form.lo, form.hi], inside]))


def worst_alternatives(exp: Experiment, form: ParticipantForm, answer, selection: tuple[int, ...]) -> list:
    """The other answers among which the worst replacement of ``answer`` lies, for the release ``selection``
    (the module's docstring says why each list holds the exact worst case)."""
    if form.kind == "one":
        return [c for c in form.choices if c != answer]
    if form.kind == "many":
        inside = tuple(form.choices[i] for i in sorted(selection))
        outside = tuple(c for c in form.choices if c not in inside)
        return [t for t in (inside, outside) if t != tuple(answer)]
    classes = _number_classes(exp, form)
    own = int(np.searchsorted(classes, answer, side="right")) - 1
    if not exp.problem.monotone.get("replace", False) or len(selection) != 1:
        picks = range(classes.size)
    else:
        threshold = int(np.searchsorted(classes, exp.problem.values[selection[0]]))
        picks = {0, classes.size - 1, own - 1, own + 1, threshold - 1, threshold}
    return [float(classes[i]) for i in sorted(picks) if 0 <= i < classes.size and i != own]


def _share_key(exp: Experiment, form: ParticipantForm, answer):
    if form.kind != "number":
        return answer
    return int(np.searchsorted(_number_classes(exp, form), answer, side="right"))


def participant_factor(exp: Experiment, form: ParticipantForm, answers: list, participant: int,
                       released) -> dict:
    """{"present", "absent", "factor"}: participant's effect on the chance of the release ``released`` (a candidate
    index, or the tuple of top-k's selected indices), exact under the experiment's neighbour notion."""
    selection = (int(released),) if np.ndim(released) == 0 else tuple(int(i) for i in released)
    answer = answers[participant]
    here = released_log_chance(exp, selection)
    row = _row(exp, form, participant, answer)
    best = (0.0, here)
    for there in _neighbour_log_chances(exp, form, answer, row, selection):
        if abs(here - there) >= best[0]:
            best = (abs(here - there), there)
    return {"present": math.exp(here), "absent": math.exp(best[1]), "factor": math.exp(best[0])}


def _neighbour_log_chances(exp: Experiment, form: ParticipantForm, answer, row: int, selection: tuple[int, ...]):
    """ln P_D′[release = selection] for each neighbour D′ of the participant (table row ``row``): a fresh experiment
    on each neighbouring dataset, or, for a number whose form gives ``moved_scores``, the experiment's own mechanism
    on every replacement's scores at once (``log_pmf_rows``: same ε, analysis, grid and Δ — a value moved within
    [lo, hi] changes nothing else)."""
    if exp.params.neighbours == "add-remove":
        return [released_log_chance(Experiment(exp.scenario, exp.scenario.neighbour_dataset(
            exp.dataset, "remove", row, None), exp.params), selection)]
    others = worst_alternatives(exp, form, answer, selection)
    if form.kind == "number" and form.moved_scores is not None:
        rows = exp.mechanism.log_pmf_rows(form.moved_scores(exp.dataset, exp.problem, answer, np.asarray(others)))
        return [released_log_chance(exp, selection, log_pmf) for log_pmf in rows]
    return [released_log_chance(Experiment(exp.scenario, exp.scenario.neighbour_dataset(
        exp.dataset, "replace", row, _replacement_value(exp, form, other)), exp.params), selection)
        for other in others]



def receipt_belief(epsilon: float, delta: float, neighbours: str, prior: float = attacker.STARTING_BELIEF) -> dict:
    """The numbers of the receipt's belief line: {"prior", "at_most", "epsilon", "delta", "neighbours"} — the most
    someone who believed ``prior`` can believe after everything released so far, p' ≤ e^ε·p / (e^ε·p + 1 − p),
    with δ beside it; Release.belief words it (in the language in use when read)."""
    return {"prior": float(prior), "at_most": attacker.posterior_bound(prior, epsilon), "epsilon": float(epsilon),
            "delta": float(delta), "neighbours": neighbours}


def room_release(exp: Experiment, form: ParticipantForm, tokens: list[str], answers: list, released,
                 total: tuple[float, float] | None = None) -> Release:
    """The receipts of every participant for the release ``released`` of ``exp`` (a candidate index, or top-k's
    selected indices in order), whose dataset is ``form.dataset(answers)``; ``total`` the (ε, δ) of everything
    released so far, this release included (the session ledger's), by default this release's own charged ε with
    δ = 0."""
    eps, _key, per_run, _why = release_charge(exp)
    selection = (int(released),) if np.ndim(released) == 0 else tuple(int(i) for i in released)
    shared: dict = {}
    factors = {}
    for i, (token, answer) in enumerate(zip(tokens, answers)):
        key = _share_key(exp, form, answer)
        if key not in shared:
            shared[key] = participant_factor(exp, form, answers, i, selection)
        factors[token] = shared[key]
    total_eps, total_delta = (eps * per_run, 0.0) if total is None else total
    return Release(names=released_names(exp, selection), bound=math.exp(eps * per_run), factors=factors,
                   belief_facts=receipt_belief(total_eps, total_delta, exp.params.neighbours))
