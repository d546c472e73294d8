"""Screenshots of room mode for the README and the manual: the projector view after a room of 23 answered the
Voting workspace's question and the presenter pressed Run once (room_projector), and a participant's phone
(Debian's chromium at 390×844 through Playwright, never a browser of its own) showing its privacy receipt
(room_phone).

    DISPLAY=:NN QT_QPA_PLATFORM=xcb python tests/shots_room.py [OUT_DIR]
"""
from __future__ import annotations

import json
import sys
import urllib.request
from pathlib import Path

from screenshots import done, shooting, wait_for

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def _post(url: str, answer, token: str) -> None:
    req = urllib.request.Request(url + "/answer", data=json.dumps({"answer": answer}).encode(),
                                 headers={"Cookie": f"room_token={token}"})
    urllib.request.urlopen(req, timeout=10).read()


def render_room(out_dir: Path, size=(1280, 800)) -> list[Path]:
    from PySide6.QtCore import QEventLoop, QTimer
    from playwright.sync_api import expect, sync_playwright

    from expmech_gui.room.state import RoomState
    from expmech_gui.ui.room_window import open_room, room_form

    window, grab, paths = shooting(out_dir, size)
    ws = window.workspaces["voting"]
    window.tabs.setCurrentWidget(ws)
    ws.load_preset(ws.scenario.preset_names[0])
    wait_for(ws.experimentReady)
    form = room_form(ws)
    view = open_room(window, ws, RoomState(form.with_question("Who should be teacher of the year?")),
                     host="127.0.0.1")
    view.resize(*size)
    url = view.controller.url
    shares = (7, 5, 4, 4, 2, 1)
    answers = [c for c, k in zip(form.choices, shares) for _ in range(k)]
    for i, answer in enumerate(answers[:-1]):
        _post(url, answer, f"screenshot-phone-{i:04d}")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        page = browser.new_page(viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True)
        page.goto(url)
        page.get_by_label(answers[-1]).check()
        page.get_by_role("button", name="Send my answer").click()
        expect(page.locator("#status")).to_contain_text("your answer is in")
        loop = QEventLoop()
        QTimer.singleShot(1500, loop.quit)  # the table is refilled at most once a second
        loop.exec()
        while ws.busy():
            wait_for(ws.experimentReady, 5_000)
        ready = view.controller.receiptsReady
        ws.parameter_panel.fixed_seed.setChecked(True)
        ws.run_once()
        wait_for(ready)
        expect(page.locator("#receipt")).to_contain_text("a factor of", timeout=10_000)  # the page polls for it
        page.screenshot(path=str(out_dir / "room_phone.png"))
        paths.append(out_dir / "room_phone.png")
        browser.close()
    print(f"{view.controller.state.count} answers; the projector says {view.count.text()!r}")
    grab("room_projector", view)
    view.close()
    done(window)
    return paths


if __name__ == "__main__":
    for path in render_room(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/room")):
        print(path)
