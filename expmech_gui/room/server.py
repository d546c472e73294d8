"""The room's HTTP server: aiohttp on its own thread and event loop (issue 32's contract).

GET /CODE → the page; POST /CODE/answer {"answer": …} → {"ok": true, "answers": N}; GET /CODE/receipt → the
receipt JSON after a release, else 204. Any other path, or a wrong code, gets 403 and says nothing about the
room. Bodies over 4 KiB get 413, a client past its rate 429, a refused answer 400 with a reason in words."""
from __future__ import annotations

import asyncio
import hmac
import json
import socket
import threading
import time
from dataclasses import dataclass

from aiohttp import web

from ..scenarios.framework.participant_form import AnswerError
from ..core.translatable import language, message
from .page import CSP, page_html, safe_json
from .state import RoomState, is_token, new_token

MAX_BODY = 4096
COOKIE = "room_token"
BODY_TIMEOUT = 5.0  # seconds a client may take to send its body (slow-loris)


@dataclass
class Limits:
    """Token buckets: per client (address + cookie) and per address (a phone that drops its cookie)."""

    client_rate: float = 2.0
    client_burst: float = 20.0
    address_rate: float = 400.0
    address_burst: float = 2000.0


class Buckets:
    """Token-bucket rate limits keyed by client; touched only on the server's event loop."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self._state: dict[str, tuple[float, float]] = {}

    def allow(self, key: str, now: float) -> bool:
        tokens, then = self._state.get(key, (self.burst, now))
        tokens = min(self.burst, tokens + (now - then) * self.rate)
        if tokens < 1.0:
            self._state[key] = (tokens, now)
            return False
        self._state[key] = (tokens - 1.0, now)
        if len(self._state) > 50_000:  # forget the oldest clients rather than grow without bound
            for k in list(self._state)[:10_000]:
                del self._state[k]
        return True


def lan_address() -> str:
    """The address this machine uses on its network (no packet is sent), else 127.0.0.1."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("192.0.2.1", 9))  # TEST-NET-1: only picks the outgoing interface
            return s.getsockname()[0]
        except OSError:
            return "127.0.0.1"


def _json(status: int, data: dict, **headers) -> web.Response:
    return web.Response(status=status, text=safe_json(data), content_type="application/json", headers=headers)


def _headers(response: web.StreamResponse) -> None:
    response.headers.update({"Content-Security-Policy": CSP, "X-Content-Type-Options": "nosniff",
                             "Referrer-Policy": "no-referrer", "Cache-Control": "no-store",
                             "X-Frame-Options": "DENY"})


def _token(request: web.Request) -> str | None:
    """The room's cookie, read straight from the Cookie header (aiohttp's ``request.cookies`` runs every cookie
    through http.cookies' regular expressions: Python time on the server's thread, whose GIL the GUI shares)."""
    for header in request.headers.getall("Cookie", ()):
        for pair in header.split(";"):
            name, _, value = pair.strip().partition("=")
            if name == COOKIE:
                return value
    return None


def _reject_constant(name: str):
    raise ValueError("NaN and infinity are not numbers")


