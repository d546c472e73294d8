"""core.short_holds: whole-column C calls cut into slices (a worker never holds the interpreter long, issue 36 §3)
give what the one call gives."""
import numpy as np
import pytest

from expmech_gui.core import short_holds
from expmech_gui.core.short_holds import SLICE, all_distinct, int64_column, positions, slices, stripped_texts

N = 2 * SLICE + 123  # two whole slices and a short one


def test_slices_cover_the_items_in_order():
    items = list(range(N))
    parts = list(slices(items))
    assert [len(p) for p in parts] == [SLICE, SLICE, 123] and sum(parts, []) == items
    assert list(slices([])) == []


def test_each_helper_equals_the_one_call():
    names = [f"  name {i % (N - 5)} " for i in range(N)]  # the last five repeat the first five
    assert stripped_texts(names) == tuple(map(str.strip, names))
    assert stripped_texts(range(3)) == ("0", "1", "2")
    stripped = stripped_texts(names)
    assert not all_distinct(stripped) and all_distinct(stripped[: N - 5])
    assert positions(stripped, range(N)) == dict(zip(stripped, range(N)))  # a later key wins, as there
    texts = [str(7919 * i % 10**15) for i in range(N)]
    np.testing.assert_array_equal(int64_column(texts), np.array(texts, dtype=np.int64))
    assert int64_column(texts).dtype == np.int64 and int64_column(texts[:5]).tolist() == [int(t) for t in texts[:5]]


def test_a_bad_cell_in_a_later_slice_refuses_as_the_one_call_does():
    with pytest.raises(ValueError):
        int64_column(["1"] * N + ["x"])


def test_digit_texts_as_one_check_over_the_whole_column():
    texts = [str(i) for i in range(N)]
    assert short_holds.digit_texts(texts, 15)
    for bad in ("", "1.5", "-3", "٣", "1" * 16, "12 "):
        assert not short_holds.digit_texts(texts + [bad], 15), bad
