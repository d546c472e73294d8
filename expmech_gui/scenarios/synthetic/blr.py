"""The net mechanism (Blum–Ligett–Roth 2008): a synthetic database y of m elements of the universe X, chosen by the
exponential mechanism over the net of all such multisets with score s(D, y) = −max_{q∈Q} |q(D) − q(y)|
(normalised counts, Δ = 1/n), so that y answers every query of the class Q about as the data do.

The data are a histogram over X (scenarios.synthetic.universe_table). The workspace holds the exact pmf over the net (at most
scenarios.synthetic.net_mechanism.EXACT_MAX_NET synthetic databases); ``stream_report`` samples bigger nets exactly by streaming Gumbel-max
(scenarios.synthetic.net_mechanism.stream_net) on any mapper (batch.parallel_map: a process pool or Dask).
"""
from __future__ import annotations

import numpy as np

from ...core.translatable import message, numeral, translatable, translated, words
from ...core import formatting
from .net_mechanism import (
    EXACT_MAX_NET, DEFAULT_BETA, STREAM_CHUNK, blr_bound, expected_counts, in_this_process, net_levels, stream_net
)
from .net import MAX_SYNTHETIC, NetScores, multiset_label, net_size
from ...core.numbers import parse_number
from ...core.privacy.loss import NeighbourFamily
from ...core.problem import LazyLabels, ProblemError, SelectionProblem
from .universe import DEFAULT_SUBSETS, MAX_QUERIES, QUERY_KINDS, Histogram, QueryClass, query_class
from . import universe_table
from ..framework.base import Preset, Scenario, Setting

DEFAULT_M = 5
TUPLE_LABELS = 20_000  # nets up to this size get their labels as a tuple; bigger ones lazily
SENSITIVITY_NOTE = ("Δ = 1/n: replacing one person's data moves every normalised answer q(D) by at most 1/n; adding "
                    "or removing one moves it by at most 1/n too, but also changes n and with it the scale εn/2, so "
                    "under add/remove the guarantee treats n as public (as Blum, Ligett and Roth do)")
MONOTONE_REASON = {
    "add-remove": translatable("the score is minus a largest error: one more person brings some synthetic databases "
                               "closer to the data and takes others further away"),
    "replace": translatable("moving one person between elements brings some synthetic databases closer and others "
                            "further"),
}


# --- settings --------------------------------------------------------------------------------------------------
def _parse_queries(text) -> float:
    s = str(text).strip().lower()
    if s in QUERY_KINDS:
        return float(QUERY_KINDS.index(s))
    try:
        return float(parse_number(s, integer=True, lo=0, hi=len(QUERY_KINDS) - 1,
                                  what=translatable("the query class")))
    except ValueError:
        raise ProblemError(message("the query class is one of {query_listing}, not {typed!r}",
                                   query_listing=_query_listing(), typed=str(text).strip())) from None


def _check_queries(value) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value not in range(len(QUERY_KINDS)):
        raise ProblemError(message("the query class is one of {query_listing}, not {value!r}",
                                   query_listing=_query_listing(), value=value))
    return float(value)


def _query_listing() -> str:
    return ", ".join(f"{i} = {k}" for i, k in enumerate(QUERY_KINDS))


def _whole(what: str, lo: int, hi: int):
    def parse(text) -> float:
        return float(parse_number(text, integer=True, lo=lo, hi=hi, what=what))

    def check(value) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not float(value).is_integer() \
                or not lo <= value <= hi:
            raise ProblemError(message("{what} must be a whole number from {lo:,} to {hi:,}, not {value!r}",
                                       what=translated(what), lo=lo, hi=hi, value=value))
        return float(value)

    return parse, check


SETTINGS = (
    Setting("blr_m", "synthetic size m", float(DEFAULT_M), *_whole("the synthetic size m", 1, MAX_SYNTHETIC),
            "--blr-m", "M", f"net mechanism only: how many elements the synthetic database has (default {DEFAULT_M}); "
                            "the net has C(|X| + m − 1, m) of them",
            tooltip=translatable("The synthetic database's size m: the net is every multiset of m elements of X, "
                                 "C(|X| + m − 1, m) of them (at most 1,000,000 in the workspace)")),
    Setting("blr_queries", "query class", 0.0, _parse_queries, _check_queries, "--blr-queries", "CLASS",
            f"net mechanism only: the counting queries, {_query_listing()} (default conjunctions)",
            tooltip=translatable(  # each kind's number, name and QUERY_KIND_TITLES (tests/test_scenario_words.py)
                "The counting queries the synthetic data must answer: 0 or conjunctions = all conjunctions; 1 or "
                "marginals = one- and two-way marginals; 2 or subsets = random subsets; 3 or points = one query per "
                "element; 4 or halfspaces = halfspaces π·x ≥ last bit")),
    Setting("blr_subsets", "random subsets", float(DEFAULT_SUBSETS), *_whole("the number of random subsets", 1,
                                                                               MAX_QUERIES),
            "--blr-subsets", "K", f"net mechanism only: how many random subsets with --blr-queries subsets "
                                  f"(default {DEFAULT_SUBSETS})",
            tooltip=translatable("Used by the random-subsets query class only")),
    Setting("blr_query_seed", "subsets seed", 0.0, *_whole("the subsets seed", 0, 2**31 - 1),
            "--blr-query-seed", "S", "net mechanism only: the seed of the random subsets (public, fixed in advance)",
            tooltip=translatable("The random subsets are public: drawn from this seed, never from the data")),
)


