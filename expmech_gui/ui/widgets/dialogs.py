"""The synthetic-data dialog (one form per scenario, all generators live in the core), and small dialogs
that show user text (candidate and option names, messages quoting them) literally, never as markup."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QInputDialog, QLabel, QLineEdit,
    QMessageBox, QSpinBox, QVBoxLayout,
)

from ...core.problem import ProblemError
from ...scenarios import lunch, pricing, voting


def _spin(lo: int, hi: int, value: int) -> QSpinBox:
    s = QSpinBox()
    s.setRange(lo, hi)
    s.setValue(value)
    s.setGroupSeparatorShown(True)
    return s


class GenerateDialog(QDialog):
    """Asks for a distribution's settings; ``dataset()`` builds the data (or raises ProblemError)."""

    def __init__(self, scenario: str, max_price: float = 1.0, parent=None) -> None:
        super().__init__(parent)
        self.scenario = scenario
        self.max_price = max_price
        self.setWindowTitle("Generate synthetic data")
        form = QFormLayout()
        self.seed = _spin(0, 2_147_483_647, 1)
        if scenario == "pricing":
            self.kind = QComboBox()
            self.kind.addItems(list(pricing.GENERATORS))
            self.n = _spin(0, 10_000_000, 1000)
            form.addRow("Distribution", self.kind)
            form.addRow("Buyers n", self.n)
            form.addRow(QLabel(f"Valuations are drawn on the scale of the max price (${max_price:g})."))
        elif scenario == "voting":
            self.k = _spin(1, 1000, 6)
            self.n = _spin(0, 100_000_000, 500)
            self.exponent = QDoubleSpinBox()
            self.exponent.setRange(0.0, 5.0)
            self.exponent.setSingleStep(0.1)
            self.exponent.setValue(1.0)
            form.addRow("Candidates k", self.k)
            form.addRow("Voters n", self.n)
            form.addRow("Zipf exponent", self.exponent)
        else:
            self.n = _spin(0, 100_000, 30)
            self.probs = QLineEdit("0.7, 0.55, 0.4, 0.3, 0.2")
            self.probs.setToolTip("One like-probability per option, comma-separated; the count sets k")
            form.addRow("Individuals n", self.n)
            form.addRow("Like-probability per option", self.probs)
        form.addRow("Seed", self.seed)
        self.error = QLabel("")
        self.error.setTextFormat(Qt.PlainText)  # messages may quote what the user typed
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #a00000;")
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self._dataset = None

    def build(self):
        seed = int(self.seed.value())
        if self.scenario == "pricing":
            return pricing.generate(self.kind.currentText(), int(self.n.value()), seed, self.max_price)
        if self.scenario == "voting":
            return voting.generate(int(self.k.value()), int(self.n.value()), seed, float(self.exponent.value()))
        try:
            probs = [float(x) for x in self.probs.text().replace(";", ",").split(",") if x.strip()]
        except ValueError:
            raise ProblemError("like-probabilities must be numbers in [0, 1], separated by commas") from None
        return lunch.generate(int(self.n.value()), probs, seed)

    def _accept(self) -> None:
        try:
            self._dataset = self.build()
        except ProblemError as exc:
            self.error.setText(str(exc))
            return
        self.accept()

    def dataset(self):
        return self._dataset


def message_box(parent, title: str, text: str, icon=QMessageBox.Warning) -> QMessageBox:
    """A message box whose text is shown as typed (a name like '<i>Ms <b>Okafor' stays literal)."""
    box = QMessageBox(icon, title, str(text), QMessageBox.Ok, parent)
    box.setTextFormat(Qt.PlainText)
    return box


def warn_plain(parent, title: str, text: str) -> None:
    """QMessageBox.warning, but the text is plain: use it for every message that quotes user text."""
    message_box(parent, title, text).exec()


def ask_text(parent, title: str, label: str, text: str = "") -> tuple[str, bool]:
    """QInputDialog.getText with the label shown literally (it often quotes an option's name)."""
    dialog = QInputDialog(parent)
    dialog.setWindowTitle(title)
    dialog.setInputMode(QInputDialog.TextInput)
    dialog.setLabelText(str(label))
    dialog.setTextValue(text)
    for lab in dialog.findChildren(QLabel):
        lab.setTextFormat(Qt.PlainText)
    ok = dialog.exec() == QDialog.Accepted
    return dialog.textValue(), ok
