"""The batch runner's progress and closing lines in the language of `expmech --locale de batch` (issue 35 §3), with
singular and plural said by their own templates; without --locale the English is as it was. The run's files (the
journal, the table, the manifest) stay English either way (test_refusals_translated_core)."""
import io
import json
import re
from pathlib import Path

from expmech_gui.cli import main
from expmech_gui.core.translatable import use_language

ROOT = Path(__file__).resolve().parent.parent
SPEC = """format_version = 1
scenario = "voting"
data = ["votes.csv"]
seed = 7
[grid]
epsilon = [1.0, 2.0]
analysis = ["monotone", "general"]
neighbours = ["replace"]
trials = [100]
"""


def batch(tmp_path, *flags: str) -> tuple[str, str]:
    (tmp_path / "votes.csv").write_bytes((ROOT / "resources" / "presets" / "teacher_of_the_year.csv").read_bytes())
    spec = tmp_path / "exp.toml"
    spec.write_text(SPEC, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    try:
        assert main([*flags, "batch", str(spec), "--out", str(tmp_path / "out"), "--workers", "1"], out, err) == 3
        check = io.StringIO()
        main([*flags, "batch", str(spec), "--check"], check, io.StringIO())
    finally:
        use_language()
    return out.getvalue() + check.getvalue(), err.getvalue()


def test_batch_progress_and_summary_are_german_with_locale_de(tmp_path):
    out, err = batch(tmp_path, "--locale", "de")
    assert re.search(r"^batch: 4 Zellen zu berechnen (in|auf) ", err, re.M), err
    assert re.search(r"^batch: 4 von 4 Zellen \(100 %\), [\d.,]+ Zellen/s, noch etwa \d+ s, 2 fehlgeschlagen$", err,
                     re.M), err
    assert "2 von 4 Zellen fehlgeschlagen (das Manifest listet sie auf); die erste, Zelle " in out, out
    assert "the monotone analysis (ε/Δ) is not valid" in out  # the cell's error: the manifest's English
    assert re.search(r"results.csv \(\d+ Zeilen\)", out), out
    assert ": 4 Zellen über 1 Datensatz (voting); Raster: " in out, out
    # where the cells ran and the grid's axes, for people in German; the manifest keeps its English
    assert re.search(r"^batch: 4 Zellen zu berechnen in diesem Prozess \(--workers 1\)$", err, re.M), err
    assert "Raster: ε (epsilon) × 2, Analyse (analysis) × 2, Nachbarn (neighbours) × 1" in out, out
    assert json.loads((tmp_path / "out" / "manifest.json").read_text(encoding="utf-8"))["executor"] == "this process"
    assert not re.search(r"\b(cells?|failed|left|rows|datasets?)\b", re.sub(r"the monotone analysis.*", "", out + err))


def test_batch_progress_and_summary_stay_english_without_locale(tmp_path):
    out, err = batch(tmp_path)
    assert re.search(r"^batch: 4 cells to run (in|on) ", err, re.M), err
    assert re.search(r"^batch: 4 of 4 cells \(100%\), [\d.,]+ cells/s, about \d+ s left, 2 failed$", err, re.M), err
    assert "2 of 4 cells failed (the manifest lists them); the first, cell " in out, out
    assert re.search(r"results.csv \(\d+ rows\)", out), out
    assert ": 4 cells over 1 dataset (voting); grid: epsilon × 2, analysis × 2, neighbours × 1, trials × 1" in out, out
    assert re.search(r"^batch: 4 cells to run in this process \(--workers 1\)$", err, re.M), err


def test_a_pool_s_description_is_said_in_the_language_in_use_and_kept_english_for_the_manifest():
    """The executor's words: English in the manifest, German on the progress line (ProcessPool and Dask say where
    through the same Described)."""
    from expmech_gui.batch.executors import Described
    from expmech_gui.cli.batch import _header
    from expmech_gui.cli.catalogue import use_catalogue

    pool = Described()
    pool.describe("a local pool of {workers} processes", workers=4)
    try:
        use_catalogue("de")
        assert pool.description == "a local pool of 4 processes"
        assert _header(1200, pool.said(), pool.here) == "batch: 1.200 Zellen zu berechnen auf einem lokalen Pool von 4 " \
                                                       "Prozessen"
    finally:
        use_language()
