"""Refusals of core, cli, batch, room, io, ui and the package's top-level modules go through the catalogue (issue 35
§3): no user-facing error is raised with a plain English sentence; `expmech --locale de …` says a refused flag and
a refused experiment file in German, and without --locale the English is byte for byte what it was.

expmech_gui/api is left out on purpose: a Python API for programmers, whose errors stay English like Python's own.
scenarios/ is another engineer's (its refusals are converted there)."""
import ast
import subprocess
import sys
from pathlib import Path

import pytest

from expmech_gui.cli.catalogue import use_catalogue
from expmech_gui.core.translatable import listed, use_language

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "expmech_gui"
CHECKED = ("core", "cli", "batch", "room", "io", "ui")  # and the package's own *.py files
# exceptions whose text a user reads (the CLI's `error:` line, the window's red line, a phone's JSON, a cell's error)
USER_FACING = {"ProblemError", "DataError", "NumberError", "SessionError", "UsageError", "SpecError", "ClusterFailed",
               "ArgumentTypeError", "AnswerError", "TableLimitError", "PasteError", "BuildMismatch"}
FAILS = {"fail", "fail_at"}  # batch's spec reader: fail(key, reason) raises a SpecError naming the file's line
# (module, start of the English) → why it may stay English
ALLOWED = {
    ("core/accounting/ledger.py", "a ledger holds LedgerEntry records"):
        "a type check on the program's own call (only code appends to a ledger), never a user's input",
    ("ui/scenarios/__init__.py", "the {self.scenario.title} scenario has neither a rows table"):
        "a scenario author's mistake (a scenario without an editor), found by the registry tests",
}


def checked_files():
    yield from sorted(PACKAGE.glob("*.py"))
    for package in CHECKED:
        yield from sorted((PACKAGE / package).rglob("*.py"))


def _english(node) -> str | None:
    """The English of ``node`` when it is a plain sentence (a literal, an f-string, one joined with +, either branch
    of ``a if c else b`` or ``a or b``), else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value if any(c.isalpha() for c in node.value) else None
    if isinstance(node, ast.JoinedStr):
        return ast.unparse(node)[2:-1]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _english(node.left) or _english(node.right)
    if isinstance(node, ast.IfExp):
        return _english(node.body) or _english(node.orelse)
    if isinstance(node, ast.BoolOp):
        return next((e for e in map(_english, node.values) if e), None)
    return None


def _name(func) -> str | None:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None


def _reason(call: ast.Call):
    """The argument of ``call`` that a user reads: a user-facing error's first, a spec reader's reason."""
    name = _name(call.func)
    if name in USER_FACING and call.args:
        return call.args[0]
    if name in FAILS and call.args:
        return call.args[-1]
    return None


def _sentences_assigned(function) -> dict[str, str]:
    """Names a function binds to a plain sentence (``reason = f"…"`` before ``raise X(reason)``)."""
    out = {}
    for node in ast.walk(function):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            english = _english(node.value)
            if english:
                out[node.targets[0].id] = english
    return out


def untranslated(path: Path) -> list[tuple[int, str]]:
    """(line, English) of every user-facing error in ``path`` made from a plain sentence."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    scopes = [tree, *(n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)))]
    for scope in scopes:
        assigned = _sentences_assigned(scope) if scope is not tree else {}
        body = scope.body
        for node in (n for stmt in body for n in ast.walk(stmt)):
            if not isinstance(node, ast.Call):
                continue
            reason = _reason(node)
            if reason is None:
                continue
            english = _english(reason) or (assigned.get(reason.id) if isinstance(reason, ast.Name) else None)
            if english:
                found.append((node.lineno, english))
    return sorted(set(found))


def test_no_user_facing_error_is_raised_with_a_plain_english_sentence():
    """An AST walk over the packages whose refusals users read: each is message("template {field}", field=…)
    (or tr() on the Qt side), so that `--locale de` and View ▸ Language say it in German."""
    offenders, allowed_seen = [], set()
    for path in checked_files():
        module = path.relative_to(PACKAGE).as_posix()
        for line, english in untranslated(path):
            allowed = next((key for key in ALLOWED if key[0] == module and english.startswith(key[1])), None)
            if allowed:
                allowed_seen.add(allowed)
            else:
                offenders.append(f"{module}:{line}: {english[:100]!r}")
    assert not offenders, f"{len(offenders)} refusals in plain English:\n" + "\n".join(offenders)
    assert allowed_seen == set(ALLOWED), f"allow-list entries no longer needed: {set(ALLOWED) - allowed_seen}"


def test_the_walk_finds_plain_sentences_raised_directly_or_built_before():
    source = ('def f(x):\n    raise ProblemError(f"bad {x}")\n'
              'def g(r):\n    r.fail("grid", "grid must be a table")\n'
              'def h(x):\n    reason = "too big"\n    raise DataError(reason)\n'
              'def ok(x):\n    raise ProblemError(message("bad {x}", x=x))\n'
              'def programmer(x):\n    raise ValueError(f"internal {x}")\n')
    path = Path(__file__).parent / "__walk_probe.py"
    path.write_text(source, encoding="utf-8")
    try:
        assert [e for _, e in untranslated(path)] == ["bad {x}", "grid must be a table", "too big"]
    finally:
        path.unlink()


def expmech(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "expmech_gui.cli", *map(str, args)], capture_output=True,
                          text=True, encoding="utf-8", cwd=cwd, timeout=120)


