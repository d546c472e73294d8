"""What one release of an experiment costs and how the privacy ledger records it (issue 31), Qt-free.

``release_charge``: (ε per release, accounting key, releases per run, why) — the scenario's own
``Scenario.release_charge`` (top-k: k adaptive selections per run), else one release at
``core.privacy.loss.release_epsilon`` (the ε/2 rule of the exponential mechanism on a monotone score).
``release_entry``: the LedgerEntry of one release. ``budget_refusal``: the sentence that refuses a release
past the session's budget (None when it fits).
"""
from __future__ import annotations

import math

import numpy as np

from .core.accounting import bill as accounting
from .core import formatting
from .core.accounting import ledger_totals as la
from .core.accounting.ledger import MAX_TEXT, LedgerEntry, now_iso, rows_fingerprint
from .core.privacy.loss import release_epsilon
from .core.problem import NEIGHBOUR_TITLES
from .core.translatable import translatable, translated, words

OVERRIDE_NOTE = " [released over the privacy budget by explicit override]"
SYNTHETIC_TABLE_OUTPUT = translatable("one synthetic table (the net mechanism)")  # what a shown BLR table releases
PMW_RUN_OUTPUT = translatable("PMW run (seed {seed}): {count} answers")  # what a shown PMW run releases (its shape)
# a ledger entry's mechanism that is no registered mechanism's key, by its name (a PMW run is one release of its budget)
OTHER_MECHANISM_TITLES = {"private multiplicative weights": translatable("Private multiplicative weights")}


def mechanism_name(key: str, workspace: str = "") -> str:
    """A ledger entry's mechanism as people read it, marked for the catalogue (English; the window translates it):
    the workspace's own method ('gumbel' in Top-k is one-shot Gumbel top-k), else the registered mechanism's
    title, else the name an entry gave; a key nothing knows (a file from elsewhere) as it is. Files keep the key."""
    from .core.mechanisms import MECHANISMS
    from .scenarios import SCENARIOS

    scenario = SCENARIOS.get(workspace) if workspace in SCENARIOS else None
    own = scenario.mechanism_choice(key) if scenario is not None else None
    if own is not None:
        return own.title
    if key in MECHANISMS:
        return MECHANISMS[key].title
    return OTHER_MECHANISM_TITLES.get(key, key)


def neighbours_name(key: str) -> str:
    """A ledger entry's neighbouring notion as people read it ('add-remove': "Add / remove one person"); an
    unknown or empty one as it is."""
    return NEIGHBOUR_TITLES.get(key, key)


def release_charge(exp) -> tuple[float, str, int, str]:
    """(ε per release, accounting mechanism key, releases per run, why it costs that)."""
    if exp.scenario.release_charge is not None:
        return exp.scenario.release_charge(exp)
    eps, why = release_epsilon(exp.mechanism)
    return eps, exp.params.mechanism, 1, why


def run_epsilon(exp) -> tuple[float, str]:
    """(ε, why) one run of ``exp`` spends, its releases added up (basic composition, a pure ε that never
    under-counts: top-k's k selections), from ``release_charge``."""
    per_release, _key, per_run, why = release_charge(exp)
    return float(per_release) * int(per_run), why


def _rows(table: dict):
    """Rows of a scenario's raw table (``Scenario.table.from_dataset``): one row per list item, headed by its
    column's name; a numeric array column as one row holding the SHA-256 of its float64 bytes (fast for 10⁶
    prices)."""
    import hashlib  # OpenSSL loads when a release is fingerprinted, not with every `expmech` start

    for name in sorted(table):
        column = table[name]
        if isinstance(column, np.ndarray):
            raw = np.ascontiguousarray(column, dtype="<f8").tobytes()
            yield [name, "float64-sha256", hashlib.sha256(raw).hexdigest()]
        elif isinstance(column, (list, tuple)):
            for item in column:
                yield [name, *(item if isinstance(item, (list, tuple)) else [item])]
        else:
            yield [name, column]


def data_fingerprint(exp) -> str:
    """SHA-256 of the rows that counted (core.accounting.ledger.rows_fingerprint over the dataset the experiment ran on)."""
    return rows_fingerprint(_rows(exp.scenario.table.from_dataset(exp.dataset)))