SETTING_NAMES = tuple(s.name for s in SETTINGS)


def queries_of(hist: Histogram, settings) -> QueryClass:
    kind = QUERY_KINDS[int(settings["blr_queries"])]
    return query_class(kind, hist.elements, seed=int(settings["blr_query_seed"]), size=int(settings["blr_subsets"]))


def net_spec(hist: Histogram, settings) -> NetScores:
    return NetScores.of(hist, queries_of(hist, settings), int(settings["blr_m"]))


def check_exact_net(k: int, m: int) -> int:
    size = net_size(k, m)
    if size > EXACT_MAX_NET:
        raise ProblemError(
            message("the net has {size} synthetic databases of m = {m} elements of {k} (C({k} + {m} − 1, {m})); "
                    "the workspace computes the exact distribution for at most {exact_max_net}: lower the "
                    "synthetic size m or use a smaller universe, or draw from this net with `expmech run blr … "
                    "--streamed`, which samples exactly without listing it", size=numeral(formatting.count(size)), m=m,
                    k=k, exact_max_net=numeral(formatting.count(EXACT_MAX_NET))))
    return size


# --- the selection problem ---------------------------------------------------------------------------------------
def problem(hist: Histogram, settings) -> SelectionProblem:
    """Candidates = the net in rank order, scores −max_q |q(D) − q(y)| (exact levels), Δ = 1/n."""
    if hist.n == 0:
        raise ProblemError(message("the synthetic database needs data: give at least one element a count above 0"))
    m = int(settings["blr_m"])
    size = check_exact_net(len(hist.elements), m)
    queries = queries_of(hist, settings)
    spec = NetScores.of(hist, queries, m)
    scores = -net_levels(spec) / spec.denominator
    net = spec.net
    labels = (tuple(multiset_label(c, hist.elements) for c in net.chunk(0, size)) if size <= TUPLE_LABELS
              else LazyLabels(np.arange(size), lambda r: multiset_label(net.unrank([int(r)])[0], hist.elements)))
    return SelectionProblem(
        labels=labels, scores=scores, sensitivity=1.0 / hist.n, monotone={"add-remove": False, "replace": False},
        monotone_reason=MONOTONE_REASON, score_name="−max query error", cost_name="max query error",
        candidate_name="synthetic database", n=hist.n, extras={**{name: float(settings[name]) for name in SETTING_NAMES},
                          "net_size": float(size), "query_count": float(queries.size)})


def neighbour_families(hist: Histogram, pr: SelectionProblem, notion: str, namer=None) -> list[NeighbourFamily]:
    """One person removed from an element, added at one, or moved between two: each row the net's score change."""
    spec = net_spec(hist, {name: pr.extras[name] for name in SETTING_NAMES})
    synth = _synthetic_counts(spec)
    base = np.asarray(pr.scores)
    names = hist.elements
    k = len(names)
    qm = spec.query_matrix.astype(np.int64)

    def scores_for(counts: np.ndarray) -> np.ndarray:
        n = int(counts.sum())
        if n == 0:
            return np.zeros_like(base)
        data = qm @ counts
        return -np.max(np.abs(spec.m * data[None, :] - n * synth), axis=1) / (n * spec.m)

    def family(kind: str, changes: list[tuple[int, int]], describe) -> NeighbourFamily:
        def rows(a: int, b: int) -> np.ndarray:
            out = np.empty((b - a, base.size))
            for r in range(a, b):
                counts = np.array(hist.counts, dtype=np.int64)
                src, dst = changes[r]
                if src >= 0:
                    counts[src] -= 1
                if dst >= 0:
                    counts[dst] += 1
                out[r - a] = scores_for(counts) - base
            return out
        return NeighbourFamily(kind, None, lambda r: describe(*changes[r]), rows=rows, count=len(changes))

    has = [i for i in range(k) if hist.counts[i] > 0]
    if notion == "add-remove":
        return [family("remove", [(i, -1) for i in has], lambda s, d: message("remove one person at {element}", element=names[s])),
                family("add", [(-1, j) for j in range(k)], lambda s, d: message("add a person at {element}", element=names[d]))]
    return [family("replace", [(i, j) for i in has for j in range(k) if j != i],
                   lambda s, d: message("move one person from {source} to {target}", source=names[s],
                                                     target=names[d]))]


