"""Qt's own German in the frozen bundle (issue 35 §3): PySide6's wheel has qtbase_de.qm, installer/expmech.spec
keeps it among the data it otherwise strips of Qt's translations, and it makes a standard button German. (The
bundle itself is built and its self-test checks "Abbrechen" in tests/test_installer.py, marked `installer`.)"""
import importlib.util
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

ROOT = Path(__file__).resolve().parent.parent


def qt_translations():
    spec = importlib.util.spec_from_file_location("qt_translations", ROOT / "installer" / "qt_translations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_spec_keeps_qtbase_of_each_shipped_language_and_drops_the_rest():
    module = qt_translations()
    assert module.shipped_languages(ROOT) == ["de"]
    datas = [("PySide6/Qt/translations/qtbase_de.qm", "/wheel/qtbase_de.qm", "DATA"),
             ("PySide6/Qt/translations/qtbase_fr.qm", "/wheel/qtbase_fr.qm", "DATA"),
             ("PySide6/Qt/translations/qtdeclarative_de.qm", "/wheel/qtdeclarative_de.qm", "DATA"),
             ("PySide6\\translations\\qtbase_ja.qm", "C:/wheel/qtbase_ja.qm", "DATA"),  # Windows' layout
             ("expmech_gui/resources/i18n/expmech_de.qm", "/src/expmech_de.qm", "DATA")]
    kept = [d[0] for d in module.kept_datas(datas, module.shipped_languages(ROOT))]
    assert kept == ["PySide6/Qt/translations/qtbase_de.qm", "expmech_gui/resources/i18n/expmech_de.qm"]
    spec = (ROOT / "installer" / "expmech.spec").read_text(encoding="utf-8")
    assert "a.datas = kept_datas(a.datas, shipped_languages(ROOT))" in spec


def test_pyside6_has_qtbase_de_and_it_makes_cancel_german(qtbot):
    from PySide6.QtCore import QLibraryInfo, QTranslator
    from PySide6.QtWidgets import QApplication, QDialogButtonBox

    path = Path(QLibraryInfo.path(QLibraryInfo.TranslationsPath)) / "qtbase_de.qm"
    assert path.is_file(), f"PySide6's wheel has no {path}"
    translator = QTranslator()
    assert translator.load(str(path))
    QApplication.installTranslator(translator)
    try:
        box = QDialogButtonBox(QDialogButtonBox.Cancel)
        qtbot.addWidget(box)
        assert box.button(QDialogButtonBox.Cancel).text().replace("&", "") == "Abbrechen"
    finally:
        QApplication.removeTranslator(translator)


def test_the_self_test_checks_the_german_buttons(qtbot):
    from expmech_gui.ui import selftest

    assert selftest._language_check() == []
