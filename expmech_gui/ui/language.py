"""The UI's language: Qt's translation system (QTranslator over resources/i18n/expmech_<code>.qm, compiled from the
.ts catalogues by installer/compile_translations.py), *View ▸ Language* (remembered; the default follows the
system locale), and the number format that goes with the language (German: decimal comma).

The window's texts are translated where they are shown: every menu and menu entry, and every widget's own texts
(label, button, group and dock title, combo items, placeholder, table-widget headers, tab names, tooltips, hand-set
accessible names; ``translate_widget``), looked up by their English text in the "ExpMech" context, so the English
text in the code is the catalogue's source text. The English is kept on each widget, so switching back and forth is
exact; a widget shown later (a view built when first opened, a dialog) is translated just after it shows
(``ShownTranslator``). Texts written in code with numbers in them go through ``tr`` where they are written, and are
written again on a change of language (``choose``).
"""
from __future__ import annotations

import re
from pathlib import Path

import shiboken6
from PySide6.QtCore import QAbstractTableModel, QLibraryInfo, QLocale, QObject, Qt, QTimer, QTranslator
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractItemView, QAbstractSpinBox, QApplication, QComboBox, QDockWidget, QGroupBox, QLabel,
    QLineEdit, QListWidget, QMainWindow, QTableWidget, QTabWidget, QUndoView, QWidget, QWidgetAction,
)

from ..core.number_locale import localized, localized_number
from ..core.translatable import translatable, use_language
from ..scenarios.framework.resources import resources_dir
from . import accessibility, keyboard
from .catalogue import CONTEXT, tr  # noqa: F401 (CONTEXT: the catalogue's, for callers)
from .header_fit import fit_header_texts
from .kept_english import SOURCE, english_of, keep, tab_key
from .undo import retranslate_steps
from .workspaces.view_tabs import short_names_in

# code: (name in itself, decimal comma)
LANGUAGES = {"en": (translatable("English"), False), "de": (translatable("Deutsch"), True)}
SETTING = "language"
# Qt's own accessible names of a tab bar's scroll buttons (QTabBar), which Qt's German catalogue lacks: marked here,
# translate_widget translates them from ours like any hand-set name
TAB_SCROLL_NAMES = (translatable("Scroll Left"), translatable("Scroll Right"))
# … and the accessible descriptions of a dock's title-bar buttons (QDockWidget), likewise
DOCK_BUTTON_DESCRIPTIONS = (translatable("Closes the dock widget"), translatable("Undocks and re-attaches the dock widget"))
DATA_ITEMS = "i18nDataItems"  # property: a combo box whose items are the user's data (names), shown as typed
_state = {"code": "en", "translator": None, "qt": None}


def current() -> str:
    return _state["code"]


def shown(text: str) -> str:
    """A text written by core.formatting with its numbers in the current language's separators ("1.234,5" in
    German; core.number_locale)."""
    return localized(text, _state["code"])


def shown_number(text: str) -> str:
    """A stored number's text (a box's, a table cell's: "0.00333") in the current language's separators ("0,00333");
    a text that is not a plain number as it is (core.number_locale.localized_number)."""
    return localized_number(text, _state["code"])


def number_locale() -> QLocale:
    """The QLocale whose separators go with the current language (spin boxes: "10.000" trials in German)."""
    return QLocale(QLocale.German, QLocale.Germany) if _state["code"] == "de" else QLocale(QLocale.English,
                                                                                             QLocale.UnitedStates)


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
    QLocale.setDefault(number_locale())  # spin boxes made from now on show "10.000" in German
    use_language(_state["code"], tr)  # the Qt-free code's sentences (core.translatable.message) follow (i18ncore)
    if _state["code"] != "en":
        if not _shown_translator:  # from now on, widgets shown later are translated too
            _shown_translator.append(ShownTranslator(app))
            app.installEventFilter(_shown_translator[0])
        for key, path in (("translator", catalogue_path(_state["code"])),  # Qt's own: Save, Discard, Cancel, …
                          ("qt", str(Path(QLibraryInfo.path(QLibraryInfo.TranslationsPath)) /
                                     f"qtbase_{_state['code']}.qm"))):
            translator = QTranslator(app)
            if translator.load(path):
                app.installTranslator(translator)
                _state[key] = translator
    return _state["translator"]


