"""PySide6's scan of each imported module, made quick (ui/pyside_scan.py): the same answer as PySide6's own."""
import sys

import pytest

pytest.importorskip("PySide6")


def test_the_quick_scan_answers_as_pyside6s_own_for_every_kind_of_module():
    import expmech_gui.ui  # noqa: F401 — installs the quick scan
    import json
    import numpy
    import pyqtgraph
    import pyqtgraph.Qt
    import PySide6.QtCore
    from expmech_gui.core import problem
    from expmech_gui.ui import main_window

    quick = sys.modules["shibokensupport.feature"]._mod_uses_pyside
    assert hasattr(quick, "original")  # installed in place of PySide6's
    modules = [main_window, problem, pyqtgraph, pyqtgraph.Qt, numpy, json, sys, PySide6.QtCore, sys.modules["shibokensupport"]]
    assert [quick(m) for m in modules] == [quick.original(m) for m in modules]
    assert quick(main_window) and quick(pyqtgraph.Qt) and not quick(problem) and not quick(numpy)
