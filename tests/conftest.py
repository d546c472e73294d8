"""Shared test set-up: Qt renders offscreen; the gui/slow/stat markers; the window and workspace fixtures;
helpers for statistical checks."""
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")
# Python keeps compiled modules (__pycache__): where the machine says not to (PYTHONDONTWRITEBYTECODE, set on ours),
# every test worker and every CLI the tests start compiled the app and the test modules from source again (a
# quarter of the CLI tests' CPU time). The workers and subprocesses inherit this environment.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

import gc
from pathlib import Path

import numpy as np
import pytest

import markers

sys.dont_write_bytecode = False  # (this process: the environment above is the workers' and subprocesses')

try:  # Hypothesis fails an example slower than 200 ms by default: a speed assert, off here (issue 38)
    from hypothesis import settings as _hypothesis_settings

    # CI (CI=true) draws the same examples on every run, as every statistical test uses a fixed seed; a developer's
    # runs keep exploring new ones
    _hypothesis_settings.register_profile("any-speed", deadline=None, derandomize=bool(os.environ.get("CI")))
    _hypothesis_settings.load_profile("any-speed")
except ImportError:  # pragma: no cover — hypothesis is in the [test] extra
    pass

ROOT = Path(__file__).resolve().parents[1]
PRESETS = ROOT / "resources" / "presets"
DATA = Path(__file__).resolve().parent / "data"


def chi_square_pvalue(counts, pmf, min_expected=5.0):
    """Pearson χ² goodness of fit of ``counts`` to ``pmf``; cells with expected < 5 are pooled."""
    from scipy import stats

    counts = np.asarray(counts, dtype=float)
    total = counts.sum()
    expected = np.asarray(pmf, dtype=float) * total
    order = np.argsort(expected)
    obs_cells, exp_cells = [], []
    acc_o = acc_e = 0.0
    for i in order:
        acc_o += counts[i]
        acc_e += expected[i]
        if acc_e >= min_expected:
            obs_cells.append(acc_o)
            exp_cells.append(acc_e)
            acc_o = acc_e = 0.0
    if acc_e > 0 or acc_o > 0:
        if obs_cells:
            obs_cells[-1] += acc_o
            exp_cells[-1] += acc_e
        else:
            obs_cells.append(acc_o)
            exp_cells.append(acc_e)
    if len(obs_cells) < 2:
        return 1.0
    return float(stats.chisquare(obs_cells, exp_cells).pvalue)


