"""How long `expmech` takes to start, beside `python -c "import numpy"`, run by hand (not by CI):
python tests/benchmarks/bench_cli_start.py

Each command runs 15 times in a fresh interpreter, after one run that caches the byte code (in a temporary
PYTHONPYCACHEPREFIX, as an installed package has it: with PYTHONDONTWRITEBYTECODE every start would compile),
the commands taking turns with the reference so that a change in the machine's load falls on all of them; the
least process CPU time (user + system of the child) is printed with the modules it imported and its ratio to
importing numpy alone. Target (issue 36 §4):
`expmech --help` and `expmech run voting …` ≤ 1.5× `import numpy`.
"""
import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

PRESET = Path(__file__).resolve().parents[2] / "resources" / "presets" / "teacher_of_the_year.csv"
COUNT = "import sys, runpy; sys.argv = {argv!r}\ntry:\n    runpy.run_module('expmech_gui.cli', run_name='__main__')\n" \
        "except SystemExit:\n    pass\nprint(len(sys.modules), file=sys.stderr)"


ENV = dict(os.environ, PYTHONPYCACHEPREFIX=tempfile.mkdtemp(prefix="expmech-pyc-"))
ENV.pop("PYTHONDONTWRITEBYTECODE", None)


def cpu_time(argv) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, *argv], env=ENV, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def least_cpu(commands, reps=15) -> list[float]:
    """The least CPU time of each command over ``reps`` rounds, each round running every command once."""
    for argv in commands:
        cpu_time(argv)  # caches the byte code
    best = [float("inf")] * len(commands)
    for _ in range(reps):
        best = [min(b, cpu_time(argv)) for b, argv in zip(best, commands)]
    return best


def modules(args):
    code = COUNT.format(argv=["expmech", *args])
    out = subprocess.run([sys.executable, "-c", code], env=ENV, capture_output=True, text=True)
    return out.stderr.strip().splitlines()[-1] if out.stderr.strip() else "?"


def main() -> None:
    lines = (["--help"], ["run", "voting", "--data", str(PRESET), "--epsilon", "1"])
    ref, *took = least_cpu([["-c", "import numpy"], *(["-m", "expmech_gui.cli", *args] for args in lines)])
    print(f"python -c 'import numpy': {ref:.3f} s CPU")
    for args, t in zip(lines, took):
        print(f"expmech {' '.join(args[:2])} …: {t:.3f} s CPU, {modules(args)} modules, {t / ref:.2f}× "
              "import numpy (target ≤ 1.5×)")


if __name__ == "__main__":
    main()
