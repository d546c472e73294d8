"""A mechanism registered from this file alone reaches the app's combo, the CLI's --mechanism, the privacy
bill (ε-DP methods only: it is not bounded-range) and the most-exposed search, with its own losses."""
import json

import numpy as np
import pytest

from clihelp import run_here
from expmech_gui.core.accounting import bill as accounting
from expmech_gui.core.mechanisms import (MECHANISMS, Mechanism, make_mechanism, mechanism_class, mechanism_keys,
                                         register, unregister)
from expmech_gui.core.privacy.loss import most_exposed
from expmech_gui.core.problem import ProblemError
from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.scenarios.voting import voting
from expmech_gui.scenarios.framework.neighbours import neighbour_dataset, neighbour_families

TOY = "tempered"


class TemperedExponential(Mechanism):
    """A toy: the exponential mechanism at half its scale, P[h] ∝ exp(c·u(h)/2) — ε/2-DP, declared not BR."""

    key = TOY
    title = "Tempered exponential (toy)"
    help = "a toy registered by a test"
    bounded_range = False

    def log_pmf_rows(self, scores):
        z = self.scaled_gaps(scores) / 2
        top = np.max(z, axis=1, keepdims=True)
        return z - (top + np.log(np.sum(np.exp(z - top), axis=1, keepdims=True)))


@pytest.fixture
def toy():
    register(TemperedExponential)
    yield TemperedExponential
    unregister(TOY)


def votes():
    return voting.votes_from_text("candidate,votes\nAda,12\nBo,9\nCy,3\n", None)


def test_built_ins_are_registered_in_order_with_their_capabilities():
    assert mechanism_keys()[:3] == ("exponential", "gumbel", "permute-and-flip")
    assert [MECHANISMS[k].bounded_range for k in mechanism_keys()[:3]] == [True, True, False]


def test_an_unregistered_mechanism_is_an_error_never_a_fallback():
    with pytest.raises(ProblemError, match="unknown mechanism 'tempered'"):
        mechanism_class(TOY)
    with pytest.raises(ProblemError, match="unknown mechanism"):
        accounting.privacy_bill(1.0, 3, 1e-6, TOY)
    with pytest.raises(ProblemError, match="unknown mechanism"):
        Experiment("voting", votes(), RunParameters(mechanism=TOY))


def test_registering_twice_under_one_key_is_refused(toy):
    class Other(TemperedExponential):
        pass

    with pytest.raises(ValueError, match="already registered"):
        register(Other)


def test_toy_pmf_and_experiment(toy):
    exp = Experiment("voting", votes(), RunParameters(epsilon=2.0, mechanism=TOY))
    s = exp.problem.scores
    c = 2.0 / 2 / exp.problem.sensitivity
    expected = np.exp(c * s / 2) / np.exp(c * s / 2).sum()
    np.testing.assert_allclose(exp.mechanism.pmf, expected, rtol=1e-12)
    assert exp.mechanism.title == toy.title


def test_toy_bill_has_only_the_epsilon_dp_methods(toy):
    bill = accounting.privacy_bill(0.5, 10, 1e-6, TOY)
    assert bill.bounded_range_optimal is None and bill.zcdp_simple is None and bill.zcdp_cks is None
    assert bill.basic == 5.0 and bill.kov_optimal is not None


def test_most_exposed_uses_the_toys_own_losses(toy):
    data = votes()
    exp = Experiment("voting", data, RunParameters(epsilon=1.0, mechanism=TOY))
    families = neighbour_families("voting", data, exp.problem, "add-remove")
    found = most_exposed(exp.mechanism, families)
    brute = 0.0
    for fam in families:
        for r in range(fam.size):
            q = exp.mechanism.log_pmf_rows(exp.problem.scores[None, :] + fam.block(r, r + 1))[0]
            brute = max(brute, float(np.max(np.abs(exp.mechanism.log_pmf - q))))
    assert found.loss == pytest.approx(brute, rel=1e-12)
    em = make_mechanism("exponential", exp.problem, 1.0)
    assert found.loss < most_exposed(em, families).loss * 0.75  # the toy's loss, not the EM's formula
    # and the neighbour itself, rebuilt as a dataset, gives the same loss
    d2 = neighbour_dataset("voting", data, "remove", 0)
    q = Experiment("voting", d2, exp.params).mechanism.log_pmf
    assert float(np.max(np.abs(exp.mechanism.log_pmf - q))) <= found.loss + 1e-12


