"""The data tables: typed cells, paste, duplicates, limits, markup-safe text (issue 17: 3, 4, 8, 9, 33, 34, 38).

Model-level tests drive the real Qt table models (with a real QTableView where the view matters); the
Qt-free part (scenarios.framework.typed_tables) is checked against the shared cell parsers it must agree with.
"""
import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QApplication, QInputDialog, QLabel, QTableView

from expmech_gui.io.csvio import DataError
from expmech_gui.scenarios.lunch import lunch
from expmech_gui.scenarios.pricing import pricing
from expmech_gui.scenarios.framework import typed_tables as tt
from expmech_gui.scenarios.voting import voting
from expmech_gui.ui.widgets import dialogs
from expmech_gui.ui.scenarios.lunch.lunch import LunchModel
from expmech_gui.ui.scenarios.pricing.pricing import ValuationsModel
from expmech_gui.ui.scenarios.voting.voting import VotesModel
from expmech_gui.ui.widgets.table_models import INVALID_BRUSH, PasteError, TableLimitError, plain_tooltip


def shown(text) -> str:
    """What a tooltip or label shows for ``text`` (Qt renders text that looks like markup as markup)."""
    if not GuiQt.mightBeRichText(text):
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def votes_model(qtbot, rows):
    m = VotesModel()
    m.from_session({"rows": [list(r) for r in rows]})
    view = QTableView()
    view.setModel(m)
    qtbot.addWidget(view)
    return m


def lunch_model(options=("Pizza", "Sushi", "Tacos", "Ramen", "Salad", "Curry"), n=2):
    m = LunchModel()
    m.set_dataset(lunch.LunchPreferences(tuple(options), np.zeros((n, len(options)), dtype=bool)))
    return m


# --- item 8: the row just typed is the one flagged ----------------------------------------------------
def test_typing_an_existing_name_flags_the_row_just_typed_not_the_original(qtbot):
    m = votes_model(qtbot, [("Ms Ahn", "3"), ("Mr Lindqvist", "5"), ("Ms Okafor", "2")])
    assert m.setData(m.index(0, 0), "Mr Lindqvist")
    assert m.invalid_rows() == [0]  # row 1, just typed; row 2 (the original) keeps its name
    assert m.data(m.index(0, 0), Qt.BackgroundRole) == INVALID_BRUSH
    assert "same name as row 2" in m.data(m.index(0, 0), Qt.ToolTipRole)
    tally, excluded, _ = m.dataset()
    assert tally.candidates == ("Mr Lindqvist", "Ms Okafor") and excluded == 1
    # the other direction: typing row 3's name into row 2 flags row 2 … after fixing row 1
    m.setData(m.index(0, 0), "Ms Ahn")
    assert m.invalid_rows() == []
    m.setData(m.index(1, 0), "Ms Okafor")
    assert m.invalid_rows() == [1] and "same name as row 3" in m.cell_error(1, 0)
    m.setData(m.index(2, 0), "Ms Ahn")  # now row 3 takes row 1's name: row 3 is flagged, row 2 is free again
    assert m.invalid_rows() == [2] and "same name as row 1" in m.cell_error(2, 0)


def test_earlier_typed_row_keeps_priority_until_it_changes(qtbot):
    m = votes_model(qtbot, [("A", "1"), ("B", "1"), ("C", "1")])
    m.setData(m.index(2, 0), "B")  # row 3 typed second → flagged
    m.setData(m.index(0, 0), "B")  # row 1 typed third → flagged too
    assert m.invalid_rows() == [0, 2]
    assert "row 2" in m.cell_error(0, 0) and "row 2" in m.cell_error(2, 0)
    m.setData(m.index(1, 0), "Z")  # the owner leaves: the earlier of the others (row 3) takes the name
    assert m.invalid_rows() == [0] and "same name as row 3" in m.cell_error(0, 0)
    m.setData(m.index(2, 0), "B")  # retyping the same text changes nothing
    assert m.invalid_rows() == [0]


