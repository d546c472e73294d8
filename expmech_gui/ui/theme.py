"""Light, dark and high-contrast (presentation) looks: one complete QPalette each, applied to the whole
application, plus the text colours by role (error, good) that labels and rich text ask for.

Nothing else in the app sets a colour: a label with a role gets it through its palette (``set_role``), and
rich text and style sheets read ``color(role)`` when they are written and are written again on
``changes().changed`` (the signal ``apply`` emits after every switch)."""
from __future__ import annotations

import pyqtgraph as pg
import shiboken6
from PySide6.QtCore import QEvent, QObject, QRect, Signal
from PySide6.QtGui import QColor, QFont, QPalette, QPen
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QProxyStyle, QSlider, QStyle

THEMES = ("light", "dark")
_SPECS = {
    "light": {"window": "#efefef", "base": "#ffffff", "alt_base": "#f5f5f7", "text": "#1a1a1a",
              "button": "#e6e6e6", "highlight": "#3a76c4", "highlighted_text": "#ffffff", "link": "#1d5fb4",
              "placeholder": "#6b6b6b", "disabled": "#9a9a9a", "tooltip": "#ffffdc",
              "plot_bg": "w", "plot_fg": "#222222"},
    "dark": {"window": "#2b2b2e", "base": "#1e1e20", "alt_base": "#252528", "text": "#e8e8e8",
             "button": "#3a3a3e", "highlight": "#4f8fe0", "highlighted_text": "#0b0b0c", "link": "#8ab4f8",
             "placeholder": "#a0a0a4", "disabled": "#76767c", "tooltip": "#3a3a3e",
             "plot_bg": "#1e1e20", "plot_fg": "#e0e0e0"},
    "contrast": {"window": "#000000", "base": "#161616", "alt_base": "#222222", "text": "#ffffff",
                 "button": "#2a2a2a", "highlight": "#ffd400", "highlighted_text": "#000000", "link": "#ffd400",
                 "placeholder": "#c0c0c0", "disabled": "#8a8a8a", "tooltip": "#202020",
                 "plot_bg": "k", "plot_fg": "#ffffff"},
}
# Text colours by role, per palette; each is ≥ 4.5:1 against its palette's window and base colours.
ROLE_COLORS = {
    "light": {"error": "#a00000", "good": "#1e6e1e", "error_bg": "#ffd0d0"},
    "dark": {"error": "#ff8a80", "good": "#7fd67f", "error_bg": "#5a1e1e"},
    "contrast": {"error": "#ff9e80", "good": "#8cf08c", "error_bg": "#5a1e1e"},
}
PRESENTATION_SCALE = 2.0  # every font, and the ε slider, in presentation mode
PRESENTATION_PALETTE = "contrast"
ROLE_PROPERTY = "textRole"  # a widget's text role, read again by apply()
_current = ["light"]  # the chosen theme (what the View menu shows and the settings keep)
_active = ["light"]  # the palette in use now (presentation's "contrast" included)
_scale = [1.0]
_normal_font: list[QFont] = []  # the application font outside presentation mode
_notifier: list = []
_role_widgets: dict = {}  # C++ address → a widget given a text role by set_role
_style: list = []


class _Changes(QObject):
    changed = Signal(str)  # the palette now in use


def changes() -> _Changes:
    """The object whose ``changed(name)`` signal follows every theme switch."""
    if not _notifier:
        _notifier.append(_Changes())
    return _notifier[0]


def current() -> str:
    return _current[0] if _current[0] in THEMES else "light"


def remember(name: str) -> None:
    """Make ``name`` the chosen theme without applying it (it is applied when presentation mode ends)."""
    if name in THEMES:
        _current[0] = name


def active() -> str:
    """The palette in use now: a theme, or "contrast" in presentation mode."""
    return _active[0]


def color(role: str) -> str:
    """The colour of a text role ("error", "good", "error_bg") in the active palette, as #rrggbb."""
    return ROLE_COLORS[_active[0]][role]


