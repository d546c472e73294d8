"""The manifest says where its numbers come from: every invocation into the folder (not only the last), the
working folder, the build and the dependency versions, and each output's SHA-256."""
import hashlib
import io
import json
import os
from pathlib import Path

from expmech_gui.batch import build
from expmech_gui.cli import main

SPEC = """format_version = 1
scenario = "pricing"
data = ["preset:lecture_valuations"]
seed = 5
[grid]
epsilon = [0.5, 1.0]
trials = 100
"""


def test_the_manifest_keeps_every_invocation_the_versions_and_each_outputs_sha256(tmp_path, monkeypatch):
    spec = tmp_path / "exp.toml"
    spec.write_text(SPEC)
    out = tmp_path / "o"
    monkeypatch.chdir(tmp_path)
    for fmt in ("csv", "both"):
        assert main(["batch", str(spec), "--out", str(out), "--workers", "1", "--format", fmt], io.StringIO(),
                    io.StringIO()) == 0
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["cwd"] == os.getcwd() == str(tmp_path)
    runs = manifest["invocations"]
    assert len(runs) == 2 and all(r["build"] == build.fingerprint() and r["cwd"] == str(tmp_path) for r in runs)
    assert [r["executor"] for r in runs] == ["this process"] * 2
    assert manifest["dependencies"]["build"] == build.fingerprint() and "numpy" in manifest["dependencies"]
    assert sorted(manifest["output_sha256"]) == ["results.csv", "results.parquet"]
    for name, digest in manifest["output_sha256"].items():
        assert hashlib.sha256(Path(out / name).read_bytes()).hexdigest() == digest
