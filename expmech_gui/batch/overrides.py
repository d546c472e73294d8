"""``KEY=VALUE`` on the command line changes one key of the experiment file for this run, without editing it
(``expmech batch spec.toml grid.epsilon=[0.5,1] record.per=cell seed=3``). KEY is the key's dotted path in the
file; VALUE is read as a TOML value (``[0.5, 1]``, ``3``, ``true``, ``"text"``) or, when it is not one, as text
(``mechanism=gumbel``, ``grid.epsilon=0.1:10:5``). The file is then checked as if it had been written so; a
mistake names "the command line" and the key. The manifest keeps them, and they enter the spec's digest.
"""
from __future__ import annotations

import re

from ..core.translatable import message
from .errors import SpecError

try:  # the standard library from 3.11, the back-port before
    import tomllib
except ModuleNotFoundError:  # pragma: no cover — Python 3.10
    import tomli as tomllib

WHERE = "the command line"
MAX_VALUE = 10_000  # characters of one VALUE
_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*(\.[A-Za-z_][A-Za-z0-9_-]*)*")


def parse(texts) -> tuple[tuple[str, object], ...]:
    """(dotted key, value) of each ``KEY=VALUE``; SpecError naming the text otherwise."""
    found = []
    for text in texts:
        key, sep, raw = text.partition("=")
        key = key.strip()
        if not sep or not _KEY.fullmatch(key):
            raise SpecError(message("{text!r} is not KEY=VALUE (a key of the file by its dotted path, e.g. "
                                    "grid.epsilon=[0.1,1] or seed=3)", text=text), source=WHERE)
        if len(raw) > MAX_VALUE:
            raise SpecError(message("the value is longer than {max_value:,} characters",
                                    max_value=MAX_VALUE), source=WHERE, key=key)
        try:
            value = tomllib.loads(f"value = {raw}")["value"]
        except tomllib.TOMLDecodeError:
            value = raw.strip()  # a bare word or range: text
        except RecursionError:
            raise SpecError(message("the value nests arrays or tables too deeply"), source=WHERE, key=key) from None
        if any(k == key for k, _ in found):
            raise SpecError(message("{key} is given twice", key=key), source=WHERE, key=key)
        found.append((key, value))
    return tuple(found)


def apply(doc: dict, overrides) -> dict:
    """``doc`` (the file's TOML) with each override set, tables made where the file has none."""
    for key, value in overrides:
        table, *path, last = [doc, *key.split(".")]
        for i, name in enumerate(path):
            table = table.setdefault(name, {})
            if not isinstance(table, dict):
                raise SpecError(message("{table} is not a table in the file, so it has no {name!r}",
                                        table=".".join(key.split(".")[:i + 1]), name=key.split(".")[i + 1]),
                                source=WHERE, key=key)
        table[last] = value
    return doc


def given(key: str, overrides) -> bool:
    """Whether ``key`` (``grid.epsilon[1]``) is, or is inside, a key given on the command line."""
    return any(key == k or key.startswith((f"{k}.", f"{k}[")) for k, _ in overrides)
