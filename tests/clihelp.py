"""The `expmech` command run as a user would: a fresh Python process, text in and out."""
import subprocess
import sys

CLI = (sys.executable, "-m", "expmech_gui.cli")  # `expmech` without relying on the installed script


def cli_argv(*args) -> list[str]:
    """The argument vector that runs `expmech *args` (for Popen, when a test needs the live process)."""
    return [*CLI, *map(str, args)]


def run_cli(*args, input=None, timeout=120, cwd=None) -> subprocess.CompletedProcess:
    """Run `expmech *args` to completion; stdout and stderr are captured as text."""
    return subprocess.run(cli_argv(*args), input=input, capture_output=True, text=True, timeout=timeout, cwd=cwd)
