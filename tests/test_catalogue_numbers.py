"""The German catalogue writes its numbers as English does, and the language's separators come from where the text
is shown (issue 35 §3): ui/language.shown and core.number_locale.localized swap them once, so a translation that
already wrote "0,5" was shown as "0.5"."""
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

CATALOGUE = Path(__file__).resolve().parents[1] / "resources" / "i18n" / "expmech_de.ts"
DIGITS = re.compile(r"\d+(?:[.,]\d+)+")
# the six texts whose German wrote German separators, and what the window shows for them in German
SIX = {
    "0.5 is the median, 0.25 the lower quartile": "0,5 ist der Median, 0,25 das untere Quartil",
    "Caution: a privacy setting below 0.1 adds so much randomness that the result may be little better than a "
    "random pick.": "Vorsicht: Eine Privatsphäre-Einstellung unter 0,1 fügt so viel Zufall hinzu, dass das "
                    "Ergebnis kaum besser als eine zufällige Wahl sein kann.",
    "the label noise η must be from 0 to 0.5, not {noise:g}": "das Label-Rauschen η muss von 0 bis 0,5 reichen, "
                                                              "nicht 0,7",
    "the max price must be {bounds} (0.01 cent to a trillion), not {shown}": "der Höchstpreis muss {bounds} sein "
                                                                            "(0,01 Cent bis eine Billion), nicht "
                                                                            "{shown}",
    "Each update multiplies the weights by e^(±η) where the query counts; 0.25 is the slides' T/4":
        "Jede Korrektur multipliziert die Gewichte mit e^(±η), wo die Anfrage zählt; 0,25 ist das T/4 der Folien",
    ": write a plain number (0.5, not 50%)": ": schreiben Sie eine einfache Zahl (0,5 statt 50 %)",
}


def messages() -> list[tuple[str, str]]:
    return [(m.findtext("source") or "", m.findtext("translation") or "")
            for m in ET.parse(CATALOGUE).getroot().iter("message")]


def german_separators(source: str, translation: str) -> list[str]:
    """The numbers of ``translation`` written with German separators where ``source`` writes the same number with
    English ones ("0,5" for "0.5", "10.000" for "10,000")."""
    english = set(DIGITS.findall(source))
    return [n for n in DIGITS.findall(translation)
            if n not in english and n.translate(str.maketrans(".,", ",.")) in english]


def test_german_separators_are_found():
    assert german_separators("from 0.000001 to 10,000", "von 0,000001 bis 10.000") == ["0,000001", "10.000"]
    assert german_separators("from 0.000001 to 10,000", "von 0.000001 bis 10,000") == []
    assert german_separators("over {0,1}^d", "über {0,1}^d") == []


def test_no_translation_writes_german_separators():
    """Every <translation> keeps its source's separators: shown() makes them German where the text is shown."""
    wrong = [(source, translation) for source, translation in messages() if german_separators(source, translation)]
    assert not wrong, "\n".join(f"{s!r} → {t!r}" for s, t in wrong)


def test_the_six_are_in_the_catalogue_with_english_separators():
    translations = dict(messages())
    for source in SIX:
        assert source in translations, source
        assert not german_separators(source, translations[source])


@pytest.fixture
def german(qapp):
    from expmech_gui.ui import language

    language.install("de")
    yield language
    language.install("en")


def test_the_six_show_in_german_separators(german):
    """Each of the six as the window writes it in German: a widget's text through the catalogue (translated_text),
    a refusal through message() and the caution through words() and shown(); shown once more, unchanged."""
    from expmech_gui.core import numbers
    from expmech_gui.core.plain_tradeoff import epsilon_caution
    from expmech_gui.core.translatable import message

    said = {
        "0.5 is the median, 0.25 the lower quartile": german.translated_text(
            "0.5 is the median, 0.25 the lower quartile"),
        "Caution: a privacy setting below 0.1 adds so much randomness that the result may be little better than a "
        "random pick.": german.shown(epsilon_caution(0.05)),
        "the label noise η must be from 0 to 0.5, not {noise:g}": message(
            "the label noise η must be from 0 to 0.5, not {noise:g}", noise=0.7),
        "the max price must be {bounds} (0.01 cent to a trillion), not {shown}": message(
            "the max price must be {bounds} (0.01 cent to a trillion), not {shown}", bounds="{bounds}",
            shown="{shown}"),
        "Each update multiplies the weights by e^(±η) where the query counts; 0.25 is the slides' T/4":
            german.translated_text("Each update multiplies the weights by e^(±η) where the query counts; 0.25 is "
                                   "the slides' T/4"),
    }
    said[": write a plain number (0.5, not 50%)"] = numbers._advice("50%")  # (the advice after a refusal)
    for source, text in said.items():
        assert SIX[source] in text, (source, text)
        assert german.shown(text) == text  # shown again where it is shown: the same


def test_the_median_and_pmw_tooltips_are_german_in_the_window(qtbot, window):
    """View ▸ Language ▸ Deutsch: the quantile's and PMW's η boxes' tooltips show 0,5 / 0,25 (the catalogue's 0.5
    localized once), and English again after the switch back."""
    from PySide6.QtWidgets import QWidget

    from guihelp import WAIT

    def tips() -> set:
        return {w.toolTip() for ws in window.workspaces.built() for w in ws.findChildren(QWidget)
                if "T/4" in w.toolTip() or "Quartil" in w.toolTip() or "quartile" in w.toolTip()}
    for key in ("median", "pmw"):
        if key in window.workspaces:
            window.tabs.setCurrentWidget(window.workspaces[key])
    qtbot.waitUntil(lambda: len(tips()) >= 2, timeout=WAIT)
    english = tips()
    try:
        window.language_actions["de"].trigger()
        qtbot.waitUntil(lambda: {SIX["0.5 is the median, 0.25 the lower quartile"],
                                 SIX["Each update multiplies the weights by e^(±η) where the query counts; 0.25 is "
                                     "the slides' T/4"]} <= tips(), timeout=WAIT)
    finally:
        window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: tips() == english, timeout=WAIT)


def test_a_presets_number_is_german_where_its_name_is_shown(qtbot, window):
    """"Synthetic: 2,000 log-normal buyers" (the catalogue's "Synthetisch: 2,000 …") is "2.000" in German in the
    status bar's "Loaded preset …", which localizes the whole message once (the catalogue's "2.000" came out as
    "2,000" there)."""
    from guihelp import load

    seen = []
    window.statusBar().messageChanged.connect(seen.append)
    try:
        window.language_actions["de"].trigger()
        load(qtbot, window, "pricing", "Synthetic: 2,000 log-normal buyers")
        assert any("„Synthetisch: 2.000 log-normalverteilte Käufer“" in said or
                   "“Synthetisch: 2.000 log-normalverteilte Käufer”" in said for said in seen), seen
    finally:
        window.language_actions["en"].trigger()
