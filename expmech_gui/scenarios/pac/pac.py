"""Private PAC learning (Kamath's lecture; Kasiviswanathan et al. 2008): the exponential mechanism over a finite
concept class C with score s(D, c) = −#{points c misclassifies}, Δ = 1 (scenarios.pac.concepts, scenarios.pac.learning).

Monotone under add-remove (an added point adds a mistake to the concepts that misclassify it and nothing to the
others: every score moves down or stays), not under replace (a moved point can fix one concept and break another).
The data are labelled points (scenarios.pac.data); the class, the domain size d and β of the bound are settings.
"""
from __future__ import annotations

import numpy as np

from ...core.translatable import message, translatable, translated, words
from ...core import formatting
from . import concepts as pac, learning as pac_learning
from ...core.errors import DataError
from ...core.numbers import parse_number
from .data import MAX_POINTS, LabelledPoints, from_csv_rows, from_rows, generate, parse_label, parse_point, to_rows
from ...core.privacy.loss import NeighbourFamily
from ...core.problem import LazyLabels, ProblemError, SelectionProblem
from ...io import session as session_format
from ...io.csvio import atomic_write_text, csv_text, parse_rows, read_text
from ..framework.base import (
    Generator, GeneratorField, OnePerson, Preset, Scenario, Setting, TableFormat, check_row, read_rows
)

MAX_REPLACE_ROWS = 200_000  # replace neighbours searched at most (the first ones, by point)
MONOTONE_REASON = {
    "add-remove": translatable("an added point adds one mistake to the concepts that misclassify it and none to the "
                               "others, so every score moves the same way"),
    "replace": translatable("a replaced point can stop one concept's mistake and start another's, so scores move "
                            "both ways"),
}


# --- settings ----------------------------------------------------------------------------------------------------
def _check_d(value) -> float:
    if isinstance(value, bool) or not float(value).is_integer() or not 1 <= value <= pac.MAX_LINE:
        raise ProblemError(message("d must be a whole number from 1 to {max_line:,}, not {value!r}",
                                   max_line=pac.MAX_LINE, value=value))
    return float(value)


def _check_beta(value) -> float:
    v = float(value)
    if not 0 < v < 1:
        raise ProblemError(message("β must be a number between 0 and 1, not {value!r}", value=value))
    return v


SETTINGS = (
    Setting("concepts", "concept class", float(pac.THRESHOLDS), lambda text: float(pac.parse_class(text)),
            lambda v: float(pac.check_class(v)), "--concepts", "CLASS",
            "learning only: the concept class — thresholds, intervals, conjunctions or stumps (default thresholds)",
            tooltip=translatable(
                "The finite class C the mechanism chooses from: thresholds x ≥ t or intervals a ≤ x ≤ b on the line "
                "0 … d−1, conjunctions or decision stumps over {0,1}^d")),
    Setting("d", "domain size d", 100.0, lambda text: float(parse_number(text, integer=True, lo=1, hi=pac.MAX_LINE,
                                                                           what="d")),
            _check_d, "--d", "D", "learning only: the line's number of points, or the cube's dimension (default 100)",
            tooltip=translatable(
                "The line's grid 0 … d−1, or the dimension of {0,1}^d; fixed in advance, never read from the data")),
    Setting("beta", "bound's β", 0.05, lambda text: parse_number(text, lo=0, hi=1, what="β"), _check_beta, "--beta",
            "B", "learning only: the bound's failure probability β (default 0.05)",
            tooltip=translatable(
                "The sample-complexity bound holds with probability at least 1 − β (each of its two terms)")),
)


# --- the problem ---------------------------------------------------------------------------------------------------
def setup(data: LabelledPoints, settings) -> pac_learning.Setup:
    return pac_learning.setup(data, settings["concepts"], settings["d"])


