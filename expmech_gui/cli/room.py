"""`expmech room SCENARIO …`: the room's server without the GUI (issue 32). Prints `url: http://HOST:PORT/CODE`
first, `answers: N` after each accepted answer, and on SIGINT or SIGTERM `table:` and the answers as the
scenario's CSV (the format of --data files); exits 0."""
from __future__ import annotations

import os
import signal
import tempfile
import threading

from typing import TYPE_CHECKING

from ..core.errors import DataError
from ..core.translatable import message
from ..room import DEFAULT_MAX_PARTICIPANTS
from ..scenarios import SCENARIOS
from ..core.number_locale import SEPARATORS
from .parser import UsageError, _argument_type

if TYPE_CHECKING:  # the room's state and page load when a room opens, not for `expmech --help` (issue 36 §4)
    from ..room.state import RoomState

NAME = "room"


def add_parser(sub, common) -> None:
    forms = [s for s in common.scenarios if s.participant_form is not None]
    keys = [s.key for s in forms]
    p = sub.add_parser(NAME, help="let an audience answer from their phones (a local web page); Ctrl+C prints "
                                  "the answers as CSV")
    p.add_argument("scenario", choices=sorted({*keys, *(a for s in forms for a in s.aliases)}),
                   help="what the participants answer")
    p.add_argument("--candidates", metavar='"A,B,C"', help="the candidates to vote for (a choice of one)")
    p.add_argument("--options", metavar='"A,B,C"', help="the options to tick (likes)")
    for setting in {s.name: s for sc in forms for s in sc.settings}.values():  # --max-price, --lo, --hi, …
        p.add_argument(setting.cli_flag, dest=setting.name, type=_argument_type(setting.parse),
                       metavar=setting.cli_metavar, help=setting.cli_help)
    p.add_argument("--question", metavar="TEXT", help="the question the page asks (default: the scenario's)")
    p.add_argument("--host", metavar="H", help="the address to listen on (default: this machine's LAN address)")
    p.add_argument("--port", metavar="P", type=int, default=0, help="the port (default: a free one)")
    p.add_argument("--code", metavar="CODE", help="the join code (default: 6 random letters)")
    p.add_argument("--max-participants", metavar="N", type=int, default=DEFAULT_MAX_PARTICIPANTS,
                   help=f"at most this many participants (default {DEFAULT_MAX_PARTICIPANTS})")
    p.add_argument("--local-epsilon", metavar="E", type=float,
                   help="phones randomize their answer before sending (local randomized response with this ε)")
    p.add_argument("--locale", choices=tuple(SEPARATORS), default="en",
                   help="the participants' page and the server's refusals in that language (de: German); what this "
                        "command prints keeps its English form (default en)")


def _settings(scenario, args) -> dict:
    given = {s.name: getattr(args, s.name, None) for s in scenario.settings}
    return scenario.with_defaults({k: v for k, v in given.items() if v is not None})


def room_state(args) -> RoomState:
    from ..room.state import RoomState
    from ..room.template import empty_dataset, names_list

    scenario = SCENARIOS[SCENARIOS.key_for(args.scenario)]
    try:
        candidates = names_list(args.candidates, "--candidates") if args.candidates else None
        options = names_list(args.options, "--options") if args.options else None
        dataset = empty_dataset(scenario, candidates, options)
    except (ValueError, DataError) as exc:
        raise UsageError(str(exc)) from None
    try:
        form = scenario.participant_form(dataset, _settings(scenario, args))
    except AttributeError:  # a choice form without its list
        raise UsageError(message("the {scenario} room needs --candidates or --options",
                                 scenario=scenario.title)) from None
    if args.question:
        form = form.with_question(args.question)
    try:
        return RoomState(form, args.code, args.max_participants, args.local_epsilon)
    except ValueError as exc:
        raise UsageError(str(exc)) from None


def table_csv(scenario, state: RoomState) -> str:
    """The answers as the scenario's CSV, written by its own writer."""
    _version, _tokens, answers = state.snapshot()
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "room.csv")
        scenario.write_csv(path, state.form.dataset(answers))
        with open(path, encoding="utf-8") as f:
            return f.read()


def run(args, out, err) -> int:
    from ..room.server import RoomServer  # aiohttp loads only for this command

    out = getattr(out, "machine", out)  # url, answers and the CSV are for programs: never localized (cli.output)
    state = room_state(args)
    scenario = SCENARIOS[SCENARIOS.key_for(args.scenario)]
    stop = threading.Event()
    previous = {sig: signal.signal(sig, lambda *_: stop.set()) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        try:
            server = RoomServer(state, args.host, args.port).start()
        except OSError as exc:
            raise UsageError(str(exc)) from None
        out.write(f"url: {server.url}\n")
        out.flush()
        shown = 0
        try:
            while not stop.wait(0.1):
                counts = state.accepted[shown:]
                for n in counts:
                    out.write(f"answers: {n}\n")
                shown += len(counts)
                if counts:
                    out.flush()
        finally:
            server.stop()
        for n in state.accepted[shown:]:
            out.write(f"answers: {n}\n")
        out.write("table:\n" + table_csv(scenario, state))
        out.flush()
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    return 0
