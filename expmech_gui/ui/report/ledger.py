"""The report's privacy bill and ledger summary (issue 31): what was spent, from the session's privacy ledger,
as the workspace's bill panel prices it (same δ, same trials box), the budget, and the plan apart."""
from __future__ import annotations

from ...core.accounting import bill as accounting
from ...core.accounting import ledger_totals as la
from ...core.privacy import attacker
from ...release_record import budget_left_sentence, ledger_summary
from ...release_risk import TRADEOFF_FPR
from .facts import Facts, Heading, Para, Table, esc, plural
from ..widgets.privacy import bill_compute


def bill_blocks(f: Facts) -> list:
    """The privacy bill as the workspace's bill panel has it (the same releases, δ, and the plan's ε)."""
    panel = f.ws.bill_panel
    eps, delta, mechanism, k = panel.bill_inputs()
    ledger = panel.src.session_ledger()
    blocks = [Heading("Repeated releases: the privacy bill")]
    if k == 0:
        blocks.append(Para("Every published result spends privacy. No releases yet, so nothing has been spent."))
        return blocks
    charges = panel.spent_charges()
    totals, sentence, exact = bill_compute.spent_bill(charges, delta, None, None)
    note = panel.release_note()
    missing = accounting.missing_methods_note(mechanism, panel.mechanism_title(mechanism))
    blocks.append(Para(f"Every published result spends privacy. This session counts "
                       f"{esc(plural(k, 'release'))}. {esc(sentence)}" + (f" {esc(note)}" if note else "")
                       + (f" {esc(missing)}" if missing else "")))
    best = la.tightest(totals)[0]  # first and marked, as the bill panel recommends it; then the simple sum
    order = dict.fromkeys([best, "basic", *totals])
    rows = [[la.LEDGER_TITLES[m] + (" (recommended)" if m == best else ""),
             accounting.total_text(totals[m], 4) if totals[m] is not None else "does not apply"]
            for m in order if m in totals]
    note = "" if exact else (f"The optimal methods handle at most {accounting.MAX_RELEASES:,} releases: only the "
                             "formulas are given.")
    blocks.append(Table(["Way of adding up", f"Total ε after {plural(k, 'release')}"], rows, {1}, note))
    blocks.append(Para(esc(ledger_summary(ledger.entries, ledger.disjoint_data))))
    blocks.append(Heading("What it means for one person", level=3))
    total, d_total = totals[best], la.total_delta(charges, delta)
    blocks.append(Para(esc(attacker.posterior_sentence(attacker.STARTING_BELIEF, total, d_total)) + " "
                       + esc(attacker.tradeoff_sentence(total, d_total, TRADEOFF_FPR))))
    if ledger.budget is not None:
        blocks.append(Para(esc(budget_left_sentence(ledger.composed, ledger.budget))))
    if len(charges) > len(ledger.composed):
        blocks.append(Para("The simulated trials at the current setting are counted as published here (the bill's "
                           "box is ticked): they are added to the ledger's releases, not written in it."))
    return blocks
