"""Numbers written with a decimal comma ("1,5", German "1.234,5") read as the app's plain numbers, where that
reading is the only one. Pure Python, no Qt: used by the CSV reader, the paste parser and the typed boxes.

The rules:
- Typed text, in a locale whose decimal sign is the comma (``typed_text``): "1,5" is 1.5 and "1.234,5" is
  1234.5; "1.5" keeps its point (no group has one digit); "1.234" or "12.345.678" is refused, as it is 1234 to
  the locale and 1.234 to a program: the message names both. In a decimal-point locale nothing changes.
- CSV files and pasted rows separated by semicolons or tabs (``rows_with_points``), whatever the UI's language:
  German Excel writes "1,5;2,25". A comma cannot separate cells there, so when at least one cell has a comma
  that can only be a decimal sign ("1,5", not "1,000", which English writes for a thousand) and no number cell
  uses a decimal point, every cell with a decimal comma is read with it as the decimal sign. A file that mixes "1,5" and "2.25" is left as it is (each cell then says why it
  is refused). Comma-separated files keep the decimal point, as before.
- One column (a paste into a one-column table, a one-column CSV), when the language in use writes a decimal comma
  (the German UI, or `expmech --locale de`; ``comma_is_decimal``): nothing separates cells there, so the same
  agreement rule reads "1,5" as 1.5. In English the column is left as it is ("1,5" is refused with advice).
"""
from __future__ import annotations

import re

from .number_locale import SEPARATORS, known, localized_number
from .numbers import NumberError
from .translatable import language, message

# an optional sign and currency sign around digits whose decimal sign is a comma, with optional '.' or space groups
COMMA_NUMBER = re.compile(r"(?P<pre>[+-]?[$€£¥]?\s?)(?P<whole>\d{1,3}(?:[. \u00a0\u202f]\d{3})+|\d+),(?P<frac>\d+)"
                          r"(?P<exp>[eE][+-]?\d+)?(?P<post>\s?[$€£¥%]?)")  # Excel's "1,5E-05" too
POINT_DECIMAL = re.compile(r"[+-]?[$€£¥]?\s?\d*\.\d+([eE][+-]?\d+)?\s?[$€£¥]?")
GROUPED_POINTS = re.compile(r"[+-]?\d{1,3}(\.\d{3})+")
GROUP_SIGNS = ". \u00a0\u202f"


def comma_to_point(text: str) -> str | None:
    """``text`` with its decimal comma made a point and its group signs dropped ("1.234,5" → "1234.5"), or None
    when it is not a number written with a decimal comma."""
    match = COMMA_NUMBER.fullmatch(text.strip())
    if match is None:
        return None
    whole = match["whole"].translate({ord(c): None for c in GROUP_SIGNS})
    return f"{match['pre']}{whole}.{match['frac']}{match['exp'] or ''}{match['post']}"


def unambiguous_comma(text: str) -> bool:
    """A decimal comma no reader could take for a thousands separator: "1,5", "0,250", "1.234,5" — not "1,000"
    (three digits after one comma, as in English "1,000")."""
    match = COMMA_NUMBER.fullmatch(text.strip())
    if match is None:
        return False
    grouped = any(c in match["whole"] for c in GROUP_SIGNS)
    return grouped or bool(match["exp"]) or len(match["frac"]) != 3 or match["whole"].lstrip("+-") in ("0", "")


def typed_text(text: str, decimal_comma: bool) -> str:
    """What a person typed, as the plain number text the parsers read; unchanged unless ``decimal_comma``.
    Raises NumberError for "1.234" in a decimal-comma locale (a thousands group or a decimal point?)."""
    if not decimal_comma or not isinstance(text, str):
        return text
    plain = comma_to_point(text)
    if plain is not None:
        return plain
    stripped = text.strip()
    if GROUPED_POINTS.fullmatch(stripped):
        whole = stripped.replace(".", "")
        decimal = stripped.replace(".", ",", 1)
        raise NumberError(message("{typed!r} could be {whole} or {decimal}: write {whole} for the whole number, or a "
                                  "decimal comma ({decimal})", typed=stripped, whole=whole, decimal=decimal),
                          "not a number")
    return text


def comma_is_decimal() -> bool:
    """Whether the language in use (core.translatable.language: the UI's, or the CLI's ``--locale``) writes
    numbers with a decimal comma."""
    return SEPARATORS[known(language())][1] == ","


