"""The mechanisms the exponential mechanism contains: each classic mechanism built as an EM on the right score
(core.mechanisms, general analysis c = ε/(2Δ)) beside the classic mechanism's own pmf from its textbook formula.

Everything is in log space, shifted before it is scaled (as core.mechanisms does), so ε·s/Δ up to 1e300 neither
overflows nor leaves an all-zero pmf. Sources: McSherry–Talwar 2007; Dwork–Roth §3.4 (the EM), §3.3 (Laplace);
Kairouz et al. 2016 (k-ary randomized response); Erlingsson et al. 2014 (RAPPOR); Smith 2011 (private median).
"""
from __future__ import annotations

import math
from decimal import Decimal
from dataclasses import dataclass, field
from itertools import product

import numpy as np

from ...core.mechanisms import make_mechanism
from . import bounded_laplace
from ...core.numbers import count_text, describe_range
from ...core.problem import ProblemError, SelectionProblem, check_epsilon
from ...core.translatable import message, numeral, translatable, translated, words

MAX_GRID_POINTS = 100_000  # outputs of a numeric grid (Laplace, the quantile)
GRID_LIMIT = 1e12  # |lo|, |hi| of a numeric grid at most this (the median scenario's limit)
MAX_EXACT_BITS = 12  # RAPPOR's exact pmf over {0,1}^d up to this d (4,096 outputs); per-bit beyond
MAX_BITS = 64
MAX_CATEGORIES = 1_000
NOT_MONOTONE = {"add-remove": False, "replace": False}


@dataclass(frozen=True)
class Comparison:
    """One gallery instance: the EM's exact pmf and the classic mechanism's, over the same outputs."""

    key: str
    title: str
    labels: tuple[str, ...]
    positions: np.ndarray  # where each output sits on a plot's x axis
    em: np.ndarray
    classic: np.ndarray
    classic_name: str
    why: str
    epsilon_statement: str
    realised_loss: float | None = None  # max over the instance's neighbours of max_h |ln P(h) − ln P′(h)|
    reference: float | None = None  # the true answer (f(D), x's position, the true quantile), if one
    density: tuple[np.ndarray, np.ndarray] | None = None  # the continuous limit (x, density per unit)
    extras: dict = field(default_factory=dict)

    @property
    def max_difference(self) -> float:
        """max_h |P_EM(h) − P_classic(h)|."""
        return float(np.max(np.abs(self.em - self.classic)))


def _softmax(logw: np.ndarray) -> np.ndarray:
    top = np.max(logw)
    with np.errstate(under="ignore"):
        w = np.exp(logw - top)
    return w / w.sum()


def _em(labels, scores, sensitivity: float, epsilon: float, values=None):
    problem = SelectionProblem(labels=tuple(labels), scores=np.asarray(scores, float), sensitivity=sensitivity,
                               monotone=NOT_MONOTONE, values=values)
    return make_mechanism("exponential", problem, epsilon)


def _loss(log_p: np.ndarray, log_q: np.ndarray) -> float:
    return float(np.max(np.abs(log_p - log_q)))


def numeric_grid(lo: float, hi: float, step: float, names=("lo", "hi", "step")) -> np.ndarray:
    """lo, lo + step, …, up to hi (hi itself when it is on the grid); ProblemError naming the field."""
    for name, v in zip(names, (lo, hi, step)):
        if not math.isfinite(v):
            raise ProblemError(message("{name} must be a finite number, not {v!r}", name=name, v=v))
    if not hi > lo:
        raise ProblemError(message("{hi_name} ({hi:g}) must be greater than {lo_name} ({lo:g})", hi_name=names[1],
                                   hi=hi, lo_name=names[0], lo=lo))
    if not step > 0:
        raise ProblemError(message("{step_name} must be greater than 0, not {step:g}", step_name=names[2], step=step))
    for name, v in zip(names, (lo, hi)):
        if abs(v) > GRID_LIMIT:
            raise ProblemError(message("{name} must be {bounds}, not {v:g}", name=name,
                                       bounds=describe_range(-GRID_LIMIT, GRID_LIMIT), v=v))
    spacings = (hi - lo) / step  # at most 2·10^12 / 10^-300: inf for a subnormal step, so compare before floor()
    if not spacings < MAX_GRID_POINTS:
        raise ProblemError(message("{step_name} {step:g} makes {grid_points} grid points from {lo:g} to {hi:g}; at "
                                   "most {max_grid_points:,} are allowed: use a larger {step_name}", step_name=names[2],
                                   step=step, grid_points=numeral(count_text(_grid_points(lo, hi, step))), lo=lo,
                                   hi=hi, max_grid_points=MAX_GRID_POINTS))
    count = math.floor(spacings + 1e-9) + 1
    if count < 2:
        raise ProblemError(message("{step_name} {step:g} leaves one grid point from {lo:g} to {hi:g}: use a "
                                   "{step_name} of at most {width:g}", step_name=names[2], step=step, lo=lo, hi=hi,
                                   width=hi - lo))
    # rounded well below the step, so 0 + 35·0.01 is the 0.35 a person typed, not 0.35000000000000003
    decimals = min(15, max(0, 6 - math.floor(math.log10(step))))
    return np.round(lo + step * np.arange(count), decimals)


