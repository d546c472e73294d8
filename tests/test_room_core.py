"""Room mode's Qt-free core (issue 32): forms read by the table's parsers, the room's state, local randomized
response's debiased estimators against their exact expectation, and the receipt against a direct computation."""
import math

import numpy as np
import pytest
from scipy import stats

from expmech_gui.core.privacy import attacker
from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.room import local_rr
from expmech_gui.room.receipt import room_release
from expmech_gui.room.state import CODE_ALPHABET, RoomState, new_join_code
from expmech_gui.room.template import empty_dataset
from expmech_gui.scenarios import SCENARIOS
from expmech_gui.scenarios.framework.participant_form import AnswerError

CANDIDATES = ("Ada", "Grace", "Edsger")


def form(key, **settings):
    scenario = SCENARIOS[key]
    many = key == "lunch"
    dataset = empty_dataset(scenario, None if many else CANDIDATES, CANDIDATES if many else None) \
        if key in ("voting", "lunch", "topk") else None
    return scenario.participant_form(dataset, scenario.with_defaults(settings))


def test_the_room_scenarios_declare_forms_and_the_others_do_not():
    assert {k for k, s in SCENARIOS.items() if s.participant_form} == {"pricing", "voting", "lunch", "median",
                                                                      "topk", "topk_likes"}


@pytest.mark.parametrize("bad", ["1e308", "NaN", "nan", "-1", "<script>", float("inf"), True, None, [1], {"a": 1},
                                 "1" * 500, 3.5])
def test_a_bid_is_read_like_a_table_cell_and_kept_under_the_max_price(bad):
    with pytest.raises(AnswerError):
        form("pricing", max_price=3.0).parse(bad)


def test_good_answers_are_canonical():
    assert form("pricing", max_price=3.0).parse("2.5") == 2.5
    assert form("pricing", max_price=3.0).parse(3) == 3.0
    assert form("median", lo=-1.0, hi=1.0).parse(-0.5) == -0.5
    assert form("voting").parse(" Grace ") == "Grace"
    assert form("lunch").parse(["Edsger", "Ada", "Ada"]) == ("Ada", "Edsger")
    for bad in ("Linus", ["Ada"], 1):
        with pytest.raises(AnswerError):
            form("voting").parse(bad)
    for bad in ("Ada", ["Linus"], [1], ["Ada"] * 4):
        with pytest.raises(AnswerError):
            form("lunch").parse(bad)


def test_the_forms_build_the_scenarios_datasets_in_participant_order():
    tally = form("voting").dataset(["Grace", "Ada", "Grace"])
    assert tally.candidates == CANDIDATES and tally.votes.tolist() == [1, 2, 0]
    likes = form("lunch").dataset([("Ada",), ("Grace", "Edsger")])
    assert likes.names == ("participant 1", "participant 2")
    assert likes.likes.tolist() == [[True, False, False], [False, True, True]]
    assert form("pricing").dataset([0.5, 0.25]).values.tolist() == [0.5, 0.25]


def test_last_answer_wins_close_reopen_and_the_cap():
    state = RoomState(form("voting"), max_participants=2)
    assert state.submit("t" * 20, "Ada") == 1
    assert state.submit("t" * 20, "Grace") == 1
    assert state.submit("u" * 20, "Ada") == 2
    with pytest.raises(AnswerError, match="full"):
        state.submit("v" * 20, "Ada")
    state.set_open(False)
    with pytest.raises(AnswerError, match="closed"):
        state.submit("t" * 20, "Edsger")
    state.set_open(True)
    state.submit("t" * 20, "Edsger")
    assert state.snapshot()[2] == ["Edsger", "Ada"]
    assert state.accepted == [1, 1, 2, 2]


def test_join_codes_are_six_letters_without_look_alikes():
    codes = {new_join_code() for _ in range(200)}
    assert len(codes) > 190
    assert all(len(c) == 6 and set(c) <= set(CODE_ALPHABET) for c in codes)
    assert not set(CODE_ALPHABET) & set("BGILOQSZ0125689")


def test_a_local_room_takes_only_answers_randomized_at_its_epsilon():
    state = RoomState(form("voting"), local_epsilon=1.0)
    with pytest.raises(AnswerError):
        state.submit("t" * 20, "Ada")
    with pytest.raises(AnswerError):
        state.submit("t" * 20, "Ada", 2.0)
    assert state.submit("t" * 20, "Ada", 1.0) == 1
    with pytest.raises(ValueError):
        RoomState(form("pricing"), local_epsilon=1.0)


def test_krr_reports_follow_the_exact_law_and_the_estimate_is_unbiased():
    """Chi-square of the reports of one participant against (p, q, q), then the debiased counts' mean over
    repetitions against the true counts within 4 standard errors (the exact variance of the estimator)."""
    rng = np.random.default_rng(20261127)
    eps = 0.8
    p, q = local_rr.krr_probabilities(eps, 3)
    draws = [local_rr.randomize("Ada", CANDIDATES, eps, rng) for _ in range(20_000)]
    observed = [draws.count(c) for c in CANDIDATES]
    assert stats.chisquare(observed, np.array([p, q, q]) * len(draws)).pvalue > 1e-3
    truth = ["Ada"] * 30 + ["Grace"] * 12 + ["Edsger"] * 3
    true_counts = np.array([30, 12, 3])
    reps = 2000
    estimates = np.empty((reps, 3))
    for r in range(reps):
        reported = [local_rr.randomize(a, CANDIDATES, eps, rng) for a in truth]
        estimates[r] = local_rr.debiased_counts([reported.count(c) for c in CANDIDATES], len(truth), eps)
    expected = local_rr.expected_reported_counts(true_counts, eps)
    assert local_rr.debiased_counts(expected, 45, eps) == pytest.approx(true_counts)
    # Var c_j = Σ_i P(i reports j)(1 − P(i reports j)); the estimator divides by (p − q)
    share = np.where(np.eye(3, dtype=bool), p, q)
    var = (true_counts[:, None] * share * (1 - share)).sum(axis=0) / (p - q) ** 2
    z = (estimates.mean(axis=0) - true_counts) / np.sqrt(var / reps)
    assert np.all(np.abs(z) < 4), z


