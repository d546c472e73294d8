"""Story mode: the exponential mechanism told in eight steps over the current workspace's data, one large plot
and one or two large sentences each, the numbers filled in (facts.py) from the texts of resources/story/.

Next/Back, →/←, PageDown/PageUp (a presenter's clicker) and Esc to close; a big ε slider changes the story's
ε (the workspace keeps its own); *Export slides…* writes one 1920×1080 PNG per step (slides.py). Tab reaches the
slider and the buttons (a click does not give them the focus); the clicker's keys, and the arrows on a button, turn
the page wherever the focus is (ClickerKeys).

The story follows the workspace only while it is open (a closed story computes nothing): its new numbers, and
its refusals, said in the workspace's own sentence. From FACTS_IN_BACKGROUND_FROM candidates on, the story's
numbers (facts.py) are worked out on a background thread, the sentence saying so meanwhile (numbers.py)."""
from __future__ import annotations


import numpy as np
from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSlider, QVBoxLayout, QWidget

from ...core import formatting as fmt
from ...core.simulation import SimulationAggregate
from ...core.translatable import translatable
from ..widgets.log_scale import LogScale
from ...io.story_texts import GENERIC, STEP_IDS, load_story
from .. import language, theme
from ..widgets.plots.draw_marker import SweepAnimation
from ..widgets.plots.kit import new_plot_widget, restyle
from ..widgets.plots.words import on_language_change
from ..widgets.text import EPSILON_DRAG_TIP, WrappingLabel, esc
from . import facts as story_facts
from . import steps
from .numbers import StoryNumbers

def story_folder():
    """resources/story (a language's copies in its subfolder: io.story_texts)."""
    return language.resource_path("story")


TITLE_POINTS, SENTENCE_POINTS, NUMBERS_POINTS = 30, 22, 15
STORY_DRAW_MS = 1500  # the story's draw is slower than Run once: the room watches it
MANY_TICK_MS = 40
MANY_MAX_TRIALS = 1_000_000
SLIDER_STEPS = 400  # ε from 10^-2 to 10^2 on a log scale
# two significant digits: the sentences, the label and the footer say 'ε = 5', not 5.012
EPSILON_SCALE = LogScale(0.01, 100.0, SLIDER_STEPS, digits=2)
slider_epsilon, epsilon_slider_value = EPSILON_SCALE.value, EPSILON_SCALE.position


class ClickerKeys(QObject):
    """PageDown/PageUp (a clicker's keys) on any of the story's controls, and →/← on a button, turn the story's page:
    a button or the slider reached with Tab does not keep them (a focused button would move the focus, the slider
    its ε). The slider keeps its own arrows."""

    def __init__(self, story) -> None:
        super().__init__(story)
        self.story = story

    def eventFilter(self, obj, event) -> bool:
        if event.type() != QEvent.KeyPress:
            return False
        key, on_button = event.key(), isinstance(obj, QPushButton)
        if key == Qt.Key_PageDown or (on_button and key == Qt.Key_Right):
            self.story.next()
        elif key == Qt.Key_PageUp or (on_button and key == Qt.Key_Left):
            self.story.back()
        else:
            return False
        return True