def release_entry(exp, workspace: str, output: str, fingerprint: str | None = None,
                  override: bool = False, *, epsilon_charged: float | None = None, delta: float = 0.0,
                  mechanism: str | None = None) -> LedgerEntry:
    """The ledger entry of one release of ``exp`` (a run: top-k counts its k selections). A release that is
    not one draw of ``exp``'s mechanism (a PMW run: its whole (ε, δ) budget) gives ``epsilon_charged``,
    ``delta`` and ``mechanism`` itself; it then counts as one release of an ε-DP (not bounded-range) one."""
    eps, key, per_run, _why = release_charge(exp)
    if epsilon_charged is not None:
        eps, key, per_run = epsilon_charged, "permute-and-flip", 1
    p = exp.params
    return LedgerEntry(time=now_iso(), workspace=workspace,
                       fingerprint=fingerprint or data_fingerprint(exp), mechanism=mechanism or p.mechanism,
                       analysis=p.analysis, neighbours=p.neighbours, epsilon_set=float(p.epsilon),
                       epsilon_charged=float(eps), delta=float(delta), releases=int(per_run),
                       bounded_range=accounting.is_bounded_range(key), adaptive=accounting.is_adaptive(key),
                       output=_with_override(output, override))


def _with_override(output: str, override: bool) -> str:
    return output[:MAX_TEXT - len(OVERRIDE_NOTE)] + (OVERRIDE_NOTE if override else "")


def room_entry(workspace: str, rows, mechanism: str, epsilon_set: float, epsilon_charged: float, output: str, *,
               delta: float = 0.0, releases: int = 1, analysis: str = "", neighbours: str = "",
               bounded_range: bool = False, adaptive: bool = False, override: bool = False) -> LedgerEntry:
    """A ledger entry for a release made outside a workspace's experiment (the room's releases, issue 31 §1):
    ``rows`` the rows that counted (their SHA-256 is the data fingerprint, core.ledger.rows_fingerprint), ε as set
    and as charged, δ (0 for pure ε-DP), how many releases it counts as, and the output released in words. Give
    it to ``SessionLedger.release`` (ui.session_ledger), which checks the session's budget first; ProblemError
    naming the field for a bad value."""
    return LedgerEntry(time=now_iso(), workspace=workspace, fingerprint=rows_fingerprint(rows), mechanism=mechanism,
                       analysis=analysis, neighbours=neighbours, epsilon_set=float(epsilon_set),
                       epsilon_charged=float(epsilon_charged), delta=float(delta), releases=int(releases),
                       bounded_range=bool(bounded_range), adaptive=bool(adaptive), output=_with_override(output, override))


def spent_total(entries, delta: float) -> float:
    """The tightest valid total ε of ``entries`` at slack δ (at δ = 0 the simple sum), without the PLD: the budget is checked on
    the GUI thread before a release (tens of milliseconds for a thousand releases, where dp-accounting's FFT
    takes up to seconds), and every other method is an upper bound too, so it never under-counts."""
    entries = list(entries)
    if delta <= 0:  # a budget with δ = 0: only the simple sum is a pure-ε total
        return math.fsum(e.releases * e.epsilon_charged for e in entries)
    return la.tightest(la.ledger_totals(entries, delta, with_pld=False))[1] if entries else 0.0


def composed_entries(entries, disjoint_data: bool = False, delta: float = 1e-6) -> tuple:
    """What every total composes: all ``entries`` (the default: everything in the session composed together), or
    — only when the user stated the datasets are disjoint — the entries of the one data fingerprint whose total
    is largest at ``delta`` (parallel composition: a person is in one dataset only, so the worst dataset bounds
    everyone)."""
    entries = tuple(entries)
    prints = {e.fingerprint for e in entries}
    if not disjoint_data or len(prints) < 2:
        return entries
    groups = [tuple(e for e in entries if e.fingerprint == f) for f in sorted(prints)]
    return max(groups, key=lambda g: (spent_total(g, delta), sum(e.releases for e in g)))


def budget_refusal(entries, budget: tuple[float, float] | None, new: LedgerEntry,
                   disjoint_data: bool = False) -> str | None:
    """One sentence refusing ``new`` when the session's totals with it would exceed ``budget`` (ε, δ): the
    tightest total at the budget's δ, or δ itself past it; None when it fits or there is no budget."""
    if budget is None:
        return None
    eps_budget, delta_budget = budget
    after = composed_entries([*entries, new], disjoint_data, delta_budget or 1e-6)
    d_spent = la.total_delta(after, 0.0)
    if d_spent > delta_budget:
        return (f"This release would bring δ to {formatting.delta_words(d_spent)}; the budget's δ is "
                f"{formatting.delta_words(delta_budget)}.")
    total = spent_total(after, delta_budget - d_spent)  # δ − what the releases' own δ took (0: the simple sum)
    if total <= eps_budget:
        return None
    return (f"This release would bring the total to {accounting.total_text(total, 4)} with δ = "
            f"{formatting.delta_words(delta_budget)}; the budget is {formatting.plain(eps_budget)}.")


