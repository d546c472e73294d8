"""Permute-and-flip's log pmf of many rows at once (core.mechanisms.flip_rows, the most-exposed search's
row-by-row path and its shared quadratures) against the one-row function, and independent of its block."""
import numpy as np

from expmech_gui.core.mechanisms.flip_rows import permute_and_flip_log_pmf_rows
from expmech_gui.core.mechanisms.permute_and_flip import permute_and_flip_log_pmf


def _cases(rng, count):
    for _ in range(count):
        m, k = int(rng.integers(1, 300)), int(rng.integers(1, 12))
        c = 10 ** rng.uniform(-3, 3)  # from every q near 1 (many integrated directly) to one q that matters
        u = np.round(rng.normal(0, 5, (k, m)), int(rng.integers(0, 3)))
        if rng.random() < 0.3:
            u[:, 1:][rng.random((k, m - 1)) < 0.3] = -np.inf  # never chosen
        if rng.random() < 0.3:
            u[:, rng.random(m) < 0.5] = u[:, :1]  # ties
        u[:, 0] = np.nanmax(np.where(np.isfinite(u), u, np.nan), initial=0.0) + rng.choice([0.0, 1.0])
        with np.errstate(invalid="ignore"):
            yield c * (u - u.max(axis=1, keepdims=True))


def test_rows_at_once_equal_one_row_at_a_time_to_rounding():
    rng = np.random.default_rng(36)
    for z in _cases(rng, 120):
        rows = permute_and_flip_log_pmf_rows(z)
        for row, one in zip(rows, (permute_and_flip_log_pmf(r) for r in z)):
            np.testing.assert_array_equal(np.isneginf(row), np.isneginf(one))
            fin = np.isfinite(one)
            assert np.all(np.abs(row[fin] - one[fin]) <= 1e-13 * np.maximum(1.0, np.abs(one[fin])))


def test_a_rows_result_does_not_depend_on_the_rows_beside_it():
    """Bit for bit: the search split into shares must find exactly what the whole search finds."""
    rng = np.random.default_rng(7)
    z = np.concatenate([c[:, :50] for c in _cases(rng, 40) if c.shape[1] >= 50])
    whole = permute_and_flip_log_pmf_rows(z)
    for i in range(z.shape[0]):
        np.testing.assert_array_equal(permute_and_flip_log_pmf_rows(z[i:i + 1])[0], whole[i])
    np.testing.assert_array_equal(permute_and_flip_log_pmf_rows(z[::-1])[::-1], whole)
