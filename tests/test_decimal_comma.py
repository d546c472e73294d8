"""Decimal commas where they are the only reading (core.decimal_comma): typed in a decimal-comma locale, and in
CSV files and pasted rows separated by semicolons or tabs (German Excel), whatever the UI's language."""
import pytest

from expmech_gui.core.decimal_comma import comma_to_point, rows_with_points, typed_text
from expmech_gui.core.errors import DataError
from expmech_gui.core.numbers import NumberError, parse_number
from expmech_gui.io.csvio import parse_rows
from expmech_gui.scenarios.pricing.pricing import valuations_from_text
from expmech_gui.scenarios.framework.typed_tables import split_pasted


@pytest.mark.parametrize("text, plain", [("1,5", "1.5"), ("-0,25", "-0.25"), ("1.234,5", "1234.5"),
                                         ("12 345,75", "12345.75"), ("3,01 €", "3.01 €"), ("1,234", "1.234")])
def test_a_decimal_comma_reads_as_a_point(text, plain):
    assert comma_to_point(text) == plain


@pytest.mark.parametrize("text", ["1.5", "1,2,3", "1.23,4", "a,5", "1e3", ""])
def test_other_texts_are_not_decimal_comma_numbers(text):
    assert comma_to_point(text) is None


def test_typed_in_a_decimal_comma_locale():
    assert parse_number(typed_text("0,5", True)) == 0.5
    assert parse_number(typed_text("1.234,5", True)) == 1234.5
    assert parse_number(typed_text("1.5", True)) == 1.5  # no group has one digit: a decimal point
    with pytest.raises(NumberError, match="could be 1234 or 1,234"):
        typed_text("1.234", True)
    assert typed_text("1,5", False) == "1,5"  # a decimal-point locale: refused by the parser, with advice
    with pytest.raises(NumberError, match="decimal point"):
        parse_number(typed_text("1,5", False))


def test_a_german_excel_csv_imports_with_its_decimal_commas():
    text = "sep=;\nvaluation\n1,5\n2,25\n1.234,5\n"
    assert [cells for _, cells in parse_rows(text)] == [["valuation"], ["1.5"], ["2.25"], ["1234.5"]]
    german = "sep=;\nvaluation\n1,5\n2,25\n3\n"  # one column: Excel's sep= line says what separates
    assert list(valuations_from_text(german, "german.csv").values) == [1.5, 2.25, 3.0]
    with pytest.raises(DataError, match="decimal point"):  # without it "1,5" may be two cells: refused, advised
        valuations_from_text("valuation\n1,5\n2,25\n", "one-column.csv")
    votes = "candidate;votes\nAnna;3\nBen;4\n"  # whole numbers: unchanged
    assert [c for _, c in parse_rows(votes)] == [["candidate", "votes"], ["Anna", "3"], ["Ben", "4"]]


def test_comma_separated_files_keep_the_decimal_point_and_mixed_files_are_left_alone():
    assert [c for _, c in parse_rows("a,b\n1.5,2\n")] == [["a", "b"], ["1.5", "2"]]
    mixed = [(1, ["1,5"]), (2, ["2.25"])]
    assert rows_with_points(mixed, ";") == mixed  # two readings: each cell says why it is refused


def test_pasted_tab_separated_cells_from_a_german_spreadsheet():
    assert split_pasted("Anna\t1,5\nBen\t2,25", 2) == [["Anna", "1.5"], ["Ben", "2.25"]]


def test_an_english_thousand_is_never_read_as_one():
    assert rows_with_points([["Alice", "1,000"], ["Bob", "2"]], "\t") == [["Alice", "1,000"], ["Bob", "2"]]
    # beside an unmistakable decimal comma, the file is German: "1,000" is 1.000 there
    assert rows_with_points([["1,000"], ["2,5"]], ";") == [["1.000"], ["2.5"]]


def test_a_typed_list_with_decimal_commas_is_separated_by_semicolons_or_spaces():
    from expmech_gui.core.decimal_comma import list_shown, list_with_points

    assert list_with_points("1,8; 2,4  -3,75;4;", True) == "1.8, 2.4, -3.75, 4"
    assert list_with_points("1,8, 2,4", False) == "1,8, 2,4"  # a decimal-point language: as typed
    for bad in ("1,8, 2,4", "1,2,3"):
        with pytest.raises(NumberError, match="separate the values by semicolons or spaces"):
            list_with_points(bad, True)
    with pytest.raises(NumberError, match="could be 1234 or 1,234"):
        list_with_points("1.234; 2", True)
    assert list_shown("1.8, 2.4, 1e-05", "de") == "1,8; 2,4; 1e-05" and list_shown("1.8, 2.4", "en") == "1.8, 2.4"
    assert list_shown("1.8, x", "de") == "1.8, x"  # a refused entry as it was typed
