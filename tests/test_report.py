"""The exported report (File ▸ Export report) as a policy-maker reads it: a headline naming the choice and every
option's chance, the date and the data source, tables with header rows, no raw floats or symbols, charts whose
probability axis stops at 100%, a sane number of pages, and files with the user's normal permissions."""
import html
import os
import re
import shutil
import subprocess
from datetime import datetime

import numpy as np
import pytest

pytest.importorskip("PySide6")

from guihelp import WAIT

from expmech_gui.core.accounting import bill as accounting
from expmech_gui.core import formatting
from expmech_gui.ui.report import report, charts as report_charts, content as report_content, facts as report_facts


def visible_text(page: str) -> str:
    """What a reader sees of the HTML: no style sheet, no tags, no data URIs, entities decoded."""
    page = re.sub(r"<style>.*?</style>", " ", page, flags=re.S)
    page = re.sub(r"<[^>]+>", " ", page)
    return html.unescape(page)


def released(qtbot, ws, trials=500) -> int:
    """Run N then Run once; the index of the released candidate, as the workspace records it."""
    with qtbot.waitSignal(ws.runFinished, timeout=WAIT):
        ws.run_n(trials)
    idx = ws.run_once()
    assert report_facts.last_release(ws, ws.experiment.problem.m) == idx
    return idx


@pytest.mark.slow  # a workspace, a run and a rendered report per test, 0.6-2 s each
def test_the_data_source_is_the_preset_the_file_or_unknown_and_says_when_edited(qtbot, make_workspace, tmp_path):
    from guihelp import ready

    ws = make_workspace("voting")
    name = ws.scenario.preset_names[0]
    ready(qtbot, ws, lambda: ws.load_preset(name))
    assert ws.data_source == f"the preset “{name}” shipped with ExpMech Studio"
    ready(qtbot, ws, lambda: ws.model.setData(ws.model.index(0, 1), "7"))
    assert ws.data_source.endswith(", edited since")
    path = tmp_path / "votes.csv"
    path.write_text("candidate,votes\nAda,3\nBo,1\n", encoding="utf-8")
    ready(qtbot, ws, lambda: ws.import_csv(str(path)))
    assert ws.data_source == "the file votes.csv"
    assert "Data: the file votes.csv" in visible_text(report.report_html(ws, lambda name, img: f"{name}.png"))


def pdf_text(path, *pages) -> str:
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    args = ["pdftotext", "-layout"] + (["-f", str(pages[0]), "-l", str(pages[-1])] if pages else [])
    return subprocess.run(args + [str(path), "-"], capture_output=True, text=True, check=True).stdout


def test_headline_names_the_choice_each_chance_the_date_and_the_source(qtbot, make_workspace, tmp_path):
    ws = make_workspace("voting")
    idx = released(qtbot, ws)
    pr, pmf = ws.experiment.problem, ws.experiment.mechanism.pmf
    report.write_html(ws, str(tmp_path / "r.html"))
    report.write_pdf(ws, str(tmp_path / "r.pdf"))
    texts = {"html": visible_text((tmp_path / "r.html").read_text(encoding="utf-8"))}
    if shutil.which("pdftotext"):
        texts["pdf"] = " ".join(pdf_text(tmp_path / "r.pdf").split())
    today = datetime.now().strftime("%Y-%m-%d")
    for kind, text in texts.items():
        text = " ".join(text.split())
        assert f"The private choice released last is {pr.labels[idx]}" in text, kind
        for i in range(pr.m):
            assert f"{pr.labels[i]} ({formatting.probability(pmf[i])})" in text, (kind, i)
        assert today in text and "Teacher of the year" in text, kind
        # the general analysis on votes (monotone under add/remove) is ε/2-DP: the promise is e^0.5, and says why
        assert "Whether or not any one person's data is included changes the chance of any result by at most " \
               f"{formatting.factor(0.5)}" in text, kind
        assert "in fact twice as private as the setting says: ε/2 = 0.5" in text, kind


