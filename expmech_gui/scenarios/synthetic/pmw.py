"""Private multiplicative weights (PMW) over a histogram on a small universe X (the net mechanism's data, read by
scenarios.synthetic.universe_table).

The shared views show one selection: MWEM's step, the exponential mechanism choosing the counting query that the
public uniform hypothesis answers worst (candidates = the query class Q, score |q(D) − q(uniform)| in fractions of
the data, Δ = 1/n with n public; Hardt, Ligett & McSherry 2012). The PMW run itself (scenarios.synthetic.multiplicative_weights: sparse-vector
comparisons, Laplace answers, multiplicative-weights updates) is this scenario's own view and the ``pmw_run`` key of
``expmech run --json``; its parameters are the settings below.
"""
from __future__ import annotations

import math

import numpy as np

from ...core import formatting
from ...core.translatable import message, translatable, translated, words
from ...core.accounting.bill import METHOD_TITLES
from ...core.numbers import parse_number
from .multiplicative_weights import ADVERSARIAL, MAX_ROUNDS, RANDOM, PMWConfig, PMWRun, run_pmw
from ...core.privacy.loss import NeighbourFamily
from ...core.problem import ProblemError, SelectionProblem
from .universe import QUERY_KIND_TITLES, QUERY_KINDS, Histogram, QueryClass, query_class
from . import universe_table
from ..framework.base import Preset, Scenario, Setting

STREAMS = {"random": RANDOM, "adversarial": ADVERSARIAL}
NOISE = {"off": 0, "on": 1}
T_MIN = RATE_MIN = 0.001  # below, the update bound U ∝ 1/(η·T) runs past any count (T = 1e-300: U = 10^600)
SUBSETS_SEED = 0  # the random-subsets class is public and fixed: the same for the selection and the run


def _choice(what: str, names) -> tuple:
    """(parse, check) of a choice typed as its name or its number (0, 1, …), returned as that number."""
    names = tuple(names)
    listing = ", ".join(f"{i} = {n}" for i, n in enumerate(names))

    def parse(text) -> float:
        s = str(text).strip().lower()
        if s in names:
            return float(names.index(s))
        try:
            return check(parse_number(s, integer=True, lo=0, hi=len(names) - 1, what=what))
        except ValueError:
            raise ProblemError(message("{what} is one of {listing}, not {typed!r}", what=translated(what),
                                       listing=listing, typed=str(text).strip())) from None

    def check(value) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or value not in range(len(names)):
            raise ProblemError(message("{what} is one of {listing}, not {value!r}", what=translated(what),
                                       listing=listing, value=value))
        return float(value)

    return parse, check


def _number(what: str, lo: float, hi: float, lo_inclusive: bool = False, hi_inclusive: bool = True,
            integer: bool = False) -> tuple:
    def parse(text) -> float:
        return float(parse_number(text, integer=integer, lo=lo, hi=hi, lo_inclusive=lo_inclusive,
                                  hi_inclusive=hi_inclusive, what=what))

    def check(value) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ProblemError(message("{what} must be a number, not {value!r}", what=translated(what), value=value))
        return parse(value)

    return parse, check


_EPS = _number(translatable("the PMW budget ε"), 0, 1e4)
_DELTA = _number(translatable("the PMW δ"), 0, 1, hi_inclusive=False)
_NOISE = _choice("noise", NOISE)
_T = _number(translatable("the threshold T"), T_MIN, 1, lo_inclusive=True)
_RATE = _number(translatable("the learning rate η/T"), RATE_MIN, 0.5, lo_inclusive=True, hi_inclusive=False)
_ROUNDS = _number(translatable("the number of queries"), 1, MAX_ROUNDS, lo_inclusive=True, integer=True)
_QUERIES = _choice(translatable("the query class"), QUERY_KINDS)
_STREAM = _choice(translatable("the query stream"), STREAMS)