def budget_left_sentence(entries, budget: tuple[float, float] | None) -> str:
    """What is left of the budget, in words in the language in use ("" without one)."""
    if budget is None:
        return ""
    eps_budget, delta_budget = budget
    spent = spent_total(entries, delta_budget)
    if spent > eps_budget:
        return words("The budget of ε = {budget} with δ = {delta} is overspent: ε = {spent} was spent (by explicit "
                     "override).", budget=formatting.plain(eps_budget), delta=formatting.delta_words(delta_budget),
                     spent=formatting.plain(spent))
    left = eps_budget - spent
    share = 100 * left / eps_budget
    return words("Budget: ε = {budget} with δ = {delta}; spent ε = {spent}, so ε = {left} is left ({share}% of it).",
                 budget=formatting.plain(eps_budget), delta=formatting.delta_words(delta_budget), spent=formatting.plain(spent),
                 left=formatting.plain(left), share=f"{share:.0f}")


def _when(time: str) -> str:
    """'2026-11-27 11:22 UTC' from an entry's ISO time (UTC, as now_iso writes it)."""
    return time.replace("T", " ")[:16] + (" UTC" if time.endswith("+00:00") else "")


DISJOINT_WORDS = translatable("Releases on different data are composed apart, as you stated that the datasets are "
                              "disjoint (no person is in two of them): the totals are those of the data that spent "
                              "the most")
TOGETHER_WORDS = translatable("All of them are composed together (the data are not assumed disjoint)")


def ledger_summary(entries, disjoint_data: bool = False) -> str:
    """The ledger in one paragraph: how many releases, from which workspaces, at which ε, when, how many over the
    budget by override, and whether everything is composed together (the default) or each dataset apart; in the
    language in use (core.translatable.words: its numbers in English separators until shown)."""
    from .scenarios import SCENARIOS
    entries = list(entries)
    if not entries:
        return words("The session's privacy ledger is empty: nothing has been released.")
    releases = sum(e.releases for e in entries)
    places = [translated(SCENARIOS[k].title) if k in SCENARIOS else k for k in sorted({e.workspace for e in entries})]
    charged = sorted({e.epsilon_charged for e in entries})
    span = (words("each charged ε = {epsilon}", epsilon=formatting.plain(charged[0])) if len(charged) == 1 else
            words("charged from ε = {low} to ε = {high}", low=formatting.plain(charged[0]),
                  high=formatting.plain(charged[-1])))
    counted = words(" ({count:,} counted: a top-k set counts k)", count=releases) if releases != len(entries) else ""
    when = (words("at {time}", time=_when(entries[0].time)) if entries[0].time[:16] == entries[-1].time[:16] else
            words("from {start} to {end}", start=_when(entries[0].time), end=_when(entries[-1].time)))
    overrides = sum(e.output.endswith(OVERRIDE_NOTE) for e in entries)
    template = (translatable("The session's privacy ledger records {count:,} release{counted} in {places}, {span}, "
                             "{when}. {composed}; undo never removes one: what was published stays published.")
                if len(entries) == 1 else
                translatable("The session's privacy ledger records {count:,} releases{counted} in {places}, {span}, "
                             "{when}. {composed}; undo never removes one: what was published stays published."))
    return words(template, count=len(entries), counted=counted, places=", ".join(places), span=span, when=when,
                 composed=translated(DISJOINT_WORDS if disjoint_data else TOGETHER_WORDS)) + (
        words(" {count:,} went over the budget by explicit override.", count=overrides) if overrides else "")


CSV_COLUMNS = ("time", "workspace", "mechanism", "analysis", "neighbours", "epsilon_set", "epsilon_charged",
               "delta", "releases", "bounded_range", "adaptive", "output", "fingerprint")


def ledger_csv(entries) -> str:
    """The ledger as CSV, oldest first (the order it was written), one row per entry, core.accounting.ledger's field names
    as the header; numbers in their shortest round-trip form."""
    import csv
    import io
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for e in entries:
        writer.writerow([repr(v) if isinstance(v, float) else str(v).lower() if isinstance(v, bool) else v
                         for v in (getattr(e, c) for c in CSV_COLUMNS)])
    return out.getvalue()
