"""Animated draws and the speed dial: Run once's sweep lands on the seeded sampler's draw and can be skipped,
with animation off Run once is instant, the chosen candidate is lit in the plots, and slow motion / unlimited
run and stop (their rates and the event-loop stall are measured in tests/benchmarks/bench_speed_dial.py)."""
import numpy as np
import pytest

from expmech_gui.core.score_stats import candidate_positions
from expmech_gui.ui.widgets.plots.draw_marker import candidate_at, landing_point
from guihelp import WAIT, ready

SEED = 4242


def _seeded(qtbot, ws):
    def fix():
        ws.parameter_panel.fixed_seed.setChecked(True)
        ws.parameter_panel.seed.setValue(SEED)
    ready(qtbot, ws, fix)
    assert ws.experiment.params.seed == SEED
    return np.random.default_rng(np.random.SeedSequence(SEED).spawn(1)[0])


def test_the_sweep_lands_on_the_seeded_draw_and_counts_it_then(qtbot, make_workspace):
    ws = make_workspace("voting")
    replica = _seeded(qtbot, ws)
    expected = int(ws.experiment.mechanism.sample(1, replica)[0])
    ws.animate_draws = True
    idx = ws.present_once()
    assert idx == expected and ws.draw_animation is not None and ws.aggregate.trials == 0  # not counted yet
    assert "Drawing" in ws.controls.result.text()
    with qtbot.waitSignal(ws.drawLanded, timeout=WAIT) as landed:
        pass
    assert landed.args == [expected] and ws.aggregate.trials == 1 and ws.releases == 1
    pr = ws.experiment.problem
    assert f">{pr.labels[expected]}</b>" in ws.controls.result.text()
    highlight = ws.plots.highlights["score"]
    assert highlight.landed and highlight.where[0] == candidate_positions(pr.values, pr.m)[expected]
    assert ws.plots.highlights["outputs"].where is not None


def test_a_second_run_once_skips_the_first_sweep(qtbot, make_workspace):
    ws = make_workspace("lunch")
    ws.animate_draws = True
    first = ws.present_once()
    second = ws.present_once()  # lands the first at once, then draws again
    assert ws.aggregate.counts[first] >= 1 and ws.aggregate.trials == 1
    ws.finish_draw()  # Esc / skip
    assert ws.draw_animation is None and ws.aggregate.trials == 2 and ws.aggregate.counts[second] >= 1


def test_with_animation_off_run_once_is_instant(qtbot, make_workspace):
    ws = make_workspace("voting")
    ws.animate_draws = False
    idx = ws.present_once()
    assert ws.draw_animation is None and ws.aggregate.trials == 1
    assert f">{ws.experiment.problem.labels[idx]}</b>" in ws.controls.result.text()
    assert ws.plots.highlights["score"].landed


def test_changed_inputs_void_a_draw_under_way(qtbot, make_workspace):
    ws = make_workspace("voting")
    ws.animate_draws = True
    ws.present_once()
    ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(2.0))
    assert ws.draw_animation is None and ws.aggregate.trials == 0 and ws.releases == 0


def test_the_marker_path_follows_the_cumulative_chances():
    cdf = np.cumsum([0.5, 0.3, 0.2])
    assert [candidate_at(cdf, u) for u in (0.0, 0.49, 0.5, 0.79, 0.8, 0.999)] == [0, 0, 1, 1, 2, 2]
    assert all(candidate_at(cdf, landing_point(cdf, i)) == i for i in range(3))


@pytest.mark.parametrize("speed", ["slow", "unlimited"])
def test_slow_motion_and_unlimited_run_and_stop(qtbot, make_workspace, speed):
    ws = make_workspace("lunch")
    ws.animate_draws = True
    ws.controls.set_speed(speed)
    ws.toggle_continuous()
    assert ws.running == "continuous"
    if speed == "slow":
        with qtbot.waitSignal(ws.drawLanded, timeout=WAIT):
            pass
        assert ws.aggregate.trials >= 1 and ws.releases == 0  # simulated draws, not releases
    else:
        qtbot.waitUntil(lambda: ws.aggregate.trials > 10**6, timeout=WAIT)
        assert ws.aggregate.counts.sum() == ws.aggregate.trials
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.cancel()
    assert ws.running is None and not ws.runs.slow_timer.isActive()


def test_the_setting_and_the_menus(qtbot, window):
    ws = window.current
    assert ws.animate_draws  # on by default in the window
    act = next(a for a in window.actions() if a.text() == "&Animate draws")
    act.trigger()
    assert not any(w.animate_draws for w in window.workspaces.values())
    assert window.window_settings.animate_draws() is False
    ws.controls.set_speed("unlimited")
    assert all(w.controls.speed_key() == "unlimited" for w in window.workspaces.values())
