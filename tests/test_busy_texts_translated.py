"""The texts shown only while something computes (a view's busy line, a progress bar's format, the status bar's
words) and the job descriptions a failure names ("Could not {what}: …") go through the catalogue (issue 35 §3):
the German walk (tests/test_gui_untranslated.py) never sees them, so an AST walk over expmech_gui/ui finds any
``setText``/``setFormat``/``statusMessage.emit``/``showMessage`` given a plain string or f-string with English
words, and any ``JobRunner(parent, "what")`` description or ``JobBar`` unit not marked ``translatable``. A PMW run started
in German shows its busy text in German, its number in German separators."""
import ast
import sys
from pathlib import Path

UI_DIR = Path(__file__).resolve().parent.parent / "expmech_gui" / "ui"
WRAPPERS = {"red", "esc", "shown"}  # markup and number helpers: the text inside is what is shown
SHOWN_BY = {"setText", "setFormat", "showMessage", "emit"}  # emit: only statusMessage.emit

# Plain texts that are data, not words: what the user typed or a file name, a number, a symbol and its value.
ALLOWED = {
    ("story/window.py", "ε = {…}"): "the sentences' ε: a symbol and a number, the same in every language",
    ("widgets/privacy/bill.py", "<table cellspacing='4'>{…}</table>"): "the bill's rows, each written with tr() before",
}


def _words(text: str) -> bool:
    """Whether ``text`` (fields as '{…}') has a word of two letters or more: 'ε = {…}' and '{…} / {…}' have none."""
    letters = "".join(ch if ch.isalpha() else " " for ch in text.replace("{…}", " "))
    return any(len(word) > 1 for word in letters.split())


def _plain_text(node) -> str | None:
    """The English of a plain string or f-string ('{…}' for each field), or None (a tr()/message() call, a
    variable, a translated text passed on)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "{…}" for v in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
        left, right = _plain_text(node.left), _plain_text(node.right)
        return left if left is not None and _words(left) else right
    if isinstance(node, ast.IfExp):
        body, orelse = _plain_text(node.body), _plain_text(node.orelse)
        return body if body is not None and _words(body) else orelse
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
        return _plain_text(node.func.value)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in WRAPPERS and node.args:
        return _plain_text(node.args[0])
    return None


def _shown_argument(node: ast.Call):
    """The argument a call shows to a person, or None when the call shows nothing."""
    func = node.func
    if not isinstance(func, ast.Attribute) or func.attr not in SHOWN_BY or not node.args:
        return None
    if func.attr == "emit":
        owner = func.value
        if not (isinstance(owner, ast.Attribute) and owner.attr == "statusMessage"):
            return None
    return node.args[0]


def _job_description(node: ast.Call):
    """A JobRunner's description (its second argument or ``what=``; ``submit(..., what=...)`` too), or the unit a
    JobBar's progress format names ("1,000 / 4,000 ε values")."""
    func = node.func
    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
    if name in ("JobRunner", "JobBar") and len(node.args) >= 2:
        return node.args[1]
    if name in ("JobRunner", "submit"):
        return next((k.value for k in node.keywords if k.arg == "what"), None)
    if name == "JobBar":
        return next((k.value for k in node.keywords if k.arg == "unit"), None)
    return None


def english_busy_texts() -> list[tuple[str, int, str]]:
    """(file under ui/, line, English) of every shown text and job description not written through the catalogue."""
    found = []
    for path in sorted(UI_DIR.rglob("*.py")):
        rel = path.relative_to(UI_DIR).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            shown, described = _shown_argument(node), _job_description(node)
            for argument in (shown, described):
                text = None if argument is None else _plain_text(argument)
                if text is not None and _words(text) and (rel, text) not in ALLOWED:
                    found.append((rel, node.lineno, text))
    return sorted(found)


def test_every_busy_text_and_job_description_goes_through_the_catalogue():
    """Write them tr("…").format(…) (numbers through language.shown) or message(…), a job's description
    translatable("…"), and add the German to resources/i18n/expmech_de.ts."""
    found = english_busy_texts()
    assert not found, "English texts shown while computing:\n" + "\n".join(
        f"  {rel}:{line}: {text!r}" for rel, line, text in found)


def test_the_allow_list_names_texts_that_still_exist():
    texts = set()
    for path in sorted(UI_DIR.rglob("*.py")):
        rel = path.relative_to(UI_DIR).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and _shown_argument(node) is not None:
                texts.add((rel, _plain_text(_shown_argument(node))))
    assert set(ALLOWED) <= texts, "stale ALLOWED entries: " + repr(set(ALLOWED) - texts)


def test_the_walk_finds_english_busy_texts(tmp_path, monkeypatch):
    """The walk itself: an f-string busy text, a plain progress format, a status message and a job description are
    found; tr(), message(), translatable() and a number-only format are not."""
    module = tmp_path / "fake.py"
    module.write_text(
        "def f(self, n, done, total):\n"
        "    self.words.setText(f'Simulating {n} selections…')\n"
        "    self.bar.setFormat('solving…')\n"
        "    self.statusMessage.emit(f'Scanning {n} reports…')\n"
        "    self.jobs = JobRunner(self, 'scan the reports')\n"
        "    self.bar = JobBar(self.jobs, 'ε values')\n"
        "    self.words.setText(tr('Simulating {n} selections…').format(n=n))\n"
        "    self.words.setText(message('solving…'))\n"
        "    self.jobs = JobRunner(self, translatable('scan the reports'))\n"
        "    self.bar = JobBar(self.jobs, translatable('ε values'))\n"
        "    self.bar.setFormat(f'{done:,} / {total:,}')\n"
        "    self.words.setText('')\n", encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "UI_DIR", tmp_path)
    assert [(line, text) for _, line, text in english_busy_texts()] == [
        (2, "Simulating {…} selections…"), (3, "solving…"), (4, "Scanning {…} reports…"), (5, "scan the reports"),
        (6, "ε values")]
