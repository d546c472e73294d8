"""One z for 95% intervals and one ε log-slider mapping (issue 29 §2): the constant is scipy's quantile, no other
spelling of it is left in the package, and the panel's, the story's and the gallery's sliders share one mapping
that gives the numbers their old formulas gave."""
import ast
import math
from pathlib import Path

import pytest

from expmech_gui.core.bounds import Z_95
from expmech_gui.ui.widgets.log_scale import LogScale

PACKAGE = Path(__file__).resolve().parents[1] / "expmech_gui"


def test_z_is_scipys_quantile_and_spelt_once():
    stats = pytest.importorskip("scipy.stats")
    assert Z_95 == stats.norm.ppf(0.975)
    spelt = [f"{p.relative_to(PACKAGE)}:{n.lineno}" for p in PACKAGE.rglob("*.py")
             for n in ast.walk(ast.parse(p.read_text(encoding="utf-8")))
             if isinstance(n, ast.Constant) and isinstance(n.value, float) and abs(n.value - 1.96) < 1e-3]
    assert len(spelt) == 1 and spelt[0].startswith("core/bounds.py:"), spelt


def test_the_log_scale_gives_the_old_sliders_numbers():
    story = LogScale(0.01, 100.0, 400, digits=2)
    for pos in range(401):  # the story's old formula, two significant digits
        assert story.value(pos) == float(f"{10.0 ** (-2.0 + 4.0 * pos / 400):.2g}")
    gallery = LogScale(0.01, 100.0, 400)
    for pos in range(401):
        assert math.isclose(gallery.value(pos), 10.0 ** (-2.0 + 4.0 * pos / 400), rel_tol=1e-13)
        assert gallery.position(gallery.value(pos)) == pos
    for eps in (1e-9, 0.01, 0.5, 1.0, 7.3, 100.0, 1e9):  # the old position formula, clamped at the ends
        assert gallery.position(eps) == int(round(min(max((math.log10(eps) + 2.0) / 4.0, 0.0), 1.0) * 400))
    from expmech_gui.core.numbers import EPSILON_MAX, EPSILON_MIN

    panel = LogScale(EPSILON_MIN, EPSILON_MAX, 2000, digits=3)
    lo, hi = math.log(EPSILON_MIN), math.log(EPSILON_MAX)
    for pos in range(1, 2000):  # the panel's old formula, three significant digits
        assert panel.value(pos) == float(f"{math.exp(lo + pos / 2000 * (hi - lo)):.3g}")
    assert panel.value(0) == EPSILON_MIN and panel.value(2000) == EPSILON_MAX and panel.value(-5) == EPSILON_MIN
    assert panel.position(1.0) == round(-lo / (hi - lo) * 2000) and panel.position(1e9) == 2000
