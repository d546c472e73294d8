"""Long pastes land whole without the GUI thread doing their work in one piece (issue 36 §3): the rows are parsed
and checked, and the table's dataset made, on a worker thread; the GUI gets them finished. Asserted by where the
work ran, never by how long it took (speed: tests/benchmarks/bench_freezes.py paste / csv)."""
import threading

import numpy as np
import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QApplication, QHeaderView

from expmech_gui.scenarios.framework import typed_tables
from expmech_gui.scenarios.voting import voting
from expmech_gui.ui.scenarios.pricing.pricing import ValuationsModel
from expmech_gui.ui.scenarios.voting.voting import VotesModel
from guihelp import LONG_WAIT, WAIT, load_preset, make_workspace

ROWS = 200_000


def _paste_at_the_end(ws, text: str) -> None:
    QApplication.clipboard().setText(text)
    ws.editor.view.setCurrentIndex(QModelIndex())  # no current row: the paste goes after the last one
    assert ws.editor.paste_clipboard() == 0  # a long paste lands when its worker is done


def _threads_calling(monkeypatch, module, name: str) -> list:
    """The threads that call ``module.name`` from now on (it is patched to note them)."""
    real, threads = getattr(module, name), []

    def recorded(*args, **kwargs):
        threads.append(threading.get_ident())
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, recorded)
    return threads


def test_200000_pasted_votes_land_exactly_their_tally_is_made_off_the_gui_thread_and_one_undo_restores(
        qtbot, monkeypatch):
    """200,000 rows (every 1000th count refused, every 5000th name repeated) land as the one-step paste gives them,
    refusals and duplicates flagged on the same rows; the VoteTally the numbers are computed from is built on a
    worker thread (it took 33–50 ms of the GUI thread at 10⁵ rows); one undo gives back the table as it was."""
    ws = make_workspace(qtbot, "voting")
    load_preset(qtbot, ws)
    before, steps = ws.model.to_session(), ws.undo_stack.count()
    built_on = []

    class RecordedTally(voting.VoteTally):
        def __post_init__(self) -> None:
            built_on.append(threading.get_ident())
            super().__post_init__()

    monkeypatch.setattr(voting, "VoteTally", RecordedTally)
    text = "\n".join(f"Candidate {i - 4000 if i % 5000 == 4999 else i}\t{'x' if i % 1000 == 7 else i % 997}"
                     for i in range(ROWS))
    expected = VotesModel()
    expected.from_session(before)
    assert expected.paste_text(text, expected.rowCount()) == ROWS
    expected_after_paste = expected.to_session()
    built_on.clear()
    with qtbot.waitSignal(ws.experimentReady, timeout=LONG_WAIT):
        _paste_at_the_end(ws, text)
    assert ws.model.rowCount() == len(before["rows"]) + ROWS
    assert ws.model.to_session() == expected.to_session()
    assert ws.model.invalid_rows() == expected.invalid_rows() and len(expected.invalid_rows()) == 200 + 40
    assert ws.model.cell_error(len(before["rows"]) + 7, 1) == expected.cell_error(len(before["rows"]) + 7, 1)
    assert built_on and threading.get_ident() not in built_on
    assert ws.experiment.problem.m == len(before["rows"]) + ROWS - 240
    assert ws.undo_stack.count() == steps + 1
    checked_on = _threads_calling(monkeypatch, typed_tables, "vote_table")
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        ws.undo_stack.undo()
    assert ws.model.to_session() == before and ws.model.rowCount() == len(before["rows"])
    with qtbot.waitSignal(ws.experimentReady, timeout=LONG_WAIT):
        ws.undo_stack.redo()
    assert ws.model.to_session() == expected.to_session() and ws.model.invalid_rows() == expected.invalid_rows()
    assert checked_on == []  # undo and redo give back the rows with their checks: no pass over 200,000 rows
    ws.model.setData(ws.model.index(len(before["rows"]) + 7, 1), "5", Qt.EditRole)  # an edit after the redo
    expected.setData(expected.index(len(before["rows"]) + 7, 1), "5", Qt.EditRole)
    assert ws.model.invalid_rows() == expected.invalid_rows() and len(expected.invalid_rows()) == 239
    with qtbot.waitSignal(ws.experimentReady, timeout=LONG_WAIT):
        ws.undo_stack.undo()  # the checks the redo gave back were not changed by that edit
    assert ws.model.to_session() == expected_after_paste and ws.model.invalid_rows()[:2] == [len(before["rows"]) + 7,
                                                                                            len(before["rows"]) + 1007]


