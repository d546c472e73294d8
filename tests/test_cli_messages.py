"""Issue 39's "messages that name the fix": each refusal a newcomer meets on the command line says what to do, and
what a file states about itself is read instead of refused."""
import io
import json
import socket

import pytest

from expmech_gui.cli import main
from expmech_gui.scenarios import preset_path


def _main(*args):
    out, err = io.StringIO(), io.StringIO()
    code = main([str(a) for a in args], out, err)
    return code, out.getvalue(), err.getvalue()


def test_a_net_too_big_to_list_names_the_streamed_sampler():
    code, _, err = _main("run", "blr", "--preset", "blr_survey", "--blr-m", 40, "--epsilon", 1)
    assert code == 2 and "62,891,499 synthetic databases" in err and "expmech run blr … --streamed" in err


def test_a_pac_file_that_states_its_class_and_d_is_read_as_it_says():
    path = preset_path("pac_conjunctions.csv")  # "# distribution: uniform; class=conjunctions; d=8; …"
    code, out, err = _main("run", "pac", "--data", path, "--epsilon", 1, "--trials", 10, "--seed", 2, "--json", "-")
    assert code == 0, err
    stated = json.loads(out)
    assert stated["parameters"]["concepts"] == 2 and stated["parameters"]["d"] == 8
    _, preset, _ = _main("run", "pac", "--preset", "Conjunctions over {0,1}^8: n = 200, 5% noise", "--trials", 10,
                         "--seed", 2, "--json", "-")
    assert json.loads(preset)["probabilities"] == stated["probabilities"]
    code, _, err = _main("run", "pac", "--data", path, "--epsilon", 1, "--d", 9)  # the command line still wins
    assert code == 2 and "is not in {0,1}^9" in err


@pytest.mark.parametrize("key,flag,line", [
    ("pricing", "--bidder", "No --bidder given: the example's bidder on row 3, the buyer with the highest valuation, "
                            "3.01.\n"),
    ("voting", "--voter", "No --voter given: the example's voter on row 2, a voter for the runner-up, Mr Lindqvist "
                          "(39 votes).\n")])
def test_truthfulness_on_an_example_picks_its_participant_and_says_which(key, flag, line):
    code, out, err = _main("truthfulness", key, "--example")
    assert code == 0 and out.startswith(line), err
    code, out, _ = _main("truthfulness", key, "--example", "--json", "-")
    assert code == 0 and json.loads(out)["bidder" if key == "pricing" else "voter"] == int(line.split("row ")[1][0])
    data = preset_path(next(iter(__import__("expmech_gui.scenarios").scenarios.SCENARIOS[key].presets.values()))
                       .filename)
    code, _, err = _main("truthfulness", key, "--data", data, "--epsilon", 1)  # someone's own data: ask
    assert code == 2 and f"{flag} ROW is required" in err


def test_truthfulness_prints_the_tighter_cap_and_names_both_bounds():
    code, out, _ = _main("truthfulness", "pricing", "--example", "--bidder", 3)
    assert code == 0
    assert ("ε-DP caps the gain at 0.734756 by the additive bound U_max·tanh(kε/2) (the multiplicative bound "
            "(e^(kε) − 1)·E[u(truth)] gives 0.92347)") in out


def test_a_local_dask_cluster_takes_a_free_dashboard_port_silently(recwarn):
    pytest.importorskip("dask.distributed")
    from expmech_gui.batch.parallel_map import parallel_map

    holder = socket.socket()
    try:
        holder.bind(("127.0.0.1", 8787))  # another dashboard (if something else holds it already, so much the same)
        holder.listen()
    except OSError:
        pass
    try:
        assert parallel_map(abs, [-1, -2], dask="local:1") == [1, 2]
    finally:
        holder.close()
    assert not [w for w in recwarn if "8787" in str(w.message)]
