"""docs/adding-a-mechanism.md's complete example, taken from the page itself: registered, its pmf is the mixture
it claims (exactly, against a closed form), the CLI runs it, and its realised privacy loss stays within ε."""
import io

import numpy as np
import pytest

from expmech_gui import cli
from expmech_gui.core.mechanisms import make_mechanism, mechanism_keys, unregister
from expmech_gui.core.privacy.loss import most_exposed
from expmech_gui.scenarios import SCENARIOS
from expmech_gui.scenarios.framework.neighbours import neighbour_families
from test_adding_a_scenario import doc_module


@pytest.fixture
def half_uniform():
    module = doc_module("adding-a-mechanism.md", "half_uniform")
    try:
        yield module.HalfUniform
    finally:
        unregister("half-uniform")


def test_the_pages_mechanism_is_registered_and_its_pmf_is_the_mixture(half_uniform):
    assert mechanism_keys()[-1] == "half-uniform"
    voting = SCENARIOS["voting"]
    tally = voting.from_text("candidate,votes\nAda,12\nBo,9\nCy,3\n", None)
    problem = voting.problem(tally)
    mech = make_mechanism("half-uniform", problem, 1.0)
    w = np.exp(0.5 * (np.array([12.0, 9.0, 3.0]) - 12.0))
    np.testing.assert_allclose(mech.pmf, 0.5 / 3 + 0.5 * w / w.sum(), rtol=1e-14)
    for notion in ("add-remove", "replace"):
        found = most_exposed(mech, neighbour_families(voting.key, tally, problem, notion))
        assert 0 < found.loss <= 1.0 + 1e-12


def test_the_cli_runs_the_pages_mechanism(half_uniform):
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(["run", "voting", "--example", "--epsilon", "1", "--mechanism", "half-uniform"], out=out, err=err)
    assert code == 0, err.getvalue()
    assert "Half uniform" in out.getvalue() or "half-uniform" in out.getvalue()
