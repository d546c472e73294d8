"""Reading a number written in a language's way (core.number_locale writes them): "1.234,5" in German is 1234.5,
or a refusal saying how the language writes numbers. Apart from number_locale because the refusal is a translated
message (core.translatable), which imports number_locale for its separators."""
from __future__ import annotations

from .number_error import NumberError
from .number_locale import SEPARATORS, known, localized, read_localized
from .translatable import message


def parse_localized(text: str, locale: str | None = "en") -> float:
    """A number as ``localized`` shows it in ``locale``, read back: parse_localized("1.234,5", "de") == 1234.5,
    parse_localized("−3,5", "de") == −3.5; a currency sign or percent sign around it is allowed. Raises
    NumberError naming the text and the locale's way of writing numbers."""
    value = read_localized(text, locale)
    if value is None:
        code = known(locale)
        group, decimal = SEPARATORS[code]
        raise NumberError(message("{text!r} is not a number as {code} writes them (thousands grouped by {group!r}, "
                                  "decimal sign {decimal!r}, e.g. {example})", text=text, code=code, group=group,
                                  decimal=decimal, example=localized("1,234.5", code)), kind="not a number")
    return value
