"""Individuals named as the workspace's table names them: its 1-based row numbers (rows excluded from runs
still count) and, where the scenario's table has them, names. What an individual is called comes from the
scenario (``Scenario.one_person``), so nothing here knows any scenario."""
from __future__ import annotations

import numpy as np

from ....core.numbers import NumberError, parse_number
from ....core.problem import ProblemError
from ....core.translatable import message, translatable, translated
from .common import ViewInputs, elide

VALUE_TEXT_CHARS = 30  # the typed new value, in the sentence describing the change
# the scenarios' words for an individual (Scenario.one_person's noun and member), marked for the catalogue: the
# scenarios hold them in English, the view says them in the language in use (a test checks every scenario's)
ONE_PERSON_NOUNS = (translatable("person"), translatable("candidate"), translatable("neighbour"),
                    translatable("point"), translatable("buyer"), translatable("ballot"))


class TableNames:
    """Dataset index ↔ table row for the workspace's current experiment, and the words for an individual."""

    def __init__(self, inputs: ViewInputs) -> None:
        self.src = inputs
        self._map_exp = None
        self._keep = np.zeros(0, dtype=np.int64)  # table row (0-based) of each dataset individual/candidate
        self._excluded: set[int] = set()
        self._name_index: dict | None = None

    @property
    def one_person(self):
        return self.src.scenario.one_person

    def dataset_size(self, exp) -> int:
        """Individuals the table's valid rows became: one per candidate where rows are candidates."""
        return exp.problem.m if self.one_person.rows_are_candidates else int(exp.dataset.n)

    def table_map(self) -> np.ndarray:
        """Dataset index → 0-based table row, skipping the table's excluded (invalid) rows."""
        exp = self.src.experiments.experiment
        if exp is not None and exp is not self._map_exp:
            model = self.src.table
            rows = model.rowCount()
            bad = np.array(sorted(set(int(r) for r in model.invalid_rows())), dtype=np.int64)
            keep = np.setdiff1d(np.arange(rows, dtype=np.int64), bad, assume_unique=True) if bad.size else \
                np.arange(rows, dtype=np.int64)
            size = self.dataset_size(exp)
            if keep.size != size:  # the table changed since these numbers were computed: plain indices
                keep, bad = np.arange(size, dtype=np.int64), np.zeros(0, dtype=np.int64)
            self._keep, self._excluded = keep, set(bad.tolist())
            self._name_index = None
            self._map_exp = exp
        return self._keep

    def table_row(self, index: int) -> int:
        """The 1-based table row of dataset individual (or candidate) ``index``."""
        keep = self.table_map()
        return int(keep[index]) + 1 if 0 <= index < keep.size else index + 1

    def names(self):
        """The names the table shows per dataset individual, or None (chosen by row number only)."""
        exp = self.src.experiments.experiment
        return None if exp is None else self.one_person.names(exp.dataset)

    def _lookup(self, name: str) -> list[int]:
        if self._name_index is None:
            index: dict[str, list[int]] = {}
            for i, nm in enumerate(self.names() or ()):
                index.setdefault(str(nm).strip(), []).append(i)
            self._name_index = index
        return self._name_index.get(name, [])

    def resolve(self, text: str, noun: str | None = None) -> int:
        """The dataset index of the individual typed as ``text`` (table row or name); ProblemError in words."""
        exp = self.src.experiments.experiment
        noun = noun or self.one_person.noun
        keep = self.table_map()
        names = self.names()
        rows = self.src.table.rowCount()
        s = str(text).strip()
        or_name = message(" or a name as the table shows it") if names is not None else ""
        if not s:
            raise ProblemError(message("Choose the {noun}: type a table row number (1 to {rows:,}){or_name}.",
                                       noun=noun, rows=rows, or_name=or_name))
        if names is not None:
            hits = self._lookup(s)
            if len(hits) == 1:
                return hits[0]
            if len(hits) > 1:
                listed = ", ".join(str(self.table_row(i)) for i in hits[:5]) + (", …" if len(hits) > 5 else "")
                raise ProblemError(message("{hits:,} rows are called '{s}' (table rows {listed}): type the row "
                                           "number instead.", hits=len(hits), s=elide(s), listed=listed))
        try:
            r = parse_number(s, integer=True, lo=1, hi=max(rows, 1))
        except NumberError as exc:
            if names is not None and not any(c.isdigit() for c in s):
                raise ProblemError(message("There is no {noun} called '{s}': type a name as the table shows it, or a "
                                           "table row number (1 to {rows:,}).", noun=noun, s=elide(s), rows=rows)) from None
            raise ProblemError(message("The {noun}'s table row: {exc}.", noun=noun, exc=exc)) from None
        if (r - 1) in self._excluded:
            raise ProblemError(message("Table row {r:,} is excluded from runs (a cell on it is invalid): fix it in "
                                       "the table or choose another row.", r=r))
        i = int(np.searchsorted(keep, r - 1))
        if not (i < keep.size and keep[i] == r - 1) or exp is None:
            raise ProblemError(message("Table row {r:,} is not in the data the numbers were computed for: wait for "
                                       "the update and try again.", r=r))
        return i

    def describe(self, index: int, full: bool = False) -> str:
        """'candidate Ms Okafor (table row 3)', or the scenario's own words — plain text, not escaped; the name
        elided unless ``full``."""
        one = self.one_person
        row = self.table_row(index)
        if one.describe is not None:
            return one.describe(self.src.experiments.experiment.dataset, index, row)
        names = self.names()
        name = str(names[index]) if names is not None and index < len(names) else ""
        return message("{noun} {name} (table row {row:,})", noun=translated(one.noun), name=name if full else elide(name),
                       row=row)

    def change(self, kind: str, row: int | None, value, typed: str, full: bool = False) -> str:
        """The change from D to D′ in words, in the language in use: 'remove one ballot for candidate Ms Okafor
        (table row 3)', 'add a new buyer — new value 2', 'replace the data of person Ana (table row 1)'; the new
        data in the scenario's words (``describe_value``), ``typed`` elided unless ``full``."""
        one = self.one_person
        member = translated(one.member) if one.member else ""  # a row counts people: one of them changes
        person = self.describe(row, full) if row is not None else ""
        if kind == "add":
            what = message("add a new {noun}", noun=translated(one.member or one.noun))
        elif kind == "remove":
            what = (message("remove one {member} for {person}", member=member, person=person) if member
                    else message("remove {person}", person=person))
        else:
            what = (message("replace one {member} for {person}", member=member, person=person) if member
                    else message("replace the data of {person}", person=person))
        if value is not None:
            what += one.describe_value(value, typed if full else elide(typed, VALUE_TEXT_CHARS),
                                       lambda i: self.describe(i, full))
        return what
