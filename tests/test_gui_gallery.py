"""The Gallery window as a user sees it: each instance's two pmfs drawn over each other, the agreement printed,
k-RR's realised loss, refusals in words naming the field, ε from the slider or the box, presentation type."""
import numpy as np
import pytest

pytest.importorskip("PySide6")

from PySide6.QtWidgets import QWidget

from expmech_gui.scenarios.gallery import gallery
from expmech_gui.ui import theme
from expmech_gui.ui.gallery.gallery import GalleryWindow, open_gallery
from expmech_gui.ui.gallery.inputs import INPUTS, epsilon_slider_value


@pytest.fixture
def window(qtbot):
    w = GalleryWindow()
    qtbot.addWidget(w)
    w.show()
    return w


def test_every_instance_is_listed_and_drawn_equal_to_its_classic_mechanism(window):
    assert [window.list.item(i).text() for i in range(window.list.count())] == [t for t, _ in INPUTS.values()]
    for key in INPUTS:
        window.show_instance(key)
        c = window.comparison
        assert c is not None and c.key == key and c.max_difference <= 1e-12
        heights = np.asarray(window.bars.opts["height"])
        _, y = window.markers.getData()
        np.testing.assert_allclose(heights, window._view()[2], atol=0)
        np.testing.assert_allclose(y, window._view()[3], atol=0)
        text = window.agreement.text()
        assert "Largest difference" in text and "10^" in text
        assert window.why.text().startswith("Why: ") and window.statement.text().startswith("Privacy: ")


def test_k_rr_shows_its_realised_loss_as_half_of_epsilon(window):
    window.show_instance("randomized-response")
    window.set_epsilon(3)
    assert window.comparison.realised_loss == pytest.approx(1.5)
    assert "1.5" in window.loss.text() and "4.48 times" in window.loss.text()
    assert "ε/2 = 1.5" in window.statement.text()
    window.set_input("k", "6")
    assert len(window.categories.labels()) == 6 and window.categories.labels()[0] == "answer 1"


def test_rappor_lists_every_report_for_few_bits_and_the_flips_beyond(window):
    window.show_instance("rappor")
    window.set_input("bits", "101")
    assert window.categories.labels()[:2] == ["000", "001"] and len(window.categories.labels()) == 8
    window.set_input("bits", "1011001011")
    assert window.categories.labels()[0] == "0 flipped" and len(window.categories.labels()) == 11
    assert "over all reports" in window.agreement.text()
    q = gallery.flip_probability(1.0)
    assert f"{q:.4g}" in window.agreement.text()


def test_quantile_draws_the_true_quantile_and_its_error(window):
    window.show_instance("quantile")
    assert window.truth.isVisible() and window.truth.value() == pytest.approx(3.3)
    assert "True quantile 3.3" in window.loss.text()


def test_the_data_reads_a_decimal_comma_in_german_and_names_a_value_it_cannot_read(qtbot):
    """German: values with a decimal comma, separated by semicolons or spaces (as the tooltip says); the default
    shown that way; a value whose comma is no decimal sign refused naming it. English is unchanged."""
    from expmech_gui.ui import language

    english = GalleryWindow()
    qtbot.addWidget(english)
    english.show_instance("quantile")
    box = english.fields["quantile"]["values"]
    assert box.text().startswith("1.8, 2.4, 2.75") and "commas or spaces" in box.toolTip()
    english.set_input("values", "1,5 2.25;3")
    assert box.value() == [1.0, 5.0, 2.25, 3.0] and english.comparison is not None  # (a comma separates, as before)
    try:
        language.install("de")
        german = GalleryWindow()
        qtbot.addWidget(german)
        german.show()
        language.translate_tree(german)  # (as the app's ShownTranslator does a window just shown)
        german.show_instance("quantile")
        box = german.fields["quantile"]["values"]
        assert box.text() == "1,8; 2,4; 2,75; 3,1; 3,3; 3,95; 4,6; 5,2; 8,9" and box.value()[:2] == [1.8, 2.4]
        assert "Dezimalkomma, getrennt durch Semikolons oder Leerzeichen" in box.toolTip()
        box.clear()
        qtbot.keyClicks(box, "1,5; 2,25 3,75;4")
        german.compute()
        assert box.value() == [1.5, 2.25, 3.75, 4.0] and box.plain() == "1.5, 2.25, 3.75, 4"
        assert german.comparison is not None
        box.clear()
        qtbot.keyClicks(box, "1,5, 2")
        german.compute()
        assert german.comparison is None
        assert "'1,5,' ist keine Zahl: Das Komma ist hier das Dezimalzeichen" in german.agreement.text()
    finally:
        language.install("en")


