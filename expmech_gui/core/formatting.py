"""Every number a person reads — summary, legends, axes, bill, report, CLI sentences — written by one module.

Rules (for people, not for machines; the JSON and CSV outputs keep full precision):
- one minus sign, U+2212 ("−$37.37", "−3.5"), never "$-37.37";
- money to the cent ("$2.40", "$311.65"); below a cent, two significant digits ("$0.0032");
- counts (votes, likes) whole when whole, else one decimal ("42", "41.5 votes");
- probabilities as percentages ("82%", "5.2%") down to 1%, then as odds ("1 in 4,700", "1 in 3.1 million");
- large factors in words ("2.72 times", "about 350,000 times", "about 4.9 billion times"), computed from the
  logarithm so nothing overflows;
- a bound that says nothing says so in words (VACUOUS) instead of printing a negative revenue.

The words around the numbers ("1 in 4,700", "about 1.6 million times", "less than 1 in 10^300") are templates in
the language in use (core.translatable.words: German "1 von 4,700", "etwa 1.6 Millionen Mal" when the window or
`expmech --locale de` chose German; English otherwise); the separators stay English here and become the
language's where the text is shown (core.number_locale.localized), so that a text is localized exactly once.
"""
from __future__ import annotations

import math

from .numbers import power_of_ten_text, sci_text
from .translatable import fill, translatable, translated, words

MINUS = "\u2212"
VACUOUS = translatable("no guarantee at this n and ε")  # shown through translated()/tr() where it is said
# what "one person's change" means under each neighbour notion: every sentence stating a bound names it
NEIGHBOUR_CHANGE = {"add-remove": translatable("adding or removing one person"),
                    "replace": translatable("replacing one person's data")}
# the large numbers' words, each a template (a US trillion is a German Billion: the catalogue says so)
_LARGE_WORDS = ((12, translatable("{mantissa} trillion")), (9, translatable("{mantissa} billion")),
                (6, translatable("{mantissa} million")))
MAX_WORD_DIGITS = 15  # beyond 10^15 a number is written as a power of ten: "10^42"


def _missing(v) -> bool:
    return v is None or (isinstance(v, float) and math.isnan(v))


def _sign(v: float) -> str:
    return MINUS if v < 0 else ""


def sig(x: float, digits: int = 2) -> str:
    """``x`` (≥ 0) to ``digits`` significant digits, with thousands separators, no exponent below 10^15."""
    if x == 0:
        return "0"
    x = float(x)  # Python's round is exact at any digits; numpy's overflows 5e-324·10^325 (NaN, and a warning)
    k = math.floor(math.log10(x))
    rounded = round(x, digits - 1 - k)
    if rounded >= 10 ** (k + 1):
        k += 1
    decimals = max(0, digits - 1 - k)
    return f"{rounded:,.{decimals}f}"


def _beyond_digits(v: float | None, prefix: str = "") -> str | None:
    """What money and counts write alike: '—' for a missing value, ∞, and powers of ten past 10^15."""
    if _missing(v):
        return "—"
    if math.isinf(v):
        return f"{_sign(v)}{prefix}∞"
    if abs(v) >= 10**MAX_WORD_DIGITS:
        return f"{_sign(v)}{prefix}{sci_text(abs(v))}"
    return None


def money(v: float | None) -> str:
    """'$2.40', '−$37.37', '$1,234.50'; under a cent: '$0.0032'; past 10^15: '$1.2 × 10^18'."""
    edge = _beyond_digits(v, "$")
    if edge is not None:
        return edge
    a = abs(v)
    if a != 0 and a < 0.005:
        return f"{_sign(v)}${sig(a)}"
    text = f"{a:,.2f}"
    return f"{_sign(v) if text.strip('0.,') else ''}${text}"