SETTINGS = (
    Setting("pmw_epsilon", "PMW budget ε", 10.0, *_EPS, "--pmw-epsilon", "E",
            "PMW only: the privacy budget ε of the whole run, spread over its update rounds (default 10)",
            tooltip=translatable(
                "The total ε of the whole PMW run, whatever the number of queries: each update round costs two noisy "
                "steps, and the run stops updating after U of them. Not the ε of one selection above.")),
    Setting("pmw_delta", "PMW δ", 1e-6, *_DELTA, "--pmw-delta", "D",
            "PMW only: the δ of the run's total (default 1e-06)",
            tooltip=translatable("The small chance δ the total ε may fail, used when the steps are added up")),
    Setting("pmw_noise", "noise (on/off)", 1.0, *_NOISE, "--pmw-noise", "on|off",
            "PMW only: off runs the non-private multiplicative weights (ε = ∞) for comparison (default on)",
            tooltip=translatable("on: private (noisy comparisons and answers); off: the same algorithm without noise "
                                 "(ε = ∞, not private), for comparison")),
    Setting("pmw_threshold", "threshold T", 0.2, *_T, "--pmw-threshold", "T",
            "PMW only: a query is 'hard' (an update round) when the hypothesis misses it by about T, a fraction "
            "of the data from 0.001 to 1 (default 0.2)",
            tooltip=translatable(
                "How far (as a fraction of the people) the hypothesis may miss a query before PMW spends privacy to "
                "correct it")),
    Setting("pmw_rate", "learning rate η/T", 0.25, *_RATE, "--pmw-rate", "R",
            "PMW only: the update's learning rate η as a multiple of T, from 0.001 to below 0.5 (default 0.25: "
            "η = T/4, the slides' e^(±T/4))",
            tooltip=translatable(
                "Each update multiplies the weights by e^(±η) where the query counts; 0.25 is the slides' T/4")),
    Setting("pmw_rounds", "queries", 200.0, *_ROUNDS, "--pmw-rounds", "N",
            f"PMW only: how many queries the stream asks, 1 to {MAX_ROUNDS:,} (default 200)",
            tooltip=translatable("The number of counting queries PMW answers one after the other")),
    Setting("pmw_queries", "query class", 0.0, *_QUERIES, "--pmw-queries", "CLASS",
            "PMW and its selection: " + ", ".join(f"{i} or {k} ({QUERY_KIND_TITLES[k]})"
                                                  for i, k in enumerate(QUERY_KINDS)) + " (default conjunctions)",
            tooltip=translatable(  # each kind's name and QUERY_KIND_TITLES (tests/test_scenario_words.py)
                "The counting queries: conjunctions: all conjunctions; marginals: one- and two-way marginals; subsets: "
                "random subsets; points: one query per element; halfspaces: halfspaces π·x ≥ last bit")),
    Setting("pmw_stream", "query stream", 0.0, *_STREAM, "--pmw-stream", "random|adversarial",
            "PMW only: random queries from the class, or adversarial: always the query the hypothesis answers "
            "worst (default random)",
            tooltip=translatable(
                "random: each query drawn from the class; adversarial: the query where hypothesis and data differ "
                "most (a stress test that reads the data)")),
)


def queries(hist: Histogram, settings) -> QueryClass:
    """The query class the settings name, over the histogram's universe."""
    return query_class(QUERY_KINDS[int(settings["pmw_queries"])], hist.elements, seed=SUBSETS_SEED)


def _check_people(hist: Histogram) -> None:
    if hist.n < 1:
        raise ProblemError(message("PMW needs data: give at least one element a count of 1 or more"))


def problem(hist: Histogram, settings) -> SelectionProblem:
    """MWEM's selection step: the EM over Q with score |q(D) − q(uniform)|, Δ = 1/n."""
    _check_people(hist)
    qc = queries(hist, settings)
    uniform = np.full(len(hist.elements), 1.0 / len(hist.elements))
    scores = np.abs(qc.answers(hist.fractions) - qc.answers(uniform))
    return SelectionProblem(
        labels=qc.labels, scores=scores, sensitivity=1.0 / hist.n,
        monotone={"add-remove": False, "replace": False},
        monotone_reason={
            "add-remove": translatable("adding a person raises the fraction of the queries that count them and lowers "
                                       "every other one; one person moves some queries' answers up and others down, "
                                       "and the absolute value turns some of those moves around: the scores do not "
                                       "all move one way"),
            "replace": translatable("moving a person raises the queries that count the new element and lowers those "
                                    "that count the old one; one person moves some queries' answers up and others "
                                    "down, and the absolute value turns some of those moves around: the scores do not "
                                    "all move one way")},
        score_name="miss of the uniform guess", candidate_name="query", n=hist.n,
        extras={"pmw_queries": float(settings["pmw_queries"])})


