"""Numbers in a locale's separators, both ways (issue 35 §3): the formatter's text in English separators
("1,234.5", "$2.40", "1 in 4,700") shown as the locale writes it (German "1.234,5", "$2,40", "1 in 4.700"), and
a number shown that way read back. Pure Python, no Qt: the window, the report and `expmech --locale de` share it.

Only a separator between two digits is a number's: "A, B", "Fig. 2" and "ln(n)/(n·ε)" keep theirs. Machine
output (JSON, CSV, session files) never goes through here: it stays in the decimal point whatever the language.
"""
from __future__ import annotations

import re

# code: (thousands separator, decimal sign), as CLDR gives them for the language
SEPARATORS = {"en": (",", "."), "de": (".", ",")}
_BETWEEN_DIGITS = re.compile(r"(?<=\d)[.,](?=\d)")
# digits with separators between them, and the reference word before them when they number a theorem or a section
_DIGITS = re.compile(r"((?:Theorems?|Corollary|Lemma|Claim|Remark|Fact|Proposition|Definition|Section|Chapter|Figure|"
                     r"Algorithm|Satz|Korollar|Behauptung|Bemerkung|Abschnitt|Kapitel|Abbildung|Algorithmus|§)\s*)?"
                     r"(?<![\d.,])(\d+(?:[.,]\d+)+)")
# a number as the formatter writes it: grouped in threes by commas, or with a decimal point
_ENGLISH_NUMBER = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+")
_TAG = re.compile(r"(<[A-Za-z/!][^<>]*>)")  # rich text's tags keep their own numbers ("rgb(31,119,180)")
# the space a locale writes between a number and its percent sign: German "37 %" (DIN 5008), unbreakable
PERCENT_SPACE = {"en": "", "de": "\u00a0"}
_PERCENT = re.compile(r"(?<=\d)%")


def known(locale: str | None) -> str:
    """``locale`` when the app writes numbers for it, else "en" (the separators of the formatter itself)."""
    return locale if locale in SEPARATORS else "en"


def localized(text: str, locale: str | None = "en") -> str:
    """``text`` (written by core.formatting, English separators) with every number's separators as ``locale``
    writes them: localized("1,234.5", "de") == "1.234,5", and a percent sign after a number spaced as the locale
    spaces it (German "37 %", a no-break space); unchanged for English. Rich text's tags are left
    as they are, so the result line's and the summary's markup can go through whole. Only a number as English
    writes one is a number here: digits that are not ("{0,1}", "1,0,1", "37,1", a version "1.2.3", a German
    "0,5" already localized) and a theorem's or section's number ("Theorem 3.16") keep their separators."""
    group, decimal = SEPARATORS[known(locale)]
    if (group, decimal) == SEPARATORS["en"] or not text:
        return text
    swap = {",": group, ".": decimal}

    def number(match: re.Match) -> str:
        reference, digits = match.groups()
        if reference or not _ENGLISH_NUMBER.fullmatch(digits):
            return match.group()
        return _BETWEEN_DIGITS.sub(lambda m: swap[m.group()], digits)
    space = PERCENT_SPACE[known(locale)]

    def said(part: str) -> str:
        part = _DIGITS.sub(number, part)
        return _PERCENT.sub(space + "%", part) if space else part
    return "".join(part if _TAG.fullmatch(part) else said(part) for part in _TAG.split(text))



# what a message quotes rather than says: a path (a word with a slash or backslash), a file's name (a word that ends
# in an extension: "data_1.5.csv"), a name in quotation marks (“Room 1.5”); its dots are not decimal points
_QUOTED = re.compile(r"(\S*[/\\]\S*|[^\s“”\"'(),;:]*\.[A-Za-z][A-Za-z0-9]{0,7}(?![\w.])|“[^”]*”)")


def localized_message(text: str, locale: str | None = "en") -> str:
    """``localized`` for a message that may quote a file or a name: a path, a file's name and a name in quotation
    marks are kept as they are ("Imported data_1.5.csv" stays so in German), every other number is localized."""
    return "".join(part if _QUOTED.fullmatch(part) else localized(part, locale) for part in _QUOTED.split(text))

def localized_number(text: str, locale: str | None = "en") -> str:
    """A stored number's text ("0.00333", "3.01", "1e-6": what a box or a table cell holds, in the decimal point)
    as ``locale`` writes it ("0,00333" in German); any other text (a name, a refused entry) as it is, so a name
    such as "Room 1.5" keeps its point. decimal_comma.typed_text reads the shown text back to the same number."""
    try:
        float(text)
    except (TypeError, ValueError):
        return text
    return localized(text, locale)


def localized_value(text: str, locale: str | None = "en") -> str:
    """A value the app wrote as one number, an amount or a share ("0.35", "$0.35", "−$2.49", "31.2%": a released
    price in the ledger, a price among the candidates) as ``locale`` writes it ("$0,35"); any other text (a
    candidate's name) as it is."""
    if not isinstance(text, str) or read_localized(text, "en") is None:
        return text
    return localized(text, locale)


_LOCALE_NUMBER = {code: re.compile(r"[+\-\u2212]?\d{1,3}(?:%s\d{3})*(?:%s\d+)?|[+\-\u2212]?\d+(?:%s\d+)?"
                                   % (re.escape(g), re.escape(d), re.escape(d)))
                  for code, (g, d) in SEPARATORS.items()}


def read_localized(text: str, locale: str | None = "en") -> float | None:
    """A number as ``localized`` shows it in ``locale``, read back (a currency or percent sign around it allowed);
    None if it is not one. core.number_reading.parse_localized says why instead."""
    code = known(locale)
    group, decimal = SEPARATORS[code]
    core = text.strip().strip("$€£¥%").strip()
    sign = ""
    if core[:1] in "+-\u2212" and core[1:].lstrip()[:1] in "$€£¥":  # "−$37.37"
        sign, core = core[0], core[1:].lstrip().lstrip("$€£¥")
    core = sign + core
    if not _LOCALE_NUMBER[code].fullmatch(core):
        return None
    return float(core.replace("\u2212", "-").replace(group, "").replace(decimal, "."))