def _font(points: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSize(points)
    font.setBold(bold)
    return font


class StoryWindow(StoryNumbers, QWidget):
    """The story of ``workspace``'s experiment; follows the workspace's new numbers while open."""

    stepShown = Signal(int)
    drawLanded = Signal(int)

    def __init__(self, workspace, parent=None) -> None:
        super().__init__(parent, Qt.Window)
        self.workspace = workspace
        self.setWindowTitle(language.tr("Story: {title}").format(title=language.tr(workspace.scenario.title)))
        self.texts = load_story(workspace.scenario.story or GENERIC, story_folder(), workspace.unedited_preset,
                                language.current())
        self.step = 0
        self.epsilon: float | None = None  # the slider's ε; None: the workspace's
        self._init_numbers()
        self.chosen: int | None = None
        self.animation: SweepAnimation | None = None
        self.marker = None
        self.aggregate = None
        self.rng = np.random.default_rng()
        self.many_timer = QTimer(self)
        self.many_timer.setInterval(MANY_TICK_MS)
        self.many_timer.timeout.connect(self._many_tick)
        self._build()
        theme.changes().changed.connect(self._theme_changed)
        on_language_change(self, self._language_changed)
        self._follow(True)
        self._workspace_changed()

    # --- layout ------------------------------------------------------------------------------------
    def _build(self) -> None:
        self.title = QLabel("")
        self.title.setFont(_font(TITLE_POINTS, True))
        self.plot_widget = new_plot_widget()
        self.plot = self.plot_widget.getPlotItem()
        self.plot.presentation_on = True  # the kit's large fonts and lines
        self.plot.setMenuEnabled(False)
        self.plot.vb.setMouseEnabled(False, False)
        self.sentence = WrappingLabel("")
        self.sentence.setFont(_font(SENTENCE_POINTS))
        self.sentence.setTextFormat(Qt.RichText)
        self.numbers = WrappingLabel("")
        self.numbers.setFont(_font(NUMBERS_POINTS))
        self.slider = QSlider(Qt.Horizontal)
        self.slider.setRange(0, SLIDER_STEPS)
        self.slider.setToolTip(EPSILON_DRAG_TIP)  # (its name for a screen reader: Tab reaches it)
        self.slider.setMinimumHeight(40)
        self.slider.setStyleSheet("QSlider::groove:horizontal{height:12px} QSlider::handle:horizontal{width:34px;"
                                  "margin:-12px 0}")
        self.slider.valueChanged.connect(self._slider_moved)
        self.slider_label = QLabel("")
        self.slider_label.setFont(_font(SENTENCE_POINTS, True))
        self.slider_row = QWidget()
        row = QHBoxLayout(self.slider_row)
        row.setContentsMargins(0, 0, 0, 0)
        small, large = QLabel(translatable("more privacy")), QLabel(translatable("more accuracy"))
        for label in (small, large):
            label.setFont(_font(NUMBERS_POINTS))
        row.addWidget(self.slider_label)
        row.addWidget(small)
        row.addWidget(self.slider, 1)
        row.addWidget(large)
        self.back_button = QPushButton(translatable("◀ Back"))  # (in the language shown: ShownTranslator)
        self.next_button = QPushButton(translatable("Next ▶"))
        self.again_button = QPushButton(translatable("Draw again"))
        self.export_button = QPushButton(translatable("Export slides…"))
        self.close_button = QPushButton(translatable("Close"))
        self.counter = QLabel("")
        self.counter.setFont(_font(NUMBERS_POINTS))
        nav = QHBoxLayout()
        for widget in (self.back_button, self.next_button, self.counter):
            nav.addWidget(widget)
        nav.addStretch(1)
        for widget in (self.again_button, self.export_button, self.close_button):
            nav.addWidget(widget)
        clicker = ClickerKeys(self)
        for control in (self.slider, self.back_button, self.next_button, self.again_button, self.export_button,
                        self.close_button):
            control.setFocusPolicy(Qt.TabFocus)  # Tab reaches it; a click leaves the focus where the keys go
            control.installEventFilter(clicker)  # the clicker turns the page wherever the focus is
        for button in (self.back_button, self.next_button, self.again_button, self.export_button, self.close_button):
            button.setFont(_font(NUMBERS_POINTS))
        self.back_button.clicked.connect(self.back)
        self.next_button.clicked.connect(self.next)
        self.again_button.clicked.connect(self.draw_again)
        self.export_button.clicked.connect(self.export_dialog)
        self.close_button.clicked.connect(self.close)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        layout.addWidget(self.title)
        layout.addWidget(self.plot_widget, 1)
        layout.addWidget(self.sentence)
        layout.addWidget(self.numbers)
        layout.addWidget(self.slider_row)
        layout.addLayout(nav)
        self.setFocusPolicy(Qt.StrongFocus)
        self.resize(1280, 800)

    # --- navigation --------------------------------------------------------------------------------
    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key_Right, Qt.Key_PageDown, Qt.Key_Space):
            self.next()
        elif key in (Qt.Key_Left, Qt.Key_PageUp):
            self.back()
        elif key == Qt.Key_Escape:
            self.close()
        else:
            super().keyPressEvent(event)

    def next(self) -> None:
        """The next step; on the draw step a running draw lands first (the clicker's first press)."""
        if self.animation is not None and self.animation.running:
            self.animation.skip()
            return
        self.show_step(min(self.step + 1, len(STEP_IDS) - 1))

    def back(self) -> None:
        self.show_step(max(self.step - 1, 0))

    def show_step(self, index: int, animate: bool = True) -> None:
        self._stop_motion()
        self.step = int(index)
        key = STEP_IDS[self.step]
        if key == "one_draw":
            self.chosen = None
        if key == "many_draws" and self.exp is not None:
            self.aggregate = SimulationAggregate(self.exp.problem)
            if animate:
                self.many_timer.start()
        if key == "one_person" and self.exp is not None and self.person_words is None:
            self._find_person()
        self.render()
        if key == "one_draw" and self.exp is not None:
            self.draw_again(animate)
        self.stepShown.emit(self.step)

    # --- the numbers ----------------------------------------------------------------------------------
    def _workspace_changed(self, *_refusal) -> None:
        ws_exp = self.workspace.experiment
        self.texts = load_story(self.workspace.key, story_folder(), self.workspace.unedited_preset,
                                language.current())
        if ws_exp is not None:
            self.slider.blockSignals(True)
            self.slider.setValue(epsilon_slider_value(ws_exp.params.epsilon))
            self.slider.blockSignals(False)
        self.epsilon = None
        self._set_experiment(ws_exp)

    def _slider_moved(self, value: int) -> None:
        self.epsilon = slider_epsilon(value)
        base = self.workspace.experiment
        if base is None:
            return
        try:
            exp = base.with_epsilon(self.epsilon)
            exp.mechanism.pmf  # noqa: B018 — the numbers may refuse this ε: say so instead of drawing
        except Exception as exc:  # noqa: BLE001 — whatever refuses this ε is said under the story, not raised
            self.sentence.setText(esc(str(exc)))
            return
        self._set_experiment(exp)

    def _language_changed(self) -> None:
        """View ▸ Language while the story is shown: its title, texts and numbers' words in the new language, and
        the step drawn again (the plot's title, axis titles and the words on it are written where it is drawn);
        the step, its draw and its many draws stay as they are."""
        self.setWindowTitle(language.tr("Story: {title}").format(title=language.tr(self.workspace.scenario.title)))
        self.texts = load_story(self.workspace.key, story_folder(), self.workspace.unedited_preset,
                                language.current())
        if not self.following:
            return  # closed: shown again, it starts from the workspace's numbers in the language then (showEvent)
        if self.exp is None:
            self.render()
            return
        self.person, self.person_words = None, None  # (its words: found again in the new language)
        self.person_jobs.cancel()
        self._work_out_facts(self.exp)
        if STEP_IDS[self.step] == "one_person":
            self._find_person()
        self.render()
        if self.chosen is not None and self.marker is not None and self.animation is not None:
            self.marker.setValue(self.animation.target)  # the landed draw's marker where it stopped

    def _theme_changed(self, *_args) -> None:
        if self.following:
            self.render()

    # --- drawing ------------------------------------------------------------------------------------
    def render(self) -> None:
        key = STEP_IDS[self.step]
        self.title.setText(esc(self.texts.steps[self.step].title))
        self.counter.setText(language.tr("Step {step} of {steps}").format(step=self.step + 1, steps=len(STEP_IDS)))
        self.back_button.setEnabled(self.step > 0)
        self.next_button.setEnabled(self.step < len(STEP_IDS) - 1)
        self.again_button.setVisible(key == "one_draw")
        self.slider_row.setVisible(key in ("weights", "probabilities", "one_draw", "many_draws"))
        if self.exp is not None:
            self.slider_label.setText(f"ε = {fmt.plain(self.exp.mechanism.epsilon)}")  # the sentences' ε
        self.sentence.setText(esc(self.sentence_text()))
        self.numbers.setText(esc(language.shown(story_facts.numbers_line(self.facts, self.exp))) if self.exp is not None
                             and self.facts else "")
        self._draw_plot(key)

    def _draw_plot(self, key: str) -> None:
        plot = self.plot
        plot.clear()
        self.marker = None
        background, foreground = theme.plot_colors()
        self.plot_widget.setBackground(background)
        exp = self.exp
        if exp is not None:
            if key == "one_draw":
                self.marker = steps.draw_cumulative(plot, exp, self.chosen)
            elif key == "many_draws":
                steps.draw_many(plot, exp, self.aggregate)
            elif key == "one_person":
                steps.draw_person(plot, exp, self.person)
            elif key == "bill":
                entries = self.workspace.session_ledger.composed
                steps.draw_bill(plot, *story_facts.bill_total(exp, entries),
                                running=story_facts.running_total(entries) if entries else None)
            else:
                steps.STEP_DRAWINGS[key](plot, exp)
        restyle(plot, foreground)

    # --- motion: the draw and the many draws ------------------------------------------------------
    def draw_again(self, animate: bool = True) -> None:
        """A new draw from the story's own seeded generator, animated unless ``animate`` is False."""
        if self.exp is None:
            return
        if self.animation is not None:
            self.animation.abandon()
        mech = self.exp.mechanism
        chosen = int(mech.sample(1, self.rng)[0])
        self.chosen = None
        self.render()
        self.animation = SweepAnimation(mech.cdf, chosen, STORY_DRAW_MS, self)
        self.animation.moved.connect(self._marker_moved)
        self.animation.landed.connect(self._landed)
        if animate:
            self.animation.start()
        else:
            self.animation.skip()

    def _marker_moved(self, u: float, _candidate: int) -> None:
        if self.marker is not None:
            self.marker.setValue(u)

    def _landed(self, chosen: int) -> None:
        self.chosen = chosen
        if STEP_IDS[self.step] == "one_draw":
            self.render()
            if self.marker is not None and self.animation is not None:
                self.marker.setValue(self.animation.target)
        self.drawLanded.emit(chosen)

    def _many_tick(self) -> None:
        if self.exp is None or self.aggregate is None or self.aggregate.trials >= MANY_MAX_TRIALS:
            self.many_timer.stop()
            return
        size = max(1, self.aggregate.trials // 4)
        self.aggregate.add(self.exp.mechanism.sample_counts(size, self.rng))
        self.render()

    def _stop_motion(self) -> None:
        self.many_timer.stop()
        if self.animation is not None:
            self.animation.abandon()
            self.animation = None

    def showEvent(self, event) -> None:
        """Shown again after a close: follow the workspace again, from its numbers as they are now."""
        super().showEvent(event)
        if not self.following:
            self._follow(True)
            self._workspace_changed()

    def closeEvent(self, event) -> None:
        self._stop_motion()
        self._follow(False)
        super().closeEvent(event)

    # --- slides -----------------------------------------------------------------------------------
    def export_dialog(self) -> None:
        from .slides import export_dialog

        export_dialog(self)