@pytest.mark.slow  # a workspace, a run and a rendered report per test, 0.6-2 s each
def test_a_top_k_release_is_reported_as_its_k_names_and_promised_at_the_cost_of_one_run(qtbot, make_workspace):
    ws = make_workspace("topk")
    idx = released(qtbot, ws)
    names = ws.runs.last_published.split(": ", 1)[1]
    text = " ".join(visible_text(report.report_html(ws, lambda name, img: f"{name}.png")).split())
    assert f"The last private release: top 3 selected, in order: {names} (the first, " \
           f"{ws.experiment.problem.labels[idx]}, had a chance of" in text
    # three selections of ε/2 = 0.5 each: one run costs ε = 1.5 in all, and the promise is e^1.5
    assert f"changes the chance of any result by at most {formatting.factor(1.5)}" in text
    assert "each run makes k = 3 selections, each a release" in text and "ε = 1.5 for one run in all" in text
    assert "Method Peeling (k exponential mechanisms)" in text and "Exponential mechanism" not in text


def test_top_k_gumbel_is_reported_as_its_own_method_not_the_one_choice_mechanism_of_its_key(qtbot, make_workspace):
    ws = make_workspace("topk")
    combo = ws.parameter_panel.mechanism
    from guihelp import ready

    ready(qtbot, ws, lambda: combo.setCurrentIndex(combo.findData("gumbel")))
    released(qtbot, ws)
    text = " ".join(visible_text(report.report_html(ws, lambda name, img: f"{name}.png")).split())
    assert "Method One-shot Gumbel top-k" in text and "Report-noisy-max (Gumbel)" not in text


@pytest.mark.slow  # a workspace, a run and a rendered report per test, 0.6-2 s each
def test_a_score_that_is_minus_a_cost_is_reported_as_the_cost(qtbot, make_workspace):
    """Learning's score is −mistakes: the report counts mistakes (positive), and its sensitivity is '1 mistake'."""
    ws = make_workspace("pac")
    text = " ".join(visible_text(report.report_html(ws, lambda name, img: f"{name}.png")).split())
    pr = ws.experiment.problem
    assert "−mistakes" not in text and f"The best possible result is {formatting.count(-pr.opt)} mistakes" in text
    assert "Sensitivity 1 mistake " in text or "here 1 mistake." in text
    if not ws.experiment.summary.threshold_vacuous:
        assert re.search(r"the chosen concept has under [0-9.,]+ mistakes \(the exact chance of [0-9.,]+ mistakes or "
                         r"more is", text), text


@pytest.mark.slow  # a workspace, a run and a rendered report per test, 0.6-2 s each
def test_before_any_release_the_most_likely_choice_is_named(qtbot, make_workspace):
    ws = make_workspace("lunch")
    text = visible_text(report.report_html(ws, lambda name, img: f"{name}.png"))
    pr = ws.experiment.problem
    assert "No private choice has been released yet" in text
    assert f"The most likely option is {pr.labels[ws.experiment.summary.most_likely]}" in " ".join(text.split())


@pytest.mark.slow  # a workspace, a run and a rendered report per test, 0.6-2 s each
def test_tables_have_headers_and_no_raw_floats_or_symbols(qtbot, make_workspace, tmp_path):
    ws = make_workspace("pricing", "Lecture: $1, $1, $3.01")
    released(qtbot, ws)
    page = report.report_html(ws, lambda name, img: f"{name}.png")
    assert page.count("<table") == page.count("<th scope=\"col\">Rank</th>") + 4  # bill, words, ranges, numbers
    assert "<thead><tr><th" in page
    text = visible_text(page)
    assert not re.search(r"\de[-+]?\d", text), re.search(r".{30}\de[-+]?\d.{30}", text)
    titles = " ".join(accounting.METHOD_TITLES.values())
    for symbol in ("|H|", "KOV", "zCDP", "OPT", "Δ", "γ"):
        if symbol not in titles:  # the bill's method names are core's (accounting.METHOD_TITLES)
            assert symbol not in text, symbol
    assert "… and 291 more prices" in text and "All 301 prices, in 10 ranges" in text
    assert report_facts.plural(1, "invalid row") == "1 invalid row"
    assert report_facts.plural(3, "invalid row") == "3 invalid rows"


