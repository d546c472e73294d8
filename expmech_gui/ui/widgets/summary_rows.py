"""The summary panel's rows: each one's name, what it means in words and its formula (the tooltip), in the order
shown; which rows presentation mode and plain words show; and the k-set rows of a release of k candidates at once
(top-k: each candidate's chance to be among the k chosen, the expected total of the k; core.set_chances)."""
from __future__ import annotations

from ...core import formatting
from ...core.bounds import Z_95
from ...core.translatable import translatable
from .. import language
from .text import elide, esc

SUMMARY_TITLE = translatable("Summary")
# while new numbers are computed: said in the title, the rows greyed (a line above them moved every row and the plots
# over ε under them twice at each change of a setting, and each move repainted those plots: issue 36 §3)
SUMMARY_UPDATING = translatable("Summary (updating…)")
UPDATING_TIP = translatable("The numbers below are for the previous settings until the new ones arrive.")
# key, row name (translated where shown; another language may name the rows without the problem's nouns), what it
# means in words, the formula — {score}, {candidate}, {candidates} are the problem's
# nouns ("revenue", "price", "prices"; "votes", "candidate", …), filled in when a problem is shown
SUMMARY_ROWS = [
    ("n", translatable("{Population} in the data"),
     translatable("How many {population} the mechanism's data holds (rows with an error are left out)."), "n"),
    ("excluded", translatable(
        "Rows left out"), translatable("Rows with an invalid entry: none of the numbers here uses them."), ""),
    ("m", translatable(
        "{Candidates} to choose from"), translatable("How many {candidates} the mechanism picks one from."),
     translatable("|H|, the number of candidates")),
    ("delta", translatable("How much one person can change a score"),
     translatable("The most that one person's data can change the {score} of any {candidate}: the less one person can "
     "change, the less randomness privacy needs."), translatable("the sensitivity Δ")),
    ("scale", translatable("Weight on the score"),
     translatable("How strongly the mechanism favours a higher {score}: it picks each {candidate} with a chance "
     "proportional to e^(c × {score})."), translatable("c = ε/(2Δ), or ε/Δ when the monotone analysis applies")),
    ("opt", translatable("Best possible {score}"),
     translatable("The highest {score} of any {candidate}: what a choice without privacy gets."),
     translatable("OPT = the maximum score over H")),
    ("opt_at", translatable("Best {candidate}"), translatable("The {candidates} with the highest {score}."),
     translatable("H*, the candidates scoring OPT")),
    # a release of k candidates at once (top-k) only: the k-set's numbers (core.set_chances)
    ("among", translatable("Chance to be among the {k} chosen"),
     translatable("Each run publishes {k} {candidates} at once: the chance of each {candidate} to be one of them, exact "
                  "(summed over every ordered selection) where the law is enumerated, beside the share of the "
                  "simulated {k}-sets that contain it. The most likely are listed."),
     translatable("P[h among the k] = Σ P[ordered selection] over the selections that contain h")),
    ("set_total", translatable("Expected total {score} of the {k} chosen"),
     translatable("The {score} of the {k} chosen {candidates} added up, on average: exact from each one's chance to be "
                  "among them, beside the average total of the simulated {k}-sets."),
     translatable("E[total] = Σ P[h among the k] · score(h) over H")),
    ("prior", translatable("Prior weight of the best"),
     translatable("The share of the prior (the base measure μ) on the best {candidates}: the mechanism picks each "
                  "{candidate} with a chance proportional to its prior weight × e^(c × {score}), leaning toward what "
                  "was believed likely before the data. The prior is public and chosen without the data, so it costs "
                  "no privacy; the bad-outcome line uses ln(1/μ(H*)) in place of ln(|H|/|H*|)."),
     translatable("μ(H*), μ the prior weights divided by their sum")),
    ("gamma", translatable("Best revenue at any price"),
     translatable("The best revenue over every price from $0 to the max price, not only the prices on the grid."),
     translatable("γ = the maximum of revenue(p) over p in [0, P]")),
    ("expected", translatable("Expected {score} (exact)"),
     translatable("The average {score} of the mechanism's choice, computed exactly from its probabilities."),
     translatable("E[score] = Σ P[h] · score(h) over H")),
    ("floor", translatable("Expected {score}, by the theory, at least"),
     translatable(
         "What two theorems promise for the average {score}: Theorem 3 (Kamath) added up over every t, and the wiki's "
     "theorem, which counts how much of the base measure sits near the best. The exact value above is higher."),
     translatable("OPT − (ln(1/μ(H*)) + 1)/c and OPT − 3t, t the smallest with t ≥ ln(OPT/(t·μ(S_t)))/c")),
    ("empirical", translatable("Simulated average"),
     translatable(
         "The average {score} of the simulated choices so far, ± the margin that holds the true average with 95% "
     "confidence."), translatable("mean ± {z} × standard error")),
    ("threshold", translatable("Bad-outcome line"),
     translatable("A {score} well below the best: the theory says the choice rarely scores this low or lower. A larger "
     "Bound t moves the line lower and makes that chance smaller."), "OPT − (ln(|H|/|H*|) + t)/c"),
    ("p_exact", translatable("Chance of a result that bad: exact"),
     translatable("The exact chance that the chosen {candidate} scores at or below the bad-outcome line."),
     translatable("P[score ≤ line]")),
    ("p_bound", translatable("… by the theory, at most"),
     translatable("The most that chance can be, by the utility theorem, whatever the data are."), "e^(−t)"),
    ("p_lemma", translatable("… by the mass near the best, at most"),
     translatable(
         "The wiki's lemma at the same line: the {candidates} scoring within half the distance of the best carry "
     "enough weight to make a result that bad unlikely; it spends the other half of the distance."),
     translatable("e^(−c·D/2)/μ(S_{D/2}), S_t = {h : score > OPT − t}, the line at OPT − D")),
    ("p_observed", translatable("… in the simulation"),
     translatable("How often the simulated choices scored at or below the line."),
     translatable("the fraction of trials with score ≤ line")),
    ("guarantee", translatable("Revenue guarantee"),
     translatable("The revenue the lecture's theorem promises, with at least the chance shown."),
     translatable("γ − (P/m)·n − (2Δ/ε)(ln m + t), with probability ≥ 1 − e^(−t)")),
    ("trials", translatable("Simulated trials"),
     translatable("How many simulated choices were drawn so far (Run once, Run N, Start)."), ""),
    ("promise", translatable("Privacy promise, if this is the only release"),
     translatable("How far one release can move an observer's belief about one person, whatever else they know."),
     translatable("posterior ≤ e^ε′·p / (e^ε′·p + 1 − p), ε′ the ε one release costs (core.attacker)")),
]
FLOOR_BY_THEOREM_3, FLOOR_BY_WIKI = translatable("{floor} by Theorem 3"), translatable("{floor} by the wiki")
ROW_TEXTS = {key: (words, formula) for key, _title, words, formula in SUMMARY_ROWS}
STACK_BELOW_CHARS = 28  # narrower than this many characters: each name goes above its value
GENERIC_NOUNS = {"score": "score", "candidate": "candidate", "candidates": "candidates", "population": "people",
                 "k": "k"}
