"""One parser for every typed number, one overflow-safe formatter for factors e^x."""
import math

import pytest

from expmech_gui.core.numbers import (EPSILON_MAX, EPSILON_MIN, NumberError, factor_text, parse_epsilon,
                                      parse_number, sci_text)


@pytest.mark.parametrize("text, advice", [
    ("0,5", "use a decimal point"), ("1,000", "thousands separators"), ("1,234,567", "thousands separators"),
    ("1_000", "without separators"), ("€1.50", "currency sign"), ("50%", "plain number"),
    ("nan", "finite"), ("-inf", "finite"), ("", "empty"), ("²", "not a number"), ("1e400", "too large"),
    ("1e999999999", "too large"), ("1e-999999999", "too small"),
])
def test_refusals_say_how_to_fix(text, advice):
    with pytest.raises(NumberError, match=advice):
        parse_number(text)


def test_currency_signs_accepted_alike_where_money_is_meant():
    for text in ("$1.50", "€1.50", "£1.50", "¥1.50", "1.50 €", " $ 1.50 "):
        assert parse_number(text, currency=True) == 1.5


def test_integers_are_exact_and_ranges_print_the_text_as_typed():
    assert parse_number("12.0", integer=True) == 12
    assert parse_number(str(2**70), integer=True) == 2**70
    with pytest.raises(NumberError, match=r"at most 1,000,000,000, not 1e30$"):
        parse_number("1e30", integer=True, lo=0, hi=10**9)
    with pytest.raises(NumberError, match="whole number"):
        parse_number("2.5", integer=True)


def test_epsilon_range_is_stated_in_words():
    assert parse_epsilon("1e-6") == EPSILON_MIN and parse_epsilon("10000") == EPSILON_MAX
    for bad in ("0", "1e-7", "10001", "1e300"):
        with pytest.raises(NumberError, match=r"at least 0\.000001 and at most 10,000"):
            parse_epsilon(bad)


@pytest.mark.parametrize("x, text", [(0, "1"), (1, "2.72"), (10, "22,026"), (20, "4.9 × 10^8"),
                                     (709.8, "more than 10^300"), (1e300, "more than 10^300"),
                                     (math.log(10) * 299.99, "9.8 × 10^299")])
def test_factor_text_never_overflows(x, text):
    assert factor_text(x) == text


def test_sci_text_rounds_into_the_next_decade():
    assert sci_text(9.99e5) == "1.0 × 10^6"


def test_a_power_of_ten_limit_reads_as_written():
    with pytest.raises(NumberError, match=r"at most 10\^15, not 1e16$"):
        parse_number("1e16", integer=True, lo=0, hi=10**15)