@pytest.mark.slow  # a workspace, a run and a rendered report per test, 0.6-2 s each
def test_chart_probability_axes_stop_at_one(qtbot, make_workspace):
    for largest in (1e-9, 0.0002134, 0.18, 0.82, 0.97, 1.0):
        top, step = report_charts.probability_top(largest)
        assert largest <= top <= 1.0 and step > 0
    ws = make_workspace("voting")
    released(qtbot, ws)
    rep = report_content.build(ws)
    figures = [b for b in rep.blocks if isinstance(b, report_facts.Figure)]
    assert {f.name for f in figures} == {"chances", "score"}
    for fig in figures:
        values = fig.chart.exact + (fig.chart.simulated or [])
        assert max(values) <= 1.0 and report_charts.probability_top(max(values))[0] <= 1.0
        image = report_charts.to_image(fig.chart)
        assert not image.isNull() and image.width() == round(report_charts.WIDTH_PT * 2)
    # the bill's totals rounded for people as the report writes ε, 3 significant digits: "ε = 0.499" (the tightest),
    # not the bill panel's "ε = 0.4987" (a table cell and the sentence above it)
    bill = next(b for b in rep.blocks if isinstance(b, report_facts.Table) and b.header[0] == "Way of adding up")
    cells = [row[1] for row in bill.rows]
    assert cells[0] == "ε = 0.499" and "ε = 0.5" in cells, cells
    said = " ".join(b.html for b in rep.blocks if isinstance(b, report_facts.Para) and "total privacy loss" in b.html)
    totals = re.findall(r"ε = ([0-9.,]+[0-9])", " ".join(cells) + " " + said)
    assert "the total privacy loss is ε = 0.499 " in said and totals, said
    assert all(len(t.replace(",", "").replace(".", "").lstrip("0")) <= 3 for t in totals), totals


def written_texts(monkeypatch, chart) -> list[tuple[float, float, float, str]]:
    """(left, right, box height, text) of every text the chart writes, as wide as the text itself, not its box."""
    from PySide6.QtGui import QFontMetricsF

    written = []
    paint_text = report_charts._Paint.text

    def text(self, rect, flags, words):
        width = QFontMetricsF(self.painter.font(), self.painter.device()).horizontalAdvance(words)
        centre = rect.center().x()
        written.append((centre - width / 2, centre + width / 2, rect.height(), words))
        paint_text(self, rect, flags, words)

    monkeypatch.setattr(report_charts._Paint, "text", text)
    report_charts.to_image(chart)
    return written


def test_the_score_chart_s_numbers_never_run_together_and_its_title_is_whole(qtbot, make_workspace, monkeypatch):
    """Synthetic data's score chart has a bar per distinct score, bunched at the low end: its axis read
    "−0.283−0.275−0.267−0.258 −0.25 −0.242−0.233", and its title was cut: "… how likely each valu". Now each number
    stands apart (one that would touch another is left out, the best score's kept) and the title wraps."""
    from guihelp import load_preset

    ws = load_preset(qtbot, make_workspace("blr"))
    chart = report_content.score_figure(report_facts.Facts(ws)).chart
    assert chart.ticks is not None and len(chart.ticks) >= 8
    numbers = {report_charts.localized(formatting.value(t, chart.unit), chart.locale) for t in chart.ticks}
    written = written_texts(monkeypatch, chart)
    axis = sorted((left, right, words) for left, right, _height, words in written if words in numbers)
    assert formatting.value(max(chart.ticks), chart.unit) in [words for _l, _r, words in axis]
    for (_l, right, words), (left, _r, after) in zip(axis, axis[1:]):
        assert left > right, f"{words!r} and {after!r} run together"
    line = max(height for _l, _r, height, words in written if words in numbers)  # one line of tick text
    title = next(height for _l, _r, height, words in written if words == chart.title)
    assert title > 2 * line, "the title has one line's room; its end is cut"


@pytest.mark.slow  # a workspace, a run and a rendered report per test, 0.6-2 s each
def test_report_files_have_the_user_s_permissions(qtbot, make_workspace, tmp_path):
    ws = make_workspace("voting")
    old = os.umask(0o022)
    try:
        for name in ("r.html", "r.pdf"):
            (report.write_html if name.endswith("html") else report.write_pdf)(ws, str(tmp_path / name))
            assert os.stat(tmp_path / name).st_mode & 0o777 == 0o644, name
    finally:
        os.umask(old)


