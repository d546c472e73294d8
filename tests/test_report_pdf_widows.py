"""The PDF report never starts a page with a paragraph's last line alone (a widow: the German Top-k report's
page 2 began with "Wahl."); a paragraph that fits, or one with two lines or more left over, is cut as before."""
import pytest
from PySide6.QtCore import QBuffer, QByteArray, QIODevice

from expmech_gui.ui.report.pdf import _Pages, a4_writer

pytestmark = pytest.mark.gui


def pages(qapp) -> _Pages:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.WriteOnly)
    pages = _Pages(a4_writer(buffer), None, "t")  # (None: the pass that counts pages, drawing nothing)
    pages._buffer = buffer  # (kept alive with the writer)
    return pages


@pytest.mark.parametrize("room_lines, next_page_lines", [(5, 2), (4, 2), (3, 3), (6, 0)])
def test_a_paragraph_leaves_at_least_two_lines_for_the_next_page(qapp, room_lines, next_page_lines):
    layout = pages(qapp)
    words = 40
    while len(layout.line_bottoms(layout.document("<p>" + " ".join(["word"] * words) + "</p>"))) < 6:
        words += 1  # a paragraph of six lines at the body's size, whatever the fonts
    doc = layout.document("<p>" + " ".join(["word"] * words) + "</p>")
    bottoms = layout.line_bottoms(doc)
    layout.y = layout.height - bottoms[room_lines - 1] - 1.0  # room for room_lines lines and no more
    layout.text(doc)
    if next_page_lines:
        assert layout.page == 2
        assert layout.y == pytest.approx(bottoms[-1] - bottoms[-1 - next_page_lines])
    else:
        assert layout.page == 1
