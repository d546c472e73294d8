"""The output folder is the run's own: ``claim`` accepts a folder that does not exist yet, an empty one, or a
previous run of the same experiment file (its manifest.json says so: the same file, or the same text), and
refuses anything else in one sentence before anything is written; ``clear_tables`` then removes the tables
the manifest does not list yet (they are rewritten from the journal when the run ends), so a table from
before a change of grid or of --format never sits beside the new manifest.
"""
from __future__ import annotations

import json
from pathlib import Path

from ..core.errors import DataError
from ..core.translatable import message

MANIFEST = "manifest.json"
TABLES = ("results.csv", "results.parquet", "summary.csv")
SHARDS = "shards"


def _previous(folder: Path) -> dict | None:
    """The folder's manifest when it is an expmech batch manifest, else None."""
    try:
        manifest = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    spec = manifest.get("spec") if isinstance(manifest, dict) else None
    if not (isinstance(spec, dict) and isinstance(spec.get("sha256"), str) and isinstance(manifest.get("cells"),
                                                                                           dict)):
        return None
    return manifest


def _same_file(recorded, spec_path: Path) -> bool:
    try:
        return isinstance(recorded, str) and Path(recorded).resolve() == Path(spec_path).resolve()
    except (OSError, RuntimeError):
        return False


def claim(folder: Path, spec) -> dict | None:
    """Make ``folder`` the run's output folder or refuse (DataError) without writing anything; returns the
    manifest of the previous run there, if any."""
    folder = Path(folder)
    if folder.exists() and not folder.is_dir():
        raise DataError(message("exists and is not a folder: choose another --out"), source=str(folder))
    if not folder.exists():
        folder.mkdir(parents=True)
        return None
    names = sorted(p.name for p in folder.iterdir())
    if not [n for n in names if n not in (".lock", SHARDS)]:  # shards run into it: batch.shards
        return None
    previous = _previous(folder)
    recorded = previous["spec"] if previous is not None else {}
    if previous is not None and (recorded["sha256"] == spec.sha256 or _same_file(recorded.get("resolved"),
                                                                                 spec.path)):
        return previous
    shown = ", ".join(names[:3]) + (f" and {len(names) - 3:,} more" if len(names) > 3 else "")
    what = ("a run of another experiment file" if previous is not None
            else f"files that are not an expmech batch run ({shown})")
    raise DataError(message("--out {folder} already holds {what}; expmech batch writes only into a new or empty "
                            "folder or a previous run of {name}: choose another --out", folder=folder, what=what,
                            name=Path(spec.path).name))


def clear_tables(folder: Path) -> None:
    """Remove the tables (and their unfinished .part files) of a previous run: they are rewritten at the end."""
    for name in TABLES:
        for path in (Path(folder) / name, Path(folder) / (name + ".part")):
            if path.is_file():
                path.unlink()
