"""Totals of a privacy ledger whose releases have different ε — every method an upper bound (never under-counts).

For entries i charged ε_i (δ_i, 0 for pure ε-DP), each counting r_i releases, and a chosen slack δ:

* basic: Σ r_i·ε_i, with δ_total = Σ r_i·δ_i (Dwork–Roth 2014, Thm 3.16);
* advanced, heterogeneous (Kairouz–Oh–Viswanath 2015, Thm 3.5): with s₁ = Σ r_i ε_i (e^ε_i − 1)/(e^ε_i + 1)
  and s₂ = Σ r_i ε_i², min{Σ r_i ε_i, s₁ + √(2 s₂ ln(e + √s₂/δ)), s₁ + √(2 s₂ ln(1/δ))} at
  δ_total = 1 − (1 − δ)Π(1 − δ_i)^r_i ≤ δ + Σ r_i δ_i — valid under adaptive composition;
* zCDP: ρ = Σ r_i ρ_i with ρ_i = ε_i²/2 for pure ε-DP (Bun–Steinke 2016, Prop. 1.4) and ε_i²/8 for ε-bounded-range
  releases (Cesar–Rogers 2021), converted by Bun–Steinke and Canonne–Kamath–Steinke 2020 (core.accounting.composition's
  ``zcdp_simple``/``zcdp_cks``, the bill's own conversions); None when an entry has δ_i > 0;
* pld: the privacy-loss distributions of each entry's worst-case (ε_i, δ_i)-DP pair (the randomized-response pair
  of Kairouz–Oh–Viswanath, with an atom δ_i at +∞) composed by FFT in Google's ``dp_accounting`` with pessimistic
  discretisation (losses rounded up, truncated tails counted as +∞): this is the optimal composition of the
  entries' worst-case ε-DP pairs, so it is valid for any ε-DP releases, adaptively chosen, up to a discretisation
  error that only over-counts.

When every entry shares one ε, the BR flag and δ_i = 0, the methods are the privacy bill's own
(core.accounting.bill.privacy_bill: Dwork–Rothblum–Vadhan advanced, the optimal KOV and bounded-range totals), plus pld.
Totals at δ_total = δ + Σ r_i δ_i (``total_delta``); by default every entry is composed with every other —
``disjoint_data`` composes each data fingerprint apart (parallel composition) and reports the largest.
"""
from __future__ import annotations

import math
import warnings
from collections import Counter
from dataclasses import dataclass

import numpy as np

from . import bill as accounting
from .. import formatting
from .composition import zcdp_cks, zcdp_simple
from ..numbers import count_text
from ..translatable import translatable, translated, words

LEDGER_METHODS = (*accounting.METHODS, "pld")
LEDGER_TITLES = accounting.METHOD_TITLES | {"pld": "Numerically tight (privacy-loss distributions)"}
LEDGER_SOURCES = accounting.METHOD_SOURCES | {
    "advanced": translatable("For different ε: s₁ + √(2 s₂ ln(1/δ)) with s₁ = Σ ε_i(e^ε_i − 1)/(e^ε_i + 1), s₂ = Σ ε_i² "
                             "(Kairouz, Oh & Viswanath 2015, Theorem 3.5); for one ε: Dwork, Rothblum & Vadhan 2010."),
    "pld": translatable("The worst-case privacy-loss distributions of the releases composed by FFT (Google's dp-accounting, "
                        "pessimistic discretisation): the optimal composition of ε-DP releases, over-counting by less than one grid "
                        "step (10⁻⁴, coarser for very long ledgers) per release."),
}
# on a tie the more specific method, except that the simple sum is named where advanced composition (whose
# heterogeneous form is a min with the sum) equals it
LEDGER_PREFERENCE = ("bounded_range_optimal", "kov_optimal", "pld", "zcdp_cks", "zcdp_simple", "basic", "advanced")
PLD_INTERVAL = 1e-4  # dp_accounting's default value discretisation
PLD_FFT_ERROR = 1e-11  # a margin on δ for the FFT's floating-point error; no PLD figure for δ below PLD_MIN_DELTA
PLD_MIN_DELTA = 1e-10
PLD_MAX_POINTS = 1_000_000  # coarser grids past this many steps (``pld_interval``), to bound time and memory
_BR_KEY = {True: "exponential", False: "permute-and-flip"}  # a mechanism of each kind, for privacy_bill