def _problem(data: LabelledPoints, settings) -> SelectionProblem:
    """Candidates = the concepts of C, scores −#mistakes (all at once, vectorised), Δ = 1."""
    if data.n == 0:
        raise ProblemError(message("learning needs at least one labelled point"))
    s = setup(data, settings)
    cls, d = s.cls, s.d
    return SelectionProblem(
        labels=LazyLabels(np.arange(s.m, dtype=np.float64), lambda i: pac.concept_label(cls, d, int(i))),
        scores=-s.errors(), sensitivity=1.0, monotone={"add-remove": True, "replace": False},
        monotone_reason=MONOTONE_REASON, score_name="−mistakes", cost_name="mistakes", candidate_name="concept",
        n=data.n, population="labelled points",
        score_range={"add-remove": 1.0, "replace": 2.0}, extras={"concepts": float(cls), "d": float(d)})


# --- neighbours -----------------------------------------------------------------------------------------------------
def _new_point(value) -> tuple[str, int]:
    text = str(value).replace(";", ",").replace(" ", ",")
    parts = [p for p in text.split(",") if p.strip()]
    if len(parts) != 2:
        raise ProblemError(message("type the new point and its label, such as 37,1 (the line) or 0110,0 (the cube)"))
    try:
        return parse_point(parts[0]), parse_label(parts[1])
    except ValueError as exc:
        raise ProblemError(message("The new point: {exc}", exc=exc)) from None


def neighbour_dataset(data: LabelledPoints, change: str, row: int | None, value) -> LabelledPoints:
    """D′: point ``row`` removed, the point ``value`` ('x,label') added, or ``row`` replaced by it."""
    cells, labels = list(data.cells), list(data.labels)
    if change != "add":
        check_row(row, data.n, translatable("point"))
    if change == "remove":
        del cells[row], labels[row]
    else:
        cell, label = _new_point(value)
        at = len(cells) if change == "add" else row
        cells[at:at + (change != "add")] = [cell]
        labels[at:at + (change != "add")] = [label]
    return LabelledPoints(tuple(cells), np.array(labels, dtype=np.int8), data.truth)