def rows_with_points(rows: list, delimiter: str | None) -> list:
    """CSV or pasted ``rows`` (lists of cells, or (line, cells) pairs) with decimal commas made points when the
    cells are separated by ';' or a tab, or form one column (``delimiter`` None) in a decimal-comma language,
    and every number cell agrees on the comma (module docstring)."""
    if not rows:
        return rows
    paired = isinstance(rows[0], tuple)
    one_column = delimiter is None and comma_is_decimal() and all(len(r[1] if paired else r) == 1 for r in rows)
    if delimiter not in (";", "\t") and not one_column:
        return rows
    cells = [c for row in rows for c in (row[1] if paired else row)]
    if not commas_agree(cells):
        return rows

    return [(line, _points(row_cells)) for line, row_cells in rows] if paired else [_points(r) for r in rows]


def commas_agree(cells: list[str]) -> bool:
    """Whether ``cells`` are written with a decimal comma: one cell has a comma no reader could take for a
    thousands separator ("1,5"; only "1,000"s stay ambiguous), and no number cell has a decimal point."""
    if not any(unambiguous_comma(c) for c in cells):
        return False
    return not any(POINT_DECIMAL.fullmatch(c.strip()) for c in cells)  # "1,5" beside "2.25": no one reading


def commas_in_one_column(text: str) -> bool:
    """Whether a file that should hold one column of numbers has its commas as decimal signs: the language in use
    writes a decimal comma (``comma_is_decimal``), nothing else separates cells (no ';', no tab), and every line
    after the first (a header may say "Wert, brutto") that has a comma is one number with it ("1,5", "1.234,5",
    "1,000"). Rows such as "A,1" are cells separated by commas, and read (and refused) as such."""
    if "," not in text or ";" in text or "\t" in text or not comma_is_decimal():
        return False
    lines = [line.strip() for line in text.lstrip("\ufeff").splitlines() if line.strip()]
    if lines and lines[0].lower().startswith("sep="):
        return False  # Excel's hint line says what separates
    return all(COMMA_NUMBER.fullmatch(line.strip('"')) for line in lines[1:] if "," in line)


def column_with_points(cells: list[str]) -> list[str]:
    """One column's cells with their decimal commas made points, in a decimal-comma language where the column
    agrees on them (``rows_with_points``); the cells themselves otherwise."""
    return _points(cells) if comma_is_decimal() and commas_agree(cells) else cells


def _points(cells: list[str]) -> list[str]:
    return [p if (p := comma_to_point(c)) is not None else c for c in cells]


VALUE_GAPS = re.compile(r"[;\s]+")  # what separates a typed list's values where the comma is the decimal sign
STORED_GAPS = re.compile(r"[,;\s]+")  # … and a stored list's ("1.8, 2.4"), as a decimal-point language types it


def list_with_points(text: str, decimal_comma: bool) -> str:
    """A typed list of numbers as the parsers read it, values separated by ', ' ("1.8, 2.4"); unchanged unless
    ``decimal_comma``. Where the comma is the decimal sign it cannot also separate values: they are separated by
    semicolons or spaces ("1,8; 2,4" or "1,8 2,4"), each read as ``typed_text`` reads a box. A value whose comma
    is no decimal sign ("1," or "1,2,3") is refused naming it."""
    if not decimal_comma or not isinstance(text, str):
        return text
    values = []
    for part in VALUE_GAPS.split(text.strip()):
        value = typed_text(part, True)
        if "," in value:
            raise NumberError(message("{typed!r} is not a number: where the comma is the decimal sign, separate the "
                                      "values by semicolons or spaces", typed=part), "not a number")
        values.append(value)
    return ", ".join(v for v in values if v)


def list_shown(text: str, locale: str | None) -> str:
    """A stored list ("1.8, 2.4") as ``locale`` writes it: "1,8; 2,4" where the decimal sign is a comma; the text
    as it is in a decimal-point locale, or when one of its values is not a plain number (a refused entry)."""
    if SEPARATORS[known(locale)][1] != ",":
        return text
    values = [v for v in STORED_GAPS.split(text.strip()) if v]
    try:
        for value in values:
            float(value)
    except ValueError:
        return text
    return "; ".join(localized_number(v, locale) for v in values)
