"""One meaning per setting name and per command-line flag: the registry refuses a scenario whose setting takes
the name or the flag of another scenario's setting (a new ``--step`` would silently get median's parser and help)
or of a run parameter (ε, t, the seed…), unless it is the very same shared ``Setting`` (top-k and top-k likes
share ``k``)."""
from ...core.params import PARAMS


def _run_parameter_names() -> set[str]:
    return {"--epsilon"} | {p.name for p in PARAMS.values()} | {p.cli_flag for p in PARAMS.values() if p.cli_flag}


def refuse_colliding_settings(registered, scenario) -> None:
    """ValueError naming both owners when a setting of ``scenario`` reuses a name or a flag of another meaning."""
    run_names = _run_parameter_names()
    owners = [(other.key, s) for other in registered if other.key != scenario.key for s in other.settings]
    for i, setting in enumerate(scenario.settings):
        words = {setting.name, setting.cli_flag}
        if words & run_names:
            raise ValueError(f"the {scenario.key} setting {setting.name!r} ({setting.cli_flag}) takes the name of "
                             f"a run parameter: {', '.join(sorted(words & run_names))}")
        earlier = [(scenario.key, s) for s in scenario.settings[:i]]
        for key, other in owners + earlier:
            if other is not setting and words & {other.name, other.cli_flag}:
                raise ValueError(f"the {scenario.key} setting {setting.name!r} ({setting.cli_flag}) collides with "
                                 f"the {key} setting {other.name!r} ({other.cli_flag}): give it its own name and "
                                 f"flag, or share that very Setting object")
