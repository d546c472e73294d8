"""What a scenario is: one ``Scenario`` object per module under ``scenarios/`` carries everything that is
specific to it (data type, CSV, presets, generators, its own parameters, ``problem()``, extras, neighbours,
how its table is saved in a session, the nouns for an individual and a candidate). Everything else in
the app (workspaces, CLI, sessions, privacy views, self-test) reads these fields and never names a
scenario. See docs/adding-a-scenario.md.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence

import numpy as np

from ...core.errors import DataError
from ...core.mechanisms import mechanism_class, mechanism_keys
from ...core.problem import ProblemError, SelectionProblem
from .prior import PriorSupport
from .resources import preset_path
from ...core.translatable import message, translatable, translated

if TYPE_CHECKING:  # a scenario's declaration needs neither the privacy-loss search nor the session reader
    from ...core.privacy.loss import NeighbourFamily


@dataclass(frozen=True)
class Preset:
    """A shipped dataset (``resources/presets/<filename>``) and the settings it comes with."""

    name: str
    filename: str
    settings: Mapping[str, float] = field(default_factory=dict)


@dataclass(frozen=True)
class Setting:
    """A parameter only this scenario has (pricing: α, max price), typed as text like ε.

    ``parse(text)`` returns the number or raises a ValueError whose message says what is wrong; ``check``
    validates a number given directly (CLI, RunParameters); ``cli_help`` is the CLI flag's help."""

    name: str
    label: str
    default: float
    parse: Callable[[str], float]
    check: Callable[[float], Any]
    cli_flag: str
    cli_metavar: str
    cli_help: str
    tooltip: str = ""
    typed: Callable[[float], str] | None = None  # how a value is written in its box (None: to 10 digits)


@dataclass(frozen=True)
class GeneratorField:
    """One input of the *Generate…* dialog: a whole number in [lo, hi], a number, a choice or a text."""

    name: str
    label: str
    kind: str  # "int", "float", "choice", "text"
    default: Any
    lo: float = 0
    hi: float = 0
    step: float = 1.0
    choices: Sequence[str] = ()
    tooltip: str = ""


@dataclass(frozen=True)
class Generator:
    """Synthetic data: ``build(values, seed, settings)`` → dataset; ``values`` maps field names to inputs and
    ``settings`` holds the workspace's current scenario settings (pricing: the max price)."""

    fields: tuple[GeneratorField, ...]
    build: Callable[[Mapping[str, Any], int, Mapping[str, float]], Any]
    note: Callable[[Mapping[str, float]], str] = lambda settings: ""


@dataclass(frozen=True)
class OnePerson:
    """What the "one person" privacy view needs to name an individual and read a change typed by the user.

    ``rows_are_candidates``: each table row is a candidate (voting), so the dataset's size is m.
    ``names(dataset)``: the names the table shows per row, or None (rows are then chosen by number).
    ``parse_value(text, dataset, resolve)``: the new individual's data typed in the value box (``resolve(text,
    noun)`` turns a row number or a name into a dataset index); ProblemError in words.
    ``default_value(dataset, m, table_row)``: what the value box starts with.
    ``describe(dataset, index, row)``: how an individual is named in sentences, or None for the generic
    'noun Name (table row r)'. ``describe_value(value, text, person)``: the suffix saying what the new data
    is ('' for none); ``person(index)`` names another individual. ``member``: where a row counts people
    (voting's candidates), what one of them is ("ballot"), so a change reads "remove one ballot for candidate
    Ms Okafor" and "add a new ballot", not "remove candidate Ms Okafor" and "add a new candidate".
    """

    noun: str
    row_label: str
    value_label: str
    row_tip: str
    value_tip: str
    parse_value: Callable[[str, Any, Callable[[str, str], int]], Any]
    default_value: Callable[[Any, int, Callable[[int], int]], str]
    names: Callable[[Any], Sequence[str] | None] = lambda dataset: None
    rows_are_candidates: bool = False
    describe: Callable[[Any, int, int], str] | None = None
    describe_value: Callable[[Any, str, Callable[[int], str]], str] = lambda value, text, person: ""
    member: str = ""