@dataclass(frozen=True)
class Charge:
    """What one ledger row costs, with LedgerEntry's field names (so either can be totalled)."""

    epsilon_charged: float
    delta: float = 0.0
    releases: int = 1
    bounded_range: bool = False
    fingerprint: str = ""
    adaptive: bool = False  # chosen after seeing earlier releases of the same run (top-k peeling): no BR optimum


def total_delta(entries, delta: float) -> float:
    """δ of every total: the slack δ plus Σ r_i δ_i of approximate-DP entries (a union bound)."""
    return delta + math.fsum(e.releases * e.delta for e in entries)


def accounting_key(entry) -> str:
    """The privacy bill's mechanism key for an entry's kind: bounded-range or not, adaptive or not
    (core.accounting.bill.adaptive: Dong–Durfee–Rogers' optimum covers only releases fixed in advance)."""
    key = _BR_KEY[bool(entry.bounded_range)]
    return accounting.adaptive(key) if getattr(entry, "adaptive", False) else key


def _count(entries) -> Counter:
    """(ε, δ, accounting key) → total releases."""
    out: Counter = Counter()
    for e in entries:
        out[(float(e.epsilon_charged), float(e.delta), accounting_key(e))] += int(e.releases)
    return out


def heterogeneous_advanced(groups: Counter, delta: float) -> float:
    """Kairouz–Oh–Viswanath 2015, Thm 3.5 (see the module docstring); inf past float range."""
    eps = [(e, r) for (e, _d, _br), r in groups.items()]
    plain = math.fsum(e * r for e, r in eps)
    s1 = math.fsum(r * e * math.tanh(e / 2) for e, r in eps)  # (e^ε − 1)/(e^ε + 1) = tanh(ε/2)
    s2 = math.fsum(r * e * e for e, r in eps)
    first = s1 + math.sqrt(2 * s2 * math.log(math.e + math.sqrt(s2) / delta))
    second = s1 + math.sqrt(2 * s2 * -math.log(delta))
    return min(plain, first, second)


def mixed_rho(groups: Counter) -> float | None:
    """Σ r_i ρ_i, ρ_i = ε_i²/8 (ε-BR, Cesar–Rogers 2021) or ε_i²/2 (ε-DP, Bun–Steinke 2016); None if some δ_i > 0."""
    if any(d > 0 for (_e, d, _br) in groups):
        return None
    return math.fsum(r * e * e / (8.0 if accounting.is_bounded_range(key) else 2.0)
                     for (e, _d, key), r in groups.items())


def pld_interval(groups: Counter) -> float:
    """The PLD's loss grid: 10⁻⁴, coarser where the composed loss would span more than PLD_MAX_POINTS steps
    (its mean Σ r ε tanh(ε/2) plus 40 standard deviations √(Σ r ε²)), then shrunk so that the ε counting the most
    releases lies on the grid — pessimistic rounding moves each loss up by less than one step, so ±ε on the grid
    adds nothing for those releases."""
    mean = math.fsum(r * e * math.tanh(e / 2) for (e, _d, _br), r in groups.items())
    spread = math.sqrt(math.fsum(r * e * e for (e, _d, _br), r in groups.items()))
    top = max(e for (e, _d, _br) in groups)
    base = max(PLD_INTERVAL, (mean + 40 * spread + top) / PLD_MAX_POINTS)
    (eps, _d, _br), _r = max(groups.items(), key=lambda item: (item[1], item[0]))
    steps = max(1, math.ceil(eps / base))
    interval = eps / steps
    for _ in range(4):  # float division may miss the integer by an ulp: nudge until ±ε/interval are exact
        if math.ceil(eps / interval) == steps and math.ceil(-eps / interval) == -steps:
            return interval
        interval = math.nextafter(interval, math.inf if eps / interval > steps else 0.0)
    return base