def test_per_option_rr_estimate_is_unbiased():
    rng = np.random.default_rng(7)
    eps = 1.5
    truth = [("Ada",)] * 20 + [("Ada", "Grace")] * 10 + [()] * 10
    true_counts = np.array([30, 10, 0])
    keep = local_rr.bit_keep_probability(eps, 3)
    reps = 2000
    estimates = np.empty((reps, 3))
    for r in range(reps):
        reported = [local_rr.randomize(a, CANDIDATES, eps, rng, many=True) for a in truth]
        counts = [sum(c in t for t in reported) for c in CANDIDATES]
        estimates[r] = local_rr.debiased_likes(counts, len(truth), eps)
    var = len(truth) * keep * (1 - keep) / (2 * keep - 1) ** 2
    z = (estimates.mean(axis=0) - true_counts) / math.sqrt(var / reps)
    assert np.all(np.abs(z) < 4), z


@pytest.mark.parametrize("neighbours", ["add-remove", "replace"])
def test_the_receipt_factor_equals_a_direct_computation(neighbours):
    f = form("voting")
    answers = ["Ada", "Ada", "Grace", "Edsger", "Ada"]
    tokens = [f"token-{i:016d}" for i in range(5)]
    exp = Experiment(SCENARIOS["voting"], f.dataset(answers), RunParameters(epsilon=1.0, neighbours=neighbours))
    release = room_release(exp, f, tokens, answers, released=0)
    mine = release.factors[tokens[2]]  # voted Grace
    without = ["Ada", "Ada", "Edsger", "Ada"]
    if neighbours == "add-remove":
        others = [without]
    else:
        others = [without[:2] + [c] + without[2:] for c in ("Ada", "Edsger")]
    direct = max(
        (abs(math.log(exp.mechanism.pmf[0]) - math.log(Experiment(SCENARIOS["voting"], f.dataset(o), exp.params)
                                                        .mechanism.pmf[0])), o) for o in others)[0]
    assert mine["factor"] == pytest.approx(math.exp(direct), rel=1e-12)
    assert mine["present"] == pytest.approx(exp.mechanism.pmf[0], rel=1e-12)
    assert 1.0 <= mine["factor"] <= release.bound * (1 + 1e-12)
    assert release.label == "Ada"


def test_a_pricing_receipt_removes_the_bidders_row():
    f = form("pricing", max_price=1.0, alpha=0.1)
    answers = [0.3, 0.55, 0.9, 0.9]
    exp = Experiment(SCENARIOS["pricing"], f.dataset(answers), RunParameters(
        epsilon=2.0, settings=(("alpha", 0.1), ("max_price", 1.0))))
    release = room_release(exp, f, list("abcd"), answers, released=4)
    direct = Experiment(SCENARIOS["pricing"], f.dataset([0.3, 0.9, 0.9]), exp.params).mechanism.pmf[4]
    assert release.factors["b"]["absent"] == pytest.approx(direct, rel=1e-12)
    assert release.factors["c"] is release.factors["d"]  # the same answer: one computation


@pytest.mark.parametrize("neighbours", ["add-remove", "replace"])
def test_the_receipt_says_how_far_a_belief_can_move_at_the_releases_own_epsilon(neighbours):
    """Issue 31 §4: without a session (the headless room) the belief line is the attacker's bound at what this one
    release was charged (ε/2 for the exponential mechanism under the monotone analysis), δ = 0; the JSON carries
    it for a participant and null for someone whose answer was not in the release."""
    f = form("voting")
    answers = ["Ada", "Grace", "Grace"]
    tokens = [f"token-{i:016d}" for i in range(3)]
    exp = Experiment(SCENARIOS["voting"], f.dataset(answers), RunParameters(epsilon=2.0, neighbours=neighbours))
    release = room_release(exp, f, tokens, answers, released=1)
    charged = math.log(release.bound)
    about = "that your answer is in this data" if neighbours == "add-remove" else "that you gave a particular answer"
    assert release.belief == {"prior": 0.2, "at_most": pytest.approx(attacker.posterior_bound(0.2, charged)),
                              "epsilon": pytest.approx(charged), "delta": 0.0,
                              "sentence": attacker.posterior_sentence(0.2, charged, 0.0, about=about)}
    assert release.belief["sentence"].startswith("If someone believed there was a 20% chance")
    state = RoomState(f, "ROOMCORE")
    state.publish(release)
    assert state.receipt(tokens[0])["belief"] == release.belief
    assert state.receipt("not-in-the-release-0000")["belief"] is None


def test_the_receipt_belief_follows_the_total_it_is_given():
    """Given the session's total (ε, δ), the belief line is at that total with δ said beside it."""
    f = form("voting")
    answers = ["Ada", "Grace"]
    exp = Experiment(SCENARIOS["voting"], f.dataset(answers), RunParameters(epsilon=1.0))
    release = room_release(exp, f, ["a" * 16, "b" * 16], answers, released=0, total=(3.0, 1e-6))
    assert release.belief["epsilon"] == 3.0 and release.belief["delta"] == 1e-6
    assert release.belief["at_most"] == pytest.approx(math.exp(3) * 0.2 / (math.exp(3) * 0.2 + 0.8))
    assert release.belief["sentence"] == attacker.posterior_sentence(0.2, 3.0, 1e-6,
                                                                     about="that your answer is in this data")
