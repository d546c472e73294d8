"""Reading a big session in short calls (io.big_json.loads_yielding): the same document and the same errors as
json.loads, and a 10^5-row table of strings never parsed in one C call (it holds the interpreter lock, and the
window's thread waits it out)."""
import json

import numpy as np
import pytest

from expmech_gui import sessions
from expmech_gui.io import big_json
from test_session_writer import _random_doc


@pytest.mark.parametrize("seed", range(8))
def test_the_same_document_as_json_loads(seed):
    rng = np.random.default_rng(seed)
    doc = {"workspaces": {"a": {"data": _random_doc(rng)}}, "list": [_random_doc(rng) for _ in range(3)]}
    for text in (json.dumps(doc), json.dumps(doc, indent=1, ensure_ascii=False)):
        assert big_json.loads_yielding(text) == json.loads(text)
    hooks = big_json.number_hooks(big_json.YIELDING_FROM_CHARS)
    assert big_json.loads_yielding(text, **hooks) == json.loads(text, **hooks)


@pytest.mark.parametrize("text", ['{"a":[1,2,', '{"a":[1,2,]}', '{"a" 1}', '{a:1}', '[[1 2]]', '{"a":[1,[2,3],}', '',
                                  '[', '{"a":1,}', '[1,2]x', '{"a":["\\x"]}', '[[[[[[[["unterminated', '[NaN]',
                                  '{"a":{"b":{"c":[["x", 1e400]]}}}', "[" * 5000 + "]" * 5000])
def test_the_same_errors_as_json_loads(text):
    def refusal(parse):
        def reject(name):
            raise ValueError(name)
        try:
            parse(text, parse_constant=reject)
        except json.JSONDecodeError as exc:
            return "decode", exc.msg, exc.pos
        except (ValueError, RecursionError) as exc:
            return type(exc).__name__, str(exc)
        return None
    assert refusal(big_json.loads_yielding) == refusal(json.loads)


def test_a_big_table_is_read_in_short_calls(monkeypatch):
    rows = [[f"Candidate {i}", str(i % 977)] for i in range(100_000)]
    text = sessions.dumps(sessions.SessionState({"voting": sessions.WorkspaceState(
        data={"rows": rows}, parameters={"epsilon": "1"})}, "voting"))
    longest, made = [0], json.scanner.make_scanner

    def measured(decoder):
        scan = made(decoder)

        def scan_once(s, idx):
            value, end = scan(s, idx)
            longest[0] = max(longest[0], end - idx)
            return value, end
        return scan_once

    monkeypatch.setattr(json.scanner, "make_scanner", measured)
    state = sessions.loads(text)
    assert state.workspaces["voting"].data["rows"] == rows
    assert 0 < longest[0] <= 2**16  # (no single C call over the table)
