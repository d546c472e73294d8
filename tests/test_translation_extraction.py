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
