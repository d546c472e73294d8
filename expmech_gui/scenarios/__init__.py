"""The product's scenarios. Each module ends with ``SCENARIO = Scenario(...)`` (see scenarios/base.py and
docs/adding-a-scenario.md); this line is the only place that lists them."""
from __future__ import annotations

from . import custom, lunch, median, pricing, topk, voting
from .base import Registry, Scenario, preset_path, registry, resources_dir  # noqa: F401 — the package's API

SCENARIOS: Registry = registry(pricing.SCENARIO, voting.SCENARIO, lunch.SCENARIO, median.SCENARIO, topk.SCENARIO,
                               custom.SCENARIO)