def test_a_pasted_name_that_exists_is_flagged_on_the_pasted_row(qtbot):
    m = votes_model(qtbot, [("A", "1"), ("B", "1")])
    m.paste_text("B\t4", 2)  # pasted past the end: appended as row 3
    assert m.rowCount() == 3 and m.invalid_rows() == [2] and "same name as row 2" in m.cell_error(2, 0)


def test_incremental_edits_agree_with_a_full_revalidation(qtbot):
    rng = random.Random(17)
    m = votes_model(qtbot, [(f"N{i % 7}", str(i)) for i in range(40)])
    for _ in range(300):
        r, c = rng.randrange(40), rng.randrange(2)
        value = rng.choice(["N1", "N2", "N3", "", " ", "N9", "x" * 201]) if c == 0 else \
            rng.choice(["1", "-1", "1,5", "2", "", "1e15", "1e16"])
        m.setData(m.index(r, c), value)
        fresh = VotesModel()
        fresh._names, fresh._texts = list(m._names), list(m._texts)
        fresh._rebuild(list(m._dup.stamps))
        assert fresh._errors == m._errors


# --- item 3: totals are exact and bounded --------------------------------------------------------------
def test_ten_thousand_maximal_counts_are_refused_with_the_exact_total(qtbot):
    m = votes_model(qtbot, [("A", "1")])
    m.paste_text("\n".join(f"Cand {i}\t1e15" for i in range(10_000)), 0)
    assert m.rowCount() == 10_000 and m.invalid_rows() == []  # every cell is allowed …
    tally, excluded, message = m.dataset()
    assert tally is None  # … but their total is not: no n = −8,446,744,073,709,551,616 anywhere
    assert "add up to 1.0 × 10^19" in message and "10^18" in message
    m.setData(m.index(0, 1), "0")
    m.paste_text("\n".join(f"Cand {i}\t1e14" for i in range(10_000)), 0)
    tally, _, message = m.dataset()
    assert tally is not None and tally.n == 10**18 and message == ""


# --- item 4: too many cells are refused, nothing changes -----------------------------------------------
@pytest.mark.parametrize("make, text, row, cells, columns", [
    (lambda: lunch_model(), "Ann\t1\t0\t1\t0\t1\t0\t1\t1", 1, 9, 7),
    (lambda: lunch_model(), "1\t0\t1\t0\t1\t0\n1\t0\t1\t0\t1\t0\t1\t1\t1", 2, 9, 7),
    (lambda: _votes([("A", "1")]), "A\t1\t2", 1, 3, 2),
    (lambda: _votes([("A", "1")]), "B,1\nC,1,000", 2, 3, 2),
    (lambda: _values([1.0, 2.0]), "1\n2\t3", 2, 2, 1),
])
def test_a_pasted_row_wider_than_the_table_is_refused_and_nothing_changes(make, text, row, cells, columns):
    m = make()
    before = m.to_session()
    with pytest.raises(PasteError) as err:
        m.paste_text(text, 0)
    msg = str(err.value)
    assert f"row {row} " in msg and f"has {cells} cells" in msg and f"{columns} column" in msg
    assert msg.startswith("Nothing was pasted")
    assert m.to_session() == before


def _votes(rows):
    m = VotesModel()
    m.from_session({"rows": [list(r) for r in rows]})
    return m


def _values(values):
    m = ValuationsModel()
    m.set_dataset(pricing.Valuations(np.array(values)))
    return m


