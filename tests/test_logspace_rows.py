"""core.logspace's row-wise log-sum-exp and log-softmax: exact against closed forms, never overflowing."""
import math

import numpy as np

from expmech_gui.core.logspace import log_softmax_rows, logsumexp_rows


def test_each_row_is_a_log_pmf_even_at_huge_logits():
    logits = np.array([[0.0, 1.0, 2.0], [5.0, 5.0, -np.inf], [-np.inf, -np.inf, -np.inf], [1e300, 0.0, -1e300]])
    out = log_softmax_rows(logits)
    assert math.isclose(math.fsum(np.exp(out[0])), 1.0, rel_tol=1e-15)
    assert math.isclose(out[0, 2], -math.log(1 + math.e ** -1 + math.e ** -2), rel_tol=1e-15)
    assert out[1, 0] == out[1, 1] and math.isclose(out[1, 0], -math.log(2.0), rel_tol=1e-15) and out[1, 2] == -np.inf and (out[2] == -np.inf).all()
    assert out[3, 0] == 0.0 and out[3, 1] == -1e300 and out[3, 2] == -2e300
    assert logsumexp_rows(logits)[3] == 1e300 and logsumexp_rows(logits)[2] == -np.inf