def neighbour_families(data: LabelledPoints, pr: SelectionProblem, notion: str, person) -> list[NeighbourFamily]:
    """A point matters only through (x, label): its row of mistakes [c(x) ≠ y] over C. Remove one present pair, add
    any pair of the domain, or replace a present pair by another (the first MAX_REPLACE_ROWS)."""
    s = setup(data, pr.extras)
    idx = data.domain_indices(s.cls, s.d)
    pairs, first = np.unique(idx * 2 + data.labels, return_index=True)
    size = s.w1.size

    def mistakes(codes: np.ndarray) -> np.ndarray:
        pred = pac.predictions(s.cls, s.d, codes // 2)
        return (pred != (codes % 2 == 1)[:, None]).astype(np.float64)

    def point(code: int) -> str:
        x = int(code) // 2
        cell = str(x) if pac.is_line(s.cls) else format(x, f"0{s.d}b")[::-1]
        return message("x = {cell} labelled {label}", cell=cell, label=str(int(code) % 2))

    if notion == "add-remove":
        return [NeighbourFamily("remove", None, lambda r: message("remove {person} ({point})", person=person(first[r]),
                                                                                point=point(pairs[r])),
                                rows=lambda a, b: mistakes(pairs[a:b]), count=pairs.size),
                NeighbourFamily("add", None, lambda r: message("add a point {point}", point=point(r)),
                                rows=lambda a, b: -mistakes(np.arange(a, b)), count=2 * size)]
    new_pairs = 2 * size  # row r: present pair r // new_pairs replaced by the pair r % new_pairs

    def old(r):
        return pairs[np.asarray(r) // new_pairs]

    return [NeighbourFamily(
        "replace", None, lambda r: message("change {person} ({point}) to {new_point}", person=person(first[r // new_pairs]),
                                             point=point(old(r)), new_point=point(r % new_pairs)),
        rows=lambda a, b: mistakes(old(np.arange(a, b))) - mistakes(np.arange(a, b) % new_pairs),
        count=min(pairs.size * new_pairs, MAX_REPLACE_ROWS))]


# --- CSV and the session table --------------------------------------------------------------------------------
def from_text(text: str, source: str | None = None) -> LabelledPoints:
    """`x,label` or `x1,…,xd,label`, optionally after a `# distribution: …` line (scenarios.pac.concepts.Truth.text)."""
    lines = text.lstrip("\ufeff").split("\n")
    first = next((ln for ln in lines if ln.strip()), "")
    if first.lstrip().startswith("#"):  # blanked, so the CSV's line numbers stay the file's
        i = lines.index(first)
        text = "\n".join(lines[:i] + [""] + lines[i + 1:])
    rows = parse_rows(text, source)
    data = from_csv_rows(rows, "", source)
    if first.lstrip().startswith("#"):
        try:
            truth = pac.parse_truth(first.strip())
        except ProblemError as exc:
            raise DataError(str(exc), source=source, row=lines.index(first) + 1) from None
        data = LabelledPoints(data.cells, data.labels, truth)
    return data


def write_csv(path, data: LabelledPoints) -> None:
    head = data.truth.text() + "\n" if data.truth is not None else ""
    atomic_write_text(path, head + csv_text([["x", "label"], *to_rows(data)]))


def _check_table(data, source: str, where: str) -> dict:
    rows = data.get("rows")
    if not isinstance(rows, list):
        session_format.fail(source, where + ".rows", message("expected a list"))
    for i, row in enumerate(rows):
        if not (isinstance(row, list) and len(row) == 2 and all(isinstance(c, str) for c in row)):
            session_format.fail(source, f"{where}.rows[{i}]", message("expected 2 strings (x, label)"))
    truth = data.get("distribution")
    if truth is not None and not isinstance(truth, str):
        session_format.fail(source, where + ".distribution", message("expected the distribution line (a string)"))
    return {"rows": rows, **({"distribution": truth} if truth else {})}


def table_dataset(data: dict) -> tuple[LabelledPoints, int]:
    result, errors, failure = read_rows([list(r) for r in data["rows"]], from_rows)
    if failure is not None:
        raise ProblemError(failure.reason)
    if data.get("distribution"):
        result = LabelledPoints(result.cells, result.labels, pac.parse_truth(data["distribution"]))
    return result, len(errors)


def table_data(data: LabelledPoints) -> dict:
    return {"rows": to_rows(data), **({"distribution": data.truth.text()} if data.truth is not None else {})}


# --- generator, report, registry entry ------------------------------------------------------------------------------
def _generate(values, seed: int, settings) -> LabelledPoints:
    cls = pac.check_class(settings.get("concepts", pac.THRESHOLDS))
    d = pac.check_domain(cls, settings.get("d", 100))
    text = str(values["target"]).strip()
    rng = np.random.default_rng(seed)
    if text.lower() in ("", "random"):
        if cls == pac.CONJUNCTIONS:  # two literals: a random index would be a long, almost-never-true conjunction
            vars_ = rng.choice(d, size=min(2, d), replace=False)
            target = int(sum(int(rng.integers(1, 3)) * 3 ** int(v) for v in vars_))
        else:
            target = int(rng.integers(2 if cls == pac.STUMPS else 1, pac.class_size(cls, d)))
    else:
        target = pac.parse_concept(cls, d, text)
    return generate(cls, d, target, float(values["noise"]), int(values["n"]), int(rng.integers(2 ** 31)))


def _law(exp):
    s = setup(exp.dataset, exp.params.setting_values)
    return s, pac_learning.error_law(s, exp.mechanism.pmf)


def _report(exp, trials: int, seed: int) -> dict:
    s, law = _law(exp)
    counts = exp.mechanism.sample_counts(trials, np.random.default_rng(seed))
    return {"learning": pac_learning.report(s, law, counts, exp.params.epsilon,
                                            float(exp.params.setting_values["beta"]))}


def _text(r: dict) -> str:
    """The lines `expmech run pac` adds to the run report: the class and its ERM, the learned concept's exact
    expected errors, the bound (Kamath lecture 7) and from which n it says something. Each sentence a template of
    the catalogue (German with `--locale de`; English byte for byte as it was)."""
    x = r["learning"]
    b = x["bound"]
    pct = formatting.percent

    def n_text(v):
        return words("never") if v is None else f"n = {v:,}"

    why = "" if x["true_error_known"] else f" ({translated(x['why_true_error_unknown'])})"
    lines = [words("learning: {concept_class} (|C| = {size}); ERM {erm} with empirical error {empirical} (true {true})",
                   concept_class=translated(x["concept_class"]), size=f"{x['class_size']:,}", erm=x["erm_concept"],
                   empirical=pct(x["erm_empirical_error"]), true=pct(x["erm_true_error"])),
             words("learned concept: exact expected empirical error {empirical}, expected true error {true}",
                   empirical=pct(x["expected_empirical_error"]), true=pct(x["expected_true_error"])) + why,
             words("bound {form}: at this n the true error is ≤ {bound} (probability ≥ {probability}); below 100% "
                   "from {n_below_one}, below the base rate {base_rate} from {n_below_base}", form=b["form"],
                   bound=pct(b["true_error_bound"]), probability=f"{1 - 2 * b['beta']:g}",
                   n_below_one=n_text(b["n_bound_below_one"]), base_rate=pct(b["base_rate"]),
                   n_below_base=n_text(b["n_bound_below_base_rate"]))]
    return "\n".join(lines) + "\n"


SCENARIO = Scenario(
    key="pac", title=translatable("Learning"), dataset_type=LabelledPoints,
    read_csv=lambda path: from_text(read_text(path), str(path)), from_text=from_text, write_csv=write_csv,
    build_problem=_problem,
    presets=(Preset(translatable("Thresholds on a 100-point line: n = 100, 10% noise"), "pac_thresholds.csv",
                    {"concepts": float(pac.THRESHOLDS), "d": 100.0, "beta": 0.05}),
             Preset(translatable("Conjunctions over {0,1}^8: n = 200, 5% noise"), "pac_conjunctions.csv",
                    {"concepts": float(pac.CONJUNCTIONS), "d": 8.0, "beta": 0.05}),
             Preset(translatable("Intervals on a 60-point line (no stated distribution)"), "pac_intervals.csv",
                    {"concepts": float(pac.INTERVALS), "d": 60.0, "beta": 0.05})),
    editor_title=translatable("Labelled points"), individual="point",
    neighbour_dataset=neighbour_dataset, neighbour_families=neighbour_families,
    one_person=OnePerson(
        noun="point", row_label="point (table row)", value_label="new point,label",
        row_tip=translatable("The point to remove or replace: a table row number"),
        value_tip=translatable("The new point and its label, such as 37,1 (the line) or 0110,0 (the cube)"),
        parse_value=lambda text, data, resolve: ",".join(map(str, _new_point(text))),
        default_value=lambda data, m, table_row: f"{data.cells[0] if data.n else '0'},1",
        describe=lambda data, index, row: message("the point on table row {row:,} (x = {x}, label {label})", row=row,
                                                  x=data.cells[index], label=int(data.labels[index])),
        describe_value=lambda value, text, person: message(" — new point {point}", point=value)),
    table=TableFormat(check=_check_table, dataset=table_dataset, from_dataset=table_data, columns=("x", "label"),
                      to_dataset=from_rows),
    generator=Generator(
        fields=(GeneratorField("target", translatable("Target concept"), "text", "random",
                               tooltip=translatable(
                                   "The concept that labels the points, written like the class's labels "
                                   "(x ≥ 37, 20 ≤ x ≤ 60, x1 ∧ ¬x3, x2 = 1), or random")),
                GeneratorField("noise", translatable("Label noise η"), "float", 0.1, 0.0, 0.5, 0.01),
                GeneratorField("n", translatable("Points n"), "int", 100, 1, MAX_POINTS)),
        build=_generate,
        note=lambda settings: translatable("Points are uniform on the workspace's domain (its class and d); the file "
                                           "records this distribution, so the true error can be computed.")),
    settings=SETTINGS, run_report=_report, run_text=_text,
    stated_settings=lambda data: {} if data.truth is None else {"concepts": float(data.truth.cls),
                                                                "d": float(data.truth.d)},
    ui="expmech_gui.ui.scenarios.pac.pac:UI",
    story="pac",
)
