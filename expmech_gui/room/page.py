"""The participant's page: one HTML document with its own style and script inline (no CDN, no fonts, no files),
under a Content-Security-Policy that allows exactly those two by their SHA-256 and requests to this server.
Every text from the room (question, names) is HTML-escaped; the form's data travels as escaped JSON."""
from __future__ import annotations

import base64
import hashlib
import html
import json
from importlib import resources

from ..scenarios.framework.participant_form import ParticipantForm


def _asset(name: str) -> str:
    return resources.files(__package__).joinpath(name).read_text(encoding="utf-8")


def safe_json(data) -> str:
    """JSON that is also safe inside HTML (<, >, & and quotes as \\u escapes)."""
    text = json.dumps(data, ensure_ascii=False, allow_nan=False)
    return (text.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")
            .replace("'", "\\u0027"))


def _hash(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii") + "'"


STYLE, SCRIPT = _asset("page.css"), _asset("page.js")
CSP = (f"default-src 'none'; style-src {_hash(STYLE)}; script-src {_hash(SCRIPT)}; connect-src 'self'; "
       "img-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")


def _inputs(form: ParticipantForm) -> str:
    if form.kind == "number":
        return (f'<label class="number"><span>{html.escape(form.unit)}</span><input id="number" type="text" '
                f'inputmode="decimal" autocomplete="off" maxlength="40" '
                f'placeholder="{form.lo:g} to {form.hi:g}"></label>')
    kind = "radio" if form.kind == "one" else "checkbox"
    return "".join(f'<label class="choice"><input type="{kind}" name="choice" value="{html.escape(c)}">'
                   f'<span>{html.escape(c)}</span></label>' for c in form.choices)


def page_html(form: ParticipantForm, code: str, local_epsilon: float | None) -> str:
    config = {"code": code, "kind": form.kind, "choices": list(form.choices), "lo": form.lo, "hi": form.hi,
              "local_epsilon": local_epsilon}
    local = ("<p class=\"note\">Your phone scrambles your answer before sending it (local randomized response, "
             f"ε_local = {local_epsilon:g}): the presenter never sees your true answer.</p>"
             if local_epsilon is not None else "")
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>ExpMech room</title><style>{STYLE}</style></head>
<body><main>
<h1>{html.escape(form.question)}</h1>
<form id="form" novalidate>{_inputs(form)}
<button id="send" type="submit">Send my answer</button></form>
<p id="status" role="status" aria-live="polite"></p>
<p id="receipt" role="status" aria-live="polite"></p>
{local}<p class="note">This page is served by the presenter's laptop over the local network, unencrypted. Your answer
is kept only in the presenter's session; you can change it until the room closes.</p>
</main>
<script type="application/json" id="config">{safe_json(config)}</script>
<script>{SCRIPT}</script></body></html>"""