def _synthetic_counts(spec: NetScores) -> np.ndarray:
    """count_q(y) for every y of the net and every query (int16: counts are at most m ≤ 64)."""
    net = spec.net
    out = np.empty((net.size, spec.query_matrix.shape[0]), dtype=np.int16)
    for a in range(0, net.size, STREAM_CHUNK):
        b = min(a + STREAM_CHUNK, net.size)
        out[a:b] = np.rint(net.chunk(a, b) @ spec.query_matrix.T).astype(np.int16)
    return out


# --- what `expmech run --json` adds -------------------------------------------------------------------------------
def settings_of(exp) -> dict:
    return exp.scenario.with_defaults(exp.params.setting_values)


def report(exp, trials: int, seed: int) -> dict:
    """The synthetic database of one release, its error on every query, the exact error distribution and the BLR
    bound (docs/manual.md: the net mechanism's JSON keys)."""
    hist, pr = exp.dataset, exp.problem
    settings = settings_of(exp)
    queries = queries_of(hist, settings)
    spec = NetScores.of(hist, queries, int(settings["blr_m"]))
    pmf = np.asarray(exp.mechanism.pmf)
    rank = int(exp.mechanism.sample(1, np.random.default_rng(seed))[0])
    y = spec.net.unrank([rank])[0]
    errors = spec.query_errors(y)
    max_errors = -np.asarray(pr.scores)
    bound = blr_bound(queries.size, spec.net.size, spec.m, hist.n, exp.params.epsilon)
    expected = expected_counts(spec, pmf) / spec.m
    real = hist.fractions
    answers_real = queries.answers(real)
    answers_synth = queries.answers(y / spec.m)
    return {
        "synthetic_database": {e: int(c) for e, c in zip(hist.elements, y) if c},
        "synthetic_label": multiset_label(y, hist.elements),
        "synthetic_size": spec.m,
        "synthetic_probability": float(pmf[rank]),
        "query_class": queries.kind, "query_count": queries.size,
        "query_errors": [{"query": q, "real": float(a), "synthetic": float(s), "error": float(e)}
                         for q, a, s, e in zip(queries.labels, answers_real, answers_synth, errors)],
        "max_error": float(errors.max()),
        "expected_max_error": float(pmf @ max_errors),
        "best_max_error_in_net": float(max_errors.min()),
        "expected_synthetic_fractions": {e: float(v) for e, v in zip(hist.elements, expected)},
        "real_fractions": {e: float(v) for e, v in zip(hist.elements, real)},
        "blr_bound": {"alpha": bound.alpha, "privacy_term": bound.privacy_term, "beta": bound.beta,
                      "max_error": bound.total, "m": spec.m,
                      "probability_max_error_within": min(1.0, float(pmf[max_errors <= bound.total + 1e-12].sum()))},
        "net_size": spec.net.size, "net_method": "exact",
        "sensitivity_note": SENSITIVITY_NOTE,
    }


NET_METHODS = {"exact": translatable("exact"), "streamed": translatable("streamed")}  # (the JSON keeps the key)


def report_text(r: dict) -> str:
    """The lines `expmech run blr` adds to the run report: the net, the synthetic database drawn, its errors and the
    BLR bound with its exact probability here. Each sentence a template of the catalogue (German with `--locale
    de`; English byte for byte as it was)."""
    b = r["blr_bound"]
    lines = [words("net mechanism: a synthetic database of m = {m} from a net of {net} ({method}), {queries} queries "
                   "({query_class})", m=r["synthetic_size"], net=f"{r['net_size']:,}",
                   method=translated(NET_METHODS.get(r["net_method"], r["net_method"])), queries=r["query_count"],
                   query_class=r["query_class"]),
             words("synthetic database: {label} (probability {probability})", label=r["synthetic_label"],
                   probability=f"{r['synthetic_probability']:.6g}"),
             words("its max error {error}; exact expected max error {expected}; best in the net {best}",
                   error=f"{r['max_error']:.6g}", expected=f"{r['expected_max_error']:.6g}",
                   best=f"{r['best_max_error_in_net']:.6g}"),
             words("BLR bound: max error ≤ {bound} (α = {alpha} + {privacy}) with probability ≥ {probability}; exactly "
                   "{exact} here", bound=f"{b['max_error']:.6g}", alpha=f"{b['alpha']:.6g}",
                   privacy=f"{b['privacy_term']:.6g}", probability=f"{1 - b['beta']:g}",
                   exact=f"{b['probability_max_error_within']:.6g}")]
    return "\n".join(lines) + "\n"