def test_a_refused_flag_value_is_german_with_locale_de_and_byte_identical_english_without():
    german = expmech("--locale", "de", "run", "pricing", "--epsilon", "abc")
    assert german.returncode == 2
    assert german.stderr == "error: Argument --epsilon: 'abc' ist keine Zahl\n"
    choice = expmech("--locale", "de", "run", "pricing", "--epsilon", "1", "--mechanism", "zzz")
    assert choice.stderr.startswith("error: Argument --mechanism: ungültige Auswahl: 'zzz' (wählen Sie aus ")
    missing = expmech("--locale", "de", "run", "pricing", "--epsilon", "1")
    assert missing.stderr == ("error: --data FILE ist nötig: geben Sie SCENARIO --data FILE --epsilon E oder "
                              "--session FILE an\n")
    english = expmech("run", "pricing", "--epsilon", "abc")
    assert (english.returncode, english.stderr) == (2, "error: argument --epsilon: 'abc' is not a number\n")
    assert expmech("run", "pricing", "--epsilon", "1").stderr == (
        "error: --data FILE is required: give SCENARIO --data FILE --epsilon E, or --session FILE\n")
    assert expmech("run", "pricing", "--epsilon", "1", "--mechanism", "zzz").stderr == (
        "error: argument --mechanism: invalid choice: 'zzz' (choose from 'exponential', 'gumbel', "
        "'permute-and-flip', 'peeling', 'laplace')\n")
    assert expmech("--locale", "xx", "run").stderr == (
        "error: argument --locale: invalid choice: 'xx' (choose from 'en', 'de')\n")


GRID = """format_version = 1
scenario = "voting"
data = ["preset:NAME"]
seed = 7
[grid]
epsilon = "10:0.1:3"
"""


def test_a_batch_grid_refusal_is_german_with_locale_de_and_english_without(tmp_path):
    spec = tmp_path / "exp.toml"
    spec.write_text(GRID, encoding="utf-8")
    german = expmech("--locale", "de", "batch", spec, "--out", tmp_path / "out")
    assert german.returncode == 2 and not (tmp_path / "out").exists()
    assert german.stderr == (f"error: {spec}, Zeile 6, grid.epsilon: im Bereich '10:0.1:3': HI (0.1) muss mindestens "
                             "LO (10) sein\n")
    english = expmech("batch", spec, "--out", tmp_path / "out")
    assert english.stderr == (f"error: {spec}, line 6, grid.epsilon: in the range '10:0.1:3': HI (0.1) must be at "
                              "least LO (10)\n")


def test_a_file_that_is_not_toml_is_refused_in_german_naming_line_and_column_without_tomllibs_english(tmp_path):
    """tomllib's own text ("Expected '=' after a key in a key/value pair") never sits in the sentence: the place
    (line and column) and what is wrong there, in the language in use."""
    spec = tmp_path / "exp.toml"
    spec.write_text(GRID.replace("seed = 7", "seed 7"), encoding="utf-8")
    german = expmech("--locale", "de", "batch", spec, "--out", tmp_path / "out")
    assert german.returncode == 2 and not (tmp_path / "out").exists()
    assert german.stderr == (f"error: {spec}, Zeile 4, Spalte 6: kein gültiges TOML: nach einem Schlüssel fehlen '=' "
                             "und ein Wert\n")
    english = expmech("batch", spec, "--out", tmp_path / "out")
    assert english.stderr == f"error: {spec}, line 4, column 6: not valid TOML: a key needs '=' and a value after it\n"
    assert "Expected" not in german.stderr + english.stderr


FAILING_CELLS = """format_version = 1
scenario = "voting"
data = ["votes.csv"]
seed = 7
[grid]
epsilon = [1.0]
analysis = ["monotone"]
neighbours = ["replace"]
trials = [100]
"""


def test_a_failed_cells_error_is_recorded_in_english_whatever_the_language(tmp_path):
    """A cell's error is data in the run's files (the journal, the table, the manifest): English under
    `expmech --locale de batch` too, as on a worker process, so that every run of a file writes the same bytes."""
    import io
    import json

    from expmech_gui.cli import main

    (tmp_path / "votes.csv").write_bytes((ROOT / "resources" / "presets" / "teacher_of_the_year.csv").read_bytes())
    spec = tmp_path / "exp.toml"
    spec.write_text(FAILING_CELLS, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert main(["--locale", "de", "batch", str(spec), "--out", str(tmp_path / "out"), "--workers", "1"], out, err) == 3
    [failed] = json.loads((tmp_path / "out" / "manifest.json").read_text(encoding="utf-8"))["failed"]
    assert failed["error"].startswith("the monotone analysis (ε/Δ) is not valid under replace neighbours")


@pytest.fixture
def german():
    use_catalogue("de")
    yield
    use_language()


def test_room_refusals_follow_the_presenters_language(german):
    """The room's refusals (and a phone's JSON error) are said in the language the presenter's app, or
    `expmech --locale de room`, uses: the room is the presenter's, held in one language."""
    from expmech_gui.room.state import check_join_code
    from expmech_gui.room.template import names_list

    with pytest.raises(ValueError, match="^--candidates nennt eine Auswahl doppelt$"):
        names_list("A,B,A", "--candidates")
    with pytest.raises(ValueError, match="^ein Beitrittscode hat 4 bis 32 Buchstaben oder Ziffern$"):
        check_join_code("x")
    use_language()
    with pytest.raises(ValueError, match="^a join code is 4 to 32 letters or digits$"):
        check_join_code("x")


def test_lists_are_joined_in_the_language_in_use(german):
    assert listed(["pricing", "voting", "lunch"]) == "pricing und voting und lunch"
    assert listed(["pricing", "voting", "lunch"], commas=True) == "pricing, voting und lunch"
    use_language()
    assert listed(["pricing", "voting", "lunch"]) == "pricing and voting and lunch"
    assert listed(["a"]) == "a" and listed([]) == ""