def test_a_saved_valuations_column_is_lent_not_copied_and_never_changes_after(qtbot):
    """Issue 36 §3: the autosave's capture lends the column (copying 10⁶ values took the GUI thread up to 19 ms of
    fresh memory); an edit, a paste or a session read afterwards leaves what was lent as it was."""
    m = _values([1.0, 2.0, 3.0, 4.0])
    lent = m.to_session(compact=True)["values"]
    assert np.shares_memory(lent, m._values) and not lent.flags.writeable
    assert m.setData(m.index(0, 0), "9")
    m.paste_text("7\n8", 2)
    assert lent.tolist() == [1.0, 2.0, 3.0, 4.0] and m.to_session()["values"] == [9.0, 2.0, 7.0, 8.0]
    again = m.to_session(compact=True)["values"]
    m.from_session({"values": again, "invalid": {"1": "x"}})
    assert again.tolist() == [9.0, 2.0, 7.0, 8.0] and m.to_session()["values"] == [9.0, None, 7.0, 8.0]
    assert m.invalid_rows() == [1]


def test_lunch_rows_with_and_without_names_fill_every_option():
    m = lunch_model(n=1)
    m.paste_text("Ann\t1\t0\t1\t0\t1\t0\n1\t1\t1\t1\t1\t1\nBo\tyes\tno\tY\tN\tTRUE\tfalse", 0)
    assert m.rowCount() == 3 and m.invalid_rows() == []
    assert m.to_session()["names"] == ["Ann", "Person 2", "Bo"]
    assert m.to_session()["likes"] == [[1, 0, 1, 0, 1, 0], [1] * 6, [1, 0, 1, 0, 1, 0]]


# --- item 33: separators as a spreadsheet reads them -------------------------------------------------
def test_decimal_commas_in_the_valuations_table_are_refused_with_advice(qtbot):
    m = _values([1.0])
    m.paste_text("1,5\n2,5", 1)
    assert m.rowCount() == 3  # two buyers, not four
    assert m.invalid_rows() == [1, 2]
    assert m.data(m.index(1, 0)) == "1,5"
    assert "decimal point" in m.data(m.index(1, 0), Qt.ToolTipRole)
    assert m.dataset()[0].values.tolist() == [1.0]


@pytest.mark.parametrize("text, rows", [
    ("Alice,3\nBob,5", [["Alice", "3"], ["Bob", "5"]]),
    ("Alice;1,5\nBob;2", [["Alice", "1.5"], ["Bob", "2"]]),  # semicolons: a decimal comma (German Excel), issue 35
    ("Alice\t1,000\nBob\t2", [["Alice", "1,000"], ["Bob", "2"]]),  # tabs first
    (" Alice , 3 \r\nCarol\r\n", [["Alice", "3"], ["Carol"]]),
])
def test_the_separator_is_chosen_like_a_spreadsheet(text, rows):
    assert tt.split_pasted(text, 2) == rows


def test_mixed_separators_are_refused():
    with pytest.raises(PasteError, match="mix separators"):
        tt.split_pasted("Alice,3\nBob;4", 2)


# --- the fast paths agree with the shared parsers ------------------------------------------------------
CELLS = ["0", "1", "1.5", "  2 ", "1e3", ".5", "5.", "+3", "-1", "-0", "1e400", "1e-400", "1e-310", "nan",
         "inf", "1,5", "1,000", "1_000", "$1.50", "€1.50", "1.50€", "²", "١٢", "１", "", "abc", "1 5",
         "0.000000000000000000001", "00012", "1e15", "1e16", "12.0", "12.5", "12.", "12.000", "12.010", ".0",
         "1000000000000000.0", "10000000000000000", "9" * 20, "1e", "--1"]


def _parsed(fn, text):
    try:
        return fn(text), None
    except ValueError as exc:
        return None, str(exc)


@pytest.mark.parametrize("text", CELLS)
def test_valuation_fast_path_matches_parse_valuation(text):
    values, errors = tt.parse_valuations([text, "1"])
    expect, why = _parsed(pricing.parse_valuation, text)
    if why is None:
        assert values[0] == expect and 0 not in errors
    else:
        assert np.isnan(values[0]) and errors[0][1] == why


