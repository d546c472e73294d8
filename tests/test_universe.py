"""The shared universe: histograms over X, query classes, the element,count table and its neighbours."""
from __future__ import annotations

import math

import numpy as np
import pytest

from expmech_gui.core.errors import DataError
from expmech_gui.core.problem import ProblemError
from expmech_gui.scenarios.synthetic.universe import (
    QUERY_KINDS, Histogram, QueryClass, boolean_universe, parse_query_list, query_class, universe_bits
)
from expmech_gui.scenarios.synthetic import universe_table as ut


def test_boolean_universe_and_bits():
    assert boolean_universe(2) == ("00", "01", "10", "11")
    assert len(boolean_universe(6)) == 64
    bits = universe_bits(boolean_universe(3))
    assert bits.shape == (8, 3) and bits.dtype == np.uint8 and bits[5].tolist() == [1, 0, 1]
    assert universe_bits(("0", "11")) is None and universe_bits(("a", "b")) is None
    for bad in (0, 7, 2.0, True):
        with pytest.raises(ProblemError):
            boolean_universe(bad)


def test_histogram_validates_in_words():
    h = Histogram(("a", "b"), [3, 1])
    assert h.n == 4 and h.fractions.tolist() == [0.75, 0.25] and h.bits is None
    assert not h.counts.flags.writeable
    with pytest.raises(DataError, match="twice"):
        Histogram(("a", "a"), [1, 1])
    with pytest.raises(DataError, match="name"):
        Histogram(("a", " "), [1, 1])
    with pytest.raises(DataError, match="0 to 10"):
        Histogram(("a", "b"), [1, -1])
    with pytest.raises(DataError, match="whole"):
        Histogram(("a",), [1.5])
    with pytest.raises(DataError):
        Histogram((), [])
    assert Histogram(("0", "1"), [0, 0]).fractions.tolist() == [0, 0]


def test_conjunctions_count_and_meaning():
    X = boolean_universe(3)
    Q = query_class("conjunctions", X)
    assert Q.size == 3 ** 3 and Q.labels[0] == "all" and Q.kind == "conjunctions"
    q = Q.labels.index("x1 ∧ ¬x3")
    members = [X[i] for i in np.flatnonzero(Q.matrix[q])]
    assert members == ["100", "110"]
    h = Histogram(X, np.arange(8))
    assert Q.answers(h.fractions)[0] == pytest.approx(1.0)
    assert Q.answers(h.fractions)[q] == pytest.approx((4 + 6) / 28)


def test_marginals_subsets_points():
    X = boolean_universe(3)
    M = query_class("marginals", X)
    assert M.size == 2 * 3 + 4 * math.comb(3, 2)
    assert [X[i] for i in np.flatnonzero(M.matrix[M.labels.index("x1 = 0 ∧ x3 = 1")])] == ["001", "011"]
    S = query_class("subsets", X, seed=4, size=7)
    assert S.size == 7 and np.array_equal(S.matrix, query_class("subsets", X, seed=4, size=7).matrix)
    P = query_class("points", ("a", "b", "c"))
    assert np.array_equal(P.matrix, np.eye(3))
    with pytest.raises(ProblemError, match="bit strings"):
        query_class("conjunctions", ("a", "b"))
    with pytest.raises(ProblemError, match="unknown"):
        query_class("nope", X)
    assert set(QUERY_KINDS) == {"conjunctions", "marginals", "subsets", "points", "halfspaces"}


def test_query_list_names_the_bad_line():
    Q = parse_query_list("a b\n\n# comment\nc, a\n", ("a", "b", "c"))
    assert isinstance(Q, QueryClass) and Q.matrix.tolist() == [[1, 1, 0], [1, 0, 1]]
    with pytest.raises(ProblemError, match="line 2: 'z'"):
        parse_query_list("a\nz b", ("a", "b"))
    with pytest.raises(ProblemError, match="empty"):
        parse_query_list("\n# x\n", ("a",))


def test_csv_round_trip_and_errors(tmp_path):
    h = ut.from_text("element,count\n001,5\n110,2\n")
    assert h.elements == ("001", "110") and h.counts.tolist() == [5, 2]
    assert ut.from_text("00;3\n01;4\n").n == 7  # no header, semicolons
    path = tmp_path / "h.csv"
    ut.write_csv(path, h)
    assert ut.read_csv(path).counts.tolist() == [5, 2]
    with pytest.raises(DataError, match="row 3") as info:
        ut.from_text("element,count\n00,1\n01,x\n")
    assert info.value.column == "count"
    with pytest.raises(DataError, match="already on row"):
        ut.from_text("00,1\n00,2\n")


def test_rows_table_reader_names_the_bad_row():
    data = {"rows": [["00", "3"], ["01", "-1"], ["10", "2"]]}
    h, excluded = ut.TABLE.dataset(data)
    assert excluded == 1 and h.elements == ("00", "10")
    assert ut.TABLE.columns == ("element", "count")
    assert ut.TABLE.from_dataset(h) == {"rows": [["00", "3"], ["10", "2"]]}


def test_generator_and_neighbours():
    h = ut.generate(3, 120, "two clusters", seed=1)
    assert h.n == 120 and len(h.elements) == 8
    assert ut.generate(3, 120, "skewed", seed=1).counts.tolist() == ut.generate(3, 120, "skewed", 1).counts.tolist()
    g = ut.GENERATOR.build({"d": 2, "n": 10, "distribution": "uniform"}, 3, {})
    assert g.n == 10 and g.elements == ("00", "01", "10", "11")
    base = Histogram(("a", "b"), [2, 0])
    assert ut.neighbour_dataset(base, "remove", 0, None).counts.tolist() == [1, 0]
    assert ut.neighbour_dataset(base, "add", None, 1).counts.tolist() == [2, 1]
    assert ut.neighbour_dataset(base, "replace", 0, 1).counts.tolist() == [1, 1]
    with pytest.raises(ProblemError, match="no one"):
        ut.neighbour_dataset(base, "remove", 1, None)
    assert ut.rows_in(base) == 2 and ut.one_person.names(base) == ("a", "b")
