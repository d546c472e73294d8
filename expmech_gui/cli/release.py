"""`expmech release`: one published release with a sampler whose output does not depend on floating-point
rounding (core.exact.sampling), on SCENARIO --data FILE or a session's workspace."""
from __future__ import annotations

from dataclasses import replace

from ..core.numbers import NumberError, parse_epsilon
from ..core.translatable import message
from .parser import EPSILON_WORDS, UsageError, epsilon_required

NAME = "release"


def exact_epsilon(text: str):
    """ε as typed, kept exact ("0.1" is 1/10) when it is a plain decimal; UsageError in words when it is not
    an ε the app accepts."""
    from ..core.exact import sampling as exact_sampling

    try:
        return exact_sampling.typed_epsilon(text, parse_epsilon(text))
    except NumberError as exc:
        raise UsageError(message("--epsilon: {problem}", problem=exc)) from None


def add_parser(sub, common) -> None:
    p = sub.add_parser(NAME, help="one published release with the exact sampler (its output does not depend on "
                                  "floating-point rounding)", **common.options(NAME))
    common(p, params=("mechanism", "analysis", "neighbours"))
    p.add_argument("--epsilon", metavar="E", help=f"privacy parameter ε, {EPSILON_WORDS}, used exactly as typed "
                                                  "(0.1 is 1/10; required with --data)")
    p.add_argument("--seed", type=int, metavar="S", help="repeat a release (private only while the seed is secret; "
                                                         "default: the operating system's randomness)")


def run(args, out, err) -> None:
    from .. import api  # the API, the experiment and the inputs' readers load when a release is drawn, not for a help
    from ..experiment import Experiment
    from .commands import _write, progress_shown
    from .inputs import resolve, shipped
    from .output import json_text

    if not args.session and not shipped(args) and args.epsilon is None:
        raise epsilon_required()
    if args.seed is not None and args.seed < 0:
        raise UsageError(message("--seed must be a whole number ≥ 0, not {seed}", seed=args.seed))
    eps_cli, args.epsilon = args.epsilon, None  # the run parameters keep the session's ε unless --epsilon is given
    scenario, dataset, params = resolve(args, "release")
    epsilon = exact_epsilon(eps_cli) if eps_cli is not None else params.epsilon
    exp = Experiment(scenario, dataset, replace(params, epsilon=float(epsilon)))

    with progress_shown(err, "drawing the release with the exact sampler (its proposals against the number "
                             "expected)") as progress:
        result = api.release_of(exp, str(epsilon), args.seed, progress=progress)
    if args.json:
        _write(args.json, json_text(result), out)
    if args.json != "-":
        released = ", ".join(result["candidates"]) + " (in order)" if "candidates" in result else result["candidate"]
        out.write(f"{scenario.title}: released {released}\n{result['privacy_claim']}\n")
