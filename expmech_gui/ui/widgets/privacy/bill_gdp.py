"""The bill's Gaussian view (core.gdp): the releases priced, or 100 when there are none yet, analysed by
sensitivity and by range as μ-GDP, in one sentence under the bill."""
from __future__ import annotations

from ....core.accounting.gdp import gdp_of_mechanism, gdp_sentence
from ...catalogue import tr

PLANNED = 100  # releases the view speaks of before the first one


def gdp_line(exp, k: int, delta: float) -> str:
    """The sentence for ``exp``'s mechanism at k releases (PLANNED when k = 0); "" without an experiment or for a
    mechanism that is not a softmax of the scores (it says why)."""
    if exp is None:
        return ""
    releases = k if k >= 1 else PLANNED
    g = gdp_of_mechanism(exp.mechanism, releases, delta)
    if g is None:
        return tr("Gaussian view (Dong): not for this mechanism — it is not an exponential mechanism, so the "
                  "bounded-range analysis does not apply.")
    return gdp_sentence(g) + ("" if k >= 1 else tr(" (No releases yet: shown for {count}.)").format(count=PLANNED))
