"""The one-minute guided tour (Help ▸ Tour): a card beside each control a newcomer needs first, the control
outlined, Next/Back/Skip (→, ←, Esc). Offered once on a person's first start, remembered, re-openable."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...core.translatable import translatable
from ..language import tr

CARD_WIDTH = 360
OUTLINE = "#E69F00"  # Okabe–Ito orange: visible on the light, dark and presentation palettes


class _Outline(QWidget):
    """A ring around the step's control that leaves the control itself as it looks, and lets clicks through."""

    def __init__(self, parent) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WA_NoSystemBackground)

    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setPen(QPen(QColor(OUTLINE), 3))
        painter.drawRoundedRect(self.rect().adjusted(2, 2, -2, -2), 6, 6)


@dataclass(frozen=True)
class Step:
    title: str
    text: str
    target: Callable[[object], QWidget | None]  # (window) → the widget the step points at; None: the window centre


def _workspace(window):
    return window.current


STEPS = (
    Step(translatable("Welcome"), translatable("This one-minute tour shows where to start. Press <b>Next</b> (→) to go on, <b>Skip</b> (Esc) "
         "to leave; <i>Help ▸ Tour</i> shows it again."), lambda w: None),
    Step(translatable("The privacy setting ε"), translatable("Type ε or drag the slider. A smaller ε protects each person more, and the choice "
         "becomes more random."), lambda w: _workspace(w).parameter_panel.epsilon),
    Step(translatable("Run once"), translatable("Makes one private choice, as a real release would (Ctrl+R). The answer appears in large type, "
         "beside the best possible."), lambda w: _workspace(w).controls.run_once),
    Step(translatable("Run N"), translatable("Repeats the private choice many times (Ctrl+Enter) to show how often each answer comes up."),
         lambda w: _workspace(w).controls.run_n),
    Step(translatable("Simulated beside exact"), translatable("Bars: how often each answer was picked in the runs. Dots: the exact chances, "
         "computed, not simulated. With more runs the bars settle on the dots."),
         lambda w: _workspace(w).plots.outputs.widget),
    Step(translatable("What repeated releases cost"), translatable("The tabs beside Simulation: what one person's data changes, the privacy bill "
         "of every release so far, and accuracy against ε."), lambda w: _workspace(w).views.tabBar()),
    Step(translatable("More to explore"), translatable("F5 <b>Story</b> tells the mechanism in eight steps, F6 <b>Compare</b> puts settings "
         "side by side, F7 <b>Gallery</b> shows classic mechanisms it contains, F11 presentation mode. F1 lists every "
         "shortcut."), lambda w: w.menuBar()),
)


