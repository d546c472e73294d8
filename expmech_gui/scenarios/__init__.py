"""The product's scenarios. Each module ends with ``SCENARIO = Scenario(...)`` (see scenarios/base.py and
docs/adding-a-scenario.md); this line is the only place that lists them."""
from __future__ import annotations

from . import lunch, pricing, voting
from .base import Registry, Scenario, preset_path, registry, resources_dir  # noqa: F401 — the package's API

SCENARIOS: Registry = registry(pricing.SCENARIO, voting.SCENARIO, lunch.SCENARIO)

# A scenario under development registers itself here through EXPMECH_EXTRA_SCENARIOS=key,key (its module name)
# so that every generic test runs over it before it joins the line above.
import importlib as _importlib  # noqa: E402
import os as _os  # noqa: E402

for _name in filter(None, _os.environ.get("EXPMECH_EXTRA_SCENARIOS", "").split(",")):
    SCENARIOS.add(_importlib.import_module(f".{_name.strip()}", __name__).SCENARIO)
