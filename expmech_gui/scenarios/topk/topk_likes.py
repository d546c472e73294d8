"""Private top-k over like counts: the k options most people like, chosen privately (score = likes, Δ = 1).

Lunch's data, table, CSV, neighbours (one person's row of likes moves several counts by one each) and generator,
with top-k's k and methods (scenarios/topk/topk.py ``over``)."""
from __future__ import annotations

from ...core.translatable import translatable
from ..lunch import lunch
from . import topk
from ..framework.base import Preset

SCENARIO = topk.over(lunch.SCENARIO, "topk_likes", translatable("Top-k likes"), aliases=("top-k-likes",),
                     presets=(Preset(translatable("Lunch with colleagues: top 2"), "lunch.csv", {"k": 2.0}),),
                     ui="expmech_gui.ui.scenarios.topk.topk_likes:UI")