@given(st.lists(st.text(alphabet="0123456789.eE+- $,", min_size=0, max_size=8), min_size=1, max_size=20))
@settings(max_examples=200, deadline=None)
def test_valuation_fast_path_matches_parse_valuation_everywhere(cells):
    values, errors = tt.parse_valuations(cells)
    for i, text in enumerate(cells):
        expect, why = _parsed(pricing.parse_valuation, text)
        assert (errors[i][1] if i in errors else None) == why
        if why is None:
            assert values[i] == expect


@pytest.mark.parametrize("text", CELLS)
def test_vote_fast_path_matches_parse_votes(text):
    counts, errors = tt.parse_vote_counts([text, "7"])
    expect, why = _parsed(voting.parse_votes, text)
    assert errors.get(0) == why and counts[1] == 7
    if why is None:
        assert counts[0] == expect


@given(st.lists(st.text(alphabet="0123456789.eE+- ,", min_size=0, max_size=18), min_size=1, max_size=20))
@settings(max_examples=200, deadline=None)
def test_vote_fast_path_matches_parse_votes_everywhere(cells):
    counts, errors = tt.parse_vote_counts(cells)
    for i, text in enumerate(cells):
        expect, why = _parsed(voting.parse_votes, text)
        assert errors.get(i) == why
        if why is None:
            assert counts[i] == expect


@pytest.mark.parametrize("text", CELLS + ["yes", "No", "TRUE", "Like", "dislike", "y", "T", "maybe"])
def test_like_fast_path_matches_parse_like(text):
    likes, errors = tt.parse_likes([text])
    expect, why = _parsed(lunch.parse_like, text)
    assert (errors[0][1] if 0 in errors else None) == why
    if why is None:
        assert bool(likes[0]) == expect


# --- item 38: limits ---------------------------------------------------------------------------------
def test_a_very_long_candidate_name_is_refused_on_its_row(qtbot):
    m = votes_model(qtbot, [("A", "1"), ("B", "2")])
    m.setData(m.index(1, 0), "x" * 100_000)
    assert m.invalid_rows() == [1]
    tip = m.data(m.index(1, 0), Qt.ToolTipRole)
    assert "100,000 characters" in tip and f"at most {tt.MAX_NAME_CHARS}" in tip and len(tip) < 300
    m.setData(m.index(1, 0), "x" * tt.MAX_NAME_CHARS)
    assert m.invalid_rows() == []


def test_too_many_lunch_options_are_refused_and_nothing_changes():
    m = lunch_model()
    before = m.to_session()
    wide = tuple(f"o{j}" for j in range(tt.MAX_OPTIONS + 1))
    with pytest.raises(DataError, match=f"at most {tt.MAX_OPTIONS}"):  # the dataset itself refuses
        lunch.LunchPreferences(wide, np.zeros((1, tt.MAX_OPTIONS + 1), dtype=bool))
    with pytest.raises(TableLimitError, match=f"at most {tt.MAX_OPTIONS}"):
        m.from_session({"options": list(wide), "names": ["a"], "likes": [[0] * len(wide)], "invalid": []})
    assert m.to_session() == before
    with pytest.raises(ValueError, match="characters"):
        m.add_option("o" * (tt.MAX_NAME_CHARS + 1))
    with pytest.raises(ValueError, match="characters"):
        m.rename_option(1, "o" * (tt.MAX_NAME_CHARS + 1))
    m.set_dataset(lunch.LunchPreferences(tuple(f"o{j}" for j in range(tt.MAX_OPTIONS)),
                                         np.zeros((1, tt.MAX_OPTIONS), dtype=bool)))
    with pytest.raises(TableLimitError, match="already has 500 options"):
        m.add_option("one more")
    assert m.columnCount() == 1 + tt.MAX_OPTIONS


# --- item 9: markup shows literally ------------------------------------------------------------------
MARKUP = "<i>Ms <b>Okafor"


