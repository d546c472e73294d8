"""The Gallery's inputs: each instance's typed fields with their defaults and how each box reads its text (every
number through core.numbers.parse_number, with its allowed range, so a refusal at the box says the range in words),
and the ε slider's log scale."""
from __future__ import annotations


from ...scenarios.gallery import gallery
from ...core.numbers import parse_number
from ..widgets.log_scale import LogScale
from ..widgets.number_field import NumberField, NumberListField
from ...core.problem import ProblemError
from ...scenarios.gallery.k_subset import MAX_CATEGORIES as MAX_SUBSET_CATEGORIES
from ...scenarios.gallery.universality import MAX_COUNT
from ...core.translatable import message, translatable

SLIDER_STEPS = 400  # ε from 10^-2 to 10^2 on a log scale

# instance key → (list title, [(field, label, default text, tooltip)])
INPUTS = {
    "laplace": (translatable("Laplace mechanism"), [
        ("f", translatable("f(D), the true answer"), "0.4", translatable("The query's exact answer on the data")),
        ("lo", translatable("lowest answer"), "0", translatable("The range the answer may be released in")),
        ("hi", translatable("highest answer"), "1", ""),
        ("step", translatable("grid step"), "0.01", translatable("The released answer is one of lo, lo + step, …, hi")),
        ("delta", translatable("sensitivity Δ"), "0.1", translatable("How far one person can move f(D)"))]),
    "discrete-laplace": (translatable("Discrete Laplace (whole numbers)"), [
        ("f", translatable("f(D), a whole number"), "10", translatable("A count, say")),
        ("lo", translatable("lowest answer"), "0", ""), ("hi", translatable("highest answer"), "30", ""),
        ("delta", translatable("sensitivity Δ"), "1",
         translatable("How far one person can move the count (ℓ1, over all d coordinates)")),
        ("d", translatable("dimensions d"), "1",
         translatable("f(D) has d coordinates, each the f(D) above; the plot shows one coordinate"))]),
    "randomized-response": (translatable("Randomized response (k answers)"), [
        ("k", translatable("answers k"), "4", translatable("How many answers the question has")),
        ("x", translatable("the person's answer"), "2", translatable("Which answer (1 to k) is the truth"))]),
    "rappor": (translatable("RAPPOR (d bits)"), [
        ("bits", translatable("the person's bits"), "1011", translatable("A string of 0s and 1s, up to 64 bits"))]),
    "quantile": (translatable("Private median / quantile"), [
        ("values", translatable("the data"), "1.8, 2.4, 2.75, 3.1, 3.3, 3.95, 4.6, 5.2, 8.9",
         # (German: "with a decimal comma, separated by semicolons or spaces", as NumberListField reads it there)
         translatable("Numbers with a decimal point, separated by commas or spaces")),
        ("q", translatable("quantile q"), "0.5", translatable("0.5 is the median, 0.25 the lower quartile")),
        ("lo", translatable("grid from"), "0", translatable("The grid is fixed in advance, never taken from the data")),
        ("hi", translatable("grid to"), "10", ""), ("step", translatable("grid step"), "0.1", "")]),
    "universality": (translatable("Universality: any ε-DP mechanism"), [
        ("data", translatable("the data D"), "1",
         translatable("Randomized response: the person's bit, 0 or 1; truncated geometric: the count, 0 to N; your "
                      "table: the row, 1, 2, …")),
        ("top", translatable("largest count N"), "5",
         translatable("The truncated geometric mechanism releases a count from 0 to N")),
        ("table", translatable("your table"), "0.6 0.3 0.1; 0.3 0.4 0.3; 0.1 0.3 0.6",
         translatable("The mechanism's chances P[M(D) = r]: one row per dataset (rows separated by ';', next rows "
                      "are neighbours), one chance per output"))]),
    "k-subset": (translatable("k-subset mechanism (report k of d)"), [
        ("categories", translatable("categories d"), "6", translatable("How many categories a person may hold")),
        ("size", translatable("subset size k"), "2",
         translatable("Each person reports k of the d categories (k = 1 is randomized response)")),
        ("item", translatable("the person's category"), "1", translatable("Which category (1 to d) the person holds")),
        ("reports", translatable("reports n"), "1000",
         translatable("How many people report: the estimator's variance falls as 1/n"))]),
}


