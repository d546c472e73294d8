"""A file that is not TOML, said in the language in use: where (line and column) and what is wrong there, in our
own words — never tomllib's English text, which would sit inside a translated sentence.

tomllib's TOMLDecodeError (Python ≤ 3.13) has no position attributes: its message ends "(at line L, column C)"
(tomllib._parser.suffixed_err), and its text before that is one of a fixed set, recognised here by its start.
"""
from __future__ import annotations

import re

from ..core.translatable import message, translatable, translated
from .errors import SpecError

_WHERE = re.compile(r"\(at line (\d+), column (\d+)\)|\(at end of document\)")
# the start of tomllib's text → what it means, in words a person can act on
_REASONS = (
    ("Expected '=' after a key", translatable("a key needs '=' and a value after it")),
    ("Invalid value", translatable("the value is not a number, a quoted text, true or false, a list or a table")),
    ("Unclosed array", translatable("a list opened with '[' is not closed with ']'")),
    ("Unclosed inline table", translatable("a table opened with a brace is not closed with its brace")),
    ("Unterminated string", translatable("a quoted text is not closed by its quote mark")),
    ("Cannot declare", translatable("a table is declared twice")),
    ("Cannot overwrite a value", translatable("a key is given a value twice")),
    ("Duplicate inline table key", translatable("a key is given a value twice")),
    ("Cannot mutate immutable namespace", translatable("a key or table is given twice")),
    ("Cannot redefine namespace", translatable("a key or table is given twice")),
    ("Expected newline or end of document", translatable("something follows the value on the same line")),
    ("Expected ']", translatable("a table's name is not closed with ']'")),
    ("Invalid date or datetime", translatable("a date or time is not valid")),
    ("Illegal character", translatable("a quoted text holds a character that must be escaped")),
    ("Unescaped '\\'", translatable("a quoted text holds a backslash that starts no escape")),
    ("Invalid hex value", translatable("a quoted text holds a \\u escape that is not a character")),
    ("Escaped character", translatable("a quoted text holds a \\u escape that is not a character")),
    ("Invalid initial character", translatable("this character is not allowed here")),
    ("Found invalid character", translatable("this character is not allowed here")),
    ("Invalid statement", translatable("this character is not allowed here")),
)


def not_toml(exc: Exception, source: str, text: str) -> SpecError:
    """The SpecError for tomllib's ``exc`` on the file ``source`` holding ``text``: the line and column, then what
    is wrong there. tomllib says "at end of document" where the text ends too early (an unclosed list or quote):
    that is the last character's line and the column after it."""
    said = str(exc)
    found = _WHERE.search(said)
    if found and found.group(1):
        line, column = int(found.group(1)), int(found.group(2))
    else:
        written = text.rstrip()
        line, column = written.count("\n") + 1, len(written) - written.rfind("\n")
    reason = next((words for start, words in _REASONS if said.startswith(start)), None)
    what = translated(reason) if reason else message("the text cannot be read as TOML")
    return SpecError(message("not valid TOML: {reason}", reason=what), source=source, line=line, column=column)