def _grid_points(lo: float, hi: float, step: float) -> int:
    """⌊(hi − lo)/step⌋ + 1 exactly (Decimal: no overflow for any finite inputs)."""
    return int((Decimal(hi) - Decimal(lo)) / Decimal(step)) + 1


def _label(v: float) -> str:
    return f"{v:.6g}"


# --- Laplace ------------------------------------------------------------------------------------------------
def laplace(f: float, lo: float, hi: float, step: float, sensitivity: float, epsilon: float) -> Comparison:
    """EM on u(h) = −|f − h| over a grid of [lo, hi], c = ε/(2Δ) ⇒ P[h] ∝ exp(−|h − f|/b), b = 2Δ/ε: the
    Laplace mechanism of scale 2Δ/ε (the Laplace mechanism at ε/2) conditioned on the grid (Dwork–Roth Def 3.3)."""
    eps, delta = check_epsilon(epsilon), _positive(sensitivity, translatable("the sensitivity Δ"))
    grid = numeric_grid(lo, hi, step)
    if not lo <= f <= hi:
        raise ProblemError(message("f(D) = {f:g} must lie in the range [{lo:g}, {hi:g}]", f=f, lo=lo, hi=hi))
    mech = _em([_label(h) for h in grid], -np.abs(f - grid), delta, eps, values=grid)
    b = 2.0 * delta / eps  # Laplace scale
    dist = np.abs(grid - f)
    classic = _softmax(-(dist - dist.min()) / b - math.log(2.0 * b))  # the Laplace density at the grid points
    xs = np.linspace(lo, hi, 801)
    mass = -np.expm1(-(f - lo) / b) + -np.expm1(-(hi - f) / b)  # ∫_lo^hi of the Laplace density × 2
    density = np.exp(-np.abs(xs - f) / b) / (b * mass) if mass > 0 else np.zeros_like(xs)
    neighbours = [min(hi, max(lo, f + d)) for d in np.linspace(-delta, delta, 9)]
    loss = max(_loss(mech.log_pmf, _em(mech.problem.labels, -np.abs(g - grid), delta, eps).log_pmf)
               for g in neighbours)
    return Comparison(
        "laplace", "Laplace mechanism", mech.problem.labels, grid, mech.pmf, classic,
        words("Laplace noise of scale 2Δ/ε = {scale}, kept to the grid", scale=f"{b:.4g}"),
        words("The exponential mechanism's weight exp(−ε·|f(D) − h|/(2Δ)) is the Laplace density of scale 2Δ/ε at "
              "h, so normalising either over the same grid gives the same chances; as the step shrinks, chance ÷ "
              "step tends to the (range-truncated) Laplace density."),
        words("The exponential mechanism at ε = {epsilon} (general analysis, c = ε/(2Δ)) is Laplace noise of scale "
              "2Δ/ε, which is the Laplace mechanism at ε/2 = {half}. On the whole real line its normaliser does not "
              "depend on the data, so c = ε/Δ (Laplace(Δ/ε)) would also be ε-DP — the blog's Δ in place of 2Δ; on a "
              "bounded range the normaliser moves near the ends and the realised loss is shown.",
              epsilon=f"{eps:g}", half=f"{eps / 2:g}"),
        realised_loss=loss, reference=float(f), density=(xs, density),
        extras={"scale": b, "sensitivity": delta})