SET_ROWS = ("among", "set_total")  # shown only for a release of k candidates at once
# on such a release the one-selection rows are its first pick's, and say so
FIRST_PICK_TITLES = {"expected": translatable("Expected {score} of the first pick (exact)"),
                     "empirical": translatable("Simulated average of the first pick"),
                     "p_exact": translatable("Chance the first pick is that bad: exact")}
SET_LISTED = 6  # candidates the "among" row lists at most (the k most likely and one more, up to this)


def plural(noun: str) -> str:
    return formatting.plural_noun(noun)


def nouns_of(problem, k: int | None = None) -> dict:
    """The words a row names by: the problem's score and candidate nouns, and ``k`` of a k-set release (in English;
    ``fill`` puts them in the current language)."""
    return {"score": problem.score_name, "candidate": problem.candidate_name,
            "candidates": plural(problem.candidate_name), "population": problem.population,
            "k": formatting.count(k) if k is not None else "k"}


def capital(word: str) -> str:
    """``word`` with its first letter a capital, the rest as it is ("−Fehler" stays, not "−fehler")."""
    return word[:1].upper() + word[1:]


def fill(template: str, nouns: dict) -> str:
    """``template`` with the nouns put in, each in the current language (the German catalogue's "Stimmen",
    "Erlös", "Fehler"; its templates put the noun where any gender reads: "{score}, erwartet (exakt)");
    '{Candidates}' capitalises."""
    said = {key: language.tr(value) for key, value in nouns.items()}
    capitals = {key.capitalize(): capital(value) for key, value in said.items()}
    return template.format(**said, **capitals)


