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
