"""The story in German (issue 35 §3): resources/story/de/ holds a German copy of every story file, each text
translated (none left as the English) with the same {placeholders}; load_story reads it when the language is
German and the English where a language has no copy."""
import json
import string
from pathlib import Path

import pytest

from expmech_gui.io.story_texts import STEP_IDS, load_story

STORY = Path(__file__).resolve().parent.parent / "resources" / "story"
ENGLISH_FILES = sorted(p.name for p in STORY.glob("*.json"))


def texts(data, path=()):
    """(where, text) for every string of a story file."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield from texts(value, (*path, key))
    elif isinstance(data, str):
        yield "/".join(path), data


def placeholders(text):
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("name", ENGLISH_FILES)
def test_every_story_text_has_a_german_translation_with_the_same_placeholders(name):
    english = dict(texts(json.loads((STORY / name).read_text(encoding="utf-8"))))
    german = dict(texts(json.loads((STORY / "de" / name).read_text(encoding="utf-8"))))
    assert set(german) == set(english), f"de/{name} differs in its entries: {set(german) ^ set(english)}"
    for where, text in english.items():
        assert german[where].strip() and german[where] != text, f"de/{name}: {where} is not translated"
        assert placeholders(german[where]) == placeholders(text), f"de/{name}: {where} fills other numbers"


def test_the_story_loads_in_the_language_asked_and_in_english_without_a_copy(tmp_path):
    german = load_story("pricing", STORY, language="de")
    english = load_story("pricing", STORY, language="en")
    assert german.question.startswith("Welcher Preis") and english.question.startswith("Which price")
    assert [s.key for s in german.steps] == list(STEP_IDS)
    assert dict((s.key, s.title) for s in german.steps)["one_draw"] == "Eine private Antwort"  # from de/generic
    naor = load_story("voting", STORY, "Most-visited website (Naor)", language="de")
    assert naor.question.startswith("Welche Website")
    (tmp_path / "de").mkdir()
    for name in ("generic.json", "pricing.json"):
        (tmp_path / name).write_text((STORY / name).read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "de" / "generic.json").write_text((STORY / "de" / "generic.json").read_text(encoding="utf-8"),
                                                  encoding="utf-8")
    mixed = load_story("pricing", tmp_path, language="de")  # no German pricing.json: its own texts in English
    assert mixed.question.startswith("Which price") and dict((s.key, s.title) for s in mixed.steps)["bill"] == \
        "Die Rechnung"
