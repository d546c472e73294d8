"""The test helpers' own checks, where a wrong helper would let other tests pass without looking."""
from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout, QWidget

from guihelp import visible_under


def _shown_the_slow_way(root) -> set:
    from PySide6.QtWidgets import QApplication

    found = {w for w in root.findChildren(QWidget) if w.isVisible()}
    for window in QApplication.topLevelWidgets():
        parent = window.parentWidget()
        while parent is not None and parent is not root:
            parent = parent.parentWidget()
        if window is not root and window.isVisible() and parent is root:
            found |= {window, *(w for w in window.findChildren(QWidget) if w.isVisible())}
    return found


def test_visible_under_finds_every_shown_widget_with_and_without_a_dialog_open(qtbot):
    """visible_under(root) is every visible widget under root (findChildren, filtered), a shown dialog whose
    parent is root and its contents included; a hidden branch and a dialog not yet shown are not."""
    root = QWidget()
    qtbot.addWidget(root)
    layout = QVBoxLayout(root)
    shown, hidden = QLabel("shown"), QWidget()
    layout.addWidget(shown)
    layout.addWidget(hidden)
    QLabel("under a hidden widget", hidden)
    hidden.hide()
    dialog = QDialog(root)
    QVBoxLayout(dialog).addWidget(QLabel("in the dialog"))
    root.show()
    qtbot.waitExposed(root)
    assert set(visible_under(root)) == _shown_the_slow_way(root) == {shown}

    dialog.show()
    qtbot.waitExposed(dialog)
    found = set(visible_under(root))
    assert dialog in found and len(found) == 3
    assert found == _shown_the_slow_way(root)
    assert {w.text() for w in visible_under(root, QLabel)} == {"shown", "in the dialog"}
    dialog.hide()
