"""`expmech release`: one published release with a sampler whose output does not depend on floating-point rounding."""
from __future__ import annotations

from .parser import UsageError

NAME = "release"


def add_parser(sub, common) -> None:
    sub.add_parser(NAME, help="one published release with a sampler whose output does not depend on floating-point rounding (not yet available)")


def run(args, out, err) -> None:
    raise UsageError("expmech release is not available yet")
