"""The lunch scenario's neighbour families, built from one integer per person."""
import numpy as np
import pytest


@pytest.mark.parametrize("k", [1, 5, 12, 16, 17, 30, 56, 60])
def test_lunch_distinct_rows_are_numpys_rows_in_numpys_order(k):
    """The lunch families are built from one integer per person (issue 36 §1): the same distinct rows, first
    occurrences and order as np.unique over the rows, so the search names the same people."""
    from expmech_gui.scenarios.lunch.lunch import distinct_rows

    rng = np.random.default_rng(k)
    bits = rng.random((3000, k)) < rng.uniform(0.05, 0.95, k)
    bits[rng.integers(0, 3000, 500)] = bits[0]  # many repeats of one row
    expected = np.unique(bits.astype(np.int8), axis=0, return_index=True)[1]
    np.testing.assert_array_equal(distinct_rows(bits), expected)
