"""argparse's own refusals ("argument --mechanism: invalid choice: …", "unrecognized arguments: …") in the language
of `expmech --locale` (issue 35 §3). argparse writes them in English through gettext, which knows no catalogue of
ours; each of its sentences is matched here and said again through core.translatable.message, the text it quotes
(flags, values, choices) kept as typed. Without --locale nothing is changed, and an unknown sentence (another Python
version's wording) stays English."""
from __future__ import annotations

import re

from ..core.translatable import language, message, translatable

ARGPARSE_SENTENCES = (  # (argparse's sentence as a pattern, our template with the same fields)
    (r"argument (?P<argument>[^:]+): (?P<problem>.*)", translatable("argument {argument}: {problem}")),
    (r"invalid choice: (?P<value>.*) \(choose from (?P<choices>.*)\)",
     translatable("invalid choice: {value} (choose from {choices})")),
    (r"unrecognized arguments: (?P<arguments>.*)", translatable("unrecognized arguments: {arguments}")),
    (r"the following arguments are required: (?P<arguments>.*)",
     translatable("the following arguments are required: {arguments}")),
    (r"one of the arguments (?P<arguments>.*) is required", translatable("one of the arguments {arguments} is required")),
    (r"not allowed with argument (?P<other>.*)", translatable("not allowed with argument {other}")),
    (r"ambiguous option: (?P<option>.*) could match (?P<matches>.*)",
     translatable("ambiguous option: {option} could match {matches}")),
    (r"invalid (?P<kind>\w+) value: (?P<value>.*)", translatable("invalid {kind} value: {value}")),
    (r"expected one argument", translatable("expected one argument")),
    (r"expected at least one argument", translatable("expected at least one argument")),
    (r"expected at most one argument", translatable("expected at most one argument")),
    (r"ignored explicit argument (?P<value>.*)", translatable("ignored explicit argument {value}")),
)
_PATTERNS = tuple((re.compile(pattern, re.S), template) for pattern, template in ARGPARSE_SENTENCES)


def argparse_sentence(text: str) -> str:
    """argparse's refusal ``text`` in the language in use (itself in English, or when its wording is unknown);
    the problem an "argument X: …" sentence quotes is translated the same way (ours already is)."""
    if language() == "en":
        return text
    for pattern, template in _PATTERNS:
        found = pattern.fullmatch(text)
        if found:
            fields = found.groupdict()
            if "problem" in fields:
                fields["problem"] = argparse_sentence(fields["problem"])
            return message(template, **fields)
    return text
