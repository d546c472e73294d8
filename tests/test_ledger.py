"""The privacy ledger's records and their JSON form (issue 31 §1): append-only, validated, never crashing."""
import json

import pytest

from expmech_gui.core.accounting.ledger import Ledger, LedgerEntry, now_iso, rows_fingerprint
from expmech_gui.core.problem import ProblemError


def _entry(**changes) -> LedgerEntry:
    fields = dict(time="2026-11-27T10:24:44+00:00", workspace="voting", fingerprint="ab" * 32,
                  mechanism="exponential", analysis="general", neighbours="add-remove", epsilon_set=5.0,
                  epsilon_charged=2.5, delta=0.0, releases=1, bounded_range=True, output="Alice")
    return LedgerEntry(**(fields | changes))


def test_round_trip_keeps_every_field():
    ledger = Ledger([_entry(), _entry(epsilon_set=0.1, epsilon_charged=0.05, releases=3, output="top 3: A, B, C")])
    text = json.dumps(ledger.to_json())
    again = Ledger.from_json(text)
    assert again.entries == ledger.entries
    assert Ledger.from_json(json.loads(text)).entries == ledger.entries


def test_append_only():
    ledger = Ledger()
    ledger.append(_entry())
    assert isinstance(ledger.entries, tuple) and len(ledger) == 1
    with pytest.raises(AttributeError):
        ledger.entries[0].epsilon_charged = 0.1  # a past entry never changes
    with pytest.raises(ProblemError, match="LedgerEntry"):
        ledger.append({"epsilon_charged": 1})


@pytest.mark.parametrize("field,value,words", [
    ("epsilon_charged", "abc", "entry 2 of 2, field “epsilon_charged” must be a number"),
    ("epsilon_charged", -1, "greater than 0"),
    ("epsilon_charged", float("nan"), "epsilon_charged"),
    ("epsilon_charged", 10**400, "at most 10000"),
    ("delta", 0.9, "field “delta” must be a number at least 0 and at most 0.5"),
    ("releases", 2.5, "field “releases” must be a whole number from 1"),
    ("releases", True, "whole number"),
    ("bounded_range", "yes", "true or false"),
    ("fingerprint", "xyz", "SHA-256"),
    ("time", "yesterday", "ISO 8601"),
    ("workspace", "", "must not be empty"),
    ("output", ["a"], "must be text"),
    ("output", "x" * 5000, "at most 2,000 characters"),
])
def test_bad_entries_are_refused_naming_entry_and_field(field, value, words):
    data = Ledger([_entry()]).to_json()
    bad = dict(data["entries"][0], **{field: value})
    data["entries"].append(bad)
    with pytest.raises(ProblemError) as err:
        Ledger.from_json(data)
    assert words in str(err.value)
    assert str(err.value).startswith("privacy ledger entry 2 of 2")


@pytest.mark.parametrize("data,words", [
    ("{", "not valid JSON"),
    ("[" * 100_000 + "]" * 100_000, "not valid JSON"),  # too deep for the parser: refused, not a crash
    ("[]", "format"),
    ({"format": "expmech-ledger", "version": 2, "entries": []}, "version must be 1"),
    ({"format": "expmech-ledger", "version": 1, "entries": {}}, "must be a list"),
    ({"format": "expmech-ledger", "version": 1, "entries": [3]}, "entry 1 of 1 must be an object"),
    ({"format": "expmech-ledger", "version": 1, "entries": [{"time": "x"}]}, "lacks the field “workspace”"),
])
def test_hostile_json_is_refused_in_one_sentence(data, words):
    with pytest.raises(ProblemError, match=words):
        Ledger.from_json(data)


def test_unknown_fields_are_named():
    data = Ledger([_entry()]).to_json()
    data["entries"][0]["colour"] = "red"
    with pytest.raises(ProblemError, match="unknown field “colour”"):
        Ledger.from_json(data)


def test_fingerprint_and_time_helpers_make_valid_entries():
    rows = [("Alice", 3), ("Bob", 1.5)]
    assert rows_fingerprint(rows) == rows_fingerprint([["Alice", "3"], ["Bob", "1.5"]])
    assert rows_fingerprint(rows) != rows_fingerprint(rows[::-1])
    assert rows_fingerprint([("a", "b")]) != rows_fingerprint([('a", "b',)])  # no cell imitates a boundary
    entry = _entry(time=now_iso(), fingerprint=rows_fingerprint(rows))
    assert entry.time.endswith("+00:00") and len(entry.fingerprint) == 64


def test_numpy_numbers_from_the_core_are_stored_as_plain_python_values():
    import numpy as np

    entry = _entry(epsilon_charged=np.float32(0.5), releases=np.int64(3), bounded_range=np.bool_(True))
    assert type(entry.epsilon_charged) is float and type(entry.releases) is int and entry.bounded_range is True
    assert Ledger.from_json(json.dumps(Ledger([entry]).to_json())).entries == (entry,)


def test_an_old_ledger_whose_room_release_kept_its_words_still_loads_and_keeps_them():
    """Room releases are now worded when shown (room.state.Release keeps names and numbers; the ledger keeps the
    English record that ledger_view.released_words re-words). A file written when a release's words were stored in
    the language of the moment (German here) still loads, its text kept as written."""
    old = {"format": "expmech-ledger", "version": 1, "entries": [
        {**_entry(workspace="topk", releases=2, adaptive=True).__dict__,
         "output": "Edsger, Ada, in dieser Reihenfolge"}]}
    del old["entries"][0]["adaptive"]  # (a file from before the field: its default)
    loaded = Ledger.from_json(json.dumps(old))
    assert [e.output for e in loaded.entries] == ["Edsger, Ada, in dieser Reihenfolge"]
    assert loaded.entries[0].releases == 2
