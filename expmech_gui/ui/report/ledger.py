"""The report's privacy bill and ledger summary (issue 31): what was spent, from the session's privacy ledger,
as the workspace's bill panel prices it (same δ, same trials box), the budget, and the plan apart.

The bill's and the ledger's long sentences are the panel's own (English); in another language the catalogue's
sentence for them is written from the same numbers (the placeholders beside the English one)."""
from __future__ import annotations

from ...core import formatting
from ...core.accounting import bill as accounting
from ...core.accounting import ledger_totals as la
from ...core.privacy import attacker
from ...release_record import budget_left_sentence, ledger_summary, spent_total
from ...release_risk import TRADEOFF_FPR
from ..language import tr
from .facts import Facts, Heading, Para, Table, esc, plural
from .words import word
from ..widgets.privacy import bill_compute
from ..widgets.privacy.bill_priced import DefaultBill

# a total ε to 3 significant digits, as the report writes the ε set (facts.epsilon_text): "ε = 0.499", not the bill
# panel's "0.4987" (enough to tell the tightest method from the plain sum, 0.5)
TOTAL_DIGITS = 3


def bill_blocks(f: Facts) -> list:
    """The privacy bill as the workspace's bill panel has it (the same releases, δ, and the plan's ε); a panel
    never opened is not built for it (bill_priced.DefaultBill prices what it would show)."""
    panel = f.ws.built_view("bill_panel")
    if panel is None:
        panel = DefaultBill(f.ws.view_inputs())
    eps, delta, mechanism, k = panel.bill_inputs()
    ledger = panel.src.session_ledger()
    blocks = [Heading(tr("Repeated releases: the privacy bill"))]
    if k == 0:
        blocks.append(Para(tr("Every published result spends privacy. No releases yet, so nothing has been spent.")))
        return blocks
    charges = panel.spent_charges()
    totals, sentence, exact = bill_compute.spent_bill(charges, delta, None, None, TOTAL_DIGITS)
    note = panel.release_note()
    missing = accounting.missing_methods_note(mechanism, panel.mechanism_title(mechanism))
    best = la.tightest(totals)[0]  # first and marked, as the bill panel recommends it; then the simple sum
    bill = esc(sentence) + (f" {esc(note)}" if note else "") + (f" {esc(missing)}" if missing else "")
    blocks.append(Para(tr("Every published result spends privacy. This session counts {releases}. {bill}").format(
        releases=esc(plural(k, "release")), bill=bill, total=accounting.total_text(totals[best], TOTAL_DIGITS),
        method=esc(word(la.LEDGER_TITLES[best])))))
    order = dict.fromkeys([best, "basic", *totals])
    rows = [[word(la.LEDGER_TITLES[m]) + (" " + tr("(recommended)") if m == best else ""),
             accounting.total_text(totals[m], TOTAL_DIGITS) if totals[m] is not None else tr("does not apply")]
            for m in order if m in totals]
    note = "" if exact else tr("The optimal methods handle at most {count} releases: only the formulas are "
                               "given.").format(count=formatting.count(accounting.MAX_RELEASES))
    blocks.append(Table([tr("Way of adding up"), tr("Total ε after {releases}").format(
        releases=plural(k, "release"))], rows, {1}, note))
    blocks.append(Para(esc(ledger_words(ledger))))
    blocks.append(Heading(tr("What it means for one person"), level=3))
    total, d_total = totals[best], la.total_delta(charges, delta)
    blocks.append(Para(esc(attacker.posterior_sentence(attacker.STARTING_BELIEF, total, d_total)) + " "
                       + esc(attacker.tradeoff_sentence(total, d_total, TRADEOFF_FPR))))
    if ledger.budget is not None:
        eps_budget, delta_budget = ledger.budget
        spent = spent_total(ledger.composed, delta_budget)
        blocks.append(Para(esc(tr("{budget_sentence}").format(
            budget_sentence=budget_left_sentence(ledger.composed, ledger.budget),
            budget=formatting.plain(eps_budget), spent=formatting.plain(spent),
            left=formatting.plain(max(eps_budget - spent, 0.0))))))
    if len(charges) > len(ledger.composed):
        blocks.append(Para(tr("The simulated trials at the current setting are counted as published here (the "
                              "bill's box is ticked): they are added to the ledger's releases, not written in it.")))
    return blocks


def ledger_words(ledger) -> str:
    """The ledger in one paragraph (release_record.ledger_summary); another language's sentence counts the
    releases and names the workspaces."""
    from ...scenarios import SCENARIOS

    entries = list(ledger.entries)
    if not entries:
        return tr("The session's privacy ledger is empty: nothing has been released.")
    places = ", ".join(tr(SCENARIOS[e].title) if e in SCENARIOS else e for e in sorted({e.workspace for e in entries}))
    return tr("{ledger_summary}").format(ledger_summary=ledger_summary(entries, ledger.disjoint_data),
                                         releases=plural(len(entries), "release"), places=places)