def test_markup_names_show_literally_in_tooltips():
    m = lunch_model(options=(MARKUP, "B & <u>C</u>"), n=1)
    m.setData(m.index(0, 0), "<b>Ann</b>")
    tip = m.data(m.index(0, 1), Qt.ToolTipRole)
    assert shown(tip) == f"<b>Ann</b> dislikes {MARKUP}"
    assert m.headerData(1, Qt.Horizontal) == MARKUP  # header views paint plain text
    v = _votes([("A", "1")])
    v.setData(v.index(0, 1), "<i>12")
    assert "'<i>12' is not a number" in shown(v.data(v.index(0, 1), Qt.ToolTipRole))
    assert shown(plain_tooltip("a & b")) == "a & b" and plain_tooltip("plain") == "plain"


def test_dialogs_show_user_text_literally(qtbot):
    box = dialogs.message_box(None, "Cannot rename option", f"there is already an option called {MARKUP!r}")
    qtbot.addWidget(box)
    assert box.textFormat() == Qt.PlainText
    d = dialogs.GenerateDialog("lunch")
    qtbot.addWidget(d)
    assert d.error.textFormat() == Qt.PlainText
    seen = {}

    def answer():
        dlg = QApplication.activeModalWidget()
        assert isinstance(dlg, QInputDialog)
        seen["formats"] = {lab.textFormat() for lab in dlg.findChildren(QLabel) if lab.text()}
        seen["label"] = dlg.labelText()
        dlg.setTextValue("New")
        dlg.accept()

    QTimer.singleShot(0, answer)
    text, ok = dialogs.ask_text(None, "Rename option", f"New name for “{MARKUP}”:", text=MARKUP)
    assert ok and text == "New"
    assert seen["formats"] == {Qt.PlainText} and MARKUP in seen["label"]


# --- undo snapshots round-trip -------------------------------------------------------------------------
def test_votes_snapshot_restores_names_counts_and_priority(qtbot):
    m = votes_model(qtbot, [("A", "1"), ("B", "2")])
    snap = m.snapshot()
    m.setData(m.index(0, 0), "B")
    m.setData(m.index(1, 1), "x")
    assert m.invalid_rows() == [0, 1]
    after = m.snapshot()
    m.restore(snap)
    assert m.invalid_rows() == [] and m.to_session() == {"rows": [["A", "1"], ["B", "2"]]}
    m.restore(after)
    assert m.invalid_rows() == [0, 1] and "same name as row 2" in m.cell_error(0, 0)


def test_a_saved_duplicate_reopens_flagging_the_same_row(qtbot):
    m = votes_model(qtbot, [("Ada", "1"), ("Bob", "2"), ("Cy", "3")])
    assert "stamps" not in m.to_session()  # no shared name: the file holds just the rows
    m.setData(m.index(0, 0), "Cy")  # row 1 just typed → row 1 flagged, row 3 counts
    saved = m.to_session()
    again = VotesModel()
    again.from_session(saved)
    assert again.invalid_rows() == [0] and "same name as row 3" in again.cell_error(0, 0)
    assert again.dataset()[0].candidates == ("Bob", "Cy") and again.to_session() == saved


def test_headers_answer_every_role_as_before():
    """Issue 27: the header compares roles as plain ints (F11 asks it once per row): the same answers for Qt's
    enum members and their int values — titles, row numbers, tooltips, nothing for other roles."""
    from expmech_gui.ui.scenarios.voting.voting import VotesModel

    m = VotesModel()
    m.insert_rows(0, 3)
    for display, tooltip in ((Qt.DisplayRole, Qt.ToolTipRole), (int(Qt.DisplayRole.value), int(Qt.ToolTipRole.value))):
        assert [m.headerData(c, Qt.Horizontal, display) for c in range(2)] == ["Candidate", "Votes"]
        assert [m.headerData(r, Qt.Vertical, display) for r in range(3)] == ["1", "2", "3"]
        assert m.headerData(0, Qt.Horizontal, tooltip) == m.header_tooltip(0)
        assert m.headerData(0, Qt.Vertical, tooltip) is None
    assert m.headerData(0, Qt.Horizontal, Qt.FontRole) is None
