"""The sentences the Qt-free code writes (core.translatable.message/words, issue 35 §3): every template is filled
in every language (no "{row}" reaches a user), a broken translation falls back to English, and numbers in a
refusal follow the language's separators while what the user typed is shown as typed."""
import ast
import shutil
import string
from pathlib import Path

import pytest

from expmech_gui.core.numbers import NumberError, parse_epsilon, parse_number
from expmech_gui.core.translatable import fill, message, numeral, use_language, words
from expmech_gui.cli.catalogue import translations
from test_translation_extraction import extraction

LANGUAGES = ("en", "de")
PACKAGE = Path(__file__).resolve().parent.parent / "expmech_gui"


def fields_of(template: str) -> set[tuple[str, str, str]]:
    """(name, conversion, format spec) of every field of a template."""
    return {(name, conv or "", spec or "") for _, name, spec, conv in string.Formatter().parse(template)
            if name is not None}


def filled_templates() -> set[str]:
    """The templates core.translatable fills: message("…")/words("…") literals, and translatable("…{…}…") literals
    of the modules that fill templates with message or words (a template chosen before it is filled)."""
    found = set()
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        fills = any(isinstance(node, ast.ImportFrom) and (node.module or "").endswith("translatable")
                    and {"message", "words"} & {a.name for a in node.names} for node in ast.walk(tree))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.args \
                    and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
                if node.func.id in ("message", "words") or node.func.id == "translatable" and fills:
                    found.add(node.args[0].value)
    return {t for t in found if "{" in t and all(name.isidentifier() for name, _, _ in fields_of(t))}  # "{0,1}^d"
    # is a set in words, not a field


# Texts whose caller passes more fields than the English uses, so that another language can word afresh a sentence
# the core built in English (ui/report/ledger.py and content.py: the bill, the ledger, the budget, a run's note).
CALLER_FIELDS = {"{budget_sentence}": {"budget_sentence", "budget", "spent", "left"},
                 "{ledger_summary}": {"ledger_summary", "releases", "places"},
                 "{note}: ε = {epsilon} for one run in all": {"note", "releases", "epsilon"},
                 "Every published result spends privacy. This session counts {releases}. {bill}":
                     {"releases", "bill", "total", "method"}}


@pytest.fixture(scope="module")
def templates():
    if shutil.which("pyside6-lupdate") is None:
        pytest.skip("pyside6-lupdate is not installed")
    found = [t for t in extraction().extracted_texts() if "{" in t]
    return [t for t in found if all(name.isidentifier() for name, _, _ in fields_of(t))]


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_template_is_filled_in_every_language(templates, code):
    """A template core.translatable fills keeps every field in each translation (a name, a row, a limit is never
    lost); any other marked text with braces (the summary's "{score}" labels) names no field its English lacks.
    Filled with values, none leaves a field's name in braces."""
    filled_here = filled_templates()
    assert len(filled_here) > 80 and filled_here <= set(templates)  # the refusals and the formatter's words
    table = translations(code)
    broken = []
    for template in templates:
        text = table.get(template, template)
        strict = template in filled_here
        if template in CALLER_FIELDS:
            if not {name for name, _, _ in fields_of(text)} <= CALLER_FIELDS[template]:
                broken.append(f"{template!r} → {text!r}: a field its caller does not pass")
            continue
        # (a marked text's field may be its English field's capital: the summary's fill passes '{Score}' beside
        # '{score}' — "{Score}, bestmöglich" for "Best possible {score}", summary_rows.fill)
        allowed = fields_of(template) | ({(name.capitalize(), conv, spec) for name, conv, spec in fields_of(template)}
                                         if not strict else set())
        if fields_of(text) != fields_of(template) if strict else not fields_of(text) <= allowed:
            broken.append(f"{template!r} → {text!r}: fields differ")
            continue
        values = {name: 1234 for name, _, _ in allowed}
        try:
            filled = fill(text, values, code)
        except ValueError:  # a precision for text ("{name:.40}"): the field is text
            filled = fill(text, {name: "1234" for name in values}, code)
        if any("{" + name in filled for name in values):  # literal braces ("{{row: text}}") may stay
            broken.append(f"{template!r} → {filled!r}")
    assert not broken, "\n".join(broken)


def test_german_refusals_have_german_numbers_and_keep_what_was_typed():
    use_language("de", translations("de").get)
    try:
        with pytest.raises(NumberError) as caught:
            parse_epsilon("20000")
        assert str(caught.value) == "ε muss mindestens 0,000001 und höchstens 10.000 sein, nicht 20000"
        with pytest.raises(NumberError) as caught:
            parse_number("1,5")  # what was typed stays as typed; the advice is German
        assert str(caught.value) == "'1,5' ist keine Zahl: verwenden Sie einen Dezimalpunkt statt eines Kommas (1.5)"
        assert caught.value.kind == "not a number"
        assert message("at most {hi}", hi=numeral("1,234.5")) == "höchstens 1.234,5"
        assert words("about {factor} times", factor="1.6") == "etwa 1.6 Mal"  # localized once, where shown
    finally:
        use_language()
    with pytest.raises(NumberError, match=r"^ε must be at least 0.000001 and at most 10,000, not 20000$"):
        parse_epsilon("20000")


def test_a_broken_translation_falls_back_to_the_english_sentence():
    use_language("de", {"row {row}": "Zeile {zeile}", "at most {hi}": "höchstens {hi"}.get)
    try:
        assert message("row {row}", row=3) == "row 3"
        assert message("at most {hi}", hi=2.5) == "at most 2,5"
    finally:
        use_language()
