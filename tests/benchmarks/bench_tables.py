"""Table models on the GUI thread, measured by hand (not by CI): python tests/benchmarks/bench_tables.py

Each figure is the time of one model call with a QTableView showing the model (what the GUI thread does
on a paste, an edit or a load), plus the undo snapshot the workspace takes after it. Pass a path to an
older table_models.py (e.g. `git show HEAD~1:expmech_gui/ui/widgets/table_models.py > /tmp/old.py`) as
the first argument to measure that one instead.
"""
import importlib.util
import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")


def load_models(path: str | None):
    if not path:
        from expmech_gui.ui.widgets import table_models
        return table_models
    spec = importlib.util.spec_from_file_location("expmech_gui.ui.widgets._bench_models", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def timed(label: str, fn, app, repeat: int = 3) -> None:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        app.processEvents()
        best = min(best, time.perf_counter() - t0)
    print(f"{label:<58} {best * 1e3:9.1f} ms")


def main(path: str | None = None) -> None:
    import numpy as np
    from PySide6.QtWidgets import QApplication, QTableView

    from expmech_gui.scenarios.lunch import lunch
    from expmech_gui.scenarios.pricing import pricing
    from expmech_gui.scenarios.voting import voting

    app = QApplication.instance() or QApplication([])
    tm = load_models(path)
    view = QTableView()
    view.resize(500, 400)
    view.show()
    rng = np.random.default_rng(1)

    # valuations
    values = pricing.generate("log-normal", 1_000_000, seed=1)
    text = "\n".join(f"{v:.6g}" for v in values.values.tolist())
    model = tm.ValuationsModel()
    view.setModel(model)
    timed("valuations: paste 1,000,000 lines", lambda: model.paste_text(text, 0), app)
    timed("valuations: set_dataset 1,000,000", lambda: model.set_dataset(values), app)
    timed("valuations: one edit (1,000,000 rows)", lambda: model.setData(model.index(5, 0), "2.5"), app)
    timed("valuations: snapshot (undo)", model.snapshot, app)

    # votes
    k = 100_000
    tally = voting.VoteTally(tuple(f"Cand {i}" for i in range(k)), rng.integers(0, 1000, k))
    text = "\n".join(f"Cand {i}\t{i % 977}" for i in range(k))
    model = tm.VotesModel()
    view.setModel(model)
    timed("votes: paste 100,000 candidates", lambda: model.paste_text(text, 0), app)
    timed("votes: set_dataset 100,000", lambda: model.set_dataset(tally), app)
    flip = iter(range(10**6))
    timed("votes: one vote edit (100,000 candidates)",
          lambda: model.setData(model.index(500, 1), str(next(flip))), app)
    names = iter(["Cand 7", "Cand 500", "Zed", "Cand 500"] * 3)
    timed("votes: one name edit, duplicate bookkeeping",
          lambda: model.setData(model.index(500, 0), next(names)), app)
    timed("votes: snapshot (undo)", model.snapshot, app)
    timed("votes: dataset()", model.dataset, app)

    # lunch
    n, kk = 100_000, 6
    prefs = lunch.LunchPreferences(tuple(f"Option {j}" for j in range(kk)), rng.random((n, kk)) < 0.5,
                                   tuple(f"Person {i}" for i in range(n)))
    likes = prefs.likes.astype(int)
    text = "\n".join(f"P{i}\t" + "\t".join(map(str, row)) for i, row in enumerate(likes.tolist()))
    model = tm.LunchModel()
    view.setModel(model)
    model.set_dataset(prefs)
    timed("lunch: paste 100,000 rows × 6 options", lambda: model.paste_text(text, 0), app)
    timed("lunch: set_dataset 100,000", lambda: model.set_dataset(prefs), app)
    timed("lunch: one like edit", lambda: model.setData(model.index(3, 2), "1"), app)
    view.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else None)
