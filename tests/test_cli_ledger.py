"""`expmech ledger SESSION` and `expmech account --budget` (issue 31 §3): a saved session's ledger and totals,
the JSON keeping today's ``methods`` object, and a bad session refused in one line."""
import io
import json

import pytest

from expmech_gui import sessions
from expmech_gui.cli import main
from expmech_gui.core.accounting import ledger_totals as la
from expmech_gui.core.accounting.ledger import Ledger, LedgerEntry
from expmech_gui.io.session import SessionState, WorkspaceState

ENTRY = dict(time="2026-11-27T10:24:44+00:00", workspace="voting", fingerprint="a" * 64, mechanism="exponential",
             analysis="general", neighbours="add-remove", epsilon_set=5.0, epsilon_charged=2.5, delta=0.0,
             releases=1, bounded_range=True, output="Alice")


def run(*argv):
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


def saved(tmp_path, entries, budget=None):
    path = tmp_path / "s.expmech"
    state = SessionState({"voting": WorkspaceState(data={"rows": [["Alice", "3"], ["Bob", "2"]]})}, "voting",
                         ledger=Ledger(entries), budget=budget)
    sessions.save(path, state)
    return str(path)


def test_the_ledger_of_a_saved_session_with_its_totals_and_budget(tmp_path):
    entries = [LedgerEntry(**ENTRY)] * 3
    path = saved(tmp_path, entries, (10.0, 1e-6))
    code, out, err = run("ledger", path, "--json", "-")
    assert code == 0 and err == ""
    data = json.loads(out)
    totals = la.ledger_totals(entries, 1e-6)
    assert data["methods"] == pytest.approx(totals) and data["tightest"] == la.tightest(totals)[0]
    assert data["releases"] == 3 and len(data["entries"]) == 3 and data["entries"][0]["epsilon_charged"] == 2.5
    assert data["budget"]["epsilon"] == 10 and data["budget"]["spent"] == pytest.approx(7.38, abs=0.005)
    assert data["budget"]["within"] is True
    code, text, _err = run("ledger", path)
    assert code == 0 and "records 3 releases" in text and "7.38" in text
    assert "If someone believed there was a 20% chance" in text and "Budget: ε = 10" in text


def test_an_empty_ledger_and_a_bad_session_file(tmp_path):
    code, out, _err = run("ledger", saved(tmp_path, []), "--json", "-")
    assert code == 0 and json.loads(out)["releases"] == 0 and "budget" not in json.loads(out)
    bad = tmp_path / "bad.expmech"
    doc = json.loads((tmp_path / "s.expmech").read_text())
    doc["privacy_ledger"] = {"format": "expmech-ledger", "version": 1, "entries": [ENTRY | {"releases": 0}]}
    bad.write_text(json.dumps(doc))
    code, out, err = run("ledger", str(bad))
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "privacy ledger entry 1 of 1, field “releases” must be a whole number" in err
    code, _out, err = run("ledger", str(tmp_path / "missing.expmech"))
    assert code == 2 and err.startswith("error: ")


@pytest.mark.parametrize("argv", [("--epsilon", "1", "--releases", "3"), ("--epsilons", "1,2")])
def test_account_says_what_is_left_of_a_budget(argv):
    code, out, _err = run("account", *argv, "--budget", "5", "--json", "-")
    data = json.loads(out)
    assert code == 0 and set(data["budget"]) == {"epsilon", "delta", "spent", "left", "within"}
    assert data["budget"]["spent"] == pytest.approx(min(v for v in data["methods"].values() if v is not None))
    assert data["budget"]["left"] == pytest.approx(5 - data["budget"]["spent"]) and data["budget"]["within"]
    code, out, _err = run("account", *argv)
    assert "budget" not in json.loads(run("account", *argv, "--json", "-")[1])


def test_the_budget_line_writes_its_numbers_as_the_other_lines_do_and_in_the_language_asked():
    """No Python '1e-06' nor six digits for the budget (core.formatting.plain); --locale de: German words and
    decimal commas, English and decimal points without it."""
    mixed = ("account", "--epsilons", "0.1,0.5")
    last = run(*mixed, "--budget", "0.000001")[1].splitlines()[-1]
    assert last == "Over the budget of ε = 0.000001 (δ = 10⁻⁶): these releases spend ε = 0.6."
    last = run(*mixed, "--budget", "2.123456789")[1].splitlines()[-1]
    assert last == "Budget ε = 2.123 (δ = 10⁻⁶): ε = 0.6 spent, ε = 1.523 left (72% of it)."
    last = run(*mixed, "--budget", "2.123456789", "--locale", "de")[1].splitlines()[-1]
    assert last == "Budget ε = 2,123 (δ = 10⁻⁶): ε = 0,6 verbraucht, ε = 1,523 übrig (72\u00a0% davon)."
    last = run("account", "--epsilon", "0.1", "--releases", "3", "--budget", "1e-6")[1].splitlines()[-1]
    assert last.startswith("Over the budget of ε = 0.000001 (δ = 10⁻⁶)") and "e-0" not in last
