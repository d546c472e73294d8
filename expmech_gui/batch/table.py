"""The tidy table of an output folder, written from the journal in cell order without holding it: a first pass
over the saved cells finds each recorded field's type (ints among floats are floats) and the failed cells, then
a second streams the rows into every format asked for at once — CSV line by line, Parquet in row groups of about
``ROWS_PER_GROUP`` rows cut at cell boundaries (so the file never depends on the executor), built from small Arrow
batches.
"""
from __future__ import annotations

import csv
import json
import os
from contextlib import ExitStack, contextmanager
from pathlib import Path

from .store import NOT_SAVED, Journal

ROWS_PER_GROUP = 131_072  # Parquet row groups, cut by cell so the file never depends on the executor
ROWS_PER_BATCH = 8_192  # rows turned into Arrow arrays at a time (a row group is made of several)


def column_type(values) -> str:
    """bool, int, float or string: the one type of a column's non-empty values (ints among floats are floats)."""
    return _kind({type(v) for v in values if v is not None})


def param_column(name: str) -> str:
    """The table's column of a grid parameter: ``param_NAME``, as scikit-learn's ``cv_results_`` names them, so a
    parameter never shares its name with an output (``seed`` and ``cell_seed``, ``trials`` and the field)."""
    return f"param_{name}"


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
        candidates: set = set()  # the candidates' types: prices make the column numbers, labels text
        self.inclusion = False  # a cell of a scenario that releases k at once (top-k): its `inclusion` column
        self.failed: list[tuple] = []
        self.saved = 0
        for cell, outcome in self.outcomes():
            self.saved += 1
            if outcome["ok"]:
                for name in fields:
                    value = outcome["fields"][name]
                    if value is not None:
                        seen[name].add(type(value))
                if per == "candidate":
                    candidates.update(map(type, outcome["candidate"]))
                    self.inclusion = self.inclusion or "inclusion" in outcome
            else:
                self.failed.append((cell, outcome["error"]))
        axes = [(param_column(a.name), column_type(a.values)) for a in spec.grid]
        self.columns = [("cell", "int"), ("scenario", "string"), ("dataset", "string"), *axes, ("cell_seed", "int")]
        if per == "candidate":
            self.columns += [("candidate", "float" if candidates and candidates <= {int, float} else "string"),
                             ("score", "float"), ("probability", "float")]
            if self.inclusion:
                self.columns.append(("inclusion", "float"))
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
                lists = [o["candidate"], o["score"], o["probability"]]
                lists += [o.get("inclusion", [None] * len(o["score"]))] if self.inclusion else []
                lists += [o["count"]] if "count" in o else []
                rows = [head + list(per_candidate) + fields for per_candidate in zip(*lists)]
            yield [[_typed(v, k) for v, k in zip(row, kinds)] for row in rows]

    def write(self, paths: dict) -> dict:
        """Write the table to each of ``paths`` (format → path: "csv", "parquet") in one walk of the journal;
        returns each file's name → its number of rows."""
        with ExitStack() as stack:
            sinks = {}
            for fmt, path in paths.items():
                sinks[fmt] = (_CsvSink if fmt == "csv" else _ParquetSink)(stack.enter_context(_part(path)), self.columns)
                stack.enter_context(sinks[fmt].handle)  # closed before its .part is renamed or removed
            for rows in self.cell_rows():
                for sink in sinks.values():
                    sink.add(rows)
            counts = {Path(paths[fmt]).name: sink.close() for fmt, sink in sinks.items()}
        return counts


class _CsvSink:
    """CSV line by line."""

    def __init__(self, path: Path, columns) -> None:
        self.file = self.handle = open(path, "w", encoding="utf-8", newline="")
        self.writer = csv.writer(self.file, lineterminator="\n")
        self.writer.writerow([n for n, _ in columns])
        self.count = 0

    def add(self, rows) -> None:
        self.writer.writerows([_csv_text(v) for v in row] for row in rows)
        self.count += len(rows)

    def close(self) -> int:
        with self.file:
            self.file.flush()
            os.fsync(self.file.fileno())
        return self.count


class _ParquetSink:
    """Row groups of at least ``ROWS_PER_GROUP`` rows ending at a cell boundary (as one chunk of that size made
    them), each assembled from Arrow batches of about ``ROWS_PER_BATCH`` rows."""

    def __init__(self, path: Path, columns) -> None:
        import pyarrow as pa
        import pyarrow.parquet as pq

        types = {"int": pa.int64(), "float": pa.float64(), "bool": pa.bool_(), "string": pa.string()}
        self.pa = pa
        self.schema = pa.schema([(n, types[k]) for n, k in columns])
        self.writer = self.handle = pq.ParquetWriter(path, self.schema)
        self.group, self.pending, self.rows, self.count = [], [], 0, 0  # batches of this group, rows not in one

    def _batch(self) -> None:
        pa, schema = self.pa, self.schema
        self.group.append(pa.record_batch([pa.array(col, type=schema.field(i).type)
                                           for i, col in enumerate(zip(*self.pending))], schema=schema))
        self.pending.clear()

    def _group(self) -> None:
        self.writer.write_table(self.pa.Table.from_batches(self.group, schema=self.schema), row_group_size=self.rows)
        self.count += self.rows
        self.group, self.rows = [], 0

    def add(self, rows) -> None:
        self.pending.extend(rows)
        self.rows += len(rows)
        if len(self.pending) >= ROWS_PER_BATCH or (self.rows >= ROWS_PER_GROUP and self.pending):
            self._batch()
        if self.rows >= ROWS_PER_GROUP:
            self._group()

    def close(self) -> int:
        with self.writer:
            if self.pending:
                self._batch()
            if self.rows:
                self._group()
            if self.count == 0:
                self.writer.write_table(self.schema.empty_table())
        return self.count


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


