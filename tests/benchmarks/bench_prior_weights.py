"""Prior weights at 10⁵ candidates, by hand (not CI): python tests/benchmarks/bench_prior_weights.py [n]

CPU time (time.process_time: honest on a loaded machine) of reading a votes CSV with a weight column (the import's
worker), making the table's rows from it (``VotesModel.prepare_dataset``, the worker too), landing them and
switching *Prior weights* off and on with the dataset made again (the GUI thread: each should stay under 50 ms),
beside a reference from the same run: ``csv.reader`` splitting the same text (the least a reader must do).
Issue 36 §3: before, 1.9 s read, 1.9 s prepare and 0.96 s for *Prior weights* on (GUI thread) at 10⁵.
"""
import csv
import io
import os
import sys
import time

import numpy as np

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")


def cpu(label: str, fn, reference: float | None = None):
    t0 = time.process_time()
    out = fn()
    spent = time.process_time() - t0
    ratio = f"  ({spent / reference:.1f}× the reference)" if reference else ""
    print(f"{label:<44} {spent * 1000:8.1f} ms CPU{ratio}")
    return out, spent


def main(n: int = 100_000) -> None:
    from PySide6.QtWidgets import QApplication

    from expmech_gui.scenarios.voting.voting import votes_from_text
    from expmech_gui.ui.scenarios.voting.voting import VotesModel

    app = QApplication.instance() or QApplication([])  # noqa: F841 — the model needs one
    rng = np.random.default_rng(1)
    counts, weights = rng.integers(0, 1000, n).tolist(), (rng.random(n) * 10).tolist()
    text = "candidate,votes,weight\n" + "".join(f"c{i},{c},{w!r}\n" for i, (c, w) in enumerate(zip(counts, weights)))
    _, ref = cpu("reference: csv.reader over the text", lambda: list(csv.reader(io.StringIO(text))))
    tally, _ = cpu("read the CSV (worker)", lambda: votes_from_text(text, "votes.csv"), ref)
    model = VotesModel()
    prepared, _ = cpu("prepare_dataset (worker)", lambda: model.prepare_dataset(tally), ref)
    cpu("land the rows (GUI thread)", lambda: model.set_dataset(prepared))
    cpu("Prior weights off + dataset() (GUI thread)", lambda: (model.set_prior_column(False), model.dataset()))
    cpu("Prior weights on + dataset() (GUI thread)", lambda: (model.set_prior_column(True), model.dataset()))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100_000)
