"""Which tests are `gui`, `stat` or `slow`; conftest applies the markers at collection.

A pattern matches a node id (``tests/test_x.py::test_name[params]``) in full; ``*`` is the only wildcard.
Hostile-input cases are collected through tests/test_hostile_inputs.py; they also match under the module
that defines them (``tests/hostile_gui.py::test_x``). `slow` comes from measured durations (--durations on a
2-core machine): everything else, `python -m pytest -q -m "not slow"`, must run in under a minute.
"""
import re
import sys

QT_FIXTURES = {"qtbot", "qapp", "qtmodeltester"}  # anything built on these (window, make_workspace) counts

STAT_CALLS = {"chi_square_pvalue"}  # a test calling one of these checks samples against an exact law

# pattern: why it is slow (seconds per case as measured here, whole suite ~320 s)
SLOW = {
    # whole windows: building one costs ~0.5 s, most of these then wait for background work
    "tests/test_gui_inputs.py::*": "a whole window per test, 0.7-5 s each",
    "tests/test_gui_session.py::*": "whole windows that save, reopen, autosave: 0.8-15 s each",
    "tests/test_gui_privacy.py::*": "a whole window plus background privacy jobs, 0.7-3 s each",
    "tests/test_gui_roundtrip.py::*": "hypothesis-driven save and reopen of whole windows, 2-43 s each",
    "tests/hostile_gui.py::*": "a whole window per hostile value, 0.7-4 s each",
    "tests/hostile_privacy.py::*": "a whole window plus privacy jobs per hostile value, 0.9-4 s each",
    "tests/hostile_tables.py::test_hostile_vote_total_beyond_int64_is_refused_not_wrapped": "a whole window, 1.2 s",
    "tests/hostile_tables.py::test_hostile_pasted_vote_total_is_refused_in_the_window": "a whole window, 0.8 s",
    "tests/test_app_start.py::test_damaged_settings_never_stop_the_window*": "10 windows on damaged settings, ~1 s each",
    "tests/test_app_start.py::test_damaged_settings_file_in_a_real_start": "starts the app in a subprocess, 1 s",
    "tests/test_app_start.py::test_screenshots_script_writes_every_picture_the_readme_shows": "renders every picture",
    "tests/test_selftest.py::*": "the app's self-test in a subprocess, ~2 s each",
    "tests/test_gui.py::test_continuous_run_keeps_the_gui_responsive": "50 GUI ticks with the worker held, then a "
                                                                       "continuous run to 10,000 trials, ~2 s",
    "tests/test_gui.py::test_a_long_run_shows_progress_and_can_be_cancelled": "a million-price grid, 3 s",
    "tests/test_gui.py::test_canary_thousand_plot_updates_with_repaints": "1000 repaints, 2 s",
    "tests/test_gui.py::test_changing_parameters_stops_and_clears_the_run": "a continuous run to 1000 trials, 0.9 s",
    "tests/test_gui.py::test_lunch_columns_and_checkboxes_change_the_scores": "four recomputations, 0.9 s",
    "tests/test_gui.py::test_privacy_bill_counts_releases_and_matches_the_core": "a background bill, 0.9 s",
    "tests/test_gui.py::test_million_valuations_open": "a million rows, 0.6 s",
    "tests/test_gui.py::test_pasted_invalid_rows_are_flagged_and_excluded": "three recomputations, 0.6 s",
    "tests/test_gui.py::test_monotone_under_replace_for_voting_is_refused_with_the_reason": "three recomputations, 0.6 s",
    "tests/test_gui.py::test_recommended_alpha_button_and_grid_readout": "a 2,000-buyer grid, 0.5 s",
    "tests/test_gui.py::test_sweep_solves_for_epsilon_and_applies_it": "a 60-point sweep and a solve, 0.5 s",
    "tests/test_readability.py::*": "walks every label of every view of every workspace in 3 looks, 4-5 s each",
    "tests/test_gui_presentation.py::*": "a whole window per test, 0.6-2 s each",
    "tests/test_gui_words.py::*": "a whole window per test, 0.6-1.6 s each",
    "tests/test_gui_plots.py::*": "a whole window per test, 0.6-1.2 s each",
    "tests/test_report.py::*": "a workspace, a run and a rendered report per test, 0.6-2 s each",
    # the command line: every subprocess starts Python and numpy, ~0.3 s
    "tests/test_cli.py::test_bad_input_gives_one_error_line_and_exit_2*": "15 subprocesses; hostile_cli runs the "
                                                                          "same refusals in-process",
    "tests/test_cli.py::test_account_at_100000_releases_*": "a 100,000-release bill, 4 s",
    "tests/test_cli.py::test_ctrl_c_during_a_bill_*": "a subprocess held mid-bill until Ctrl+C, 1.2 s",
    "tests/test_cli.py::test_session_conflicts_are_named_and_sweep_takes_a_session": "3 subprocesses, 0.6 s",
    "tests/test_cli.py::test_run_session_applies_every_flag_as_an_override": "2 subprocesses, 0.6 s",
    "tests/test_cli.py::test_vacuous_bounds_are_said_in_words_never_as_bare_numbers": "2 subprocesses, 0.6 s",
    "tests/test_accounting.py::test_*_at_the_extremes_*100000]": "exact bills of 100,000 releases, 0.4-5 s",
    "tests/test_accounting.py::test_*_at_the_extremes_*-10000]": "exact bills of 10,000 releases, 0.1-0.7 s",
    "tests/test_accounting.py::test_progress_is_reported_and_monotone_and_cancel_stops_the_bill": "a long bill, 0.8 s",
    "tests/test_batch_cluster.py::*": "a real Dask scheduler and worker processes, killed mid-run, 19-27 s each",
    "tests/test_batch_faults.py::test_ctrl_c_with_a_local_cluster_*": "starts a LocalCluster in a subprocess, 5 s",
    # core
    "tests/test_mechanisms.py::test_single_draws_fit_the_exact_pmf*": "200,000 single draws per case, up to 1.3 s",
    "tests/test_privacy.py::test_huge_searches_are_built_lazily_*": "a million-buyer search, 1.3 s",
    "tests/test_privacy.py::test_a_search_too_large_to_run_is_refused_in_words": "a million-buyer dataset, 0.9 s",
}

