"""The public API's result types: each keeps the JSON the CLI writes for the same computation (``as_dict()``),
turns into a pandas DataFrame (``to_frame()``; pandas imported only then) and draws itself with matplotlib
(``plot()``; imported only then — no Qt). docs/api.md shows them at work."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np


def _pandas():
    try:
        import pandas
    except ImportError:
        raise ImportError("to_frame() needs pandas: python -m pip install pandas") from None
    return pandas


def _axes(ax):
    """``ax``, or a new figure's axes (matplotlib imported only when a plot is asked for)."""
    if ax is not None:
        return ax
    try:
        import matplotlib.pyplot as plt
    except ImportError:
        raise ImportError("plot() needs matplotlib: python -m pip install matplotlib") from None
    return plt.subplots()[1]


@dataclass(frozen=True)
class RunResult:
    """One run (``api.run``/``api.pmf``): the exact pmf P[c] ∝ exp(ε·u(c)/(2Δ)) (general analysis; ε/Δ monotone)
    over the candidates, E[score], the utility bound (McSherry–Talwar: P[u ≤ OPT − (2Δ/ε)(ln(|H|/|H*|) + t)] ≤
    e^(−t)) and, with trials, the simulated counts. ``as_dict()`` is `expmech run --json` (schemas/run)."""

    data: dict = field(repr=False)
    experiment: Any = field(default=None, repr=False, compare=False)  # the Experiment it ran

    @property
    def scenario(self) -> str:
        return self.data["scenario"]

    @property
    def candidates(self) -> list:
        return list(self.data["candidates"])

    @property
    def scores(self) -> np.ndarray:
        return np.asarray(self.data["scores"], dtype=float)

    @property
    def probabilities(self) -> np.ndarray:
        """The exact pmf, in the candidates' order (sums to 1)."""
        return np.asarray(self.data["probabilities"], dtype=float)

    @property
    def counts(self) -> np.ndarray:
        return np.asarray(self.data.get("counts", [0] * len(self.data["candidates"])), dtype=np.int64)

    @property
    def expected_score(self) -> float:
        return float(self.data["expected_score"])

    @property
    def bound(self) -> dict:
        """t, threshold, the bound's probability e^(−t), the exact tail P[u ≤ threshold], and whether it is vacuous."""
        return dict(self.data["bound"])

    @property
    def parameters(self) -> dict:
        return dict(self.data["parameters"])

    def as_dict(self) -> dict:
        return self.data

    def to_frame(self):
        """One row per candidate: candidate, score, probability, count."""
        return _pandas().DataFrame({"candidate": self.candidates, "score": self.scores,
                                    "probability": self.probabilities, "count": self.counts})

    def plot(self, ax=None):
        """The exact pmf as bars over the candidates (matplotlib axes returned)."""
        ax = _axes(ax)
        x = np.arange(len(self.candidates))
        ax.bar(x, self.probabilities, label="exact P")
        ax.set_xlabel("candidate")
        ax.set_ylabel("probability")
        ax.set_title(f"{self.scenario}: ε = {self.parameters['epsilon']:g}")
        if len(x) <= 20:
            ax.set_xticks(x, [str(c) for c in self.candidates], rotation=45, ha="right")
        return ax


@dataclass(frozen=True)
class SweepResult:
    """Runs over a grid (``api.sweep``): one run's JSON (without counts) per point."""

    points: list = field(repr=False)
    varying: tuple = ("epsilon",)
    experiments: tuple = field(default=(), repr=False, compare=False)  # each point's Experiment

    def as_dict(self) -> list:
        return self.points

    def to_frame(self):
        """One row per grid point: every parameter, E[score], the bound's threshold, probability and exact tail,
        the simulated mean."""
        rows = []
        for p in self.points:
            row = dict(p["parameters"])
            row.update(expected_score=p["expected_score"], opt=p["opt"], threshold=p["bound"]["threshold"],
                       bound_probability=p["bound"]["probability"], exact_tail=p["bound"]["exact_tail"],
                       vacuous=p["bound"]["vacuous"], empirical_mean_score=p["empirical_mean_score"])
            rows.append(row)
        return _pandas().DataFrame(rows)

    def plot(self, ax=None, x: str | None = None):
        """E[score] (and OPT) against the first varying parameter (log scale)."""
        ax = _axes(ax)
        x = x or self.varying[0]
        xs = [p["parameters"][x] for p in self.points]
        ax.plot(xs, [p["expected_score"] for p in self.points], marker="o", label="exact E[score]")
        ax.plot(xs, [p["opt"] for p in self.points], linestyle="--", label="OPT")
        ax.set_xscale("log")
        ax.set_xlabel(x)
        ax.legend()
        return ax


@dataclass(frozen=True)
class BillResult:
    """Total ε of repeated releases by each composition method (``api.account``): `expmech account --json`."""

    data: dict = field(repr=False)
    titles: dict = field(default_factory=dict, repr=False)
    bill: Any = field(default=None, repr=False, compare=False)  # the computation: a PrivacyBill or raw totals

    @property
    def methods(self) -> dict[str, Any]:
        return dict(self.data["methods"])

    def as_dict(self) -> dict:
        return self.data

    def to_frame(self):
        """One row per method: method, title, total ε (None where the method does not apply)."""
        return _pandas().DataFrame([{"method": m, "title": self.titles.get(m, m), "total_epsilon": v}
                                    for m, v in self.methods.items()])

    def plot(self, ax=None):
        """The applicable totals as horizontal bars."""
        ax = _axes(ax)
        shown = {self.titles.get(m, m): v for m, v in self.methods.items() if v is not None}
        ax.barh(list(shown), list(shown.values()))
        ax.set_xlabel("total ε")
        return ax


@dataclass(frozen=True)
class TruthfulnessResult:
    """What one participant gains by misreporting (``api.truthfulness``): `expmech truthfulness --json`."""

    data: dict = field(repr=False)

    def as_dict(self) -> dict:
        return self.data

    @property
    def best_gain(self) -> float:
        return float(self.data["best_gain"])

    def to_frame(self):
        """One row per scanned report: report, exact expected utility."""
        return _pandas().DataFrame({"report": self.data["reports"], "expected_utility": self.data["expected_utility"]})

    def plot(self, ax=None):
        """Expected utility against the report, with the truthful utility as a line."""
        ax = _axes(ax)
        reports = self.data["reports"]
        xs = reports if all(isinstance(r, (int, float)) for r in reports) else range(len(reports))
        ax.plot(xs, self.data["expected_utility"], marker=".")
        ax.axhline(self.data["truthful_utility"], linestyle="--", label="truthful")
        ax.set_xlabel("report")
        ax.set_ylabel("expected utility")
        ax.legend()
        return ax


@dataclass(frozen=True)
class BatchResult:
    """A finished batch experiment (``api.batch``): its manifest (what ran, seeds, versions, failures) and the
    folder holding its table (results.csv and/or results.parquet, as `expmech batch` writes them)."""

    manifest: dict = field(repr=False)
    folder: Any = None

    @property
    def failed(self) -> int:
        return int(self.manifest["cells"]["failed"])

    def as_dict(self) -> dict:
        return self.manifest

    def to_frame(self):
        """The results table, one row per cell (or per candidate with per="candidate")."""
        pandas = _pandas()
        parquet = self.folder / "results.parquet"
        return pandas.read_parquet(parquet) if parquet.exists() else pandas.read_csv(self.folder / "results.csv")
