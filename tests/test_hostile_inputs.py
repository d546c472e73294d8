"""The hostile-input corpus: bad text at every entry point (CLI flags, CSV files, session files, settings,
GUI cells, paste, parameters and run controls). Each case asserts a clear message, exit 2 (CLI) or a visible
refusal (GUI), no traceback, and the user's data unchanged.

The cases live in one module per entry point (tests/hostile_*.py) and are collected here.
"""
from hostile_cli import *  # noqa: F403
from hostile_sessions import *  # noqa: F403
from hostile_tables import *  # noqa: F403
from hostile_gui import *  # noqa: F403
from hostile_privacy import *  # noqa: F403
from hostile_round3_core import *  # noqa: F403
from hostile_round3_gui import *  # noqa: F403
