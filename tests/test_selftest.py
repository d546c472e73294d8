"""`expmech-gui --self-test` from source: passes, and fails loudly when the summary disagrees with the core."""
import subprocess
import sys

import pytest

from machine import deadline

pytestmark = pytest.mark.slow  # the app's self-test in a subprocess, ~2 s each

pytest.importorskip("PySide6")


def test_self_test_passes_from_source(tmp_path):
    r = subprocess.run([sys.executable, "-m", "expmech_gui", "--self-test", str(tmp_path)], capture_output=True,
                       text=True, timeout=deadline(300))
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.strip().endswith("SELF-TEST OK") and "Traceback" not in r.stderr
    from expmech_gui.scenarios import SCENARIOS

    assert len(list(tmp_path.glob("*.png"))) == len(SCENARIOS)  # one per workspace


def test_self_test_reports_a_wrong_summary(qtbot, tmp_path, monkeypatch, capsys):
    from expmech_gui.ui import selftest
    from expmech_gui.ui.widgets.summary import SummaryPanel

    original = SummaryPanel.show_empirical  # writes the exact expected score to the simulated interval's precision

    def wrong(self, exp, aggregate, *args, **kwargs):
        original(self, exp, aggregate, *args, **kwargs)
        self.labels["expected"].setText("42")

    monkeypatch.setattr(SummaryPanel, "show_empirical", wrong)
    # one workspace is enough to see the wrong summary reported (the whole run passing is the test above's): its
    # presets, the room and the language checks, without the nine others' (~15 s of CPU)
    from expmech_gui.scenarios import SCENARIOS
    from expmech_gui.scenarios.framework.registry import Registry
    from expmech_gui.ui import main_window

    monkeypatch.setattr(main_window, "SCENARIOS", Registry(SCENARIOS["voting"]))
    assert selftest.run(str(tmp_path)) == 1
    out = capsys.readouterr().out
    assert "SELF-TEST FAILED" in out and "summary expected shows '42'" in out
