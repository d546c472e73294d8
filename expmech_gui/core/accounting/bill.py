"""The privacy bill of k releases of an ε-mechanism on the same data: total ε at a chosen δ.

* basic composition: k·ε (Dwork–Roth Thm 3.16);
* advanced composition (Dwork–Rothblum–Vadhan 2010): ε√(2k ln(1/δ)) + k·ε(e^ε − 1);
* optimal composition of ε-DP mechanisms (Kairouz–Oh–Viswanath 2015, Thm 3.3, in the form of
  Murtagh–Vadhan 2016): δ(ε_g) = Σ_ℓ C(k,ℓ)·max(0, e^((k−ℓ)ε) − e^(ε_g)·e^(ℓε)) / (1 + e^ε)^k, inverted;
* optimal non-adaptive composition of ε-bounded-range mechanisms — the exponential mechanism is ε-BR —
  (Dong–Durfee–Rogers 2020, Thm 3): δ(ε_g) = max_ℓ Σ_i C(k,i)·p^(k−i)(1−p)^i·max(0, e^(kt−iε) − e^(ε_g))
  with t = clip((ε_g + (ℓ+1)ε)/(k+1), 0, ε) and p = (e^(−t) − e^(−ε))/(1 − e^(−ε)), inverted;
* zCDP: ε-BR ⇒ (ε²/8)-zCDP (Cesar–Rogers 2021), k-fold ρ = k·ε²/8, converted by ρ + 2√(ρ ln(1/δ))
  (Bun–Steinke 2016) and by the tighter inf_α αρ + ln(1 − 1/α) − (ln δ + ln α)/(α − 1)
  (Canonne–Kamath–Steinke 2020, Prop. 12).

The BR and zCDP routes apply only to mechanisms that declare ``bounded_range`` (permute-and-flip is ε-DP
but not ε-BR: None there). Releases chosen adaptively — each depending on the ones before, as top-k peeling's
selections do — are accounted under ``adaptive(key)``: Dong–Durfee–Rogers' Theorem 3 covers only mechanisms
fixed in advance (their paper shows adaptivity can cost more), so the bounded-range optimum is None there, while
basic, advanced (Dwork–Rothblum–Vadhan), KOV (Kairouz–Oh–Viswanath Thm 3.3: k-fold adaptive composition) and
zCDP (which composes adaptively, Bun–Steinke 2016 Lemma 2.3) all hold.
All totals are floats; budget comparisons use ``within_budget`` (relative tolerance), never ``<=``.
"""
from __future__ import annotations

import math
from dataclasses import asdict, dataclass

import numpy as np

from .composition import (  # noqa: F401 — the theorems, part of this module's API
    advanced, basic, bisection_steps, bounded_range_optimal, br_delta, br_log_delta, kov_delta, kov_optimal,
    zcdp_cks, zcdp_rho, zcdp_simple,
)
from . import MAX_RELEASES  # part of this module's API (the package holds it)
from ..mechanisms import mechanism_class
from .. import formatting
from ..numbers import count_text, sci_text
from ..problem import ProblemError, check_epsilon, check_epsilon_in_range
from ..translatable import language, message, translatable, translated, words

