"""Where a command's JSON, CSV or script goes: the screen ('-'), a device, a pipe or /dev/stdout (in place), or a
regular file (atomically); every refusal as a DataError in words."""
from __future__ import annotations

from ..core.errors import DataError
from ..core.number_locale import localized
from ..core.translatable import message, translated
from ..io.csvio import atomic_write_text
from ..io.targets import is_stream_target, write_to_stream


def json_text(data) -> str:
    """``data`` as `expmech` writes JSON: indented, one line feed at the end, NaN and ∞ refused (null in the data)."""
    import json  # loaded when JSON is asked for, not with every command

    return json.dumps(data, indent=2, allow_nan=False) + "\n"


def write(path: str, text: str, out) -> None:
    """``text`` to the screen ('-'), in place into a device, a pipe or /dev/stdout (io.targets.is_stream_target),
    else atomically into a regular file (temporary file renamed over it; folders and devices never replaced)."""
    if path == "-":
        getattr(out, "machine", out).write(text)  # JSON and CSV on the screen keep the decimal point (--locale)
        return
    try:
        if is_stream_target(path):
            out.flush()  # what was printed before comes first when the stream is this process's own
            write_to_stream(path, text)
        else:
            atomic_write_text(path, text)
    except OSError as exc:
        if exc.errno is None:  # io.targets' sentence names the path already
            raise DataError(str(exc)) from None
        raise DataError(message("cannot write ({reason})", reason=exc.strerror or exc), source=path) from None


def titled_lines(titles: dict, values: dict, text) -> str:
    """One line per composition method of ``values`` (the bill's, the ledger's): its title from ``titles`` in the
    language of --locale (the window's catalogue), padded to the longest, then ``text(name, value)``."""
    shown = {name: translated(title) for name, title in titles.items()}
    width = max(len(title) for title in shown.values())
    return "".join(f"  {shown[name]:<{width}}  {text(name, value)}\n" for name, value in values.items())


class LocaleText:
    """The screen for a command run with ``--locale``: the text's numbers in the locale's separators
    (core.number_locale); what ``write`` sends to '-' (JSON, CSV) goes to ``machine``, the stream itself."""

    def __init__(self, stream, locale: str) -> None:
        self.machine, self.locale = stream, locale

    def write(self, text: str) -> int:
        return self.machine.write(localized(text, self.locale))

    def __getattr__(self, name):
        return getattr(self.machine, name)
