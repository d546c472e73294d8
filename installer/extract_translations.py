"""Find every text the window translates and bring each catalogue up to date with it.

    python installer/extract_translations.py          # add new texts to resources/i18n/expmech_*.ts
    python installer/extract_translations.py --check  # only list texts a catalogue lacks (exit 1 if any)
    python installer/extract_translations.py --unused        # list catalogue entries no code uses any more
    python installer/extract_translations.py --drop-unused   # … and delete them from each catalogue

``pyside6-lupdate`` reads the package's Python files and finds every literal marked ``translatable("…")``,
``message("…", …)`` or ``words("…", …)`` (core/translatable.py: Qt's ``QT_TR_NOOP``), ``QT_TRANSLATE_NOOP(…)``,
``tr(…)`` and ``QCoreApplication.translate(…)``. The window looks texts up without their mnemonic '&' in one
context, "ExpMech" (ui/language.py), so the found texts are stored that way. A new text enters each catalogue
unfinished (an empty translation): translate it there, then compile with installer/compile_translations.py."""
from __future__ import annotations

import ast
import csv
import json
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "expmech_gui"
I18N = ROOT / "resources" / "i18n"
CONTEXT = "ExpMech"
MARKS = "QT_TR_NOOP+=translatable,QT_TR_NOOP+=message,QT_TR_NOOP+=words"  # core.translatable's marks


def lupdate() -> str:
    """The pyside6-lupdate command (beside this Python's executable when it is not on PATH)."""
    found = shutil.which("pyside6-lupdate") or shutil.which("pyside6-lupdate", path=str(Path(sys.executable).parent))
    if found is None:
        raise FileNotFoundError("pyside6-lupdate is not installed (it comes with PySide6)")
    return found


