"""Fitting a plot to its widget (title, legends, axis titles: kit.fit_plot), held back while many sizes change at
once — presentation mode's switch resizes each plot several times (fonts, bars hidden, the splitter's new shares)
and fitted it each time — and done once at the end, for each plot at the size it has then."""
from __future__ import annotations

from contextlib import contextmanager

_held: dict | None = None  # plot id → its fit, while held


def run(plot, fit) -> None:
    """``fit()`` now, or once when the hold ends."""
    if _held is None:
        fit()
    else:
        _held[id(plot)] = fit


@contextmanager
def held():
    """Within: fits wait; at the end each waiting plot is fitted once (a hold within a hold waits for the outer)."""
    global _held
    if _held is not None:
        yield
        return
    _held = {}
    try:
        yield
    finally:
        fits, _held = _held, None
        for fit in fits.values():
            fit()
