"""Each participant's privacy receipt after a release, computed exactly: the chance of the released output with
their answer in the data (D) and without it (D′: their row removed under add-remove neighbours; under replace
neighbours, their answer changed to whichever alternative moves that chance most). The factor is
max(P_D/P_D′, P_D′/P_D) = exp|ln P_D(o) − ln P_D′(o)|, read from the mechanisms' log-pmf; the promise is e^ε
with ε what one release costs (release_record.release_charge). Participants with the same answer share one
computation (their D′ are the same multiset).

The belief line (issue 31 §4) is core.privacy.attacker's posterior bound and sentence at the total (ε, δ) of
everything released so far: the session ledger's total where the room lives in the app, else this release's own
charged ε (the headless room)."""
from __future__ import annotations

import math

from ..core.privacy import attacker
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


STARTING_BELIEF = 0.2  # the study's example: "if someone believed there was a 20% chance …"


def receipt_belief(epsilon: float, delta: float, neighbours: str, prior: float = STARTING_BELIEF) -> dict:
    """The receipt's "belief" field: {"prior", "at_most", "epsilon", "delta", "sentence"} — the most someone who
    believed ``prior`` can believe after everything released so far, p' ≤ e^ε·p / (e^ε·p + 1 − p) with δ beside
    it (core.privacy.attacker, the one place for the wording), about membership under add-remove neighbours and
    about the answer under replace neighbours."""
    about = "that your answer is in this data" if neighbours == "add-remove" else "that you gave a particular answer"
    return {"prior": float(prior), "at_most": attacker.posterior_bound(prior, epsilon), "epsilon": float(epsilon),
            "delta": float(delta), "sentence": attacker.posterior_sentence(prior, epsilon, delta, about=about)}


def room_release(exp: Experiment, form: ParticipantForm, tokens: list[str], answers: list, released: int,
                 total: tuple[float, float] | None = None) -> Release:
    """The receipts of every participant for the release of candidate ``released`` of ``exp`` (whose dataset is
    ``form.dataset(answers)``); ``total`` the (ε, δ) of everything released so far, this release included (the
    session ledger's), by default this release's own charged ε with δ = 0."""
    eps, _key, _per_run, _why = release_charge(exp)
    shared: dict = {}
    factors = {}
    for i, (token, answer) in enumerate(zip(tokens, answers)):
        if answer not in shared:
            shared[answer] = participant_factor(exp, form, answers, i, released)
        factors[token] = shared[answer]
    total_eps, total_delta = (eps, 0.0) if total is None else total
    return Release(label=str(exp.problem.labels[released]), bound=math.exp(eps), factors=factors,
                   belief=receipt_belief(total_eps, total_delta, exp.params.neighbours))


def receipt_sentence(receipt: dict) -> str:
    """'Your answer changed the chance of this result from 31.2% to 31.0% — a factor of 1.006; the promise was at
    most 1.65' (the page writes the same sentence from the JSON)."""
    return (f"Your answer changed the chance of this result from {100 * receipt['absent']:.3g}% to "
            f"{100 * receipt['present']:.3g}% — a factor of {receipt['your_factor']:.4g}; the promise was at most "
            f"{receipt['bound']:.4g}")
