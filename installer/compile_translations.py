"""Compile every translation catalogue (resources/i18n/expmech_<code>.ts) into the .qm file the app loads.

    python installer/compile_translations.py

Run it after editing a catalogue (the .qm files are checked in, so a checkout runs without this step).
To add a language: copy expmech_de.ts to expmech_<code>.ts, translate each <translation>, add the code to
expmech_gui/ui/language.py's LANGUAGES, and run this script."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

I18N = Path(__file__).resolve().parent.parent / "resources" / "i18n"


def main() -> int:
    for catalogue in sorted(I18N.glob("expmech_*.ts")):
        result = subprocess.run(["pyside6-lrelease", str(catalogue), "-qm", str(catalogue.with_suffix(".qm"))],
                                capture_output=True, text=True)
        if result.returncode != 0:
            print(result.stdout + result.stderr, file=sys.stderr)
            return result.returncode
        print(f"{catalogue.name} → {catalogue.with_suffix('.qm').name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
