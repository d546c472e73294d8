"""What the privacy bill prices (issue 31): the session ledger's entries the totals compose, plus, with the box
ticked, the simulated trials at the current setting, each charged as release_record.release_charge says. A mixin of
PrivacyBillPanel (it reads the panel's ``src`` and ``count_trials``)."""
from __future__ import annotations

from ....core.accounting import bill as accounting
from ....core.accounting import ledger_totals as la
from ....release_record import release_charge


class PricedReleases:
    """The releases and charges PrivacyBillPanel prices."""

    def ledger_entries(self) -> tuple:
        """The session's ledger entries the totals compose (every workspace's releases, all together unless the
        user stated the datasets are disjoint: SessionLedger.composed)."""
        return self.src.session_ledger().composed

    def simulated_extra(self) -> int:
        """Simulated trials at the current setting beyond its Run once releases (counted with the box)."""
        agg = self.src.runs.aggregate
        if not self.count_trials.isChecked() or agg is None:
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