def stream_report(hist: Histogram, settings, epsilon: float, seed: int | None = 0, draws: int = 1,
                  mapper=in_this_process, chunk: int = STREAM_CHUNK, beta: float = DEFAULT_BETA) -> dict:
    """The net mechanism on a net of any size (no pmf held): ``draws`` exact samples by streaming Gumbel-max, the
    exact ln Z, error distribution and expected synthetic fractions — the keys of ``report`` that do not need the
    whole pmf, with net_method "streamed". ``settings`` as the scenario's (missing ones take their defaults)."""
    settings = SCENARIO.with_defaults(settings)
    queries = queries_of(hist, settings)
    spec = NetScores.of(hist, queries, int(settings["blr_m"]))
    scale = epsilon / (2.0 / hist.n)  # the general analysis c = ε/(2Δ), Δ = 1/n
    result = stream_net(spec, scale, draws=draws, seed=seed, chunk=chunk, mapper=mapper)
    samples = spec.net.unrank(result.sample_ranks) if draws else np.zeros((0, spec.k), dtype=np.int64)
    bound = blr_bound(queries.size, spec.net.size, spec.m, hist.n, epsilon, beta)
    real = hist.fractions
    out = {"net_size": spec.net.size, "net_method": "streamed", "chunks": result.chunks,
           "seconds": result.seconds, "candidates_per_second": spec.net.size / max(result.seconds, 1e-9),
           "log_normaliser": result.log_normaliser, "synthetic_size": spec.m, "query_class": queries.kind,
           "query_count": queries.size, "expected_max_error": result.expected_error,
           "best_max_error_in_net": float(result.errors.min()),
           "expected_synthetic_fractions": {e: float(v) for e, v in zip(hist.elements, result.expected_counts / spec.m)},
           "real_fractions": {e: float(v) for e, v in zip(hist.elements, real)},
           "blr_bound": {"alpha": bound.alpha, "privacy_term": bound.privacy_term, "beta": bound.beta,
                         "max_error": bound.total, "m": spec.m,
                         "probability_max_error_within": result.error_cdf(bound.total)},
           "sensitivity_note": SENSITIVITY_NOTE,
           "samples": [{"synthetic_database": {e: int(c) for e, c in zip(hist.elements, y) if c},
                        "synthetic_label": multiset_label(y, hist.elements),
                        "probability": result.probability_of(int(r)),
                        "max_error": float(spec.query_errors(y).max())}
                       for r, y in zip(result.sample_ranks, samples)]}
    if draws:
        first = samples[0]
        errors = spec.query_errors(first)
        out.update(synthetic_database=out["samples"][0]["synthetic_database"],
                   synthetic_label=out["samples"][0]["synthetic_label"],
                   synthetic_probability=out["samples"][0]["probability"], max_error=float(errors.max()),
                   query_errors=[{"query": q, "real": float(a), "synthetic": float(s), "error": float(e)}
                                 for q, a, s, e in zip(queries.labels, queries.answers(real),
                                                       queries.answers(first / spec.m), errors)])
    return out


SCENARIO = Scenario(
    key="blr", title=translatable("Synthetic data (net mechanism)"), dataset_type=Histogram,
    read_csv=universe_table.read_csv, from_text=universe_table.from_text, write_csv=universe_table.write_csv,
    build_problem=problem,
    presets=(Preset(translatable("Survey: 120 people, 3 yes/no answers"), "blr_survey.csv",
                    {"blr_m": 5.0, "blr_queries": 0.0}),
             Preset(translatable("Four bits, marginals (m = 4)"), "blr_four_bits.csv", {"blr_m": 4.0, "blr_queries": 1.0}),
             Preset(translatable("Favourite fruit, one query per fruit (m = 6)"), "blr_fruit.csv",
                    {"blr_m": 6.0, "blr_queries": 3.0})),
    editor_title=translatable("People per element"), individual="person",
    neighbour_dataset=universe_table.neighbour_dataset, neighbour_families=neighbour_families,
    one_person=universe_table.one_person, table=universe_table.TABLE, generator=universe_table.GENERATOR,
    settings=SETTINGS, rows_in=universe_table.rows_in,
    run_report=report, run_text=report_text, stream_report=lambda *a, **k: stream_report(*a, **k),
    ui="expmech_gui.ui.scenarios.synthetic.blr:UI",
    story="blr",
)
