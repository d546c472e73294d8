"""The unlimited speed's batch sizes from what batches cost (core.simulation.MeasuredRamp, issue 36 §5): driven by
a model clock (the driver spends cost(s) seconds on a batch of s trials), never by real time."""
import itertools

from expmech_gui.core.simulation import RAMP_S, MeasuredRamp, batch_schedule

CAP = 1 << 34
DOUBLING = list(itertools.islice(batch_schedule(None, cap=CAP), 60))


def sizes_under(cost, total=None, batches=60, cap=CAP):
    """The first ``batches`` sizes a ramp gives when a batch of s trials takes ``cost(s)`` seconds."""
    now = [0.0]
    out = []
    for size in itertools.islice(MeasuredRamp(total, cap, clock=lambda: now[0]), batches):
        out.append(size)
        now[0] += cost(size)
    return out


def batches_to_cap(sizes) -> int:
    return next(i for i, s in enumerate(sizes) if s == CAP) + 1


def test_where_batches_cost_nothing_the_ramp_is_the_doubling_one():
    assert sizes_under(lambda s: 0.0) == DOUBLING
    assert sizes_under(lambda s: 5e-4) == DOUBLING  # m = 3: the worker's half-millisecond breath


def test_an_expensive_o_of_m_part_starts_the_ramp_near_its_top():
    """m = 10⁶: every batch pays for a histogram over 10⁶ candidates (and a multinomial draw over them) however few
    its trials. Doubling spends 36 batches reaching 2^34 trials a batch — 1.8 s at 50 ms a batch; the measured
    ramp has drawn 2^34 trials in its first three batches and draws 2^34 a batch from the fourth. A machine so
    loaded that a batch of a few trials takes 30 ms is the same case."""
    assert batches_to_cap(DOUBLING) == 36
    loaded = sizes_under(lambda s: 0.05)
    assert sum(loaded[:3]) == CAP and batches_to_cap(loaded) == 4
    idle = sizes_under(lambda s: 0.01)  # 10 ms a batch: the ramp takes about RAMP_S, not 36 × 10 ms
    assert 0.01 * batches_to_cap(idle) <= 1.5 * RAMP_S < 0.01 * batches_to_cap(DOUBLING)
    assert all(b >= a for a, b in zip(idle, idle[1:]))
    first_fast = sizes_under(lambda s: 0.001 if s == 1 else 0.03)  # the cost is measured batch by batch
    assert batches_to_cap(first_fast) <= 6


def test_sizes_add_up_to_the_total_and_stay_within_one_and_the_cap():
    for cost in (lambda s: 0.0, lambda s: 0.05, lambda s: 0.01 + 1e-9 * s):
        sizes = sizes_under(cost, total=10**12 + 7, batches=10**5, cap=1 << 30)
        assert sum(sizes) == 10**12 + 7 and min(sizes) >= 1 and max(sizes) <= 1 << 30
    assert list(MeasuredRamp(0, CAP)) == [] and list(MeasuredRamp(5, 1)) == [1] * 5
