"""The synthetic-data dialog (built from the scenario's ``Generator``: its fields, note and ``build``), and
small dialogs that show user text (candidate and option names, messages quoting them) literally, never
as markup."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QInputDialog, QLabel, QLineEdit,
    QMessageBox, QSpinBox, QVBoxLayout,
)

from ...core.translatable import translatable
from ...scenarios import SCENARIOS
from .. import theme
from ..failures import failure_sentence
from ..language import paragraphs, tr


def _spin(lo: int, hi: int, value: int) -> QSpinBox:
    s = QSpinBox()
    s.setRange(lo, hi)
    s.setValue(value)
    s.setGroupSeparatorShown(True)
    return s


def _field_widget(field):
    """The input for one ``GeneratorField``: int → spin box in [lo, hi], float → decimal spin box,
    choice → combo box, text → line edit."""
    if field.kind == "int":
        widget = _spin(int(field.lo), int(field.hi), int(field.default))
    elif field.kind == "float":
        widget = QDoubleSpinBox()
        widget.setRange(float(field.lo), float(field.hi))
        widget.setSingleStep(float(field.step))
        widget.setValue(float(field.default))
    elif field.kind == "choice":
        widget = QComboBox()
        for choice in field.choices:  # the name shown may be translated; the choice itself is the item's data
            widget.addItem(str(choice), choice)
        widget.setCurrentIndex(max(widget.findData(field.default), 0))
    elif field.kind == "text":
        widget = QLineEdit(str(field.default))
    else:
        raise ValueError(f"generator field {field.name!r} has an unknown kind {field.kind!r}")
    if field.tooltip:
        widget.setToolTip(field.tooltip)
    return widget


def _field_value(widget):
    if isinstance(widget, QSpinBox):
        return int(widget.value())
    if isinstance(widget, QDoubleSpinBox):
        return float(widget.value())
    if isinstance(widget, QComboBox):
        return widget.currentData() if widget.currentData() is not None else widget.currentText()
    return widget.text()


class GenerateDialog(QDialog):
    """Asks for the generator's inputs; ``build()`` makes the data (OK shows any failure in words under the form).

    ``scenario`` is a Scenario or its key; ``settings`` (or keywords) are the workspace's current settings,
    passed to ``Generator.build`` with the defaults filled in as batch passes them (e.g. the max price the
    valuations are drawn on). Each field's widget is in ``fields`` and is also an attribute named after the
    field (``dialog.n``)."""

    def __init__(self, scenario, settings: dict | None = None, parent=None, **named_settings) -> None:
        super().__init__(parent)
        self.scenario = SCENARIOS[scenario] if isinstance(scenario, str) else scenario
        self.settings = self.scenario.with_defaults({**(settings or {}), **named_settings})
        self.setWindowTitle(translatable("Generate synthetic data"))
        generator = self.scenario.generator
        form = QFormLayout()
        self.fields = {}
        for field in generator.fields:
            self.fields[field.name] = _field_widget(field)
            form.addRow(field.label, self.fields[field.name])
        note = generator.note(self.settings)
        if note:
            self.note = QLabel(note)
            self.note.setWordWrap(True)
            form.addRow(self.note)
        self.seed = _spin(0, 2_147_483_647, 1)
        form.addRow(translatable("Seed"), self.seed)
        self.error = QLabel("")
        self.error.setTextFormat(Qt.PlainText)  # messages may quote what the user typed
        self.error.setWordWrap(True)
        theme.set_role(self.error, "error")
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self._dataset = None

    def __getattr__(self, name: str):
        fields = self.__dict__.get("fields", {})
        if name in fields:
            return fields[name]
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def values(self) -> dict:
        return {name: _field_value(widget) for name, widget in self.fields.items()}

    def build(self):
        return self.scenario.generator.build(self.values(), int(self.seed.value()), self.settings)

    def _accept(self) -> None:
        try:
            self._dataset = self.build()
        except Exception as exc:  # noqa: BLE001 — any failure is said in words and the dialog stays open
            self.error.setText(failure_sentence(exc, translatable("generate the data")))
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
    message_box(parent, tr(title), paragraphs(text)).exec()


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
