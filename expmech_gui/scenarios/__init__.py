"""The product's scenarios. Each module ends with ``SCENARIO = Scenario(...)`` (see scenarios/framework/base.py and
docs/adding-a-scenario.md); the registry below is the only place that lists them. Each is declared by its key,
module, title, aliases and own mechanisms, and its module is imported when the registry first hands it out
(checked against the declaration then)."""
from __future__ import annotations

from .framework.base import Scenario  # noqa: F401 — the package's API
from .framework.registry import Declared, Registry, registry
from .framework.resources import preset_path, resources_dir  # noqa: F401 — the package's API

TOPK_MECHANISMS = ("peeling", "gumbel", "laplace")

SCENARIOS: Registry = registry(
    Declared("pricing", ".pricing.pricing", "Pricing"),
    Declared("voting", ".voting.voting", "Voting"),
    Declared("lunch", ".lunch.lunch", "Lunch"),
    Declared("median", ".median.median", "Median"),
    Declared("topk", ".topk.topk", "Top-k", ("top-k",), TOPK_MECHANISMS),
    Declared("topk_likes", ".topk.topk_likes", "Top-k likes", ("top-k-likes",), TOPK_MECHANISMS),
    Declared("custom", ".custom.custom", "Custom"),
    Declared("pac", ".pac.pac", "Learning"),
    Declared("blr", ".synthetic.blr", "Synthetic data (net mechanism)"),
    Declared("pmw", ".synthetic.pmw", "PMW"))
