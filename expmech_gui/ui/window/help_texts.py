"""Help ▸ Help and Help ▸ About: the quick help and the About box (its mechanism list read from the
mechanism registry when the box opens)."""
from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QTextBrowser, QVBoxLayout

from ... import __version__
from ...core import mechanisms
from ...scenarios import SCENARIOS
from ...core.translatable import translatable
from ..keyboard import WIDGET_SHORTCUTS
from ..language import tr

HELP = translatable("""<h3>Quick help</h3>
<p><b>1.</b> Enter data in the table (or load a preset, paste from a spreadsheet, import a CSV).
<b>2.</b> Choose ε and the other parameters. <b>3.</b> <i>Run once</i> (Ctrl+R) to make one private choice,
<i>Run N</i> (Ctrl+Enter) or <i>Start</i> (Space) to watch the simulated outputs approach the exact probabilities.</p>
<p>Tabs beside <i>Simulation</i>: what one person's data changes, the privacy bill of repeated releases, and
the expected score against ε. <i>Advanced settings</i> under Trials N holds the analysis, neighbours, mechanism, t and
seed. In presentation mode (F11) Esc leaves, and F10 or Alt shows the menu. <i>Help ▸ Tour</i> points at each of
these on the screen.</p>""")


EVERY_SHORTCUT = translatable("Every shortcut")
ABOUT = translatable("""<p>See the differential-privacy <b>exponential mechanism</b> (McSherry–Talwar 2007) at work: exact
probabilities beside simulated runs, OPT and the utility theorem's bound.</p>
<p>Scenarios: {scenarios}. Mechanisms: {mechanisms}.</p>
<p>Licence: MIT. Built on Qt for Python (PySide6, LGPLv3), pyqtgraph (MIT) and NumPy (BSD).</p>""")


def shortcut_rows(window) -> list[tuple[str, str, str, str]]:
    """(menu, action, its keys, what it does) for every menu action with a shortcut, read from the window's own
    menus, so Help can never list a key that does something else (or miss one)."""
    rows = []

    def walk(menu, path):
        for action in menu.actions():
            if action.menu() is not None:
                walk(action.menu(), path + [action.menu().title()])
            elif action.shortcuts():
                keys = ", ".join(k.toString(QKeySequence.NativeText) for k in action.shortcuts())
                rows.append((" ▸ ".join(p.replace("&", "") for p in path), action.text().replace("&", ""), keys,
                             action.toolTip() if action.toolTip() != action.text().replace("&", "") else ""))

    for top in window.menuBar().actions():
        if top.menu() is not None:
            walk(top.menu(), [top.menu().title()])
    return rows


def native_keys(keys: str) -> str:
    """'Ctrl+Tab, Ctrl+Shift+Tab' as the platform and language name the keys (German: 'Strg+Tab, Strg+Umschalt+Tab')."""
    return ", ".join(QKeySequence(k.strip(), QKeySequence.PortableText).toString(QKeySequence.NativeText)
                     for k in keys.split(","))


def help_html(window) -> str:
    """The quick help, then every shortcut by menu — Story (F5), Compare (F6) and Gallery (F7) with what they
    are — as a table."""
    cells = "".join(
        f"<tr><td>{html.escape(keys)}</td><td>{html.escape(menu)} ▸ {html.escape(name)}"
        + (f" — <i>{html.escape(what)}</i>" if what else "") + "</td></tr>"
        for menu, name, keys, what in shortcut_rows(window))
    cells += "".join(f"<tr><td>{html.escape(native_keys(keys))}</td><td>{html.escape(tr(where))}: "
                     f"{html.escape(tr(what))}</td></tr>" for where, keys, what in WIDGET_SHORTCUTS)
    return tr(HELP) + f"<h4>{html.escape(tr(EVERY_SHORTCUT))}</h4><table cellspacing='4'>{cells}</table>"


def about_html() -> str:
    titles = ", ".join(html.escape(tr(cls.title)) for cls in mechanisms.MECHANISMS.values())
    scenarios = ", ".join(html.escape(tr(sc.title)) for sc in SCENARIOS.values())
    return f"<h3>ExpMech Studio {__version__}</h3>" + tr(ABOUT).format(scenarios=scenarios, mechanisms=titles)


def show_help(window) -> QDialog:
    """The help in a window that scrolls (the shortcut table is taller than a 1280×800 screen in presentation)."""
    dialog = QDialog(window, windowTitle=tr("ExpMech Studio help"))
    text = QTextBrowser(objectName="helpText")
    text.setHtml(help_html(window))
    close = QDialogButtonBox(QDialogButtonBox.Close)
    close.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(text)
    layout.addWidget(close)
    screen = window.screen().availableGeometry()
    dialog.resize(min(720, screen.width() - 40), min(640, screen.height() - 80))
    dialog.setAttribute(Qt.WA_DeleteOnClose)
    window.help_dialog = dialog
    dialog.show()
    return dialog


def show_about(parent) -> None:
    QMessageBox.about(parent, tr("About ExpMech Studio"), about_html())