def count(v: float | None) -> str:
    """A count or a mean of counts: '42', '1,204', '41.5', '−3.5'; whole numbers without decimals; a fraction below
    1 (a normalised count: the share of people a query counts) to 3 significant digits, '−0.133'."""
    edge = _beyond_digits(v)
    if edge is not None:
        return edge
    a = abs(v)
    if 0 < a < 1:
        text = sig(a, 3)
        text = text.rstrip("0").rstrip(".") if "." in text else text
        return _sign(v) + text
    text = f"{a:,.0f}" if float(a).is_integer() else f"{a:,.1f}"
    if text.endswith(".0") and not float(a).is_integer():  # 41.96 is not 42: keep the digits that say so
        d = next((d for d in range(2, 7) if round(a, d) != round(a)), None)
        if d is None:
            return words("about {count}", count=f"{_sign(v) if round(a) else ''}{round(a):,}")
        text = f"{a:,.{d}f}".rstrip("0")
    if not text.strip("0.,"):
        return "0"
    return _sign(v) + text


def exact_count(n: int) -> str:
    """Every digit of a whole count, '9,007,199,254,741,001': the simulated trials are counted exactly (Python
    ints), and the summary says them so, past 10^15 too."""
    return f"{int(n):,}"


def value(v: float | None, unit: str = "") -> str:
    """A score or candidate value in its unit: money for '$', a count otherwise."""
    return money(v) if unit == "$" else count(v)


def with_noun(v: float | None, unit: str, noun: str) -> str:
    """'$311.65' for money, '41.5 votes' for counts (the noun after the number)."""
    return value(v, unit) if unit == "$" else f"{count(v)} {noun}"


def score_words(v: float | None, unit: str, noun: str, cost: str = "") -> str:
    """A score in words: '$311.65', '41.5 votes', or, for a score that is minus a cost, the cost: '8 mistakes'
    for the score −8."""
    if cost and not _missing(v):
        return f"{count(-float(v))} {cost}"
    return with_noun(v, unit, noun)


def plus_minus(mean: float | None, half: float | None, unit: str = "") -> str:
    """A mean with its 95% half-width, both to the decimals of the half-width's first digit (at least one
    decimal for counts, cents for money): '$1.93 ± $0.01', '41.4 ± 0.2', '40.99 ± 0.02'."""
    if _missing(mean):
        return "—"
    if half is None or _missing(half) or math.isinf(half):
        return value(mean, unit)
    half = abs(float(half))
    if float(mean).is_integer() and half.is_integer() and unit != "$":
        return f"{count(mean)} ± {count(half)}"
    decimals = _interval_decimals(half, unit)
    return f"{_to_decimals(mean, decimals, unit)} ± {_to_decimals(half, decimals, unit)}"


def _interval_decimals(half: float, unit: str) -> int:
    """The decimals of a 95% half-width's first digit (at least one for counts, two for money; at most 8)."""
    first = math.floor(math.log10(float(f"{half:.1g}"))) if half > 0 else -2  # 0.00985 reads 0.01
    return min(8, max(2 if unit == "$" else 1, -first))


def _to_decimals(v: float, decimals: int, unit: str) -> str:
    sign = _sign(v) if round(abs(v), decimals) else ""
    return f"{sign}{'$' if unit == '$' else ''}{abs(v):,.{decimals}f}"


def to_interval_precision(v: float | None, mean: float | None, half: float | None, unit: str = "") -> str:
    """An exact value written to the precision ``plus_minus(mean, half)`` gives the simulated mean beside it, so
    that the two can be compared digit by digit ('41.4526' beside '41.4523 ± 0.0004'); ``value(v)`` when there is
    no interval (or when plus_minus writes whole counts)."""
    edge = _beyond_digits(v, "$" if unit == "$" else "")
    if edge is not None or _missing(mean) or half is None or _missing(half) or math.isinf(half):
        return edge or value(v, unit)
    half = abs(float(half))
    if float(mean).is_integer() and half.is_integer() and unit != "$":
        return value(v, unit)
    return _to_decimals(float(v), _interval_decimals(half, unit), unit)


def _said(template: str, locale: str | None, **fields) -> str:
    """The words of ``template`` in the language in use (core.translatable.words), or in English when ``locale`` is
    "en" (a caller that writes for a machine or a file asks for English whatever the window's language)."""
    return fill(template, fields) if locale == "en" else words(template, **fields)


