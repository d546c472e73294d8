"""core.peak_levels: each level's min and max are the exact data's per bucket; a view is the raw slice when few
points are visible, else a level's buckets there, never more than the budget allows."""
import numpy as np

from expmech_gui.core.peak_levels import LEVELS_ABOVE, PeakLevels, curve_levels


def test_every_level_is_the_exact_envelope_of_its_buckets():
    rng = np.random.default_rng(7)
    n = 1_234_567  # not a multiple of any bucket size: the last bucket is partial
    x, y = np.sort(rng.random(n)), rng.normal(size=n)
    levels = PeakLevels.of(x, y)
    assert levels.sizes[0] == 16 and len(levels.sizes) >= 4
    for size, starts, lows, highs in zip(levels.sizes, levels.starts, levels.lows, levels.highs):
        cut = np.arange(0, n, size)
        np.testing.assert_array_equal(starts, x[cut])
        np.testing.assert_array_equal(lows, np.minimum.reduceat(y, cut))
        np.testing.assert_array_equal(highs, np.maximum.reduceat(y, cut))
    assert levels.bounds == ((x[0], x[-1]), (y.min(), y.max()))


def test_views_fit_the_budget_and_zoomed_in_are_raw():
    n = 2_000_000
    x, y = np.linspace(0.0, 1.0, n), np.sin(np.arange(n) * 0.37)
    levels = PeakLevels.of(x, y)
    xs, ys = levels.view(0.0, 1.0, 2_000)
    assert xs.size <= 2 * 2_000 + 4 and ys.min() == y.min() and ys.max() == y.max()
    lo, hi = x[1_000_000], x[1_000_900]
    xs, ys = levels.view(lo, hi, 2_000)
    np.testing.assert_array_equal(xs, x[999_999:1_000_902])
    np.testing.assert_array_equal(ys, y[999_999:1_000_902])


def test_short_or_unordered_curves_get_no_levels():
    assert curve_levels(np.arange(LEVELS_ABOVE, dtype=float), np.zeros(LEVELS_ABOVE)) is None
    assert curve_levels(np.arange(LEVELS_ABOVE + 1, dtype=float)[::-1], np.zeros(LEVELS_ABOVE + 1)) is None


def test_spans_give_each_bucket_its_first_and_last_x_and_cover_every_point_once():
    n = 100_003  # a partial last bucket
    x, y = np.arange(n, dtype=float), np.random.default_rng(3).normal(size=n)
    levels = PeakLevels.of(x, y)
    first, last, low, high = levels.spans(-1.0, float(n), 2_000)
    assert first[0] == 0 and last[-1] == n - 1 and np.array_equal(first[1:], last[:-1] + 1)
    cut = first.astype(int)
    np.testing.assert_array_equal(low, np.minimum.reduceat(y, cut))
    np.testing.assert_array_equal(high, np.maximum.reduceat(y, cut))
    first, last, low, high = levels.spans(500.0, 540.0, 2_000)  # zoomed in: each point a bucket of one
    np.testing.assert_array_equal(first, x[499:542])
    assert first is last and low is high