def palette(name: str) -> QPalette:
    """Every colour role of every colour group: disabled text is dimmer than enabled text."""
    spec = _SPECS[name]
    text, window, button = QColor(spec["text"]), QColor(spec["window"]), QColor(spec["button"])
    pal = QPalette(button, window)  # derives Light, Midlight, Mid, Dark and Shadow from the button colour
    roles = {
        QPalette.Window: window, QPalette.WindowText: text, QPalette.Base: QColor(spec["base"]),
        QPalette.AlternateBase: QColor(spec["alt_base"]), QPalette.Text: text, QPalette.Button: button,
        QPalette.ButtonText: text, QPalette.BrightText: QColor(ROLE_COLORS[name]["error"]),
        QPalette.Highlight: QColor(spec["highlight"]), QPalette.HighlightedText: QColor(spec["highlighted_text"]),
        QPalette.ToolTipBase: QColor(spec["tooltip"]), QPalette.ToolTipText: text,
        QPalette.PlaceholderText: QColor(spec["placeholder"]), QPalette.Link: QColor(spec["link"]),
        QPalette.LinkVisited: QColor(spec["link"]).darker(120) if name == "light" else QColor(spec["link"]),
        QPalette.Accent: QColor(spec["highlight"]),
    }
    for group in (QPalette.Active, QPalette.Inactive, QPalette.Disabled):
        for role, value in roles.items():
            pal.setColor(group, role, value)
    dim = QColor(spec["disabled"])
    for role in (QPalette.WindowText, QPalette.Text, QPalette.ButtonText, QPalette.PlaceholderText,
                 QPalette.HighlightedText, QPalette.Link):
        pal.setColor(QPalette.Disabled, role, dim)
    pal.setColor(QPalette.Disabled, QPalette.Base, window)
    pal.setColor(QPalette.Disabled, QPalette.Highlight, button)
    return pal


def role_palette(role: str) -> QPalette:
    """A palette that sets only the text colours of ``role`` (the rest still comes from the parent)."""
    pal = QPalette()
    value = QColor(color(role))
    dim = QColor(_SPECS[_active[0]]["disabled"])
    for group in (QPalette.Active, QPalette.Inactive):
        pal.setColor(group, QPalette.WindowText, value)
        pal.setColor(group, QPalette.Text, value)
    pal.setColor(QPalette.Disabled, QPalette.WindowText, dim)
    pal.setColor(QPalette.Disabled, QPalette.Text, dim)
    return pal


def set_role(widget, role: str | None) -> None:
    """Give ``widget``'s text the colour of ``role`` in every theme (None: the palette's plain text again)."""
    widget.setProperty(ROLE_PROPERTY, role or "")
    widget.setPalette(role_palette(role) if role else QPalette())
    if role:
        _role_widgets[shiboken6.getCppPointer(widget)[0]] = widget


def _with_roles() -> list:
    """The widgets alive that were given a text role (those that lost it again included): the ones ``apply`` colours
    again, without a walk through every widget of the application (5,000 with every workspace built, ~20 ms)."""
    for address, widget in list(_role_widgets.items()):
        if not shiboken6.isValid(widget):
            del _role_widgets[address]
    return list(_role_widgets.values())


def _outline(option, painter) -> None:
    """A frame in the text colour: Fusion draws frames a shade darker than the window, invisible on a dark one."""
    painter.save()
    outline = QColor(option.palette.color(QPalette.Text))
    outline.setAlpha(170)
    painter.setPen(QPen(outline, 1))
    painter.setBrush(QColor(0, 0, 0, 0))
    painter.drawRect(option.rect.adjusted(0, 0, -1, -1))
    painter.restore()


def _dark(option) -> bool:
    return option.palette.color(QPalette.Window).lightness() < 128


class ThemedStyle(QProxyStyle):
    """Fusion with what the palette cannot change: check boxes, and on dark palettes the frames of typed
    boxes, spin boxes and combo boxes, are outlined in the text colour."""

    def drawPrimitive(self, element, option, painter, widget=None):
        super().drawPrimitive(element, option, painter, widget)
        if element in (QStyle.PE_IndicatorCheckBox, QStyle.PE_IndicatorItemViewItemCheck) or (
                element == QStyle.PE_PanelLineEdit and _dark(option) and widget is not None
                and widget.parent() is not None and not isinstance(widget.parent(), (QAbstractSpinBox, QComboBox))):
            _outline(option, painter)

    def drawComplexControl(self, control, option, painter, widget=None):
        super().drawComplexControl(control, option, painter, widget)
        if control in (QStyle.CC_SpinBox, QStyle.CC_ComboBox) and _dark(option):
            _outline(option, painter)


