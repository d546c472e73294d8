"""The tidy table of an output folder, written from the journal in cell order without holding it: a first pass
over the saved cells finds each recorded field's type (ints among floats are floats) and the failed cells, then
one pass per format streams the rows — CSV line by line, Parquet in row groups of about ``ROWS_PER_GROUP`` rows
cut at cell boundaries (so the file never depends on the executor), built from small Arrow batches.
"""
from __future__ import annotations

import csv
import json
import os
from contextlib import contextmanager
from pathlib import Path

from .store import NOT_SAVED, Journal

ROWS_PER_GROUP = 131_072  # Parquet row groups, cut by cell so the file never depends on the executor
ROWS_PER_BATCH = 8_192  # rows turned into Arrow arrays at a time (a row group is made of several)


def column_type(values) -> str:
    """bool, int, float or string: the one type of a column's non-empty values (ints among floats are floats)."""
    return _kind({type(v) for v in values if v is not None})


def _kind(kinds: set) -> str:
    if not kinds:
        return "string"
    if kinds == {bool}:
        return "bool"
    if kinds == {int}:
        return "int"
    if kinds <= {int, float}:
        return "float"
    return "string"


def _typed(value, kind: str):
    if value is None:
        return None
    if kind == "float":
        return float(value)
    if kind == "string" and not isinstance(value, str):
        return json.dumps(value)
    return value


def _csv_text(value) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return repr(value) if isinstance(value, float) else str(value)


class Table:
    """The saved cells of ``cells`` (walked in order, never held) as a table: ``columns`` (name, type),
    ``failed`` ((cell, error) of each failed cell), ``saved`` (how many are in the journal) and ``cell_rows()``."""

    def __init__(self, cells, journal: Journal, spec, per: str) -> None:
        self.cells, self.journal, self.per = cells, journal, per
        self.fields = fields = list(spec.record.fields)
        seen: dict[str, set] = {f: set() for f in fields}
        self.failed: list[tuple] = []
        self.saved = 0
        for cell, outcome in self.outcomes():
            self.saved += 1
            if outcome["ok"]:
                for name in fields:
                    value = outcome["fields"][name]
                    if value is not None:
                        seen[name].add(type(value))
            else:
                self.failed.append((cell, outcome["error"]))
        axes = [(a.name, column_type(a.values)) for a in spec.grid]
        self.columns = [("cell", "int"), ("scenario", "string"), ("dataset", "string"), *axes, ("cell_seed", "int")]
        if per == "candidate":
            self.columns += [("candidate", "string"), ("score", "float"), ("probability", "float")]
            if spec.record.counts:
                self.columns.append(("count", "int"))
        self.columns += [(f, _kind(seen[f])) for f in fields]
        if per == "cell":
            self.columns.append(("error", "string"))

    def outcomes(self):
        """(cell, outcome) of each saved cell in order, read from the journal one at a time."""
        for cell, where in self.journal.saved(self.cells):
            if where != NOT_SAVED:
                yield cell, self.journal.read(cell.key, where)

    def cell_rows(self):
        """The rows of each saved cell in order (lists of values typed as ``columns`` say): a failed cell has
        none when the table has a row per candidate."""
        kinds = [k for _, k in self.columns]
        for cell, o in self.outcomes():
            head = [cell.index, cell.scenario, cell.label, *(v for _, v in cell.values), cell.seed]
            fields = [o["fields"].get(n) if o["ok"] else None for n in self.fields]
            if self.per == "cell":
                rows = [head + fields + [None if o["ok"] else o["error"]]]
            elif not o["ok"]:
                rows = []
            else:
                lists = [o["candidate"], o["score"], o["probability"]] + ([o["count"]] if "count" in o else [])
                rows = [head + list(per_candidate) + fields for per_candidate in zip(*lists)]
            yield [[_typed(v, k) for v, k in zip(row, kinds)] for row in rows]

    def write_csv(self, path: Path) -> int:
        with _part(path) as tmp:
            count = 0
            with open(tmp, "w", encoding="utf-8", newline="") as f:
                writer = csv.writer(f, lineterminator="\n")
                writer.writerow([n for n, _ in self.columns])
                for rows in self.cell_rows():
                    writer.writerows([_csv_text(v) for v in row] for row in rows)
                    count += len(rows)
                f.flush()
                os.fsync(f.fileno())
        return count

    def write_parquet(self, path: Path) -> int:
        """Row groups of at least ``ROWS_PER_GROUP`` rows ending at a cell boundary (as one chunk of that size
        made them), each assembled from Arrow batches of about ``ROWS_PER_BATCH`` rows."""
        import pyarrow as pa
        import pyarrow.parquet as pq

        types = {"int": pa.int64(), "float": pa.float64(), "bool": pa.bool_(), "string": pa.string()}
        schema = pa.schema([(n, types[k]) for n, k in self.columns])
        with _part(path) as tmp:
            count = 0
            with pq.ParquetWriter(tmp, schema) as writer:
                group, pending, rows = [], [], 0  # Arrow batches of this row group, rows not yet in one

                def to_batch():
                    group.append(pa.record_batch([pa.array(col, type=schema.field(i).type)
                                                  for i, col in enumerate(zip(*pending))], schema=schema))
                    pending.clear()

                for cell in self.cell_rows():
                    pending.extend(cell)
                    rows += len(cell)
                    if len(pending) >= ROWS_PER_BATCH or (rows >= ROWS_PER_GROUP and pending):
                        to_batch()
                    if rows >= ROWS_PER_GROUP:
                        writer.write_table(pa.Table.from_batches(group, schema=schema), row_group_size=rows)
                        count += rows
                        group, rows = [], 0
                if pending:
                    to_batch()
                if rows:
                    writer.write_table(pa.Table.from_batches(group, schema=schema), row_group_size=rows)
                    count += rows
                if count == 0:
                    writer.write_table(schema.empty_table())
        return count


@contextmanager
def _part(path: Path):
    """Write ``path`` as ``path.part``, renamed over it when the block ends; removed if the block fails (a full
    disk leaves no half table behind)."""
    tmp = path.with_name(path.name + ".part")
    try:
        yield tmp
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


