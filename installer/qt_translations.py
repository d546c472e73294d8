"""Which of Qt's own translations the bundle keeps: Qt's German for its standard buttons and dialogs
(qtbase_de.qm: "Cancel" → "Abbrechen") for each language the app ships a catalogue of
(resources/i18n/expmech_<code>.qm); every other Qt translation is left out (about 20 MB of them).

ui/language.install loads qtbase_<code>.qm from QLibraryInfo.TranslationsPath; PyInstaller's Qt hook collects
the files to the bundle's Qt translations folder, where its run-time qt.conf points that path."""
from __future__ import annotations

from pathlib import Path, PurePosixPath


def shipped_languages(root: Path) -> list[str]:
    """The codes of the app's own compiled catalogues, other than English (which needs none)."""
    return sorted(p.stem.split("_", 1)[1] for p in (root / "resources" / "i18n").glob("expmech_*.qm"))


def qt_files(codes) -> set[str]:
    """Qt's own translation files for those languages."""
    return {f"qtbase_{code}.qm" for code in codes}


def kept_datas(datas, codes) -> list:
    """PyInstaller's data entries (destination first) without Qt's translations, except ``qt_files(codes)``."""
    keep = qt_files(codes)

    def wanted(entry) -> bool:
        dest = PurePosixPath(str(entry[0]).replace("\\", "/"))
        return "translations" not in dest.parts[:-1] or dest.name in keep
    return [d for d in datas if wanted(d)]