def extracted_texts(package: Path = PACKAGE) -> list[str]:
    """Every marked text in ``package``'s Python files, as the window looks it up (no '&'), in first-found order."""
    files = sorted(str(p) for p in package.rglob("*.py"))
    with tempfile.TemporaryDirectory() as tmp:
        listing = Path(tmp) / "files.lst"
        listing.write_text("\n".join(files), encoding="utf-8")
        found = Path(tmp) / "found.ts"
        result = subprocess.run([lupdate(), "-tr-function-alias", MARKS, f"@{listing}", "-ts", str(found)],
                                capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(result.stdout + result.stderr)
        sources = [m.findtext("source") or "" for m in ET.parse(found).getroot().iter("message")
                   if any(_is_marked(found.parent / loc.get("filename", ""), int(loc.get("line", 0)))
                          for loc in m.iter("location"))]
    return list(dict.fromkeys(s.replace("&", "") for s in sources if s.strip()))


MARKED_CALL = re.compile(r"\b(translatable|message|words|tr|translate|QT_TR_NOOP|QT_TRANSLATE_NOOP)\s*\(")


def _is_marked(path: Path, line: int) -> bool:
    """Whether the text lupdate found at ``line`` of ``path`` is a marked call's (the call on that line, or opened
    at the end of the line before): its parser also takes a variable named like a mark (``message = (f"…")``)
    for one, which is no template."""
    try:
        lines = path.resolve().read_text(encoding="utf-8").split("\n")
    except OSError:
        return True
    here, before = lines[line - 1] if 0 < line <= len(lines) else "", lines[line - 2] if line > 1 else ""
    return bool(MARKED_CALL.search(here) or MARKED_CALL.search(before) and before.rstrip().endswith("("))


def catalogue_translations(path: Path) -> dict[str, str]:
    """The catalogue's source texts in the "ExpMech" context → their translation ('' when unfinished)."""
    texts = {}
    for context in ET.parse(path).getroot().iter("context"):
        if context.findtext("name") == CONTEXT:
            for message in context.iter("message"):
                node = message.find("translation")
                finished = node is not None and node.get("type") not in ("unfinished", "obsolete")
                texts[message.findtext("source")] = (node.text or "") if finished else ""
    return texts


def missing_texts(path: Path, texts: list[str]) -> list[str]:
    """The texts the catalogue at ``path`` does not translate (absent, or present without a translation)."""
    have = catalogue_translations(path)
    return [t for t in texts if not have.get(t)]


def add_unfinished(path: Path, texts: list[str]) -> list[str]:
    """Append the texts the catalogue does not hold yet as unfinished messages; returns them."""
    have = catalogue_translations(path)
    new = [t for t in texts if t not in have]
    if not new:
        return []
    text = path.read_text(encoding="utf-8")
    start = text.index(f"<name>{CONTEXT}</name>")
    end = text.index("</context>", start)  # new messages go last in the context, in the file's own layout
    added = "".join(f"    <message>\n        <source>{escape(t)}</source>\n"
                    f"        <translation type=\"unfinished\"></translation>\n    </message>\n" for t in new)
    path.write_text(text[:end] + added + text[end:], encoding="utf-8")
    return new


def humanised(identifier: str) -> str:
    """As ui/accessibility.humanised names a widget by its object or class name: 'helpText' → 'Help text'."""
    return " ".join(re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", identifier.replace("_", " ")).split()).capitalize()


def literal_texts(package: Path = PACKAGE, resources: Path = ROOT / "resources") -> set[str]:
    """Every text the code could look up unmarked: the package's string literals (adjacent ones joined, as Python
    joins them) and each capitalised (a title capitalised where it is shown), an f-string as its template, names
    humanised (a widget named from its object or class name), the resources' JSON strings and CSV cells."""
    found: set[str] = set()
    for path in package.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.update((node.value, node.value.capitalize()))  # (a title capitalised where it is shown)
                if node.value.isidentifier():
                    found.add(humanised(node.value))
            elif isinstance(node, ast.JoinedStr):  # an f-string's template, as a catalogue would hold it
                found.add(ast.unparse(node)[2:-1])
            elif isinstance(node, ast.ClassDef):
                found.add(humanised(node.name))

    def strings(value):
        if isinstance(value, str):
            yield value
        elif isinstance(value, dict):
            for key, item in value.items():
                yield from strings(key)
                yield from strings(item)
        elif isinstance(value, list):
            for item in value:
                yield from strings(item)

    for path in resources.rglob("*.json"):
        found.update(strings(json.loads(path.read_text(encoding="utf-8"))))
    for path in resources.rglob("*.csv"):
        found.update(cell for row in csv.reader(path.read_text(encoding="utf-8").splitlines()) for cell in row)
    return found


def unused_texts(path: Path, texts: list[str]) -> list[str]:
    """The catalogue's source texts that are neither a marked text (``texts``) nor any text the code or the
    resources hold (``literal_texts``, without mnemonics): entries left behind by texts since changed or removed."""
    marked = set(texts)
    literals = {t.replace("&", "") for t in literal_texts()}
    return [t for t in catalogue_translations(path) if t not in marked and t not in literals]


MESSAGE = re.compile(r"[ \t]*<message>.*?</message>\n", re.S)


def drop_messages(path: Path, sources: list[str]) -> int:
    """Delete the messages whose source is in ``sources`` from the catalogue at ``path``, leaving every other
    line as it was; returns how many were deleted."""
    unwanted, dropped = set(sources), 0

    def keep(match) -> str:
        nonlocal dropped
        if ET.fromstring(match.group(0).strip()).findtext("source") in unwanted:
            dropped += 1
            return ""
        return match.group(0)

    path.write_text(MESSAGE.sub(keep, path.read_text(encoding="utf-8")), encoding="utf-8")
    return dropped


def main(argv: list[str]) -> int:
    texts = extracted_texts()
    if "--unused" in argv or "--drop-unused" in argv:
        for catalogue in sorted(I18N.glob("expmech_*.ts")):
            unused = unused_texts(catalogue, texts)
            for text in unused:
                print(f"{catalogue.name}: unused {text!r}")
            if "--drop-unused" in argv:
                print(f"{catalogue.name}: {drop_messages(catalogue, unused)} unused entries deleted")
        return 0
    lacking = 0
    for catalogue in sorted(I18N.glob("expmech_*.ts")):
        todo = missing_texts(catalogue, texts) if "--check" in argv else add_unfinished(catalogue, texts)
        lacking += len(todo)
        for text in todo:
            print(f"{catalogue.name}: {'lacks' if '--check' in argv else 'added (to translate)'} {text!r}")
    print(f"{len(texts)} texts found in {PACKAGE.name}/")
    return 1 if lacking and "--check" in argv else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