@dataclass(frozen=True)
class TableFormat:
    """The scenario's table as saved in a session (cells as typed, invalid ones included) — Qt-free.

    ``check(data, source, where)`` validates a decoded JSON object and returns the clean dict (raising
    through ``io.session.fail``); ``dataset(data)`` → (dataset of the valid rows, rows excluded) or raises ProblemError;
    ``from_dataset(dataset)`` → the data dict of a fresh table; ``encode(data)`` → JSON-ready dict (long
    numeric columns compact); ``is_empty(data)`` says the table has no row at all."""

    check: Callable[[Any, str, str], dict]
    dataset: Callable[[dict], tuple[Any, int]]
    from_dataset: Callable[[Any], dict]
    encode: Callable[[dict], dict] = lambda data: data
    columns: tuple[str, ...] = ()  # header of a plain rows table (``rows_table``); () for a custom editor
    to_dataset: Callable[[list[list[str]]], Any] | None = None  # a rows table's reader: names the bad row


def read_rows(rows: list[list[str]], to_dataset: Callable[[list[list[str]]], Any]
              ) -> tuple[Any, list[tuple[int, DataError]], DataError | None]:
    """Read ``rows`` leaving out, one at a time, each row ``to_dataset`` names as bad (DataError(row=…)):
    (dataset or None, [(row index, its error)], the error that names no kept row, or None)."""
    index = list(range(len(rows)))
    errors: list[tuple[int, DataError]] = []
    while True:
        try:
            return to_dataset([rows[i] for i in index]), errors, None
        except DataError as exc:
            if exc.row is None or not 1 <= exc.row <= len(index):
                return None, errors, exc
            errors.append((index.pop(exc.row - 1), exc))


def rows_table(columns: Sequence[str], to_dataset: Callable[[list[list[str]]], Any],
               from_dataset: Callable[[Any], list[list[str]]]) -> TableFormat:
    """A table of text rows under ``columns``, saved as {"rows": [[cell, …], …]}; the generic editor shows it.

    ``to_dataset(rows)`` builds the dataset from the valid rows or raises DataError(row=i+1, column=…) for
    the first bad one; rows with an error are left out of runs (one by one, as the table marks them)."""
    width = len(columns)

    def check(data, source: str, where: str) -> dict:
        from ...io.session import fail

        rows = data.get("rows")
        if not isinstance(rows, list):
            fail(source, where + ".rows", message("expected a list"))
        for i, row in enumerate(rows):
            if not (isinstance(row, list) and len(row) == width and all(isinstance(c, str) for c in row)):
                fail(source, f"{where}.rows[{i}]", message("expected {width} strings ({columns})", width=width,
                                                           columns=', '.join(columns)))
        return {"rows": rows}

    def dataset(data: dict) -> tuple[Any, int]:
        result, errors, failure = read_rows([list(r) for r in data["rows"]], to_dataset)
        if failure is not None:
            raise ProblemError(failure.reason)
        return result, len(errors)

    return TableFormat(check=check, dataset=dataset, from_dataset=lambda d: {"rows": from_dataset(d)},
                       columns=tuple(columns), to_dataset=to_dataset)


@dataclass(frozen=True)
class Strategic:
    """A participant who may misreport: ``flag`` names them on the command line (their 1-based table row),
    ``scan(experiment, rows, reports)`` returns the exact truthfulness report as JSON-ready data (rows 0-based;
    several rows = colluders, when ``colluders`` allows; ``reports`` None = the default scan)."""

    flag: str
    noun: str
    scan: Callable[[Any, list[int], Any], dict]
    reports: bool = False  # takes --reports LO:HI:N
    colluders: bool = False  # takes --colluders ROW,ROW
    typical: Callable[[Any], tuple[int, str]] | None = None  # (row, who) told for a shipped example without a row


@dataclass(frozen=True)
class ScenarioMechanism:
    """A mechanism only this scenario offers (top-k: peeling, Gumbel, Laplace): ``key`` is what ``--mechanism``
    and sessions say, ``make(problem, ε, analysis, neighbours)`` the single-selection ``Mechanism`` the shared
    views (pmf, privacy lens, simulation) show for it; ``exact_law`` the law core.exact.sampling draws for it in
    exact arithmetic ("peeling"), "" when it has none."""

    key: str
    title: str
    help: str
    make: Callable[..., Any]
    exact_law: str = ""