class SliderStyle(ThemedStyle):
    """ThemedStyle whose sliders grow with the presentation scale, set on each slider that should
    (``grows_with_scale``) rather than on the application: Qt asks the application's style for pixel metrics
    some 15,000 times while building the window, and answering each from Python cost 45 ms of the cold start."""

    def pixelMetric(self, metric, option=None, widget=None):
        value = super().pixelMetric(metric, option, widget)
        if _scale[0] != 1.0 and isinstance(widget, QSlider) and metric in (
                QStyle.PM_SliderThickness, QStyle.PM_SliderLength, QStyle.PM_SliderControlThickness):
            return round(value * _scale[0])
        return value

    def subControlRect(self, control, option, sub, widget=None):
        rect = super().subControlRect(control, option, sub, widget)
        if control == QStyle.CC_Slider and sub == QStyle.SC_SliderGroove and _scale[0] != 1.0:
            grow = round(rect.height() * (_scale[0] - 1) / 2)
            rect = QRect(rect.adjusted(0, -grow, 0, grow))
        return rect


_slider_style: list = []


def grows_with_scale(slider: QSlider) -> QSlider:
    """``slider`` drawn by the one SliderStyle: thicker, with a longer handle, in presentation mode."""
    if not _slider_style:
        _slider_style.append(SliderStyle("Fusion"))
    slider.setStyle(_slider_style[0])
    return slider


def install_style(app) -> None:
    """The app's style: Fusion (same look on every platform) through ThemedStyle."""
    if not isinstance(app.style(), ThemedStyle):
        style = ThemedStyle("Fusion")
        _style[:] = [style]
        app.setStyle(style)


def set_scale(factor: float) -> None:
    """Every font of the application ``factor`` × its normal size (1.0: back to normal); widgets with a font
    size of their own (the result line) and the plots follow through their own set_presentation."""
    app = QApplication.instance()
    if not _normal_font:
        _normal_font.append(QFont(app.font()))
    _scale[0] = factor
    normal = _normal_font[0]
    font = QFont(normal)
    if factor != 1.0 and normal.pointSizeF() > 0:
        font.setPointSizeF(normal.pointSizeF() * factor)
    elif factor != 1.0:  # a font sized in pixels
        font.setPixelSize(round(normal.pixelSize() * factor))
    app.setFont(font)
    QApplication.sendPostedEvents(None, QEvent.ApplicationFontChange)  # every widget has its font on return
    if factor == 1.0:
        _normal_font.clear()


def scale() -> float:
    return _scale[0]


TYPE_STEP = 0.125  # presentation type steps down by this share of its size (2× normal: 1.75×, 1.5×, … 1×)


def type_steps(base: QFont) -> list[QFont]:
    """``base`` and, in presentation mode, its steps down (TYPE_STEP) to the normal size, largest first: the type a
    text that must fit its room whole may take (the views' tab names, a menu's chosen title)."""
    fonts = [QFont(base)]
    size, share = base.pointSizeF(), 1 - TYPE_STEP
    while size > 0 and share >= 1 / scale() - 1e-9:
        font = QFont(base)
        font.setPointSizeF(size * share)
        fonts.append(font)
        share -= TYPE_STEP
    return fonts


def plot_colors(name: str | None = None) -> tuple[str, str]:
    """(background, foreground) of the plots in palette ``name`` (default: the one in use)."""
    spec = _SPECS[name or _active[0]]
    return spec["plot_bg"], spec["plot_fg"]


def apply(name: str) -> None:
    """Set the application palette and the plot defaults, re-colour every widget with a text role; then say so
    (``changes().changed``) for the rich text and style sheets written from colours. The plots already drawn
    are re-coloured by the window (window/presentation.py)."""
    for _ in apply_steps(name):
        pass


def apply_steps(name: str):
    """``apply`` in two steps, a ``yield`` between them (presentation mode's switch): the application palette (Qt
    gives it to every widget: ~30 ms with every workspace built), then the text roles and the rich text."""
    spec = _SPECS[name]
    if name in THEMES:
        _current[0] = name
    _active[0] = name
    app = QApplication.instance()
    install_style(app)
    app.setPalette(palette(name))
    QApplication.sendPostedEvents(None, QEvent.ApplicationPaletteChange)  # every widget has its colours on return
    pg.setConfigOptions(background=spec["plot_bg"], foreground=spec["plot_fg"])
    yield
    for widget in _with_roles():
        role = widget.property(ROLE_PROPERTY)
        if role:
            widget.setPalette(role_palette(role))
    changes().changed.emit(name)
