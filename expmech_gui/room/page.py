"""The participant's page: one HTML document with its own style and script inline (no CDN, no fonts, no files),
under a Content-Security-Policy that allows exactly those two by their SHA-256 and requests to this server.
Every text from the room (question, names) is HTML-escaped; the form's data travels as escaped JSON.

The page speaks the language in use when it is written (core.translatable: the window's *View ▸ Language*, or
`expmech room … --locale de`), as the server's refusals do: its own texts through ``message``, ``<html lang>``
set to match, and the sentences the script writes (status, receipt) passed to it as templates in the JSON block
with the language's decimal separator (core.number_locale), so the script holds no words of its own."""
from __future__ import annotations

import base64
import hashlib
import html
import json
from importlib import resources

from ..core.number_locale import SEPARATORS, known
from ..core.translatable import language, message, translatable, translated
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

# The script's sentences, filled in the page by page.js ({answers}, {error}, {released}, … from the server's JSON).
SCRIPT_TEXTS = {
    "choose": translatable("Choose an answer first."),
    "sending": translatable("Sending…"),
    "counted": translatable("Thank you — your answer is in ({answers} so far). You can change it."),
    "refused": translatable("Not sent: {error}"),
    "offline": translatable("Not sent: the presenter's laptop did not answer."),
    "not_in": translatable("Released: {released}. Your answer was not in this release."),
    "receipt": translatable("Released: {released}. Your answer changed the chance of this result from {absent} to "
                            "{present} — a factor of {factor}; the promise was at most {bound}."),
}


def script_texts() -> dict:
    """SCRIPT_TEXTS in the language in use (templates: page.js fills their fields), and its separators (page.js
    writes the receipt's numbers with its decimal sign and reads a typed "1.234,5" as 1234.5 in German)."""
    group, decimal = SEPARATORS[known(language())]
    return {**{key: translated(text) for key, text in SCRIPT_TEXTS.items()}, "decimal": decimal, "group": group}


def _text(text: str) -> str:
    """``text`` escaped for an element's content (<, >, &; quotes stay as they are there)."""
    return html.escape(text, quote=False)


def _inputs(form: ParticipantForm) -> str:
    if form.kind == "number":
        hint = message("{lo:g} to {hi:g}", lo=form.lo, hi=form.hi)
        return (f'<label class="number"><span>{html.escape(form.unit)}</span><input id="number" type="text" '
                f'inputmode="decimal" autocomplete="off" maxlength="40" '
                f'placeholder="{html.escape(hint)}"></label>')
    kind = "radio" if form.kind == "one" else "checkbox"
    return "".join(f'<label class="choice"><input type="{kind}" name="choice" value="{html.escape(c)}">'
                   f'<span>{html.escape(c)}</span></label>' for c in form.choices)


def page_html(form: ParticipantForm, code: str, local_epsilon: float | None) -> str:
    """The page in the language in use (the question as the presenter typed it, or the scenario's own)."""
    config = {"code": code, "kind": form.kind, "choices": list(form.choices), "lo": form.lo, "hi": form.hi,
              "local_epsilon": local_epsilon, "texts": script_texts()}
    local = ('<p class="note">' + _text(message(
        "Your phone scrambles your answer before sending it (local randomized response, ε_local = {local_epsilon:g}):"
        " the presenter never sees your true answer.", local_epsilon=local_epsilon)) + "</p>"
        if local_epsilon is not None else "")
    served = _text(message("This page is served by the presenter's laptop over the local network, unencrypted. "
                                 "Your answer is kept only in the presenter's session; you can change it until the "
                                 "room closes."))
    title, send = _text(message("ExpMech room")), _text(message("Send my answer"))
    lang = html.escape(language(), quote=True)
    return f"""<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title><style>{STYLE}</style></head>
<body><main>
<h1>{html.escape(form.asked)}</h1>
<form id="form" novalidate>{_inputs(form)}
<button id="send" type="submit">{send}</button></form>
<p id="status" role="status" aria-live="polite"></p>
<p id="receipt" role="status" aria-live="polite"></p>
{local}<p class="note">{served}</p>
</main>
<script type="application/json" id="config">{safe_json(config)}</script>
<script>{SCRIPT}</script></body></html>"""
