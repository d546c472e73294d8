"""The one-click report: the dialog (report), what it says (content, facts, ledger), its charts (charts) and the
PDF's pages (pdf)."""
