"""Each participant's privacy receipt after a release, computed exactly: the chance of the released output with
their answer in the data (D) and without it (D′: their row removed under add-remove neighbours; under replace
neighbours, their answer changed to whichever alternative moves that chance most). The factor is
max(P_D/P_D′, P_D′/P_D) = exp|ln P_D(o) − ln P_D′(o)|, read from the mechanisms' log-pmf; the promise is e^ε
with ε what one release costs (release_record.release_charge). Participants with the same answer share one
computation (their D′ are the same multiset)."""
from __future__ import annotations

import math

from ..experiment import Experiment
from ..release_record import release_charge
from ..scenarios.framework.participant_form import ParticipantForm
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


def _log_chance(exp: Experiment, dataset, index: int) -> float:
    return float(Experiment(exp.scenario, dataset, exp.params).mechanism.log_pmf[index])


def participant_factor(exp: Experiment, form: ParticipantForm, answers: list, participant: int,
                       released: int) -> dict:
    """{"present", "absent", "factor"}: participant's effect on the chance of output ``released``."""
    answer = answers[participant]
    here = float(exp.mechanism.log_pmf[released])
    row = _row(exp, form, participant, answer)
    if exp.params.neighbours == "add-remove":
        neighbours = [exp.scenario.neighbour_dataset(exp.dataset, "remove", row, None)]
    else:
        neighbours = [exp.scenario.neighbour_dataset(exp.dataset, "replace", row,
                                                     _replacement_value(exp, form, other))
                      for other in form.alternatives(answer)]
    best = (0.0, here)
    for d in neighbours:
        there = _log_chance(exp, d, released)
        if abs(here - there) >= best[0]:
            best = (abs(here - there), there)
    return {"present": math.exp(here), "absent": math.exp(best[1]), "factor": math.exp(best[0])}


def room_release(exp: Experiment, form: ParticipantForm, tokens: list[str], answers: list, released: int) -> Release:
    """The receipts of every participant for the release of candidate ``released`` of ``exp`` (whose dataset is
    ``form.dataset(answers)``)."""
    eps, _key, _per_run, _why = release_charge(exp)
    shared: dict = {}
    factors = {}
    for i, (token, answer) in enumerate(zip(tokens, answers)):
        if answer not in shared:
            shared[answer] = participant_factor(exp, form, answers, i, released)
        factors[token] = shared[answer]
    return Release(label=str(exp.problem.labels[released]), bound=math.exp(eps), factors=factors)


def receipt_sentence(receipt: dict) -> str:
    """'Your answer changed the chance of this result from 31.2% to 31.0% — a factor of 1.006; the promise was at
    most 1.65' (the page writes the same sentence from the JSON)."""
    return (f"Your answer changed the chance of this result from {100 * receipt['absent']:.3g}% to "
            f"{100 * receipt['present']:.3g}% — a factor of {receipt['your_factor']:.4g}; the promise was at most "
            f"{receipt['bound']:.4g}")
