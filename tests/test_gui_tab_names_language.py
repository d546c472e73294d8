"""The views' tab names follow View ▸ Language in presentation mode, also on a workspace not in view at the switch:
Voting's first tab said "Läufe" in English after German → English (German "Simulation" is the English word; its
short name "Läufe" was added to the English map of short names, and presentation mode wrote it into the tab of a
workspace the switch then took for English)."""
import pytest

from guihelp import make_window, settled

pytestmark = pytest.mark.gui


def names(ws) -> tuple[list[str], list[str]]:
    """Each tab's text and the name its bar shows (short where the full ones do not fit)."""
    bar = ws.views.tabBar()
    return ([ws.views.tabText(i) for i in range(ws.views.count())],
            [bar.shown_text(i) for i in range(ws.views.count())])


@pytest.mark.parametrize("first, then", [("de", "en"), ("en", "de")])
def test_a_hidden_workspace_s_tabs_in_presentation_follow_a_switch_of_language(qtbot, tmp_path, first, then):
    """``first`` chosen, Pricing in view, presentation mode on, then ``then``: Voting's tabs show its views' short
    names in ``then`` (and the full ones once presentation mode is off), every one, as the catalogue says."""
    from expmech_gui.ui import language
    from expmech_gui.ui.workspaces.view_tabs import ENGLISH_SHORT_TABS

    window = make_window(qtbot, tmp_path)
    voting = window.workspaces["voting"]
    english = [voting.views.tabText(i) for i in range(voting.views.count())]
    try:
        window.language_actions[first].trigger()
        window.tabs.setCurrentWidget(window.workspaces["pricing"])
        window.presentation.set_presentation(True)
        window.language_actions[then].trigger()
        in_then = (lambda text: text) if then == "en" else language.translated_text
        window.tabs.setCurrentWidget(voting)
        settled(qtbot, voting)
        texts, shown = names(voting)
        assert texts == [in_then(ENGLISH_SHORT_TABS.get(name, name)) for name in english]
        assert set(shown) <= set(texts) | {in_then(ENGLISH_SHORT_TABS.get(name, name)) for name in english}
        window.presentation.set_presentation(False)
        settled(qtbot, voting)
        assert names(voting)[0] == [in_then(name) for name in english]
    finally:
        window.presentation.set_presentation(False)
        language.install("en")
    assert "Läufe" not in english and english[0] == "Simulation"


def test_the_short_names_are_english_again_after_german():
    """The map of short names is made again at each switch: German's "Simulation" → "Läufe" does not stay."""
    from expmech_gui.ui import language
    from expmech_gui.ui.workspaces.view_tabs import ENGLISH_SHORT_TABS, SHORT_TABS, short_names_in

    try:
        language.install("de")
        short_names_in(language.tr)
        assert SHORT_TABS["Simulation"] == "Läufe"
        assert SHORT_TABS["Privacy bill"] == "Bill"  # an English full name (a view not yet translated) still maps
    finally:
        language.install("en")
        short_names_in(language.tr)
    assert SHORT_TABS == ENGLISH_SHORT_TABS
