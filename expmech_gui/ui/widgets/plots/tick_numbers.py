"""The numbers on every plot's axes in the language's separators (issue 35 §3: German "1.000", "0,5", "$2,40").

pyqtgraph's AxisItem writes its tick texts in ``generateDrawSpecs`` (its own numbers, or the strings a plot gave
with ``setTicks``); one wrapper, installed once with the plots' configuration, passes each text that is a number
(a sign, a currency or percent sign and digits with their separators) through ``language.shown``. A category's
name ("v1.2", a candidate) is data and stays as typed. The texts keep their width (a separator for a separator),
so the axis keeps the room pyqtgraph measured."""
from __future__ import annotations

import re

import pyqtgraph as pg

from ... import language

NUMBER_TEXT = re.compile(r"[\s+\-\u2212$€£]*\d[\d.,]*(?:[eE][+\-\u2212]?\d+)?\s*%?")
_installed = {"done": False}


def shown_tick(text: str) -> str:
    """A tick's text as the language writes it when it is a number; any other text as it is."""
    return language.shown(text) if isinstance(text, str) and NUMBER_TEXT.fullmatch(text) else text


def install() -> None:
    """Wrap pg.AxisItem.generateDrawSpecs once (English: a no-op per tick)."""
    if _installed["done"]:
        return
    _installed["done"] = True
    original = pg.AxisItem.generateDrawSpecs

    def generate_draw_specs(self, p):  # pyqtgraph's name and signature
        specs = original(self, p)
        if specs is None or language.current() == "en":
            return specs
        axis_spec, tick_specs, text_specs = specs
        return axis_spec, tick_specs, [(rect, flags, shown_tick(text)) for rect, flags, text in text_specs]

    pg.AxisItem.generateDrawSpecs = generate_draw_specs