class RoomServer:
    """Serves ``state`` on (host, port) from a thread of its own; ``start()`` returns once listening."""

    def __init__(self, state: RoomState, host: str | None = None, port: int = 0, limits: Limits | None = None) -> None:
        self.state = state
        self.host = host or lan_address()
        self.port = int(port)
        self.limits = limits or Limits()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._pages: dict[str, bytes] = {}  # the page per language, written once each (room.page)
        self.page()  # the language in use when the room opens

    def page(self) -> bytes:
        """The participant's page in the language in use (the presenter's, as the refusals are), written once."""
        code = language()
        page = self._pages.get(code)
        if page is None:
            page = self._pages[code] = page_html(self.state.form, self.state.code,
                                                 self.state.local_epsilon).encode("utf-8")
        return page

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/{self.state.code}"

    # --- lifecycle -------------------------------------------------------------------------------------
    def start(self) -> "RoomServer":
        self._thread = threading.Thread(target=self._serve, name="room-server", daemon=True)
        self._thread.start()
        self._ready.wait()
        if self._error is not None:
            raise OSError(message("the room could not listen on {host}:{port}: {error}", host=self.host,
                                  port=self.port, error=self._error)) from None
        return self

    def stop(self) -> None:
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        if loop.is_running():
            asyncio.run_coroutine_threadsafe(self._shutdown(), loop).result(timeout=10)
            loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=10)
        self._loop = self._thread = None

    def _serve(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._listen())
        except OSError as exc:
            self._error = exc
            self._ready.set()
            loop.close()
            return
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            loop.close()

    async def _listen(self) -> None:
        app = web.Application(client_max_size=MAX_BODY, middlewares=[self._guard])
        app.router.add_route("*", "/{tail:.*}", self._route)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False, keepalive_timeout=15)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port, backlog=512)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]
        self._client = Buckets(self.limits.client_rate, self.limits.client_burst)
        self._address = Buckets(self.limits.address_rate, self.limits.address_burst)

    async def _shutdown(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
        pending = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
        for task in pending:
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)

    # --- requests --------------------------------------------------------------------------------------
    @web.middleware
    async def _guard(self, request: web.Request, handler):
        """Join code, rate limit and the safety headers, before any handler; nothing escapes as a 500 page."""
        try:
            response = await self._checked(request, handler)
        except web.HTTPException as exc:
            response = _json(exc.status, {"error": message("not allowed")})
        except Exception:  # noqa: BLE001 — a server on a shared network answers every request in words
            response = _json(500, {"error": message("the room could not handle that request")})
        _headers(response)
        return response

    async def _checked(self, request: web.Request, handler):
        parts = request.raw_path.split("?", 1)[0].split("/")
        code = parts[1] if len(parts) > 1 else ""
        if not hmac.compare_digest(code.encode("utf-8", "replace"), self.state.code.encode("utf-8")):
            return _json(403, {"error": message("not allowed")})
        now = time.monotonic()
        address = request.remote or "?"
        token = _token(request)
        # a request without a token is new (it gets one) and counts only against its address
        if not self._address.allow(address, now) or (token and not self._client.allow(f"{address} {token}", now)):
            return _json(429, {"error": message("too many requests: wait a few seconds and try again")},
                         **{"Retry-After": "2"})
        return await handler(request)

    async def _route(self, request: web.Request) -> web.StreamResponse:
        rest = request.raw_path.split("?", 1)[0].split("/")[2:]
        if rest in ([], [""]) and request.method == "GET":
            return self._page_response(request)
        if rest == ["answer"] and request.method == "POST":
            return await self._answer(request)
        if rest == ["receipt"] and request.method == "GET":
            receipt = self.state.receipt(_token(request))
            return web.Response(status=204) if receipt is None else _json(200, receipt)
        return _json(404, {"error": message("there is nothing here")})

    def _page_response(self, request: web.Request) -> web.Response:
        response = web.Response(body=self.page(), content_type="text/html", charset="utf-8")
        if not is_token(_token(request)):
            self._set_token(response, new_token())
        return response

    @staticmethod
    def _set_token(response: web.Response, token: str) -> None:
        """The cookie as one header (a token is URL-safe base64: nothing to quote), without http.cookies' Morsel."""
        response.headers["Set-Cookie"] = f"{COOKIE}={token}; HttpOnly; Max-Age={12 * 3600}; Path=/; SameSite=Strict"

    @staticmethod
    async def _body(request: web.Request) -> bytes:
        """The whole body, or its first MAX_BODY + 1 bytes (whichever comes first)."""
        body = b""
        while len(body) <= MAX_BODY:
            chunk = await request.content.read(MAX_BODY + 1 - len(body))
            if not chunk:
                break
            body += chunk
        return body

    async def _answer(self, request: web.Request) -> web.Response:
        if request.content_length is not None and request.content_length > MAX_BODY:
            return _json(413, {"error": message("the answer is too large (at most 4 KiB)")}, Connection="close")
        try:
            body = await asyncio.wait_for(self._body(request), BODY_TIMEOUT)
        except asyncio.TimeoutError:
            return _json(408, {"error": message("the answer took too long to arrive")}, Connection="close")
        if len(body) > MAX_BODY:
            return _json(413, {"error": message("the answer is too large (at most 4 KiB)")}, Connection="close")
        try:
            data = json.loads(body.decode("utf-8"), parse_constant=_reject_constant)
        except (UnicodeDecodeError, ValueError, RecursionError):
            return _json(400, {"error": message("the answer is not valid JSON")})
        if not isinstance(data, dict) or "answer" not in data or set(data) - {"answer", "local_epsilon"}:
            return _json(400, {"error": message('send {{"answer": …}}')})
        token = _token(request)
        fresh = not is_token(token)
        if fresh:
            token = new_token()
        try:
            count = self.state.submit(token, data["answer"], data.get("local_epsilon"))
        except AnswerError as exc:
            return _json(400, {"error": str(exc)})
        response = _json(200, {"ok": True, "answers": count})
        if fresh:
            self._set_token(response, token)
        return response
