"""The one-click report for policy-makers: HTML (images embedded) and PDF (Qt's QPdfWriter).

Every number comes from the same core objects the summary panel reads.
"""
from __future__ import annotations

import base64
import html
import math
import os

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QUrl
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPdfWriter, QTextDocument

from ..core import accounting, bounds
from ..core.numbers import factor_text
from ..io.csvio import atomic_write_bytes, atomic_write_text, check_writable_folder
from .widgets.text import fmt_prob, fmt_value, guarantee_vacuous


def plot_images(ws) -> list[tuple[str, QImage]]:
    return [(name, widget.grab().toImage()) for name, widget in ws.plots.named_widgets()]


def _png_base64(image: QImage) -> str:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.WriteOnly)
    image.save(buf, "PNG")
    return base64.b64encode(bytes(data)).decode("ascii")


def _num(v, unit: str = "") -> str:
    """A number for the report: never 'inf' or 'nan' (says what it means instead)."""
    if v is None:
        return "—"
    if isinstance(v, float) and math.isnan(v):
        return "not defined here"
    if isinstance(v, float) and math.isinf(v):
        return "beyond any float (more than 10^308)" if v > 0 else "below any float (less than −10^308)"
    return fmt_value(v, unit)


def _threshold_text(s, pr, unit: str) -> str:
    if s.threshold_vacuous:
        return "the bound says nothing at this n and ε (its threshold lies below every possible score)"
    return _num(s.threshold, unit)


def _most_likely(exp) -> str:
    try:
        return str(exp.problem.labels[exp.summary.most_likely])
    except Exception:  # noqa: BLE001 — a missing label never stops the report
        return "—"


def _bill(ws) -> tuple[str, str]:
    """The privacy bill as the workspace's bill panel has it (same ε, δ, mechanism and release count, from
    ``accounting.release_bill``): its sentence and its table (empty before the first release)."""
    eps, delta, mechanism, k = ws.bill_panel.bill_inputs()
    if k == 0:
        return "No releases yet, so nothing has been spent.", ""
    totals, sentence, exact = accounting.release_bill(eps, k, delta, mechanism)
    rows = "".join(f"<tr><td>{html.escape(accounting.METHOD_TITLES[m])}</td>"
                   f"<td>{html.escape(accounting.total_text(v, 4))}</td></tr>" for m, v in totals.items())
    beyond = "" if exact else (f"<p><i>The optimal methods handle at most {accounting.MAX_RELEASES:,} releases: "
                               "only the formulas are given.</i></p>")
    return sentence, f'<table border="1" cellspacing="0">{rows}</table>{beyond}'


