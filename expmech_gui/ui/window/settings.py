"""The window's stored settings (QSettings): reading them safely, the recent files and last folder,
the window layout and theme, the clean-exit flag and the settings version."""
from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths

from .. import theme

SETTINGS_VERSION = 1
MAX_RECENT = 8
LAYOUT_KEYS = ("MainWindow/geometry", "MainWindow/state")


def default_settings() -> QSettings:
    return QSettings(QSettings.IniFormat, QSettings.UserScope, "ExpMech", "ExpMech Studio")


def app_data_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.AppDataLocation) or str(Path.home() / ".expmech")
    return Path(base)


def _setting_bool(value, default: bool) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, str)) and str(value).strip().lower() in ("true", "1", "false", "0"):
        return str(value).strip().lower() in ("true", "1")
    return default


def _setting_int(value, default: int) -> int:
    if isinstance(value, bool):
        return default
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().lstrip("-").isascii() and value.strip().lstrip("-").isdigit():
        return int(value.strip())
    return default


def _setting_paths(value) -> list[str]:
    """The recent-files list: absolute paths as strings (INI files give a bare string for one entry)."""
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, (list, tuple)):
        return []
    out = []
    for p in value:
        if isinstance(p, str) and os.path.isabs(p) and len(p) < 4096 and "\x00" not in p and p not in out:
            out.append(p)
    return out[:MAX_RECENT]


class WindowSettings:
    """Settings are input like any file: each value is checked when read, and a wrong one falls back to its
    default (a settings file from a newer version, edited by hand or damaged never stops the app)."""

    def __init__(self, settings: QSettings) -> None:
        self.qsettings = settings
        self.problems: list[str] = []  # keys found damaged at start (rewritten with good values)

    def read(self, key: str, default=None):
        """One setting, as stored (validated by the caller); any error reading it gives the default."""
        try:
            return self.qsettings.value(key, default)
        except Exception:  # noqa: BLE001 — a damaged settings file must never stop the app
            return default

    # recent files and the last folder
    def recent(self) -> list[str]:
        return _setting_paths(self.read("Files/recent", []))

    def add_recent(self, path: str) -> None:
        recent = [p for p in self.recent() if p != path]
        recent.insert(0, path)
        self.qsettings.setValue("Files/recent", recent[:MAX_RECENT])
        self.qsettings.setValue("Files/lastDir", str(Path(path).parent))

    def last_dir(self, name: str) -> str:
        """``name`` inside the folder last used for a session (the home folder if that is gone)."""
        base = self.read("Files/lastDir", "")
        if not (isinstance(base, str) and base and os.path.isdir(base)):
            base = str(Path.home())
        return os.path.join(base, name) if name else base

    def _store(self, key: str, value) -> None:
        try:
            self.qsettings.setValue(key, value)
        except Exception:  # noqa: BLE001 — settings are a convenience, never a reason to fail
            pass

    # the parameter panels' folded "Advanced settings"
    def advanced_shown(self) -> bool:
        return _setting_bool(self.read("Preferences/advancedParameters", False), False)

    def set_advanced_shown(self, shown: bool) -> None:
        self._store("Preferences/advancedParameters", bool(shown))

    # the guided tour: offered on a person's first start only
    def tour_seen(self) -> bool:
        return _setting_bool(self.read("Preferences/tourSeen", False), False)

    def set_tour_seen(self) -> None:
        self._store("Preferences/tourSeen", True)

    # View ▸ Plain words: on for a new user (issue 30), off once an expert turns it off
    def plain_words(self) -> bool:
        return _setting_bool(self.read("Preferences/plainWords", True), True)

    def set_plain_words(self, on: bool) -> None:
        self._store("Preferences/plainWords", bool(on))

    # animated draws (Run once's sweep, slow motion)
    def animate_draws(self) -> bool:
        return _setting_bool(self.read("Preferences/animateDraws", True), True)

    def set_animate_draws(self, on: bool) -> None:
        self._store("Preferences/animateDraws", bool(on))

    # start and exit
    def check_previous_exit(self) -> bool:
        """True when the last run did not close normally; marks this run as not (yet) closed cleanly."""
        clean = _setting_bool(self.read("Session/cleanExit", True), True)
        try:
            self.qsettings.setValue("Session/cleanExit", False)
            self.qsettings.sync()
        except Exception:  # noqa: BLE001 — settings are a convenience, never a reason to fail
            pass
        return not clean

    def restore(self, window) -> str:
        """Put back the window's geometry and dock layout; return the theme to apply. Damaged keys are
        listed in ``problems``."""
        self.problems = []
        version = _setting_int(self.read("version", SETTINGS_VERSION), SETTINGS_VERSION)
        if version < SETTINGS_VERSION:
            self._migrate()
        for key, apply in zip(LAYOUT_KEYS, (window.restoreGeometry, window.restoreState)):
            value = self.read(key)
            if value is None:
                continue
            if isinstance(value, (bytes, bytearray)):
                value = QByteArray(bytes(value))
            ok = False
            if isinstance(value, QByteArray):
                try:
                    ok = bool(apply(value))
                except Exception:  # noqa: BLE001 — a damaged saved state is ignored: the window starts anyway
                    ok = False
            if not ok:
                self.problems.append(key)
        name = self.read("Preferences/theme", "light")
        if not (isinstance(name, str) and name in theme.THEMES):
            self.problems.append("Preferences/theme")
            name = "light"
        raw_recent = self.read("Files/recent", [])
        if raw_recent not in (None, [], "") and not _setting_paths(raw_recent):
            self.problems.append("Files/recent")
        try:
            self.qsettings.setValue("version", SETTINGS_VERSION)
            if "Files/recent" in self.problems:
                self.qsettings.setValue("Files/recent", [])
        except Exception:  # noqa: BLE001 — settings that cannot be written never stop the start
            pass
        return name

    def _migrate(self) -> None:
        """Settings written by older versions: nothing to convert yet (version 1 is the first)."""

    def save_on_exit(self, window) -> None:
        """The layout, the theme and the clean-exit flag; an unwritable file never keeps the window open."""
        s = self.qsettings
        try:
            s.beginGroup("MainWindow")
            s.setValue("geometry", window.saveGeometry())
            s.setValue("state", window.saveState())
            s.endGroup()
            s.setValue("Preferences/theme", theme.current())
            s.sync()
            s.setValue("Session/cleanExit", True)
            s.sync()
        except Exception:  # noqa: BLE001 — settings that cannot be written never stop the quit
            pass
