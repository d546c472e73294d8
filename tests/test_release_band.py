"""charge_words.release_band, the one-person view's band: in every one-choice workspace and for every mechanism and
neighbour relation it offers, the band for the workspace's own change is what the bill charges one release
(api.charge_of), and its name is the share the view's sentence promises (promise_bound)."""
import pytest

from expmech_gui import api
from expmech_gui.core.accounting.charge_words import release_band
from expmech_gui.core.privacy.loss import promise_bound
from expmech_gui.scenarios import SCENARIOS


@pytest.mark.parametrize("key", [key for key in SCENARIOS if key != "topk" and not key.startswith("topk")])
@pytest.mark.parametrize("mechanism", ["exponential", "gumbel", "permute-and-flip"])
@pytest.mark.parametrize("neighbours", ["add-remove", "replace"])
def test_the_band_is_the_bill_s_charge_and_the_sentence_s_promise(key, mechanism, neighbours):
    exp = api.experiment(key, mechanism=mechanism, neighbours=neighbours)
    if exp.several_at_once:
        pytest.skip("top-k: first_pick_privacy (tests/test_gui_topk.py)")
    band, name = release_band(exp.mechanism, neighbours)
    assert band == api.charge_of(exp)[0]
    eps = exp.params.epsilon
    assert promise_bound(exp.mechanism, neighbours).startswith(f"at most {name} = " if name in ("ε", "ε/2")
                                                               else f"at most {name} ")
    assert (name, band) in (("ε", eps), ("ε/2", eps / 2)) or band < eps


def test_top_k_s_first_pick_has_no_band_where_the_analysis_promises_nothing():
    """The monotone analysis set for adding or removing promises a replacement nothing: top-k's sentence said "The
    dashed band ±1 is the most one pick can lose" there, and the view drew it."""
    from expmech_gui.scenarios.topk.topk import first_pick_privacy

    exp = api.experiment("topk", analysis="monotone", neighbours="add-remove")
    pick, text = first_pick_privacy(exp, "replace")
    assert pick is None and text.startswith("No band is drawn: the monotone analysis promises one pick nothing")
    pick, text = first_pick_privacy(exp, "add-remove")
    assert pick == exp.params.epsilon and text.startswith(f"The dashed band ±{pick:.6g} is the most one pick can lose")
