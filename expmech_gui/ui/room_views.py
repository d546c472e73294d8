"""The room's two windows (issue 32), in the language of the moment (issue 35): the projector view the audience
sees and the *Room ▸ Open a room…* dialog. Every text goes through ``tr`` with its numbers in the language's
separators (the answer count "1.234 Antworten", singular and plural), and is written again when the language
changes while the window is open (Qt's LanguageChange, sent to every window when *View ▸ Language* installs a
catalogue). The join code, the address and the QR code are shown as they are."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QPixmap
from PySide6.QtWidgets import (QCheckBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit,
                               QPushButton, QSpinBox, QVBoxLayout, QWidget)

from ..core.decimal_comma import typed_text
from ..core.numbers import NumberError, parse_number
from ..room import local_rr
from ..room.state import DEFAULT_MAX_PARTICIPANTS, MAX_MAX_PARTICIPANTS, RoomState
from .language import decimal_comma, shown, tr


def answers_text(n: int) -> str:
    """'1 answer', '1,234 answers' ('1 Antwort', '1.234 Antworten'): the count in the language's separators."""
    count = shown(f"{n:,}")
    return (tr("{count} answer") if n == 1 else tr("{count} answers")).format(count=count)


def _big(text: str, points: int, bold: bool = False) -> QLabel:
    label = QLabel(text)
    font = QFont()
    font.setPointSize(points)
    font.setBold(bold)
    label.setFont(font)
    label.setAlignment(Qt.AlignCenter)
    label.setTextInteractionFlags(Qt.TextSelectableByMouse)
    label.setWordWrap(True)
    return label


def qr_pixmap(url: str, scale: int = 12) -> QPixmap:
    """The URL as a QR code (segno, loaded when a room opens: it brings urllib, ssl and email), as a pixmap."""
    import io

    import segno
    buffer = io.BytesIO()
    segno.make(url, error="m").save(buffer, kind="png", scale=scale, border=2)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


