"""A setting shown as a menu (widgets/choice.ChoiceBox) asks for room for its chosen title only, and in presentation
mode for it a type step down: in double type PAC's German "Schwellen auf einer Geraden (x ≥ t)" (a 459-px box) beside
the views' least width and the plain-words summary made the window 1,299 px wide on a 1280-px screen
(test_readability's German plain-words walk). The title is painted whole, in full type where the box has room."""
import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

pytestmark = pytest.mark.gui
TITLES = {0: "Schwellen auf einer Geraden (x ≥ t)", 1: "Intervalle auf einer Geraden (a ≤ x ≤ b)"}


def menu(qtbot):
    from expmech_gui.ui.widgets.choice import ChoiceBox

    box = ChoiceBox("Konzeptklasse", "", TITLES, {0: "thresholds", 1: "intervals"}, float)
    qtbot.addWidget(box)
    box.show()
    return box


def title_room(box) -> int:
    """The width the style gives the chosen title (less the pixel each side the label keeps)."""
    option = QStyleOptionComboBox()
    box.initStyleOption(option)
    return box.style().subControlRect(QStyle.CC_ComboBox, option, QStyle.SC_ComboBoxEditField, box).width() - 2


def title_width(box) -> int:
    return QFontMetrics(box.title_font()).horizontalAdvance(box.currentText())


@pytest.fixture
def presenting(qapp):
    from expmech_gui.ui import theme

    theme.set_scale(theme.PRESENTATION_SCALE)
    yield theme
    theme.set_scale(1.0)


def test_a_menu_in_presentation_asks_for_its_chosen_title_a_type_step_down_and_shows_it_whole(qtbot, presenting):
    box = menu(qtbot)
    full = box.fontMetrics().horizontalAdvance(box.currentText())
    least = box.minimumSizeHint().width()
    assert least < full, (least, full)  # the title in double type and the frame round it: 459 px, now 408
    box.resize(least, box.height())
    assert box.title_font().pointSizeF() == pytest.approx(box.font().pointSizeF() * (1 - presenting.TYPE_STEP))
    assert title_width(box) <= title_room(box)
    box.resize(box.sizeHint())  # room for every title: the chosen one in the box's own (presentation) type
    assert box.title_font() == box.font()
    assert title_width(box) <= title_room(box)


def test_a_menu_in_normal_type_asks_for_its_whole_chosen_title(qtbot):
    box = menu(qtbot)
    box.setCurrentIndex(1)
    box.resize(box.minimumSizeHint().width(), box.height())
    assert box.title_font() == box.font()
    assert title_width(box) <= title_room(box)