WHOLE_NUMBERS = ("discrete-laplace", "randomized-response", "universality", "k-subset")  # instances whose fields are whole numbers
SIZES = ("step", "delta")  # fields above 0 (a Δ of whole numbers: at least 1)


def field_box(key: str, name: str, label: str, default: str, tip: str) -> NumberField:
    """Instance ``key``'s box ``name``, red with the range in words when refused; the data's box reads a list of
    numbers in the language's way (NumberListField)."""
    kind = NumberListField if name == "values" else NumberField
    return kind(default, field_reader(key, name, label), tip or label, label=label)


def field_reader(key: str, name: str, label: str):
    """How instance ``key``'s box ``name`` reads its text: the value, or NumberError/ProblemError naming the box
    and its range (positions and sizes within ±10^12, as scenarios.gallery.gallery's grids allow)."""
    if name == "values":
        return read_numbers
    if name == "bits":
        return read_bits
    if name == "table":
        return read_table
    whole = key in WHOLE_NUMBERS
    limits = {"q": dict(lo=0, hi=1), "k": dict(lo=2, hi=gallery.MAX_CATEGORIES), "x": dict(lo=1), "data": dict(lo=0),
              "top": dict(lo=1, hi=MAX_COUNT), "categories": dict(lo=2, hi=MAX_SUBSET_CATEGORIES),
              "size": dict(lo=1, hi=MAX_SUBSET_CATEGORIES - 1), "item": dict(lo=1), "reports": dict(lo=1, hi=1e12),
              "d": dict(lo=1, hi=64)}.get(
        name, dict(lo=-gallery.GRID_LIMIT, hi=gallery.GRID_LIMIT))
    if name in SIZES:
        limits = dict(limits, lo=1) if whole else dict(limits, lo=0, lo_inclusive=False)
    what = {translatable("grid from"): "the grid's start", translatable("grid to"): "the grid's end"}.get(label, label)
    return lambda text: parse_number(text, integer=whole, what=what, **limits)


def read_epsilon(text: str) -> float:
    return parse_number(text, lo=0, hi=1e4, lo_inclusive=False, what="ε")


def read_bits(text: str) -> list[int]:
    bits = text.strip()
    if not bits or set(bits) - {"0", "1"}:
        raise ProblemError(message("the bits must be a string of 0s and 1s, such as 1011"))
    return [int(b) for b in bits]


CLASSIC_NAMES = {"laplace": "Laplace mechanism", "discrete-laplace": "discrete Laplace",
                 "randomized-response": "randomized response", "rappor": "RAPPOR",
                 "quantile": "Smith's private quantile", "universality": "the mechanism's own chances",
                 "k-subset": "the k-subset mechanism"}


EPSILON_SCALE = LogScale(0.01, 100.0, SLIDER_STEPS)
slider_epsilon, epsilon_slider_value = EPSILON_SCALE.value, EPSILON_SCALE.position


def read_numbers(text: str) -> list[float]:
    parts = [p for p in text.replace(";", " ").replace(",", " ").split() if p]
    if not parts:
        raise ProblemError(message("the data needs at least one number"))
    return [parse_number(p, what="a data value") for p in parts]


def read_table(text: str) -> list[list[float]]:
    """Rows separated by ';' (or new lines), chances by commas or spaces: a mechanism's table P[M(D) = r]."""
    rows = [r for r in text.replace("\n", ";").split(";") if r.strip()]
    if len(rows) < 2:
        raise ProblemError(message("the table needs at least two rows separated by ';', one per dataset"))
    return [[parse_number(p, lo=0, hi=1, what="a chance") for p in r.replace(",", " ").split()] for r in rows]
