"""Where the app may write a file or a folder of files (exports, reports, slides, sessions), checked before anything
is made, and every operating-system refusal said in words: the one place for both, so a regular file, a pipe or
/proc chosen as a folder gets the same sentence from every export, never Python's "[Errno 17] File exists: …"."""
from __future__ import annotations

import errno
import os
import stat
import tempfile
from pathlib import Path

from ..core.translatable import message, translatable, translated

_REASONS = {
    errno.ENOENT: translatable("the folder does not exist, or the system makes no files there"),
    errno.ENOTDIR: translatable("part of the path is a file, not a folder"),
    errno.EISDIR: translatable("it is a folder"),
    errno.EEXIST: translatable("a file of that name is in the way"),
    errno.EACCES: translatable("permission denied"),
    errno.EPERM: translatable("the system does not allow it"),
    errno.EROFS: translatable("the disk is read-only"),
    errno.ENOSPC: translatable("the disk is full"),
    errno.ENAMETOOLONG: translatable("the name is too long"),
    errno.EINVAL: translatable("the system makes no files there"),
    errno.ENXIO: translatable("it is a device or a pipe, not a file"),
    getattr(errno, "EDQUOT", errno.ENOSPC): translatable("the disk quota is used up"),  # (Windows has no EDQUOT)
}


_PROBE_REASONS = {  # why a folder that exists takes no new file (anything else: /proc, /sys)
    errno.EACCES: translatable("you may not write in {folder}"),
    errno.EROFS: translatable("{folder} is on a read-only disk"),
    errno.ENOSPC: translatable("the disk of {folder} is full"),
}


def os_reason(exc: OSError) -> str:
    """Why the system refused, in words (an OSError the app raised itself, without an errno, is its own words)."""
    if getattr(exc, "errno", None) is None:
        return str(exc) or message("the system refused")
    reason = _REASONS.get(exc.errno)
    return translated(reason) if reason else exc.strerror or message("the system refused")


def os_failure(exc: OSError, path, action: str = translatable("write")) -> str:
    """'<path>: cannot <action> (<reason in words>); nothing was written'; an OSError the app raised itself names
    its path already and is returned as it is."""
    if getattr(exc, "errno", None) is None and str(exc):
        return str(exc)
    return message("{path}: cannot {action} ({reason}); nothing was written", path=path, action=translated(action),
                   reason=os_reason(exc))


def _kind(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return message("a pipe")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return message("a device")
    if stat.S_ISSOCK(mode):
        return message("a socket")
    return message("a file")


def folder_problem(folder) -> str | None:
    """Why no file can be written into ``folder`` (None if one can): missing, not a folder (a file, a pipe), or
    refused by the system — found by making and removing a small temporary file there, since /proc and /sys pass
    the permission test as root and still make no files."""
    folder = os.fspath(folder)
    try:
        mode = os.stat(folder).st_mode
    except FileNotFoundError:
        return message("the folder {folder} does not exist", folder=folder)
    except NotADirectoryError:
        return message("part of {folder} is a file, not a folder", folder=folder)
    except OSError as exc:
        return message("{folder} cannot be used: {reason}", folder=folder, reason=os_reason(exc))
    if not stat.S_ISDIR(mode):
        return message("{folder} is {kind}, not a folder", folder=folder, kind=_kind(mode))
    try:
        fd, probe = tempfile.mkstemp(prefix=".expmech-", suffix=".probe", dir=folder)
    except OSError as exc:
        return message(_PROBE_REASONS.get(exc.errno, translatable("the system makes no files in {folder}")),
                       folder=folder)
    os.close(fd)
    try:
        os.remove(probe)
    except OSError:
        pass
    return None


def check_target_file(path) -> None:
    """OSError in words naming ``path`` when it cannot be written: its folder's problem, or ``path`` itself is a
    folder, a pipe or a device (never opened: a FIFO would block)."""
    folder = os.path.dirname(os.path.abspath(path))
    problem = folder_problem(folder)
    if problem is None:
        try:
            mode = os.stat(path).st_mode
        except OSError:
            return
        if stat.S_ISDIR(mode):
            problem = message("it is a folder")
        elif not stat.S_ISREG(mode):
            problem = message("it is {kind}, not a regular file: choose a file name", kind=_kind(mode))
    if problem is not None:
        raise OSError(message("{path}: cannot write ({problem}); nothing was written", path=path, problem=problem))


def make_export_folder(folder) -> Path:
    """``folder``, made if missing, where files can be written; OSError in words naming it otherwise."""
    folder = Path(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        pass  # a file, a pipe or a device of that name: said below
    except OSError as exc:
        raise OSError(message("{folder}: cannot make the folder ({reason}); nothing was written", folder=folder,
                              reason=os_reason(exc))) from None
    problem = folder_problem(folder)
    if problem is not None:
        raise OSError(message("{folder}: cannot write there ({problem}); nothing was written", folder=folder,
                              problem=problem))
    return folder


_STREAM_NAMES = ("/dev/stdout", "/dev/stderr", "/dev/fd/", "/proc/self/fd/")


def is_stream_target(path) -> bool:
    """Whether ``path`` is written in place rather than through a temporary file renamed over it: a character
    device (/dev/null, a terminal), a FIFO (a named pipe, a shell's process substitution) or the process's own
    streams (/dev/stdout, /dev/fd/N — even when they lead to a regular file, which the shell opened for us)."""
    text = os.fspath(path)
    if text.startswith(_STREAM_NAMES):
        return True
    try:
        mode = os.stat(text).st_mode
    except OSError:
        return False
    return stat.S_ISCHR(mode) or stat.S_ISFIFO(mode)


def write_to_stream(path, text: str) -> None:
    """Write ``text`` (UTF-8) into the device, pipe or stream ``path`` in place, appending (a stream that leads to
    a regular file keeps what was written before). A pipe with no reader is refused at once instead of blocking
    (opened non-blocking); a folder, a block device or a socket never reaches here (``is_stream_target``).
    OSError in words naming ``path``."""
    text_path = os.fspath(path)
    try:
        fd = os.open(text_path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        reason = message("no program is reading from the pipe") if exc.errno == errno.ENXIO else os_reason(exc)
        raise OSError(message("{path}: cannot write ({problem}); nothing was written", path=text_path,
                              problem=reason)) from None
    try:
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)  # a reader is there: wait for it like any pipe writer
        data = text.encode("utf-8")
        while data:
            data = data[os.write(fd, data):]
    except OSError as exc:
        raise OSError(message("{path}: cannot write ({reason})", path=text_path, reason=os_reason(exc))) from None
    finally:
        os.close(fd)
