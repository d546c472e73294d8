"""`expmech export-code SCENARIO … --lang opendp`: the release designed here, as a short commented Python script
that performs it with OpenDP (expmech_gui.api.opendp_export says how ε and Δ map)."""
from __future__ import annotations

from dataclasses import replace

from ..core.problem import ProblemError
from ..core.translatable import message
from .parser import EPSILON_WORDS, UsageError, _epsilon, epsilon_required

NAME = "export-code"


def add_parser(sub, common) -> None:
    p = sub.add_parser(NAME, help="write the release as a Python script for a production DP library (OpenDP)",
                       **common.options(NAME))
    common(p, params=("mechanism", "analysis", "neighbours"))
    p.add_argument("--epsilon", type=_epsilon, metavar="E", help=f"privacy parameter ε, {EPSILON_WORDS} (required "
                                                                 "with --data)")
    p.add_argument("--lang", choices=("opendp",), default="opendp", help="the library (default opendp)")
    p.add_argument("--out", metavar="PATH|-", default="-", help="where the script goes (default '-': the screen)")


def run(args, out, err) -> None:
    from ..experiment import Experiment  # loaded when a script is written, not for a help (issue 36 §4)
    from .inputs import resolve, shipped
    from .output import write as _write

    if not args.session and not shipped(args) and args.epsilon is None:
        raise epsilon_required()
    if args.json:
        raise UsageError(message("export-code writes a script, not JSON: use --out PATH"))
    scenario, dataset, params = resolve(args, "run")
    if not args.session and args.epsilon is not None:
        params = replace(params, epsilon=args.epsilon)
    from ..api.opendp_export import opendp_script  # the api package loads only for this command

    try:
        script = opendp_script(Experiment(scenario, dataset, params))
    except ValueError as exc:
        raise ProblemError(str(exc)) from None
    _write(args.out, script, out)
    if args.out != "-":
        out.write(f"wrote {args.out}: run it with python {args.out} DATA.csv (needs opendp: "
                  f"python -m pip install \"expmech-gui[opendp]\")\n")