class ProjectorView(QWidget):
    """What the room sees: the question, the address, a QR code, the join code and the number of answers."""

    def __init__(self, controller, title: str) -> None:
        super().__init__(None, Qt.Window)
        self.controller, self.title = controller, title
        self.answers, self.is_open, self.said = 0, True, None  # what the texts are written from
        self.question = _big("", 26, bold=True)
        self.address = _big(controller.url, 30)
        self.address.setObjectName("roomAddress")
        self.qr = QLabel()
        self.qr.setPixmap(qr_pixmap(controller.url))
        self.qr.setAlignment(Qt.AlignCenter)
        self.code = _big("", 44, bold=True)
        self.count = _big("", 40, bold=True)
        self.local = _big("", 16)
        self.receipt = _big("", 16)
        self.note = _big("", 12)
        self.open_button = QPushButton()
        self.open_button.clicked.connect(lambda: controller.set_open(not controller.state.is_open))
        self.stop_button = QPushButton()
        self.stop_button.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.stop_button)
        middle = QHBoxLayout()
        middle.addWidget(self.qr)
        right = QVBoxLayout()
        right.addWidget(self.code)
        right.addWidget(self.count)
        middle.addLayout(right, 1)
        layout = QVBoxLayout(self)
        for w in (self.question, self.address):
            layout.addWidget(w)
        layout.addLayout(middle, 1)
        for w in (self.local, self.receipt, self.note):
            layout.addWidget(w)
        layout.addLayout(buttons)
        controller.countChanged.connect(self._count)
        controller.openChanged.connect(self._open_changed)
        controller.receiptsReady.connect(lambda release: self._receipt(("released", release)))
        controller.receiptsWithheld.connect(lambda why: self._receipt(("withheld", why)))
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the language of the moment (the join code, address and QR code as they are)."""
        state = self.controller.state
        self.setWindowTitle(tr("Room — {title}").format(title=tr(self.title)))
        self.question.setText(state.form.asked)
        self.code.setText(tr("Join code: {code}").format(code=state.code))
        self.count.setText(answers_text(self.answers) if self.is_open
                           else tr("{answers} — closed").format(answers=answers_text(self.answers)))
        self.count.setStyleSheet("" if self.is_open else "color: #888;")
        self.open_button.setText(tr("Close the room") if self.is_open else tr("Reopen the room"))
        self.stop_button.setText(tr("Stop the room"))
        self.note.setText(tr("Answers stay in this session only: they reach the disk when the presenter saves it "
                             "(the crash-recovery autosave leaves them out). The connection is local and "
                             "unencrypted."))
        estimate = self.controller.local_estimate() if self.answers else []
        self.local.setText(tr("Local randomized response, debiased: {estimates} — compare the central release in "
                              "the workspace.").format(estimates=", ".join(
                                  f"{name} ≈ {shown(f'{value:,.1f}')}" for name, value in estimate))
                           if estimate else "")
        kind, said = self.said or (None, "")
        self.receipt.setText(  # a release's label worded now: a switch re-words it (room.state.Release)
            tr("Released: {label} — each phone now shows its own privacy receipt.").format(label=said.label)
            if kind == "released" else tr("The phones get no receipt: {why}.").format(why=said) if kind else "")

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _count(self, n: int) -> None:
        self.answers = n
        self.retranslate()

    def _open_changed(self, on: bool) -> None:
        self.is_open = on
        self.retranslate()

    def _receipt(self, said: tuple[str, object]) -> None:
        self.said = said
        self.retranslate()

    def closeEvent(self, event) -> None:
        self.controller.stop()
        super().closeEvent(event)


class OpenRoomDialog(QDialog):
    """The question, the address, the participant cap and, for a choice, local randomized response."""

    def __init__(self, parent, form) -> None:
        super().__init__(parent)
        from ..room.server import lan_address

        self.form = form
        self.offered = form.asked  # the scenario's question, re-offered in a new language while left as it is
        self.question = QLineEdit(self.offered)
        self.host = QLineEdit(lan_address())
        self.cap = QSpinBox(minimum=1, maximum=MAX_MAX_PARTICIPANTS, value=DEFAULT_MAX_PARTICIPANTS)
        self.local = QCheckBox()
        self.local_epsilon = QLineEdit("1")
        self.error = QLabel("")
        self.error.setWordWrap(True)
        self.labels = {key: QLabel() for key in ("question", "address", "cap")}
        layout = QFormLayout(self)
        layout.addRow(self.labels["question"], self.question)
        layout.addRow(self.labels["address"], self.host)
        layout.addRow(self.labels["cap"], self.cap)
        if form.randomizable:
            layout.addRow(self.local)
            layout.addRow("ε_local", self.local_epsilon)
        layout.addRow(self.error)
        box = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        layout.addRow(box)
        self.retranslate()

    def retranslate(self) -> None:
        """The dialog's texts in the language of the moment; an offered question left as it was is offered again."""
        self.setWindowTitle(tr("Open a room"))
        self.labels["question"].setText(tr("Question"))
        self.labels["address"].setText(tr("Address"))
        self.labels["cap"].setText(tr("At most participants"))
        self.local.setText(tr("Phones randomize their answer (local randomized response)"))
        if self.question.text() == self.offered:
            self.offered = self.form.asked
            self.question.setText(self.offered)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def state(self) -> RoomState | None:
        """The room as filled in, or None with the reason shown under the fields."""
        try:
            eps = None
            if self.form.randomizable and self.local.isChecked():
                typed_eps = typed_text(self.local_epsilon.text(), decimal_comma())  # German: "0,5" is 0.5
                eps = parse_number(typed_eps, lo=local_rr.MIN_LOCAL_EPSILON,
                                   hi=local_rr.MAX_LOCAL_EPSILON, what="ε_local")
            typed = self.question.text()  # left as it was: the scenario's own, in the language of the moment
            form = self.form if typed == self.form.asked else self.form.with_question(typed)
            return RoomState(form, None, self.cap.value(), eps)
        except (NumberError, ValueError) as exc:
            self.error.setText(str(exc))
            return None
