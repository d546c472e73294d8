"""What a screen reader meets: every control named (and told apart from its siblings), every plot described in a
sentence that carries its key numbers, results and refusals announced politely (ui/accessibility.py,
plots/described.py). That every control of every view is named, normal and in presentation, is checked in the
readability walk (tests/test_readability.py), which visits every view anyway."""
import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QFormLayout, QLineEdit, QWidget

from a11y_walk import description_of, name_of
from guihelp import WAIT, load

pytestmark = pytest.mark.gui


@pytest.fixture
def announced(monkeypatch):
    """The texts announced to assistive technology (QAccessibleAnnouncementEvent), with their politeness."""
    said = []
    original = QAccessible.updateAccessibility

    def capture(event):
        if hasattr(event, "message"):
            said.append((event.message(), event.politeness()))
        return original(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", capture)
    return said


def test_a_form_field_is_named_by_its_row_label_and_described_by_its_tooltip(qtbot):
    from expmech_gui.ui import accessibility

    panel = QWidget()
    form = QFormLayout(panel)
    box = QLineEdit(toolTip="How many runs to simulate: from 1 to 10^9.")
    other = QLineEdit(toolTip="The seed of the random numbers (a whole number)")
    form.addRow("Runs", box)
    form.addRow(other)
    qtbot.addWidget(panel)
    accessibility.name_tree(panel)
    assert name_of(box) == "Runs"
    assert description_of(box) == "How many runs to simulate: from 1 to 10^9."
    assert name_of(other) == "The seed of the random numbers"  # no label: the tooltip's first clause


def test_the_plots_are_described_with_the_summarys_numbers_and_follow_a_run(qtbot, window):
    ws = load(qtbot, window, "pricing")
    plots = ws.plots
    summary = ws.summary_panel
    expected, best = summary.text("expected"), summary.text("opt")
    qtbot.waitUntil(lambda: expected in description_of(plots.dist_widget), timeout=WAIT)
    text = description_of(plots.dist_widget)
    assert best in text and text.startswith(name_of(plots.dist_widget))
    assert "simulated" not in text.split("exact")[0]  # nothing simulated yet: no simulated peak is claimed
    qtbot.waitUntil(lambda: "exact: highest" in description_of(plots.freq_widget), timeout=WAIT)
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.run_n(2000)
    qtbot.waitUntil(lambda: "simulated: highest" in description_of(plots.freq_widget), timeout=WAIT)
    mean = summary.text("empirical").split(" ±")[0]
    qtbot.waitUntil(lambda: f"sim. mean {mean}" in description_of(plots.dist_widget), timeout=WAIT)


def test_run_once_and_a_refused_epsilon_are_announced_politely(qtbot, window, announced):
    ws = load(qtbot, window, "voting")
    ws.run_once()
    qtbot.waitUntil(lambda: any(text.startswith("Chosen candidate") for text, _ in announced), timeout=WAIT)
    said, politeness = next((t, p) for t, p in announced if t.startswith("Chosen candidate"))
    assert politeness == QAccessible.AnnouncementPoliteness.Polite
    # only the workspace on show said it had no data at start; the nine behind their tabs kept quiet
    assert sum("no data yet" in text for text, _ in announced) <= 1
    announced.clear()
    box = ws.parameter_panel.epsilon
    box.selectAll()
    qtbot.keyClicks(box, "1,5x")
    qtbot.waitUntil(lambda: any("1,5x" in text for text, _ in announced), timeout=WAIT)
    assert all(politeness == QAccessible.AnnouncementPoliteness.Polite for _, politeness in announced)


def test_a_refused_table_cell_is_announced_once_in_the_tooltips_words(qtbot, window, announced):
    """Typing -3 into a votes cell: the screen reader hears the refusal the cell's tooltip gives, once (audit G9)."""
    from PySide6.QtCore import Qt

    from test_gui_base_measure import type_cell

    ws = load(qtbot, window, "voting")
    index = ws.model.index(0, 1)
    announced.clear()
    type_cell(qtbot, ws, index, "-3")
    qtbot.waitUntil(lambda: ws.model.cell_error(0, 1) is not None, timeout=WAIT)  # the edit is committed
    tip = ws.model.data(index, Qt.ToolTipRole)
    assert "-3" in tip
    said = [(text, politeness) for text, politeness in announced if "-3" in text]
    assert [text for text, _ in said] == [tip] and said[0][1] == QAccessible.AnnouncementPoliteness.Polite
    announced.clear()
    type_cell(qtbot, ws, index, "4")  # an accepted count says nothing of a refusal
    qtbot.waitUntil(lambda: ws.model.cell_error(0, 1) is None, timeout=WAIT)
    assert not [text for text, _ in announced if "Excluded" in text]


def test_a_list_view_is_named_by_its_header_without_asking_a_list_model_its_columns(qtbot):
    """A QAbstractListModel's columnCount is private in PySide6: naming a list view by its header raised
    TypeError in an event filter (printed, and the list left unnamed) before."""
    from PySide6.QtCore import QAbstractListModel, QModelIndex
    from PySide6.QtWidgets import QListView

    from expmech_gui.ui.accessibility import derived_name

    class Names(QAbstractListModel):
        def rowCount(self, parent=QModelIndex()):
            return 2

        def data(self, index, role):
            return f"row {index.row()}"

        def headerData(self, section, orientation, role=0):
            return "Options"

    view = QListView()
    qtbot.addWidget(view)
    view.setModel(Names(view))
    assert derived_name(view) == "Table of Options"


def test_a_log_scale_plot_is_described_in_its_own_numbers_not_their_logarithms(qtbot):
    """pyqtgraph's getData() gives a log-scale plot's points as log10 of the numbers: the ε-sweep was described as
    "highest 42 at 1.3" (ε = 20), the running mean "at 0" (trial 1), and View data as table listed the logarithms."""
    import pyqtgraph as pg

    from expmech_gui.ui.widgets.plots.data_table import plot_table
    from expmech_gui.ui.widgets.plots.described import describe
    from expmech_gui.ui.widgets.plots.kit import legend

    widget = pg.PlotWidget()
    qtbot.addWidget(widget)
    plot = widget.getPlotItem()
    plot.setLogMode(x=True, y=True)
    curve = pg.PlotDataItem([1.0, 20.0, 400.0], [2.0, 1500.0, 30.0])
    plot.addItem(curve)
    legend(plot).addItem(curve, "total")
    assert "total: highest 1,500 at 20." in describe(plot)
    assert plot_table(plot)[1] == [["1", "2"], ["20", "1,500"], ["400", "30"]]  # View data as table: the same


def test_a_legend_only_sample_is_described_by_the_series_it_stands_for(qtbot, window):
    """The score plot's legend samples stand for its bars and for the chance curve on the second axis, the one-person
    view's "D" and "D′" for its bars: the score plot was described as "score. chance (top axis): highest 0 at Ms
    Okafor" (the sample's own placeholder point) and the one-person plot with no number at all."""
    from expmech_gui.ui.widgets.plots.data_table import plot_table

    ws = load(qtbot, window, "voting")
    plot = ws.plots.score_widget
    qtbot.waitUntil(lambda: "votes: highest" in description_of(plot), timeout=WAIT)
    text = description_of(plot)
    assert "votes: highest 42 at Ms Okafor." in text, text  # the legend names the bars by the scenario's noun
    assert "axis): highest 81.8% at Ms Okafor." in text, text  # the chance, read on its own axis
    headers, rows, _ = plot_table(plot.getPlotItem())
    assert headers[1] == "votes" and rows[0][1:3] == ["42", "81.8%"], (headers, rows[0])
    view = ws.neighbour_view
    with qtbot.waitSignal(view.comparisonShown, timeout=WAIT):
        ws.views.setCurrentWidget(view)
    pmf = view.plots.pmf_widget
    qtbot.waitUntil(lambda: "D (the data): highest" in description_of(pmf), timeout=WAIT)
    assert "D (the data): highest 81.8% at Ms Okafor." in description_of(pmf)


def test_the_privacy_bills_plot_says_the_totals_its_table_gives(qtbot, window):
    """The bill's curves have no legend (the table beside the plot is one): its text alternative said only its title
    and axes; now it says the totals after the releases made, as the table does, in the language in use."""
    ws = load(qtbot, window, "voting")
    for _ in range(3):
        ws.run_once()
    panel = ws.bill_panel
    with qtbot.waitSignal(panel.billShown, timeout=WAIT):
        ws.views.setCurrentWidget(panel)
    plot = panel.plot
    # each release costs ε/2 = 0.5 (one-way votes), as the table says
    qtbot.waitUntil(lambda: "Simple sum (basic composition) 1.5;" in description_of(plot), timeout=WAIT)
    assert "Total ε after 3 releases at ε = 0.5, δ = 10⁻⁶" in description_of(plot)
    assert "<" not in description_of(plot)  # the table's markup is not read out


def test_pmw_s_distance_curve_is_said_from_start_to_end_and_at_its_lowest(qtbot, make_workspace):
    """PMW's distance plot draws one curve and no legend (a legend entry made the page scroll in presentation type):
    its text alternative said only its title and axes (audit 35, G2). It now names the curve and says where it starts,
    ends and is lowest — the numbers its data table lists — and says it in German after a switch."""
    import numpy as np

    from expmech_gui.core.formatting import plain
    from expmech_gui.ui import language
    from expmech_gui.ui.widgets.plots.data_table import plot_table
    from expmech_gui.ui.widgets.plots.described import describe_now
    from guihelp import show_view

    ws = make_workspace("pmw")
    view = show_view(qtbot, ws, "pmw_view", "pmwShown")
    kl = np.concatenate([[view.shown[1].kl_start], view.shown[1].kl])
    low = int(np.argmin(kl))
    said = (f"distance from the real data: {plain(kl[0], 3)} at 0, {plain(kl[-1], 3)} at {kl.size - 1:,}; "
            f"lowest {plain(kl[low], 3)} at {low:,}.")
    qtbot.waitUntil(lambda: said in description_of(view.kl_plot), timeout=WAIT)
    headers, rows, _thinned = plot_table(view.kl_plot.getPlotItem())
    assert headers[1:] == ["distance from the real data"] and len(rows) == kl.size
    assert (rows[0][1], rows[low][1], rows[-1][1]) == (plain(kl[0], 3), plain(kl[low], 3), plain(kl[-1], 3))
    try:
        language.install("de")
        german = describe_now(view.kl_plot)
    finally:
        language.install("en")
    assert "Abstand von den echten Daten: " + language.localized(f"{plain(kl[0], 3)} bei 0", "de") in german
    assert "am niedrigsten " + language.localized(plain(kl[low], 3), "de") in german


def test_a_german_description_says_each_number_once_in_german(qtbot):
    """A legend entry is shown in German already ("höchstens erlaubt: 1.109"): the description read its whole
    sentence through the German separators again and said "1,109" (a thousand read as a decimal comma)."""
    import pyqtgraph as pg

    from expmech_gui.ui import language
    from expmech_gui.ui.app import configure_plots
    from expmech_gui.ui.widgets.plots.described import describe
    from expmech_gui.ui.widgets.plots.kit import legend, new_plot_widget

    configure_plots()
    widget = new_plot_widget()
    qtbot.addWidget(widget)
    plot = widget.getPlotItem()
    curve = pg.PlotDataItem([1.0, 2000.0], [0.125, 0.25])
    plot.addItem(curve)
    try:
        language.install("de")
        entries = legend(plot)
        entries.addItem(curve, "corrections so far")
        entries.addItem(pg.PlotDataItem([], []), "the most allowed: 1,109")
        text = describe(plot)
    finally:
        language.install("en")
    assert "Korrekturen bisher: am höchsten 0,25 bei 2.000." in text, text
    assert "höchstens erlaubt: 1.109." in text, text


def test_the_data_table_s_name_is_a_template_with_its_title_in_the_language_in_use(qtbot, make_workspace):
    """The table's screen-reader name is the catalogue's template "{title} table" filled with the title in the
    language of the moment (not an English "Votes per candidate table" looked up whole), again after each switch."""
    from expmech_gui.ui import language

    ws = make_workspace("voting", preset="")
    assert name_of(ws.editor.view) == "Votes per candidate table"
    try:
        language.install("de")
        language.translate_tree(ws)  # as View ▸ Language does (language.choose)
        qtbot.waitUntil(lambda: name_of(ws.editor.view) == "Tabelle: Stimmen je Kandidat", timeout=WAIT)
    finally:
        language.install("en")
    language.translate_tree(ws)
    qtbot.waitUntil(lambda: name_of(ws.editor.view) == "Votes per candidate table", timeout=WAIT)
