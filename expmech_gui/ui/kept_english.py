"""A shown text's English, kept on the QObject that shows it, so that every switch of language translates from the
English and never from a translation: property ``key`` holds the English, ``key + "Shown"`` what was put last.
language._translated keeps it for every widget's texts; presentation's tab names (workspaces/presenting.py), which
the code sets in the language in use, keep it the same way. Mnemonics ('&') are given again after a switch
(keyboard.give_mnemonics), so they are left out of the comparison."""
from __future__ import annotations

SOURCE = "i18nSource"  # property: the English text of a translated widget


def tab_key(index: int) -> str:
    """The property under which a tab widget keeps tab ``index``'s name's English."""
    return f"{SOURCE}Tab{index}"


def english_of(holder, text: str, key: str = SOURCE) -> str | None:
    """The English that ``text``, shown by ``holder``, was put for; None when nothing was put or the code has set
    the text since (it no longer reads as what was put): the text is then its own English."""
    put_last = holder.property(key + "Shown")
    if put_last is None or text.replace("&", "") != put_last.replace("&", ""):
        return None
    return holder.property(key)


def keep(holder, english: str, wanted: str, key: str = SOURCE) -> None:
    """``holder`` now shows ``wanted``, put for ``english``."""
    if holder.property(key) != english:
        holder.setProperty(key, english)
    holder.setProperty(key + "Shown", wanted)
