"""File ▸ Export report writes the file on a worker (issue 36 §3): the GUI thread reads what the report says,
the charts and pages are painted off it, and the status bar says when the file is there."""
import threading

import pytest

from guihelp import WAIT, load_preset

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("name", ["report.pdf", "report.html"])
def test_the_report_is_painted_and_written_off_the_gui_thread(qtbot, window, tmp_path, monkeypatch, name):
    from PySide6.QtWidgets import QFileDialog

    from expmech_gui.ui.report import report

    load_preset(qtbot, window.workspaces["pricing"])
    window.tabs.setCurrentWidget(window.workspaces["pricing"])
    path = tmp_path / name
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(path), "")))
    painted_on = []
    owner, attribute = (report, "html_of") if name.endswith("html") else (report.report_pdf, "render")
    real = getattr(owner, attribute)

    def spy(rep, *rest):
        painted_on.append(threading.current_thread())
        return real(rep, *rest)

    monkeypatch.setattr(owner, attribute, spy)
    window.exports.report_dialog()
    qtbot.waitUntil(lambda: window.last_message == f"Report written to {path}", timeout=WAIT)
    assert painted_on and painted_on[0] is not threading.main_thread()
    data = path.read_bytes()
    assert data.startswith(b"%PDF") if name.endswith("pdf") else b"What \xce\xb5 means for the people" in data


def test_a_report_into_a_missing_folder_is_refused_in_words(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    load_preset(qtbot, window.workspaces["pricing"])
    window.tabs.setCurrentWidget(window.workspaces["pricing"])
    path = tmp_path / "missing" / "report.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(path), "")))
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda _w, title, text: warned.append((title, text))))
    window.exports.report_dialog()
    assert warned and warned[0][0] == "Report failed" and "missing" in warned[0][1] and not path.exists()


def test_a_report_builds_no_privacy_view_and_states_the_bill_the_panel_would(qtbot, make_workspace):
    """Reading the bill for the report built the Privacy bill panel (its plot and layout: 20 ms of the GUI thread,
    the longest part of File ▸ Export report) when its tab was never opened. The report now prices the panel's
    starting settings (δ = 10⁻⁶, simulated trials not counted) without building it: the same blocks as from the
    panel once it is built."""
    from expmech_gui.ui.report import content

    ws = make_workspace("voting")
    released = [ws.run_once() for _ in range(3)]
    assert None not in released
    unbuilt = content.build(ws).blocks
    assert ws.built_views() == []
    text = " ".join(getattr(block, "html", "") for block in unbuilt)
    assert "This session counts 3 releases" in text and "not the ε = 1 you set" in text  # the panel's words
    assert ws.bill_panel.bill_inputs() == (0.5, 1e-6, "exponential", 3)  # built now, as its tab would
    assert content.build(ws).blocks == unbuilt


def test_the_pdf_is_painted_a_block_at_a_time_never_in_one_long_qt_call(qtbot, make_workspace, tmp_path, monkeypatch):
    """PySide6 keeps the interpreter through a Qt call, so while the worker is inside one the GUI thread cannot run:
    the whole report as one QTextDocument painted (or printed) in one call takes 100–300 ms. The PDF's pages are
    laid out and painted block by block — each text painted is one heading, paragraph, caption or note, never
    taller than a page — so a multi-page report is many short calls."""
    import shutil
    import subprocess

    from PySide6.QtGui import QTextDocument

    from expmech_gui.ui.report import report

    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    ws = make_workspace("voting")
    for _ in range(2):
        ws.run_once()
    painted, printed = [], []
    real = QTextDocument.drawContents

    def spy(doc, painter, rect=None):
        painted.append((doc.toPlainText(), rect.height()))
        return real(doc, painter, rect)

    monkeypatch.setattr(QTextDocument, "drawContents", spy)
    monkeypatch.setattr(QTextDocument, "print_", lambda *a: printed.append(a))
    path = tmp_path / "r.pdf"
    report.write_pdf(ws, str(path))
    text = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    pages = text.rstrip("\f").count("\f") + 1
    page_height = 297 / 25.4 * report.report_pdf.RESOLUTION  # A4: no piece is as tall as a whole sheet
    assert pages >= 2 and not printed
    assert len(painted) >= 4 * pages
    assert max(height for _text, height in painted) < page_height
    assert max(len(piece) for piece, _h in painted) < len(text) / 4