class Tour(QFrame):
    """The card (a child of the window, so it moves with it) and an outline around the step's control."""

    finished = Signal(bool)  # True when walked to the end, False when skipped

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window_ = window
        self.setObjectName("tourCard")
        self.setStyleSheet(f"QFrame#tourCard {{ border: 2px solid {OUTLINE}; border-radius: 6px; "
                           "background: palette(base); }")
        self.setFocusPolicy(Qt.StrongFocus)
        self.title = QLabel(objectName="tourTitle", textFormat=Qt.RichText)
        self.text = QLabel(objectName="tourText", textFormat=Qt.RichText, wordWrap=True)
        self.counter = QLabel()
        self.back = QPushButton(translatable("Back"))
        self.next = QPushButton(translatable("Next"))
        self.skip = QPushButton(translatable("Skip"))
        self.back.clicked.connect(lambda: self.show_step(self.index - 1))
        self.next.clicked.connect(self._next)
        self.skip.clicked.connect(lambda: self.end(False))
        buttons = QHBoxLayout()
        buttons.addWidget(self.counter, 1)
        for b in (self.skip, self.back, self.next):
            buttons.addWidget(b)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addLayout(buttons)
        self.outline = _Outline(window)
        self.index = 0
        self._keys = _TourKeys(self)
        window.installEventFilter(self._keys)  # resizes
        for widget in (self, self.back, self.next, self.skip):  # keys, while the focus is on the card
            widget.installEventFilter(self._keys)

    def start(self) -> None:
        self.show_step(0)
        self.show()
        self.raise_()
        self.next.setFocus()

    def _next(self) -> None:
        if self.index + 1 >= len(STEPS):
            self.end(True)
        else:
            self.show_step(self.index + 1)

    def target(self) -> QWidget | None:
        try:
            widget = STEPS[self.index].target(self.window_)
        except AttributeError:  # a workspace without that control (a scenario's own view): point at nothing
            return None
        return widget if widget is not None and widget.isVisible() else None

    def changeEvent(self, event) -> None:
        """A change of language while the card is open: its step said again in the new one ("1 von 7")."""
        super().changeEvent(event)
        if event.type() == QEvent.LanguageChange and hasattr(self, "index"):
            self.show_step(self.index)

    def show_step(self, index: int) -> None:
        self.index = max(0, min(index, len(STEPS) - 1))
        step = STEPS[self.index]
        self.title.setText(f"<b>{tr(step.title)}</b>")
        self.text.setText(tr(step.text))
        self.counter.setText(tr("{step} of {steps}").format(step=self.index + 1, steps=len(STEPS)))
        self.back.setEnabled(self.index > 0)
        self.next.setText(tr("Done") if self.index == len(STEPS) - 1 else tr("Next"))
        self.place()

    def place(self) -> None:
        """The outline around the target and the card beside it (below, else above, kept inside the window)."""
        w = self.window_
        self.setFixedWidth(min(CARD_WIDTH, max(200, w.width() - 40)))
        self.adjustSize()
        target = self.target()
        if target is None:
            self.outline.hide()
            self.move((w.width() - self.width()) // 2, (w.height() - self.height()) // 2)
            return
        top_left = target.mapTo(w, QPoint(0, 0))
        rect = QRect(top_left, target.size()).adjusted(-4, -4, 4, 4).intersected(w.rect())  # the menu bar's too
        self.outline.setGeometry(rect)
        self.outline.show()
        self.outline.raise_()
        x = min(max(8, rect.left()), w.width() - self.width() - 8)
        y = rect.bottom() + 8 if rect.bottom() + 8 + self.height() <= w.height() else rect.top() - self.height() - 8
        self.move(x, max(8, y))
        self.raise_()

    def end(self, completed: bool) -> None:
        self.window_.removeEventFilter(self._keys)
        self.outline.hide()
        self.hide()
        self.finished.emit(completed)
        self.outline.deleteLater()
        self.deleteLater()


class _TourKeys(QObject):
    """→ / ← / Esc while the card has the focus (taken before the window's own shortcuts, such as Esc for Cancel,
    see them), and the card follows the window's resizes."""

    def __init__(self, tour: Tour) -> None:
        super().__init__(tour)
        self.tour = tour

    def eventFilter(self, obj, event) -> bool:
        if obj is self.tour.window_:
            if event.type() == QEvent.Resize:
                self.tour.place()
            return False
        elif event.type() == QEvent.ShortcutOverride and event.key() in (Qt.Key_Right, Qt.Key_Left, Qt.Key_Escape):
            event.accept()
            return True
        elif event.type() == QEvent.KeyPress:
            if event.key() == Qt.Key_Right:
                self.tour._next()
                return True
            if event.key() == Qt.Key_Left:
                self.tour.show_step(self.tour.index - 1)
                return True
            if event.key() == Qt.Key_Escape:
                self.tour.end(False)
                return True
        return False


def start_tour(window) -> Tour:
    """Show the tour over ``window`` (Help ▸ Tour, or the first start); remembered as seen once it ends."""
    tour = Tour(window)
    tour.finished.connect(lambda _done: window.window_settings.set_tour_seen())
    window.tour = tour
    tour.start()
    return tour
