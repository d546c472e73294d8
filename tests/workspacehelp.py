"""One workspace on its own, for a test that reads one workspace only: the conftest ``make_workspace`` fixture's
workspace (no window, whose building cost ~0.6 s of CPU a test), its ledger connected as the window connects its
shared one."""


def alone(make_workspace, key, preset=None):
    """The ``key`` workspace on its own with ``preset`` loaded (the scenario's first by default, ``""``: an empty
    table), its ledger connected as the window connects its own shared one (``use_ledger``: a change marks the bill,
    ledger and risk views out of date). ``ws.window()`` is the workspace itself, so ``ws.window().session_ledger``
    is that ledger."""
    ws = make_workspace(key, preset)
    ws.use_ledger(ws.session_ledger)
    return ws
