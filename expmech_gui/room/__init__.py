"""Room mode (issue 32): an audience answers from their phones; Qt-free. ``state`` holds the answers, ``server``
serves the page (aiohttp on its own thread and event loop), ``local_rr`` debiases locally randomized answers,
``receipt`` computes each participant's privacy receipt exactly."""

DEFAULT_MAX_PARTICIPANTS = 500  # here, so `expmech --help` says it without loading the room (issue 36 §4)
MAX_MAX_PARTICIPANTS = 100_000
