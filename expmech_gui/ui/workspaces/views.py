"""The privacy views of a workspace (part of Workspace), built the first time they are shown or asked for.

Each view holds two to four plots; built eagerly, the three workspaces' nine views were a third of the time to
the first paint. A tab holds a placeholder until then; the view takes its place (same index, same tab text),
in presentation mode if the window is in it. Only the visible view computes: the others are marked stale and
refresh when shown.
"""
from __future__ import annotations

import importlib

from PySide6.QtWidgets import QSizePolicy, QWidget

from ...core.translatable import translatable


def _loaded(module: str, name: str):
    """A view class that loads its module when the view is first built (not with the window)."""
    def make(inputs):
        return getattr(importlib.import_module(f"..widgets.privacy.{module}", __package__), name)(inputs)
    return make


# attribute name, class (or a function making the view from its inputs), tab title — in tab order after "Simulation"
VIEWS = (("neighbour_view", _loaded("one_person", "NeighbourView"), translatable("Privacy: one person")),
         ("bill_panel", _loaded("bill", "PrivacyBillPanel"), translatable("Privacy bill")),
         ("sweep_view", _loaded("sweep", "SweepView"), translatable("ε-sweep")),
         ("ledger_view", _loaded("ledger_view", "LedgerView"), translatable("Privacy ledger")),
         ("risk_view", _loaded("risk_view", "RiskView"), translatable("Risk to one person")))
_REFRESH = {"neighbour_view": "experiment_changed"}  # the others: refresh()


class WorkspaceViews:
    """Mixed into Workspace: ``neighbour_view``, ``bill_panel``, ``sweep_view`` and, where the scenario has a
    participant who may misreport, ``strategic_view`` — each built on first use."""

    def _init_views(self, inputs) -> None:
        self._view_inputs = inputs
        strategic = inputs.scenario.strategic  # a scenario with a misreporting participant gets a fifth view
        own = (("strategic_view", _loaded("strategic", "StrategicView"), f"Strategic {strategic.noun}"),) \
            if strategic is not None else ()
        self._view_specs = VIEWS + own + tuple(self.scenario_ui.extra_views())
        self._built: dict[str, QWidget] = {}
        self._placeholders = {name: QWidget() for name, _cls, _title in self._view_specs}
        self._stale_views: set[str] = set()
        self._presenting_views = False

    def _add_view_tabs(self) -> None:
        for name, _cls, title in self._view_specs:
            self.views.addTab(self._placeholders[name], title)

    def _view(self, name: str) -> QWidget:
        view = self._built.get(name)
        if view is None:
            cls = next(c for n, c, _t in self._view_specs if n == name)
            view = cls(self._view_inputs)
            placeholder = self._placeholders[name]
            index, current = self.views.indexOf(placeholder), self.views.currentIndex()
            text = self.views.tabText(index)
            self.views.blockSignals(True)
            try:
                self.views.removeTab(index)
                self.views.insertTab(index, view, text)
                self.views.setCurrentIndex(current)
            finally:
                self.views.blockSignals(False)
            placeholder.deleteLater()
            self._built[name] = view
            self._stale_views.add(name)  # it has shown nothing yet
            if self._presenting_views:
                view.set_presentation(True)
            self._size_stack_by_current_page()
        return view

    neighbour_view = property(lambda self: self._view("neighbour_view"))
    bill_panel = property(lambda self: self._view("bill_panel"))
    sweep_view = property(lambda self: self._view("sweep_view"))
    ledger_view = property(lambda self: self._view("ledger_view"))
    risk_view = property(lambda self: self._view("risk_view"))
    strategic_view = property(lambda self: self._view("strategic_view"))

    def view(self, name: str) -> QWidget:
        """A view by name, built if it was not yet (a scenario's own views: ``ScenarioUI.extra_views``)."""
        return self._view(name)

    def built_views(self) -> list[QWidget]:
        return list(self._built.values())

    def built_view(self, name: str) -> QWidget | None:
        """The view ``name`` if it was built, else None (asking does not build it)."""
        return self._built.get(name)

    def view_inputs(self):
        """What every view is built from (widgets.privacy.common.ViewInputs)."""
        return self._view_inputs

    def _mark_views_stale(self, *names: str) -> None:
        """The views ``names`` (default: all) show older results; the visible one refreshes now."""
        self._stale_views.update(names or (name for name, _cls, _title in self._view_specs))
        self._view_changed(self.views.currentIndex())

    def views_relanguaged(self) -> None:
        """View ▸ Language: every view built so far shows its sentences again in the new language (their texts are
        written in code with their numbers). A view whose results are a release (PMW's run, BLR's made-up table:
        each charged to the ledger when shown) says its results again (its ``retranslate``), never draws new ones;
        the others are refreshed, the one on screen now and the others when next shown."""
        stale = [name for name, view in self._built.items() if not hasattr(view, "retranslate")]
        for view in self._built.values():
            if hasattr(view, "retranslate"):
                view.retranslate()
        if stale:
            self._mark_views_stale(*stale)

    def _view_changed(self, index: int) -> None:
        self._size_stack_by_current_page()
        if not 1 <= index <= len(self._view_specs):
            return
        name = self._view_specs[index - 1][0]
        view = self._view(name)
        if name in self._stale_views:
            self._stale_views.discard(name)
            getattr(view, _REFRESH.get(name, "refresh"))()

    def _size_stack_by_current_page(self) -> None:
        """Only the page on screen sizes the views' stack: a QStackedWidget asks every page for its minimum size,
        hidden ones too, so a privacy bill measured in presentation type (visited once, then left) made the stack
        1,133 px tall and the window grew past the screen (issue 30, item 5). Hidden pages take the Ignored policy
        vertically (Qt's minimum-size rule then skips their height); the page shown gets its own policy back."""
        current = self.views.currentWidget()
        for i in range(self.views.count()):
            page = self.views.widget(i)
            own = page.property("ownSizePolicy")
            if own is None:
                own = page.sizePolicy()
                page.setProperty("ownSizePolicy", own)
            # widths as before (the widest page keeps the column steady); heights from the page on screen only
            page.setSizePolicy(own if page is current else QSizePolicy(own.horizontalPolicy(), QSizePolicy.Ignored))
        self.views.updateGeometry()

    def _present_views(self, on: bool):
        """The views built so far in presentation mode or out of it, one a step (a generator: see
        ``presentation_steps``)."""
        self._presenting_views = on
        for view in list(self._built.values()):
            yield
            view.set_presentation(on)
