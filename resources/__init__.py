"""Bundled presets and icons (installed as expmech_gui.resources)."""
