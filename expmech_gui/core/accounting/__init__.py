"""The privacy bill: composition theorems, the bill of k releases (bill), the ledger of releases at different ε
(ledger, ledger_totals) and the words one release is charged in (charge_words)."""
