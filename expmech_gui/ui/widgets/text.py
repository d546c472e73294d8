"""How the app writes text for people: user text escaped and elided, errors in the theme's colour, numbers
through one formatter (``fmt_value``/``fmt_prob``, read by the summary, legends, the report and the self-test)."""
from __future__ import annotations

import html
import math

from .. import theme

ELIDE_CHARS = 60  # user names longer than this are cut in labels ("…"); the tooltip holds the full text
VACUOUS_BOUND_TEXT = "the bound says nothing at this n and ε"
VACUOUS_GUARANTEE_TEXT = "the guarantee says nothing at this n and ε"


def elide(text: str, n: int = ELIDE_CHARS) -> str:
    """``text`` cut to at most ``n`` characters, ending in '…' when cut (plain text, not yet escaped)."""
    text = str(text)
    return text if len(text) <= n else text[: n - 1] + "…"


def esc(text) -> str:
    """User text for a rich-text label: shown as typed, never read as markup."""
    return html.escape(str(text), quote=False)


def rich_tooltip(text: str) -> str:
    """A tooltip that shows ``text`` exactly (rich text with the user's text escaped)."""
    return "<p style='white-space:pre-wrap'>" + html.escape(str(text), quote=False) + "</p>"


def error_html(text: str) -> str:
    return f"<span style='color:{theme.color('error')}'>{esc(text)}</span>"


def guarantee_vacuous(guarantee: dict | None) -> bool:
    """Whether the lecture's revenue guarantee says nothing here, as the core decides it
    (``pricing.guarantee_vacuous``, stored in ``Experiment.guarantee``); False without a guarantee."""
    return bool(guarantee) and bool(guarantee["vacuous"])


def fmt_value(v: float | None, unit: str = "") -> str:
    """How every number is shown: unit prefix, thousands separators, 6 significant digits."""
    if v is None or (isinstance(v, float) and math.isnan(v)):
        return "—"
    sign = "−" if v < 0 else ""
    return f"{sign}{unit}{abs(v):,.6g}"


def fmt_prob(p: float | None) -> str:
    if p is None:
        return "—"
    if p == 0:
        return "0"
    return f"{p:.4g}" if p >= 1e-4 else f"{p:.3e}"