def pld_total(groups: Counter, delta: float) -> float | None:
    """Total ε at ``delta`` (already δ_total) of the entries' worst-case pairs composed with dp_accounting's
    pessimistic PLDs; None when the package is missing or its search fails (ε not finite)."""
    try:
        from dp_accounting.pld import common, privacy_loss_distribution as pld
    except ImportError:  # a declared dependency: only a broken install lands here
        return None
    interval = pld_interval(groups)
    parts = []
    for (eps, d, _br), r in sorted(groups.items()):
        one = pld.from_privacy_parameters(common.DifferentialPrivacyParameters(eps, d),
                                          value_discretization_interval=interval)
        parts.append(one.self_compose(r) if r > 1 else one)
    with warnings.catch_warnings(), np.errstate(over="ignore", divide="ignore", invalid="ignore"):
        warnings.simplefilter("ignore", RuntimeWarning)  # its ε search overflows far in the tail: inf, below
        while len(parts) > 1:  # pairwise, so that every FFT but the last is small (n log n, not n²)
            parts = [parts[i].compose(parts[i + 1]) if i + 1 < len(parts) else parts[i]
                     for i in range(0, len(parts), 2)]
        # asked at δ − PLD_FFT_ERROR: the FFT's rounding (about 10⁻¹³ absolute, seen at 10⁵ releases) is not
        # covered by the pessimistic discretisation
        total = float(parts[0].get_epsilon_for_delta(delta - PLD_FFT_ERROR))
    return total if math.isfinite(total) else None


def _attempt(formula) -> float | None:
    """A formula's value, inf where it leaves float range (as accounting.closed_form_totals), None if it gave
    None."""
    try:
        value = formula()
    except (OverflowError, ValueError, ZeroDivisionError, FloatingPointError):
        return math.inf
    return None if value is None else float(value)


def _homogeneous(groups: Counter, delta: float) -> dict | None:
    """The privacy bill's own methods when every entry shares one ε, one kind and δ_i = 0; None otherwise."""
    if len(groups) != 1:
        return None
    (eps, d, key), k = next(iter(groups.items()))
    if d > 0:
        return None
    try:
        if k > accounting.MAX_RELEASES:
            return accounting.formula_totals(eps, k, delta, key)
        return accounting.privacy_bill(eps, k, delta, key).methods()
    except accounting.ProblemError:  # an ε outside the bill's range: the general formulas below still apply
        return None


def _group_totals(groups: Counter, delta: float, with_pld: bool = True) -> dict:
    d_total = delta + math.fsum(r * d for (_e, d, _br), r in groups.items())
    plain = math.fsum(e * r for (e, _d, _br), r in groups.items())
    # dp_accounting's PLD of an (ε, δ) pair holds e^ε: past ε ≈ 700 it has no figure (the other methods do); nor
    # below δ = PLD_MIN_DELTA, where the FFT's rounding is no longer small beside δ
    if not with_pld or any(e > 700 for (e, _d, _br) in groups) or d_total < PLD_MIN_DELTA:
        pld = None
    else:
        pld = _attempt(lambda: pld_total(groups, d_total) if d_total < 1 else plain)
        pld = None if pld is None or not math.isfinite(pld) else min(pld, plain)
    same = _homogeneous(groups, delta)
    if same is not None:
        return dict(same) | {"pld": pld}
    out = {m: None for m in LEDGER_METHODS} | {"basic": plain, "pld": pld}
    out["advanced"] = _attempt(lambda: heterogeneous_advanced(groups, delta))
    rho = mixed_rho(groups)
    if rho is not None:
        out["zcdp_simple"] = _attempt(lambda: zcdp_simple(rho, delta))
        out["zcdp_cks"] = _attempt(lambda: zcdp_cks(rho, delta))
    return out


def ledger_totals(entries, delta: float, disjoint_data: bool = False, with_pld: bool = True) -> dict:
    """Each method's total ε (None where it does not apply) at δ_total = ``total_delta(entries, delta)``.

    ``entries``: LedgerEntry or Charge records. ``disjoint_data`` (only when the user states the datasets are
    disjoint): each fingerprint's entries are composed apart and the largest total is reported (parallel
    composition); by default everything is composed together."""
    delta = accounting.check_delta(delta)
    entries = list(entries)
    if not entries:
        return {m: 0.0 for m in LEDGER_METHODS}
    if not disjoint_data:
        return _group_totals(_count(entries), delta, with_pld)
    parts = [_group_totals(_count([e for e in entries if e.fingerprint == f]), delta, with_pld)
             for f in sorted({e.fingerprint for e in entries})]
    return {m: None if any(p[m] is None for p in parts) else max(p[m] for p in parts) for m in LEDGER_METHODS}


