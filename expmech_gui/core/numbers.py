"""Numbers people type and numbers people read: one parser and one formatter for every entry point.

Table cells, CSV files, parameter boxes, CLI flags and session files all read numbers through
``parse_number``, so the same text gets the same answer and the same advice everywhere; every factor e^x
shown to a person goes through ``factor_text``, which works in log space and never overflows.
"""
from __future__ import annotations

import math
import re
from decimal import Decimal, InvalidOperation

from .number_error import NumberError
from .translatable import message, numeral, translated

# The ε the app, the CLI and session files accept. Below 1e-6 every output is equally likely to six
# digits; above 10^4 the mechanism is the non-private argmax. Both ends are stated in every refusal.
EPSILON_MIN = 1e-6
EPSILON_MAX = 1e4
CURRENCY_SIGNS = "$€£¥"
MAX_FACTOR_DIGITS = 300  # e^x beyond 10^300 is said in words: "more than 10^300"
SMALLEST = Decimal("1e-300")  # a typed number nearer 0 than this (but not 0) is refused as too small


def _advice(s: str) -> str:
    if re.fullmatch(r"[+-]?\d+,\d+", s):
        whole, frac = s.split(",")
        if len(frac) == 3 and whole.lstrip("+-") not in ("", "0"):
            return message(": leave out thousands separators (write {plain}), or use a decimal point ({pointed})",
                           plain=whole + frac, pointed=f"{whole}.{frac}")
        return message(": use a decimal point, not a comma ({pointed})", pointed=f"{whole}.{frac}")
    if re.fullmatch(r"[+-]?\d{1,3}(,\d{3})+(\.\d*)?", s):
        return message(": leave out thousands separators (write {plain})", plain=s.replace(",", ""))
    if "_" in s or re.fullmatch(r"[+-]?\d+( \d{3})+(\.\d*)?", s):
        return message(": write the digits without separators")
    if any(c in CURRENCY_SIGNS for c in s):
        return message(": leave out the currency sign")
    if s.endswith("%"):
        return message(": write a plain number (0.5, not 50%)")
    return ""


def describe_range(lo=None, hi=None, lo_inclusive: bool = True, hi_inclusive: bool = True) -> str:
    """'a number greater than 0 and at most 1', in words, for messages."""
    low = None if lo is None else (message("at least {lo}", lo=numeral(_plain(lo))) if lo_inclusive
                                   else message("greater than {lo}", lo=numeral(_plain(lo))))
    high = None if hi is None else (message("at most {hi}", hi=numeral(_plain(hi))) if hi_inclusive
                                    else message("less than {hi}", hi=numeral(_plain(hi))))
    if low is not None and high is not None:
        return message("{low} and {high}", low=low, high=high)
    return low or high or ""


def _plain(x) -> str:
    """A bound as a person writes it: 10000 → '10,000', 1e-06 → '0.000001', 2**63 → '9.2 × 10^18'."""
    if isinstance(x, int) and not isinstance(x, bool):
        if abs(x) < 10**15:
            return f"{x:,}"
        k = len(str(abs(x))) - 1
        return f"10^{k}" if x == 10**k else sci_text(float(x))  # a limit such as 10^15 reads as written
    x = float(x)
    if x == int(x) and abs(x) < 1e15:
        return f"{int(x):,}"
    if 1e-7 <= abs(x) < 1e15:
        return f"{x:.10f}".rstrip("0").rstrip(".")
    return sci_text(x)


