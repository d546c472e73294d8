"""Help ▸ Help and Help ▸ About: the quick help and the About box (its mechanism list read from the
mechanism registry when the box opens)."""
from __future__ import annotations

import html

from PySide6.QtWidgets import QMessageBox

from ... import __version__
from ...core import mechanisms
from ...scenarios import SCENARIOS

HELP = """<h3>Quick help</h3>
<p><b>1.</b> Enter data in the table (or load a preset, paste from a spreadsheet, import a CSV).
<b>2.</b> Choose ε and the other parameters. <b>3.</b> <i>Run once</i> (Ctrl+R) to make one private choice,
<i>Run N</i> (Ctrl+Enter) or <i>Start</i> (Space) to watch the simulated outputs approach the exact probabilities.</p>
<p>Tabs beside <i>Simulation</i>: what one person's data changes, the privacy bill of repeated releases, and
the expected score against ε. View ▸ Formulas shows the formulas with the current numbers.</p>
<p>Shortcuts: Ctrl+N/O/S new/open/save, Ctrl+Z / Ctrl+Shift+Z undo/redo, Ctrl+E export results,
Ctrl+Shift+E export report, Ctrl+Shift+X release with the exact sampler, Ctrl+Shift+R reset, F11 presentation mode (Esc leaves; F10 or Alt shows the menu there), Ctrl+1, Ctrl+2, … switch
workspace. <i>Advanced settings</i> under Trials N holds the analysis, neighbours, mechanism, t and seed.</p>"""


def about_html() -> str:
    titles = ", ".join(html.escape(cls.title) for cls in mechanisms.MECHANISMS.values())
    scenarios = ", ".join(html.escape(sc.title) for sc in SCENARIOS.values())
    return f"""<h3>ExpMech Studio {__version__}</h3>
<p>See the differential-privacy <b>exponential mechanism</b> (McSherry–Talwar 2007) at work: exact
probabilities beside simulated runs, OPT and the utility theorem's bound.</p>
<p>Scenarios: {scenarios}. Mechanisms: {titles}.</p>
<p>Licence: MIT. Built on Qt for Python (PySide6, LGPLv3), pyqtgraph (MIT) and NumPy (BSD).</p>"""


def show_help(parent) -> None:
    QMessageBox.information(parent, "ExpMech Studio help", HELP)


def show_about(parent) -> None:
    QMessageBox.about(parent, "About ExpMech Studio", about_html())
