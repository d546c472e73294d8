"""The voting workspace's table: candidate names and vote counts, duplicates flagged on the row typed later.

Edits revalidate only the edited cell and, for a name, the rows sharing the old or the new name: the
earlier-typed row keeps its name, the row just typed is flagged.
"""
from __future__ import annotations

from typing import NamedTuple

import numpy as np
from PySide6.QtCore import QModelIndex, Qt

from ....core.translatable import translatable
from ....scenarios.framework import prior, typed_tables as tt
from ....scenarios.voting import voting
from ...widgets.table_models import ScenarioTableModel, as_typed
from .. import ScenarioUI
from ..prior_column import add_prior_button, header_tip, header_title


class VotesModel(ScenarioTableModel):
    """Rows (candidate name, votes[, prior weight]); duplicates and bad counts are flagged on the row that breaks.

    Of the rows sharing a name, the one whose name was typed (or pasted, or loaded) first keeps it; the
    others are flagged "same name as row N".  Vote counts are held as exact ints (each ≤ 10^15); their
    total is summed in Python ints and refused when beyond what the app supports. The third column, shown with
    *Prior weights*, holds each candidate's prior weight as typed (``_weights``; None: no column, uniform).
    """

    NO_DATA = translatable("no data yet: add at least one valid candidate, import a CSV or load a preset")

    HEADERS = ("Candidate", "Votes")
    WHAT = "the votes table (Candidate, Votes)"

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._names: list[str] = []
        self._texts: list[str] = []
        self._votes = np.zeros(0, dtype=np.int64)
        self._dup = tt.DuplicateNames()
        self._weights: list[str] | None = None
        self._whole = False  # the checks (counts, errors, names) are those of one pass over every row
        self._shared = False  # a snapshot holds those checks too: an edit works on copies of them

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._names)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else 2 + (self._weights is not None)

    def column_title(self, section: int) -> str:
        return self.HEADERS[section] if section < 2 else header_title()

    def header_tooltip(self, section: int) -> str | None:
        return header_tip() if section == 2 else None

    def cell(self, row: int, col: int, role: int):
        if role in (Qt.DisplayRole, Qt.EditRole):
            return (self._names, self._texts, self._weights)[col][row]
        if role == Qt.TextAlignmentRole and col >= 1:
            return int(Qt.AlignRight | Qt.AlignVCenter)
        return None

    def setData(self, index: QModelIndex, value, role=Qt.EditRole) -> bool:
        if role != Qt.EditRole or not index.isValid():
            return False
        r, c = index.row(), index.column()
        text = as_typed(value)
        self._own_checks()
        rows = {r}
        if c == 0:
            rows |= self._set_name(r, text)
        elif c == 1:
            self._set_votes(r, text)
        else:
            self._set_weight(r, text)
        last = self.columnCount() - 1
        if len(rows) <= 32:
            for row in sorted(rows):
                self.dataChanged.emit(self.index(row, 0), self.index(row, last))
        else:  # a name shared by many rows: one signal for the span, not one per row
            self.dataChanged.emit(self.index(min(rows), 0), self.index(max(rows), last))
        self._changed()
        return True

    def _set_votes(self, r: int, text: str) -> None:
        self._texts[r] = text
        v, why = tt.parse_vote_count(text)
        self._votes[r] = v
        if why is None:
            self._errors.pop((r, 1), None)
        else:
            self._errors[(r, 1)] = (text, why)

    def _set_weight(self, r: int, text: str) -> None:
        self._weights[r] = text
        self._errors.pop((r, 2), None)
        try:
            prior.parse_weight(text)
        except ValueError as exc:
            self._errors[(r, 2)] = (text, str(exc))

    def has_prior(self) -> bool:
        return self._weights is not None

    def set_prior_column(self, on: bool) -> None:
        """Show the prior weights' column (every weight 1: the uniform prior, today's numbers) or drop it. The names'
        and counts' checks stay as they are (they do not depend on the weights): no pass over every row, which took
        0.9 s of the GUI thread at 10⁵ candidates; only the weights' own refusals go with the column."""
        self.beginResetModel()
        self._weights = ["1"] * len(self._names) if on else None
        if any(col == 2 for _row, col in self._errors):  # a new dict: a snapshot (undo) may share the old one
            self._errors = {cell: why for cell, why in self._errors.items() if cell[1] != 2}
        self.endResetModel()
        self._changed()

    def _set_name(self, r: int, name: str) -> set[int]:
        """Incremental: only the rows holding the old or the new name are looked at again."""
        old = self._names[r]
        if name == old:
            return set()
        self._dup.remove(r, old)
        self._names[r] = name
        why = tt.name_problem(name)
        if why is None:
            self._dup.add(r, name)
            self._errors.pop((r, 0), None)
        else:
            self._dup.touch(r)
            self._errors[(r, 0)] = (name, why)
        return self._refresh_group(old) | self._refresh_group(name)

    def _refresh_group(self, name: str) -> set[int]:
        rows = self._dup.rows_of(name)
        if not rows:
            return set()
        first = self._dup.owner(name)
        for row in rows:
            if row == first:
                self._errors.pop((row, 0), None)
            else:
                self._errors[(row, 0)] = (self._names[row], tt.duplicate_reason(first))
        return set(rows)

    def _rebuild(self, stamps: list[int] | None = None) -> None:
        """Validate every row (after a paste, load, insert, remove, undo): O(n), no per-row Qt work."""
        self._votes, self._errors, self._dup = tt.vote_table(self._names, self._texts, stamps)
        self._errors.update(_weight_errors(self._weights))
        self._whole, self._shared = True, False

    def _own_checks(self) -> None:
        """Before a cell edit changes the checks in place: copies of them if a snapshot holds them (an undo step
        gives them back as they were), and they are no longer those of one pass over every row."""
        if self._shared:
            dup = tt.DuplicateNames()
            dup.single, dup.multi = dict(self._dup.single), {name: list(rows) for name, rows in self._dup.multi.items()}
            dup.stamps, dup.clock = list(self._dup.stamps), self._dup.clock
            self._votes, self._errors, self._dup = self._votes.copy(), dict(self._errors), dup
        self._whole = self._shared = False

    def _reset(self, names: list[str], texts: list[str], stamps: list[int] | None = None,
               weights: list[str] | None = None) -> None:
        self.beginResetModel()
        self._names, self._texts, self._weights = names, texts, weights
        self._rebuild(stamps)
        self.endResetModel()
        self._changed()

    def insert_rows(self, at: int, count: int = 1) -> None:
        at = max(0, min(at, len(self._names)))
        existing = set(self._names)
        new = []
        i = len(self._names) + 1
        for _ in range(count):
            while f"Candidate {i}" in existing:
                i += 1
            existing.add(f"Candidate {i}")
            new.append(f"Candidate {i}")
        clock = self._dup.clock
        stamps = self._dup.stamps[:at] + list(range(clock, clock + count)) + self._dup.stamps[at:]
        self.beginInsertRows(QModelIndex(), at, at + count - 1)
        self._names[at:at] = new
        self._texts[at:at] = ["0"] * count
        if self._weights is not None:
            self._weights[at:at] = ["1"] * count
        self._rebuild(stamps)
        self.endInsertRows()
        self._changed()

    def remove_rows(self, rows) -> None:
        rows = set(int(r) for r in rows if 0 <= r < len(self._names))
        if not rows:
            return
        keep = [i for i in range(len(self._names)) if i not in rows]
        self._reset([self._names[i] for i in keep], [self._texts[i] for i in keep],
                    [self._dup.stamps[i] for i in keep], _kept(self._weights, keep))

    def paste_text(self, text: str, at_row: int) -> int:
        """Paste (name, votes[, weight]) rows from ``at_row``; a row with only a name gets 0 votes (and weight 1).

        Raises PasteError (nothing changed) when a row has more cells than the table has columns.  The pasted rows count as
        typed last: a pasted name that another row already has is flagged on the pasted row.
        """
        return self.apply_paste(self.paste_plan(text, at_row)())

    def paste_plan(self, text: str, at_row: int):
        """The paste parsed and every row validated (``tt.vote_table``) against copies of the table taken now:
        the work of a long paste, which may run on a worker thread."""
        names, texts, stamps, clock = list(self._names), list(self._texts), list(self._dup.stamps), self._dup.clock
        weights = _kept(self._weights)
        what = self.WHAT if weights is None else self.WHAT.replace("Votes)", f"Votes, {header_title()})")

        def plan():
            rows = tt.split_pasted(text, 2 if weights is None else 3, what=what)
            if not rows:
                return None
            at = max(0, min(at_row, len(names)))
            end = at + len(rows)
            grow = max(0, end - len(names))
            names.extend([""] * grow)
            texts.extend([""] * grow)
            stamps.extend([0] * grow)
            names[at:end] = [cells[0] for cells in rows]
            texts[at:end] = [cells[1] if len(cells) > 1 else "0" for cells in rows]
            stamps[at:end] = range(clock, clock + len(rows))
            if weights is not None:
                weights.extend([""] * grow)
                weights[at:end] = [cells[2] if len(cells) > 2 else "1" for cells in rows]
            votes, errors, dup = tt.vote_table(names, texts, stamps)
            errors.update(_weight_errors(weights))
            return len(rows), names, texts, weights, (votes, errors, dup), votes_dataset(names, votes, errors, weights)

        return plan

    def apply_paste(self, planned) -> int:
        """Land a planned paste (``paste_plan``): the table, its checks and its dataset as the plan made them;
        returns the rows pasted."""
        if planned is None:
            return 0
        count, *rows = planned
        self._land(*rows)
        return count

    def _land(self, names: list[str], texts: list[str], weights: list[str] | None, table: tuple, dataset) -> None:
        """The table becomes these rows, with their checks ``table`` (votes, errors, duplicates) and ``dataset()``'s
        answer, all made in one pass (perhaps on a worker thread)."""
        self.beginResetModel()
        self._names, self._texts, self._weights = names, texts, weights
        self._votes, self._errors, self._dup = table
        self._whole, self._shared = True, False
        self.endResetModel()
        self._changed(dataset)

    def to_session(self, compact: bool = False) -> dict:  # names and texts: no compact form
        """{"rows": [[name, votes], …]} and, while two rows share a name, "stamps": the typing order
        (ranks 0…n−1) that decides which of them counts, so a reopened session flags the same rows."""
        out = {"rows": [[n, t] for n, t in zip(self._names, self._texts)]}
        if self._weights is not None:  # [name, votes, weight]: files without the column read as before
            for row, w in zip(out["rows"], self._weights):
                row.append(w)
        if self._dup.multi:
            order = np.argsort(np.asarray(self._dup.stamps, dtype=np.int64), kind="stable")
            ranks = np.empty(order.size, dtype=np.int64)
            ranks[order] = np.arange(order.size)
            out["stamps"] = ranks.tolist()
        return out

    def from_session(self, data: dict) -> None:
        rows = [(as_typed(r[0]), as_typed(r[1])) for r in data["rows"]]
        stamps = data.get("stamps")
        stamps = [int(x) for x in stamps] if isinstance(stamps, list) and len(stamps) == len(rows) else None
        weighted = any(len(r) == 3 for r in data["rows"])
        weights = [as_typed(r[2]) if len(r) == 3 else "" for r in data["rows"]] if weighted else None
        self._reset([r[0] for r in rows], [r[1] for r in rows], stamps, weights)

    def snapshot(self):
        """The rows as typed and, when they were all checked in one pass (a paste, a load, an undo), those checks
        (shared until the next edit copies them): an undo or redo of a 10⁵-row paste then needs no new pass (one
        with every count refused took 0.6 s of the GUI thread)."""
        checks = (self._votes, self._errors, self._dup) if self._whole else None
        self._shared = self._shared or checks is not None
        return list(self._names), list(self._texts), list(self._dup.stamps), _kept(self._weights), checks

    def restore(self, snap) -> None:
        if snap[4] is None:
            self._reset(list(snap[0]), list(snap[1]), list(snap[2]), _kept(snap[3]))
            return
        self.beginResetModel()
        self._names, self._texts, self._weights = list(snap[0]), list(snap[1]), _kept(snap[3])
        self._votes, self._errors, self._dup = snap[4]
        self._whole = self._shared = True
        self.endResetModel()
        self._changed()

    def dataset(self):
        return self.known_dataset() or votes_dataset(self._names, self._votes, self._errors, self._weights)

    def set_dataset(self, tally) -> None:
        """The table becomes ``tally`` (a VoteTally), or the rows ``prepare_dataset`` made of one."""
        self._land(*(tally if isinstance(tally, PreparedVotes) else self.prepare_dataset(tally)))

    def prepare_dataset(self, tally: voting.VoteTally) -> "PreparedVotes":
        """The rows of ``tally`` as typed, every row checked (``tt.vote_table``) and the dataset they give: O(n)
        Python that a file import runs on its worker (10⁵ candidates: 43 ms of the GUI thread)."""
        names = list(tally.candidates)
        texts = [str(v) for v in np.asarray(tally.votes).tolist()]
        weights = None if tally.weights is None else [prior.weight_text(w) for w in tally.weights.tolist()]
        votes, errors, dup = tt.vote_table(names, texts)
        errors.update(_weight_errors(weights))
        return PreparedVotes(names, texts, weights, (votes, errors, dup), votes_dataset(names, votes, errors, weights))


