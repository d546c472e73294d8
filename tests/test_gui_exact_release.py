"""Run ▸ Release with the exact sampler: the release lands like a Run once (counted, shown, on the bill) and
is the candidate core.exact.sampling drew; a mechanism it does not cover is refused in words."""
from guihelp import WAIT


def test_an_exact_release_lands_as_one_published_release(qtbot, make_workspace):
    ws = make_workspace("voting")
    messages = []
    ws.statusMessage.connect(messages.append)
    with qtbot.waitSignal(ws.exact_release.released, timeout=WAIT) as got:
        ws.exact_release.release()
    result = got.args[0]
    pr = ws.experiment.problem
    assert result["sampler"] == "exact" and result["epsilon_exact"] == "1"
    assert ws.runs.releases == 1 and ws.runs.last_release == result["index"]
    assert str(pr.labels[result["index"]]) == result["candidate"]
    assert int(ws.aggregate.counts.sum()) == 1 and ws.aggregate.counts[result["index"]] == 1
    assert f"Released with the exact sampler: {result['candidate']}" in messages[-1]
    assert result["candidate"] in ws.controls.result.text()


def test_a_top_k_exact_release_publishes_k_candidates(qtbot, make_workspace):
    ws = make_workspace("topk")
    with qtbot.waitSignal(ws.exact_release.released, timeout=WAIT) as got:
        ws.exact_release.release()
    names = got.args[0]["candidates"]
    assert len(names) == 3 and ws.runs.last_published == "Top 3 selected exactly, in order: " + ", ".join(names)
    assert ws.runs.releases == 1 and names[2] in ws.controls.result.text()


def _with_mechanism(qtbot, ws, key: str) -> list:
    """``ws`` switched to mechanism ``key`` by its combo, numbers ready; the status messages from now on."""
    combo = ws.parameter_panel.mechanism
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        combo.setCurrentIndex(combo.findData(key))
    messages = []
    ws.statusMessage.connect(messages.append)
    return messages


def test_a_method_the_exact_sampler_does_not_cover_is_refused_in_words(qtbot, make_workspace):
    ws = make_workspace("topk")
    messages = _with_mechanism(qtbot, ws, "laplace")
    with qtbot.waitSignal(ws.exact_release.jobs.failed, timeout=WAIT):
        ws.exact_release.release()
    assert messages[-1].startswith("Exact release: ") and "not one-shot Laplace" in messages[-1]
    assert ws.runs.releases == 0


def test_voting_with_gumbel_releases_with_the_exact_sampler(qtbot, make_workspace):
    """Issue 39: Voting with Gumbel noisy max showed "KeyError" in the status bar and released nothing (top-k's
    one-shot Gumbel has the same name); it draws the exponential mechanism's law, Gumbel's own."""
    ws = make_workspace("voting")
    messages = _with_mechanism(qtbot, ws, "gumbel")
    with qtbot.waitSignal(ws.exact_release.released, timeout=WAIT) as got:
        ws.exact_release.release()
    result = got.args[0]
    assert result["mechanism"] == "exponential" and result["candidate"] in ws.experiment.problem.labels
    assert ws.runs.releases == 1 and messages[-1].startswith("Released with the exact sampler: ")
    assert not any("Error" in m for m in messages)


def _release_threads() -> list:
    import threading

    return [t for t in threading.enumerate() if t.name == "expmech-release with the exact sampler" and t.is_alive()]


def test_one_exact_release_at_a_time_with_progress_and_cancel(qtbot, tmp_path, monkeypatch):
    """Issue 27: every press started another job (20 presses: 22 threads), with no progress and no Cancel. Here a
    hook makes the job never accept a proposal, so it runs until cancelled, deterministically."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAction

    from expmech_gui.core.exact import draws as exact_draws
    from guihelp import load, make_window

    w = make_window(qtbot, tmp_path)
    ws = load(qtbot, w, "voting")
    action = next(a for a in w.findChildren(QAction) if a.text() == "Release with the e&xact sampler")
    monkeypatch.setattr(exact_draws, "bernoulli_exp", lambda gamma, rng: False)  # never accepts: runs until Cancel
    messages = []
    ws.statusMessage.connect(messages.append)
    action.trigger()
    bar = ws.controls.progress
    qtbot.waitUntil(lambda: bar.isVisible() and "proposals of about" in bar.text(), timeout=WAIT)
    assert not action.isEnabled() and ws.controls.cancel.isEnabled() and not ws.controls.run_once.isEnabled()
    action.trigger()  # disabled: nothing
    ws.toggle_continuous()  # Space (Start) meanwhile starts nothing and leaves Cancel on
    assert ws.running is None and ws.controls.cancel.isEnabled() and not ws.controls.run_once.isEnabled()
    ws.exact_release.release()  # and a direct call is refused in words
    assert "already being drawn" in messages[-1]
    assert len(_release_threads()) == 1
    qtbot.mouseClick(ws.controls.cancel, Qt.LeftButton)
    qtbot.waitUntil(lambda: not _release_threads() and not ws.exact_release.jobs.busy, timeout=WAIT)
    assert not bar.isVisible() and action.isEnabled() and ws.controls.run_once.isEnabled()
    assert ws.runs.releases == 0 and messages[-1] == "Exact release cancelled: nothing was released"
    monkeypatch.undo()  # the same press releases again once the hook is gone
    with qtbot.waitSignal(ws.exact_release.released, timeout=WAIT):
        action.trigger()
    assert ws.runs.releases == 1
