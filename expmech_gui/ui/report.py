"""The one-click report for policy-makers: HTML (images embedded) and PDF (Qt's QPdfWriter).

Every number comes from the same core objects the summary panel reads.
"""
from __future__ import annotations

import base64
import html
import math

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QUrl
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPdfWriter, QTextDocument

from ..core import accounting, bounds
from ..io.csvio import atomic_write_text
from .widgets.panels import fmt_prob, fmt_value


def plot_images(ws) -> list[tuple[str, QImage]]:
    return [(name, widget.grab().toImage()) for name, widget in ws.plots.named_widgets()]


def _png_base64(image: QImage) -> str:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.WriteOnly)
    image.save(buf, "PNG")
    return base64.b64encode(bytes(data)).decode("ascii")


def report_html(ws, image_src) -> str:
    """The report as HTML; ``image_src(name, image)`` gives each plot's src (data: URI or resource name)."""
    exp = ws.experiment
    if exp is None:
        raise ValueError(ws.last_error or "no valid settings to report on")
    pr, s, prm = exp.problem, exp.summary, exp.params
    unit = pr.score_unit
    agg = ws.aggregate
    eps = prm.epsilon
    factor = math.exp(eps)
    rows = [
        ("People in the data (n)", f"{pr.n:,}" + (f" ({ws.excluded} invalid rows excluded)" if ws.excluded else "")),
        ("Candidates |H|", f"{pr.m:,}"), ("Sensitivity Δ", fmt_value(pr.sensitivity, unit)),
        ("Privacy parameter ε", f"{eps:g}"),
        ("Analysis", f"{prm.analysis} ({'ε/Δ' if prm.analysis == 'monotone' else 'ε/(2Δ)'}), {prm.neighbours} neighbours"),
        ("Mechanism", exp.mechanism.title), ("OPT (best possible)", fmt_value(s.opt, unit)),
        ("Exact expected " + pr.score_name, fmt_value(s.expected_score, unit)),
        (f"Utility threshold (t = {s.t:g})", fmt_value(s.threshold, unit)),
        ("P[score ≤ threshold]: exact / bound", f"{fmt_prob(s.exact_tail)} / {fmt_prob(s.bound_probability)}"),
    ]
    if exp.gamma is not None:
        rows.append(("γ (best price in [0, P])", fmt_value(exp.gamma, "$")))
        g = exp.guarantee
        rows.append(("Lecture's guarantee", f"revenue ≥ {fmt_value(g['revenue'], '$')} with probability ≥ "
                                            f"{g['probability']:.3g}"))
    if agg is not None and agg.trials:
        half = bounds.mean_confidence_halfwidth(pr, agg.counts)
        rows.append(("Simulated runs", f"{agg.trials:,}"))
        rows.append(("Simulated mean ± 95% CI", fmt_value(agg.mean, unit) + (f" ± {half:.3g}" if half else "")))
    releases = max(ws.releases, 1)
    bill = accounting.privacy_bill(eps, min(releases, accounting.MAX_RELEASES), 1e-6, prm.mechanism)
    bill_rows = "".join(f"<tr><td>{html.escape(accounting.METHOD_TITLES[m])}</td><td>"
                        f"{'does not apply' if v is None else f'{v:.4g}'}</td></tr>" for m, v in bill.methods().items())
    images = "".join(f"<p><img src='{image_src(name, img)}' width='620'></p>" for name, img in plot_images(ws))
    table = "".join(f"<tr><td>{html.escape(a)}</td><td><b>{html.escape(b)}</b></td></tr>" for a, b in rows)
    return f"""<html><head><meta charset="utf-8"><title>ExpMech Studio report: {ws.scenario.title}</title>
<style>body {{ font-family: sans-serif; max-width: 760px; }} td {{ padding: 2px 10px; }}</style></head><body>
<h1>{ws.scenario.title}: a private choice with the exponential mechanism</h1>
<h2>What ε means for the people in the data</h2>
<p>The choice is made at random, favouring good {html.escape(pr.candidate_name)}s. With ε = {eps:g}, whether or not
any one person's data is included changes the probability of any result by at most a factor of
e<sup>ε</sup> = {factor:.3g}. Someone looking at the result therefore learns very little about any single person.
Smaller ε means stronger protection and a less accurate choice.</p>
<p>The price of privacy here: the best possible {html.escape(pr.score_name)} is {fmt_value(s.opt, unit)}; the private
choice achieves {fmt_value(s.expected_score, unit)} on average, and falls to {fmt_value(s.threshold, unit)} or below
with probability {fmt_prob(s.exact_tail)} (the theory guarantees at most {fmt_prob(s.bound_probability)}).</p>
<h2>Repeated releases</h2>
<p>Every published result spends privacy. {html.escape(accounting.plain_language(bill))}</p>
<table border="1" cellspacing="0">{bill_rows}</table>
<h2>The numbers</h2><table border="1" cellspacing="0">{table}</table>
<h2>The plots</h2>{images}
<p><small>Made with ExpMech Studio. Exact probabilities are computed, not simulated; simulated runs are shown
beside them.</small></p></body></html>"""


def write_html(ws, path: str) -> None:
    atomic_write_text(path, report_html(ws, lambda name, img: f"data:image/png;base64,{_png_base64(img)}"))


def write_pdf(ws, path: str) -> None:
    doc = QTextDocument()

    def src(name: str, image: QImage) -> str:
        doc.addResource(QTextDocument.ImageResource, QUrl(f"{name}.png"), image)
        return f"{name}.png"

    doc.setHtml(report_html(ws, src))
    writer = QPdfWriter(path)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.A4), QPageLayout.Portrait, QMarginsF(15, 15, 15, 15)))
    writer.setResolution(110)
    doc.setPageSize(writer.pageLayout().paintRectPixels(writer.resolution()).size().toSizeF())
    doc.print_(writer)