@dataclass(frozen=True)
class Scenario:
    key: str
    title: str
    dataset_type: type
    read_csv: Callable[[Any], Any]
    from_text: Callable[[str, str | None], Any]
    write_csv: Callable[[Any, Any], None]
    build_problem: Callable[[Any, Mapping[str, float]], SelectionProblem]
    presets: Mapping[str, Preset]  # name → Preset, in menu order (a tuple of Presets is accepted)
    editor_title: str
    individual: str  # "buyer", "candidate", "person": one row of the table
    neighbour_dataset: Callable[[Any, str, int | None, Any], Any]
    neighbour_families: Callable[..., list[NeighbourFamily]]
    one_person: OnePerson
    table: TableFormat
    generator: Generator
    settings: tuple[Setting, ...] = ()
    extras: Callable[[Any], dict | None] = lambda experiment: None
    rows_in: Callable[[Any], int] = lambda dataset: int(dataset.n)  # data rows a dataset came from
    # Settings a data file states itself (PAC: the class and d on its distribution line): a run on --data FILE takes
    # them unless the command line gives them.
    stated_settings: Callable[[Any], dict] = lambda dataset: {}
    strategic: "Strategic | None" = None  # a participant who misreports (expmech truthfulness), if the scenario has one
    # Mechanisms of its own: then the only choices of --mechanism here (the first is the default), else the registry's.
    mechanisms: tuple[ScenarioMechanism, ...] = ()
    aliases: tuple[str, ...] = ()  # other names the command line accepts for the key ("top-k")
    # More keys of `expmech run --json` from (experiment, trials, seed), and the text lines they print.
    run_report: Callable[[Any, int, int], dict] | None = None
    run_text: Callable[[dict], str] | None = None
    # What one run costs on the privacy bill: (experiment) → (ε per release, accounting mechanism key, releases
    # per run, note); None: one release of the experiment's mechanism at privacy.release_epsilon.
    release_charge: Callable[[Any], tuple[float, str, int, str]] | None = None
    # What one run's whole release scores, for a run that releases several choices (top-k: the k selected):
    # (experiment) → (exact E[total score], the best total, the worst total); ProblemError in words where no exact law is
    # computed. None: one choice, whose law is the experiment's mechanism's pmf (the ε-sweep reads either).
    release_score: Callable[[Any], tuple[float, float, float]] | None = None
    # With release_score: each candidate's exact chance to be among the choices one run releases (top-k: P[h among
    # the k]), None where no exact law is computed; the batch table's `inclusion` column.
    release_inclusion: Callable[[Any], Any] | None = None
    # A run over more candidates than can be listed (`expmech run --streamed`): (dataset, settings, ε, seed=, draws=,
    # mapper=) → the run's JSON, with exact samples streamed through ``mapper`` (batch.parallel_map); None: no such run.
    stream_report: Callable[..., dict] | None = None
    # The preset a new session opens on, if not the first (the first stays the CLI's --example, the worked example):
    # a data set that teaches at first sight (Pricing: 2,000 buyers, where the guarantees say something).
    start_preset: str | None = None
    participant_form: Callable[[Any, Mapping[str, float]], Any] | None = None  # room mode (framework/participant_form.py)
    prior: PriorSupport | None = None  # an optional weight per candidate, the base measure μ (framework/prior.py)
    ui: str = ""  # its UI class "expmech_gui.ui.scenarios.<family>.<key>:UI" ("": generic table and setting boxes)
    story: str = ""  # its texts resources/story/<story>.json ("": the generic story); both named here to be found

    def __post_init__(self) -> None:
        if not isinstance(self.presets, Mapping):  # given as a tuple of Presets; kept as name → Preset
            object.__setattr__(self, "presets", {p.name: p for p in self.presets})

    def problem(self, dataset, settings: Mapping[str, float] | None = None) -> SelectionProblem:
        """The scenario's SelectionProblem; missing settings take their defaults."""
        return self.build_problem(dataset, self.with_defaults(settings or {}))

    def with_defaults(self, settings: Mapping[str, float | None]) -> dict[str, float]:
        """The scenario's settings with defaults filled in; ProblemError for a setting it does not have."""
        names = {s.name for s in self.settings}
        extra = [k for k, v in settings.items() if v is not None and k not in names]
        if extra:
            raise ProblemError(message("{extra} is not a setting of the {key} scenario", extra=extra[0], key=self.key)
                               if len(extra) == 1 else
                               message("{extra} are not a setting of the {key} scenario",
                                       extra=joined(extra, translatable("{a} and {b}")), key=self.key))
        out = {}
        for s in self.settings:
            value = settings.get(s.name)
            out[s.name] = s.default if value is None else value
            s.check(out[s.name])
        return out

    def preset(self, name: str) -> Preset:
        try:
            return self.presets[name]
        except KeyError:
            raise ProblemError(message("{title} has no preset called {name!r}", title=translated(self.title),
                                       name=name)) from None

    def find_preset(self, name) -> Preset:
        """The preset called ``name`` as typed by a person (batch files' ``preset:NAME``, ``--preset NAME``): its
        name or its file's name without .csv, in any case; ProblemError listing the presets otherwise."""
        wanted = name.strip().lower() if isinstance(name, str) else None
        found = next((p for p in self.presets.values() if wanted in (p.name.lower(), Path(p.filename).stem.lower())),
                     None)
        if found is None:
            raise ProblemError(message("{title} has no preset {name!r}; its presets: {presets}",
                                       title=translated(self.title), name=name,
                                       presets=", ".join(repr(p) for p in self.preset_names) or message("none")))
        return found

    @property
    def preset_names(self) -> tuple[str, ...]:
        return tuple(self.presets)

    @property
    def first_screen_preset(self) -> str:
        """The preset a new session opens on: ``start_preset``, else the first."""
        return self.start_preset if self.start_preset is not None else self.preset_names[0]

    def load_preset(self, name: str):
        return self.read_csv(preset_path(self.preset(name).filename))

    def preset_settings(self, name: str) -> dict:
        """Parameters that go with a preset (e.g. the lecture's max price), empty if none."""
        return dict(self.preset(name).settings)

    def preset_texts(self, name: str) -> dict[str, str]:
        """A preset's parameters as people type them in their boxes (pricing's α = 1/301 as '0.00333', the
        shortest α with the same grid, not '0.003322259136')."""
        texts = {}
        for key, v in self.preset_settings(name).items():
            setting = self.setting(key)
            texts[key] = setting.typed(v) if setting is not None and setting.typed else f"{v:.10g}"
        return texts

    def setting(self, name: str) -> Setting | None:
        return next((s for s in self.settings if s.name == name), None)

    def mechanism_choice(self, key: str) -> ScenarioMechanism | None:
        return next((m for m in self.mechanisms if m.key == key), None)

    def mechanism_title(self, key: str) -> str:
        """The title of the mechanism ``key`` names in this scenario: its own method's (top-k's 'gumbel' is one-shot
        Gumbel top-k, k selections), else the registry's one-choice mechanism's."""
        own = self.mechanism_choice(key)
        return own.title if own is not None else mechanism_class(key).title

    def mechanism_menu(self) -> tuple[tuple[str, str], ...]:
        """(key, title) of the mechanisms a run of this scenario may use: its own, else the registry's."""
        if self.mechanisms:
            return tuple((m.key, m.title) for m in self.mechanisms)
        return tuple((key, mechanism_class(key).title) for key in mechanism_keys())

    def own_mechanism(self, key: str, default: str) -> str:
        """The mechanism key a run of this scenario uses: ``key`` itself when valid here; the scenario's first own
        mechanism when ``key`` is the shared ``default`` it does not offer; ProblemError otherwise."""
        if not self.mechanisms:
            if key not in mechanism_keys():
                raise ProblemError(message("unknown mechanism {key!r} for the {title} scenario (--mechanism takes "
                                           "{mechanism_keys})", key=key, title=translated(self.title),
                                           mechanism_keys=', '.join(mechanism_keys())))
            return key
        if self.mechanism_choice(key) is not None:
            return key
        if key == default:
            return self.mechanisms[0].key
        raise ProblemError(message("the {title} scenario takes --mechanism {keys}, not {key!r}",
                                   title=translated(self.title),
                                   keys=joined([m.key for m in self.mechanisms], translatable("{a} or {b}")), key=key))


def joined(items: Sequence[str], pair: str) -> str:
    """``items`` joined pairwise by the template ``pair`` ("{a} and {b}"): 'x and y and z' in English."""
    text = items[0]
    for item in items[1:]:
        text = message(pair, a=text, b=item)
    return text


def check_row(row, size: int, what: str) -> None:
    """ProblemError asking for a row when ``row`` is not an individual of a dataset of ``size``."""
    if row is None or not 0 <= int(row) < size:
        raise ProblemError(message("choose a {what} (row 1 to {size})", what=translated(what), size=size))


def moved_counts(counts, change: str, row: int | None, value, what: str, nobody: str) -> np.ndarray:
    """A count vector with one individual removed from ``row``, added at ``value``, or moved from ``row`` to
    ``value`` (``change`` = remove, add or replace); ``nobody`` is the refusal when ``row`` counts no one."""
    counts = np.array(counts)
    if change != "add":
        check_row(row, counts.size, what)
        if counts[row] == 0:
            raise ProblemError(nobody)
    if change in ("add", "replace"):
        check_row(value, counts.size, what)
    if change in ("remove", "replace"):
        counts[row] -= 1
    if change in ("add", "replace"):
        counts[value] += 1
    return counts