def large_number(x: float, locale: str | None = None) -> str:
    """A positive number for people: '7.4', '350,000', '3.5 million', '4.9 billion', '2.0 × 10^18' (the word in
    the language in use: '3.5 Millionen'; see ``_said`` for ``locale``)."""
    if x < 1000:
        return sig(x, 3) if x < 100 else f"{round(x):,}"
    if x < 1e6:
        return sig(x, 2)
    if x < 10.0**MAX_WORD_DIGITS:
        for digits, word in reversed(_LARGE_WORDS):  # million first; "1,000 million" moves up a word
            mantissa = float(sig(x / 10.0**digits, 2).replace(",", ""))
            if mantissa < 1000:
                return _said(word, locale, mantissa=sig(x / 10.0**digits, 2))
    return sci_text(x)


NEAR_CERTAIN_DECIMALS = 3  # a chance near 1 to at most this many decimals: '99.997%', else 'more than 99.999%'


def probability(p: float | None, locale: str | None = None) -> str:
    """'82%', '5.2%', '1 in 4,700', '1 in 3.1 million', 'less than 1 in 10^300'; '0%' and '100%' only
    when exact; near 1 as many nines as it takes ('99.97%'), up to NEAR_CERTAIN_DECIMALS, then 'more than
    99.999%' (Top-k's summary read '99.99999999993%'). German words: '1 von 4,700' (module docstring)."""
    if _missing(p):
        return "—"
    if p <= 0:
        return "0%"
    if p >= 1:
        return "100%"
    if p >= 0.01:
        q = 1.0 - p
        if q < 0.005:  # would round to 100%: keep enough nines to show it is not certain
            decimals = max(1, math.ceil(-math.log10(100 * q)))
            if decimals > NEAR_CERTAIN_DECIMALS:
                return _said(translatable("more than {percent}"), locale,
                             percent=f"{100 - 10.0 ** -NEAR_CERTAIN_DECIMALS:.{NEAR_CERTAIN_DECIMALS}f}%")
            return f"{100 * p:.{decimals}f}%"
        return f"{100 * p:.0f}%" if p >= 0.1 else f"{100 * p:.2g}%"
    odds = 1.0 / p
    if odds >= 10.0**300:
        return _said(translatable("less than 1 in {odds}"), locale, odds="10^300")
    return _said(translatable("1 in {odds}"), locale, odds=large_number(odds, locale) if odds >= 1e6 else sig(odds, 2))


def percent(rate: float | None, digits: int = 3) -> str:
    """A rate (an error rate, a share) as a percentage with ``digits`` significant digits: '12.2%', '0.5%',
    '100%'; 'unknown' for None. Unlike ``probability`` it keeps the digits a rate comparison needs."""
    if _missing(rate):
        return words("unknown")
    return plain(100.0 * float(rate), digits) + "%"


def percent_ticks(values, spacing: float) -> list[str]:
    """A probability axis' tick labels in percent, all to the decimals of the tick step (more if two would read
    alike): step 0.05 → '0%', '5%', '10%'; step 0.0005 → '0.30%', '0.35%', '0.40%' (the axis read 0.0035 where
    the summary said 0.35%)."""
    step = abs(float(spacing)) * 100.0
    decimals = max(0, math.ceil(-math.log10(step) - 1e-9)) if step > 0 else 0
    texts: list[str] = []
    for d in range(min(decimals, 8), 9):
        texts = [_sign(v) * (round(abs(100.0 * v), d) > 0) + f"{abs(100.0 * v):,.{d}f}%" for v in values]
        if len(set(texts)) == len(texts):
            break
    return texts


def factor(log_factor: float, locale: str | None = None) -> str:
    """e^x in words, from x (never overflows): '1.11 times', '2.72 times', 'about 22,000 times',
    'about 3.5 million times', 'more than 10^300 times'; German words: 'etwa 3.5 Millionen Mal'."""
    x = float(log_factor)
    if math.isnan(x):
        return _said(translatable("an unknown number of times"), locale)
    log10 = x / math.log(10)
    if log10 > 300:
        return _said(translatable("more than {factor} times"), locale, factor="10^300")
    if 0 < x < 0.005:  # barely above one: as many decimals as it takes to differ from 1
        decimals = math.ceil(-math.log10(x)) + 1
        return _said(translatable("{factor} times"), locale, factor=f"{1 + x:.{decimals}f}".rstrip("0"))
    if log10 < 2:
        return _said(translatable("{factor} times"), locale, factor=f"{math.exp(x):.3g}")
    if log10 < MAX_WORD_DIGITS:
        return _said(translatable("about {factor} times"), locale, factor=large_number(math.exp(x), locale))
    return _said(translatable("about {factor} times"), locale, factor=power_of_ten_text(log10))