def discrete_laplace(f: int, lo: int, hi: int, sensitivity: int, epsilon: float, substitute: bool = False,
                     dimensions: int = 1) -> Comparison:
    """EM on u(h) = −|f − h| over the integers lo…hi. General analysis (c = ε/(2Δ)): the bounded discrete Laplace
    P[h] ∝ exp(−ε|h − f|/(2Δ)), i.e. at ε/2. ``substitute``: the EM at 2ε, c = ε/Δ — the textbook discrete
    Laplace(Δ/ε), P[h] ∝ exp(−ε|h − f|/Δ) (Ghosh–Roughgarden–Sundararajan's geometric mechanism), truncated.
    ``dimensions`` d: f(D) = (f, …, f) in {lo…hi}^d with ℓ1 sensitivity Δ; the pmf is a product, so the plot is
    one coordinate's, and the words add the d-dimensional worst loss, the rejection sampler's draws and Holohan
    et al.'s conservatism (scenarios.gallery.bounded_laplace)."""
    eps, delta = check_epsilon(epsilon), _positive(sensitivity, translatable("the sensitivity Δ"))
    lo, hi, f = _whole(lo, "lo"), _whole(hi, "hi"), _whole(f, "f(D)")
    if not hi > lo:
        raise ProblemError(message("hi ({hi}) must be greater than lo ({lo})", hi=hi, lo=lo))
    if hi - lo + 1 > MAX_GRID_POINTS:
        raise ProblemError(message("the range {lo} to {hi} has more than {max_grid_points:,} integers", lo=lo, hi=hi,
                                   max_grid_points=MAX_GRID_POINTS))
    if not lo <= f <= hi:
        raise ProblemError(message("f(D) = {f} must lie in the range {lo} to {hi}", f=f, lo=lo, hi=hi))
    grid = np.arange(lo, hi + 1, dtype=np.float64)
    em_eps = 2.0 * eps if substitute else eps
    labels = [str(int(h)) for h in grid]
    mech = _em(labels, -np.abs(f - grid), delta, em_eps, values=grid)
    ratio = eps / delta if substitute else eps / (2.0 * delta)  # the geometric ratio's log: P ∝ α^|h−f|
    alpha = math.exp(-ratio)
    # textbook pmf (1 − α)/(1 + α)·α^|h − f| on ℤ, conditioned on lo…hi
    log_terms = np.abs(grid - f) * -ratio + (math.log1p(-alpha) - math.log1p(alpha) if alpha < 1 else 0.0)
    classic = _softmax(log_terms)
    neighbours = [g for g in range(max(lo, f - int(delta)), min(hi, f + int(delta)) + 1) if g != f]
    loss = max((_loss(mech.log_pmf, _em(labels, -np.abs(g - grid), delta, em_eps).log_pmf) for g in neighbours),
               default=0.0)
    which = (words("the exponential mechanism at 2ε = {em_epsilon} (c = ε/Δ), the textbook discrete Laplace(Δ/ε) at "
                   "ε", em_epsilon=f"{em_eps:g}") if substitute else
             words("the exponential mechanism at ε = {epsilon} (c = ε/(2Δ)), the discrete Laplace at ε/2 = {half}",
                   epsilon=f"{eps:g}", half=f"{eps / 2:g}"))
    d = _whole(dimensions, translatable("the dimension d"))
    if not 1 <= d <= bounded_laplace.MAX_DIMENSIONS:
        raise ProblemError(message("the dimension d must be from 1 to {max_dimensions}, not {d}",
                                   max_dimensions=bounded_laplace.MAX_DIMENSIONS, d=d))
    draws = bounded_laplace.expected_draws(f, lo, hi, ratio, d)
    several = ""
    if d > 1:
        if hi - lo + 1 > bounded_laplace.MAX_SIDE or delta > hi - lo:
            raise ProblemError(message("in d > 1 dimensions the range may hold at most {max_side:,} integers and Δ "
                                       "at most hi − lo", max_side=bounded_laplace.MAX_SIDE))
        loss = bounded_laplace.realised_epsilon(lo, hi, ratio, int(delta), d, centre=f)
        several = words(" In d = {d} dimensions, f(D) = ({f}, …, {f}), the chances are this one coordinate's, "
                        "multiplied over the coordinates, and the loss above is over every neighbour within ℓ1 "
                        "distance Δ; the worst over every f(D) in the box is {worst}.", d=d, f=f,
                        worst=f"{bounded_laplace.realised_epsilon(lo, hi, ratio, int(delta), d):.4g}")
    sampler = words(" The blog's rejection sampler (discrete Laplace noise on ℤ^{d}, redrawn until inside the box) needs "
                    "{draws} draws per sample on average, and never computes the normaliser.", d=d, draws=f"{draws:.4g}")
    extra = bounded_laplace.holohan_sentence(eps, lo, hi, int(delta), d) if delta <= hi - lo else ""
    extra = " " + extra if extra else ""
    return Comparison(
        "discrete-laplace", "Bounded discrete Laplace" + (f", one of d = {d} coordinates" if d > 1 else ""),
        tuple(labels), grid, mech.pmf, classic,
        words("discrete Laplace, P ∝ {alpha}^|h − f(D)|, kept to {lo}…{hi}", alpha=f"{alpha:.4g}", lo=lo, hi=hi),
        words("Both give each integer h a weight that falls by the same factor for every step away from f(D), and "
              "both are normalised over the same integers, so they are the same distribution."),
        words("This is {which}. Using Δ in place of 2Δ is safe on all of ℤ, where the normaliser is the same for every "
              "f(D); on a bounded range it moves near the ends — the realised loss over neighbours f(D) ± up to Δ is "
              "{loss}.", which=which, loss=f"{loss:.4g}") + several + sampler + extra,
        realised_loss=loss, reference=float(f),
        extras={"alpha": alpha, "em_epsilon": em_eps, "dimensions": d, "expected_draws": draws,
                "sensitivity": int(delta), "epsilon": eps})


