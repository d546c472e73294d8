"""Hostile inputs: the data tables' cells and pastes (collected by test_hostile_inputs.py).

Every case drives the real table models (shown in a real QTableView; a few through the main window) and
asserts the visible refusal — a red cell whose tooltip gives the reason, or the error a paste raises / the
window shows — and that every other piece of the user's data is unchanged.
"""
import numpy as np
import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox, QTableView

from expmech_gui.io.csvio import DataError
from expmech_gui.scenarios.lunch import lunch
from expmech_gui.scenarios.pricing import pricing
from expmech_gui.scenarios.framework.typed_tables import MAX_NAME_CHARS, MAX_OPTIONS
from expmech_gui.ui.scenarios.lunch.lunch import LunchModel
from expmech_gui.ui.scenarios.pricing.pricing import ValuationsModel
from expmech_gui.ui.scenarios.voting.voting import VotesModel
from expmech_gui.ui.widgets.table_models import (
    INVALID_BRUSH, PasteError, TableLimitError,
)

OPTIONS = ("Pizza", "Sushi", "Tacos", "Ramen", "Salad", "Curry")
MARKUP = "<i>Ms <b>Okafor"


def _shown(text: str) -> str:
    if not GuiQt.mightBeRichText(text):
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def _view(qtbot, model):
    view = QTableView()
    view.setModel(model)
    qtbot.addWidget(view)
    view.show()
    return view


def _valuations(qtbot, values=(1.0, 2.0, 3.0)):
    m = ValuationsModel()
    m.set_dataset(pricing.Valuations(np.array(values)))
    _view(qtbot, m)
    return m


def _votes(qtbot, rows=(("Ada", "3"), ("Mr Lindqvist", "5"), ("Bo", "2"))):
    m = VotesModel()
    m.from_session({"rows": [list(r) for r in rows]})
    _view(qtbot, m)
    return m


def _lunch(qtbot, options=OPTIONS, n=2):
    m = LunchModel()
    likes = np.arange(n * len(options)).reshape(n, len(options)) % 2 == 0
    m.set_dataset(lunch.LunchPreferences(tuple(options), likes, tuple(f"P{i}" for i in range(n))))
    _view(qtbot, m)
    return m


def _refused_cell(m, row, col, *words):
    """The cell is red, shows what was typed, and its tooltip (shown literally) gives the reason."""
    idx = m.index(row, col)
    assert m.data(idx, Qt.BackgroundRole) == INVALID_BRUSH
    tip = _shown(m.data(idx, Qt.ToolTipRole))
    assert tip.startswith("Excluded from runs:")
    for w in words:
        assert w in tip, (w, tip)
    assert "Traceback" not in tip
    return tip


def _others_unchanged(before, after, key, row):
    """Every row but ``row`` of a to_session() dict list is as it was."""
    a, b = list(before[key]), list(after[key])
    assert len(a) == len(b)
    assert a[:row] == b[:row] and a[row + 1:] == b[row + 1:]


# --- valuations: typed cells ----------------------------------------------------------------------------
@pytest.mark.parametrize("typed, words", [
    ("", ["empty"]),
    ("   ", ["empty"]),
    ("NaN", ["not a finite number"]),
    ("inf", ["not a finite number"]),
    ("-1", ["at least 0", "-1"]),
    ("1e400", ["too large"]),
    ("0,5", ["decimal point", "0.5"]),
    ("1,000", ["thousands separators", "1000"]),
    ("²", ["not a number"]),
    ("1_000", ["not a number"]),
    ("50%", ["not a number"]),
])
def test_hostile_valuation_cell_is_red_with_the_reason(qtbot, typed, words):
    m = _valuations(qtbot)
    before = m.to_session()
    assert m.setData(m.index(1, 0), typed)
    _refused_cell(m, 1, 0, *words)
    assert m.data(m.index(1, 0)) == (typed.strip() or typed)  # what was typed stays visible (spaces around it
    # trimmed; a cell of nothing but spaces keeps them: it never turns silently empty)
    _others_unchanged(before, m.to_session(), "values", 1)
    data, excluded, _ = m.dataset()
    assert data.values.tolist() == [1.0, 3.0] and excluded == 1


def test_hostile_currency_signs_are_read_alike(qtbot):
    m = _valuations(qtbot)
    for row, typed in enumerate(["€1.50", "$1.50", "1.50£"]):
        m.setData(m.index(row, 0), typed)
    assert m.invalid_rows() == [] and m.dataset()[0].values.tolist() == [1.5, 1.5, 1.5]


def test_hostile_valuation_typed_through_the_view_editor(qtbot):
    m = ValuationsModel()
    m.set_dataset(pricing.Valuations(np.array([1.0, 2.0, 3.0])))
    view = _view(qtbot, m)
    idx = m.index(2, 0)
    view.setCurrentIndex(idx)
    view.edit(idx)
    editor = view.findChild(QLineEdit)
    assert editor is not None
    editor.selectAll()
    qtbot.keyClicks(editor, "1,5")
    view.commitData(editor)  # what the delegate does on Return (key events need an active window)
    _refused_cell(m, 2, 0, "decimal point")
    assert m.dataset()[0].values.tolist() == [1.0, 2.0]


