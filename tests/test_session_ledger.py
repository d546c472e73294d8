"""Issue 31: the privacy ledger and budget in session files (io.session_ledger), Qt-free: the round trip, an older
file without them, and hostile values refused naming the field."""
import json

import pytest

from expmech_gui import release_record, sessions
from expmech_gui.core.accounting.ledger import Ledger, LedgerEntry
from expmech_gui.io.session import SessionState, WorkspaceState

ENTRY = dict(time="2026-11-27T10:24:44+00:00", workspace="voting", fingerprint="a" * 64, mechanism="exponential",
             analysis="general", neighbours="add-remove", epsilon_set=5.0, epsilon_charged=2.5, delta=0.0,
             releases=1, bounded_range=True, output="Alice")


def document(ledger=None, budget=None) -> dict:
    state = SessionState({"voting": WorkspaceState(data={"rows": [["Alice", "3"], ["Bob", "2"]]})}, "voting",
                         ledger=ledger or Ledger(), budget=budget)
    return json.loads(sessions.dumps(state))


def test_a_session_round_trips_its_ledger_and_budget():
    ledger = Ledger([LedgerEntry(**ENTRY), LedgerEntry(**(ENTRY | {"releases": 3, "adaptive": True}))])
    state = sessions.loads(json.dumps(document(ledger, (3.0, 1e-6))))
    assert state.ledger.to_json() == ledger.to_json() and state.budget == (3.0, 1e-6)


def test_an_older_session_opens_with_an_empty_ledger_and_no_budget():
    doc = document()
    assert "privacy_ledger" not in doc and "privacy_budget" not in doc  # nothing written when nothing was spent
    state = sessions.loads(json.dumps(doc))
    assert len(state.ledger) == 0 and state.budget is None


@pytest.mark.parametrize("ledger, needle", [
    ({"format": "expmech-ledger", "version": 1, "entries": [ENTRY | {"releases": 0}]},
     "privacy_ledger: privacy ledger entry 1 of 1, field “releases” must be a whole number"),
    ({"format": "expmech-ledger", "version": 9, "entries": []}, "privacy_ledger: the privacy ledger's version"),
    ([1, 2], "privacy_ledger: the privacy ledger must be an object"),
    ({"format": "expmech-ledger", "version": 1, "entries": [ENTRY | {"evil": 1}]}, "unknown field “evil”"),
])
def test_a_hostile_ledger_refuses_the_file_naming_the_entry_and_field(ledger, needle):
    doc = document() | {"privacy_ledger": ledger}
    with pytest.raises(sessions.SessionError) as err:
        sessions.loads(json.dumps(doc), "s.expmech")
    assert str(err.value).startswith("s.expmech: ") and needle in str(err.value)


@pytest.mark.parametrize("budget, needle", [
    ({"epsilon": -1, "delta": 0}, "the budget's ε must be a number greater than 0 and at most 10,000, not -1"),
    ({"epsilon": 1, "delta": 1}, "the budget's δ must be a number from 0 to less than 1, not 1"),
    ({"epsilon": "3", "delta": 0}, "the budget's ε must be a number"),
    ({"epsilon": True, "delta": 0}, "the budget's ε must be a number"),
    ({"epsilon": 1}, "expected an object with “epsilon” and “delta”"),
    ([3, 0], "expected an object"),
])
def test_a_hostile_budget_is_refused_in_words(budget, needle):
    with pytest.raises(sessions.SessionError) as err:
        sessions.loads(json.dumps(document() | {"privacy_budget": budget}), "s.expmech")
    assert "privacy_budget: " in str(err.value) and needle in str(err.value)


