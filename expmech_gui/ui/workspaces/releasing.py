"""A workspace's releases (Run once, the exact release, a top-k k-set): each is checked against the session's
privacy budget before it is drawn, and recorded in the session's privacy ledger once published (issue 31).
Undo never removes a ledger entry: what was published stays published."""
from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from ... import release_record
from ...core.translatable import translatable
from ..language import tr
from ..session_ledger import SessionLedger
from ..widgets.text import elide


def ask_override(parent, refusal: str) -> bool:
    """The explicit override of a budget: a dialog whose default answer is No."""
    answer = QMessageBox.question(parent, tr("Over the privacy budget"),
                                  tr("{refusal}\n\nRelease anyway? The ledger will record that the budget was "
                                     "overridden.").format(refusal=refusal), QMessageBox.Yes | QMessageBox.No,
                                  QMessageBox.No)
    return answer == QMessageBox.Yes


class WorkspaceReleasing:
    """Mixin for Workspace: the release paths and the ledger they write to."""

    def _init_ledger(self) -> None:
        self.session_ledger = SessionLedger(self)  # the window gives every workspace its shared one
        self.confirm_override = lambda refusal: ask_override(self, refusal)  # tests put an answer here
        self._fingerprint = (None, "")  # (experiment, its data fingerprint): computed once per experiment

    def use_ledger(self, ledger: SessionLedger) -> None:
        self.session_ledger = ledger
        ledger.changed.connect(lambda: self._mark_views_stale("bill_panel", "ledger_view", "risk_view"))

    def _data_fingerprint(self, exp) -> str:
        if self._fingerprint[0] is not exp:
            self._fingerprint = (exp, release_record.data_fingerprint(exp))
        return self._fingerprint[1]

    def release_permitted(self) -> bool | None:
        """Before drawing a release: None when the budget refuses it (the status line says why), True when it
        goes over the budget by the user's explicit override, False when it fits."""
        ledger = self.session_ledger
        if ledger.budget is None:
            return False
        entry = release_record.release_entry(self.experiment, self.key, "", self._data_fingerprint(self.experiment))
        refusal = release_record.budget_refusal(ledger.entries, ledger.budget, entry, ledger.disjoint_data)
        if refusal is None:
            return False
        if self.confirm_override(refusal):
            return True
        self.statusMessage.emit(tr("Not released: {reason}").format(reason=refusal))
        return None

    def run_once(self) -> int | None:
        """One private release: draw one output, show it large, count it in the histogram."""
        self.finish_draw()
        if not self._can_run():
            return None
        override = self.release_permitted()
        if override is None:
            return None
        idx, published = self.scenario_ui.draw_release(self.experiment, self.runs.rng)
        self.publish(idx, translatable("One private choice released"), published=published, override=override)
        return idx

    def publish(self, idx: int, what: str, note: str | None = None, published: str | None = None,
                override: bool = False) -> None:
        """Release ``idx``, drawn just now by any sampler: counted, shown large and in the plots, recorded in
        the session's privacy ledger; the status line says ``what`` and ``note`` (by default the trials so
        far). ``published`` names what was released when it is more than candidate ``idx`` (top-k: the k
        candidates, ``idx`` the first)."""
        pr = self.experiment.problem
        output = published or str(pr.labels[idx])
        self.session_ledger.append(release_record.release_entry(
            self.experiment, self.key, output, self._data_fingerprint(self.experiment), override))
        also = self.scenario_ui.take_published_set() if published else ()
        self.runs.count_draw(idx, release=True, members=(idx, *also) if published else ())
        self.runs.last_published = published
        self.show_chosen(pr, idx, published)
        self.plots.show_candidate(idx, also=also)
        self.refresh(force=True)
        self._stale_views.add("bill_panel")
        note = " " + self.runs.so_far_text() if note is None else note
        from ..widgets.privacy.ledger_view import released_words  # (the ledger's view and the bill load when used)

        self.statusMessage.emit(f"{tr(what)}: {elide(released_words(output), 200)}{note}")  # (a top-k set's head)
        self.modified.emit()
        self.published.emit(idx)