def neighbour_families(hist: Histogram, pr: SelectionProblem, notion: str, person) -> list[NeighbourFamily]:
    """One person removed (per element someone has), added (per element) or moved (per pair): the score changes
    |q(D′) − q(uniform)| − |q(D) − q(uniform)| over the query class."""
    matrix = queries(hist, pr.extras).matrix
    k = len(hist.elements)
    counts = hist.counts.astype(float)
    base_counts = matrix @ counts
    uniform = matrix.sum(axis=1) / k
    scores = np.asarray(pr.scores)
    names = hist.elements
    present = np.flatnonzero(hist.counts > 0)

    def changed(minus, plus, size: int) -> np.ndarray:
        a = np.repeat(base_counts[None, :], len(minus), axis=0)
        for idx, sign in ((minus, -1.0), (plus, 1.0)):
            idx = np.asarray(idx)
            ok = idx >= 0
            if ok.any():
                a[ok] += sign * matrix[:, idx[ok]].T
        answers = a / size if size > 0 else np.zeros_like(a)
        return np.abs(answers - uniform[None, :]) - scores[None, :]

    n = hist.n
    none = np.full(k, -1)
    if notion == "add-remove":
        return [NeighbourFamily("remove", None, lambda r: message("remove a person at element {element}",
                                                                        element=names[present[r]]),
                                rows=lambda a, b: changed(present[a:b], none[a:b], n - 1), count=present.size),
                NeighbourFamily("add", None, lambda r: message("add a person at element {element}", element=names[r]),
                                rows=lambda a, b: changed(none[a:b], np.arange(a, b), n + 1), count=k)]
    pairs = present.size * (k - 1)

    def pair(r):
        r = np.asarray(r)
        src = present[r // max(k - 1, 1)]
        dst = r % max(k - 1, 1)
        return src, dst + (dst >= src)

    def describe(r: int) -> str:
        src, dst = pair(r)
        return message("move a person from element {source} to {target}", source=names[int(src)],
                       target=names[int(dst)])

    return [NeighbourFamily("replace", None, describe,
                            rows=lambda a, b: changed(*pair(np.arange(a, b)), n), count=pairs)] if k > 1 else []


# --- the PMW run ----------------------------------------------------------------------------------------------
def config(settings, seed: int) -> PMWConfig:
    """The run's parameters from the scenario's settings (noise off: ε = ∞)."""
    t = float(settings["pmw_threshold"])
    return PMWConfig(epsilon=float(settings["pmw_epsilon"]) if settings["pmw_noise"] else math.inf,
                     delta=float(settings["pmw_delta"]), threshold=t, rate=float(settings["pmw_rate"]) * t,
                     rounds=int(settings["pmw_rounds"]), stream=int(settings["pmw_stream"]), seed=int(seed))


def pmw_run(hist: Histogram, settings, seed: int, cancelled=None) -> tuple[PMWRun, QueryClass]:
    """The PMW run the settings describe, on the histogram (and the query class it draws from)."""
    _check_people(hist)
    qc = queries(hist, settings)
    return run_pmw(hist.fractions, hist.n, qc.matrix, config(settings, seed), cancelled), qc


def experiment_run(exp, seed: int | None = None) -> tuple[PMWRun, QueryClass]:
    """An experiment's PMW run, with its own seed (or ``seed``; 0 when neither is fixed)."""
    seed = exp.params.seed if seed is None else seed
    return pmw_run(exp.dataset, exp.params.setting_values, 0 if seed is None else seed)


def _num(v) -> float | None:
    return float(v) if np.isfinite(v) else None


def run_json(run: PMWRun, qc: QueryClass) -> dict:
    """The ``pmw_run`` object of ``expmech run pmw --json`` (docs/manual.md lists its keys)."""
    c = run.config
    errors = run.errors
    budget, method = run.budget
    acc = run.accuracy()
    return {
        "rounds": c.rounds, "updates": run.updates, "update_bound": run.bound, "halted_at_round": run.halted_at,
        "answered": run.answered, "max_error": float(run.max_error),
        "mean_error": float(errors.mean()) if errors.size else 0.0,
        "kl_start": run.kl_start, "kl_end": float(run.kl[-1]),
        "query_class": qc.kind, "queries_in_class": qc.size, "stream": next(k for k, v in STREAMS.items()
                                                                          if v == c.stream),
        "threshold": c.threshold, "learning_rate": c.rate, "seed": c.seed, "noise": c.private,
        "privacy": {"budget_epsilon": c.epsilon if c.private else None, "delta": c.delta,
                    "step_epsilon": run.step_epsilon if c.private else None, "budget_steps": 2 * run.bound,
                    "total_epsilon": budget if c.private else None, "method": method or None,
                    "steps_used": int(run.steps[-1]), "spent_epsilon": float(run.epsilon_spent[-1]),
                    "epoch_total_epsilon": run.epoch_total()},
        "accuracy_bound": None if acc is None else {"beta": acc.beta, "max_error": acc.max_error,
                                                    "noise_bound": acc.noise, "applies": acc.applies},
        "per_round": [{"query": qc.labels[int(run.query[t])], "hypothesis_answer": float(run.hypothesis_answer[t]),
                       "true_answer": float(run.true_answer[t]), "comparison": _num(run.comparison[t]),
                       "noisy_threshold": _num(run.noisy_threshold[t]), "update": bool(run.update[t]),
                       "answer": _num(run.answer[t]), "kl": float(run.kl[t]),
                       "epsilon_spent": float(run.epsilon_spent[t])} for t in range(c.rounds)],
    }


def _report(exp, trials: int, seed: int) -> dict:
    return {"pmw_run": run_json(*experiment_run(exp, seed))}


def accuracy_sentence(run: PMWRun) -> str:
    """The accuracy theorem beside the observed worst error, in words in the language in use ("" without noise;
    numbers in English separators, localized where shown)."""
    acc = run.accuracy()
    if acc is None:
        return ""
    pct = formatting.percent
    if not acc.applies:
        return words("The accuracy theorem does not cover these settings: at ε₀ = {step} per step and n = {n} the "
                     "noise may reach {noise} × 6 = {six}, more than half the threshold ({half}); a larger T, budget "
                     "or n brings it in.", step=formatting.plain(run.step_epsilon), n=formatting.count(run.n),
                     noise=pct(acc.noise), six=pct(6 * acc.noise), half=pct(run.config.threshold / 2))
    within = run.max_error <= acc.max_error and run.halted_at is None
    return words("The accuracy theorem: with chance at least {chance} (failure β = {beta}) every answer is within "
                 "T + 6·ln(N/β)/(ε₀n) = {bound} and the run never stops early; this run's worst error was {worst}",
                 chance=formatting.probability(1 - acc.beta), beta=formatting.probability(acc.beta),
                 bound=pct(acc.max_error), worst=pct(run.max_error)) + \
        translated(translatable(" (within it).") if within else translatable(" — outside it: one of the β-rare runs."))


def epoch_sentence(run: PMWRun) -> str:
    """The slides' epoch route beside the app's composition of the 2U steps, saying which is tighter, in words in
    the language in use."""
    epoch = run.epoch_total()
    if epoch is None:
        return ""
    budget, method = run.budget
    tighter = (translatable("the app's composition is tighter") if budget < epoch * (1 - 1e-9) else
               translatable("the two agree") if budget <= epoch * (1 + 1e-9) else
               translatable("the epoch route is tighter"))
    return words("The slides' epoch argument (at most U = {epochs} epochs, each a threshold test and one noisy "
                 "answer, 2ε₀ = {pair}, by advanced composition) gives ε = {epoch} for the same steps; the app's "
                 "“{method}” over the 2U = {steps} steps gives ε = {budget}: {tighter}.",
                 epochs=formatting.count(run.bound), pair=formatting.plain(2 * run.step_epsilon),
                 epoch=formatting.plain(epoch), method=translated(METHOD_TITLES[method]),
                 steps=formatting.count(2 * run.bound), budget=formatting.plain(budget), tighter=translated(tighter))


def _text(r: dict) -> str:
    """The lines `expmech run pmw` adds to the run report: the stream, the updates, the answers' errors, the privacy
    spent against the budget and the accuracy theorem (Hardt–Rothblum 2010). Each sentence a template of the
    catalogue (German with `--locale de`; English byte for byte as it was)."""
    p = r["pmw_run"]
    priv = p["privacy"]
    kind = QUERY_KIND_TITLES.get(p["query_class"])
    updates = words("updates: {updates} of at most U = {bound}", updates=p["updates"], bound=f"{p['update_bound']:,}")
    if p["halted_at_round"]:
        updates += words("; halted at round {round}", round=p["halted_at_round"])
    lines = [words("PMW: {rounds} queries ({stream}, {kind}, {in_class} in the class), threshold T = {threshold}, "
                   "η = {rate}", rounds=p["rounds"], stream=p["stream"],
                   kind=translated(kind) if kind else p["query_class"], in_class=p["queries_in_class"],
                   threshold=f"{p['threshold']:g}", rate=f"{p['learning_rate']:g}"),
             updates,
             words("worst error of an answer: {max_error} (mean {mean_error}); KL potential {start} → {end}",
                   max_error=f"{p['max_error']:.4g}", mean_error=f"{p['mean_error']:.4g}",
                   start=f"{p['kl_start']:.4g}", end=f"{p['kl_end']:.4g}")]
    if p["noise"]:
        lines.append(words("privacy: budget ε = {budget}, δ = {delta} over 2U = {steps} steps of ε₀ = {step} "
                           "(“{method}”); {used} steps used, composed ε = {spent} (the guarantee is the budget: how "
                           "many steps a run uses depends on the data)", budget=f"{priv['total_epsilon']:.6g}",
                           delta=formatting.delta_words(priv["delta"]), steps=f"{priv['budget_steps']:,}",
                           step=f"{priv['step_epsilon']:.4g}", method=translated(METHOD_TITLES[priv["method"]]),
                           used=priv["steps_used"], spent=f"{priv['spent_epsilon']:.4g}"))
        acc = p["accuracy_bound"]
        theorem = words("accuracy theorem: every answer within {error} with chance ≥ {chance}",
                        error=f"{acc['max_error']:.4g}", chance=f"{1 - acc['beta']:g}")
        if not acc["applies"]:
            theorem += words(" — not covered: 6·noise bound exceeds T/2 at these settings")
        lines.append(theorem)
        lines.append(words("epoch argument (U epochs of 2ε₀, advanced composition): ε = {epoch} vs the app's {budget}",
                           epoch=f"{priv['epoch_total_epsilon']:.6g}", budget=f"{priv['total_epsilon']:.6g}"))
    else:
        lines.append(words("privacy: none (noise off: the non-private multiplicative weights)"))
    return "\n".join(lines) + "\n"


SCENARIO = Scenario(
    key="pmw", title=translatable("PMW"), dataset_type=Histogram,
    read_csv=universe_table.read_csv, from_text=universe_table.from_text, write_csv=universe_table.write_csv,
    build_problem=problem,
    presets=(Preset(translatable("Skewed survey: 4 yes/no answers, 500 people"), "pmw_survey_d4.csv"),),
    settings=SETTINGS,
    editor_title=translatable("People per element"), individual="person",
    neighbour_dataset=universe_table.neighbour_dataset, neighbour_families=neighbour_families,
    one_person=universe_table.ONE_PERSON, table=universe_table.TABLE, generator=universe_table.GENERATOR,
    rows_in=universe_table.rows_in, run_report=_report, run_text=_text,
    ui="expmech_gui.ui.scenarios.synthetic.pmw:UI",
)