TOTAL_DIGITS = 4  # significant digits of a total ε in the bill panel and the CLI; the report says 3 (ui/report/ledger)
METHODS = ("basic", "advanced", "kov_optimal", "bounded_range_optimal", "zcdp_simple", "zcdp_cks")
# Plain names first (the people reading the bill need no acronyms); the theorem and its source are in
# METHOD_SOURCES, which the app shows as tooltips.
METHOD_TITLES = {
    "basic": "Simple sum (basic composition)",
    "advanced": "Advanced composition",
    "kov_optimal": "Optimal for any ε-DP mechanism",
    "bounded_range_optimal": "Best for this mechanism (bounded range)",
    "zcdp_simple": "Concentrated privacy, simple conversion",
    "zcdp_cks": "Concentrated privacy, tighter conversion",
}
METHOD_SOURCES = {
    "basic": translatable("k·ε: the per-release ε values add up (Dwork & Roth 2014, Theorem 3.16)."),
    "advanced": translatable("ε√(2k ln(1/δ)) + k·ε(e^ε − 1) (Dwork, Rothblum & Vadhan 2010)."),
    "kov_optimal": translatable("The exact optimal composition of k ε-DP mechanisms (Kairouz, Oh & Viswanath 2015, "
                                "Theorem 3.3, in the form of Murtagh & Vadhan 2016)."),
    "bounded_range_optimal": translatable("The exact optimal composition of k ε-bounded-range mechanisms, such as the "
                                          "exponential mechanism (Dong, Durfee & Rogers 2020, Theorem 3)."),
    "zcdp_simple": translatable("ε-bounded-range ⇒ (ε²/8)-zCDP (Cesar & Rogers 2021); k releases give ρ = k·ε²/8, "
                                "converted by ρ + 2√(ρ ln(1/δ)) (Bun & Steinke 2016)."),
    "zcdp_cks": translatable("The same ρ = k·ε²/8, converted by the tighter bound of Canonne, Kamath & Steinke 2020, "
                             "Proposition 12."),
}
# the tightest methods first: on a tie (k = 1, or an optimal method clipped to the basic total) the bill
# names the more specific method, so the recommended curve is never the basic one
# on a tie the more specific method; "pld" is the privacy ledger's numerically tight total (core.ledger_accounting)
PREFERENCE = ("bounded_range_optimal", "kov_optimal", "pld", "zcdp_cks", "zcdp_simple", "advanced", "basic")


ADAPTIVE_SUFFIX = " (adaptive)"  # an accounting key: a mechanism key, or one with this suffix (``adaptive``)


def adaptive(mechanism: str) -> str:
    """The accounting key of releases of ``mechanism`` chosen adaptively (each after seeing those before)."""
    return mechanism if mechanism.endswith(ADAPTIVE_SUFFIX) else mechanism + ADAPTIVE_SUFFIX


def is_adaptive(mechanism: str) -> bool:
    return isinstance(mechanism, str) and mechanism.endswith(ADAPTIVE_SUFFIX)


def is_bounded_range(mechanism: str) -> bool:
    """The mechanism of an accounting key is ε-bounded-range: the zCDP route applies (adaptively too)."""
    base = mechanism[:-len(ADAPTIVE_SUFFIX)] if is_adaptive(mechanism) else mechanism
    return mechanism_class(base).bounded_range


def bounded_range_optimal_applies(mechanism: str) -> bool:
    """Dong–Durfee–Rogers' optimal BR composition (Thm 3) applies: ε-BR releases fixed in advance."""
    return is_bounded_range(mechanism) and not is_adaptive(mechanism)


def missing_methods_note(mechanism: str, title: str) -> str:
    """Why some methods give no total, in words ("" when all apply); ``title`` names the mechanism."""
    if not is_bounded_range(mechanism):
        return words("The bounded-range and zCDP methods do not apply: {mechanism} is ε-DP but not "
                     "ε-bounded-range.", mechanism=title.lower() if language() == "en" else translated(title))
    if is_adaptive(mechanism):
        return words("The bounded-range optimum does not apply: each selection depends on the ones before (adaptive), "
                     "and Dong–Durfee–Rogers' Theorem 3 covers only releases fixed in advance; every total shown holds "
                     "for adaptive releases.")
    return ""


class Cancelled(Exception):
    """The caller's ``cancelled()`` said stop: a long accounting was abandoned, nothing was computed."""


def within_budget(spent: float, budget: float, rel_tol: float = 1e-9) -> bool:
    """spent ≤ budget up to rounding: ten releases of ε/10 do not 'exceed' ε by 6e-17."""
    return spent <= budget * (1 + rel_tol) + 1e-15


