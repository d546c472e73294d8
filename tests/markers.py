"""Which tests are `gui` or `stat`, read from the test itself; conftest applies the markers at collection.

`slow` is not here: it is written on the test (``@pytest.mark.slow  # why``, a module's ``pytestmark``, or
``pytest.param(..., marks=pytest.mark.slow)``) from measured durations on a 2-core machine, so a renamed test
keeps its mark.
"""
import sys

QT_FIXTURES = {"qtbot", "qapp", "qtmodeltester"}  # anything built on these (window, make_workspace) counts

STAT_CALLS = {"chi_square_pvalue"}  # a test calling one of these checks samples against an exact law


def _test_function(item):
    """The test's own function (hypothesis wraps it in another)."""
    fn = getattr(item, "function", None)
    inner = getattr(getattr(fn, "hypothesis", None), "inner_test", None)
    return inner or fn


def _from_qt(value) -> bool:
    where = getattr(value, "__module__", None) if not isinstance(value, type(sys)) else value.__name__
    return isinstance(where, str) and where.startswith("PySide6")


def _is_gui(item, fn, names) -> bool:
    if QT_FIXTURES & set(getattr(item, "fixturenames", ())):
        return True
    if any(name.startswith("PySide6") for name in names):
        return True
    module = sys.modules.get(getattr(fn, "__module__", None))  # where it is defined, not where collected
    return module is not None and any(_from_qt(v) for v in vars(module).values())


def markers_for(item) -> list[str]:
    fn = _test_function(item)
    called = set(getattr(getattr(fn, "__code__", None), "co_names", ()))
    names = []
    if _is_gui(item, fn, called):
        names.append("gui")
    if STAT_CALLS & called:
        names.append("stat")
    return names
