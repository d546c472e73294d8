"""How the privacy bill draws each composition method: the same colour, line style and marker on the plot and,
drawn in characters, in the table."""
from __future__ import annotations

from PySide6.QtCore import Qt

from ..plots import COLORS
from ..plots.kit import LONG_DASH

# one Okabe–Ito colour, one line style and one marker per method: no two curves differ by colour alone (the
# simple sum, vermillion dashes and circles, and the bounded-range optimum, bluish-green solid and squares, stay
# apart for deutan and protan viewers too)
STYLES = {"basic": ("exact", Qt.DashLine), "advanced": ("threshold", Qt.DotLine),
          "kov_optimal": ("empirical", Qt.DashDotLine), "bounded_range_optimal": ("opt", Qt.SolidLine),
          "zcdp_simple": ("expected", Qt.DashDotDotLine), "zcdp_cks": ("mean", LONG_DASH)}
MARKERS = {"basic": "o", "advanced": "t", "kov_optimal": "d", "bounded_range_optimal": "s", "zcdp_simple": "t1",
           "zcdp_cks": "x"}
SWATCHES = {Qt.SolidLine: "━━━", Qt.DashLine: "╸ ╸ ╸", Qt.DotLine: "· · · ·", Qt.DashDotLine: "━ · ━",
            Qt.DashDotDotLine: "━ · · ━", LONG_DASH: "━━ ━━"}
MARKER_GLYPHS = {"o": "●", "t": "▼", "d": "◆", "s": "■", "t1": "▲", "x": "✖"}
MARKER_SIZE = 7


def swatch(method: str) -> str:
    """The method's curve in the table: its colour and, drawn in characters, its line style and marker."""
    if method not in STYLES:  # the PLD total of a mixed ledger: in the table only, not on the plot
        return "<span style='font-weight:bold'>▪▪▪</span>"
    key, style = STYLES[method]
    r, g, b = COLORS[key]
    return (f"<span style='color:rgb({r},{g},{b}); font-weight:bold'>{SWATCHES.get(style, '━━━')}"
            f"{MARKER_GLYPHS[MARKERS[method]]}</span>")
