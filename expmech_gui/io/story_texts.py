"""The story mode's texts: one JSON file per scenario (``resources/story/<Scenario.story>.json``) with
{placeholders} for the numbers, and ``generic.json`` for any step or scenario without its own text. A language's
copies live in ``resources/story/<code>/`` (German: ``de/``), file for file; a file it lacks is read in English.

Pure Python (no Qt): the files are read, merged over the generic texts, and filled with
``str.format_map``; a placeholder nobody fills stays visible as written, so a typo in a translation shows
instead of failing."""
from __future__ import annotations

import json
import string
from dataclasses import dataclass
from pathlib import Path

STEP_IDS = ("data", "scores", "weights", "probabilities", "one_draw", "many_draws", "one_person", "bill")
GENERIC = "generic"


@dataclass(frozen=True)
class StoryStep:
    """One step's title and sentence templates."""

    key: str
    title: str
    text: str


@dataclass(frozen=True)
class StoryTexts:
    """A scenario's story: the question it asks and its steps in STEP_IDS order."""

    question: str
    steps: tuple[StoryStep, ...]


def _read(path: Path) -> dict:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _read_in(folder: Path, name: str, language: str) -> dict:
    """``name``.json in ``language``'s folder when it has a copy, else the English one."""
    translated = Path(folder) / language / f"{name}.json"
    return _read(translated if language != "en" and translated.is_file() else Path(folder) / f"{name}.json")


def load_story(key: str, folder: Path, preset: str | None = None, language: str = "en") -> StoryTexts:
    """The story named ``key`` (a scenario's ``story``) from ``folder``: its own file's texts, the generic ones where it has none
    (or no file at all: a scenario added later still gets a story). ``preset``: the shipped preset on screen,
    whose own texts (the file's ``"presets": {name: {"question", "steps"}}``, e.g. Naor's most-visited website
    among the votes) come first. ``language``: the UI's language code (its copies of the files, module docstring)."""
    generic = _read_in(folder, GENERIC, language)
    own = _read_in(folder, key, language) if key != GENERIC else {}
    presets = own.get("presets")
    chosen = (presets.get(preset) if isinstance(presets, dict) and preset else None) or {}
    layers = [generic.get("steps", {}), own.get("steps", {}), chosen.get("steps", {})]
    steps = []
    for step in STEP_IDS:
        base = {k: v for layer in layers if isinstance(layer, dict) for k, v in (layer.get(step) or {}).items()}
        steps.append(StoryStep(step, str(base.get("title", step)), str(base.get("text", ""))))
    question = str(chosen.get("question") or own.get("question") or generic.get("question") or "")
    return StoryTexts(question, tuple(steps))


class _Keep(dict):
    def __missing__(self, name: str) -> str:
        return "{" + name + "}"


def fill(template: str, numbers: dict) -> str:
    """``template`` with each {name} replaced by ``numbers[name]``; unknown names stay as '{name}'."""
    try:
        return string.Formatter().vformat(template, (), _Keep(numbers))
    except (ValueError, IndexError):  # a stray brace in an edited file: show the text as written
        return template
