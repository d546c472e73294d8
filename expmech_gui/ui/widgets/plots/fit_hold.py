"""Fitting a plot to its widget (title, legends, axis titles: kit.fit_plot), held back while many sizes change at
once — presentation mode's switch resizes each plot several times (fonts, bars hidden, the splitter's new shares)
and fitted it each time — and done once at the end, for each plot at the size it has then."""
from __future__ import annotations

_held: dict | None = None  # plot id → its fit, while held


def run(plot, fit) -> None:
    """``fit()`` now, or once when the hold ends."""
    if _held is None:
        fit()
    else:
        _held[id(plot)] = fit


def held_in_steps():
    """A hold as a generator (presentation mode's switch, a ``yield`` a step): it begins at the first ``next``; from
    the second on, each waiting plot is fitted in a step of its own (all at once, with every workspace built, they
    held the GUI thread ~25 ms), a plot resized meanwhile waiting again; the hold ends when the generator is done,
    or closed (the plots still waiting fitted then). A hold within a hold waits for the outer one."""
    global _held
    if _held is not None:
        yield
        return
    _held = {}
    try:
        yield
        while _held:
            _held.pop(next(iter(_held)))()
            yield
    finally:
        fits, _held = _held, None
        for fit in fits.values():
            fit()