def check_releases(k) -> int:
    if isinstance(k, bool) or not isinstance(k, (int, np.integer)) or k < 1:
        raise ProblemError(message("the number of releases must be a whole number ≥ 1, not {value!r}", value=k))
    if k > MAX_RELEASES:
        raise ProblemError(message("at most {most:,} releases can be accounted for, not {n:,}", most=MAX_RELEASES,
                                   n=k))
    return int(k)


def check_delta(delta) -> float:
    """δ of the total: a number greater than 0 and less than 1 (typed text is read by core.numbers, so
    '0,5' gets the same advice as everywhere)."""
    from ..numbers import NumberError, parse_number

    if isinstance(delta, bool):
        raise ProblemError(message("δ must be a number, not {value!r}", value=delta))
    try:
        d = parse_number(delta, lo=0, hi=1, lo_inclusive=False, hi_inclusive=False, what="δ")
    except NumberError as exc:
        raise ProblemError(str(exc) if exc.kind == "outside" else message("δ: {problem}", problem=exc)) from None
    return d


def closed_form_totals(eps: float, k: int, delta: float, mechanism: str) -> dict:
    """The methods with a formula (no inversion): basic, advanced, and for ε-BR mechanisms the zCDP route
    (None otherwise); inf where a formula leaves float range (k·ε past 10^308 for a huge whole number k)."""
    def attempt(formula) -> float:
        try:
            return float(formula())
        except (OverflowError, ValueError, ZeroDivisionError):
            return math.inf

    out = {"basic": attempt(lambda: basic(eps, k)), "advanced": attempt(lambda: advanced(eps, k, delta)),
           "zcdp_simple": None, "zcdp_cks": None}
    if is_bounded_range(mechanism):
        rho = attempt(lambda: zcdp_rho(eps, k))
        out["zcdp_simple"] = attempt(lambda: zcdp_simple(rho, delta)) if math.isfinite(rho) else math.inf
        out["zcdp_cks"] = attempt(lambda: zcdp_cks(rho, delta)) if math.isfinite(rho) else math.inf
    return out


def formula_totals(eps: float, k: int, delta: float, mechanism: str) -> dict:
    """Every method's total by its formula alone (``closed_form_totals``), in METHODS order; the optimal
    methods, which need an inversion over k + 1 terms, are None."""
    return {m: None for m in METHODS} | closed_form_totals(eps, k, delta, mechanism)


def release_bill(eps: float, k: int, delta: float, mechanism: str, progress=None, cancelled=None,
                 digits: int = TOTAL_DIGITS) -> tuple[dict, str, bool]:
    """The bill of k ≥ 1 releases as people see it: (each method's total, its meaning in words with the total to
    ``digits`` significant digits, exact).

    Up to MAX_RELEASES it is ``privacy_bill`` and its ``plain_language`` (exact = True); beyond, the formula
    methods (``formula_totals``) and the sentence for the tightest of them, which says the optimal methods
    stop at MAX_RELEASES (exact = False)."""
    if k <= MAX_RELEASES:
        bill = privacy_bill(eps, k, delta, mechanism, progress=progress, cancelled=cancelled)
        return bill.methods(), plain_language(bill, digits), True
    totals = formula_totals(eps, k, delta, mechanism)
    name, total = tightest(totals)
    sentence = meaning_sentence(eps, k, delta, name, total, source=translatable("the tightest formula here"),
                                note=words(" (the optimal methods handle at most {most:,} releases)", most=MAX_RELEASES),
                                digits=digits)
    return totals, sentence, False


def tightest(totals: dict) -> tuple[str, float]:
    """(method, total) of the smallest applicable total; on a tie the method first in PREFERENCE."""
    return min(((m, v) for m, v in totals.items() if v is not None),
               key=lambda mv: (mv[1], PREFERENCE.index(mv[0])))


