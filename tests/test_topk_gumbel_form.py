"""Peeling drawn by its one-pass Gumbel form (issue 36 §5): k sequential exponential mechanisms, winners removed,
have the law of the k largest of ln w + Gumbel noise, in order (Durfee–Rogers 2019), so the top-k scenario draws
peeling that way; `--literal 1` (the ``literal`` setting) keeps the k sequential draws as written."""
import io
import itertools
import json
import math

import numpy as np
import pytest

from conftest import chi_square_pvalue
from expmech_gui.cli import main
from expmech_gui.core.mechanisms import make_mechanism
from expmech_gui.core.problem import SelectionProblem
from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.scenarios import SCENARIOS
from expmech_gui.scenarios.topk import selection, topk
from expmech_gui.scenarios.topk.release import GUMBEL, PEELING, TopKRelease

SCORES = [9.0, 7.0, 7.0, 4.0, 1.0]


def problem(scores):
    return SelectionProblem(labels=tuple(f"c{i}" for i in range(len(scores))), scores=np.array(scores, float),
                            sensitivity=1.0, monotone={"add-remove": True, "replace": False}, n=int(sum(scores)))


def peeling_pmf(weights, k) -> dict[tuple[int, ...], float]:
    """The peeling law by its product formula: P[t₁, …, t_k] = Π_r w(t_r) / Σ_{j ∉ {t₁…t_{r−1}}} w(j)."""
    out = {}
    for t in itertools.permutations(range(len(weights)), k):
        p, left = 1.0, math.fsum(weights)
        for h in t:
            p *= weights[h] / left
            left -= weights[h]
        out[t] = p
    return out


@pytest.mark.parametrize("k,eps", [(2, 0.6), (3, 0.6), (3, 2.0)])
def test_peeling_drawn_by_its_gumbel_form_follows_the_product_formula(k, eps):
    """χ² of every ordered pair/triple the default peeling draws against the product formula's pmf."""
    em = make_mechanism("exponential", problem(SCORES), eps)
    weights = [math.exp(eps * s / 2) for s in SCORES]  # c = ε/(2Δ), uniform μ
    exact = peeling_pmf(weights, k)
    keys = list(exact)
    samples = TopKRelease(PEELING, em, k).sample(60_000, np.random.default_rng(20261127))
    index = {t: i for i, t in enumerate(keys)}
    counts = np.bincount([index[t] for t in map(tuple, samples.tolist())], minlength=len(keys))
    assert chi_square_pvalue(counts, np.array([exact[t] for t in keys])) > 1e-4


def test_default_peeling_is_the_gumbel_pass_and_literal_the_sequential_draws():
    em = make_mechanism("exponential", problem(SCORES), 0.8)
    fast = TopKRelease(PEELING, em, 3).sample(500, np.random.default_rng(5))
    assert (fast == TopKRelease(GUMBEL, em, 3).sample(500, np.random.default_rng(5))).all()
    literal = TopKRelease(PEELING, em, 3, literal=True).sample(500, np.random.default_rng(5))
    assert (literal == selection.sample_peeling(em.log_pmf, 3, 500, np.random.default_rng(5))).all()
    assert not (literal == fast).all()


def test_the_literal_setting_reaches_the_release_from_the_api_and_the_command_line():
    scenario = SCENARIOS["topk"]
    data = scenario.load_preset(scenario.preset_names[0])
    for literal in (0.0, 1.0):
        exp = Experiment(scenario, data, RunParameters(epsilon=1.0, mechanism=PEELING, k=3.0, literal=literal))
        assert topk.release(exp).literal is bool(literal)
    outputs = []
    for literal in ("0", "1"):
        out = io.StringIO()
        assert main(["run", "top-k", "--example", "--seed", "4", "--trials", "3000", "--literal", literal,
                     "--json", "-"], out, io.StringIO()) == 0
        outputs.append(json.loads(out.getvalue()))
    assert [o["parameters"]["literal"] for o in outputs] == [0.0, 1.0]
    assert outputs[0]["inclusion_probabilities"] == outputs[1]["inclusion_probabilities"]  # one exact law
    assert outputs[0]["inclusion_frequencies"] != outputs[1]["inclusion_frequencies"]  # drawn two ways


def test_a_bad_literal_is_refused_in_words():
    err = io.StringIO()
    assert main(["run", "top-k", "--example", "--literal", "2"], io.StringIO(), err) == 2
    assert err.getvalue().startswith("error:") and "literal" in err.getvalue() and "1" in err.getvalue()
