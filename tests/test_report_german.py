"""The exported report in German (issue 35 §3): every heading, sentence, table header, caption and chart label
through the catalogue, numbers in German separators, and no English sentence of the English report left over."""
import re
import shutil
import subprocess

import pytest

pytest.importorskip("PySide6")

from test_report import released, visible_text

from expmech_gui.ui import language
from expmech_gui.ui.report import report

pytestmark = pytest.mark.gui
# English that may stay in the German report, and why: the presets' names are data, like the candidates' names
# ("Teacher of the year", "Thresholds on a 100-point line"), and stay as they were shipped
ALLOWED_WHY = "the loaded preset's name"


@pytest.fixture
def german(qtbot):
    language.install("de")
    yield
    language.install("en")


def runs_of_words(text: str, least: int = 4) -> set[str]:
    """The English report's sentences and phrases of at least ``least`` words: the text cut at sentence and
    clause marks, brackets and the edges of cells (the HTML's tags, turned into line breaks)."""
    pieces = re.split(r"[.:;!?()\n“”]+|, | – | — ", text)
    return {" ".join(p.split()) for p in pieces if len(re.findall(r"[A-Za-z]{2,}", p)) >= least}


def html_text(ws) -> str:
    page = report.report_html(ws, lambda name, img: f"{name}.png")
    return visible_text(re.sub(r"<(?:p|h\d|tr|td|th|br)\b", "\n<", page))


def english_left(english: str, german: str, allowed: str) -> list[str]:
    """The English report's phrases found in the German one, except those inside ``allowed`` (ALLOWED_WHY)."""
    flat = " ".join(german.split())
    return sorted(s for s in runs_of_words(english) if s in flat and s not in allowed)


@pytest.mark.parametrize("key", ["pricing", "voting", "topk", "pac"])
def test_the_german_report_has_german_headings_and_no_english_sentence(qtbot, make_workspace, key):
    ws = make_workspace(key)
    released(qtbot, ws, trials=300)
    english = html_text(ws)
    language.install("de")
    try:
        german = html_text(ws)
    finally:
        language.install("en")
    for heading in ("Kurz gesagt", "Was ε für die Personen in den Daten bedeutet", "Wie gut ist die private Wahl?",
                    "Wiederholte Veröffentlichungen: die Privatsphäre-Rechnung", "Begriffe in diesem Bericht",
                    "Einstellungen und Zahlen", "Erstellt am", "Zuletzt privat veröffentlicht"
                    if key != "topk" else "Die letzte private Veröffentlichung"):
        assert heading in german, heading
    left = english_left(english, german, ws.unedited_preset or "")
    assert not left, "English left in the German report:\n" + "\n".join(left)


def test_german_numbers_in_the_report(qtbot, make_workspace, german):
    ws = make_workspace("pricing", "Lecture: $1, $1, $3.01")
    released(qtbot, ws, trials=300)
    page = report.report_html(ws, lambda name, img: f"{name}.png")
    text = visible_text(page)
    assert '<html lang="de">' in page
    assert "$3,01" in text and "$3.01" not in text  # a decimal comma, the price itself included
    assert "1 von 250" in text and "Alle 301 Preise, in 10 Bereichen" in text


def test_the_german_pdf_says_it_in_german(qtbot, make_workspace, german, tmp_path):
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    ws = make_workspace("voting")
    released(qtbot, ws, trials=300)
    path = tmp_path / "bericht.pdf"
    report.write_pdf(ws, str(path))
    text = " ".join(subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True,
                                   check=True).stdout.split())
    for words in ("Kurz gesagt", "Seite 1 von", "ExpMech-Studio-Bericht", "exakte Chance, gewählt zu werden",
                  "Chance, gewählt zu werden, je Kandidat", "Stimmen der Wahl: wie wahrscheinlich jeder Wert ist"):
        assert words in text, words
    for english in ("page 1 of", "exact chance", "simulated share", "Each candidate's chance", "In short"):
        assert english not in text, english