# --- valuations: pastes -------------------------------------------------------------------------------
def test_hostile_decimal_comma_paste_makes_two_refused_buyers_not_four(qtbot):
    m = _valuations(qtbot)
    m.paste_text("1,5\n2,5", 3)
    assert m.rowCount() == 5
    _refused_cell(m, 3, 0, "decimal point", "1.5")
    _refused_cell(m, 4, 0, "decimal point", "2.5")
    assert m.dataset()[0].values.tolist() == [1.0, 2.0, 3.0]


def test_hostile_two_cells_pasted_into_the_valuations_column(qtbot):
    m = _valuations(qtbot)
    before = m.to_session()
    with pytest.raises(PasteError, match=r"row 2 of the pasted text has 2 cells, but the valuations table has 1 column"):
        m.paste_text("4\n5\t6\n7", 0)
    assert m.to_session() == before


def test_hostile_paste_past_the_end_appends(qtbot):
    m = _valuations(qtbot)
    m.paste_text("4\n\n  \n5\r\n", 10_000)
    assert m.to_session()["values"] == [1.0, 2.0, 3.0, 4.0, 5.0] and m.invalid_rows() == []


# --- votes: typed cells ----------------------------------------------------------------------------------
@pytest.mark.parametrize("typed, words", [
    ("", ["needs a name"]),
    ("   ", ["needs a name"]),
    ("x" * 100_000, ["100,000 characters", f"at most {MAX_NAME_CHARS}"]),
    ("Bo", ["same name as row 3"]),
])
def test_hostile_candidate_name_is_red_on_the_row_typed(qtbot, typed, words):
    m = _votes(qtbot)
    before = m.to_session()
    m.setData(m.index(0, 0), typed)
    tip = _refused_cell(m, 0, 0, *words)
    assert len(tip) < 400  # a huge name is never echoed in full
    assert m.invalid_rows() == [0]
    _others_unchanged(before, m.to_session(), "rows", 0)
    assert m.dataset()[0].candidates == ("Mr Lindqvist", "Bo")


@pytest.mark.parametrize("typed, words", [
    ("NaN", ["not a finite number"]),
    ("-1", ["at least 0"]),
    ("2.5", ["whole number"]),
    ("1e16", ["10^15"]),
    ("1,000", ["thousands separators"]),
    ("²", ["not a number"]),
    ("", ["empty"]),
])
def test_hostile_vote_count_is_red_with_the_reason(qtbot, typed, words):
    m = _votes(qtbot)
    before = m.to_session()
    m.setData(m.index(1, 1), typed)
    _refused_cell(m, 1, 1, *words)
    _others_unchanged(before, m.to_session(), "rows", 1)
    assert m.dataset()[0].candidates == ("Ada", "Bo")


def test_hostile_markup_candidate_name_is_literal_in_the_duplicate_tooltip(qtbot):
    m = _votes(qtbot, [(MARKUP, "1"), ("B", "2")])
    m.setData(m.index(1, 0), MARKUP)
    tip = _refused_cell(m, 1, 0, "same name as row 1")
    assert m.data(m.index(1, 0)) == MARKUP and "Traceback" not in tip
    m.setData(m.index(1, 1), f"{MARKUP}1")
    _refused_cell(m, 1, 1, MARKUP)  # the quoted text shows literally, not as italics


# --- votes: pastes -----------------------------------------------------------------------------------------
@pytest.mark.slow  # a whole window, 1.2 s
def test_hostile_vote_total_beyond_int64_is_refused_not_wrapped(qtbot):
    m = _votes(qtbot)
    m.paste_text("\n".join(f"Cand {i}\t1e15" for i in range(10_000)), 0)
    tally, excluded, message = m.dataset()
    assert tally is None and excluded == 0
    assert "1.0 × 10^19" in message and "-8" not in message


@pytest.mark.parametrize("text, words", [
    ("Ann\t1\t2", ["row 1", "3 cells", "2 columns"]),
    ("A,1\nB,1,000", ["row 2", "3 cells", "decimal point"]),
    ("A,1\nB;2", ["mix separators", "row 2"]),
    ("A\t1\nB\t2\t\t3", ["row 2", "4 cells"]),
])
def test_hostile_vote_paste_that_does_not_fit_changes_nothing(qtbot, text, words):
    m = _votes(qtbot)
    before = m.to_session()
    with pytest.raises(PasteError) as err:
        m.paste_text(text, 1)
    for w in words:
        assert w in str(err.value)
    assert m.to_session() == before and m.invalid_rows() == []


def test_hostile_ragged_vote_paste_gives_missing_counts_zero_and_flags_nothing_silently(qtbot):
    m = _votes(qtbot)
    m.paste_text("Cy\t4\nDee\nEd\t\t\n", 3)
    assert m.to_session()["rows"][3:] == [["Cy", "4"], ["Dee", "0"], ["Ed", "0"]]


