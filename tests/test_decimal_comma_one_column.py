"""One column of numbers in a decimal-comma language (issue 35 §3, audit gap G5): with the German UI (or `--locale
de`), "1,5" pasted into a one-column table or read from a one-column CSV (German Excel writes no semicolon and no
sep= line there) is 1.5, and a German header ("Bewertung") is a header; in English both stay refused as before."""
import pytest
from PySide6.QtWidgets import QApplication

from expmech_gui.cli.catalogue import use_catalogue
from expmech_gui.core.errors import DataError
from expmech_gui.core.translatable import use_language
from expmech_gui.scenarios.pricing.pricing import valuations_from_text

GERMAN_EXCEL = "Bewertung\n1,5\n2,25\n3\n1.234,5\n"


@pytest.fixture
def german_messages():
    use_catalogue("de")
    yield
    use_language()


def test_a_one_column_german_csv_reads_its_decimal_commas_and_header_in_german(german_messages):
    assert list(valuations_from_text(GERMAN_EXCEL, "bewertungen.csv").values) == [1.5, 2.25, 3.0, 1234.5]
    assert list(valuations_from_text("Zahlungsbereitschaft ($)\n0,5\n", "x.csv").values) == [0.5]  # the table's title
    with pytest.raises(DataError, match="1,000"):  # only a "1,000": a thousand or one? still refused, said why
        valuations_from_text("value\n1,000\n", "x.csv")


def test_in_english_a_one_column_decimal_comma_stays_refused():
    with pytest.raises(DataError, match="decimal point"):
        valuations_from_text("value\n1,5\n2,25\n", "one-column.csv")
    with pytest.raises(DataError, match="header"):
        valuations_from_text(GERMAN_EXCEL, "bewertungen.csv")
    assert list(valuations_from_text("value\n1.5\n", "x.csv").values) == [1.5]


@pytest.mark.gui
def test_german_ui_pastes_and_imports_decimal_commas_into_the_valuations(qtbot, window, tmp_path):
    from guihelp import load

    from expmech_gui.ui import language

    window.language_actions["de"].trigger()
    try:
        ws = load(qtbot, window, "pricing")
        QApplication.clipboard().setText("1,5\n2,5")
        ws.editor.view.setCurrentIndex(ws.editor.model.index(0, 0))
        assert ws.editor.paste_clipboard() == 2
        model = ws.editor.model
        assert [float(model.data(model.index(r, 0))) for r in (0, 1)] == [1.5, 2.5] and not model.invalid_rows()
        path = tmp_path / "bewertungen.csv"
        path.write_text(GERMAN_EXCEL, encoding="utf-8")
        assert ws.import_csv(str(path)) is None
        assert list(ws.model.dataset()[0].values) == [1.5, 2.25, 3.0, 1234.5]
    finally:
        language.install("en")