@pytest.mark.slow  # a workspace, a run and a rendered report per test, 0.6-2 s each
def test_pdf_pages_are_few_and_the_first_is_well_filled(qtbot, make_workspace, tmp_path):
    for key in ("voting", "pricing", "lunch"):
        ws = make_workspace(key)
        released(qtbot, ws, 200)
        path = tmp_path / f"{key}.pdf"
        report.write_pdf(ws, str(path))
        text = pdf_text(path)
        pages = text.count("\f") + (0 if text.endswith("\f") else 1)
        assert 1 <= pages <= 4, (key, pages)
        assert f"page 1 of {pages}" in text
        if shutil.which("pdftoppm") is None:
            continue
        subprocess.run(["pdftoppm", "-r", "30", "-gray", "-f", "1", "-l", "1", str(path), str(tmp_path / key)],
                       check=True)
        from PySide6.QtGui import QImage

        image = QImage(str(next(tmp_path.glob(f"{key}-*1.pgm"))))
        rows = np.array([[image.pixelColor(x, y).value() for x in range(0, image.width(), 2)]
                         for y in range(image.height())])
        inked = np.flatnonzero((rows < 200).any(axis=1))
        body = inked[inked < 0.9 * image.height()]  # the footer sits at the bottom of every page
        assert body.max() > 0.6 * image.height(), key


@pytest.mark.slow  # a workspace, a run and a rendered report per test, 0.6-2 s each
def test_many_candidates_are_listed_up_to_fifty_then_summed(qtbot, make_workspace):
    from guihelp import ready

    ws = make_workspace("voting")
    text = "candidate,votes\n" + "".join(f"Candidate <{k}> & co,{k % 40}\n" for k in range(80))
    ready(qtbot, ws, lambda: ws.set_dataset(ws.scenario.from_text(text, None)))
    rep = report_content.build(ws)
    ranked = next(b for b in rep.blocks if isinstance(b, report_facts.Table) and b.header[0] == "Rank")
    assert len(ranked.rows) == 50 and ranked.note.startswith("… and 30 more candidates, with ")
    chart = next(b for b in rep.blocks if isinstance(b, report_facts.Figure) and b.name == "chances").chart
    assert len(chart.labels) == report_charts.MAX_ROWS and chart.labels[-1] == "the other 56 candidates"
    assert abs(sum(chart.exact) - 1.0) < 1e-9
    page = report.report_html(ws, lambda name, img: f"{name}.png")
    assert "Candidate &lt;39&gt; &amp; co" in page and "Candidate <39>" not in page
    assert "Data: typed in by hand or imported from a file" in visible_text(page)  # not a preset's data


def test_an_atomic_write_keeps_the_mode_of_the_file_it_replaces(tmp_path):
    from expmech_gui.io.csvio import atomic_write_text

    path = tmp_path / "r.html"
    path.write_text("old")
    os.chmod(path, 0o640)
    atomic_write_text(path, "new")
    assert path.read_text() == "new" and os.stat(path).st_mode & 0o777 == 0o640


@pytest.mark.parametrize("key, unit", [("pac", "mistakes"), ("voting", "votes")])
def test_the_simulated_average_is_said_as_the_exact_one(qtbot, make_workspace, key, unit):
    """The PAC report's numbers said 'Average result of the private choice: 9.4 mistakes' above 'Simulated average
    result (95% range): −9.33 ± 0.08' (minus the mistakes, with no unit): both are the mistakes, with their unit."""
    from expmech_gui.ui.report.numbers_table import details

    ws = make_workspace(key)
    released(qtbot, ws, trials=300)
    rows = dict(details(report_facts.Facts(ws)).rows)
    exact, simulated = rows["Average result of the private choice"], rows["Simulated average result (95% range)"]
    assert exact.endswith(" " + unit) and simulated.endswith(" " + unit), (exact, simulated)
    assert " ± " in simulated and "−" not in simulated and "-" not in simulated, simulated