@pytest.mark.parametrize("key,field,text,words", [
    ("quantile", "q", "2", "q must be"), ("laplace", "f", "5", "f(D)"), ("rappor", "bits", "10a", "0s and 1s"),
    ("laplace", "step", "1e-9", "step"), ("randomized-response", "x", "9", "x must be")])
def test_bad_input_is_said_in_words_and_clears_the_plot(window, key, field, text, words):
    window.show_instance(key)
    window.set_input(field, text)
    assert window.comparison is None and words in window.agreement.text()
    assert theme.color("error") in window.agreement.text()
    assert window.markers.getData()[0] is None or len(window.markers.getData()[0]) == 0
    window.set_input(field, INPUTS[key][1][[f for f, *_ in INPUTS[key][1]].index(field)][2])
    assert window.comparison is not None


def test_epsilon_box_and_slider_follow_each_other(window, qtbot):
    window.epsilon_box.setText("10")
    assert window.slider.value() == epsilon_slider_value(10)
    window.slider.setValue(epsilon_slider_value(0.1))
    assert window.epsilon_box.text() == "0.1"
    qtbot.waitUntil(lambda: window.comparison.extras.get("scale", 0) == pytest.approx(0.2 / 0.1 * 1, rel=1e-6)
                    if window.comparison.key == "laplace" else True)
    window.compute()
    assert window.comparison.extras["scale"] == pytest.approx(2 * 0.1 / 0.1)


def test_presentation_doubles_the_type_and_follows_the_palette(window):
    before = window.why.font().pointSize()
    window.set_presentation(True)
    assert window.why.font().pointSize() == 2 * before and window.plot.presentation_on
    window.set_presentation(False)
    assert window.why.font().pointSize() == before
    theme.apply(theme.PRESENTATION_PALETTE)
    try:
        assert window.presenting
    finally:
        theme.apply("light")
    assert not window.presenting


def test_open_gallery_raises_the_same_window_per_parent(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    a = open_gallery(parent)
    assert open_gallery(parent) is a and a.isVisible()
    a.close()


def test_escape_closes_the_gallery_as_it_closes_a_dialog(window, qtbot):
    from PySide6.QtCore import Qt
    from guihelp import WAIT

    window.activateWindow()  # (offscreen no window manager activates a new window)
    qtbot.waitUntil(window.isActiveWindow, timeout=WAIT)
    window.list.setFocus()
    qtbot.keyClick(window.list, Qt.Key_Escape)
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=WAIT)


def test_universality_rebuilds_each_mechanism_and_says_why_in_words(window):
    window.show_instance("universality")
    for index, family in enumerate(("randomized response", "truncated geometric", "your table")):
        window.family.setCurrentIndex(index)
        window.compute()
        c = window.comparison
        assert c is not None and family in c.classic_name and c.max_difference <= 1e-12
        np.testing.assert_allclose(np.asarray(window.bars.opts["height"]), c.em, atol=0)
        assert "ln P[M(D) = r]" in window.why.text() and "factor 2 is dropped" in window.statement.text()
        assert "Realised privacy loss" in window.loss.text()
    window.set_input("table", "0.5 0.5; 1 0")
    assert window.comparison is None and "not ε-DP" in window.agreement.text()


def test_universality_reads_only_the_boxes_its_mechanism_uses(window):
    """A refused table does not stop randomized response, and the boxes a mechanism ignores are greyed out."""
    window.show_instance("universality")
    window.family.setCurrentIndex(2)
    window.set_input("table", "0.5 0.6; 0.5 0.5")
    assert window.comparison is None and "row 1" in window.agreement.text()
    window.family.setCurrentIndex(0)
    window.compute()
    assert window.comparison is not None and window.comparison.max_difference <= 1e-12
    boxes = window.fields["universality"]
    assert not boxes["table"].isEnabled() and not boxes["top"].isEnabled() and boxes["data"].isEnabled()


