"""Candidates per second per core of the streamed net mechanism (scenarios.synthetic.net_mechanism.stream_net): one pass over a net of
C(|X| + m − 1, m) synthetic databases in this process, then on a local pool of 2 processes.

    python tests/benchmarks/bench_blr.py [d] [m]
"""
from __future__ import annotations

import sys
import time
from functools import partial

import numpy as np

from expmech_gui.batch.parallel_map import parallel_map
from expmech_gui.scenarios.synthetic.net_mechanism import stream_net
from expmech_gui.scenarios.synthetic.net import NetScores
from expmech_gui.scenarios.synthetic.universe import Histogram, boolean_universe, query_class


def main(d: int = 4, m: int = 8) -> None:
    elements = boolean_universe(d)
    hist = Histogram(elements, np.random.default_rng(0).integers(0, 50, len(elements)))
    spec = NetScores.of(hist, query_class("conjunctions", elements), m)
    scale = 1.0 / (2.0 / hist.n)
    for name, mapper, cores in (("this process", None, 1), ("pool of 2", partial(parallel_map, workers=2), 2)):
        started = time.perf_counter()
        kw = {} if mapper is None else {"mapper": mapper}
        stream_net(spec, scale, draws=1, seed=0, **kw)
        seconds = time.perf_counter() - started
        rate = spec.net.size / seconds
        print(f"d = {d}, |X| = {len(elements)}, |Q| = {3 ** d}, m = {m}: {spec.net.size:,} candidates on {name} in "
              f"{seconds:.2f} s = {rate:,.0f} candidates/s ({rate / cores:,.0f} per core)")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]))
