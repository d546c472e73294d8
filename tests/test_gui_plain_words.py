"""Words on screen, symbols in tooltips and the Formulas panel (issue 30, items 9 and 10): the plots' axis
titles, legends and reference lines, the summary and the settings say what a symbol means; the Synthetic data
and PMW views open with a paragraph in plain words on what they show."""
import re

import pytest

pytest.importorskip("PySide6")

from guihelp import WAIT, load, settled, show_view

SYMBOLS = re.compile(r"OPT|E\[|P\[|Δ|γ|\|H\||max\|L\||tanh|zCDP|ε₀|KL\b|\bU =|BLR|√|ln ")


def legend_texts(plot_item) -> list[str]:
    from expmech_gui.ui.widgets.plots.kit import legends_of

    return [label.text for legend in legends_of(plot_item) for _sample, label in legend.items]


def form_label(panel, field) -> str:
    """The text of the label a form row shows beside ``field``."""
    from PySide6.QtWidgets import QFormLayout

    for form in panel.findChildren(QFormLayout):
        label = form.labelForField(field)
        if label is not None:
            return label.text()
    return ""


def shown_words(plot_item) -> list[str]:
    """What a plot says in words: its title, its axis titles, its legends."""
    axes = [plot_item.getAxis(name).labelText for name in ("left", "bottom", "right", "top")
            if plot_item.getAxis(name).isVisible()]
    return [getattr(plot_item, "full_title", "")] + axes + legend_texts(plot_item)


@pytest.mark.parametrize("key, view_name, shown, what", [("pmw", "pmw_view", "pmwShown", "what"),
                                                          ("blr", "blr_view", "blrShown", "what")])
def test_the_synthetic_data_and_pmw_views_open_with_what_they_show_in_plain_words(qtbot, window, key, view_name,
                                                                                   shown, what):
    window.resize(1280, 800)
    ws = load(qtbot, window, key)
    view = show_view(qtbot, ws, view_name, shown)
    settled(qtbot, window)
    paragraph = getattr(view, what)
    assert paragraph.isVisible() and paragraph.text().startswith("<b>What this shows.</b>")
    assert not SYMBOLS.search(paragraph.text()) and "ε" not in paragraph.text()
    assert paragraph.toolTip()  # the method's name and formula, for those who want them
    # the paragraph is the first thing under the progress bar, above the plots
    plots = [p for p in view.findChildren(type(view.plots()[0] if key == "blr" else view.miss_plot))]
    assert all(paragraph.mapTo(view, paragraph.rect().topLeft()).y() < p.mapTo(view, p.rect().topLeft()).y()
               for p in plots if p.isVisible())
    for plot in plots:
        for text in shown_words(plot.getPlotItem()):
            assert not SYMBOLS.search(text), (key, text)
    assert not SYMBOLS.search(view.words.text().split("Seed")[0]), view.words.text()


def test_the_pricing_screens_say_in_words_what_their_symbols_meant(qtbot, window):
    """OPT, E[s], P[select], γ, Δ, |H|, ε/(2Δ), ln P[M(D)=h]/P[M(D′)=h] and max|L| were shown bare: now words on
    screen, the symbols in tooltips (and the Formulas panel)."""
    window.resize(1280, 800)
    ws = load(qtbot, window, "pricing", "Lecture: $1, $1, $3.01")
    settled(qtbot, window)
    for _name, widget in ws.plots.named_widgets():
        for text in shown_words(widget.getPlotItem()):
            assert not SYMBOLS.search(text), text
    assert "OPT" in ws.plots.dist_lines["opt"].line.toolTip()  # the symbol is kept for those who want it
    panel = ws.parameter_panel
    assert form_label(panel, panel.delta_label) == "Sensitivity" and "Δ" in panel.delta_label.toolTip()
    assert "|H|" not in panel.grid_label.text() and "|H|" in panel.grid_label.toolTip()
    scale = ws.summary_panel.text("scale")
    assert "ε" not in scale and "Δ" not in scale
    assert ws.summary_panel.names["p_bound"].text() == "… by the theory, at most"  # 37% beside exact 0%: a limit
    view = show_view(qtbot, ws, "neighbour_view", "comparisonShown")
    settled(qtbot, window)
    ratio = view.plots.ratio_widget.getPlotItem()
    for text in shown_words(ratio):
        assert not SYMBOLS.search(text), text
    assert "max|L|" not in view.numbers.text() and "largest privacy loss" in view.numbers.text()
    sweep = show_view(qtbot, ws, "sweep_view", "sweepShown", timeout=WAIT)
    for text in shown_words(sweep.plot.getPlotItem()):
        assert not SYMBOLS.search(text) and not re.search(r"\bt = ", text), text  # "(t = 3)" was in its legend
    assert "bad-outcome line" in legend_texts(sweep.plot.getPlotItem())  # the summary's name for it


def test_the_bill_names_its_methods_without_acronyms():
    from expmech_gui.core.accounting import bill as accounting

    for title in accounting.METHOD_TITLES.values():
        assert not SYMBOLS.search(title), title
