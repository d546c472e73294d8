"""The product's scenarios. Each module ends with ``SCENARIO = Scenario(...)`` (see scenarios/framework/base.py and
docs/adding-a-scenario.md); this line is the only place that lists them."""
from __future__ import annotations

from .synthetic import blr, pmw
from .custom import custom
from .lunch import lunch
from .median import median
from .pac import pac
from .pricing import pricing
from .topk import topk, topk_likes
from .voting import voting
from .framework.base import Registry, Scenario, registry  # noqa: F401 — the package's API
from .framework.resources import preset_path, resources_dir  # noqa: F401 — the package's API

SCENARIOS: Registry = registry(pricing.SCENARIO, voting.SCENARIO, lunch.SCENARIO, median.SCENARIO, topk.SCENARIO,
                               topk_likes.SCENARIO, custom.SCENARIO, pac.SCENARIO,
                               blr.SCENARIO, pmw.SCENARIO)