def plain(x: float, digits: int = 4) -> str:
    """A number without a unit (ε, δ, t, a privacy loss) as a person writes it: '1', '0.5', '0.000001',
    '10,000', '0.3882'; ``digits`` significant digits, no trailing zeros, no exponent between 10^-9 and 10^15."""
    if _missing(x):
        return "—"
    x = float(x)
    if x == 0:
        return "0"
    if math.isinf(x):
        return _sign(x) + "∞"
    a = abs(x)
    if not 1e-9 <= a < 10**MAX_WORD_DIGITS:
        return _sign(x) + sci_text(a).replace("-", MINUS)
    text = sig(a, digits)
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return _sign(x) + text


def tied(names: list[str], more: int = 0) -> str:
    """Best candidates that tie, said as such: 'x ≥ 38 or x ≥ 39 (tied)', 'A, B, C and 5 more (tied)'; one
    name alone as it is ('x ≥ 38, x ≥ 39' read like one rule)."""
    if more:
        return words("{names} and {more:,} more (tied)", names=", ".join(names), more=more)
    if len(names) < 2:
        return "".join(names)
    return words("{names} or {last} (tied)", names=", ".join(names[:-1]), last=names[-1])


def typed(x: float) -> str:
    """A setting's number as a person types it in its box, read back to the same value: 0.25, 1e-6, 1e6 (not
    Python's 1e-06 and 1e+06, which the δ box showed beside "1 in 1.0 million" in the words)."""
    text = f"{x:g}"
    mantissa, e, exponent = text.partition("e")
    return mantissa + e + str(int(exponent)) if e else text


def bound(v: float | None, unit: str, vacuous: bool) -> str:
    """A threshold or guarantee: the value, or VACUOUS when it says nothing (never a negative revenue)."""
    return translated(VACUOUS) if vacuous else value(v, unit)


def log_decade_ticks(lo: float, hi: float) -> list[float] | None:
    """Tick values for a logarithmic axis spanning [lo, hi] (> 0): the powers of ten inside it when the
    range covers at least one decade; None (let the axis choose) when it is under one decade."""
    if not (lo > 0 and hi > lo) or not (math.isfinite(lo) and math.isfinite(hi)):
        return None
    first, last = math.ceil(math.log10(lo) - 1e-9), math.floor(math.log10(hi) + 1e-9)
    if last - first < 1:
        return None
    step = max(1, math.ceil((last - first + 1) / 8))  # at most about 8 labels
    return [10.0**k for k in range(first, last + 1, step)]


SUPERSCRIPT = str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹")


def decade_label(v: float) -> str:
    """A decade tick's label: '0.0001', '0.01', '1', '1,000', '10⁶' (beyond 10^5 and below 10^-4 as powers,
    written with a raised exponent as on a printed axis; '10^-5' read like a formula)."""
    k = round(math.log10(v))
    if -4 <= k <= 5:
        return f"{10.0**k:,.{max(0, -k)}f}"
    return "10" + str(k).translate(SUPERSCRIPT)


def delta_words(delta: float, digits: int = 4) -> str:
    """δ as every sentence writes it (the ledger, the bill, Top-k, PMW, the risk view, the CLI): '10⁻⁶' for a
    power of ten below 0.01, else ``plain`` ('0.000002', '0.05'); never Python's '1e-06' or a box's '1e-6'."""
    if delta > 0:
        power = math.log10(delta)
        if abs(power - round(power)) < 1e-9 and power < -2:
            return "10" + str(round(power)).translate(SUPERSCRIPT)
    return plain(delta, digits)


def plural_noun(noun: str) -> str:
    """English plural of a noun the app names things with: query → queries, day → days, price → prices."""
    if not noun or noun.endswith("s"):
        return noun
    if noun.endswith("y") and noun[-2:-1] not in ("a", "e", "i", "o", "u"):
        return noun[:-1] + "ies"
    return noun + "s"
