"""One heavy cell shared by idle workers: when a run has fewer cells than workers, each cell that records the
most-exposed search (exposure.* fields) is split into the cell itself (everything but the search) and one task
per share of its neighbours (core.privacy.loss.shares); ``Joiner`` folds the shares back in order
(core.privacy.loss.merge_exposures), so the cell's numbers are exactly those of the unsplit search, whichever worker
ran which share."""
from __future__ import annotations

from ..core.privacy.loss import ExposureResult, merge_exposures

EXPOSURE_PREFIX = "exposure."


def wants_exposure(task: dict) -> bool:
    return any(name.startswith(EXPOSURE_PREFIX) for name in task["fields"])


def split_heavy(tasks: list[dict], workers: int) -> list[dict]:
    """``tasks`` with each exposure-recording cell split into ``workers // len(tasks)`` shares when the cells
    are fewer than the workers (else unchanged)."""
    heavy = sum(wants_exposure(t) for t in tasks)
    if not heavy or len(tasks) >= workers:
        return tasks
    parts = max(2, workers // len(tasks))
    out = []
    for task in tasks:
        if wants_exposure(task):
            out.append(dict(task, exposure_parts=parts))
            out.extend(dict(task, part=i, parts=parts) for i in range(parts))
        else:
            out.append(task)
    return out


def share_outcome(task: dict, found: ExposureResult) -> dict:
    """What a share's task sends back: its part of the search, enough to merge exactly."""
    return {"cell": task["cell"], "key": task["key"], "ok": True, "part": task["part"], "parts": task["parts"],
            "share": {"loss": found.loss, "description": found.description, "kind": found.kind,
                      "range": found.range, "range_description": found.worst_range_description,
                      "score_sensitivity": found.score_sensitivity, "score_range": found.score_range,
                      "searched": found.searched}}


def _result(share: dict) -> ExposureResult:
    return ExposureResult(description=share["description"], kind=share["kind"], loss=share["loss"],
                          range=share["range"], score_sensitivity=share["score_sensitivity"],
                          score_range=share["score_range"], searched=share["searched"],
                          worst_range_description=share["range_description"])


class Joiner:
    """Holds a split cell's outcome and shares until all have arrived; ``feed(outcome)`` returns the outcomes
    complete now (an unsplit cell's at once). ``field_value(result, name)`` reads a recorded field (cells')."""

    def __init__(self, field_value) -> None:
        self.waiting: dict[str, dict] = {}
        self.field_value = field_value

    def feed(self, outcome: dict) -> list[dict]:
        is_share = "part" in outcome
        if not is_share and "exposure_parts" not in outcome:
            return [outcome]
        entry = self.waiting.setdefault(outcome["key"], {"cell": None, "shares": {}, "seconds": 0.0})
        entry["seconds"] += outcome.get("seconds", 0.0)
        if is_share:
            entry["shares"][outcome["part"]] = outcome
            entry["parts"] = outcome["parts"]
        else:
            entry["cell"] = outcome
            entry["parts"] = outcome["exposure_parts"]
        if entry["cell"] is None or len(entry["shares"]) < entry["parts"]:
            return []
        del self.waiting[outcome["key"]]
        return [_joined(entry, self.field_value)]


def _joined(entry: dict, field_value) -> dict:
    cell = {k: v for k, v in entry["cell"].items() if k != "exposure_parts"}
    cell["seconds"] = entry["seconds"]
    shares = [entry["shares"][i] for i in range(entry["parts"])]
    failed = next((s for s in shares if not s["ok"]), None)
    if not cell["ok"]:
        return cell
    if failed is not None:
        return {"cell": cell["cell"], "key": cell["key"], "ok": False, "seconds": cell["seconds"],
                "error": failed["error"]}
    found = merge_exposures([_result(s["share"]) for s in shares])
    exposure = {"loss": found.loss, "range": found.range, "score_sensitivity": found.score_sensitivity,
                "score_range": found.score_range, "searched": found.searched, "worst": found.description}
    for name in cell["fields"]:
        if name.startswith(EXPOSURE_PREFIX):
            cell["fields"][name] = field_value({"exposure": exposure}, name)
    return cell
