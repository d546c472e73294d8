"""Placeholder main window (replaced by the full app)."""
from PySide6.QtWidgets import QLabel, QMainWindow


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("ExpMech Studio")
        self.setCentralWidget(QLabel("ExpMech Studio"))
