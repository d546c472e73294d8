"""Room mode's request latency, measured by hand (not by CI): python tests/benchmarks/bench_room.py [PARTICIPANTS]

A room on loopback; PARTICIPANTS (default 300) concurrent clients each load the page, answer and change their
answer once; prints the median and p99 latency of each request kind and the total time. Bounded: it stops by
itself after the last answer (or after 120 s)."""
import asyncio
import statistics
import sys
import time

import aiohttp

from expmech_gui.room.server import RoomServer
from expmech_gui.room.state import RoomState
from expmech_gui.room.template import empty_dataset
from expmech_gui.scenarios import SCENARIOS


def percentile(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def participant(url, i, timings, answers=("Ada", "Grace", "Edsger")):
    """Load the page, answer, change the answer once (answers[0], then answers[1] or answers[2])."""
    async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as session:
        start = time.perf_counter()
        async with session.get(url) as r:
            await r.read()
        timings["page"].append(time.perf_counter() - start)
        for answer in (answers[0], answers[1 + i % (len(answers) - 1)]):
            start = time.perf_counter()
            async with session.post(url + "/answer", json={"answer": answer}) as r:
                await r.read()
                assert r.status == 200
            timings["answer"].append(time.perf_counter() - start)


async def everyone(url, n, timings):
    await asyncio.wait_for(asyncio.gather(*(participant(url, i, timings) for i in range(n))), 120)


def main(n=300):
    scenario = SCENARIOS["voting"]
    state = RoomState(scenario.participant_form(empty_dataset(scenario, ("Ada", "Grace", "Edsger"), None), {}))
    server = RoomServer(state, "127.0.0.1").start()
    timings = {"page": [], "answer": []}
    start = time.perf_counter()
    try:
        asyncio.run(everyone(server.url, n, timings))
    finally:
        server.stop()
    total = time.perf_counter() - start
    assert state.count == n
    for kind, values in timings.items():
        print(f"{kind:7s} {len(values):5d} requests  median {1000 * statistics.median(values):7.1f} ms  "
              f"p99 {1000 * percentile(values, 0.99):7.1f} ms")
    print(f"{n} participants, {3 * n} requests in {total:.2f} s; the table holds {state.count} rows")


def clients_only(url, n, answers):
    """``--clients URL N A,B,C``: only the participants, against a room served elsewhere (bench_room_gui.py runs
    them in a process of their own, as phones are); the last line, ``flood: T0 T1``, is when (time.time()) the
    first request left and the last answer came back."""
    timings = {"page": [], "answer": []}

    async def run():
        await asyncio.wait_for(asyncio.gather(*(participant(url, i, timings, answers) for i in range(n))), 120)
    first = time.time()
    asyncio.run(run())
    last = time.time()
    for kind, values in timings.items():
        print(f"{kind:7s} {len(values):5d} requests  median {1000 * statistics.median(values):7.1f} ms  "
              f"p99 {1000 * percentile(values, 0.99):7.1f} ms")
    print(f"flood: {first} {last}")


def serve_only(answers):
    """``--serve A,B,C``: only a voting room on loopback (its URL on the first line), until killed: the server in
    a process of its own, for bench_room_gui.py --floor."""
    scenario = SCENARIOS["voting"]
    state = RoomState(scenario.participant_form(empty_dataset(scenario, answers, None), {}))
    server = RoomServer(state, "127.0.0.1").start()
    print(server.url, flush=True)
    time.sleep(300)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--clients"]:
        clients_only(sys.argv[2], int(sys.argv[3]), tuple(sys.argv[4].split(",")))
    elif sys.argv[1:2] == ["--serve"]:
        serve_only(tuple(sys.argv[2].split(",")))
    else:
        main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