def tightest(totals: dict) -> tuple[str, float]:
    """(method, total) of the smallest applicable total; on a tie the method first in LEDGER_PREFERENCE."""
    return min(((m, v) for m, v in totals.items() if v is not None),
               key=lambda mv: (mv[1], LEDGER_PREFERENCE.index(mv[0])))


def ledger_sentence(entries, delta: float, totals: dict, digits: int = accounting.TOTAL_DIGITS) -> str:
    """What was spent, in words: the tightest total, by which method, and what it means for one person (the
    bill's ``meaning_sentence`` when every release had one ε)."""
    entries = list(entries)
    releases = sum(e.releases for e in entries)
    if not releases:
        return words("Nothing has been released yet: no privacy has been spent.")
    method, total = tightest(totals)
    d_total = total_delta(entries, delta)
    epsilons = sorted({float(e.epsilon_charged) for e in entries})
    if len(epsilons) == 1 and method in accounting.METHOD_TITLES:
        return accounting.meaning_sentence(epsilons[0], releases, d_total, method, total, digits=digits)
    plain = math.fsum(e.releases * e.epsilon_charged for e in entries)
    span = (words("at ε = {epsilon}", epsilon=formatting.plain(epsilons[0])) if len(epsilons) == 1 else
            words("at ε from {low} to {high}", low=formatting.plain(epsilons[0]), high=formatting.plain(epsilons[-1])))
    template = (translatable("After {count} release {span} (plain sum {plain_sum}), the total privacy loss is {total} "
                             "by the tightest valid method here, “{method}”. ") if releases == 1 else
                translatable("After {count} releases {span} (plain sum {plain_sum}), the total privacy loss is {total} "
                             "by the tightest valid method here, “{method}”. "))
    head = words(template, count=count_text(releases), span=span, plain_sum=formatting.plain(plain),
                 total=accounting.total_text(total, digits), method=translated(LEDGER_TITLES[method]))
    return head + accounting.plain_words(total, d_total)


def what_if_totals(entries, delta: float, epsilon: float, k: int, bounded_range: bool) -> dict:
    """The totals *if* k more releases at ``epsilon`` were made — a plan, never added to what was spent."""
    k = accounting.check_releases(k)
    planned = Charge(accounting.check_release_epsilon(epsilon), 0.0, k, bool(bounded_range))
    return ledger_totals([*entries, planned], delta)


def what_if_sentence(entries, delta: float, epsilon: float, k: int, bounded_range: bool) -> str:
    """'k more releases at ε = x would bring the total to ε = y (spent so far: ε = z).'"""
    entries = list(entries)
    _m, after = tightest(what_if_totals(entries, delta, epsilon, k, bounded_range))
    _m, now = tightest(ledger_totals(entries, delta))
    template = (translatable("{count} more release at ε = {epsilon} would bring the total to {after} (spent so far: "
                             "{now}).") if k == 1 else
                translatable("{count} more releases at ε = {epsilon} would bring the total to {after} (spent so far: "
                             "{now})."))
    return words(template, count=count_text(k), epsilon=formatting.plain(epsilon),
                 after=accounting.total_text(after, 4), now=accounting.total_text(now, 4))


def method_text(method: str, value: float | None, one_epsilon: bool) -> str:
    """A ledger total for people (``accounting.total_text``), or why a method gives none."""
    if value is None and not one_epsilon and method in ("kov_optimal", "bounded_range_optimal"):
        return words("needs one ε for every release (see the others)")
    if value is None and method == "pld":
        return words("not computed (it needs δ ≥ 10⁻¹⁰ and each ε ≤ 700; see the others)")
    return accounting.total_text(value)


def what_if_curve(entries, delta: float, epsilon: float, ks, bounded_range: bool) -> list[tuple[int, str, float]]:
    """(k, tightest method, its total) if k more releases at ``epsilon`` were made, for each k in ``ks`` — the
    planning curve, apart from what was spent."""
    entries = list(entries)
    return [(int(k), *tightest(what_if_totals(entries, delta, epsilon, k, bounded_range))) for k in ks]
