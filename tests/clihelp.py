"""The `expmech` command run as a user would: a fresh Python process, text in and out."""
import subprocess
import sys

from machine import deadline

CLI = (sys.executable, "-m", "expmech_gui.cli")  # `expmech` without relying on the installed script


def cli_argv(*args) -> list[str]:
    """The argument vector that runs `expmech *args` (for Popen, when a test needs the live process)."""
    return [*CLI, *map(str, args)]


def run_cli(*args, input=None, timeout=None, cwd=None) -> subprocess.CompletedProcess:
    """Run `expmech *args` to completion; stdout and stderr are captured as text. It may take ``timeout`` seconds
    (by default two minutes on an idle machine, longer on a busy one: machine.deadline)."""
    return subprocess.run(cli_argv(*args), input=input, capture_output=True, text=True,
                          timeout=timeout or deadline(120), cwd=cwd)


def run_here(*args) -> subprocess.CompletedProcess:
    """`expmech *args` run in this process (``cli.main`` with stdout and stderr captured as text): what
    :func:`run_cli` returns, without a Python start and the app's imports (half a second of CPU each). For the
    command's behaviour; the tests of the entry point itself (the README's tour, refusals, Ctrl+C, a worker pool)
    keep the subprocess."""
    import io
    from contextlib import redirect_stderr, redirect_stdout

    from expmech_gui import cli

    argv = [str(a) for a in args]
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):  # (what argparse writes itself: --help, then its exit)
        try:
            code = cli.main(argv, out=out, err=err)
        except SystemExit as stop:
            code = stop.code if isinstance(stop.code, int) else 1
    return subprocess.CompletedProcess([*CLI, *argv], code, out.getvalue(), err.getvalue())


HOLD = "held: waiting for a signal"  # the line a held command writes to stderr when it stops to wait
_HELD = r"""
import signal, sys, time
from importlib import import_module
# Ctrl+C as in a terminal, even when the test run was started in the background (where SIGINT comes ignored)
signal.signal(signal.SIGINT, signal.default_int_handler)
target, after, argv = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
module, _, path = target.partition(":")
owner = import_module(module)
*owners, name = path.split(".")
for part in owners:
    owner = getattr(owner, part)
real, calls = getattr(owner, name), [0]

def held(*args, **kwargs):
    result = real(*args, **kwargs)
    calls[0] += 1
    if calls[0] == after:
        sys.stderr.write(HOLD + "\n")
        sys.stderr.flush()
        while True:  # until Ctrl+C (or SIGTERM, where the command turns it into KeyboardInterrupt); not
            time.sleep(0.05)  # signal.pause(): a signal just before it would be missed and the wait never end
    return result

setattr(owner, name, held)
from expmech_gui.cli import main
sys.exit(main(argv))
""".replace("HOLD", repr(HOLD))


def held_cli_argv(target: str, after: int, *args) -> list[str]:
    """`expmech *args`, held mid-way: once ``target`` ("module:Class.method", a step of the command) has returned
    ``after`` times, the process writes HOLD on stderr and waits there until a signal interrupts it — the state
    "still computing" made certain, however fast the machine is."""
    return [sys.executable, "-c", _HELD, target, str(after), *map(str, args)]