def test_the_textbook_substitution_is_said_one_way_and_in_words_on_its_box(window):
    """The Laplace text called it "the blog's 2Δ-for-Δ substitution" (2Δ where it meant Δ) while the discrete one
    said "Δ for 2Δ": both now say "Δ in place of 2Δ"; the box says it in words, the symbols in its tooltip."""
    assert "Δ" not in window.substitute.text() and "Δ in place of 2Δ" in window.substitute.toolTip()
    for key, substitute in (("laplace", False), ("discrete-laplace", False), ("discrete-laplace", True)):
        window.show_instance(key)
        window.substitute.setChecked(substitute)
        window.show_instance(key)
        text = window.statement.text()
        assert "2Δ-for-Δ" not in text and "2Δ for Δ" not in text, text
        if key == "laplace" or substitute:
            assert "Δ in place of 2Δ" in text, text


def test_k_subset_matches_its_pmf_and_compares_estimators_in_words(window):
    """Wang et al.'s k-subset mechanism: bars (the EM over subsets) on the markers, the realised loss ε (no factor 2),
    the estimator's variance beside k-RR and RAPPOR with the best k, and a refusal naming the subset size."""
    window.show_instance("k-subset")
    window.set_epsilon(1.0)
    c = window.comparison
    assert c is not None and c.max_difference <= 1e-12 and len(c.labels) == 15  # C(6, 2) subsets
    np.testing.assert_allclose(np.asarray(window.bars.opts["height"]), c.em, atol=0)
    loss = window.loss.text()
    assert "Realised privacy loss" in loss and "k-ary randomized response" in loss and "best subset size" in loss
    assert "no factor 2" in window.statement.text() and "reports" in window.why.text()
    window.set_input("categories", "12")
    window.set_input("size", "6")
    assert window.comparison is not None and len(window.comparison.labels) == 924
    window.set_input("size", "12")
    assert window.comparison is None and "d − 1 = 11" in window.agreement.text()


def test_the_bounded_discrete_laplace_shows_holohan_s_figure_and_d_dimensions(window):
    from expmech_gui.scenarios.gallery import bounded_laplace

    window.show_instance("discrete-laplace")
    figure = window.conservatism
    assert figure.isVisible() and figure.plot_widget.isVisible()
    expected = bounded_laplace.figure(0, 30, 1, 1)
    x, y = figure.textbook.getData()
    np.testing.assert_allclose(10 ** x, expected.epsilons, rtol=1e-12)  # a log ε axis
    np.testing.assert_allclose(y, expected.textbook / expected.epsilons, rtol=1e-12)
    assert np.all(y > 1) and np.all(figure.exponential.getData()[1] <= 1 + 1e-12)
    assert "Holohan et al. 2018" in figure.caption.text() and "Holohan et al. 2018" in window.statement.text()
    window.set_input("d", "3")
    assert window.comparison.extras["dimensions"] == 3 and "one of d = 3 coordinates" in window.comparison.title
    assert "d = 3" in figure.caption.text()
    assert window.loss.text().count("Realised privacy loss") == 1
    window.set_input("hi", "500")  # too wide for the figure: said in words, the instance still shown
    assert window.comparison is not None and not figure.plot_widget.isVisible()
    assert "at most 101 whole numbers" in figure.caption.text()
    window.show_instance("randomized-response")
    assert not figure.isVisible()


def test_at_1280_by_800_every_box_is_whole_and_the_sentences_keep_room_under_two_plots(window, qtbot):
    """The bounded discrete Laplace's second plot (Holohan's figure) once left its sentences 4 lines at 1280×800 and
    its textbook-scale box ran past the left column; in presentation type the universality's mechanism was cut."""
    from PySide6.QtWidgets import QCheckBox, QComboBox

    from guihelp import settled

    window.resize(1280, 800)
    for key, presenting in (("discrete-laplace", False), ("universality", True)):
        window.set_presentation(presenting)
        window.show_instance(key)
        settled(qtbot, window)
        page = window.stack.currentWidget()
        for box in page.findChildren(QCheckBox) + page.findChildren(QComboBox):
            assert box.sizeHint().width() <= box.width() + 1, (key, box.currentText() if hasattr(box, "currentText")
                                                                else box.text(), box.sizeHint(), box.size())
    window.set_presentation(False)
    window.show_instance("discrete-laplace")
    settled(qtbot, window)
    assert window.words.viewport().height() >= 7 * window.fontMetrics().lineSpacing()
