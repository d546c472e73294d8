"""Every refusal a scenario raises is written through core.translatable.message (issue 35 §3: all user-visible
strings, error messages included, in the chosen language): an AST walk over expmech_gui/scenarios/** finds any
raise of a user-facing error whose text is a plain string or f-string, and a few real hostile inputs give the German
sentence, numbers in German format, under `use_language("de")` and the English one, byte for byte, under "en"."""
import ast
import sys
from pathlib import Path

import pytest

from expmech_gui.cli.catalogue import use_catalogue
from expmech_gui.core.errors import DataError
from expmech_gui.core.number_error import NumberError
from expmech_gui.core.problem import ProblemError
from expmech_gui.core.translatable import use_language
from expmech_gui.scenarios import SCENARIOS
from expmech_gui.scenarios.framework.participant_form import AnswerError
from expmech_gui.scenarios.gallery import gallery
from expmech_gui.scenarios.pricing import revenue
from expmech_gui.scenarios.synthetic import multiplicative_weights as mw

SCENARIO_DIR = Path(__file__).resolve().parent.parent / "expmech_gui" / "scenarios"
OWN_WORDS = (ProblemError, DataError, NumberError, AnswerError)  # errors whose text reaches a person as it is


def _subclass_names(classes) -> set[str]:
    found, todo = set(), list(classes)
    while todo:
        cls = todo.pop()
        if cls.__name__ not in found:
            found.add(cls.__name__)
            todo.extend(cls.__subclasses__())
    return found


def user_facing_names() -> set[str]:
    """The app's own-words errors and their subclasses (every scenario module imported), and ValueError: a field
    parser's ValueError is shown as the cell's or the box's refusal."""
    for key in SCENARIOS:
        SCENARIOS[key]  # imports the scenario's module, so its error classes are known
    return _subclass_names(OWN_WORDS) | {"ValueError"}


# Raises that may keep an English text: programmer errors a person cannot provoke, of a type that is not the app's
# own words (ui.failures says them as "an unexpected internal problem" and logs the text).
ALLOWED = {
    ("framework/registry.py", "a scenario called {…} is already registered"):
        "two scenario modules register one key: a packaging mistake, caught by tests/test_registry_scenario.py",
    ("framework/registry.py", "the registry declares {…} but {…} registers {…} ({…}, aliases {…}, mechanisms {…}): "
                              "make them agree"):
        "a scenario module disagrees with its Declared entry in scenarios/__init__.py: a programmer's mistake",
    ("framework/setting_names.py", "the {…} setting {…} ({…}) takes the name of a run parameter: {…}"):
        "a new scenario's setting named like a run parameter: checked when the module is written, never by a user",
    ("framework/setting_names.py", "the {…} setting {…} ({…}) collides with the {…} setting {…} ({…}): give it its "
                                   "own name and flag, or share that very Setting object"):
        "two scenarios' settings collide: a programmer's mistake found at import",
    ("topk/release.py", "unknown top-k method {…}"):
        "the method comes from the scenario's own mechanism keys (the CLI and the window offer only those)",
}


def _has_words(text: str) -> bool:
    return any(ch.isalpha() for ch in text)