def test_the_budget_sentence_and_the_csv():
    entries = [LedgerEntry(**ENTRY)] * 3  # 3 × 2.5 spent; a fourth: 9.696 by the bounded-range optimum
    new = LedgerEntry(**ENTRY)
    assert release_record.budget_refusal(entries, (7.4, 1e-6), new) == (
        "This release would bring the total to ε = 9.696 with δ = 10⁻⁶; the budget is 7.4.")
    assert release_record.budget_refusal(entries, (10, 1e-6), new) is None
    assert release_record.budget_refusal(entries, None, new) is None
    csv = release_record.ledger_csv(entries).splitlines()
    assert csv[0].split(",")[:3] == ["time", "workspace", "mechanism"] and len(csv) == 4
    assert csv[1].split(",")[5:11] == ["5.0", "2.5", "0.0", "1", "true", "false"]


def test_a_file_with_a_ledger_is_version_3_so_an_older_app_refuses_it_in_words():
    """An app that does not know the ledger would open the file and drop what was spent: files holding one are
    version 3, which such an app refuses ("version 3 is not supported … a newer ExpMech Studio may open it")."""
    from expmech_gui.io import session as S

    plain = document()
    assert plain["format_version"] == 2  # nothing of the ledger: older apps still open it
    with_ledger = document(Ledger([LedgerEntry(**ENTRY)]))
    assert with_ledger["format_version"] == 3 and 2 in S.READABLE_VERSIONS and 3 in S.READABLE_VERSIONS
    assert document(budget=(3.0, 1e-6))["format_version"] == 3
    older = with_ledger | {"format_version": 2}  # written before the bump, with its ledger: still read with it
    assert len(sessions.loads(json.dumps(older)).ledger) == 1
    with pytest.raises(sessions.SessionError, match="version 4 is not supported .*a newer ExpMech Studio may open"):
        sessions.loads(json.dumps(with_ledger | {"format_version": 4}))


def test_the_disjoint_data_statement_round_trips_and_is_checked():
    state = SessionState({"voting": WorkspaceState(data={"rows": [["Alice", "3"]]})}, "voting", disjoint_data=True)
    doc = json.loads(sessions.dumps(state))
    assert doc["privacy_disjoint_data"] is True and doc["format_version"] == 3
    assert sessions.loads(json.dumps(doc)).disjoint_data is True
    assert sessions.loads(json.dumps(document())).disjoint_data is False  # the default: composed together
    with pytest.raises(sessions.SessionError, match="privacy_disjoint_data: expected true or false"):
        sessions.loads(json.dumps(doc | {"privacy_disjoint_data": "yes"}))


def test_disjoint_data_composes_each_fingerprint_apart_only_when_stated():
    a = [LedgerEntry(**ENTRY)] * 3
    b = [LedgerEntry(**(ENTRY | {"fingerprint": "b" * 64, "epsilon_charged": 1.0}))] * 2
    assert release_record.composed_entries(a + b) == tuple(a + b)  # default: everything together
    assert release_record.composed_entries(a + b, disjoint_data=True) == tuple(a)  # the data that spent most
    assert "composed apart" in release_record.ledger_summary(a + b, disjoint_data=True)
    assert "composed together" in release_record.ledger_summary(a + b)
    budget = (8.0, 1e-6)
    new = LedgerEntry(**(ENTRY | {"fingerprint": "b" * 64, "epsilon_charged": 1.0}))
    assert release_record.budget_refusal(a + b, budget, new) is not None  # 3 × 2.5 + 3 × 1 together: over
    assert release_record.budget_refusal(a + b, budget, new, disjoint_data=True) is None  # 7.38 and 3 apart


def test_a_budget_with_delta_zero_is_priced_by_the_simple_sum_not_refused_outright():
    """check_budget takes δ = 0; the budget then refused every release (total 'infinite') and its 'left'
    sentence raised: at δ = 0 the simple sum is the pure-ε total."""
    entries = [LedgerEntry(**ENTRY)] * 2
    assert release_record.budget_refusal(entries, (8.0, 0.0), LedgerEntry(**ENTRY)) is None  # 3 × 2.5 = 7.5
    assert release_record.budget_refusal(entries, (7.0, 0.0), LedgerEntry(**ENTRY)) is not None  # 7.5 > 7
    assert "spent ε = 5" in release_record.budget_left_sentence(entries, (6.0, 0.0))