def report_html(ws, image_src) -> str:
    """The report as HTML; ``image_src(name, image)`` gives each plot's src (data: URI or resource name).

    Every string that comes from the user (candidate and option names, the file name) is escaped; every
    number is finite or said in words (e^ε through factor_text, never math.exp)."""
    exp = ws.experiment
    if exp is None:
        raise ValueError(ws.last_error or "no valid settings to report on")
    pr, s, prm = exp.problem, exp.summary, exp.params
    unit = pr.score_unit
    agg = ws.aggregate
    eps = prm.epsilon
    factor = factor_text(eps)
    esc = html.escape
    title = esc(ws.scenario.title)
    session = getattr(ws.window(), "session_path", None)
    rows = [
        ("People in the data (n)", f"{pr.n:,}" + (f" ({ws.excluded} invalid rows excluded)" if ws.excluded else "")),
        ("Candidates |H|", f"{pr.m:,}"), ("Sensitivity Δ", fmt_value(pr.sensitivity, unit)),
        ("Privacy parameter ε", f"{eps:g}"),
        ("Analysis", f"{prm.analysis} ({'ε/Δ' if prm.analysis == 'monotone' else 'ε/(2Δ)'}), {prm.neighbours} neighbours"),
        ("Mechanism", exp.mechanism.title), ("OPT (best possible)", _num(s.opt, unit)),
        ("Most likely choice", _most_likely(exp)),
        ("Exact expected " + pr.score_name, _num(s.expected_score, unit)),
        (f"Utility threshold (t = {s.t:g})", _threshold_text(s, pr, unit)),
        ("P[score ≤ threshold]: exact / bound", f"{fmt_prob(s.exact_tail)} / {fmt_prob(s.bound_probability)}"),
    ]
    if exp.gamma is not None:
        rows.append((f"γ (best {pr.candidate_name} on the continuum)", _num(exp.gamma, unit)))
    g = exp.guarantee
    if g is not None:
        if not guarantee_vacuous(g):
            rows.append(("Lecture's guarantee", f"{pr.score_name} ≥ {_num(g['revenue'], unit)} with probability ≥ "
                                                f"{g['probability']:.3g}"))
        else:
            rows.append(("Lecture's guarantee", f"says nothing at this n and ε (its floor is not above the lowest "
                                                f"{pr.score_name} possible)"))
    if agg is not None and agg.trials:
        half = bounds.mean_confidence_halfwidth(pr, agg.counts)
        rows.append(("Simulated runs", f"{agg.trials:,}"))
        rows.append(("Simulated mean ± 95% CI", _num(agg.mean, unit) + (f" ± {half:.3g}" if half is not None else "")))
    if session:
        rows.append(("Session file", os.path.basename(session)))
    bill_text, bill_rows = _bill(ws)
    images = "".join(f"<p><img src='{esc(image_src(name, img), quote=True)}' width='620'></p>"
                     for name, img in plot_images(ws))
    table = "".join(f"<tr><td>{esc(a)}</td><td><b>{esc(b)}</b></td></tr>" for a, b in rows)
    if _threshold_text(s, pr, unit) == _num(s.threshold, unit):
        tail = (f"and falls to {esc(_num(s.threshold, unit))} or below with probability {fmt_prob(s.exact_tail)} "
                f"(the theory guarantees at most {fmt_prob(s.bound_probability)})")
    else:
        tail = "and the utility theorem's bound says nothing at this n and ε"
    return f"""<html><head><meta charset="utf-8"><title>ExpMech Studio report: {title}</title>
<style>body {{ font-family: sans-serif; max-width: 760px; }} td {{ padding: 2px 10px; }}</style></head><body>
<h1>{title}: a private choice with the exponential mechanism</h1>
<h2>What ε means for the people in the data</h2>
<p>The choice is made at random, favouring good {esc(pr.candidate_name)}s. With ε = {eps:g}, whether or not
any one person's data is included changes the probability of any result by at most a factor of
e<sup>ε</sup> = {esc(factor)}. Someone looking at the result therefore learns very little about any single person.
Smaller ε means stronger protection and a less accurate choice.</p>
<p>The price of privacy here: the best possible {esc(pr.score_name)} is {esc(_num(s.opt, unit))}; the private
choice achieves {esc(_num(s.expected_score, unit))} on average, {tail}.</p>
<h2>Repeated releases</h2>
<p>Every published result spends privacy. {esc(bill_text)}</p>
{bill_rows}
<h2>The numbers</h2><table border="1" cellspacing="0">{table}</table>
<h2>The plots</h2>{images}
<p><small>Made with ExpMech Studio. Exact probabilities are computed, not simulated; simulated runs are shown
beside them.</small></p></body></html>"""


def write_html(ws, path: str) -> None:
    """Raises OSError naming the file when it cannot be written (nothing is left behind)."""
    check_writable_folder(path)
    atomic_write_text(path, report_html(ws, lambda name, img: f"data:image/png;base64,{_png_base64(img)}"))


def write_pdf(ws, path: str) -> None:
    """Renders into memory, then writes atomically: QPdfWriter on a bad path fails silently, this does not."""
    check_writable_folder(path)
    doc = QTextDocument()

    def src(name: str, image: QImage) -> str:
        doc.addResource(QTextDocument.ImageResource, QUrl(f"{name}.png"), image)
        return f"{name}.png"

    doc.setHtml(report_html(ws, src))
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.WriteOnly)
    writer = QPdfWriter(buf)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.A4), QPageLayout.Portrait, QMarginsF(15, 15, 15, 15)))
    writer.setResolution(110)
    doc.setPageSize(writer.pageLayout().paintRectPixels(writer.resolution()).size().toSizeF())
    doc.print_(writer)
    del writer  # finishes the PDF
    buf.close()
    pdf = bytes(data)
    if not pdf.startswith(b"%PDF"):
        raise OSError(f"{path}: the PDF could not be made")
    atomic_write_bytes(path, pdf)