class PreparedVotes(NamedTuple):
    """A votes table made and checked off the GUI thread (``VotesModel.prepare_dataset``), as ``_land`` takes it."""

    names: list
    texts: list
    weights: list | None
    table: tuple  # (votes, errors, duplicates): tt.vote_table's checks
    dataset: tuple  # votes_dataset's answer


def votes_dataset(names: list[str], votes: np.ndarray, errors: dict, weights: list[str] | None):
    """(VoteTally of the rows without an error, rows left out, why there is none): what the votes table runs on.
    Reads only its arguments, so a long paste's worker thread makes it with the table it planned."""
    bad = sorted({r for r, _ in errors})
    if bad:
        keep = np.setdiff1d(np.arange(len(names)), bad)
        names, votes = tuple(names[i] for i in keep.tolist()), votes[keep]
        weights = _kept(weights, keep.tolist())
    else:
        names = tuple(names)
    weights = None if weights is None else prior.parse_weights(weights)[0]
    if not names:
        return None, len(bad), VotesModel.NO_DATA
    problem = tt.total_votes_problem(votes)
    if problem:
        return None, len(bad), problem
    try:
        tally = voting.VoteTally(names, votes.copy(), weights)
    except ValueError as exc:  # DataError from the core (e.g. its own bound on the total)
        return None, len(bad), str(exc)
    return tally, len(bad), ""


def _kept(weights: list[str] | None, keep=None) -> list[str] | None:
    """A copy of the typed weights (those of the rows ``keep``), or None without a weights column."""
    if weights is None:
        return None
    return list(weights) if keep is None else [weights[i] for i in keep]


def _weight_errors(weights: list[str] | None) -> dict:
    """{(row, 2): (text, reason)} for each typed weight that cannot be used."""
    if weights is None:
        return {}
    _values, errors = prior.parse_weights(weights)
    return {(r, 2): (weights[r], why) for r, why in errors.items()}


class UI(ScenarioUI):
    """Voting needs only its own table; everything else is generic."""

    def table_model(self) -> VotesModel:
        return VotesModel()

    def attach(self, workspace) -> None:
        super().attach(workspace)
        if self.scenario.prior is not None:  # Voting, not Top-k (its methods take no prior)
            add_prior_button(workspace)
