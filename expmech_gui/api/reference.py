"""The API reference, generated from the public module's signatures and docstrings (no documentation tool needed):

    python -m expmech_gui.api.reference docs/api-reference.md

tests/test_api.py checks that the page in docs/ is what this writes, so the reference never drifts from the code."""
from __future__ import annotations

import inspect
import sys
from pathlib import Path

from .. import api

HEADER = ("# `expmech_gui.api` reference\n\nGenerated from the docstrings by `python -m expmech_gui.api.reference "
          "docs/api-reference.md`; the guide with a worked notebook is [api.md](api.md).\n")


def _doc(obj) -> str:
    return inspect.cleandoc(obj.__doc__ or "(no docstring)")


def _members(cls) -> list[str]:
    out = []
    for name, member in vars(cls).items():
        if name.startswith("_") or not (callable(member) or isinstance(member, property)):
            continue
        target = member.fget if isinstance(member, property) else member
        signature = "" if isinstance(member, property) else str(inspect.signature(member)).replace("(self, ", "(")
        signature = signature.replace("(self)", "()")
        first = _doc(target).split("\n\n")[0].replace("\n", " ") if target.__doc__ else ""
        out.append(f"- `{name}{signature}`" + (f": {first}" if first else ""))
    return out


def reference() -> str:
    """The reference page as markdown: every name in ``api.__all__``, functions then result types."""
    parts = [HEADER, "## Module\n", _doc(api) + "\n"]
    names = list(api.__all__)
    functions = [n for n in names if inspect.isfunction(getattr(api, n))]
    classes = [n for n in names if inspect.isclass(getattr(api, n))]
    parts.append("## Functions\n")
    for name in functions:
        fn = getattr(api, name)
        parts.append(f"### `{name}{inspect.signature(fn)}`\n\n{_doc(fn)}\n")
    parts.append("## Result types\n")
    for name in classes:
        cls = getattr(api, name)
        parts.append(f"### `{name}`\n\n{_doc(cls)}\n\n" + "\n".join(_members(cls)) + "\n")
    return "\n".join(parts)


if __name__ == "__main__":
    text = reference()
    if len(sys.argv) > 1:
        Path(sys.argv[1]).write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
