"""Plots read without colour vision: the palette stays apart under simulated colour blindness, and every line
that shares a plot with another has its own style (issue 10, item 7)."""
import itertools

import numpy as np
import pytest

pytest.importorskip("PySide6")

from expmech_gui.ui.widgets.plots import kit
from expmech_gui.ui.widgets.privacy import bill

# Machado, Oliveira & Fernandes (2009), severity 1.0, applied to linear RGB.
DEUTERANOPIA = np.array([[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413],
                         [-0.011820, 0.042940, 0.968881]])
PROTANOPIA = np.array([[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216],
                       [-0.003882, -0.048116, 1.051998]])


def _linear(c):
    c = np.asarray(c, float) / 255
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def _srgb(c):
    c = np.clip(c, 0, 1)
    return 255 * np.where(c <= 0.0031308, 12.92 * c, 1.055 * c ** (1 / 2.4) - 0.055)


def seen(rgb, matrix):
    return _srgb(matrix @ _linear(rgb))


def test_the_palette_is_okabe_ito_and_stays_apart_for_protan_and_deutan_viewers():
    colours = [kit.OKABE_ITO[k] for k in ("orange", "sky blue", "bluish green", "blue", "vermillion",
                                           "reddish purple")]
    for matrix in (DEUTERANOPIA, PROTANOPIA):
        for a, b in itertools.combinations(colours, 2):
            # apart in the simulated colour or, failing that, in lightness (the line styles do the rest)
            assert np.linalg.norm(seen(a, matrix) - seen(b, matrix)) > 40, (a, b)


def test_the_basic_and_the_recommended_bill_curves_differ_for_a_deutan_viewer():
    basic = kit.COLORS[bill.STYLES["basic"][0]]
    best = kit.COLORS[bill.STYLES["bounded_range_optimal"][0]]
    assert np.linalg.norm(seen(basic, DEUTERANOPIA) - seen(best, DEUTERANOPIA)) > 60


def test_every_bill_curve_and_every_reference_line_has_its_own_line_style():
    styles = [style for _key, style in bill.STYLES.values()]
    assert len(set(styles)) == len(styles) == 6
    assert set(bill.SWATCHES) >= set(styles)  # the table draws each curve's style too
    assert len(set(kit.LINE_STYLES.values())) == len(kit.LINE_STYLES) == 6


def test_the_long_dash_pen_has_a_dash_pattern():
    assert kit.pen("expected", 2, kit.LONG_DASH).dashPattern() == [7.0, 3.0]
