"""Table column titles as wide as their text: a column sized before its title was translated (a view built while
German is chosen sizes its columns to the English titles, which the window's translation walk then replaces) is
widened to what its header asks for (QHeaderView.sectionSizeHint: the title's width by font metrics plus margins)."""
from __future__ import annotations

from PySide6.QtWidgets import QHeaderView


def fit_header_texts(header: QHeaderView) -> None:
    """Widen every section of ``header`` the user or the code sizes (Interactive, Fixed; the stretched last one,
    whose least size this sets when the columns overflow the view) that is narrower than its title; sections Qt
    sizes itself (ResizeToContents, Stretch) and wider ones are left."""
    for i in range(header.count()):
        if header.isSectionHidden(i):
            continue
        if header.sectionResizeMode(i) in (QHeaderView.Interactive, QHeaderView.Fixed):
            wanted = header.sectionSizeHint(i)
            if header.sectionSize(i) < wanted:
                header.resizeSection(i, wanted)
