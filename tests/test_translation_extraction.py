"""Texts found by machine (issue 35 §3): pyside6-lupdate, run by installer/extract_translations.py, finds every text
the window translates, and the German catalogue translates every text it finds."""
import importlib.util
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.skipif(shutil.which("pyside6-lupdate") is None, reason="pyside6-lupdate is not installed")


def extraction():
    spec = importlib.util.spec_from_file_location("extract_translations", ROOT / "installer" / "extract_translations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def found():
    return extraction().extracted_texts()


def test_the_german_catalogue_translates_every_text_the_extraction_finds(found):
    module = extraction()
    assert {"File", "Run once", "Privacy bill", "Pricing", "Slow motion"} <= set(found)  # menus, buttons, tabs, data
    lacking = module.missing_texts(ROOT / "resources" / "i18n" / "expmech_de.ts", found)
    assert not lacking, "expmech_de.ts lacks (run installer/extract_translations.py, then translate):\n" + \
        "\n".join(map(repr, lacking))


def test_a_new_marked_text_is_found_and_added_unfinished(tmp_path):
    module = extraction()
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "panel.py").write_text('from expmech_gui.core.translatable import translatable\n'
                                      'BUTTON = translatable("&Brand new button")\n', encoding="utf-8")
    texts = module.extracted_texts(package)
    assert texts == ["Brand new button"]
    catalogue = tmp_path / "expmech_de.ts"
    shutil.copy(ROOT / "resources" / "i18n" / "expmech_de.ts", catalogue)
    assert module.missing_texts(catalogue, texts) == texts
    assert module.add_unfinished(catalogue, texts) == texts
    assert module.missing_texts(catalogue, texts) == texts  # present now, still to translate
    assert module.add_unfinished(catalogue, texts) == []
    assert module.catalogue_translations(catalogue)["File"] == "Datei"  # the rest kept as it was


def test_the_german_catalogue_keeps_no_entry_the_code_no_longer_uses(found):
    """Every entry is a marked text or a text the code or the resources still hold (a scenario's title looked up
    unmarked, a name capitalised, a widget's humanised name): none left behind by a text since changed."""
    module = extraction()
    unused = module.unused_texts(ROOT / "resources" / "i18n" / "expmech_de.ts", found)
    assert not unused, "run installer/extract_translations.py --drop-unused:\n" + "\n".join(map(repr, unused))


def test_dropping_entries_leaves_every_other_line_as_it_was(tmp_path):
    module = extraction()
    catalogue = tmp_path / "expmech_de.ts"
    text = (ROOT / "resources" / "i18n" / "expmech_de.ts").read_text(encoding="utf-8")
    catalogue.write_text(text, encoding="utf-8")
    assert module.drop_messages(catalogue, ["New session", "Open recent"]) == 2
    kept = catalogue.read_text(encoding="utf-8")
    assert "<source>New session</source>" not in kept and "<source>Open recent</source>" not in kept
    kept_lines = set(kept.splitlines())  # split once: splitting per line made this test 20 s of CPU
    gone = [line for line in text.splitlines() if line not in kept_lines]
    assert gone == ["        <source>New session</source>", "        <translation>Neue Sitzung</translation>",
                    "        <source>Open recent</source>", "        <translation>Zuletzt geöffnet</translation>"]
    assert len(text.splitlines()) - len(kept.splitlines()) == 8  # two whole messages, nothing else
    assert module.catalogue_translations(catalogue)["Open session…"] == "Sitzung öffnen…"