@pytest.hookimpl(tryfirst=True)  # before xdist's own (which it then asks for the cores)
def pytest_xdist_auto_num_workers(config):
    """``-n auto``: one worker per core, as xdist counts them, and one more (PYTEST_XDIST_AUTO_NUM_WORKERS still
    decides when set). About a tenth of the suite's time is a worker waiting on a subprocess (the CLI, the
    screenshots script, batch runs, chromium), which left its core idle with one worker per core: on 2 cores the
    README command used 180 % of the CPU with two workers, 192 % with three (2026-11-29)."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None
    from xdist.plugin import pytest_xdist_auto_num_workers as cores

    return cores(config) + 1


@pytest.hookimpl(tryfirst=True)  # before pytest's own -m selection reads the markers
def pytest_collection_modifyitems(config, items):
    """Mark every test gui/stat (see markers.py; `slow` is written on the tests themselves). The installer proof
    runs only when -m names it: a command-line -m replaces the one in addopts, so `-m "not slow"` alone would
    otherwise build the bundle."""
    for item in items:
        for name in markers.markers_for(item):
            item.add_marker(name)
    if "installer" not in (config.getoption("markexpr") or ""):
        installer = [item for item in items if item.get_closest_marker("installer") is not None]
        if installer:
            config.hook.pytest_deselected(items=installer)
            items[:] = [item for item in items if item.get_closest_marker("installer") is None]


@pytest.fixture
def presets():
    return PRESETS


@pytest.fixture(scope="module")
def module_bot(qapp, request):
    """A qtbot for module-scoped fixtures (a window a module's tests share)."""
    from pytestqt.qtbot import QtBot

    return QtBot(request)


@pytest.fixture(scope="module")
def module_window(module_bot, tmp_path_factory):
    """One window for a module's tests that leave it as they found it (``shared``), destroyed after the module."""
    from guihelp import destroy_window, make_window

    w = make_window(module_bot, tmp_path_factory.mktemp("shared"), owned=False)
    yield w
    destroy_window(w)


@pytest.fixture
def shared(module_window):
    """The module's window (``module_window``); the test leaves it out of presentation, in the light theme and in
    English (checked after: a test that did not fails here, not the next)."""
    from expmech_gui.ui import language, theme

    yield module_window
    look = (module_window.presentation.presenting, theme.current(), language.current())
    assert look == (False, "light", "en"), look


@pytest.fixture
def window(qtbot, tmp_path):
    """A shown MainWindow with its settings and autosave in tmp_path; closed afterwards."""
    from guihelp import make_window

    w = make_window(qtbot, tmp_path)
    yield w
    w.close()


@pytest.fixture
def make_workspace(qtbot):
    """``make_workspace(key, preset=None)``: one shown Workspace (no window) with ``preset`` (by default the
    scenario's first) loaded and its exact numbers on screen; ``preset=""`` leaves the table empty."""
    from guihelp import load_preset, make_workspace as build

    built = []

    def factory(key, preset=None):
        ws = build(qtbot, key)
        built.append(ws)
        if preset != "":
            load_preset(qtbot, ws, preset)
        return ws

    yield factory
    for ws in built:
        ws.display_tick.stop()
        ws.shutdown()


@pytest.fixture(autouse=True)
def no_unexpected_message_boxes(monkeypatch):
    """Offscreen, a modal message box nobody answers blocks the test run forever: fail at once instead,
    with its text. A test that expects a box patches QMessageBox itself (its patch wins)."""
    try:
        from PySide6.QtWidgets import QMessageBox
    except ImportError:
        yield
        return

    def refuse(*args, **_kwargs):
        text = next((a for a in args[2:3] if isinstance(a, str)), "") or (
            args[0].text() if args and isinstance(args[0], QMessageBox) else "")
        raise AssertionError(f"an unexpected modal message box would block the test: {text!r}")

    for name in ("exec", "question", "warning", "critical", "information"):
        monkeypatch.setattr(QMessageBox, name, refuse)
    yield


@pytest.fixture(autouse=True)
def plots_start_on_a_light_background(request):
    """The plot palette follows the background in use (a module-wide setting, widgets/plots/palette.py): a Qt
    test starts on the light one, whatever theme the test before it left."""
    if "qtbot" in request.fixturenames:
        from expmech_gui.ui.widgets.plots import palette

        palette.set_background("w")
    yield


_freeze_events = [0]  # calls of gc.freeze/gc.unfreeze in this process (counted below)
_qt_test_just_ended = [False]  # the last test here was a Qt test, and its teardown collected everything
_session_frozen_at = [None]  # _freeze_events[0] when the test session's own objects were last frozen here


def _counted(function):
    """``gc.freeze``/``gc.unfreeze``, counted: whether anything froze or unfroze since the session's objects were
    frozen is then a comparison, where ``gc.get_freeze_count()`` walks every frozen object (10–25 ms at 400,000: a
    Qt test asked five times, ~1 min of a 2-core CI run)."""
    def counted():
        _freeze_events[0] += 1
        function()
    counted.__doc__ = function.__doc__
    return counted


gc.freeze, gc.unfreeze = _counted(gc.freeze), _counted(gc.unfreeze)


@pytest.fixture(autouse=True)
def garbage_collected_on_the_gui_thread(request):
    """As in the app (ui/application.py): in a Qt test, Python's garbage collector runs only on the GUI thread,
    so a worker thread never frees a leftover widget (which deadlocks Qt). Each Qt test ends (and, unless it
    follows another, starts) with a collection on the GUI thread, and its closed widgets are destroyed before the
    next test.

    What lives on between tests (modules, the collected tests: some 300,000 objects) is frozen out of the
    collections (gc.freeze), as the app freezes its window's: each collection then walks what the test made, where
    a full one took 0.15-0.2 s, twice per Qt test. The collector's stop keeps it frozen unless the app froze some of
    the test's objects meanwhile; then everything is collected and what is left is frozen again.

    Right after another Qt test, whose stop collected everything, the start's collection is skipped: it found
    only pytest's few objects of the test between, and walked whatever a module's shared window holds (37 ms a
    test in three such files; ~1 min of CPU over the suite). The collector's timer, on the GUI thread, takes
    anything left as the test goes."""
    if "qtbot" not in request.fixturenames:
        _qt_test_just_ended[0] = False
        yield
        return
    from expmech_gui.ui.application import GuiThreadGarbageCollector

    request.getfixturevalue("qapp")
    collector = GuiThreadGarbageCollector()
    if _session_frozen_at[0] != _freeze_events[0]:  # (first here, or something froze or unfroze since: a batch run)
        gc.unfreeze()
        gc.collect()
        gc.freeze()
        _session_frozen_at[0] = _freeze_events[0]
    elif not _qt_test_just_ended[0]:
        gc.collect()
    _qt_test_just_ended[0] = False
    collector.start()
    yield
    # pytest-qt has closed the test's widgets with deleteLater; destroy them now, in this test's teardown, not in
    # the next test's first wait (tearing down dozens of windows takes seconds, and would eat its timeout)
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    collector.stop()
    if _session_frozen_at[0] != _freeze_events[0]:  # (it froze some of the test's objects: all were collected)
        gc.unfreeze()  # (moving the lists is O(1): neither call walks the objects)
        gc.freeze()
        _session_frozen_at[0] = _freeze_events[0]
    _qt_test_just_ended[0] = True
