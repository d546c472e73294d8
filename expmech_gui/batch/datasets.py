"""An experiment's datasets: a CSV path (relative to the spec, its SHA-256 checked when the spec gives one),
a shipped preset ("preset:NAME", which brings its settings as the cells' defaults), or a generator with a seed.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..core.errors import DataError
from ..core.translatable import message
from ..core.numbers import NumberError
from ..core.problem import ProblemError
from ..io.csvio import MAX_CSV_BYTES, read_regular_file
from ..scenarios import SCENARIOS, preset_path
from .errors import SpecError

@dataclass(frozen=True)
class DataEntry:
    """One dataset of a scenario: ``kind`` is "path", "preset" or "generate"."""

    scenario: str
    label: str
    kind: str
    source: Any  # Path, preset name, or the generator's field values
    key: str  # where it is in the file (data[0], data.voting[1])
    sha256: str | None = None
    seed: int | None = None
    settings: dict = field(default_factory=dict)
    line: int | None = None  # where the entry is written in the file


ENTRY_KEYS = ("path", "preset", "generate", "name", "sha256", "seed", "settings")


@dataclass(frozen=True)
class LoadedData:
    """A dataset as the cells use it, with what the manifest records about it."""

    label: str
    dataset: Any
    settings: dict  # the preset's settings: defaults for the cells that do not set them
    info: dict


def entry(r, key: str, item, scenario: str, folder: Path) -> DataEntry:
    """One item of a data list, checked (``r`` is the spec reader that names the line)."""
    sc = SCENARIOS[scenario]
    if isinstance(item, str):
        item = {"preset": item[len("preset:"):]} if item.startswith("preset:") else {"path": item}
    if not isinstance(item, dict):
        r.fail(key, message('a dataset is a path in quotes, "preset:NAME", or a table {{ path = …, sha256 = … }}'))
    for name in item:
        if name not in ENTRY_KEYS:
            r.unknown(f"{key}.{name}", name, ENTRY_KEYS)
    kinds = [k for k in ("path", "preset", "generate") if k in item]
    if len(kinds) != 1:
        r.fail(key, message("a dataset needs exactly one of path, preset or generate"))
    kind = kinds[0]
    label = item.get("name")
    if label is not None and not (isinstance(label, str) and label.strip()):
        r.fail(f"{key}.name", message("name must be a non-empty text in quotes"))
    for name in ("sha256",) if kind != "path" else ():
        if name in item:
            r.fail(f"{key}.{name}", message("sha256 checks a file: it goes with path"))
    if kind != "generate":
        for name in ("seed", "settings"):
            if name in item:
                r.fail(f"{key}.{name}", message("{name} goes with generate", name=name))
    if kind == "path":
        text = item["path"]
        if not isinstance(text, str) or not text.strip():
            r.fail(f"{key}.path", message("path must be a file name in quotes"))
        digest = item.get("sha256")
        if digest is not None and not (isinstance(digest, str) and len(digest) == 64
                                       and all(c in "0123456789abcdefABCDEF" for c in digest)):
            r.fail(f"{key}.sha256", message("sha256 must be 64 hexadecimal digits (sha256sum prints them)"))
        path = Path(text) if Path(text).is_absolute() else folder / text
        if path.exists() and not path.is_file():
            r.fail(key, message("the data file {text} is not a regular file ({path})", text=text, path=path))
        if not path.exists():
            r.fail(key, message("the data file {text} does not exist (looked for {path})", text=text, path=path))
        return DataEntry(scenario, label or text, "path", path, key, sha256=digest.lower() if digest else None,
                         line=r.lines.line(key))
    if kind == "preset":
        try:
            found = sc.find_preset(item["preset"])
        except ProblemError as exc:
            r.fail(key, str(exc))
        return DataEntry(scenario, label or f"preset:{found.name}", "preset", found.name, key, line=r.lines.line(key))
    values = item["generate"]
    fields = {f.name: f for f in sc.generator.fields}
    if not isinstance(values, dict):
        r.fail(f"{key}.generate", message("generate must be a table of the generator's fields ({fields})",
                                          fields=', '.join(fields)))
    for name in values:
        if name not in fields:
            r.unknown(f"{key}.generate.{name}", name, tuple(fields))
    seed = item.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        r.fail(f"{key}.seed", message("a generated dataset needs seed = a whole number ≥ 0 (the data depend on it)"))
    settings = item.get("settings", {})
    if not isinstance(settings, dict) or any(sc.setting(k) is None for k in settings):
        r.fail(f"{key}.settings", message("settings must be a table of the scenario's settings ({value})",
                                          value=', '.join(s.name for s in sc.settings) or message("it has none")))
    full = {f.name: values.get(f.name, f.default) for f in fields.values()}
    shown = ", ".join(f"{k}={v}" for k, v in full.items())
    return DataEntry(scenario, label or f"generated({shown}; seed={seed})", "generate", full, key, seed=seed,
                     settings=dict(settings), line=r.lines.line(key))


def load(e: DataEntry, source: str) -> LoadedData:
    """The dataset of an entry; SpecError naming the entry when it cannot be read or its hash differs."""
    sc = SCENARIOS[e.scenario]

    def fail(reason: str):
        raise SpecError(reason, source=source, line=e.line, key=e.key)

    settings: dict = {}
    try:
        if e.kind == "path":
            digest = sha256_file(e.source)
            if e.sha256 is not None and digest != e.sha256:
                fail(message("{name} has SHA-256 {digest}, but the experiment file says {sha256}: the data changed "
                             "since the file was written (restore it, or update sha256)", name=e.source.name,
                             digest=digest, sha256=e.sha256))
            dataset = sc.read_csv(e.source)
            info = {"source": str(e.source), "sha256": digest}
        elif e.kind == "preset":
            path = preset_path(sc.preset(e.source).filename)
            dataset, settings = sc.read_csv(path), sc.preset_settings(e.source)
            info = {"source": f"preset:{e.source}", "sha256": sha256_file(path)}
        else:
            merged = sc.with_defaults(e.settings)
            dataset = sc.generator.build(e.source, e.seed, merged)
            info = {"source": "generate", "generator": e.source, "seed": e.seed, "settings": e.settings}
    except DataError as exc:
        if isinstance(exc, SpecError):
            raise
        fail(str(exc) if exc.source else message("{where}: {reason}", where=getattr(e.source, "name", e.source),
                                                 reason=exc))
    except (ProblemError, NumberError, ValueError) as exc:
        fail(str(exc))
    rows = sc.rows_in(dataset)
    if rows == 0:
        fail(message("the dataset has no data rows"))
    return LoadedData(e.label, dataset, settings, {"label": e.label, "scenario": e.scenario, **info, "rows": rows})


def sha256_file(path) -> str:
    return hashlib.sha256(read_regular_file(path, MAX_CSV_BYTES)).hexdigest()