# --- randomized response -----------------------------------------------------------------------------------
def randomized_response(k: int, x: int, epsilon: float) -> Comparison:
    """EM on u(h) = 1[h = x] over k answers, Δ = 1, c = ε/2 ⇒ P[x] = e^(ε/2)/(e^(ε/2) + k − 1): k-ary randomized
    response at ε/2 (Kairouz–Oh–Viswanath 2016). The normaliser e^(ε/2) + k − 1 is the same for every x."""
    eps = check_epsilon(epsilon)
    k, x = _whole(k, "k"), _whole(x, "x")
    if not 2 <= k <= MAX_CATEGORIES:
        raise ProblemError(message("k must be from 2 to {max_categories:,}, not {k}", max_categories=MAX_CATEGORIES,
                                   k=k))
    if not 0 <= x < k:
        raise ProblemError(message("x must be one of the k answers, 1 to {k}", k=k))
    labels = [f"answer {i + 1}" for i in range(k)]

    def em(true: int):
        return _em(labels, (np.arange(k) == true).astype(float), 1.0, eps)

    mech = em(x)
    half = eps / 2.0
    log_norm = np.logaddexp(half, math.log(k - 1))
    classic = np.exp(np.where(np.arange(k) == x, half - log_norm, -log_norm))
    loss = max(_loss(mech.log_pmf, em(other).log_pmf) for other in range(k) if other != x)
    return Comparison(
        "randomized-response", "k-ary randomized response", tuple(labels), np.arange(k, dtype=float), mech.pmf,
        classic, words("k-RR at ε/2: the truth with chance e^(ε/2)/(e^(ε/2) + {others})", others=k - 1),
        words("The score is 1 for the true answer and 0 for the others, so the exponential mechanism weighs the "
              "truth e^(ε/2) times more than each other answer — exactly what randomized response does."),
        words("The generic analysis promises ε = {epsilon}; because the normaliser e^(ε/2) + k − 1 is the same "
              "whatever the person's answer, the realised privacy loss is only ε/2 = {loss}. Running the exponential "
              "mechanism at 2ε gives randomized response at ε.", epsilon=f"{eps:g}", loss=f"{loss:.6g}"),
        realised_loss=loss, reference=float(x), extras={"keep": float(classic[x])})


# --- RAPPOR ------------------------------------------------------------------------------------------------
def flip_probability(epsilon: float) -> float:
    """RAPPOR's per-bit flip chance 1/(e^(ε/2) + 1) (the EM at ε on −Σ|x_i − h_i| with Δ = 1 per bit)."""
    return float(math.exp(-np.logaddexp(0.0, check_epsilon(epsilon) / 2.0)))


