"""The run parameters every scenario shares, each declared once: type, default, ranges, unit and help.

From these specs come the CLI flags and their help, the session file's checks (type and range of each
saved parameter), the parameter panel's ranges and tooltips, and ``RunParameters``' checks. A scenario's own
parameters (pricing's α and max price) are ``Setting``s on its ``Scenario``; mechanisms are a registry
(``core.mechanisms``). Adding a parameter: one ParamSpec here, plus the code that uses its value.

Two ranges: ``lo``/``hi`` is what the app's widgets hold (and so what a session stores — a spin box holds at
most 2^31 − 1), ``run_hi`` what a run may take from the CLI (trials up to 10^15, a seed up to 2^63 − 1).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

from .translatable import message, translatable, translated
from .bounds import T_MAX
from .mechanisms import mechanism_keys
from .numbers import describe_range, parse_number
from .problem import ANALYSES, NEIGHBOURS, ProblemError

_SCENARIO_MECHANISMS: dict[str, tuple[str, ...]] = {}  # scenario key → the mechanism keys only it offers


def declare_scenario_mechanisms(scenario: str, keys: tuple[str, ...]) -> None:
    """Record the mechanisms a registered scenario offers of its own (scenarios.framework.base.Registry calls this)."""
    if keys:
        _SCENARIO_MECHANISMS[scenario] = tuple(keys)
    else:
        _SCENARIO_MECHANISMS.pop(scenario, None)


def mechanism_choices() -> tuple[str, ...]:
    """What ``mechanism`` may say anywhere (CLI, sessions): the registry's keys, then every scenario's own; which
    of them a given scenario takes is checked with its run (Scenario.own_mechanism)."""
    return tuple(dict.fromkeys([*mechanism_keys(), *(k for keys in _SCENARIO_MECHANISMS.values() for k in keys)]))


MAX_TRIALS = 10**15
MAX_SEED = 2**63 - 1  # what a fresh seed is drawn from; numpy takes any int, sessions and Qt need a bound


@dataclass(frozen=True)
class ParamSpec:
    """One parameter: ``kind`` is "number", "integer", "choice", "bool" or "text" (a number typed as text,
    kept as typed in sessions, like ε)."""

    name: str
    kind: str
    default: Any
    label: str
    help: str
    lo: float | None = None
    hi: float | None = None
    run_lo: float | None = None
    run_hi: float | None = None
    choices: Callable[[], tuple[str, ...]] | None = None
    unit: str = ""
    cli_flag: str = ""
    cli_metavar: str = ""
    cli_help: str = ""
    what: str = ""  # how a message names it: "trials", "the seed"

    @property
    def session_type(self) -> type | tuple[type, ...]:
        """The JSON type a session stores it as."""
        return {"number": (int, float), "integer": int, "bool": bool}.get(self.kind, str)

    def allowed(self) -> tuple[str, ...]:
        return self.choices() if self.choices else ()

    def parse(self, text, *, run: bool = False):
        """A value typed on the command line or in a box: the number in range, or the choice; NumberError or
        ProblemError naming the parameter."""
        if self.kind == "choice":
            if text not in self.allowed():
                raise ProblemError(message("{text!r} is not one of {allowed}", text=text,
                                           allowed=", ".join(self.allowed())))
            return text
        lo, hi = self.limits(run)
        return parse_number(text, integer=self.kind == "integer", lo=lo, hi=hi, what=self.what or self.name)

    def check(self, value, *, run: bool = False):
        """A value given as a number (RunParameters, the CLI after parsing): ProblemError naming the parameter
        when it has the wrong type or lies outside the range (the app's, or a run's with ``run=True``)."""
        if self.kind == "choice":
            return self.parse(value)
        lo, hi = self.limits(run)
        whole = self.kind == "integer"
        wrong = isinstance(value, bool) or not isinstance(value, (int, np.integer) if whole else (int, float, np.number))
        if wrong or not (lo is None or value >= lo) or not (hi is None or value <= hi):
            template = (translatable("{what} must be a whole number {bounds}, not {value!r}") if whole
                        else translatable("{what} must be a number {bounds}, not {value!r}"))
            raise ProblemError(message(template, what=translated(self.what or self.name), value=value,
                                       bounds=describe_range(lo, hi)))
        return value

    def limits(self, run: bool = False) -> tuple[float | None, float | None]:
        """(lo, hi) in the app and in sessions, or (run=True) for a run from the CLI."""
        if not run:
            return self.lo, self.hi
        return (self.lo if self.run_lo is None else self.run_lo), (self.hi if self.run_hi is None else self.run_hi)

    def range_text(self, run: bool = False) -> str:
        return describe_range(*self.limits(run))


T_TIP = translatable("t in the utility theorem: P[score ≤ OPT − (2Δ/ε)(ln(|H|/|H*|) + t)] ≤ e^(−t)")
T_HELP = ("how sure the utility bound is: the chosen candidate's score falls below the printed threshold "
          "with probability at most e^(−t) (t = 1: 37%%, t = 3: 5%%); larger t, lower threshold; "
          f"0 to {T_MAX:g} (default 1)")

PARAMS: dict[str, ParamSpec] = {p.name: p for p in (
    ParamSpec("epsilon", "text", "1", "ε", "privacy parameter ε of one run"),
    ParamSpec("analysis", "choice", "general", "Analysis",
              translatable("General: weights exp(ε·u/(2Δ)). Monotone: exp(ε·u/Δ), valid only when one person's change "
                           "moves every score in the same direction. Range: exp(ε·u/range), where the data declares "
                           "how far apart one person can push the scores (Custom does)."), choices=lambda: ANALYSES, cli_flag="--analysis",
              cli_help="general: c = ε/(2Δ); monotone: c = ε/Δ, valid only for one-signed score changes; range: "
                       "c = ε/range, where the data declares its score's range (custom) (default general)"),
    ParamSpec("neighbours", "choice", "add-remove", "Neighbours",
              translatable("What 'one person's data' means: present/absent, or present with other data."),
              choices=lambda: NEIGHBOURS, cli_flag="--neighbours",
              cli_help="what one person's data can change: add or remove a person, or replace one "
                       "(default add-remove)"),
    ParamSpec("mechanism", "choice", "exponential", "Mechanism", translatable("The private selection mechanism"),
              choices=mechanism_choices, cli_flag="--mechanism",
              cli_help="default exponential (a scenario with mechanisms of its own: its first)"),
    ParamSpec("t", "number", 1.0, translatable("Bound t"), T_TIP, lo=0.0, hi=50.0, run_hi=T_MAX, cli_flag="--t", cli_metavar="T",
              cli_help=T_HELP, what="t"),
    ParamSpec("trials", "integer", 10_000, "Trials N", "How many independent runs 'Run N' simulates",
              lo=1, hi=2_000_000_000, run_lo=0, run_hi=MAX_TRIALS, cli_flag="--trials", cli_metavar="T",
              cli_help="simulated runs, 0 to 10^15 (default 10,000)", what=translatable("trials")),
    ParamSpec("seed", "integer", 12345, "Seed", translatable("The random seed of the simulation"), lo=0, hi=2_147_483_647,
              run_hi=MAX_SEED, cli_flag="--seed", cli_metavar="S",
              cli_help="random seed, 0 to 2^63 − 1 (default: a fresh seed, printed so the run can be repeated)",
              what=translatable("the seed")),
    ParamSpec("fixed_seed", "bool", True, "Fixed seed",
              translatable("A fixed seed makes the simulation reproducible; unticked, each reset draws fresh "
                           "randomness")),
)}