def parse_number(text, *, integer: bool = False, lo=None, hi=None, lo_inclusive: bool = True,
                 hi_inclusive: bool = True, currency: bool = False, what: str = ""):
    """``text`` as a finite float (or exact int with ``integer``) within [lo, hi]; NumberError otherwise.
    ``what`` names the value in a range message ("α must be greater than 0 …"; unnamed: "must be …").

    Accepts what people write: spaces around, '1e3', '12.0' for a whole number, and with ``currency``
    one leading or trailing currency sign ($ € £ ¥). Refuses, with advice: decimal commas, thousands
    separators, '_', currency signs where no money is meant, NaN, infinities and numbers nearer 0 than 10^-300
    (subnormal floats). Integers are exact at any size (checked against the range before any conversion), so
    1e30 is never read as 10^30 + 19884….
    """
    if isinstance(text, bool):
        raise NumberError(message("{text!r} is not a number", text=text), "not a number")
    if isinstance(text, (int, float)):
        s = repr(text)
    else:
        s = str(text).strip()
    shown = s if len(s) <= 40 else s[:37] + "…"
    if not s:
        raise NumberError(message("no number was given (the field is empty)"), "empty")
    body = s
    if currency:
        if body[0] in CURRENCY_SIGNS:
            body = body[1:].strip()
        elif body[-1] in CURRENCY_SIGNS:
            body = body[:-1].strip()
    if "_" in body or not re.fullmatch(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?|[+-]?(inf|infinity|nan)", body,
                                       flags=re.IGNORECASE):
        advice = _advice(body)
        raise NumberError(message("{shown!r} is not a number{advice}", shown=shown, advice=advice), "not a number",
                          advice)
    try:
        exact = Decimal(body)
    except InvalidOperation:
        raise NumberError(message("{text!r} is not a number", text=shown), "not a number") from None
    if not exact.is_finite():
        raise NumberError(message("{shown!r} is not a finite number", shown=shown), "not a number")
    if exact != 0 and not -400 < exact.adjusted() < 400:  # beyond any float; int(1e999999999) would hang
        if exact.adjusted() > 0:
            raise NumberError(message("{shown!r} is too large a number", shown=shown), "too large")
        raise NumberError(message("{shown!r} is too small a number", shown=shown), "too small")
    outside = (lo is not None and (exact < Decimal(repr(lo)) if lo_inclusive else exact <= Decimal(repr(lo)))
               or hi is not None and (exact > Decimal(repr(hi)) if hi_inclusive else exact >= Decimal(repr(hi))))
    if outside:  # the range in words only for a refusal: three sentences per accepted cell were 80% of a CSV read
        bounds, what = describe_range(lo, hi, lo_inclusive, hi_inclusive), translated(what)
        raise NumberError(message("{what} must be {bounds}, not {shown}", what=what, bounds=bounds, shown=shown)
                          if what else message("must be {bounds}, not {shown}", bounds=bounds, shown=shown), "outside")
    if integer:
        if exact != exact.to_integral_value():
            raise NumberError(message("{shown!r} is not a whole number", shown=shown), "not whole")
        return int(exact)
    value = float(exact)
    if not math.isfinite(value):
        raise NumberError(message("{shown!r} is too large a number", shown=shown), "too large")
    if exact != 0 and abs(exact) < SMALLEST:  # subnormal floats (5e-324) lose their digits and overflow 1/x
        raise NumberError(message("{shown!r} is too small a number (below 10^-300)", shown=shown), "too small")
    return value


def parse_epsilon(text) -> float:
    """ε as accepted everywhere: a number from EPSILON_MIN to EPSILON_MAX."""
    return parse_number(text, lo=EPSILON_MIN, hi=EPSILON_MAX, what="ε")


def sci_text(x: float, digits: int = 2) -> str:
    """x as 'm × 10^k' with ``digits`` significant digits (plain text, no 'e+')."""
    if x == 0 or not math.isfinite(x):
        return f"{x:g}"
    mantissa, exponent = f"{x:.{digits - 1}e}".split("e")  # Python's own rounding: no 10^k to divide by,
    return f"{mantissa} × 10^{int(exponent)}"  # which is 0.0 below 10^-323 (5e-324 has k = -324)


def factor_text(log_factor: float) -> str:
    """e^x for a person, computed from x (never overflows): '2.72', '22,026', '4.9 × 10^8',
    'more than 10^300'."""
    x = float(log_factor)
    if math.isnan(x):
        return "unknown"
    log10 = x / math.log(10)
    if log10 > MAX_FACTOR_DIGITS:
        return f"more than 10^{MAX_FACTOR_DIGITS}"
    if log10 < 6:
        v = math.exp(x)
        return f"{v:.3g}" if v < 1000 else f"{round(v):,}"
    return power_of_ten_text(log10)


def power_of_ten_text(log10: float) -> str:
    """10^log10 as 'm.m × 10^k' from its base-10 logarithm (no float overflow, whatever log10)."""
    k = math.floor(log10)
    m = 10 ** (log10 - k)
    if round(m, 1) >= 10:
        m, k = m / 10, k + 1
    return f"{m:.1f} × 10^{k}"


def count_text(k: int) -> str:
    """A count for people: '10,000', '1.0 × 10^30', 'about 10^400' (past any float)."""
    if k < 10**15:
        return f"{k:,}"
    if k < 10**300:
        return sci_text(float(k))
    return f"about 10^{len(str(int(k))) - 1}"
