"""Plot texts fitted to the room they have: a title on one line or two, shrunk if it must; an axis title in
smaller type, then a shorter form, then cut with "…" (kit.fit_title, kit.fit_axis_titles)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics

LABEL_POINTS = 10  # axis titles
MIN_TITLE_POINTS = 6  # a title too long even on two lines shrinks, but not below this


def axis_title_fit(text: str, points: int, width: float, shorter: tuple[str, ...] = ()) -> tuple[str, int]:
    """(text, point size) of an axis title within ``width`` px: at each size from ``points`` down to
    LABEL_POINTS the full title, then each of the ``shorter`` forms; at the normal size only the shortest is
    cut at the end with an ellipsis (PMW's "update rounds" read "update rou…" where "updates" fits). The size
    falls steadily as the axis shortens, whichever form is shown, so a switch of form never thickens the axis
    (trying a short form only after the full one at every size made the layout swing between the two)."""
    font = QFont()
    for size in range(points, LABEL_POINTS - 1, -1):
        font.setPointSize(size)
        for form in (text, *shorter):
            if QFontMetrics(font).horizontalAdvance(form) <= width:
                return form, size
    last = (text, *shorter)[-1]
    return QFontMetrics(font).elidedText(last, Qt.ElideRight, max(int(width), 0)) or last[:1] + "…", LABEL_POINTS


def title_lines(title: str, points: float, width: float) -> tuple[str, float]:
    """(text, points): ``title`` on one line if it fits ``width`` px at ``points``, else broken at the space
    nearest its middle ('<br>' after a space, so its plain text keeps the space), else shrunk to fit."""
    def wide(text: str, pt: float) -> float:
        font = QFont()
        font.setPointSizeF(pt)
        return max(QFontMetrics(font).horizontalAdvance(line) for line in text.split("\n"))

    if width <= 0 or wide(title, points) <= width:
        return title, points
    spaces = [i for i, c in enumerate(title) if c == " "]
    text = title
    if spaces:
        cut = min(spaces, key=lambda i: abs(i - len(title) / 2))
        text = title[: cut + 1] + "\n" + title[cut + 1:]
    while points > MIN_TITLE_POINTS and wide(text, points) > width:
        points -= 1
    return text.replace("\n", "<br>"), points
