"""The wiki's accuracy lemma and theorem as a user sees them (issue 34 item 4): the summary's two rows and the
Formulas panel carry core.accuracy_by_mass's numbers for the workspace's own experiment, say which bound is
tighter and why the exact one is, and disappear for a mechanism of another law."""
import pytest

pytest.importorskip("PySide6")

from expmech_gui.core import formatting
from expmech_gui.ui.formulas import FormulasPanel
from expmech_gui.ui.widgets.text import fmt_prob, fmt_value
from guihelp import ready


def test_summary_and_formulas_show_the_wiki_beside_theorem_3(qtbot, make_workspace):
    ws = make_workspace("voting")
    ready(qtbot, ws, lambda: ws.parameter_panel.set_epsilon(0.5))
    a = ws.experiment.by_mass
    assert a is not None and a.kamath == ws.experiment.summary.bound_probability
    text = ws.summary_panel.text
    assert text("p_lemma") == (fmt_prob(a.lemma) if a.lemma <= 1 else formatting.VACUOUS)
    assert fmt_value(a.kamath_floor) in text("floor") and fmt_value(a.theorem_floor) in text("floor")
    assert not ws.summary_panel.labels["p_lemma"].isHidden() and not ws.summary_panel.labels["floor"].isHidden()
    assert "tighter here" in ws.summary_panel.labels["p_lemma"].toolTip()
    panel = FormulasPanel()
    qtbot.addWidget(panel)
    panel.show_workspace(ws)
    html = panel.label.text()
    c = ws.experiment.mechanism.scale
    assert "Accuracy by the mass near the best (the wiki)" in html and f"the app's c = {c:.4g}" in html
    assert f"smallest t = {a.theorem_t:.4g}" in html and a.tighter_tail in html and a.tighter_floor in html
    assert "The exact numbers are tighter than either theorem" in html


def test_another_mechanisms_law_hides_the_wiki_rows(qtbot, make_workspace):
    ws = make_workspace("voting")
    combo = ws.parameter_panel.mechanism
    ready(qtbot, ws, lambda: combo.setCurrentIndex(combo.findData("permute-and-flip")))
    assert ws.experiment.by_mass is None
    assert ws.summary_panel.labels["p_lemma"].isHidden() and ws.summary_panel.labels["floor"].isHidden()
    panel = FormulasPanel()
    qtbot.addWidget(panel)
    panel.show_workspace(ws)
    assert "the wiki" not in panel.label.text()
