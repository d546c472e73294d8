"""View ▸ Plain words, the summary's revenue guarantee, Compare's cell tooltips and the one-person view's quoted
monotone reason in German (issue 35 §3), and the same texts in English again after a switch back."""
import re

import pytest

from expmech_gui.core.problem import NEIGHBOURS
from expmech_gui.ui import language
from expmech_gui.ui.workspaces.compare import CompareWindow
from expmech_gui.ui.workspaces.compare_rows import ARGMAX, PRIVACY, SETTING, Config
from guihelp import LONG_WAIT, WAIT, background_done, load, make_window

pytestmark = pytest.mark.gui


@pytest.fixture
def german():
    language.install("de")
    yield
    language.install("en")


def test_plain_words_follow_the_language_both_ways(qtbot, tmp_path):
    """A new user (plain words on) chooses German and back: the ε row's name, its ends, the plots over ε and
    their sentence are German, then English again as before."""
    window = make_window(qtbot, tmp_path, plain_words=True)
    ws = load(qtbot, window, "voting")
    background_done(qtbot, ws, timeout=LONG_WAIT)
    plain_epsilon, plots = ws.parameter_panel.plain_epsilon, ws.summary_panel.tradeoff
    english = (plain_epsilon.name.text(), plain_epsilon.ends.text(), plots.words.text())
    assert english[:2] == ("Privacy setting", "more privacy ↔ more accuracy")
    assert english[2].startswith("The dashed line is the setting now: accuracy ")
    try:
        window.language_actions["de"].trigger()
        background_done(qtbot, ws, timeout=LONG_WAIT)  # (the plots are computed again, their sentence said anew)
        assert plain_epsilon.name.text() == "Privatsphäre-Einstellung"
        assert plain_epsilon.ends.text() == "mehr Privatsphäre ↔ mehr Genauigkeit"
        assert plain_epsilon.name.toolTip() == "Der Privatsphäre-Parameter ε"
        assert plots.heading.text() == "<b>Wenn sich die Einstellung ändert</b>"
        assert plots.words.text().startswith("Die gestrichelte Linie ist die jetzige Einstellung: Genauigkeit ")
        assert [w.getPlotItem().full_title for w in plots.widgets] == [
            "Genauigkeit: erwartetes Ergebnis, Anteil am Besten", "Risiko: aus einer Annahme von 20\u00a0% werden höchstens"]
        assert plots.widgets[0].getPlotItem().getAxis("bottom").full_label.startswith("Privatsphäre-Einstellung")
    finally:
        window.language_actions["en"].trigger()
    background_done(qtbot, ws, timeout=LONG_WAIT)
    assert (plain_epsilon.name.text(), plain_epsilon.ends.text(), plots.words.text()) == english
    assert plots.widgets[1].getPlotItem().full_title == "Risk: a 20% belief can become at most"


def test_plain_words_turned_on_in_german_are_english_after_a_switch_back(qtbot, window):
    """An expert's German window: F8 names the ε row in German; back in English it is named in English."""
    ws = load(qtbot, window, "voting")
    try:
        window.language_actions["de"].trigger()
        window.plain_words_action.trigger()
        assert ws.parameter_panel.plain_epsilon.name.text() == "Privatsphäre-Einstellung"
    finally:
        window.language_actions["en"].trigger()
    assert ws.parameter_panel.plain_epsilon.name.text() == "Privacy setting"
    assert ws.parameter_panel.plain_epsilon.name.toolTip() == "The privacy parameter ε"


def test_the_revenue_guarantee_row_is_said_in_german(qtbot, window):
    ws = load(qtbot, window, "pricing", "Synthetic: 2,000 log-normal buyers")
    assert ws.summary_panel.text("guarantee").startswith("at least $")
    try:
        window.language_actions["de"].trigger()
        text = ws.summary_panel.text("guarantee")
        assert re.fullmatch(r"mindestens \$[\d.]+,\d\d, mit Chance ≥ \d+\u00a0%", text), text
    finally:
        window.language_actions["en"].trigger()
    assert ws.summary_panel.text("guarantee").startswith("at least $")


def test_compare_s_cell_tooltips_are_german(qtbot, make_workspace, german):
    """Pricing at ε = 1: permute-and-flip's curve is the EM's (said in the name cell and its tooltip); matched, the
    monotone row's ε cell says why; the argmax's privacy cell says why it is not private."""
    ws = make_workspace("pricing")
    view = CompareWindow(ws)
    qtbot.addWidget(view)
    for config in (Config.of_experiment(ws.experiment), Config(mechanism="permute-and-flip"),
                   Config(analysis="monotone"), Config(kind=ARGMAX)):
        with qtbot.waitSignal(view.rowsShown, timeout=WAIT):
            assert view.add(config)
    same = view.table.item(1, 0)
    assert same.text().endswith(" (wie Zeile 1)")
    assert same.toolTip().startswith("Ihre Chancen und die von Zeile 1 unterscheiden sich um höchstens 0,")
    assert view.table.item(2, SETTING).toolTip().startswith(
        "„Verbrauchte Privatsphäre angleichen“ ist an: Diese Zeile läuft bei dem ε, bei dem eine Veröffentlichung "
        "0,5 kostet, wie die von Zeile 1")
    assert view.table.item(3, PRIVACY).text() == "nicht privat (ε = ∞)"
    assert view.table.item(3, PRIVACY).toolTip().startswith("immer die beste Wahl")


def test_every_monotone_reason_has_german(qapp):
    """The reason the one-person view quotes (problem.monotone_reason, written by scenarios/) is in the catalogue
    for every neighbour notion of each workspace's first preset — the problem as each scenario builds it for the
    workspace (read from the scenarios, Qt-free: loading every workspace in a window took 14 s)."""
    from expmech_gui.scenarios import SCENARIOS

    missing = []
    for key in SCENARIOS:
        scenario = SCENARIOS[key]
        preset = next(iter(scenario.presets))  # (the one guihelp.load loads)
        reasons = scenario.problem(scenario.load_preset(preset), scenario.preset_settings(preset)).monotone_reason
        assert any(reasons.get(n) for n in NEIGHBOURS), key
        language.install("de")
        try:
            missing += [f"{key}: {reasons[n]}" for n in NEIGHBOURS if reasons.get(n) and language.tr(reasons[n]) ==
                        reasons[n]]
        finally:
            language.install("en")
    assert not missing