def recommended_method(totals: dict | None, mechanism: str) -> str:
    """The method the bill recommends: the tightest at the bill's k (a ledger's "pld" total included), or before
    any release the optimal method valid for ``mechanism`` (bounded range when it is ε-BR and not adaptive, else
    optimal ε-DP)."""
    if totals and any(v is not None for v in totals.values()):
        return tightest(totals)[0]
    return "bounded_range_optimal" if bounded_range_optimal_applies(mechanism) else "kov_optimal"


@dataclass(frozen=True)
class PrivacyBill:
    """Total ε of k releases at δ by each method; None where a method does not apply."""

    epsilon: float
    releases: int
    delta: float
    mechanism: str
    basic: float
    advanced: float
    kov_optimal: float
    bounded_range_optimal: float | None
    zcdp_simple: float | None
    zcdp_cks: float | None

    def methods(self) -> dict:
        return {m: getattr(self, m) for m in METHODS}

    def best(self) -> tuple[str, float]:
        """The tightest applicable total (``tightest``)."""
        return tightest(self.methods())

    def as_json(self) -> dict:
        d = asdict(self)
        methods = self.methods()
        too_large = [m for m, v in methods.items() if v is not None and not math.isfinite(v)]
        return {"epsilon": d["epsilon"], "releases": d["releases"], "delta": d["delta"],
                "mechanism": d["mechanism"],
                "methods": {m: (None if m in too_large else v) for m, v in methods.items()},
                "too_large": too_large}


def check_release_epsilon(epsilon) -> float:
    """The ε of one release: an ε the app accepts (core.problem.check_epsilon_in_range), or half of one — what
    a release of the exponential mechanism on a monotone score really costs (core.privacy.loss.release_epsilon)."""
    from ..numbers import EPSILON_MIN

    eps = check_epsilon(epsilon)
    return eps if EPSILON_MIN / 2 <= eps < EPSILON_MIN else check_epsilon_in_range(eps)


def privacy_bill(epsilon: float, releases: int, delta: float = 1e-6, mechanism: str = "exponential",
                 progress=None, cancelled=None) -> PrivacyBill:
    """Every composition method's total ε for ``releases`` runs of an ε-DP ``mechanism``.

    ``progress(done, total)`` is called as the work advances (once per bisection step of the two optimal
    methods; ``done`` never decreases and ends equal to ``total``) and ``cancelled()`` polled as often;
    when it returns True the computation stops by raising ``Cancelled``. k = 100,000 takes about half a second.
    """
    eps = check_release_epsilon(epsilon)
    k = check_releases(releases)
    d = check_delta(delta)
    is_br = bounded_range_optimal_applies(mechanism)
    kov_steps = bisection_steps(k * eps)
    # the BR search costs about 20× a KOV step per step at large k; weigh the progress accordingly
    br_weight = 20 if is_br else 0
    total = kov_steps + br_weight * kov_steps + 1
    done = 0

    def check() -> None:
        if cancelled is not None and cancelled():
            raise Cancelled("the privacy bill was cancelled")

    def advance(units: int) -> None:
        nonlocal done
        check()
        done = min(total - 1, done + units)
        if progress is not None:
            progress(done, total)

    advance(0)
    closed = closed_form_totals(eps, k, d, mechanism)
    kov = min(kov_optimal(eps, k, d, tick=lambda: advance(1)), closed["basic"])
    done = max(done, kov_steps)
    advance(0)
    br = None
    if is_br:
        upper = kov * (1 + 1e-9) + 1e-12
        br_steps = bisection_steps(min(k * eps, upper))
        unit = max(1, round(br_weight * kov_steps / br_steps))
        br = bounded_range_optimal(eps, k, d, upper=upper, tick=lambda: advance(unit))
    check()
    done = total
    if progress is not None:
        progress(total, total)
    return PrivacyBill(epsilon=eps, releases=k, delta=d, mechanism=mechanism, kov_optimal=kov,
                       bounded_range_optimal=min(br, kov) if br is not None else None, **closed)


