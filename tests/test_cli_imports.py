"""`expmech` loads what its subcommand needs (issue 36 §4): the batch engine (runner, executors, Dask) only
for `expmech batch`."""
import subprocess
import sys

from machine import deadline

PROBE = ("import contextlib, io, sys\n"
         "from expmech_gui.cli import main\n"
         "with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(SystemExit):\n"
         "    main(sys.argv[1:])\n"
         "print(sorted(m for m in sys.modules if m.startswith('expmech_gui.batch.')))\n")


def loaded_batch_modules(*argv):
    out = subprocess.run([sys.executable, "-c", PROBE, *argv], capture_output=True, text=True, check=True,
                         timeout=deadline(60))
    return out.stdout.strip().splitlines()[-1]


def test_help_and_account_do_not_load_the_batch_engine():
    for argv in (["--help"], ["account", "--epsilon", "1", "--releases", "3"]):
        loaded = loaded_batch_modules(*argv)
        assert "expmech_gui.batch.formats" in loaded  # the probe saw the batch package (the flags' choices)
        assert "expmech_gui.batch.runner" not in loaded and "expmech_gui.batch.executors" not in loaded, loaded
