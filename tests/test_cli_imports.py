"""`expmech` loads what its subcommand needs (issue 36 §4): the batch engine (runner, executors, Dask) only
for `expmech batch`; a scenario's modules only when the command line names it (the registry is lazy); the room's
web server (aiohttp) and the OpenDP exporter only for their commands."""
import json
import subprocess
import sys

from machine import deadline

PROBE = ("import contextlib, io, json, sys\n"
         "from expmech_gui.cli import main\n"
         "with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(SystemExit):\n"
         "    main(sys.argv[1:])\n"
         "print(json.dumps(sorted(sys.modules)))\n")


def loaded_modules(*argv) -> list[str]:
    out = subprocess.run([sys.executable, "-c", PROBE, *argv], capture_output=True, text=True, check=True,
                         timeout=deadline(60))
    return json.loads(out.stdout.strip().splitlines()[-1])


def scenario_modules(loaded) -> list[str]:
    """The scenario modules loaded (scenarios.<family>.<module>, the framework left out)."""
    return [m for m in loaded if m.startswith("expmech_gui.scenarios.") and m.count(".") == 3
            and m.split(".")[2] != "framework"]


def test_help_and_account_do_not_load_the_batch_engine():
    loaded = loaded_modules("--help")
    assert "expmech_gui.batch.formats" in loaded  # the help lists every command's flags (batch's formats)
    assert "expmech_gui.batch.runner" not in loaded and "expmech_gui.batch.executors" not in loaded, loaded
    # nor what only running a command needs: the commands' code, the API, the bill, the room, the ledger's readers
    run_only = ("expmech_gui.cli.commands", "expmech_gui.cli.argparse_words", "expmech_gui.api", "expmech_gui.experiment",
                "expmech_gui.core.accounting.bill", "expmech_gui.batch.sampling", "expmech_gui.room.state",
                "expmech_gui.sessions", "expmech_gui.release_record")
    assert not [m for m in loaded if m.startswith(run_only)], loaded
    loaded = loaded_modules("account", "--epsilon", "1", "--releases", "3")
    assert not [m for m in loaded if m.startswith(("expmech_gui.batch", "expmech_gui.cli.batch"))], loaded


def test_a_run_loads_only_its_own_command():
    """`expmech run …` builds the parser of `run` alone: no other command's module (batch, room, ledger, …), and
    nothing a run does not use (the session reader, the privacy-loss search, the ledger's totals)."""
    from expmech_gui.scenarios import resources_dir

    preset = resources_dir() / "presets" / "teacher_of_the_year.csv"
    loaded = loaded_modules("run", "voting", "--data", str(preset), "--epsilon", "1", "--trials", "10")
    others = [f"expmech_gui.cli.{name}" for name in ("batch", "room", "ledger", "release", "presets",
                                                     "completion", "export_code", "mixed_account")]
    unused = ("expmech_gui.batch", "expmech_gui.room", "expmech_gui.io.session", "expmech_gui.sessions",
              "expmech_gui.core.privacy.loss", "expmech_gui.core.accounting.ledger_totals")
    assert not [m for m in loaded if m in others or m.startswith(unused)], loaded


def test_help_loads_no_scenario_and_a_run_only_its_own():
    from expmech_gui.scenarios import resources_dir

    unwanted = ("aiohttp", "expmech_gui.room.server", "expmech_gui.api.opendp_export")
    loaded = loaded_modules("--help")
    assert scenario_modules(loaded) == [] and not [m for m in loaded if m.startswith(unwanted)]
    preset = resources_dir() / "presets" / "teacher_of_the_year.csv"
    loaded = loaded_modules("run", "voting", "--data", str(preset), "--epsilon", "1", "--trials", "10")
    # pricing (its strategic voter), blr, PAC, top-k, … stay unloaded
    assert {m.split(".")[2] for m in scenario_modules(loaded)} == {"voting"}, scenario_modules(loaded)
    assert not [m for m in loaded if m.startswith(unwanted)]