def total_text(value: float | None, digits: int = 6, prefix: str = "ε = ") -> str:
    """A total ε for people: 'ε = 14.31', 'ε = 130,703' (no exponent), 'more than 10^300' for an
    overflowing formula, or that the method does not apply (None; ``missing_methods_note`` says why)."""
    if value is None:
        return words("does not apply")
    if not math.isfinite(value) or value > 1e300:
        return prefix + words("more than 10^300 (this formula is useless at this ε)")
    if value >= 10**digits:
        return prefix + (f"{round(value):,}" if value < 1e15 else sci_text(value))
    if 0 < value < 1e-4:
        return prefix + sci_text(value).replace("^-", "^" + formatting.MINUS)
    return prefix + formatting.plain(value, digits)  # (:g wrote 9,999.6 at 4 digits as '1e+04')


TIGHTEST_VALID = translatable("the tightest valid method here")


def meaning_sentence(epsilon: float, releases: int, delta: float, method: str, total: float,
                     source: str = TIGHTEST_VALID, note: str = "", digits: int = TOTAL_DIGITS) -> str:
    """What a total ε means for one person, in words a non-expert reads (in the language in use,
    core.translatable.words): the factor e^total in words (``formatting.factor``, from the logarithm: never
    overflows) and δ as a chance. ``source`` (a marked text)/``note`` say where the total comes from."""
    template = (translatable("After {count} release at ε = {epsilon}, the total privacy loss is {total} by {source}, "
                             "“{method}”{note}. ") if releases == 1 else
                translatable("After {count} releases at ε = {epsilon}, the total privacy loss is {total} by {source}, "
                             "“{method}”{note}. "))
    head = words(template, count=count_text(releases), epsilon=formatting.plain(epsilon), total=total_text(total, digits),
                 source=translated(source), method=translated(METHOD_TITLES[method]), note=note)
    try:
        plain_sum = epsilon * float(releases)
    except OverflowError:  # 10^400 releases: past any float, nothing to compare
        plain_sum = math.inf
    if math.isfinite(plain_sum) and total < plain_sum * (1 - 1e-6):  # below ε·k looks like an error: say why
        head += words("It is below the plain sum {count} × {epsilon} = {plain_sum} because this method sets aside a "
                      "small chance δ (below) in which more may be revealed. ", count=count_text(releases),
                      epsilon=formatting.plain(epsilon), plain_sum=formatting.plain(plain_sum))
    return head + plain_words(total, delta)


def plain_words(total: float, delta: float) -> str:
    """What a total (ε, δ) means for one person: the factor e^total in words (``formatting.factor``, from the
    logarithm: never overflows) and δ as a chance, in the language in use."""
    chance = words("except with a chance of at most {chance} (δ)", chance=formatting.probability(delta))
    if total < 0.01:  # e^total to six digits: 1.00001, where factor() would round to '1 times'
        shown = f"{math.exp(total):.6g}"
        if shown == "1":
            return words("In plain words: nothing anyone concludes about one person from these releases is more likely "
                         "(to six digits) with that person's data than without it, {chance}.", chance=chance)
        times = words("{factor} times", factor=shown)
    else:
        times = formatting.factor(total)
    if total / math.log(10) > 300:  # formatting.factor's "more than 10^300 times"
        return words("In plain words, this protects no one: whatever anyone concludes about one person can be "
                     "{times} as likely with that person's data as without it, {chance}.", times=times, chance=chance)
    return words("In plain words: whatever anyone concludes about one person from these releases can be up to "
                 "{times} as likely with that person's data as without it, {chance}.", times=times, chance=chance)


def plain_language(bill: PrivacyBill, digits: int = TOTAL_DIGITS) -> str:
    """``meaning_sentence`` for the best applicable method of ``bill``."""
    name, total = bill.best()
    return meaning_sentence(bill.epsilon, bill.releases, bill.delta, name, total, digits=digits)
