"""Numbers in a locale's separators both ways (core.number_locale, issue 35 §3): what the formatter writes,
shown as German writes it, reads back to the same number."""
import numpy as np
import pytest

from expmech_gui.core import formatting
from expmech_gui.core.number_locale import localized, parse_localized
from expmech_gui.core.numbers import NumberError


@pytest.mark.parametrize("english, german", [
    ("1,234.5", "1.234,5"), ("−$37.37", "−$37,37"), ("$1,234.50", "$1.234,50"), ("1 in 4,700", "1 in 4.700"),
    ("about 1.6 million times", "about 1,6 million times"), ("41.45 ± 0.02", "41,45 ± 0,02"),
    ("A, B or C (tied)", "A, B or C (tied)"), ("ln(n)/(n·ε) at ε = 0.5", "ln(n)/(n·ε) at ε = 0,5"),
    ("<span style='color: rgb(31,119,180)'>$3.01</span>", "<span style='color: rgb(31,119,180)'>$3,01</span>"),
])
def test_german_separators(english, german):
    assert localized(english, "de") == german
    assert localized(english, "en") == english and localized(english, None) == english


def test_every_formatted_number_reads_back_in_german_as_in_english():
    rng = np.random.default_rng(35)
    values = np.concatenate([rng.lognormal(0, 6, 300), -rng.lognormal(0, 3, 50), [0.0, 1.0, 1234.5, 999_999.0]])
    for v in values:
        for text in (formatting.count(v), formatting.money(v), formatting.plain(v)):
            if "×" in text or "about" in text or "10^" in text:  # powers of ten and words are not one number
                continue
            assert parse_localized(localized(text, "de"), "de") == parse_localized(text, "en"), text


def test_a_number_in_the_other_locale_is_refused_with_a_sentence():
    with pytest.raises(NumberError, match="decimal sign ','"):
        parse_localized("1,234.5", "de")
    with pytest.raises(NumberError, match="1,234.5"):
        parse_localized("1.234,5", "en")
