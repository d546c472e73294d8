"""Numbers in a locale's separators both ways (core.number_locale, issue 35 §3): what the formatter writes,
shown as German writes it, reads back to the same number."""
import numpy as np
import pytest

from expmech_gui.core import formatting
from expmech_gui.core.number_locale import localized, localized_message, localized_number
from expmech_gui.core.number_reading import parse_localized
from expmech_gui.core.numbers import NumberError


@pytest.mark.parametrize("english, german", [
    ("1,234.5", "1.234,5"), ("−$37.37", "−$37,37"), ("$1,234.50", "$1.234,50"), ("1 in 4,700", "1 in 4.700"),
    ("about 1.6 million times", "about 1,6 million times"), ("41.45 ± 0.02", "41,45 ± 0,02"),
    ("A, B or C (tied)", "A, B or C (tied)"), ("ln(n)/(n·ε) at ε = 0.5", "ln(n)/(n·ε) at ε = 0,5"),
    ("<span style='color: rgb(31,119,180)'>$3.01</span>", "<span style='color: rgb(31,119,180)'>$3,01</span>"),
    # digits that are no number as English writes one keep their separators, as does a theorem's number
    ("Conjunctions over {0,1}^d", "Conjunctions over {0,1}^d"), ("e.g. 1,0,1", "e.g. 1,0,1"),
    ("such as 37,1 or 0110,0", "such as 37,1 or 0110,0"), ("version 1.2.3", "version 1.2.3"),
    ("Dwork & Roth 2014, Theorem 3.16; Claim 3.9", "Dwork & Roth 2014, Theorem 3.16; Claim 3.9"),
    ("0,5 statt 50 %", "0,5 statt 50 %"),  # already German: localized once only
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


def test_the_refusal_of_a_number_in_the_other_locale_is_said_in_the_language_in_use():
    from expmech_gui.cli.catalogue import use_catalogue
    from expmech_gui.core.translatable import use_language

    use_catalogue("de")
    try:
        with pytest.raises(NumberError) as refused:
            parse_localized("1,234.5", "de")
    finally:
        use_language()
    assert str(refused.value) == ("'1,234.5' ist in der Schreibweise von de keine Zahl (Tausender durch '.' gruppiert, "
                                  "Dezimalzeichen ',', z. B. 1.234,5)")
    with pytest.raises(NumberError) as refused:
        parse_localized("1.234,5", "en")
    assert str(refused.value) == ("'1.234,5' is not a number as en writes them (thousands grouped by ',', "
                                  "decimal sign '.', e.g. 1,234.5)")


@pytest.mark.parametrize("call, english, german", [
    (lambda: formatting.probability(1 / 4700), "1 in 4,700", "1 von 4.700"),
    (lambda: formatting.probability(1 / 3.1e6), "1 in 3.1 million", "1 von 3,1 Millionen"),
    (lambda: formatting.probability(1e-305), "less than 1 in 10^300", "weniger als 1 von 10^300"),
    (lambda: formatting.probability(1 - 7e-14), "more than 99.999%", "mehr als 99,999\u00a0%"),
    (lambda: formatting.factor(np.log(1.6e6)), "about 1.6 million times", "etwa 1,6 Millionen Mal"),
    (lambda: formatting.factor(np.log(4.9e12)), "about 4.9 trillion times", "etwa 4,9 Billionen Mal"),
    (lambda: formatting.factor(1.0), "2.72 times", "2,72 Mal"),
    (lambda: formatting.factor(1e4), "more than 10^300 times", "mehr als 10^300 Mal"),
    (lambda: formatting.factor(float("nan")), "an unknown number of times", "unbekannt oft"),
])
def test_the_formatters_words_in_german(call, english, german):
    """The words come from the catalogue of the language in use (cli.catalogue, as `expmech --locale de` installs
    it; the window installs Qt's lookup of the same catalogue), the separators from localized (once, where
    shown); English again when the language is put back."""
    from expmech_gui.core.translatable import use_language
    from expmech_gui.cli.catalogue import use_catalogue

    assert call() == english
    use_catalogue("de")
    try:
        assert localized(call(), "de") == german
    finally:
        use_language()
    assert call() == english


@pytest.mark.parametrize("stored", ["0.00333", "3.01", "1e-6", "1.5e-05", "-0.5", "1234.5", "12", "0.1"])
def test_a_stored_number_shown_in_german_reads_back_to_the_same_text(stored):
    """A box's or cell's number shown with a decimal comma ("0,00333") is read back by the typed-text reader to
    exactly the text that was stored, so the value, the session and the CSV do not change with the language."""
    from expmech_gui.core.decimal_comma import typed_text

    shown = localized_number(stored, "de")
    assert "." not in shown and typed_text(shown, True) == stored
    assert localized_number(stored, "en") == stored


def test_only_a_whole_number_is_shown_in_the_locales_separators():
    """A name with digits in it ("Room 1.5") or a refused entry keeps its point: it is not a number."""
    assert localized_number("Room 1.5", "de") == "Room 1.5" and localized_number("1.5 x", "de") == "1.5 x"
    assert localized_number("0.5", "de") == "0,5"


def test_a_message_keeps_a_file_s_path_or_name_and_a_quoted_name_as_they_are():
    """The status bar's words: a file named "data_1.5.csv" is never "data_1,5.csv"; the numbers around it are."""
    assert localized_message("Imported data_1.5.csv (1,234.5 votes)", "de") == "Imported data_1.5.csv (1.234,5 votes)"
    assert localized_message("Imported /tmp/run_1.5/data_1.5.csv", "de") == "Imported /tmp/run_1.5/data_1.5.csv"
    assert localized_message(r"Exported C:\runs\run_2.5.csv", "de") == r"Exported C:\runs\run_2.5.csv"
    assert localized_message("Loaded preset “Room 1.5”: ε = 0.5.", "de") == "Loaded preset “Room 1.5”: ε = 0,5."
    assert localized_message("Import failed: data_1.5.csv: row 3: 2.5 is too large.", "de") == \
        "Import failed: data_1.5.csv: row 3: 2,5 is too large."
    assert localized_message("Imported data_1.5.csv", "en") == "Imported data_1.5.csv"


@pytest.mark.parametrize("english, german", [
    ("37%", "37\u00a0%"), ("31.2% of 1,000", "31,2\u00a0% of 1.000"), ("a 95%-interval", "a 95\u00a0%-interval"),
    ("95-%-Intervall", "95-%-Intervall"), ("50 %", "50 %"), ('<td width="50%">8%</td>', '<td width="50%">8\u00a0%</td>'),
])
def test_a_percent_sign_after_a_number_is_spaced_in_german_only(english, german):
    """German writes "37 %" (DIN 5008), with a space that never breaks the line between number and sign; English
    writes "37%". Rich text's tags keep theirs; a sign already spaced, or after no number, is left as it is. Both
    read back to the same number."""
    assert localized(english, "de") == german
    assert localized(english, "en") == english
    if english == "37%":
        assert parse_localized(german, "de") == parse_localized(english, "en")
