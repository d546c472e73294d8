"""The one formatter for numbers people read (core.formatting): money, counts, probabilities, factors,
vacuous bounds, one minus sign, log-axis decades."""
import math

import pytest

from expmech_gui.core import formatting as f


@pytest.mark.parametrize("v, text", [
    (2.4, "$2.40"), (-37.37, "−$37.37"), (311.65, "$311.65"), (307.611, "$307.61"), (1.93165, "$1.93"),
    (0, "$0.00"), (0.0032, "$0.0032"), (1234567.891, "$1,234,567.89"), (-0.001, "−$0.0010"),
    (1e18, "$1.0 × 10^18"), (None, "—"), (float("nan"), "—"),
])
def test_money_is_written_to_the_cent_with_one_minus_sign(v, text):
    assert f.money(v) == text


@pytest.mark.parametrize("v, text", [
    (42, "42"), (42.0, "42"), (41.4526, "41.5"), (7.51035, "7.5"), (-3.5, "−3.5"), (1204.0, "1,204"),
    (-0.04, "−0.04"), (34.5622, "34.6"), (41.96, "41.96"), (41.999, "41.999"),
    (42.0000000001, "about 42"), (0.0, "0"),
])
def test_counts_are_whole_or_one_decimal(v, text):
    assert f.count(v) == text


def test_value_and_noun_follow_the_unit():
    assert f.value(2.4, "$") == "$2.40" and f.value(2.4, "") == "2.4"
    assert f.with_noun(7.51035, "", "likes") == "7.5 likes" and f.with_noun(311.65, "$", "revenue") == "$311.65"
    assert f.plus_minus(1.93165, 0.00985, "$") == "$1.93 ± $0.01"
    assert f.plus_minus(41.3731, 0.169) == "41.4 ± 0.2"
    assert f.plus_minus(-2.0, 0.25) == "−2.0 ± 0.2" or f.plus_minus(-2.0, 0.25) == "−2.0 ± 0.3"
    assert f.plus_minus(40.99, 0.0213) == "40.99 ± 0.02"  # the half-width never rounds to 0.0
    assert f.plus_minus(307.5812, 0.0004, "$") == "$307.5812 ± $0.0004"


@pytest.mark.parametrize("p, text", [
    (0.8213, "82%"), (0.0523, "5.2%"), (0.367879, "37%"), (0.01, "1%"), (0.0099, "1 in 100"),
    (0.0002134, "1 in 4,700"), (3.204e-6, "1 in 310,000"), (2e-7, "1 in 5.0 million"),
    (1e-9, "1 in 1.0 billion"), (0.9997, "99.97%"), (0.99997, "99.997%"),
    (0.99999999, "more than 99.999%"), (1 - 7e-14, "more than 99.999%"), (0.0, "0%"), (1.0, "100%"),
    (1e-301, "less than 1 in 10^300"), (None, "—"),
])
def test_probabilities_are_percentages_or_odds(p, text):
    assert f.probability(p) == text


def test_a_probability_below_one_never_reads_100_percent():
    for q in (1e-3, 1e-5, 1e-9, 1e-12):
        assert f.probability(1 - q) != "100%"


@pytest.mark.parametrize("x, text", [
    (0.1, "1.11 times"), (1.0, "2.72 times"), (math.log(349_000), "about 350,000 times"),
    (22.0, "about 3.6 billion times"), (1e300, "more than 10^300 times"), (800.0, "more than 10^300 times"),
    (1e-6, "1.000001 times"), (0.001, "1.001 times"),
])
def test_factors_are_in_words_and_never_overflow(x, text):
    assert f.factor(x) == text


def test_a_vacuous_bound_says_so_instead_of_a_negative_revenue():
    assert f.bound(-37.37, "$", vacuous=True) == f.VACUOUS
    assert "−" not in f.bound(-37.37, "$", vacuous=True)
    assert f.bound(12.5, "$", vacuous=False) == "$12.50"


def test_one_minus_sign_everywhere():
    for text in (f.money(-1.5), f.count(-2), f.value(-3, "$"), f.plus_minus(-4.25, 0.5)):
        assert "-" not in text and "−" in text
    assert f.decade_label(1e-6) == "10⁻⁶"  # an axis' power: a raised exponent, its minus raised too


def test_log_axes_label_major_decades_only_unless_under_one_decade():
    assert f.log_decade_ticks(1, 201) == [1.0, 10.0, 100.0]
    assert f.log_decade_ticks(0.03, 0.09) is None  # under one decade: the axis chooses
    ticks = f.log_decade_ticks(1e-6, 1e8)
    assert len(ticks) <= 8 and all(math.log10(t).is_integer() for t in ticks)
    assert [f.decade_label(v) for v in (1e-4, 0.01, 1, 1000, 1e6)] == ["0.0001", "0.01", "1", "1,000", "10⁶"]


@pytest.mark.parametrize("x, text", [
    (1.0, "1"), (0.5, "0.5"), (1e-6, "0.000001"), (10_000.0, "10,000"), (0.012345, "0.01235"), (2.0 / 3, "0.6667"),
    (1e-12, "1.0 × 10^−12"), (-0.25, "−0.25"), (float("inf"), "∞"), (0.0, "0"),
])
def test_parameters_are_written_as_a_person_writes_them(x, text):
    assert f.plain(x) == text


def test_a_setting_is_written_as_a_person_types_it():
    """Boxes show 1e-6, not Python's 1e-06 (PMW's δ box beside "1 in 1.0 million"), and read back exactly."""
    from expmech_gui.core.numbers import parse_number

    for x, text in ((1e-6, "1e-6"), (0.01, "0.01"), (1.0, "1"), (1e6, "1e6"), (0.25, "0.25"), (3.01, "3.01")):
        assert f.typed(x) == text and parse_number(f.typed(x)) == x


def test_delta_is_written_one_way_in_every_sentence():
    """Top-k's privacy paragraph wrote δ as 1e-6 and as 1e-06; every sentence now writes it as the ledger does."""
    for x, text in ((1e-6, "10⁻⁶"), (1e-10, "10⁻¹⁰"), (1e-3, "10⁻³"), (2e-6, "0.000002"), (0.05, "0.05"),
                    (0.01, "0.01"), (0.0, "0"), (1.2345e-6, "0.000001234")):
        assert f.delta_words(x) == text
    assert f.delta_words(1.2345e-6, 2) == "0.0000012"


def test_tied_best_candidates_are_said_as_a_tie():
    """Learning's summary showed 'x ≥ 38, x ≥ 39', which reads as one rule."""
    assert f.tied(["Ms Okafor"]) == "Ms Okafor"
    assert f.tied(["x ≥ 38", "x ≥ 39"]) == "x ≥ 38 or x ≥ 39 (tied)"
    assert f.tied(["A", "B", "C"]) == "A, B or C (tied)"
    assert f.tied(["A", "B", "C"], 1234) == "A, B, C and 1,234 more (tied)"


def test_a_subnormal_numpy_value_is_written_without_a_warning():
    """Hypothesis found Valuations([5e-324]): numpy's round overflowed 5e-324·10^325 to NaN (a RuntimeWarning, an
    error under the suite's warnings-as-errors) in the most-exposed search's description."""
    import warnings

    import numpy as np

    from expmech_gui.core import formatting

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert formatting.money(np.float64(5e-324)).startswith("$0.0")
        assert formatting.sig(np.float64(2.5)) == "2.5"