# tests matching SLOW that stay in the fast loop: one smoke test per area
SMOKE = {
    "tests/test_gui_inputs.py::test_a_refused_paste_is_said_and_changes_nothing": "typed and pasted input",
    "tests/test_gui_session.py::test_failed_open_changes_nothing": "sessions",
    "tests/test_gui_privacy.py::test_unreachable_target_is_said_in_words_and_cannot_be_applied": "privacy views",
    "tests/hostile_gui.py::test_hostile_max_price_with_a_currency_sign": "hostile parameter input",
    "tests/test_gui_presentation.py::test_presentation_on_and_off_restores_palette_fonts_and_bars": "presentation",
    "tests/test_gui_presentation.py::test_each_palette_is_complete_and_disabled_text_is_dimmer*": "themes",
    "tests/test_gui_words.py::test_pricing_money_is_to_the_cent_and_the_legend_says_what_the_summary_says": "words",
    "tests/test_gui_words.py::test_a_deutan_viewer_tells_every_pair_of_bill_curves_apart": "colour",
    "tests/test_gui_plots.py::test_the_layout_decision_names_apart_what_does_not_fit": "category axes",
    "tests/test_gui_plots.py::test_log_axes_label_only_the_decades": "log axes",
    "tests/test_report.py::test_headline_names_the_choice_each_chance_the_date_and_the_source": "the report",
    "tests/test_report.py::test_an_atomic_write_keeps_the_mode_of_the_file_it_replaces": "file permissions",
}


def _regex(patterns):
    return re.compile("|".join(re.escape(p).replace(r"\*", ".*") for p in patterns) or r"(?!)")


_SLOW_RE, _SMOKE_RE = _regex(SLOW), _regex(SMOKE)


def _test_function(item):
    """The test's own function (hypothesis wraps it in another)."""
    fn = getattr(item, "function", None)
    inner = getattr(getattr(fn, "hypothesis", None), "inner_test", None)
    return inner or fn


def _from_qt(value) -> bool:
    where = getattr(value, "__module__", None) if not isinstance(value, type(sys)) else value.__name__
    return isinstance(where, str) and where.startswith("PySide6")


def _is_gui(item, fn, names) -> bool:
    if QT_FIXTURES & set(getattr(item, "fixturenames", ())):
        return True
    if any(name.startswith("PySide6") for name in names):
        return True
    module = sys.modules.get(getattr(fn, "__module__", None))  # where it is defined, not where collected
    return module is not None and any(_from_qt(v) for v in vars(module).values())


def _node_ids(item, fn) -> list[str]:
    """The node id, and for a test collected from another module (the hostile cases) also the id it would
    have in the module that defines it: tests/hostile_gui.py::test_x[...]."""
    ids = [item.nodeid]
    defined_in = getattr(fn, "__module__", "")
    path, sep, rest = item.nodeid.partition("::")
    if sep and defined_in and not path.endswith(f"/{defined_in}.py"):
        ids.append(f"{path.rsplit('/', 1)[0]}/{defined_in}.py::{rest}")
    return ids


def markers_for(item) -> list[str]:
    fn = _test_function(item)
    called = set(getattr(getattr(fn, "__code__", None), "co_names", ()))
    names = []
    if _is_gui(item, fn, called):
        names.append("gui")
    if STAT_CALLS & called:
        names.append("stat")
    ids = _node_ids(item, fn)
    if any(_SLOW_RE.fullmatch(i) for i in ids) and not any(_SMOKE_RE.fullmatch(i) for i in ids):
        names.append("slow")
    return names
