"""The mark on a text the user sees, so the translation tools find it, and the sentences the Qt-free code writes
in the chosen language (issue 35 §3).

``translatable("Run once")`` returns its argument unchanged, like Qt's ``QT_TR_NOOP``: the window translates the
text where it shows it (ui/language.py looks it up with ``QCoreApplication.translate`` in the "ExpMech" context),
and ``installer/extract_translations.py`` finds every marked literal with ``pyside6-lupdate`` (told that
``translatable``, ``message`` and ``words`` spell ``QT_TR_NOOP``). Qt-free, so scenario and core modules can mark
their titles too.

``message("Row {row}: the price must be at most {hi}.", row=3, hi=2.5)`` is a sentence built at run time (a
refusal): its template is looked up in the language in use (``use_language``: the window installs Qt's lookup when
*View ▸ Language* changes, ``expmech --locale de`` the catalogue read by cli.catalogue) and then filled; a field
that is a number (int, float, or text marked ``numeral``) is written in that language's separators
(core.number_locale), any other text (a name, what was typed) as it is. ``words`` does the same for the formatter's
words, whose numbers are localized later, where the whole text is shown. With no language installed — the CLI and
every file by default — the English template itself is filled, as an f-string would be. A sentence is written in
the language in use when it is made (a refusal made before a switch stays in the language it was made in).
"""
from __future__ import annotations

import string
from contextlib import contextmanager
from typing import Callable

from .number_locale import localized

_active: dict = {"code": "en", "lookup": None}


def translatable(text: str) -> str:
    """``text`` itself: marked for extraction, translated where it is shown."""
    return text


def use_language(code: str = "en", lookup: Callable[[str], str] | None = None) -> None:
    """From now on write ``message``s in language ``code``: ``lookup(english)`` gives a template's translation
    ('' or the English itself when it has none). ``use_language()`` goes back to English."""
    _active["code"], _active["lookup"] = (code, lookup) if code != "en" else ("en", None)


@contextmanager
def in_english():
    """``message`` writes English inside the block (a batch cell's error, which the run's files keep: the same
    bytes whichever language started the run, and whichever process computed the cell)."""
    saved = _active["code"], _active["lookup"]
    _active["code"], _active["lookup"] = "en", None
    try:
        yield
    finally:
        _active["code"], _active["lookup"] = saved


def language() -> str:
    """The code of the language ``message`` writes in ("en" unless one was installed)."""
    return _active["code"]


def translated(text: str) -> str:
    """``text`` (a marked English text) in the language in use; itself when there is no translation."""
    lookup = _active["lookup"]
    return (lookup(text) or text) if lookup is not None and text else text


class Numeral(str):
    """Text that is a number as core.formatting wrote it ("1,234.5", "$2.40"): a ``message`` field shown in the
    language's separators. Plain text fields (names, typed values) are shown as they are."""


def numeral(text) -> Numeral:
    """``text`` marked as a number for ``message``'s fields (see Numeral)."""
    return Numeral(text)


class _Filler(string.Formatter):
    def __init__(self, code: str) -> None:
        self.code = code

    def format_field(self, value, format_spec):
        text = format(value, format_spec)
        is_number = isinstance(value, (int, float, Numeral)) and not isinstance(value, bool)
        return localized(text, self.code) if is_number and self.code != "en" else text


def fill(template: str, fields: dict, code: str = "en") -> str:
    """``template`` with its fields (``str.format`` syntax: "{row}", "{n:,}", "{name!r}"), numbers in ``code``'s
    separators."""
    return _Filler(code).vformat(template, (), fields)


def _filled(template: str, fields: dict, code: str) -> str:
    """``template`` in the language in use, filled with ``fields`` (numbers in ``code``'s separators). A
    translation that names a field the English does not, or breaks the braces, falls back to the English
    template: a sentence is never lost to a catalogue's typo. The catalogue writes a template's own numbers as
    English does ("from 0 to 0.5"); they are written in ``code``'s separators with the fields."""
    text = translated(template)
    if text is not template:
        try:
            return fill(localized(text, code), fields, code)
        except (KeyError, IndexError, ValueError):
            pass
    return fill(template, fields, code)


def message(template: str, /, **fields) -> str:
    """A sentence for the user (a refusal): ``template`` in the language in use, filled with ``fields``, its
    numbers in the language's separators (module docstring)."""
    return _filled(template, fields, _active["code"])


def words(template: str, /, **fields) -> str:
    """The formatter's words ("1 in {odds}", "about {factor} times") in the language in use, filled with fields
    as core.formatting wrote them: its numbers keep their English separators, which become the language's where
    the whole text is shown (core.number_locale.localized), so that a text is localized exactly once."""
    return _filled(template, fields, "en")


def english(template: str, /, **fields) -> str:
    """``template`` filled in English whatever the language in use: the words a file, the JSON or a record keeps,
    where the same template is shown in the language in use by ``words`` or ``message``."""
    return fill(template, fields)


def listed(items, commas: bool = False) -> str:
    """``items`` joined in the language in use: "a and b and c", or with ``commas`` "a, b and c"."""
    items = [str(item) for item in items]
    if len(items) < 2:
        return "".join(items)
    if commas:
        return message("{items} and {last}", items=", ".join(items[:-1]), last=items[-1])
    text = items[0]
    for item in items[1:]:
        text = message("{items} and {last}", items=text, last=item)
    return text
