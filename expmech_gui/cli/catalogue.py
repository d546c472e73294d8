"""A language's catalogue read without Qt, for `expmech … --locale de` (issue 35 §3): the same
resources/i18n/expmech_<code>.ts the window compiles into its .qm, so the CLI's sentences and the window's are one
translation. Only finished translations of the "ExpMech" context count; a text without one stays English."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from functools import lru_cache
from pathlib import Path

from ..core.translatable import use_language
from ..scenarios.framework.resources import resources_dir

CONTEXT = "ExpMech"


def catalogue_file(code: str) -> Path:
    """The catalogue of ``code``: in this checkout's resources/ when the package runs from a checkout, else among
    the shipped resources."""
    name = Path("i18n") / f"expmech_{code}.ts"
    checkout = Path(__file__).resolve().parents[2] / "resources" / name
    return checkout if checkout.exists() else resources_dir() / name


@lru_cache(maxsize=None)
def translations(code: str) -> dict[str, str]:
    """English → ``code``'s text for every finished message of the catalogue ({} when there is none)."""
    path = catalogue_file(code)
    if code == "en" or not path.is_file():
        return {}
    table = {}
    for context in ET.parse(path).getroot().iter("context"):
        if context.findtext("name") != CONTEXT:
            continue
        for node in context.iter("message"):
            translation = node.find("translation")
            if translation is not None and translation.get("type") not in ("unfinished", "obsolete", "vanished"):
                table[node.findtext("source") or ""] = translation.text or ""
    return table


def use_catalogue(code: str) -> None:
    """Write core.translatable's messages (refusals, the formatter's words) in ``code`` from now on."""
    use_language(code, translations(code).get if code != "en" else None)
