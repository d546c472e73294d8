"""Room mode's receipts never understate (issue 32): for every room scenario under both neighbour notions, the
receipt's factor equals the largest change over EVERY other answer the participant could have given (every
candidate; every subset of options; every value on a fine grid of the range), each computed by a fresh experiment
on the neighbouring data; and a top-k receipt is the chance of the released names in the order drawn, as the room
shows them (the exact ordered law: it gave the unordered set's chance beside the names in order)."""
import itertools
import math

import numpy as np
import pytest

from expmech_gui.core.problem import ProblemError
from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.release_record import release_charge
from expmech_gui.room.receipt import room_release
from expmech_gui.room.template import empty_dataset
from expmech_gui.scenarios import SCENARIOS
from expmech_gui.scenarios.topk.selection import log_sequence_probability, peeling_law

OPTIONS = ("Ada", "Grace", "Edsger", "Barbara")
SETTINGS = {"pricing": {"max_price": 1.0, "alpha": 0.1}, "median": {"lo": 0.0, "hi": 1.0, "step": 0.1},
            "topk": {"k": 2.0}, "topk_likes": {"k": 2.0}}
ANSWERS = {
    "pricing": [0.05, 0.3, 0.31, 0.55, 0.9, 1.0, 0.72],
    "median": [0.0, 0.12, 0.5, 0.5, 0.77, 1.0, 0.33],
    "voting": ["Ada", "Ada", "Grace", "Barbara", "Ada", "Edsger"],
    "topk": ["Ada", "Ada", "Grace", "Barbara", "Ada", "Edsger", "Grace"],
    "lunch": [("Ada",), ("Ada", "Grace"), (), ("Grace", "Edsger", "Barbara"), ("Ada", "Barbara")],
    "topk_likes": [("Ada",), ("Ada", "Grace"), (), ("Grace", "Edsger", "Barbara"), ("Ada", "Barbara")],
}
MECHANISMS = {"pricing": ("exponential", "permute-and-flip"), "median": ("exponential", "permute-and-flip"),
              "voting": ("exponential", "permute-and-flip"), "lunch": ("exponential", "permute-and-flip"),
              "topk": ("peeling", "gumbel"), "topk_likes": ("peeling", "gumbel")}


def room(key, mechanism, neighbours):
    scenario = SCENARIOS[key]
    settings = scenario.with_defaults(SETTINGS.get(key, {}))
    many = key in ("lunch", "topk_likes")
    empty = empty_dataset(scenario, None if many else OPTIONS, OPTIONS if many else None) \
        if key in ("voting", "topk", "lunch", "topk_likes") else None
    form = scenario.participant_form(empty, settings)
    answers = ANSWERS[key]
    params = RunParameters(epsilon=1.3, neighbours=neighbours, mechanism=mechanism,
                           settings=tuple(SETTINGS.get(key, {}).items()))
    return form, answers, Experiment(scenario, form.dataset(answers), params)


def every_other_answer(form, answer):
    if form.kind == "one":
        return [c for c in form.choices if c != answer]
    if form.kind == "many":
        subsets = itertools.chain.from_iterable(itertools.combinations(form.choices, r)
                                                for r in range(len(form.choices) + 1))
        return [s for s in subsets if s != answer]
    return [v for v in np.round(np.linspace(form.lo, form.hi, 201), 6) if v != answer]


def chance(exp, selection):
    """P[release = selection] by a path of its own: the single pmf, or the top-k law's ordered tuples."""
    if len(selection) == 1:
        return exp.mechanism.pmf[selection[0]]
    law = peeling_law(exp.mechanism.log_pmf, len(selection), exp.problem.scores)
    return law.ordered()[tuple(selection)]


def brute_factor(exp, form, answers, i, selection):
    here = chance(exp, selection)
    if exp.params.neighbours == "add-remove":
        others = [answers[:i] + answers[i + 1:]]
    else:
        others = [answers[:i] + [a] + answers[i + 1:] for a in every_other_answer(form, answers[i])]
    there = [chance(Experiment(exp.scenario, form.dataset(o), exp.params), selection) for o in others]
    return max(max(here / t, t / here) for t in there)