def tooltip_text(key: str, nouns: dict, extra: str = "") -> str:
    """Row ``key``'s tooltip: one line in words (and ``extra``), then the formula after it."""
    words, formula = ROW_TEXTS[key]
    text = fill(language.tr(words), nouns) + (f" {extra}" if extra else "")
    return text + ("\n" + language.tr("Formula: {formula}").format(formula=language.tr(formula).replace("{z}", language.shown(f"{Z_95:.3g}"))) if formula else "")


# the rows a room reads in presentation mode (the others stay in the normal view and the report)
# (a k-set release's "among" list is too tall in twice the type: its outputs plot shows those chances to a room)
PRESENTATION_ROWS = ("n", "m", "opt", "opt_at", "set_total", "expected", "empirical", "trials", "promise")
# the rows View ▸ Plain words shows, in words: no Δ, c or t (those rows are the expert's)
PLAIN_ROWS = ("n", "opt_at", "opt", "among", "set_total", "expected", "empirical", "promise")
PRESENTATION_PLAIN_ROWS = ("opt_at", "expected", "promise")  # in twice the type the promise must stay in sight
FULL_WIDTH_ROWS = ("among", "promise")  # a list, a sentence: the name above, both the panel's whole width



def among_text(chances, labels) -> str:
    """The "among" row: the most likely candidates to be among the k, one a line, each with its exact chance and
    the share of the simulated k-sets beside it (either alone where the other is missing); rich text, names
    escaped (core.set_chances.SetChances)."""
    if chances.chances is None:
        return language.tr("no exact law here: run the simulation for each one's share of the {k}-sets").format(
            k=formatting.count(chances.k))
    m = len(labels)
    order = chances.top(min(m, max(chances.k + 1, 3), SET_LISTED))
    lines = []
    for i in order:
        name = esc(elide(str(labels[int(i)]), 24))
        if chances.exact is None:
            lines.append(language.tr("{name}: simulated {share}").format(
                name=name, share=formatting.probability(chances.simulated[i])))
        elif chances.simulated is None:
            lines.append(f"{name}: {formatting.probability(chances.exact[i])}")
        else:
            lines.append(language.tr("{name}: {chance} (simulated {share})").format(
                name=name, chance=formatting.probability(chances.exact[i]),
                share=formatting.probability(chances.simulated[i])))
    if m > len(order):
        lines.append(language.tr("… and {count} more").format(count=formatting.count(m - len(order))))
    return "<br>".join(lines)


def set_total_text(chances, unit: str, sign: int = 1) -> str:
    """The "set_total" row: the exact expected total of the k chosen, the simulated average total beside it."""
    exact, simulated = chances.expected_total, chances.simulated_total
    if exact is None and simulated is None:
        return "—"
    if exact is None:
        return language.tr("simulated {mean}").format(mean=formatting.value(sign * simulated, unit))
    if simulated is None:
        return formatting.value(sign * exact, unit)
    return language.tr("{total} (simulated {mean})").format(total=formatting.value(sign * exact, unit),
                                                           mean=formatting.value(sign * simulated, unit))
