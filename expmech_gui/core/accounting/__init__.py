"""The privacy bill: composition theorems, the bill of k releases (bill), the ledger of releases at different ε
(ledger, ledger_totals) and the words one release is charged in (charge_words)."""

MAX_RELEASES = 100_000  # the most releases a bill composes (here: `expmech --help` reads it without the bill)
