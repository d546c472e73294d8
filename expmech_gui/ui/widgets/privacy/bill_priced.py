"""What the privacy bill prices (issue 31): the session ledger's entries the totals compose, plus, with the box
ticked, the simulated trials at the current setting, each charged as release_record.release_charge says. A mixin of
PrivacyBillPanel (it reads the panel's ``src``, ``typed_delta`` and ``counts_trials``); ``DefaultBill`` prices the
same for a panel not built yet (its settings as the panel starts: δ = 10⁻⁶, the box not ticked)."""
from __future__ import annotations

from ....core import formatting
from ....core.accounting import bill as accounting
from ....core.accounting import ledger_totals as la
from ....core.mechanisms import mechanism_class
from ....core.numbers import count_text
from ....core.privacy.loss import release_epsilon
from ....core.translatable import message
from ....release_record import release_charge
from ...language import tr

DEFAULT_DELTA_TEXT = "1e-6"  # δ of the bill until the user types another
DEFAULT_DELTA = float(DEFAULT_DELTA_TEXT)


class PricedReleases:
    """The releases and charges PrivacyBillPanel prices."""

    def ledger_entries(self) -> tuple:
        """The session's ledger entries the totals compose (every workspace's releases, all together unless the
        user stated the datasets are disjoint: SessionLedger.composed)."""
        return self.src.session_ledger().composed

    def simulated_extra(self) -> int:
        """Simulated trials at the current setting beyond its Run once releases (counted with the box)."""
        agg = self.src.runs.aggregate
        if not self.counts_trials() or agg is None:
            return 0
        return max(0, int(agg.trials) - int(getattr(self.src.runs, "released_draws", 0)))

    def spent_charges(self) -> list:
        """What the bill prices: the ledger's entries, plus with the box the simulated trials at the current ε."""
        charges = list(self.ledger_entries())
        extra, exp = self.simulated_extra(), self.src.experiments.experiment
        if extra and exp is not None:
            eps, mech, per_run, _note = self.charge(exp)
            charges.append(la.Charge(eps, 0.0, extra * per_run, accounting.is_bounded_range(mech),
                                     adaptive=accounting.is_adaptive(mech)))
        return charges

    def releases(self) -> int:
        """The releases the bill prices: the ledger's, plus the counted simulated trials."""
        return sum(int(c.releases) for c in self.spent_charges())

    @staticmethod
    def charge(exp) -> tuple[float, str, int, str]:
        """(ε per release, accounting mechanism key, releases per run, note): release_record.release_charge."""
        return release_charge(exp)

    def _per_run(self) -> int:
        exp = self.src.experiments.experiment
        return self.charge(exp)[2] if exp is not None else 1

    def bill_inputs(self) -> tuple[float, float, str, int]:
        """(ε per release now, δ, mechanism now, k priced) of the bill for the current settings, as the panel
        computes it (δ: ``typed_delta``). Needs valid settings (``ws.experiment``)."""
        exp = self.src.experiments.experiment
        if exp is None:
            raise ValueError(self.src.experiments.last_error or message("no valid settings"))
        eps, mech, _per_run, _note = self.charge(exp)
        return eps, self.typed_delta(), mech, self.releases()

    def mechanism_title(self, mech: str) -> str:
        exp = self.src.experiments.experiment
        own = exp.scenario.mechanism_choice(exp.params.mechanism) if exp is not None else None
        return own.title if own is not None else mechanism_class(mech).title

    def release_note(self) -> str:
        """Why a release costs less than the ε set, in words ("" when it costs that ε): the exponential
        mechanism with the general analysis on a monotone score is ε/2-DP (core.privacy.loss.release_epsilon)."""
        exp = self.src.experiments.experiment
        if exp is None:
            return ""
        if exp.scenario.release_charge is not None:
            eps, _mech, per_run, why = self.charge(exp)
            return tr("Each release costs ε = {epsilon} ({count} per run): {why}.").format(
                epsilon=formatting.plain(eps), count=count_text(per_run), why=why)
        eps, why = release_epsilon(exp.mechanism)
        return "" if eps == exp.params.epsilon else tr("Each release costs ε = {epsilon}, not the ε = {set} you set: "
                                                       "{why}.").format(epsilon=formatting.plain(eps),
                                                                        set=formatting.plain(exp.params.epsilon), why=why)


class DefaultBill(PricedReleases):
    """What the bill panel would price before anyone changed its settings, without building it: the report reads
    this while the Privacy bill tab was never opened (building the panel, its plot and its layout took 20 ms of
    the GUI thread at File ▸ Export report)."""

    def __init__(self, inputs) -> None:
        self.src = inputs

    def typed_delta(self) -> float:
        return DEFAULT_DELTA

    def counts_trials(self) -> bool:
        return False
