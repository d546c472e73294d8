"""The product's scenarios: each a validated dataset type, a CSV reader/writer and problem()."""
from __future__ import annotations

import sys
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any, Callable

from . import lunch, pricing, voting
from ..core.problem import SelectionProblem


@dataclass(frozen=True)
class Scenario:
    key: str
    title: str
    read_csv: Callable[[Any], Any]
    from_text: Callable[[str, str | None], Any]
    write_csv: Callable[[Any, Any], None]
    build_problem: Callable[..., SelectionProblem]
    presets: dict[str, str]
    uses_grid: bool = False

    def problem(self, dataset, alpha: float | None = None, max_price: float | None = None) -> SelectionProblem:
        """The scenario's SelectionProblem; α and max price apply to pricing only."""
        if self.uses_grid:
            return self.build_problem(
                dataset,
                alpha=pricing.DEFAULT_ALPHA if alpha is None else alpha,
                max_price=pricing.DEFAULT_MAX_PRICE if max_price is None else max_price,
            )
        return self.build_problem(dataset)

    def load_preset(self, name: str):
        return self.read_csv(preset_path(self.presets[name]))

    def preset_settings(self, name: str) -> dict:
        """Parameters that go with a preset (e.g. the lecture's max price), empty if none."""
        return dict(PRESET_SETTINGS.get(self.presets[name], {}))


SCENARIOS: dict[str, Scenario] = {
    "pricing": Scenario(
        "pricing", "Pricing", pricing.read_valuations_csv, pricing.valuations_from_text,
        pricing.write_valuations_csv, pricing.problem,
        {"Lecture: $1, $1, $3.01": "lecture_valuations.csv",
         "Synthetic: 2,000 log-normal buyers": "synthetic_valuations.csv"},
        uses_grid=True,
    ),
    "voting": Scenario(
        "voting", "Voting", voting.read_votes_csv, voting.votes_from_text, voting.write_votes_csv,
        voting.problem, {"Teacher of the year": "teacher_of_the_year.csv"},
    ),
    "lunch": Scenario(
        "lunch", "Lunch", lunch.read_lunch_csv, lunch.lunch_from_text, lunch.write_lunch_csv,
        lunch.problem, {"Lunch with colleagues": "lunch.csv"},
    ),
}

# Parameters a preset comes with: the lecture prices on (0, $3.01] in steps of $0.01.
PRESET_SETTINGS = {"lecture_valuations.csv": {"max_price": 3.01, "alpha": 1 / 301}}


def resources_dir() -> Path:
    """The shipped resources: the expmech_gui.resources package (checkout, wheel, frozen bundle), else the
    folder beside the frozen executable or the checkout's resources/."""
    try:
        return Path(str(resources.files("expmech_gui.resources")))
    except ModuleNotFoundError:
        if getattr(sys, "frozen", False):
            return Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent)) / "expmech_gui" / "resources"
        return Path(__file__).resolve().parents[2] / "resources"


def preset_path(filename: str) -> Path:
    """Where a shipped preset lives."""
    return resources_dir() / "presets" / filename