def selections(exp):
    k = int(exp.problem.extras.get("k", 1))
    m = exp.problem.m
    if k == 1:  # the likeliest output, the least likely and one between
        order = np.argsort(exp.mechanism.pmf)
        return [(int(order[-1]),), (int(order[0]),), (int(order[m // 2]),)]
    return [(0, 1), (3, 1), (2, 3)]


@pytest.mark.parametrize("neighbours", ["add-remove", "replace"])
@pytest.mark.parametrize("key", sorted(ANSWERS))
def test_every_receipt_is_the_participants_exact_worst_case(key, neighbours):
    for mechanism in MECHANISMS[key]:
        form, answers, exp = room(key, mechanism, neighbours)
        tokens = [f"token-{i:016d}" for i in range(len(answers))]
        for selection in selections(exp):
            release = room_release(exp, form, tokens, answers, selection[0] if len(selection) == 1 else selection)
            for i, token in enumerate(tokens):
                mine = release.factors[token]
                assert mine["factor"] == pytest.approx(brute_factor(exp, form, answers, i, selection), rel=1e-9), \
                    (mechanism, selection, answers[i])
                assert mine["present"] == pytest.approx(chance(exp, selection), rel=1e-9)
                assert 1.0 <= mine["factor"] <= release.bound * (1 + 1e-9)


def test_a_topk_receipt_is_the_chance_of_the_names_in_the_order_shown_and_its_promise_covers_k_selections():
    form, answers, exp = room("topk", "peeling", "add-remove")
    release = room_release(exp, form, [f"t{i:019d}" for i in range(len(answers))], answers, (2, 0))
    law = peeling_law(exp.mechanism.log_pmf, 2, exp.problem.scores)
    mine = release.factors[f"t{0:019d}"]
    assert mine["present"] == pytest.approx(law.ordered()[(2, 0)], rel=1e-12)
    assert mine["present"] != pytest.approx(law.unordered()[(0, 2)], rel=1e-3)  # not the set's (either order)
    assert mine["present"] != pytest.approx(exp.mechanism.pmf[2], rel=1e-3)  # not the first selection's chance
    assert release.label == "Edsger, Ada, in this order"
    eps, _key, per_run, _why = release_charge(exp)
    assert per_run == 2 and release.bound == pytest.approx(math.exp(2 * eps))  # k selections of ε each


def test_a_release_made_in_english_is_worded_in_german_after_the_switch_and_back():
    """The release keeps names and numbers, not words: its label and belief line are written when read, so a
    phone asking after a View ▸ Language switch (or the projector redrawn) reads the language of the moment (a
    label stored at release time stayed English in a German room, and the reverse)."""
    from expmech_gui.cli.catalogue import use_catalogue
    from expmech_gui.core.translatable import use_language
    from expmech_gui.room.state import RoomState

    form, answers, exp = room("topk", "peeling", "add-remove")
    tokens = [f"t{i:019d}" for i in range(len(answers))]
    release = room_release(exp, form, tokens, answers, (2, 0), total=(3.0, 1e-6))  # made in English
    state = RoomState(form, "ROOMWORDS")
    state.publish(release)
    english = state.receipt(tokens[0])
    assert english["released"] == "Edsger, Ada, in this order"
    assert english["belief"]["sentence"].startswith("If someone believed there was a 20% chance that your answer")
    use_catalogue("de")
    try:
        german = state.receipt(tokens[0])
    finally:
        use_language()
    assert german["released"] == "Edsger, Ada, in dieser Reihenfolge"
    assert german["belief"]["sentence"].startswith("Wenn jemand eine Wahrscheinlichkeit von 20\u00a0% annahm, ")
    assert "10⁻⁶" in german["belief"]["sentence"] and "If someone" not in german["belief"]["sentence"]
    assert {k: german["belief"][k] for k in ("prior", "at_most", "epsilon", "delta")} == \
        {k: english["belief"][k] for k in ("prior", "at_most", "epsilon", "delta")}
    assert state.receipt(tokens[0]) == english  # and English again


def _ordered_pair_chance(pmf: np.ndarray, first: int, second: int) -> float:
    """P[first, then second] from the one-pick pmf alone: the second pick is the same mechanism on the candidates
    left, so its chance is pmf[second] / (1 − pmf[first])."""
    return float(pmf[first] * pmf[second] / (1.0 - pmf[first]))


@pytest.mark.parametrize("neighbours", ["add-remove", "replace"])
@pytest.mark.parametrize("mechanism", ["peeling", "gumbel"])
def test_topk_receipts_match_a_brute_force_over_every_ordered_pair_and_every_neighbour(mechanism, neighbours):
    """m = 4, k = 2: for every one of the 12 ordered releases and every participant, the receipt's chance with and
    without them and its factor are the brute force's — each neighbouring dataset built, its pmf taken, the pair's
    chance in order from the pmf — and the 12 chances sum to one."""
    form, answers, exp = room("topk", mechanism, neighbours)
    assert (exp.problem.m, int(exp.problem.extras["k"])) == (4, 2)
    tokens = [f"t{i:019d}" for i in range(len(answers))]
    pairs = list(itertools.permutations(range(4), 2))
    assert sum(_ordered_pair_chance(exp.mechanism.pmf, a, b) for a, b in pairs) == pytest.approx(1.0, rel=1e-12)
    for a, b in pairs:
        release = room_release(exp, form, tokens, answers, (a, b))
        here = _ordered_pair_chance(exp.mechanism.pmf, a, b)
        assert release.label == f"{OPTIONS[a]}, {OPTIONS[b]}, in this order"
        for i, token in enumerate(tokens):
            if neighbours == "add-remove":
                others = [answers[:i] + answers[i + 1:]]
            else:
                others = [answers[:i] + [c] + answers[i + 1:] for c in OPTIONS if c != answers[i]]
            there = [_ordered_pair_chance(Experiment(exp.scenario, form.dataset(o), exp.params).mechanism.pmf, a, b)
                     for o in others]
            worst = max(there, key=lambda t: abs(math.log(here / t)))
            mine = release.factors[token]
            assert mine["present"] == pytest.approx(here, rel=1e-12)
            assert mine["absent"] == pytest.approx(worst, rel=1e-12)
            assert mine["factor"] == pytest.approx(max(here / worst, worst / here), rel=1e-12)
            assert mine["factor"] <= release.bound * (1 + 1e-12)


def test_the_exact_sequence_chance_sums_to_one_and_matches_the_enumerated_law():
    rng = np.random.default_rng(3)
    log_w = rng.normal(size=6) * 3
    law = peeling_law(log_w, 3, np.zeros(6))
    assert sum(math.exp(log_sequence_probability(log_w, t)) for t in itertools.permutations(range(6), 3)) \
        == pytest.approx(1.0, rel=1e-12)
    for t, p in law.ordered().items():
        assert math.exp(log_sequence_probability(log_w, t)) == pytest.approx(p, rel=1e-12)
    assert log_sequence_probability(np.array([0.0, -np.inf, 1.0]), (1, 0)) == -np.inf  # a weight-0 pick


def test_one_shot_laplace_topk_gives_no_receipt_rather_than_a_wrong_one():
    form, answers, exp = room("topk", "laplace", "add-remove")
    with pytest.raises(ProblemError, match="Laplace"):
        room_release(exp, form, [f"t{i:019d}" for i in range(len(answers))], answers, (0, 1))


@pytest.mark.parametrize("mechanism", ["exponential", "permute-and-flip"])
def test_a_median_receipt_from_moved_scores_equals_one_fresh_experiment_per_replacement(mechanism):
    """The median's receipts under replace neighbours read every replacement's scores from one array
    (form.moved_scores): the same numbers, bit for bit, as a fresh experiment on each neighbouring dataset."""
    import dataclasses

    scenario = SCENARIOS["median"]
    settings = {"lo": -1.0, "hi": 2.0, "step": 0.25, "quantile": 0.3}
    form = scenario.participant_form(None, scenario.with_defaults(settings))
    assert form.moved_scores is not None
    answers = [-1.0, -0.4, 0.0, 0.25, 0.3, 0.3, 1.11, 1.9, 2.0]
    params = RunParameters(epsilon=0.7, neighbours="replace", mechanism=mechanism, settings=tuple(settings.items()))
    exp = Experiment(scenario, form.dataset(answers), params)
    tokens = [f"token-{i:016d}" for i in range(len(answers))]
    for selection in (int(np.argmax(exp.mechanism.pmf)), int(np.argmin(exp.mechanism.pmf)), 5):
        fast = room_release(exp, form, tokens, answers, selection)
        one_by_one = room_release(exp, dataclasses.replace(form, moved_scores=None), tokens, answers, selection)
        assert fast.factors == one_by_one.factors