def rappor(bits, epsilon: float) -> Comparison:
    """EM on u(h) = −Σ_i |x_i − h_i| over {0,1}^d, Δ = 1 (neighbours differ in one bit), c = ε/2: each bit is
    kept with chance e^(ε/2)/(e^(ε/2) + 1) independently — RAPPOR's one-time randomisation (Erlingsson et al.).
    Exact over all 2^d outputs for d ≤ MAX_EXACT_BITS; beyond, per bit (the joint law is their product)."""
    eps = check_epsilon(epsilon)
    x = np.asarray([_bit(b) for b in bits], dtype=np.int64)
    d = x.size
    if not 1 <= d <= MAX_BITS:
        raise ProblemError(message("the report needs 1 to {max_bits} bits, not {d}", max_bits=MAX_BITS, d=d))
    q = flip_probability(eps)
    log_keep, log_flip = -np.logaddexp(0.0, -eps / 2.0), -np.logaddexp(0.0, eps / 2.0)
    word = "".join(map(str, x))
    if d > MAX_EXACT_BITS:
        return _rappor_per_bit(x, eps, q, log_keep, log_flip)
    outputs = np.array(list(product((0, 1), repeat=d)), dtype=np.int64)
    labels = ["".join(map(str, o)) for o in outputs]
    hamming = np.sum(outputs != x, axis=1)

    def em(true: np.ndarray):
        return _em(labels, -np.sum(outputs != true, axis=1).astype(float), 1.0, eps)

    mech = em(x)
    classic = np.exp(hamming * log_flip + (d - hamming) * log_keep)  # Π_i (q or 1 − q)
    one_bit = [np.where(np.arange(d) == i, 1 - x, x) for i in range(d)]
    loss = max(_loss(mech.log_pmf, em(y).log_pmf) for y in one_bit)
    flips_em = np.bincount(hamming, weights=mech.pmf, minlength=d + 1)
    return Comparison(
        "rappor", "RAPPOR", tuple(labels), np.arange(2 ** d, dtype=float), mech.pmf, classic, _flips(q),
        words("The score counts the bits where the report differs from the truth, so the exponential mechanism's "
              "weight is a product of one factor per bit, e^(−ε/2) for each flipped bit: the bits flip "
              "independently, as RAPPOR flips them."),
        words("Neighbours differ in one bit: the realised loss is ε/2 = {loss}, half of the generic ε = {epsilon}; a "
              "one-hot report (one value = one bit set) changes two bits when the value changes, so it costs ε.",
              loss=f"{loss:.6g}", epsilon=f"{eps:g}"),
        realised_loss=loss, reference=float(int(word, 2)),
        extras={"flip": q, "bits": d, "flips_em": flips_em, "flips_classic": _binomial(d, log_flip, log_keep),
                "em_flip": _per_bit_em_flip(eps)})


def _flips(q: float) -> str:
    """RAPPOR's classic mechanism in words, with its flip chance ``q``."""
    return words("each bit flipped with chance 1/(e^(ε/2) + 1) = {q}", q=f"{q:.4g}")


def _per_bit_em_flip(eps: float) -> float:
    """One bit as its own EM over {0, 1} with score −|x − h|: the chance it reports the other bit."""
    return float(_em(("0", "1"), [0.0, -1.0], 1.0, eps).pmf[1])


def _binomial(d: int, log_flip: float, log_keep: float) -> np.ndarray:
    j = np.arange(d + 1)
    log_choose = np.array([math.lgamma(d + 1) - math.lgamma(i + 1) - math.lgamma(d - i + 1) for i in j])
    return np.exp(log_choose + j * log_flip + (d - j) * log_keep)


def _rappor_per_bit(x: np.ndarray, eps: float, q: float, log_keep: float, log_flip: float) -> Comparison:
    d = x.size
    em_flip = _per_bit_em_flip(eps)
    log_em_flip, log_em_keep = math.log(em_flip) if em_flip > 0 else -math.inf, math.log1p(-em_flip)
    em = _binomial(d, log_em_flip, log_em_keep) if em_flip > 0 else np.eye(d + 1)[0]
    classic = _binomial(d, log_flip, log_keep)
    return Comparison(
        "rappor", "RAPPOR (per bit)", tuple(f"{j} flipped" for j in range(d + 1)), np.arange(d + 1, dtype=float),
        em, classic, _flips(q),
        words("With {bits} bits there are too many outputs to list; each bit is its own exponential mechanism over "
              "{{0, 1}}, and the bits are independent, so the number flipped follows the same binomial law as "
              "RAPPOR's.", bits=d),
        words("Neighbours differ in one bit: the realised loss is ε/2 = {loss}, half of the generic ε = {epsilon}.",
              loss=f"{eps / 2:g}", epsilon=f"{eps:g}"),
        realised_loss=eps / 2.0, reference=0.0, extras={"flip": q, "bits": d, "em_flip": em_flip})


