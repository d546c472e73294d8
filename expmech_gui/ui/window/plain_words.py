"""View ▸ Plain words (issue 30): on for a new user, remembered in the settings, F8 to switch; experts turn it
off. Each workspace's summary shows its rows in words with the privacy promise in an observer's terms and
accuracy beside risk over ε; its ε control is named in words with a caution outside the ε practice uses."""
from __future__ import annotations

from ..widgets.plain_words import PlainEpsilon

SHORTCUT = "F8"


def apply_plain_words(ws, on: bool) -> None:
    """Plain words on or off in one workspace (the ε row's words are made the first time they are wanted)."""
    panel = ws.parameter_panel
    words = panel.__dict__.get("plain_epsilon")
    if words is None and on:
        words = panel.__dict__["plain_epsilon"] = PlainEpsilon(panel)
    if words is not None:
        words.set_plain(on)
    ws.summary_panel.set_plain(on)


def set_plain_words(window, on: bool, remember: bool = True) -> None:
    """Plain words in every workspace; ``remember``: kept in the settings for the next start."""
    window.plain_words = bool(on)
    if remember:
        window.window_settings.set_plain_words(on)
    for ws in window.workspaces.built():  # and each one built later (MainWindow._build_workspace)
        apply_plain_words(ws, bool(on))
    action = getattr(window, "plain_words_action", None)
    if action is not None and action.isChecked() != bool(on):
        action.setChecked(bool(on))