def _plain_text(node) -> str | None:
    """The English of a plain string or f-string argument ('{…}' for each field), or None when it is not one (a
    message(...) call, an exception passed on, a variable)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        text = "".join(v.value if isinstance(v, ast.Constant) else "{…}" for v in node.values)
        literal = "".join(v.value for v in node.values if isinstance(v, ast.Constant))
        return text if _has_words(literal) else None
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
        return _plain_text(node.left) or _plain_text(node.right)
    if isinstance(node, ast.IfExp):
        return _plain_text(node.body) or _plain_text(node.orelse)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
        return _plain_text(node.func.value)
    return None


def _call_name(node) -> str | None:
    func = node.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None


def _assigned_texts(function, name: str) -> list[str]:
    """The plain texts assigned to ``name`` in ``function`` (a message built in a variable before the raise)."""
    texts = []
    for node in ast.walk(function):
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
            text = _plain_text(node.value)
            if text is not None and _has_words(text):
                texts.append(text)
    return texts


def _scenario_calls():
    """(file relative to scenarios/, call node, texts_of) for every call in scenarios/**; ``texts_of(argument)``
    is the plain English an argument holds, directly or through a variable of the enclosing function."""
    for path in sorted(SCENARIO_DIR.rglob("*.py")):
        rel = path.relative_to(SCENARIO_DIR).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        functions = [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
        for node in ast.walk(tree):
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
                node.exc.raised = True
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue

            def texts_of(argument, line=node.lineno, functions=functions) -> list[str]:
                if isinstance(argument, ast.Name):
                    enclosing = [f for f in functions if f.lineno <= line <= f.end_lineno]
                    return _assigned_texts(enclosing[-1], argument.id) if enclosing else []
                text = _plain_text(argument)
                return [text] if text is not None and _has_words(text) else []

            yield rel, node, texts_of


def english_refusals() -> list[tuple[str, int, str, str]]:
    """(file, line, error type, English text) of every refusal in scenarios/ not written through message(): a
    raised user-facing error's text, or the reason given to io.session.fail(source, where, reason)."""
    facing = user_facing_names()
    found = []
    for rel, node, texts_of in _scenario_calls():
        if _call_name(node) == "fail" and len(node.args) == 3:
            kind, argument = "SessionError", node.args[2]
        elif node.args and _call_name(node) in facing and getattr(node, "raised", False):
            kind, argument = _call_name(node), node.args[0]
        else:
            continue
        found += [(rel, node.lineno, kind, text) for text in texts_of(argument) if (rel, text) not in ALLOWED]
    return sorted(found)


# message() fields that may be English text: tokens a file or a flag must spell this way.
ALLOWED_FIELDS = {
    ("voting/voting.py", "what"): "the vote file's column names (candidate, votes, weight), which its header spells so",
}


def english_fields() -> list[tuple[str, int, str, str]]:
    """(file, line, field, English) of every message() field given a plain English text, directly or through a
    variable of the enclosing function (a sentence half-translated: 'about 7 hours', 'more than 10^19')."""
    return [(rel, node.lineno, keyword.arg, text) for rel, node, texts_of in _scenario_calls()
            if _call_name(node) == "message" for keyword in node.keywords
            if (rel, keyword.arg) not in ALLOWED_FIELDS for text in texts_of(keyword.value)]


def test_no_refusal_quotes_an_english_phrase_built_beside_it():
    found = english_fields()
    assert not found, "English phrases filled into refusals (write them with message() too):\n" + "\n".join(
        f"  {rel}:{line}: {field}={text!r}" for rel, line, field, text in found)


def test_every_scenario_refusal_goes_through_message():
    """A refusal's sentence is message("template {field}", field=…) so that the catalogue can give it in German;
    the few English texts left are programmer errors of a non-user-facing type, each listed with its reason."""
    found = english_refusals()
    assert not found, "English refusals (write them as message(...) and add the German):\n" + "\n".join(
        f"  {rel}:{line}: {kind}({text!r})" for rel, line, kind, text in found)


def test_the_allow_list_names_only_programmer_errors_that_still_exist():
    """Each allowed text is still raised (a stale entry would hide nothing) and by a type that is not the app's
    own words, so it can never be shown as it is."""
    facing = _subclass_names(OWN_WORDS)
    seen = {}
    for path in sorted(SCENARIO_DIR.rglob("*.py")):
        rel = path.relative_to(SCENARIO_DIR).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args:
                seen[(rel, _plain_text(node.exc.args[0]))] = _call_name(node.exc)
    for key, reason in ALLOWED.items():
        assert key in seen, f"{key} is no longer raised: remove it from ALLOWED"
        assert seen[key] not in facing, f"{key} is raised as {seen[key]}, a user-facing error"
        assert reason


def test_the_walk_finds_an_english_refusal(tmp_path, monkeypatch):
    """The walk itself: an f-string refusal, one built in a variable first, and a session-file reason are found;
    message(...) and an exception passed on are not."""
    module = tmp_path / "fake" / "fake.py"
    module.parent.mkdir()
    module.write_text(
        "def f(x, exc):\n"
        "    if x:\n"
        "        raise ProblemError(f'x must be at most {x}')\n"
        "    why = 'no data at all'\n"
        "    if exc:\n"
        "        raise DataError(why)\n"
        "    fail(source, where, 'expected a list')\n"
        "    raise ProblemError(message('x must be at most {x}', x=x))\n"
        "    raise DataError(str(exc))\n"
        "def g(minutes):\n"
        "    took = f'about {minutes} minutes'\n"
        "    raise ProblemError(message('it takes {took}', took=took))\n", encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "SCENARIO_DIR", tmp_path)
    assert [(line, kind, text) for _, line, kind, text in english_refusals()] == [
        (3, "ProblemError", "x must be at most {…}"), (6, "DataError", "no data at all"),
        (7, "SessionError", "expected a list")]
    assert [(line, field, text) for _, line, field, text in english_fields()] == [
        (12, "took", "about {…} minutes")]


@pytest.fixture
def german():
    use_catalogue("de")
    yield
    use_language()


def _refusal(call) -> str:
    with pytest.raises((ProblemError, NumberError, DataError)) as caught:
        call()
    return str(caught.value)


PMW_ROUNDS = mw.PMWConfig(epsilon=1.0, delta=1e-6, threshold=0.2, rate=0.25, rounds=20_000)

HOSTILE = [  # (what a person did, the refusal, its English, its German)
    ("PMW queries typed as 20000", lambda: SCENARIOS["pmw"].setting("pmw_rounds").parse("20000"),
     "the number of queries must be at least 1 and at most 5,000, not 20000",
     "die Anzahl der Anfragen muss mindestens 1 und höchstens 5.000 sein, nicht 20000"),
    ("a PMW run asked for 20,000 queries", lambda: mw.check_config(PMW_ROUNDS, 8),
     "the number of queries must be from 1 to 5,000, not 20000",
     "die Anzahl der Anfragen muss von 1 bis 5.000 reichen, nicht 20000"),
    ("the Gallery's randomized response with k = 20,000 answers", lambda: gallery.randomized_response(20_000, 1, 1.0),
     "k must be from 2 to 1,000, not 20000",
     "k muss von 2 bis 1.000 reichen, nicht 20000"),
    ("the Gallery's Laplace grid with a step of 0.000005", lambda: gallery.laplace(0.5, 0, 1, 5e-6, 1, 1.0),
     "step 5e-06 makes 200,000 grid points from 0 to 1; at most 100,000 are allowed: use a larger step",
     "step 5e-06 ergibt 200.000 Gitterpunkte von 0 bis 1; höchstens 100.000 sind erlaubt: verwenden Sie ein "
     "größeres step"),
    ("pricing α = 1.5", lambda: revenue.grid_size(1.5),
     "α (the price-grid step as a fraction of the max price) must be greater than 0 and at most 1, not 1.5",
     "α (die Schrittweite des Preisgitters als Anteil am Höchstpreis) muss größer als 0 und höchstens 1 sein, "
     "nicht 1.5"),
    ("pricing α typed as 0.00000001", lambda: SCENARIOS["pricing"].setting("alpha").parse("0.00000001"),
     "α must be at least 1e-7 (a grid of at most 10,000,000 prices), not 0.00000001",
     "α muss mindestens 1e-7 sein (ein Gitter von höchstens 10.000.000 Preisen), nicht 0.00000001"),
]


@pytest.mark.parametrize("case", HOSTILE, ids=[c[0] for c in HOSTILE])
def test_a_hostile_input_is_refused_in_german_with_german_numbers(german, case):
    """Limits and counts in German separators (5.000, 200.000); what the person typed (1.5, 0.00000001) as typed."""
    _, call, _, expected = case
    assert _refusal(call) == expected


@pytest.mark.parametrize("case", HOSTILE, ids=[c[0] for c in HOSTILE])
def test_the_same_refusal_stays_english_byte_for_byte(case):
    use_language()
    _, call, expected, _ = case
    assert _refusal(call) == expected