WRAPPED = re.compile(r"(<(\w+)[^>]*>)(.*)(</\2>)", re.S)  # a text in one tag: "<b>Buyers' valuations</b>"


def names_combo() -> QComboBox:
    """A combo box whose items are the user's data (the candidates' names): ``translate_widget`` leaves them as typed,
    and ``currentText()`` stays the name itself."""
    combo = QComboBox()
    combo.setProperty(DATA_ITEMS, True)
    return combo


def translated_text(source: str) -> str:
    """``source`` (a widget's English text) in the current language: looked up without its mnemonic '&'; a text
    wholly inside one tag is looked up without the tag, which is kept. The catalogue writes numbers as English
    does; they are shown in the language's separators ("0.000001 to 10,000" → "0,000001 bis 10.000")."""
    plain = source.replace("&", "")
    said = tr(plain)
    if said == plain:
        wrapped = WRAPPED.fullmatch(plain)
        if wrapped and tr(wrapped.group(3)) != wrapped.group(3):
            return wrapped.group(1) + shown(tr(wrapped.group(3))) + wrapped.group(4)
        return source  # not in the catalogue: as it was ("Ligett & Roth" keeps its '&')
    return shown(said)


def in_use(english: str) -> str:
    """``english`` in the language in use (itself in English)."""
    return english if current() == "en" else translated_text(english)


def _translated(holder, get, put, key: str = SOURCE) -> None:
    """A text (``get``/``put``) in the language in use, from its English kept on ``holder`` (kept_english)."""
    text = get()
    if not text:
        return
    source = english_of(holder, text, key)
    if source is None:
        if current() == "en":
            return  # English that no translation has touched (or the code's own since): left as it is
        source = text
    wanted = in_use(source)
    keep(holder, source, wanted, key)
    if wanted != text:
        put(wanted)


def _table_headers(widget) -> None:
    """A QTableWidget's own column titles (a model's are translated by the model: TableModel.headerData), each
    column at least as wide as its new title (header_fit)."""
    for i in range(widget.columnCount()):
        item = widget.horizontalHeaderItem(i)
        if item is not None:
            _translated(widget, item.text, item.setText, f"{SOURCE}Head{i}")
    fit_header_texts(widget.horizontalHeader())


def translate_widget(widget) -> None:
    """Every text ``widget`` itself shows or says in the current language: its text (label, button), title
    (group box, dock, window), combo box items, placeholder, table widget headers, tab names, tooltip and hand-set
    accessible name and description (a name accessibility.py derived is derived again from the translated texts)."""
    if isinstance(widget, (QLabel, QAbstractButton)):
        _translated(widget, widget.text, widget.setText)
    if isinstance(widget, QGroupBox):
        _translated(widget, widget.title, widget.setTitle)
    elif isinstance(widget, QDockWidget) or (widget.isWindow() and not isinstance(widget, QMainWindow)):
        _translated(widget, widget.windowTitle, widget.setWindowTitle, SOURCE + "Title")
    if isinstance(widget, QComboBox) and not widget.property(DATA_ITEMS):
        for i in range(widget.count()):
            _translated(widget, lambda w=widget, j=i: w.itemText(j), lambda s, w=widget, j=i: w.setItemText(j, s),
                        f"{SOURCE}Item{i}")
            _translated(widget, lambda w=widget, j=i: w.itemData(j, Qt.ToolTipRole) or "",
                        lambda s, w=widget, j=i: w.setItemData(j, s, Qt.ToolTipRole), f"{SOURCE}ItemTip{i}")
        if widget.sizeAdjustPolicy() == QComboBox.AdjustToContentsOnFirstShow:  # sized once, to the English items
            widget.setSizeAdjustPolicy(QComboBox.AdjustToContents)  # (Compare's "Exponentieller Mechanismu…")
    if isinstance(widget, QLineEdit):
        _translated(widget, widget.placeholderText, widget.setPlaceholderText, SOURCE + "Hint")
    if isinstance(widget, QTableWidget):
        _table_headers(widget)
    if isinstance(widget, QListWidget):
        for i in range(widget.count()):
            item = widget.item(i)
            _translated(widget, item.text, item.setText, f"{SOURCE}Row{i}")
    if isinstance(widget, QTabWidget):
        for i in range(widget.count()):
            _translated(widget, lambda t=widget, j=i: t.tabText(j), lambda s, t=widget, j=i: t.setTabText(j, s),
                        tab_key(i))
            _translated(widget, lambda t=widget, j=i: t.tabToolTip(j),
                        lambda s, t=widget, j=i: t.setTabToolTip(j, s), f"{SOURCE}TabTip{i}")
    _translated(widget, widget.toolTip, widget.setToolTip, SOURCE + "Tip")
    if not widget.property(accessibility.AUTO):
        _translated(widget, widget.accessibleName, widget.setAccessibleName, SOURCE + "Name")
    if not widget.property(accessibility.AUTO_DESCRIPTION):
        _translated(widget, widget.accessibleDescription, widget.setAccessibleDescription, SOURCE + "Description")