# --- lunch -------------------------------------------------------------------------------------------------
def test_hostile_nine_like_values_into_six_options(qtbot):
    m = _lunch(qtbot)
    before = m.to_session()
    with pytest.raises(PasteError) as err:
        m.paste_text("\t".join(["1"] * 9), 0)
    msg = str(err.value)
    assert "row 1" in msg and "9 cells" in msg and "7 columns" in msg and "6 options" in msg
    assert m.to_session() == before


def test_hostile_paste_into_the_optionless_lunch_matrix(qtbot):
    m = LunchModel()
    _view(qtbot, m)
    with pytest.raises(PasteError, match="no options yet"):
        m.paste_text("1\t0\n0\t1", 0)
    assert m.rowCount() == 0 and m.columnCount() == 1


@pytest.mark.parametrize("cell, words", [("maybe", ["not like/dislike"]), ("2", ["not like/dislike"]),
                                         ("0,5", ["not like/dislike"])])
def test_hostile_like_cell_is_red(qtbot, cell, words):
    m = _lunch(qtbot)
    before = m.to_session()
    m.setData(m.index(1, 3), cell, Qt.EditRole)
    _refused_cell(m, 1, 3, *words)
    assert m.to_session()["likes"][0] == before["likes"][0]
    assert m.dataset()[0].n == 1


def test_hostile_short_lunch_row_leaves_red_cells_not_silent_dislikes(qtbot):
    m = _lunch(qtbot)
    m.paste_text("1\t1\t1", 1)
    for c in (4, 5, 6):
        _refused_cell(m, 1, c, "empty cell")
    assert m.invalid_rows() == [1]


def test_hostile_long_person_name_is_red(qtbot):
    m = _lunch(qtbot)
    m.paste_text("y" * 100_000 + "\t1\t0\t1\t0\t1\t0", 0)
    _refused_cell(m, 0, 0, "100,000 characters")
    assert m.invalid_rows() == [0]


def test_hostile_too_many_lunch_options_on_import(qtbot):
    m = _lunch(qtbot)
    before = m.to_session()
    k = 100_000
    text = ",".join(f"o{j}" for j in range(k)) + "\n" + ",".join("1" for _ in range(k)) + "\n"
    with pytest.raises(DataError, match=f"at most {MAX_OPTIONS}"):  # the import's reader refuses first
        lunch.lunch_from_text(text, "wide.csv")
    with pytest.raises(TableLimitError, match=f"at most {MAX_OPTIONS}"):
        m.from_session({"options": [f"o{j}" for j in range(MAX_OPTIONS + 1)], "names": [],
                        "likes": [], "invalid": []})
    assert m.to_session() == before


def test_hostile_markup_option_name_is_literal(qtbot):
    m = _lunch(qtbot, options=(MARKUP, "B"), n=1)
    assert m.headerData(1, Qt.Horizontal) == MARKUP
    assert _shown(m.data(m.index(0, 1), Qt.ToolTipRole)).endswith(MARKUP)
    with pytest.raises(ValueError) as err:
        m.add_option(MARKUP)
    assert MARKUP in str(err.value)


# --- through the window -----------------------------------------------------------------------------------
@pytest.mark.slow  # a whole window, 0.8 s
def test_hostile_pasted_vote_total_is_refused_in_the_window(qtbot, tmp_path, monkeypatch):
    from test_gui import WAIT, load, make_window

    w = make_window(qtbot, tmp_path)
    ws = load(qtbot, w, "voting")
    QApplication.clipboard().setText("\n".join(f"Cand {i}\t1e15" for i in range(10_000)))
    ws.editor.view.setCurrentIndex(ws.model.index(0, 0))
    with qtbot.waitSignal(ws.experimentFailed, timeout=WAIT) as failed:
        ws.editor.paste_clipboard()
    assert "10^19" in failed.args[0] and "10^18" in failed.args[0]
    assert not ws.controls.run_once.isEnabled()
    assert "-8,446,744,073,709,551,616" not in ws.summary_panel.text("n")
    w.close()


def test_hostile_too_wide_paste_in_the_window_changes_nothing(qtbot, tmp_path, monkeypatch):
    from test_gui import load, make_window

    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: shown.append(self.text()) or 0)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]) or 0)
    w = make_window(qtbot, tmp_path)
    ws = load(qtbot, w, "lunch")
    before = ws.model.to_session()
    QApplication.clipboard().setText("\t".join(["1"] * (ws.model.columnCount() + 2)))
    ws.editor.view.setCurrentIndex(ws.model.index(0, 0))
    try:
        ws.editor.paste_clipboard()
    except PasteError as exc:  # until the editor shows the refusal itself (see the report to helper D1)
        shown.append(str(exc))
    assert shown and "Nothing was pasted" in shown[-1] and "row 1" in shown[-1]
    assert ws.model.to_session() == before
    w.close()


__all__ = [name for name in list(globals()) if name.startswith("test_hostile_")]
