"""The one place where a failure becomes words: any exception out of a computation (the exact numbers, a view's
background job, the Gallery, Compare's rows, a file written in the background) is said as a sentence a person can
act on.

The app's own errors (ProblemError, NumberError, DataError) already speak in words and pass as they are. Anything
else is Python's, numpy's or pyqtgraph's text ('index 5 is out of bounds for axis 0 with size 1', 'X and Y arrays
must be the same shape', 'float division by zero', 'Cannot set range [-inf, inf]') and never reaches a user, nor
does its type name: the sentence says what could not be done and what to try; the traceback goes to the log. An
OSError is said by io.targets, the one place for the system's refusals.
"""
from __future__ import annotations

import logging

from ..core.errors import DataError
from ..core.numbers import NumberError
from ..core.problem import ProblemError
from ..core.translatable import message, translated
from ..io.targets import os_reason

OWN_WORDS = (ProblemError, NumberError, DataError)  # exceptions whose text is written for people
TEXT_CHARS = 400  # a sentence built from names is elided in the middle beyond this
_log = logging.getLogger(__name__)


def elide_middle(text, limit: int = TEXT_CHARS) -> str:
    """``text`` cut in the middle beyond ``limit`` characters (its start and end stay readable)."""
    text = str(text)
    if len(text) <= limit:
        return text
    half = max(1, (limit - 3) // 2)
    return text[:half] + " … " + text[-half:]


def failure_reason(exc: BaseException) -> str:
    """Why it failed, in words (no 'Could not …' before it): the app's own message as it is, else a plain reason
    by kind — memory, numbers out of float range, anything unexpected (logged with its traceback)."""
    if isinstance(exc, MemoryError) or "Unable to allocate" in str(exc):
        return message("there is not enough memory for a problem this size: use fewer rows or candidates (for "
                       "pricing, a larger α gives fewer prices) and try again")
    if isinstance(exc, OWN_WORDS):
        return elide_middle(str(exc))
    if isinstance(exc, OSError):  # a file the system refused: its reason in words (io.targets)
        return elide_middle(os_reason(exc))
    if isinstance(exc, (KeyboardInterrupt, SystemExit)):
        return message("the computation was interrupted")
    _log.warning("a computation failed", exc_info=(type(exc), exc, exc.__traceback__))
    if isinstance(exc, (ArithmeticError, RecursionError)):
        return message("these settings give numbers too large or too small to compute: try values nearer the "
                       "defaults, within the ranges each box's tooltip states")
    return message("an unexpected internal problem stopped it: try other settings, and if it persists, please "
                   "report it (the details are in the log)")


def failure_sentence(exc: BaseException, what: str) -> str:
    """'Could not <what>: <reason>' — or the app's own message alone, which already says what is wrong. ``what``
    is a marked text (``translatable``), said in the language in use."""
    if isinstance(exc, OWN_WORDS):
        return elide_middle(str(exc))
    return message("Could not {what}: {reason}.", what=translated(what), reason=failure_reason(exc))


def crash_sentence(exc: BaseException) -> str:
    """What the box of an error nobody caught says (ui.app.crash_box): the app's own words, the reason for memory
    or a file, else a plain sentence — the exception's text and traceback go to the log and the box's details."""
    if isinstance(exc, OWN_WORDS + (MemoryError, OSError)) or "Unable to allocate" in str(exc):
        return message("Something went wrong: {reason}", reason=failure_reason(exc))
    return message("Something went wrong inside ExpMech Studio, and what it was doing was stopped. You can keep "
                   "working; if it happens again, please report it with the details below.")
