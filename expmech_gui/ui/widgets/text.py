"""How the app writes text for people: user text escaped and elided, errors in the theme's colour, numbers
through the one formatter, core.formatting (``fmt_value``/``fmt_prob`` are its names for the widgets: the
summary, legends, the report, the formulas and the self-test read them)."""
from __future__ import annotations

import html

from ...core import formatting
from .. import theme

ELIDE_CHARS = 60  # user names longer than this are cut in labels ("…"); the tooltip holds the full text


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
    """A score or value in its unit, as every widget shows it: '$2.40', '−$37.37', '41.5' (formatting.value)."""
    return formatting.value(v, unit)


def fmt_prob(p: float | None) -> str:
    """A probability for people: '82%', '1 in 4,700' (formatting.probability)."""
    return formatting.probability(p)
