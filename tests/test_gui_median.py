"""The Median workspace takes negative numbers (issue 37): typed into its table, with a grid below 0."""
from guihelp import load_preset, ready


def test_negative_values_typed_into_the_median_table_are_data(qtbot, make_workspace):
    ws = load_preset(qtbot, make_workspace("median"))
    box = ws.parameter_panel.setting_boxes["lo"]
    box.selectAll()
    ready(qtbot, ws, lambda: qtbot.keyClicks(box, "-5"))
    ready(qtbot, ws, lambda: ws.model.paste_text("-3\n-1.5\n$-2\n", 0))
    assert ws.model.invalid_rows() == []  # no cell is marked: the old reader refused "must be at least 0"
    exp = ws.experiment
    assert exp.dataset.values[:3].tolist() == [-3.0, -1.5, -2.0] and exp.problem.values[0] == -5.0
    assert exp.problem.labels[0] == "−$5.00"  # one minus sign, before the dollar
