"""Private selection mechanisms on a SelectionProblem: exact pmf, single draws, histograms.

* exponential mechanism (McSherry–Talwar 2007): P[h] ∝ μ(h)·exp(c·u(h)), c = ε/(2Δ), ε/Δ under the monotone
  analysis (Kamath lecture 7; Dwork–Roth Thm 3.10), or ε/range (Dong–Durfee–Rogers 2020, Thm 1);
* report-noisy-max with Gumbel noise: argmax_h ln P[h] + G_h has exactly the EM's distribution;
* permute-and-flip (McKenna–Sheldon, NeurIPS 2020): visit candidates in random order and accept r with
  probability q_r = exp(c·(u_r − OPT)); P[r] = q_r ∫₀¹ Π_{s≠r}(1 − x·q_s) dx.

Everything is computed in log space after shifting by the maximum *before* scaling, so c·u up to
1e300 neither overflows nor underflows to an all-zero pmf.
"""
from __future__ import annotations

# one module per mechanism; importing them registers them, in this order (the menus' and --mechanism's order)
from .base import (  # noqa: F401 — the package's API
    MECHANISMS, Mechanism, log_normalise, make_mechanism, mechanism_class, mechanism_keys, register, score_scale,
    shifted_scaled_scores, unregister,
)
from .exponential import ExponentialMechanism  # noqa: F401
from .gumbel import GumbelNoisyMax  # noqa: F401
from .permute_and_flip import PermuteAndFlip  # noqa: F401
