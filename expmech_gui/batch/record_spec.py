"""What a batch cell records, the [record] table of an experiment file (docs/cli.md, "Batch experiments"): the
per-cell fields of the `run` JSON it may name, their defaults, and the check of the table (spec.load reads it)."""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

from ..core.params import PARAMS
from ..core.translatable import message
from ..scenarios import SCENARIOS
from .spec_reader import Reader

RECORD_KEYS = ("fields", "counts", "per")
PER_CHOICES = ("candidate", "cell")
DEFAULT_FIELDS = ("expected_score", "opt")
# the default where one run of a scenario releases several choices at once (top-k's k-set): its exact expected total
# and the best total, not the first pick's E[score] and OPT (Experiment.exact_json)
WHOLE_RELEASE_FIELDS = ("expected_total", "best_total")
# scalar fields of the `run` JSON a cell can record (per-candidate lists are the table's own columns)
CELL_FIELDS = ("n", "sensitivity", "opt", "opt_continuous", "expected_score", *WHOLE_RELEASE_FIELDS, "trials",
               "empirical_mean_score", "fraction_below_threshold", "opt_candidates")
BOUND_FIELDS = ("t", "threshold", "vacuous", "probability", "exact_tail")
# the most-exposed search over every neighbour under the cell's notion (core.privacy.loss.most_exposed), computed in
# the cell only when one of these is recorded
EXPOSURE_FIELDS = ("loss", "range", "score_sensitivity", "score_range", "searched", "worst")
# where a run releases k at once (top-k) these are its first pick's alone: the whole release's field to record instead
FIRST_PICK_FIELDS = {"expected_score": "expected_total", "opt": "best_total"}
# first-pick fields with no whole-release field in a cell: the simulated mean score and the share below the utility
# threshold are counted over first picks, and the utility bound (McSherry–Talwar) is one selection's
FIRST_PICK_ONLY = ("empirical_mean_score", "fraction_below_threshold", *(f"bound.{b}" for b in BOUND_FIELDS))

# every shared run parameter (core.params) but the app's fixed-seed tick box; "seed" lists the cells' seeds
GRID_PARAMS = tuple(name for name, p in PARAMS.items() if p.kind != "bool")


@dataclass(frozen=True)
class Record:
    fields: tuple[str, ...] = DEFAULT_FIELDS
    counts: bool = True
    per: str = "candidate"


def default_fields(scenarios) -> tuple[str, ...]:
    """What a spec records when it names no fields: DEFAULT_FIELDS, or WHOLE_RELEASE_FIELDS where a scenario's run
    releases several choices at once (Scenario.release_score: top-k)."""
    several = any(SCENARIOS[key].release_score is not None for key in scenarios)
    return WHOLE_RELEASE_FIELDS if several else DEFAULT_FIELDS


def read_record(r: Reader, record, scenarios) -> Record:
    """The [record] table for a spec of ``scenarios``: its fields (by default ``default_fields``), counts and per;
    a field that is only the first pick's where a scenario releases k at once (FIRST_PICK_FIELDS, FIRST_PICK_ONLY)
    is refused for such a scenario, naming the whole release's field to record instead."""
    default = default_fields(scenarios)
    several = [key for key in scenarios if SCENARIOS[key].release_score is not None]
    if not isinstance(record, dict):
        r.fail("record", message("record must be a table: write [record] and its keys"))
    for name in record:
        if name not in RECORD_KEYS:
            r.unknown(f"record.{name}", name, RECORD_KEYS)
    fields = record.get("fields", list(default))
    if not isinstance(fields, list) or not all(isinstance(f, str) for f in fields):
        r.fail("record.fields", message('fields must be a list of names in quotes, e.g. ["expected_score", "opt"]'))
    for i, name in enumerate(fields):
        if not field_known(name):
            known = [*CELL_FIELDS, *(f"bound.{b}" for b in BOUND_FIELDS), *(f"exposure.{e}" for e in EXPOSURE_FIELDS),
                     "parameters.NAME", "guarantee.NAME"]
            close = difflib.get_close_matches(name, known, n=1)
            hint = message(" (did you mean {name!r}?)", name=close[0]) if close else ""
            r.fail(f"record.fields[{i}]", message("{name!r} is not a field of the run JSON{hint}; use {known}",
                                                  name=name, hint=hint, known=", ".join(known)))
        if fields.index(name) != i:
            r.fail(f"record.fields[{i}]", message("{name!r} is listed twice", name=name))
        if name in FIRST_PICK_FIELDS and several:
            r.fail(f"record.fields[{i}]", message(
                "{name!r} would be only the first of the k picks' for {scenario}, whose run releases k at once: "
                "record {instead!r} instead (the whole release's; for a one-choice scenario the same number as "
                "{name!r})", name=name, scenario=several[0], instead=FIRST_PICK_FIELDS[name]))
        if name in FIRST_PICK_ONLY and several:
            r.fail(f"record.fields[{i}]", message(
                "{name!r} would be only the first of the k picks' for {scenario}, whose run releases k at once, and "
                "a cell has no whole-release version of it: record 'expected_total' and 'best_total' (exact) or the "
                "counts instead", name=name, scenario=several[0]))
    counts = record.get("counts", True)
    if not isinstance(counts, bool):
        r.fail("record.counts", message("counts must be true or false, not {counts!r}", counts=counts))
    per = record.get("per", "candidate")
    if per not in PER_CHOICES:
        r.fail("record.per", message('per must be "candidate" (a row per candidate) or "cell", not {per!r}', per=per))
    return Record(tuple(fields), counts, per)


def field_known(name: str) -> bool:
    """A per-cell field: a scalar of the run JSON, bound.X, parameters.X, guarantee.X (scenario-specific) or
    exposure.X (the most-exposed search)."""
    head, _, tail = name.partition(".")
    if not tail:
        return name in CELL_FIELDS
    if head == "bound":
        return tail in BOUND_FIELDS
    if head == "exposure":
        return tail in EXPOSURE_FIELDS
    if head == "parameters":
        return tail in (*GRID_PARAMS, *(s.name for sc in SCENARIOS.values() for s in sc.settings))
    return head == "guarantee" and bool(re.fullmatch(r"[a-z_]+", tail))
