"""The scenario contract's written rules (issue 29 §1): one meaning per setting name and per command-line flag
across the registry."""
from dataclasses import replace

import pytest

from expmech_gui.scenarios import SCENARIOS
from expmech_gui.scenarios.framework.registry import registry


def _with_setting(key: str, **changes):
    """A copy of median called ``key`` whose step setting is changed as given (a new Setting object)."""
    median = SCENARIOS["median"]
    step = median.setting("step")
    return replace(median, key=key, aliases=(), settings=(replace(step, **changes),))


def test_a_new_scenario_reusing_another_scenarios_setting_flag_is_refused():
    with pytest.raises(ValueError, match=r"meeting setting 'step' \(--step\) collides with the median setting "
                                         r"'step' \(--step\)"):
        registry(SCENARIOS["median"], _with_setting("meeting", cli_help="hours between slots"))


def test_a_new_setting_name_under_another_flag_or_a_new_flag_under_another_name_is_refused_too():
    with pytest.raises(ValueError, match="collides with the median setting 'step'"):
        registry(SCENARIOS["median"], _with_setting("meeting", cli_flag="--slot"))
    with pytest.raises(ValueError, match="collides with the median setting 'step'"):
        registry(SCENARIOS["median"], _with_setting("meeting", name="slot"))


@pytest.mark.parametrize("name, flag", [("epsilon", "--eps"), ("slot", "--epsilon"), ("seed", "--start"),
                                        ("slot", "--t")])
def test_a_setting_named_like_a_run_parameter_is_refused(name, flag):
    with pytest.raises(ValueError, match="takes the name of a run parameter"):
        registry(_with_setting("meeting", name=name, cli_flag=flag))


def test_the_very_same_shared_setting_is_allowed_and_the_shipped_registry_passes():
    shared = SCENARIOS["topk"].setting("k")
    assert shared is SCENARIOS["topk_likes"].setting("k")
    assert list(registry(*SCENARIOS.values())) == list(SCENARIOS)
    own = registry(SCENARIOS["median"], _with_setting("meeting", name="slot", cli_flag="--slot"))
    assert list(own) == ["median", "meeting"]
    own.remove("meeting")  # registering declared its mechanisms app-wide


def test_two_settings_of_one_scenario_may_not_share_a_name():
    median = SCENARIOS["median"]
    twice = replace(median, key="meeting", aliases=(), settings=(median.setting("lo"),
                                                                 replace(median.setting("hi"), cli_flag="--lo")))
    with pytest.raises(ValueError, match="meeting setting 'hi' \\(--lo\\) collides with the meeting setting 'lo'"):
        registry(twice)


def test_a_new_scenarios_own_guarantee_is_printed_by_its_terms_not_as_an_internal_error(tmp_path):
    """`expmech run NEW --example` printed "internal error (KeyError: 'revenue')": the text read pricing's keys."""
    import io

    from expmech_gui import cli

    def extras(exp):
        return {"late_attendees": 1.5, "probability": 0.95, "source": "a toy bound"}

    SCENARIOS.add(replace(SCENARIOS["voting"], key="meeting", title="Meeting", aliases=(), extras=extras))
    try:
        out, err = io.StringIO(), io.StringIO()
        code = cli.main(["run", "meeting", "--example", "--epsilon", "1", "--trials", "100"], out=out, err=err)
    finally:
        SCENARIOS.remove("meeting")
    assert code == 0, err.getvalue()
    assert "Meeting guarantee: late attendees = 1.5; probability = 0.95; source = a toy bound" in out.getvalue()


def test_pricing_still_prints_its_lecture_guarantee_in_words():
    import io

    from expmech_gui import cli

    out = io.StringIO()
    assert cli.main(["run", "pricing", "--example", "--trials", "100"], out=out, err=io.StringIO()) == 0
    assert "lecture guarantee: revenue ≥ $" in out.getvalue() or "lecture guarantee: says nothing" in out.getvalue()
