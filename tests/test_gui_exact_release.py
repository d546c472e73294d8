"""Run ▸ Release with the exact sampler: the release lands like a Run once (counted, shown, on the bill) and
is the candidate core.exact_sampling drew; a mechanism it does not cover is refused in words."""
from guihelp import WAIT


def test_an_exact_release_lands_as_one_published_release(qtbot, make_workspace):
    ws = make_workspace("voting")
    messages = []
    ws.statusMessage.connect(messages.append)
    with qtbot.waitSignal(ws.exact_release.released, timeout=WAIT) as got:
        ws.exact_release.release()
    result = got.args[0]
    pr = ws.experiment.problem
    assert result["sampler"] == "exact" and result["epsilon_exact"] == "1"
    assert ws.runs.releases == 1 and ws.runs.last_release == result["index"]
    assert str(pr.labels[result["index"]]) == result["candidate"]
    assert int(ws.aggregate.counts.sum()) == 1 and ws.aggregate.counts[result["index"]] == 1
    assert f"Released with the exact sampler: {result['candidate']}" in messages[-1]
    assert result["candidate"] in ws.controls.result.text()


def test_a_top_k_exact_release_publishes_k_candidates(qtbot, make_workspace):
    ws = make_workspace("topk")
    with qtbot.waitSignal(ws.exact_release.released, timeout=WAIT) as got:
        ws.exact_release.release()
    names = got.args[0]["candidates"]
    assert len(names) == 3 and ws.runs.last_published == "Top 3 selected exactly, in order: " + ", ".join(names)
    assert ws.runs.releases == 1 and names[2] in ws.controls.result.text()


def test_a_method_the_exact_sampler_does_not_cover_is_refused_in_words(qtbot, make_workspace):
    ws = make_workspace("topk")
    combo = ws.parameter_panel.mechanism
    with qtbot.waitSignal(ws.experimentReady, timeout=WAIT):
        combo.setCurrentIndex(combo.findData("laplace"))
    messages = []
    ws.statusMessage.connect(messages.append)
    with qtbot.waitSignal(ws.exact_release.jobs.failed, timeout=WAIT):
        ws.exact_release.release()
    assert messages[-1].startswith("Exact release: ") and "not one-shot Laplace" in messages[-1]
    assert ws.runs.releases == 0
