"""A cancelled job never leaves its busy text behind (JobRunner.cancel reports ``cancelled``; each Cancel button
cancels its own job, JobBar): in every view that says "Computing…", "Searching…", "solving…" while a background job
runs, pressing that job's Cancel replaces the busy text with a sentence saying it was cancelled. Before, only the
Risk and strategic views (and a few that wired their own Cancel) said so; in the Top-k, learning, PMW, synthetic-data,
α and Compare views Cancel did nothing and the busy text stayed."""
from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt

from expmech_gui.core.accounting.bill import Cancelled

pytestmark = pytest.mark.gui


def held(submit):
    """``submit`` with each job replaced by one that runs until it is cancelled (so the busy text stays up)."""
    def job(_progress, cancelled):
        stop = threading.Event()
        while not cancelled():
            stop.wait(0.01)  # (a worker thread: the test itself never sleeps)
        raise Cancelled()
    return lambda _fn, *args, **kwargs: submit(job, *args, **kwargs)


def _compare(ws, _qtbot):
    from expmech_gui.ui.workspaces.compare import CompareWindow

    view = CompareWindow(ws)
    _qtbot.addWidget(view)
    view.show()
    return view


def _view(name):
    def get(ws, _qtbot):
        view = ws.view(name)
        ws.views.setCurrentWidget(view)
        return view
    return get


# (workspace, the view, its runner, its bar, the label with the busy text, what starts the job)
CASES = {
    "top-k": ("topk", _view("topk_view"), "jobs", "job_bar", "words", lambda v: v.refresh()),
    "learning": ("pac", _view("learning_view"), "jobs", "job_bar", "words", lambda v: v.refresh()),
    "PMW": ("pmw", _view("pmw_view"), "jobs", "job_bar", "words", lambda v: v.refresh()),
    "synthetic data": ("blr", _view("blr_view"), "jobs", "job_bar", "words", lambda v: v.refresh()),
    "α sweep": ("pricing", _view("alpha_view"), "jobs", "job_bar", "status", lambda v: v.refresh()),
    "α solver": ("pricing", _view("alpha_view"), "solver", "solver_bar", "answer", lambda v: v.solve()),
    "ε-sweep": ("voting", _view("sweep_view"), "jobs", "job_bar", "status", lambda v: v.refresh()),
    "ε solver": ("voting", _view("sweep_view"), "solver", "solver_bar", "answer", lambda v: v.solve()),
    "bill": ("voting", _view("bill_panel"), "jobs", "job_bar", "status", lambda v: v.refresh(force=True)),
    "risk": ("voting", _view("risk_view"), "loss_jobs", "loss_bar", "loss_text", lambda v: v.show_loss()),
    "one person: compare": ("voting", _view("neighbour_view"), "compare_jobs", "compare_bar", "numbers",
                            lambda v: v.compare()),
    "one person: search": ("voting", _view("neighbour_view"), "jobs", "search_bar", "search_result",
                           lambda v: v.search()),
    "strategic": ("pricing", _view("strategic_view"), "jobs", "bar", "result", lambda v: v.refresh()),
    "Compare": ("voting", _compare, "jobs", "job_bar", "message", lambda v: v.add_current() or v.refresh()),
}
SAID = {"bill": "meaning"}  # the label that says "cancelled" where it is not the busy one


def started_and_held(qtbot, make_workspace, monkeypatch, case, prepare=lambda ws: None):
    """The ``case``'s view with its job started and held running: (view, runner, the label with the busy text)."""
    key, get, runner_name, _, label_name, start = CASES[case]
    ws = make_workspace(key)
    prepare(ws)
    view = get(ws, qtbot)
    runner, label = getattr(view, runner_name), getattr(view, label_name)
    monkeypatch.setattr(runner, "submit", held(runner.submit))
    start(view)
    return view, runner, label


@pytest.mark.parametrize("case", list(CASES))
def test_cancel_replaces_the_busy_text(qtbot, make_workspace, monkeypatch, case):
    bar_name, label_name = CASES[case][3], CASES[case][4]
    view, runner, label = started_and_held(qtbot, make_workspace, monkeypatch, case)
    busy = label.text()
    assert runner.pending and "…" in busy, (busy, runner.pending)
    bar = getattr(view, bar_name)
    if bar.isVisible():
        qtbot.mouseClick(bar.cancel_button, Qt.LeftButton)
    else:  # (a bar that waits 300 ms before it shows)
        bar.cancel_button.click()
    assert not runner.pending
    assert "…" not in label.text() and label.text() != busy, label.text()
    said = getattr(view, SAID.get(case, label_name)).text()
    assert "ancel" in said, said