def translate_tree(root) -> None:
    """``root`` and every widget under it in the current language; their accessible names derived again."""
    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        translate_widget(widget)
    for view in root.findChildren(QAbstractItemView):  # a model's column titles are asked for again (tr there)
        model = view.model()
        if isinstance(model, QAbstractTableModel) and model.columnCount() > 0:
            model.headerDataChanged.emit(Qt.Horizontal, 0, model.columnCount() - 1)
    for tabs in root.findChildren(QTabWidget):
        if hasattr(tabs.tabBar(), "refit"):
            tabs.tabBar().refit()  # short names where the translated ones no longer fit (view_tabs.ViewTabBar)
    for widget in widgets:  # sizes are measured again, also of widgets behind other tabs (Qt keeps a hidden
        if widget.layout() is not None:  # widget's old size hints: the German ones sized the window from English)
            widget.layout().invalidate()
    accessibility.rename_tree(widgets)


class ShownTranslator(QObject):
    """Application-wide: a widget shown while a language other than English is chosen (a view built when first
    opened, a dialog, a panel) is translated just after the showing, by a walk of the outermost widgets shown."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.pending: list = []
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(0)
        self.timer.timeout.connect(self.translate_pending)

    def eventFilter(self, obj, event) -> bool:
        # every event of the application passes here: a Show is told by its class, not by event.type(), which makes
        # a Python enum per call (with the namer's filter, a third of the GUI thread's time building a workspace)
        if event.__class__ is QShowEvent and current() != "en" and isinstance(obj, QWidget):
            self.pending.append(obj)
            self.timer.start()
        return False

    def translate_pending(self) -> None:
        pending, self.pending = self.pending, []
        alive = {id(w): w for w in pending if shiboken6.isValid(w)}
        for widget in alive.values():
            parent = widget.parentWidget()
            while parent is not None and id(parent) not in alive:
                parent = parent.parentWidget()
            if parent is None:  # outermost of those shown: its walk covers the others
                translate_tree(widget)


_shown_translator: list = []


def paragraphs(text: str) -> str:
    """A message in the current language paragraph by paragraph: each found in the catalogue is translated (a
    reason quoted from elsewhere stays as it is). A reason and what it left unchanged are one template, translated
    whole where they are joined ("{reason}\n\nNothing was changed."): its paragraphs are then found as they are."""
    return "\n\n".join(tr(part) for part in text.split("\n\n"))


def own_tooltip(action) -> bool:
    """Whether a menu entry's tooltip was set (Qt's default is its text without '&' and a closing '…')."""
    bare = action.text().replace("&", "")
    return action.toolTip() not in (bare, bare.rstrip("…").rstrip("."))


def translate_menu(menu) -> None:
    """``menu``'s title and entries in the current language: each entry's text, its own tooltip and its status tip,
    its submenus, and the widgets an entry holds (a plot's axis settings: translate_tree)."""
    _translated(menu, menu.title, menu.setTitle)
    for action in menu.actions():
        if action.menu() is not None:
            translate_menu(action.menu())
        elif action.text() and not action.isSeparator():
            explicit = action.property(SOURCE + "Tip") is not None or own_tooltip(action)
            _translated(action, action.text, action.setText)
            if explicit:  # (Qt's own tooltip is the entry's text: it follows the text)
                _translated(action, action.toolTip, action.setToolTip, SOURCE + "Tip")
            _translated(action, action.statusTip, action.setStatusTip, SOURCE + "Status")
        held = action.defaultWidget() if isinstance(action, QWidgetAction) else None
        if held is not None:
            translate_tree(held)


def translate_window(window) -> None:
    """Every text of ``window`` in the current language: menus and their entries, and every widget's texts
    (translate_widget); widgets shown later too, once a language other than English is installed (ShownTranslator:
    it sees every event of the application, so it waits for one). A window that has only ever been English is left
    as built (no walk over its widgets at start)."""
    if current() == "en" and not window.property(SOURCE + "Window"):
        keyboard.give_mnemonics(window.menuBar())
        return
    window.setProperty(SOURCE + "Window", True)
    for top in window.menuBar().actions():
        if top.menu() is not None:
            translate_menu(top.menu())
    short_names_in(tr)  # a view tab's short name, where the full one does not fit
    translate_tree(window)
    keyboard.give_mnemonics(window.menuBar())


def translate_widgets(root) -> None:
    """A part built later (a workspace first shown) in the current language, like the window it joins; a part
    of a window that has only ever been English is left as built."""
    if current() == "en" and not root.window().property(SOURCE + "Window"):
        return
    translate_tree(root)


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


def redraw_axes(window) -> None:
    """Every plot axis of ``window`` drawn again: pyqtgraph keeps a drawn axis, whose numbers follow the language."""
    import pyqtgraph as pg

    for widget in window.findChildren(pg.PlotWidget):
        for axis in widget.getPlotItem().axes.values():
            axis["item"].picture = None
            axis["item"].update()


def show_numbers(window) -> None:
    """Every number a box or table of ``window`` shows, again in the current language's separators; no value changes
    (a widget with ``show_in_language``: the typed number boxes, Compare's table; spin boxes by their locale, which
    the window passes on to the widgets made later (a child takes its parent's locale, not QLocale's default); table
    views by their delegate, painted again)."""
    window.setLocale(number_locale())  # inherited by widgets made later (a workspace first opened: its Runs box)
    for widget in window.findChildren(QWidget):
        if hasattr(type(widget), "show_in_language"):
            widget.show_in_language()
        elif isinstance(widget, QAbstractSpinBox):
            widget.setLocale(number_locale())
        elif isinstance(widget, QAbstractItemView):
            widget.viewport().update()


def choose(window, settings, code: str) -> None:
    """Switch to language ``code``, remember it, and translate the window now (its summaries and result lines
    are written again, in the language's number separators)."""
    if settings is not None:
        settings.setValue(SETTING, code)
    install(code)
    translate_window(window)
    show_numbers(window)  # first: the boxes' numbers in the new separators, read by what is said again below
    for ws in window.workspaces.built() if hasattr(window, "workspaces") else ():
        ws.summary_panel.set_plain(ws.summary_panel.plain)
        plain_epsilon = ws.parameter_panel.__dict__.get("plain_epsilon")  # (window.plain_words: made when wanted)
        if plain_epsilon is not None:
            plain_epsilon.set_plain(plain_epsilon.plain)
        ws.controls.rerender()
        ws.parameter_panel.show_epsilon_readout()
        ws.parameter_panel.retranslate()  # the analysis's reason
        ws.scenario_ui.retranslate()
        ws.views_relanguaged()  # the views' sentences, written in code (now or when next shown)
        retranslate_steps(ws.undo_stack)  # Edit ▸ Undo's and the undo history's names of the steps made so far
    for history in window.findChildren(QUndoView):  # (the history lists the names it read: read again)
        group = history.group()
        if group is not None:
            history.setGroup(None)
            history.setGroup(group)
    if hasattr(window, "retranslate_undo"):
        window.retranslate_undo()
    session = getattr(window, "session", None)
    if session is not None:
        session.update_title()
    if hasattr(window, "_refresh_formulas"):  # (View ▸ Formulas: written with its numbers, in code)
        window._refresh_formulas()
    redraw_axes(window)  # the axes' numbers in the new language's separators (widgets/plots/tick_numbers.py)
    window.statusBar().showMessage(tr("Language: {name}").format(name=tr(LANGUAGES[current()][0])), 8000)
