"""The most-exposed search split into shares of neighbours (one per idle worker) and merged gives exactly the
whole search's answer: the same loss, range, worst neighbour, score changes and count."""
import numpy as np
import pytest

from expmech_gui.core.privacy.loss import merge_exposures, most_exposed, neighbour_count, shares
from expmech_gui.experiment import Experiment, RunParameters
from expmech_gui.scenarios import SCENARIOS
from expmech_gui.scenarios.framework.neighbours import neighbour_families

CASES = [(key, mechanism, notion) for key in ("pricing", "voting", "lunch", "median")
         for mechanism in ("exponential", "permute-and-flip") for notion in ("add-remove", "replace")]


def _same(a, b) -> None:
    assert (a.loss, a.description, a.kind) == (b.loss, b.description, b.kind)
    assert (a.range, a.worst_range_description) == (b.range, b.worst_range_description)
    assert (a.score_sensitivity, a.score_range, a.searched) == (b.score_sensitivity, b.score_range, b.searched)
    np.testing.assert_array_equal(a.worst_change, b.worst_change)


@pytest.mark.parametrize("key, mechanism, notion", CASES)
def test_shares_merged_equal_the_whole_search(key, mechanism, notion):
    scenario = SCENARIOS[key]
    name = scenario.preset_names[0]
    exp = Experiment(scenario, scenario.load_preset(name),
                     RunParameters(mechanism=mechanism, neighbours=notion, settings=scenario.preset_settings(name)))
    families = neighbour_families(key, exp.dataset, exp.problem, notion)
    whole = most_exposed(exp.mechanism, families)
    total = neighbour_count(families)
    assert whole.searched == total > 0
    for parts in (2, 3, 7):
        spans = shares(total, parts)
        assert spans[0][0] == 0 and spans[-1][1] == total and all(a[1] == b[0] for a, b in zip(spans, spans[1:]))
        _same(merge_exposures([most_exposed(exp.mechanism, families, span=s) for s in spans]), whole)


def test_shares_cover_every_neighbour_once_and_drop_empty_ones():
    assert shares(10, 3) == [(0, 3), (3, 6), (6, 10)]
    assert shares(2, 4) == [(0, 1), (1, 2)]
    assert shares(0, 3) == []
