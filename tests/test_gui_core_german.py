"""The core's sentences where the German window shows them (issue 35 §3): the one-person view's change and its
numbers, the summary's floors and their tooltip, the ε controls' tooltips, the Risk view's bound, the strategic
view's reason for the ε per report and the tab bars' scroll buttons — German words, German decimal commas."""
import re

import pytest
from PySide6.QtWidgets import QTabBar, QToolButton

from guihelp import WAIT, load, load_preset, ready
from test_gui_ledger import released

pytestmark = pytest.mark.gui


@pytest.fixture
def german(window):
    from expmech_gui.ui import language

    window.language_actions["de"].trigger()
    yield window
    language.install("en")


def test_the_one_person_view_says_the_change_and_its_numbers_in_german(qtbot, window, german):
    ws = load(qtbot, window, "voting")
    view = ws.neighbour_view
    ws.views.setCurrentWidget(view)
    view.change.setCurrentIndex(view.change.findData("remove"))
    view.row.setText("2")
    with qtbot.waitSignal(view.comparisonShown, timeout=WAIT):
        view.compare()
    name = ws.experiment.dataset.candidates[1]
    assert view.who.text() == f"D′ = D mit einer Änderung: einen Stimmzettel für Kandidat {name} (Tabellenzeile 2) " \
                              "entfernen"
    text = view.numbers.text()
    assert text.startswith(f"Einen Stimmzettel für Kandidat {name} (Tabellenzeile 2) entfernen: größter "
                           "Privatsphäre-Verlust <b>0,")
    assert "für „eine Person hinzufügen oder entfernen“ von höchstens ε/2 = 0,5." in text
    assert "Dieses Paar ändert die Bewertung um höchstens" in text and "Monotone Analyse für" in text
    view.change.setCurrentIndex(view.change.findData("add"))
    assert view.who.text().startswith("D′ = D mit einer Änderung: Stimmzettel neu hinzufügen – der neue Stimmzettel "
                                      "ist für Kandidat ")


def test_the_summary_floors_and_the_epsilon_tooltips_in_german(qtbot, window, german):
    ws = load(qtbot, window, "voting")
    floor = ws.summary_panel.text("floor")
    assert re.fullmatch(r"\S+ nach Satz 3; \S+ nach dem Wiki", floor) and "," in floor, floor
    tip = ws.summary_panel.labels["floor"].toolTip()
    assert "Erwartete Bewertung mindestens" in tip and "Expected" not in tip
    assert "An der Linie OPT − " in ws.summary_panel.labels["p_lemma"].toolTip()
    panel = ws.parameter_panel
    field_tip = "Privatsphäre-Parameter ε, von 0,000001 bis 10.000: kleiner heißt privater."
    assert panel.epsilon.toolTip() == field_tip
    assert panel.epsilon_slider.toolTip() == "ε auf log. Skala von 0,000001 bis 10.000"
    ready(qtbot, ws, lambda: panel.set_epsilon(2))  # a new ε: the box says its tooltip again, still German
    assert panel.epsilon.toolTip() == field_tip


def test_the_risk_bound_and_the_strategic_reason_in_german(qtbot, window, german):
    ws = released(qtbot, window, "voting", 5, 3)
    view = ws.risk_view
    with qtbot.waitSignal(view.riskShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
    assert re.search(r"^p′ ≤ e\^ε·p / \(e\^ε·p \+ 1 − p\) mit ε = 7,3\d* \(die Summe", view.posterior.toolTip())
    assert view.posterior.toolTip().endswith("Nanayakkara u. a., USENIX Security 2023; Kifer u. a.")
    assert "höchstens 10⁻⁶ nicht gelten" in view.posterior.text()  # the δ slack
    pricing = load(qtbot, window, "pricing")
    load_preset(qtbot, pricing, "Lecture: $1, $1, $3.01")
    strategic = pricing.strategic_view
    strategic.row.setText("3")
    with qtbot.waitSignal(strategic.scanShown, timeout=WAIT):
        pricing.views.setCurrentWidget(strategic)
    text = strategic.result.text()
    assert "die Bewertung ist monoton bei Nachbarn durch Ersetzen" in text and "ε/2 = 0,5" in text
    assert "$1,42" in text and "replace" not in text


def test_the_tab_bars_scroll_buttons_are_named_in_german(qtbot, window, german):
    names = {button.accessibleName() for bar in window.findChildren(QTabBar)
             for button in bar.findChildren(QToolButton)}
    assert {"Nach links scrollen", "Nach rechts scrollen"} <= names and not {"Scroll Left", "Scroll Right"} & names


def test_the_epsilon_tooltips_say_the_range_the_parser_accepts():
    """The ε controls' tooltips are whole texts for the catalogue: each still says the range parse_epsilon takes."""
    from expmech_gui.core.numbers import EPSILON_MAX, EPSILON_MIN
    from expmech_gui.ui.widgets.text import EPSILON_COMPARE_TIP, EPSILON_FIELD_TIP, EPSILON_RANGE_TEXT, EPSILON_SLIDER_TIP

    assert EPSILON_RANGE_TEXT == f"from {EPSILON_MIN:.6f} to {EPSILON_MAX:,.0f}"
    assert all(EPSILON_RANGE_TEXT in tip for tip in (EPSILON_FIELD_TIP, EPSILON_SLIDER_TIP, EPSILON_COMPARE_TIP))


def test_no_view_of_the_top_k_workspace_meets_an_unknown_mechanism(qtbot, window):
    """Top-k's methods (peeling, Gumbel, Laplace) are its own, not registered mechanisms of one choice: after a
    release with each, no view says 'unknown mechanism' (the ε-sweep once did, in red on every view)."""
    from i18n_walk import shown_texts
    from test_gui_topk import choose
    from test_readability import settled

    ws = load(qtbot, window, "topk")
    for method in ("peeling", "gumbel", "laplace"):
        if method != ws.experiment.params.mechanism:
            choose(qtbot, ws, method)
        assert ws.run_once() is not None
        for index in range(ws.views.count()):
            ws.views.setCurrentIndex(index)
            settled(qtbot, ws.views.currentWidget())
            said = [text for text, _widget in shown_texts(window).values() if "unknown mechanism" in text]
            assert not said, (method, ws.views.tabText(index), said)
