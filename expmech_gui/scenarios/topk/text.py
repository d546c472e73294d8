"""`expmech run top-k`'s own lines after the run report: the method, the true top-k recovered, each candidate's
chance to be among the k chosen, the k-set's total and the privacy spent. Each sentence a template of the catalogue
(core.translatable.words): German with `--locale de`, in English byte for byte what it always was; the numbers are
localized once, as the whole text is printed (cli.output.LocaleText)."""
from __future__ import annotations

from ...core.formatting import delta_words
from ...core.translatable import translatable, translated, words
from .release import LAPLACE

LISTED = 15  # candidates the text lists, the most likely to be among the k first


def privacy_text(p: dict) -> str:
    """k selections at ε each, their composed total (and δ), and pay-what-you-get's ε for the k-set where it
    applies (Durfee–Rogers 2019)."""
    total = f"{p['total_epsilon']:.6g}" + (f", δ = {delta_words(p['total_delta'])}" if p["total_delta"] else "")
    how = translated(p["composition_title"]) + (words("; adaptive composition") if p.get("composition_note") else "")
    text = words("{selections} selections at ε = {per} each → total ε = {total} ({how})", selections=p["selections"],
                 per=f"{p['per_selection_epsilon']:.6g}", total=total, how=how)
    if p.get("pay_what_you_get_epsilon") is not None:
        text += words("; pay what you get (Durfee–Rogers 2019): ε = {epsilon} for the k-set",
                      epsilon=f"{p['pay_what_you_get_epsilon']:.6g}")
    return text


def run_text(r: dict) -> str:
    """The lines `expmech run top-k` adds to the run report (release.TopKRelease.report's keys)."""
    method = translated(r["topk_method_title"])
    if r["exact"]:
        lines = [words("top-k: k = {k} by {method}", k=r["k"], method=method)]
    else:
        why = (words("its exact law is not computed") if r["topk_method"] == LAPLACE
               else words("more than {tuples} ordered selections to enumerate", tuples=f"{r['exact_limit_tuples']:,}"))
        lines = [words("top-k: k = {k} by {method} (simulated: {why})", k=r["k"], method=method, why=why)]
    sim = r["simulated_recovered"]
    recovered = dict(expected=f"{r['expected_recovered']:.6g}", k=r["k"], mean=f"{sim['mean']:.6g}",
                     low=f"{sim['low_95']:.6g}", high=f"{sim['high_95']:.6g}")
    if r["expected_recovered_source"] == "exact":
        lines.append(words("true top-k recovered: exact expectation {expected} of {k} (simulated {mean}, 95% interval "
                           "{low} to {high})", **recovered))
    else:
        lines.append(words("true top-k recovered: simulated expectation {expected} of {k} (simulated {mean}, 95% "
                           "interval {low} to {high})", **recovered))
    lines += chances_text(r)
    lines.append(words("privacy: {text}", text=privacy_text(r["privacy"])))
    return "\n".join(lines) + "\n"


def chances_text(r: dict) -> list[str]:
    """Each candidate's chance to be among the k chosen — exact where enumerated (selection.TopKLaw.inclusion),
    beside the share of the simulated k-sets with its 95 % Wilson interval — and the k-set's expected total
    Σ P[h among the k]·u(h) beside the simulated mean total and the best total (the k highest scores)."""
    k, exact, sim, scores = r["k"], r["inclusion_probabilities"], r["inclusion_frequencies"], r["scores"]
    low, high = r["inclusion_interval_95"]["low"], r["inclusion_interval_95"]["high"]
    ranked = exact if exact is not None else sim
    order = sorted(range(len(ranked)), key=lambda i: (-ranked[i], i))[:LISTED]
    runs = f"{r['simulated_recovered']['trials']:,}"
    if exact is not None:
        heading = words("chance to be among the {k} chosen: exact, and the share of the {runs} simulated {k}-sets "
                        "with its 95% interval", k=k, runs=runs)
    else:
        heading = words("chance to be among the {k} chosen: exact (not computed), and the share of the {runs} "
                        "simulated {k}-sets with its 95% interval", k=k, runs=runs)
    titles = [translated(t) for t in (translatable("candidate"), translatable("score"), translatable("exact"),
                                      translatable("simulated"))]
    lines = [heading, " ".join(f"{t:>{w}}" for t, w in zip(titles, (16, 12, 12, 12))) + "   "
             + translated(translatable("95% interval"))]
    for i in order:
        lines.append(f"{str(r['candidates'][i]):>16} {scores[i]:>12.6g} "
                     + (f"{exact[i]:>12.6g}" if exact is not None else f"{'—':>12}")
                     + f" {sim[i]:>12.6g}   " + words("{low} to {high}", low=f"{low[i]:.6g}", high=f"{high[i]:.6g}"))
    if len(ranked) > len(order):
        lines.append(words("({hidden} less likely candidates not shown; use --json)",
                           hidden=f"{len(ranked) - len(order):,}"))
    best, total = f"{sum(sorted(scores)[-k:]):.6g}", r.get("expected_total")
    simulated = f"{r['simulated_total']:.6g}"
    if total is not None:
        lines.append(words("expected total score of the {k} chosen: exact {total} (simulated {simulated}); the best "
                           "possible total is {best}", k=k, total=f"{total:.6g}", simulated=simulated, best=best))
    else:
        lines.append(words("expected total score of the {k} chosen: not computed exactly (simulated {simulated}); the "
                           "best possible total is {best}", k=k, simulated=simulated, best=best))
    return lines