def test_toy_reaches_the_cli_run_and_account(toy, tmp_path):
    path = tmp_path / "votes.csv"
    path.write_text("candidate,votes\nAda,12\nBo,9\nCy,3\n")
    out = run_here("run", "voting", "--data", path, "--epsilon", 1, "--mechanism", TOY, "--trials", 10,
                       "--seed", 1, "--json", "-")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["parameters"]["mechanism"] == TOY
    acc = run_here("account", "--epsilon", 0.5, "--releases", 10, "--mechanism", TOY, "--json", "-")
    assert acc.returncode == 0, acc.stderr
    assert json.loads(acc.stdout)["methods"]["bounded_range_optimal"] is None


def test_toy_in_the_app_combo_bill_and_search(qtbot, tmp_path, toy):
    pytest.importorskip("PySide6")
    from test_gui import WAIT, load, make_window

    window = make_window(qtbot, tmp_path)
    ws = load(qtbot, window, "voting")
    combo = ws.parameter_panel.mechanism
    assert combo.findData(TOY) >= 0 and combo.itemText(combo.findData(TOY)) == toy.title
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        combo.setCurrentIndex(combo.findData(TOY))
    assert ws.experiment.params.mechanism == TOY
    panel = ws.bill_panel
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):
        ws.views.setCurrentWidget(panel)
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):
        ws.run_once()
    assert panel.meaning.text() == accounting.plain_language(accounting.privacy_bill(1.0, 1, 1e-6, TOY))
    assert "is ε-DP but not ε-bounded-range" in panel.table.text()
    assert toy.title.lower() in panel.table.text()
    view = ws.neighbour_view
    ws.views.setCurrentWidget(view)
    with qtbot.waitSignal(view.searchFinished, timeout=WAIT) as found:
        view.search_button.click()
    exp = ws.experiment
    families = neighbour_families("voting", exp.dataset, exp.problem, exp.params.neighbours)
    assert found.args[0].loss == pytest.approx(most_exposed(exp.mechanism, families).loss, rel=1e-12)
    window.close()


@pytest.mark.parametrize("key", [k for k in mechanism_keys() if mechanism_class(k).halves_on_monotone_scores])
def test_a_mechanism_declaring_the_monotone_halving_is_eps_over_2_dp_on_monotone_neighbours(key):
    """Brute force over 200 random monotone neighbour pairs (every score moves by at most Δ = 1, all the same way)
    at ε = 1 with the general analysis: the exact log-pmfs never differ by more than ε/2, and the worst pair comes
    within 10 % of it — so the bill's ε/2 (core.privacy.loss.release_epsilon) is neither too low nor needlessly high."""
    from expmech_gui.core.privacy.loss import release_epsilon
    from expmech_gui.core.problem import SelectionProblem

    rng = np.random.default_rng(20261127)
    worst = 0.0
    for _ in range(200):
        m = int(rng.integers(2, 7))
        scores = rng.integers(0, 6, size=m).astype(float)
        moved = scores + np.sign(rng.standard_normal()) * rng.choice([0.0, 1.0], size=m)
        problem = SelectionProblem(labels=tuple(map(str, range(m))), scores=scores, sensitivity=1.0,
                                   monotone={"add-remove": True, "replace": True})
        mech = make_mechanism(key, problem, 1.0)
        rows = mech.log_pmf_rows(np.stack([scores, moved]))
        worst = max(worst, float(np.max(np.abs(rows[0] - rows[1]))))
        assert release_epsilon(mech)[0] == 0.5
    assert 0.45 <= worst <= 0.5 + 1e-12


def test_permute_and_flip_is_charged_what_the_exponential_mechanism_is_on_a_monotone_score():
    """Issue 30 item 3: on votes under add/remove both spend ε/2, so Compare's "spent" column is fair."""
    from expmech_gui.core.privacy.loss import release_epsilon

    tally = voting.VoteTally(("a", "b", "c"), np.array([5, 3, 1]))
    spent = {key: release_epsilon(Experiment(voting.SCENARIO, tally, RunParameters(epsilon=1.0, mechanism=key))
                                  .mechanism) for key in ("exponential", "permute-and-flip")}
    assert spent["exponential"][0] == spent["permute-and-flip"][0] == 0.5
    assert "permute-and-flip run with the general analysis" in spent["permute-and-flip"][1]
