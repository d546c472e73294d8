"""The UI's language: Qt's translation system (QTranslator over resources/i18n/expmech_<code>.qm, compiled from the
.ts catalogues by installer/compile_translations.py), *View ▸ Language* (remembered; the default follows the
system locale), and the number format that goes with the language (German: decimal comma).

The window's texts are translated where they are shown: every menu, menu entry, button, view tab and their
tooltips, looked up by their English text in the "ExpMech" context (``translate_window``), so the English text in
the code is the catalogue's source text. The English is kept on each widget, so switching back and forth is exact.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QAbstractButton, QApplication, QTabWidget

from ..core.number_locale import localized
from ..core.translatable import translatable, use_language
from ..scenarios.framework.resources import resources_dir
from . import keyboard
from .workspaces.view_tabs import SHORT_TABS

CONTEXT = "ExpMech"
# code: (name in itself, decimal comma)
LANGUAGES = {"en": (translatable("English"), False), "de": (translatable("Deutsch"), True)}
SETTING = "language"
SOURCE = "i18nSource"  # property: the English text of a translated widget
_state = {"code": "en", "translator": None, "qt": None}


def current() -> str:
    return _state["code"]


def shown(text: str) -> str:
    """A text written by core.formatting with its numbers in the current language's separators ("1.234,5" in
    German; core.number_locale)."""
    return localized(text, _state["code"])


def decimal_comma() -> bool:
    """Whether numbers are typed with a decimal comma in the current language."""
    return LANGUAGES[_state["code"]][1]


def default_code(settings) -> str:
    """The remembered language, else the system locale's when there is a catalogue for it, else English."""
    code = settings.value(SETTING, "") if settings is not None else ""
    if code in LANGUAGES:
        return code
    system = QLocale.system().name()[:2]
    return system if system in LANGUAGES else "en"


def resource_path(*parts: str) -> Path:
    """A translated resource: in this checkout's resources/ when the package runs from a checkout (an editable
    install of another checkout would ship that one's), else among the shipped resources."""
    checkout = Path(__file__).resolve().parents[2] / "resources" / Path(*parts)
    return checkout if checkout.exists() else resources_dir() / Path(*parts)


def catalogue_path(code: str) -> str:
    """The compiled catalogue of ``code``."""
    return str(resource_path("i18n", f"expmech_{code}.qm"))


def install(code: str) -> QTranslator | None:
    """Use language ``code`` from now on (the application's translator is replaced)."""
    app = QApplication.instance()
    for key in ("translator", "qt"):
        if _state[key] is not None:
            app.removeTranslator(_state[key])
            _state[key] = None
    _state["code"] = code if code in LANGUAGES else "en"
    use_language(_state["code"], tr)  # the Qt-free code's sentences (core.translatable.message) follow (i18ncore)
    if _state["code"] != "en":
        for key, path in (("translator", catalogue_path(_state["code"])),  # Qt's own: Save, Discard, Cancel, …
                          ("qt", str(Path(QLibraryInfo.path(QLibraryInfo.TranslationsPath)) /
                                     f"qtbase_{_state['code']}.qm"))):
            translator = QTranslator(app)
            if translator.load(path):
                app.installTranslator(translator)
                _state[key] = translator
    return _state["translator"]


def tr(text: str) -> str:
    """``text`` in the current language (itself when the catalogue has no translation)."""
    return QCoreApplication.translate(CONTEXT, text)


def _translated(holder, get, put, key: str = SOURCE) -> None:
    """Put a text (read by ``get``, written by ``put``) in the current language; its English is kept on the QObject
    ``holder`` under property ``key``. Mnemonics ('&') are given again afterwards (keyboard.give_mnemonics), so
    they are left out of the catalogue's source texts."""
    source = holder.property(key)
    if source is None:
        source = get()
        holder.setProperty(key, source)
    put(source if current() == "en" else tr(source.replace("&", "")))


def translate_window(window) -> None:
    """Every menu, menu entry, button and view tab of ``window`` (and their tooltips) in the current language.
    A window that has only ever been English is left as built (no walk over its widgets at start)."""
    if current() == "en" and not window.property(SOURCE + "Window"):
        keyboard.give_mnemonics(window.menuBar())
        return
    window.setProperty(SOURCE + "Window", True)
    def walk(menu) -> None:
        _translated(menu, menu.title, menu.setTitle)
        for action in menu.actions():
            if action.menu() is not None:
                walk(action.menu())
            elif action.text() and not action.isSeparator():
                _translated(action, action.text, action.setText)
    for top in window.menuBar().actions():
        if top.menu() is not None:
            walk(top.menu())
    for button in window.findChildren(QAbstractButton):
        if button.text():
            _translated(button, button.text, button.setText)
        if button.toolTip():
            _translated(button, button.toolTip, button.setToolTip, SOURCE + "Tip")
    for english, short in list(SHORT_TABS.items()):  # a view tab's short name, where the full one does not fit
        SHORT_TABS[tr(english)] = tr(short)
    for tabs in window.findChildren(QTabWidget):
        for i in range(tabs.count()):
            _translated(tabs, lambda t=tabs, j=i: t.tabText(j), lambda s, t=tabs, j=i: t.setTabText(j, s),
                        f"{SOURCE}Tab{i}")
        if hasattr(tabs.tabBar(), "refit"):
            tabs.tabBar().refit()  # short names where the translated ones no longer fit (view_tabs.ViewTabBar)
    keyboard.give_mnemonics(window.menuBar())


def add_menu(window, settings) -> dict:
    """*View ▸ Language*: one checkable entry per language; the choice is remembered in ``settings`` and the
    window is translated at once. Returns the entries by code."""
    from PySide6.QtGui import QAction, QActionGroup

    view = next(a.menu() for a in window.menuBar().actions()
                if a.menu() is not None and (a.menu().property(SOURCE) or a.menu().title()).replace("&", "") == "View")
    menu = view.addMenu(translatable("Language"))
    group = QActionGroup(window)
    entries = {}
    for code, (name, _comma) in LANGUAGES.items():
        action = QAction(name, window, checkable=True)
        action.setChecked(code == current())
        action.triggered.connect(lambda _=False, c=code: choose(window, settings, c))
        group.addAction(action)
        menu.addAction(action)
        entries[code] = action
    return entries


def choose(window, settings, code: str) -> None:
    """Switch to language ``code``, remember it, and translate the window now (its summaries and result lines
    are written again, in the language's number separators)."""
    if settings is not None:
        settings.setValue(SETTING, code)
    install(code)
    translate_window(window)
    for ws in getattr(window, "workspaces", {}).values():
        ws.summary_panel.set_plain(ws.summary_panel.plain)
        ws.controls.rerender()
