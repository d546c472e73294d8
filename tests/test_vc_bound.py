"""BLR's sample bound in the wiki's VC form beside the finite-class form, and the wiki's halfspace queries: the VC
dimension against a plain search over every subset of the universe, m_VC as the first m where the uniform-
convergence bound drops below 1 (checked one m at a time), the finite-class n against the app's own bound, and each
halfspace query against the inequality evaluated row by row."""
import itertools
import math

import pytest

from expmech_gui.scenarios.synthetic.net_mechanism import blr_bound
from expmech_gui.scenarios.synthetic.universe import boolean_universe, query_class
from expmech_gui.scenarios.synthetic.vc_bound import sample_bounds, vc_dimension, vc_rows


def vc_by_search(queries) -> int:
    sets = {tuple(row) for row in queries.matrix.astype(int)}
    elements = range(queries.matrix.shape[1])
    best = 0
    for size in range(1, len(elements) + 1):
        if any(len({tuple(s[e] for e in group) for s in sets}) == 2 ** size
               for group in itertools.combinations(elements, size)):
            best = size
    return best


@pytest.mark.parametrize("kind", ["conjunctions", "marginals", "points", "halfspaces"])
@pytest.mark.parametrize("bits", [2, 3])
def test_vc_dimension_by_brute_force(kind, bits):
    queries = query_class(kind, boolean_universe(bits))
    assert vc_dimension(queries) == (vc_by_search(queries), True)


def test_halfspaces_are_the_wikis_inequality_row_by_row():
    """Every π in {−1, 0, 1}² gives the rows with π₁x₁ + π₂x₂ ≥ x₃; the class holds each distinct such set once."""
    elements = boolean_universe(3)
    queries = query_class("halfspaces", elements)
    expected = set()
    for p1, p2 in itertools.product((-1, 0, 1), repeat=2):
        expected.add(tuple(int(p1 * int(e[0]) + p2 * int(e[1]) >= int(e[2])) for e in elements))
    shown = [tuple(int(v) for v in row) for row in queries.matrix]
    assert set(shown) == expected and len(shown) == len(expected)
    x1_minus_x2 = shown[queries.labels.index("x1 − x2 ≥ x3")]
    assert x1_minus_x2 == tuple(int(int(e[0]) - int(e[1]) >= int(e[2])) for e in elements)


@pytest.mark.parametrize("vcdim, alpha", [(1, 0.5), (2, 0.3), (3, 0.1)])
def test_vc_rows_is_the_first_m_where_the_union_bound_is_below_one(vcdim, alpha):
    def rhs(m):
        return 2 * (math.e * m / vcdim) ** vcdim * math.exp(-alpha ** 2 * m / 8)

    m = vc_rows(vcdim, alpha)
    assert rhs(m) < 1 and all(rhs(j) >= 1 for j in range(max(vcdim, m - 2000), m))


def test_the_finite_class_n_makes_the_apps_own_bound_at_most_alpha():
    queries = query_class("conjunctions", boolean_universe(3))
    b = sample_bounds(queries, 8, 0.1, 0.05, 1.0)
    net = math.comb(8 + b.finite_m - 1, b.finite_m)
    assert blr_bound(queries.size, net, b.finite_m, math.ceil(b.finite_n), 1.0, 0.05).total <= 0.1 + 1e-12
    assert blr_bound(queries.size, net, b.finite_m, math.floor(b.finite_n) - 1, 1.0, 0.05).total > 0.1
    # the wiki's VC form with its own constants: n = (4/(εα))(k·m + ln(1/δ))
    assert b.vc_n == pytest.approx(40 * (3 * vc_rows(3, 0.1) + math.log(20)))
    assert b.vcdim == 3 and "finite-class bound asks for fewer" in b.sentence()