def test_a_long_valuations_paste_is_parsed_on_a_worker_and_lands_as_the_one_step_paste(qtbot, monkeypatch):
    """100,000 valuations, a third of them refused (0.2 s of the GUI thread when parsed there): parsed on a worker
    thread, landed as one step (one undo), each refused cell red with the parser's reason."""
    ws = make_workspace(qtbot, "pricing")
    load_preset(qtbot, ws)
    values = np.random.default_rng(3).lognormal(0.0, 0.6, 100_000)
    text = "\n".join("1,5" if i % 3 == 0 else f"{v:.4f}" for i, v in enumerate(values))
    expected = ValuationsModel()
    expected.from_session(ws.model.to_session())
    at = expected.rowCount()
    assert expected.paste_text(text, at) == 100_000
    before, steps = ws.model.snapshot(), ws.undo_stack.count()
    parsed_on = _threads_calling(monkeypatch, typed_tables, "parse_valuations")
    _paste_at_the_end(ws, text)
    qtbot.waitUntil(lambda: ws.model.rowCount() == at + 100_000, timeout=LONG_WAIT)
    assert parsed_on and threading.get_ident() not in parsed_on
    assert np.array_equal(ws.model.snapshot()[0], expected.snapshot()[0], equal_nan=True)
    assert ws.model.invalid_rows() == expected.invalid_rows() and len(expected.invalid_rows()) == 33_334
    assert ws.model.cell_error(at, 0) == expected.cell_error(at, 0) and "decimal" in ws.model.cell_error(at, 0)
    assert ws.undo_stack.count() == steps + 1
    ws.undo_stack.undo()
    assert np.array_equal(ws.model.snapshot()[0], before[0]) and ws.model.snapshot()[1] == before[1]


def test_an_imported_votes_csv_is_checked_on_the_import_worker_and_lands_as_set_at_once(qtbot, tmp_path, monkeypatch):
    """Issue 36 §3: a votes CSV of 10⁵ candidates is read, each row checked (typed_tables.
    vote_table) and the tally made on the import's worker thread, not on the GUI thread (43 ms there); the table and
    its numbers are those of the same tally set at once; one undo gives back the table as it was."""
    ws = make_workspace(qtbot, "voting")
    load_preset(qtbot, ws)
    before, steps = ws.model.to_session(), ws.undo_stack.count()
    tally = voting.VoteTally(tuple(f"Candidate {i}" for i in range(100_000)), np.arange(100_000) % 997)
    path = tmp_path / "votes.csv"
    ws.scenario.write_csv(str(path), tally)
    expected = VotesModel()
    expected.set_dataset(tally)
    checked_on = _threads_calling(monkeypatch, typed_tables, "vote_table")
    with qtbot.waitSignal(ws.experimentReady, timeout=LONG_WAIT):
        ws.import_in_background(str(path))
    assert checked_on and threading.get_ident() not in checked_on
    assert ws.model.to_session() == expected.to_session() and ws.model.invalid_rows() == []
    assert ws.model.known_dataset() is not None  # the tally the numbers come from was made there too
    shown = ws.experiment.problem
    assert shown.m == 100_000 and np.array_equal(shown.scores, tally.votes)
    assert ws.undo_stack.count() == steps + 1
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        ws.undo_stack.undo()
    assert ws.model.to_session() == before


@pytest.mark.parametrize("key", ["voting", "pricing"])
def test_the_data_tables_never_measure_every_row(qtbot, key):
    """Row heights are fixed and no column is sized to its contents: either would make Qt measure every one of a
    million rows on the GUI thread whenever the table is reset (a paste, an import, an undo)."""
    ws = make_workspace(qtbot, key)
    view = ws.editor.view
    assert view.verticalHeader().sectionResizeMode(0) == QHeaderView.Fixed
    header = view.horizontalHeader()
    assert all(header.sectionResizeMode(c) != QHeaderView.ResizeToContents for c in range(ws.model.columnCount()))