# --- the quantile ------------------------------------------------------------------------------------------
def ranks_below(sorted_values: np.ndarray, grid: np.ndarray) -> np.ndarray:
    """#{i : v_i < h} for each grid point h (``sorted_values`` ascending)."""
    return np.searchsorted(sorted_values, grid, side="left").astype(np.float64)


def quantile_scores(sorted_values: np.ndarray, grid: np.ndarray, q: float) -> np.ndarray:
    """u(h) = −|#{v_i < h} − q·n|; Δ = 1 (one value more, less or changed moves the count by ≤ 1 and q·n by ≤ q)."""
    return -np.abs(ranks_below(sorted_values, grid) - q * sorted_values.size)


def check_quantile(q: float) -> float:
    if not (isinstance(q, (int, float, np.floating)) and 0.0 <= float(q) <= 1.0):
        raise ProblemError(message("the quantile q must be a number from 0 to 1, not {q!r}", q=q))
    return float(q)


def quantile(values, q: float, lo: float, hi: float, step: float, epsilon: float) -> Comparison:
    """EM on u(h) = −|#{v_i < h} − q·n| over a grid, Δ = 1, c = ε/2, beside the textbook two-stage form
    (Smith 2011): pick the gap between consecutive data values k with chance ∝ (its length)·exp(−ε|k − qn|/2),
    then a point of it uniformly — lengths counted in grid points."""
    eps, q = check_epsilon(epsilon), check_quantile(q)
    v = np.sort(np.asarray(values, dtype=np.float64))
    if v.size == 0 or not np.all(np.isfinite(v)):
        raise ProblemError(message("the quantile needs at least one finite value"))
    grid = numeric_grid(lo, hi, step)
    mech = _em([_label(h) for h in grid], quantile_scores(v, grid, q), 1.0, eps, values=grid)
    rank = ranks_below(v, grid)
    gaps, length = np.unique(rank, return_counts=True)  # each gap: its rank and how many grid points it holds
    dist = np.abs(gaps - q * v.size)
    gap_p = _softmax(np.log(length) - (eps / 2.0) * (dist - dist.min()))
    classic = (gap_p / length)[np.searchsorted(gaps, rank)]
    true = float(np.quantile(v, q, method="inverted_cdf"))
    error = np.abs(grid - true)
    return Comparison(
        "quantile", "Private median / quantile", mech.problem.labels, grid, mech.pmf, classic,
        words("Smith's two stages: a gap between data values, then a point in it"),
        words("Every grid point between the same two data values has the same score, so the exponential mechanism "
              "first chooses a gap with chance proportional to its width times exp(−ε·|rank − q·n|/2), then a "
              "point inside it uniformly — the textbook private quantile."),
        words("One person more, fewer or changed moves the count below h by at most 1 (and q·n by at most q), so Δ = 1 "
              "and the exponential mechanism at ε = {epsilon} is ε-DP with c = ε/2.", epsilon=f"{eps:g}"),
        reference=true,
        extras={"expected_error": float(mech.pmf @ error), "rank_error": float(mech.pmf @ np.abs(rank - q * v.size)),
                "within": {share: error_within(error, mech.pmf, share) for share in (0.5, 0.9)},
                "n": int(v.size), "q": q})


def error_within(error: np.ndarray, pmf: np.ndarray, share: float) -> float:
    """The smallest d with P[|h − true| ≤ d] ≥ ``share``: the error distribution in one number per share."""
    order = np.argsort(error, kind="stable")
    reached = np.cumsum(pmf[order]) >= share * (1 - 1e-12)
    return float(error[order][int(np.argmax(reached))])


# --- input checks ------------------------------------------------------------------------------------------
def _positive(v, what: str) -> float:
    v = float(v)
    if not (math.isfinite(v) and v > 0):
        raise ProblemError(message("{what} must be a finite number greater than 0, not {v:g}", what=translated(what),
                                   v=v))
    return v


def _whole(v, what: str) -> int:
    if isinstance(v, bool) or float(v) != int(v):
        raise ProblemError(message("{what} must be a whole number, not {v!r}", what=translated(what), v=v))
    return int(v)


def _bit(b) -> int:
    if b in (0, 1, "0", "1", True, False):
        return int(b)
    raise ProblemError(message("each bit must be 0 or 1, not {b!r}", b=b))
