"""Which build of expmech computes the cells: ``fingerprint()`` is the version and the first 16 hex digits of
SHA-256 over the package's Python sources (each file's path inside the package, a NUL, its bytes, in path
order), so two installs with the same ``__version__`` but different code differ. It enters every cell's journal
key and the manifest, and every Dask worker's must equal the client's before the first cell runs (a worker
that joins later checks it in each task).
"""
from __future__ import annotations

import functools
import hashlib
import platform
from importlib import metadata
from pathlib import Path

from .. import __version__
from ..core.translatable import message

PACKAGE = Path(__file__).resolve().parents[1]
DEPENDENCIES = ("numpy", "scipy", "pyarrow", "dask", "distributed", "cloudpickle")


class BuildMismatch(RuntimeError):
    """A Dask worker runs another build than the client (raised in the task, reported by the client)."""


@functools.lru_cache(maxsize=1)
def fingerprint() -> str:
    digest = hashlib.sha256()
    for path in sorted(PACKAGE.rglob("*.py"), key=lambda p: p.relative_to(PACKAGE).as_posix()):
        if "__pycache__" in path.parts:
            continue
        digest.update(path.relative_to(PACKAGE).as_posix().encode("utf-8") + b"\0")
        digest.update(path.read_bytes())
    return f"{__version__}+{digest.hexdigest()[:16]}"


def require(expected: str) -> None:
    """In a task: refuse to compute with another build than the client's."""
    here = fingerprint()
    if here != expected:
        raise BuildMismatch(message("this worker runs expmech {here}, the client {expected}", here=here,
                                    expected=expected))


def describe() -> dict:
    """This process's build and the versions of Python and of the installed dependencies (the manifest's)."""
    versions = {"build": fingerprint(), "python": platform.python_version()}
    for name in DEPENDENCIES:
        try:
            versions[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            pass
    return versions
