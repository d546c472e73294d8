"""PySide6's look at every module imported after it, made quick (issue 36 §4: starting).

After each import PySide6 asks whether the new module's source mentions "PySide6" (shibokensupport.feature: which
modules follow a ``from __feature__ import snake_case``). It reads the source through ``inspect.getsource`` — the
file tokenized and split into lines, about 0.1 ms a module: with pyqtgraph's, numpy's and ours, some 50 ms of the
GUI thread at start. ``quicken()`` gives it the same answer from the file's bytes; a module that is not a plain
``.py`` file (built in, compiled, in an archive) is still asked the way PySide6 asks.
"""
from __future__ import annotations

import sys


def quicken() -> None:
    """Replace PySide6's source scan by a quick one with the same answer (once; nothing if PySide6 has none)."""
    feature = sys.modules.get("shibokensupport.feature")
    scan = getattr(feature, "_mod_uses_pyside", None)
    if scan is None or hasattr(scan, "original"):
        return

    def uses_pyside(module) -> bool:
        """Whether ``module``'s source mentions PySide6, as PySide6's own scan says."""
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return scan(module)

    uses_pyside.original = scan
    feature._mod_uses_pyside = uses_pyside
