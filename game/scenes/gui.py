"""Where pygame-gui enters the app: a ``UIManager`` per scene, fed, timed and drawn by its widget group.

Scenes see input already translated to the 1920x1080 canvas, and a migrated scene
draws at the window's pixel size (:mod:`game.sprites.scale`).  The manager works in
*pixels of the scale it was made for*: its size is the canvas times that scale, the
theme's font sizes, radii and paddings are scaled with it, elements are placed at
``px_rect`` of their canvas rectangles, and every event position and the pointer
are multiplied by the scale on the way in (:meth:`GuiLayer.to_px`).  So the text
in a field or the rules reader is laid out at the window's own size, not resampled.
When the scale changes (the window was resized, a screenshot of another size) the
layer makes a new manager and attaches its widgets again, each keeping its state
(text, caret, selection, scroll).  At scale 1 nothing is converted.

The look comes from ``assets/theme/theme.json``, the same file the project's own
widgets read their palette and fonts from, with its font paths made absolute
(the game may start from any folder, or frozen).

pygame-gui is imported only when a scene first needs an element, so the menu's
start-up does not pay for it (~40 ms of CPU, over a hundred modules).  Once the menu is on
screen, :func:`import_ahead` imports it on a thread, so that element's frame does not either.
"""

from __future__ import annotations

import html
import importlib
import json
import mmap
import re
import sys
import threading
import time
from collections import deque
from collections.abc import Iterator
from functools import cache
from typing import TYPE_CHECKING, Any, Protocol, cast

import pygame

from game.scenes.ui import CANVAS_SIZE, Widget, asset_path, theme
from game.sprites import scale
from game.sprites.cache import MB, surface_bytes

if TYPE_CHECKING:
    import pygame_gui

#: The fonts pygame-gui may name in the theme and in text-box markup (``<font face=...>``).
FONTS = {
    "notosans": ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSans-Italic.ttf"),
    "dejavuserif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif.ttf"),
    "dejavusans": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans.ttf"),
}

#: Faces the markup uses beyond the theme's own (pygame-gui warns on each font it must load late).
PRELOAD: list[dict[str, str | int | float]] = [
    {"name": "notosans", "point_size": 22, "style": "bold"},
    {"name": "dejavuserif", "point_size": 28, "style": "bold"},
]


def _absolute_fonts(block: Any) -> Any:
    """The theme with every ``*_path`` naming a file under ``assets/`` made absolute."""
    if isinstance(block, dict):
        return {
            key: str(asset_path(*value.split("/")[1:]))
            if key.endswith("_path") and isinstance(value, str) and value.startswith("assets/")
            else _absolute_fonts(value)
            for key, value in block.items()
        }
    return block


@cache
def theme_data() -> dict[str, Any]:
    """The theme file as pygame-gui reads it (parsed once per run)."""
    data = json.loads(asset_path("theme", "theme.json").read_text(encoding="utf-8"))
    return _absolute_fonts({k: v for k, v in data.items() if not k.startswith("_")})


#: Theme entries measured in pixels: scaled with the window (``padding`` is "x,y").
_PIXEL_KEYS = ("size", "shape_corner_radius", "border_width", "shadow_width", "padding")


def _scaled_value(value: str, factor: float) -> str:
    return ",".join(str(max(1, scale.px(int(n), factor)) if int(n) else 0) for n in value.split(","))


def _scale_block(block: Any, factor: float) -> Any:
    if isinstance(block, dict):
        return {
            key: _scaled_value(value, factor)
            if key in _PIXEL_KEYS and isinstance(value, str)
            else _scale_block(value, factor)
            for key, value in block.items()
        }
    return block


@cache
def scaled_theme(factor: float) -> dict[str, Any]:
    """The theme for a manager drawing at ``factor`` window pixels per canvas pixel:
    font sizes, corner radii, borders and paddings scaled (the theme itself at 1)."""
    return theme_data() if factor == 1 else _scale_block(theme_data(), factor)


_PIXEL_SIZE = re.compile(r"pixel_size=(\d+)")


def scaled_markup(markup: str, factor: float) -> str:
    """Text-box markup with its ``pixel_size=`` fonts at ``factor`` (headings stay in proportion)."""
    if factor == 1:
        return markup
    return _PIXEL_SIZE.sub(lambda m: f"pixel_size={scale.px(int(m.group(1)), factor)}", markup)


#: The thread :func:`import_ahead` imports pygame-gui on, until a manager is made.
_importing: threading.Thread | None = None


def import_ahead() -> threading.Thread | None:
    """Import pygame-gui on a background thread (the thread; None if it is imported or being so).

    Imported by the first element, it made that frame 55-65 ms: the first frame a table lays
    its rules reader out ahead (School of Sorcery's right after its opening, issue #27), or a
    screen's first text field.  The app calls this once its first frame is on screen: the menu
    stands still while the thread runs, taking the interpreter a few milliseconds at a time, and
    is done within about a tenth of a second, before any click can open a table.  pygame-gui's
    modules call no pygame function when imported.
    """
    global _importing
    if _importing is not None or "pygame_gui" in sys.modules:
        return None
    _importing = threading.Thread(
        target=importlib.import_module, args=("pygame_gui",), name="import pygame-gui", daemon=True
    )
    _importing.start()
    return _importing


def _imported() -> None:
    """Wait for :func:`import_ahead`'s thread, if there is one: importing a submodule while another
    thread is still importing its package can fail (the parent is not yet in ``sys.modules``).
    Every use of pygame-gui begins with a manager, so its making waits here."""
    global _importing
    if _importing is not None:
        _importing.join()
        _importing = None


def _manager_class() -> type[pygame_gui.UIManager]:
    import pygame_gui

    class CanvasManager(pygame_gui.UIManager):
        """A UIManager whose pointer is the canvas position the scene was given, not the window's."""

        def _update_mouse_position(self) -> None:
            """Kept as set by :meth:`GuiLayer.update`: ``pygame.mouse`` speaks window pixels."""

    return CanvasManager


class GuiWidget(Protocol):
    """A widget whose drawing is a pygame-gui element (a text field, a text box)."""

    def attach(self, layer: GuiLayer) -> None:
        """Make the element in ``layer`` (again, after a change of scale: from the widget's own state)."""

    def detach(self) -> None:
        """Keep what the element holds (text, caret, scroll) before the layer drops it."""


class GuiLayer:
    """One scene's pygame-gui elements: their manager, input, time and drawing, at one scale."""

    def __init__(self, factor: float = 1.0) -> None:
        self.scale = factor
        self.widgets: list[GuiWidget] = []
        self.mouse = (0, 0)
        self.manager = self._manager()

    def _manager(self) -> Any:
        _imported()
        from pygame_gui.core.utility import set_default_manager

        factor = self.scale
        manager = _manager_class()(
            scale.px_size(CANVAS_SIZE, factor), scaled_theme(factor), enable_live_theme_updates=False
        )
        set_default_manager(None)  # the first manager would stay the library's default, kept alive for good
        for name, files in FONTS.items():
            regular, bold, italic = (str(asset_path("fonts", f)) for f in files)
            manager.add_font_paths(name, regular, bold, italic, bold)
        manager.preload_fonts(
            [{**font, "point_size": scale.px(int(font["point_size"]), factor)} for font in PRELOAD]
        )
        return manager

    def add(self, widget: GuiWidget) -> None:
        self.widgets.append(widget)
        widget.attach(self)

    def at_scale(self, factor: float) -> None:
        """Draw at ``factor`` from now on: a new manager, every widget attached again as it was."""
        if factor == self.scale:
            return
        for widget in self.widgets:
            widget.detach()
        self.manager.clear_and_reset()
        self.scale = factor
        self.manager = self._manager()
        for widget in self.widgets:
            widget.attach(self)
        self._advance(0.0)  # text fields lay out their text in a tick

    def rect(self, rect: pygame.Rect) -> pygame.Rect:
        """A canvas rectangle in the manager's pixels."""
        return scale.px_rect(rect, self.scale)

    def canvas_rect(self, rect: pygame.Rect) -> pygame.Rect:
        """An element's rectangle (the manager's pixels) on the canvas: where to click it."""
        if self.scale == 1:
            return pygame.Rect(rect)
        left, top = round(rect.left / self.scale), round(rect.top / self.scale)
        right, bottom = round(rect.right / self.scale), round(rect.bottom / self.scale)
        return pygame.Rect(left, top, right - left, bottom - top)

    def to_px(self, event: pygame.event.Event) -> pygame.event.Event:
        """An event in canvas coordinates as the manager's pixels (the same event at scale 1)."""
        if self.scale == 1 or not hasattr(event, "pos"):
            return event
        attrs = dict(event.dict)
        attrs["pos"] = (scale.px(event.pos[0], self.scale), scale.px(event.pos[1], self.scale))
        if "rel" in attrs:
            attrs["rel"] = (scale.px(event.rel[0], self.scale), scale.px(event.rel[1], self.scale))
        return pygame.event.Event(event.type, attrs)

    def unpx(self, pixels: float) -> float:
        """The manager's pixels as canvas pixels (a text box's scroll)."""
        return pixels / self.scale

    def process(self, event: pygame.event.Event) -> bool:
        """Give an event (canvas coordinates) to the elements; True when one of them used it."""
        return bool(self.manager.process_events(self.to_px(event)))

    def update(self, dt: float, mouse: tuple[int, int]) -> None:
        """Advance carets, hover, drag-selection and scrolling by one frame of ``dt`` seconds.

        The app calls this once per frame (``WidgetGroup.tick``), never the drawing
        (which only lays the elements out again, with no time passing, when it draws
        at another scale than the last frame): drawing the same frame twice (a
        screenshot, a test comparing two renders) gives the same pixels, and a double
        click is timed in frames, as in tests.
        """
        self.mouse = mouse
        self.at_scale(scale.factor())
        self._advance(dt)

    def _advance(self, dt: float) -> None:
        x, y = self.mouse
        self.manager.mouse_position = (scale.px(x, self.scale), scale.px(y, self.scale))
        self.manager.update(dt)

    def draw(self, surface: scale.Target) -> None:
        """Draw onto the canvas's own pixels (a migrated scene's window, or the 1080p canvas)."""
        self.at_scale(scale.scale_of(surface))
        raw = scale.raw_of(surface)
        size = self.manager.window_resolution
        if isinstance(surface, scale.Canvas) and (surface.origin != (0, 0) or raw.get_size() != size):
            raw = raw.subsurface(pygame.Rect(surface.origin, size).clip(raw.get_rect()))  # the canvas's part
        self.manager.draw_ui(raw)

    def clear(self) -> None:
        """Remove every element (the scene rebuilds its widgets, e.g. after a language change)."""
        self.widgets.clear()
        self.manager.clear_and_reset()

    def focus(self, element: Any) -> None:
        """Give ``element`` the keyboard (``None``: nobody)."""
        self.manager.set_focus_set(element)


def escape(text: str) -> str:
    """Plain text made safe for text-box markup (a name or a rule may hold ``<`` or ``&``)."""
    return html.escape(text, quote=False)


#: No line of a text box is shorter than this (canvas pixels): its text is 22 px, lines 1.25 apart.
LEAST_LINE = 22
_TAG = re.compile(r"<[^>]*>")


def least_height(markup: str, width: int) -> int:
    """A height the laid-out ``markup`` surely reaches in a box ``width`` wide (canvas pixels).

    Each ``<br>`` ends a line, and a paragraph wraps into at least as many lines as its
    width in the regular 22 px face (bold and headings are wider) fills whole box widths.
    """
    font = theme().font(LEAST_LINE)
    lines = 0
    for line in markup.split("<br>"):
        text = html.unescape(_TAG.sub("", line))
        lines += max(1, font.size(text)[0] // max(1, width))
    return lines * LEAST_LINE


class _Overflowing:
    """Stands for a layout known to be taller than the box without laying it out (see below), or
    for one still being made ahead (``LongTextBox.work``): no picture, nothing to hover."""

    finalised_surface = None

    def __init__(self, height: int) -> None:
        self.layout_rect = pygame.Rect(0, 0, 1, height)

    def add_chunks_to_hover_group(self, chunks: list[Any]) -> None:
        """A text not laid out has no links."""


#: Rows of text painted, lines parsed or laid out in one step of laying a text out ahead (each
#: step about a millisecond at 1080p).
ROWS_A_STEP = 4
LINES_A_STEP = 4
_LINE_BREAK = "<br>"
#: What a step of laying a text out ahead yields when the step after it is a long one (the box's
#: finished picture, 5-15 ms): that one waits for the next frame instead of following that frame's
#: share of short steps.  (The other long ones, the box's shape and its scrollbar, each begin a
#: frame anyway: the shape is the element's making, the scrollbar the first step of its work.)
LONG_NEXT = "long next"


def _pieces(markup: str) -> Iterator[str]:
    """``markup`` in whole lines (each ending at a ``<br>``), to parse a few at a time: the
    parser reads a text fed in parts exactly as the whole, as no tag or entity is cut."""
    *lines, last = markup.split(_LINE_BREAK)
    for i in range(0, len(lines), LINES_A_STEP):
        yield _LINE_BREAK.join(lines[i : i + LINES_A_STEP]) + _LINE_BREAK
    if last:
        yield last


def _lines(parsed: deque[Any]) -> Iterator[deque[Any]]:
    """Parsed text in runs of a few lines (each run ends with a line break), to lay out a run at
    a time: a layout appended line by line has the rows of one made at once."""
    from pygame_gui.core.text import LineBreakLayoutRect

    run: deque[Any] = deque()
    breaks = 0
    for item in parsed:
        run.append(item)
        breaks += isinstance(item, LineBreakLayoutRect)
        if breaks == LINES_A_STEP:
            yield run
            run, breaks = deque(), 0
    if run or not parsed:
        yield run


def _new_layout(box: Any, first: deque[Any]) -> Any:
    """The first lines of ``box``'s parsed text laid out as pygame-gui's own parse lays out all of
    it (the rest is appended), not painted: the same face, colours, width and spacing."""
    from pygame_gui.core.text import TextBoxLayout

    style = box.parser.default_style
    font = box.ui_theme.get_font_dictionary().find_font(
        font_name=style["font_name"],
        font_size=style["font_size"],
        bold=style["bold"],
        italic=style["italic"],
        antialiased=style["antialiased"],
        script=style["script"],
        direction=style["direction"],
    )
    area = pygame.Rect((0, 0), (box.text_wrap_rect[2], box.text_wrap_rect[3]))
    layout = TextBoxLayout(
        first,
        area,
        area.copy(),
        line_spacing=box.line_spacing,
        default_font_data={
            "font": font,
            "font_colour": style["font_colour"],
            "bg_colour": style["bg_colour"],
        },
        allow_split_dashes=box.allow_split_dashes,
        text_direction=style["direction"],
        editable=True,
    )
    layout.set_cursor_colour(box.text_cursor_colour)
    layout.selection_colour = box.selected_bg_colour
    layout.selection_text_colour = box.selected_text_colour
    return layout


def _picture_size(layout: Any) -> tuple[int, int]:
    return layout.layout_rect.width + layout.edit_buffer, layout.layout_rect.height


def blank_picture(size: tuple[int, int]) -> pygame.Surface:
    """A clear picture with per-pixel alpha, as ``pygame.Surface(size, SRCALPHA, 32)`` (the same
    pixel format), whose memory the system zeroes a page at a time when a pixel there is first
    written, not all at once.

    A laid-out text's picture is 22-78 MB (School of Sorcery's rules: 1272x8870 px at 1080p).
    ``pygame.Surface`` clears all of it when made, and touching that much fresh memory took
    20-120 ms of CPU in one frame on a loaded machine (issue #27: a 121 ms frame a second into
    every School of Sorcery game).  Pixels of an anonymous mapping are zero until written, so
    that cost is spread over the steps that paint the rows, and blank margins are never paid.
    """
    width, height = size
    return pygame.image.frombuffer(mmap.mmap(-1, width * height * 4), size, "BGRA")


def _painting(layout: Any) -> Iterator[str | None]:
    """``layout``'s rows painted on its picture a few at a time, as ``finalise_to_new`` does at once."""
    picture = blank_picture(_picture_size(layout))
    for i, row in enumerate(layout.layout_rows):
        if i % ROWS_A_STEP == 0:
            yield
        row.finalise(picture)
    for floating in layout.floating_rects:
        floating.finalise(picture, layout.view_rect, 0, 0, 0, 0)
    layout.finalised_surface = picture
    yield LONG_NEXT  # next: the box's picture made from it


@cache
def _text_box_class() -> type:
    from pygame_gui.core.utility import translate
    from pygame_gui.elements import UITextBox

    class LongTextBox(UITextBox):
        """A ``UITextBox`` that lays a long text out once instead of twice, or ahead in steps.

        pygame-gui lays the whole text out at the box's width, finds it too tall, and lays
        it all out again beside the scrollbar; each layout also paints the whole text (the
        rules of School of Sorcery in German: 1272x8984 px).  When the text surely
        overflows -- each ``<br>`` starts a line, and a line is at least ``LEAST_LINE``
        high -- the first layout is skipped, so only the one beside the scrollbar is made.
        Made ``ahead``, the box is made with its shape only; the scrollbar and the text
        beside it are ``work``, done a step at a time.
        """

        def __init__(self, *args: Any, least_height: int = 0, ahead: bool = False, **kwargs: Any) -> None:
            self.least_height = least_height
            self.ahead = ahead
            #: The scrollbar and layout still to make, a step at a time (``ahead``); None once made.
            self.work: Iterator[str | None] | None = None
            super().__init__(*args, **kwargs)

        def parse_html_into_style_data(self) -> None:
            full_width = self.scroll_bar is None and self.text_wrap_rect[2] > 0
            wide = full_width and self.text_wrap_rect[2] == self._full_wrap_width()
            if (wide and self.least_height > self.text_wrap_rect[3]) or self.work is not None:
                # known to overflow (only its height is read), or laid out by ``work``
                self.text_box_layout = cast(Any, _Overflowing(self.least_height))
            else:  # a text that fits is laid out at once (it is short), as is a box made again
                self.ahead = False
                super().parse_html_into_style_data()

        def _build_scrollbar_for_oversized_text(self, corner_widths: int, corner_heights: int) -> None:
            if self.ahead:  # the scrollbar (10-20 ms): a step after the box's shape (as long), not with it
                self.ahead = False
                self.work = self._steps(corner_widths, corner_heights)
            else:
                super()._build_scrollbar_for_oversized_text(corner_widths, corner_heights)

        def _steps(self, corner_widths: int, corner_heights: int) -> Iterator[str | None]:
            """What ``rebuild`` does at once after the box's shape, in short steps: make the scrollbar,
            parse a few lines, lay a few lines out in rows, paint a few rows; then show the layout."""
            super()._build_scrollbar_for_oversized_text(corner_widths, corner_heights)
            yield
            for piece in _pieces(self.html_text):
                self.parser.feed(translate(piece, **self.text_kwargs))
                yield
            parsed = self.parser.layout_rect_queue.copy()
            self.parser.empty_layout_queue()
            lines = _lines(parsed)
            layout = self.text_box_layout = _new_layout(self, next(lines))
            for line in lines:
                yield
                layout.append_layout_rects(line)
            layout.input_data_rect_queue = parsed  # what a later re-layout reads: all of the text
            self._align_all_text_rows()
            yield
            width, height = _picture_size(layout)
            if width * height * 4 > KEEP_BYTES:
                self.work = None  # it would not be kept: laid out when shown
                return
            yield from _painting(layout)
            self.work, self.text_box_layout = None, layout
            self._redraw_from_text_block_and_finalise_hyperlinks()  # the thumb's length fits the text
            self.scroll_bar.sliding_button.rebuild()  # its shape at that length now (rounded ends)

        def _full_wrap_width(self) -> int:
            """The text's width without a scrollbar (the first layout's)."""
            corners = self.rounded_corner_width_offsets[0] + self.rounded_corner_width_offsets[1]
            borders = self.border_width["left"] + self.border_width["right"]
            return max(1, self.rect[2] - self.padding[0] * 2 - borders - self.shadow_width * 2 - corners)

    return LongTextBox


_kept: tuple[tuple[Any, ...], GuiLayer, TextBox] | None = None
#: The largest laid-out text kept after its reader closes: School of Sorcery's rules at 2560x1440
#: (1698x11520 px, 78 MB) still fit; at 3840x2160 (175 MB) they are laid out at each opening.
KEEP_BYTES = 96 * MB
_too_big: tuple[Any, ...] | None = None  # a text laid out ahead and found larger: not made again


def kept_text_box(rect: pygame.Rect, markup: str, name: str = "") -> tuple[GuiLayer, TextBox]:
    """A text box showing ``markup`` in its own layer, the last one kept for the next time.

    Laying a long text out is most of what opening the rules reader costs (60-150 ms of CPU
    at 1920x1080, more above); F1 at the table opens the same rules again and again, so the
    last reader's layer is kept and shown again from the top when its text, place and
    scale are the same (one laid out ahead, ``lay_out_ahead``, is finished first if it is
    not yet).  One is kept, and only up to ``KEEP_BYTES``: a laid-out text is one picture
    (9-45 MB at 1080p, four times that at 3840x2160).
    """
    global _kept
    key = (markup, tuple(rect), scale.factor())
    if _kept is not None and _kept[0] == key:
        _key, layer, box = _kept
        if box.layer is None:
            layer.add(box)
        box.finish()
        if box.picture_bytes():  # else: found too large to keep while being laid out ahead
            box.scroll_to(0)
            return layer, box
    _kept = None  # the old picture goes before the new one is made
    layer, box = GuiLayer(scale.factor()), TextBox(rect, markup, name)
    layer.add(box)
    if box.picture_bytes() <= KEEP_BYTES:
        _kept = (key, layer, box)
    return layer, box


def lay_out_ahead(rect: pygame.Rect, markup: str, seconds: float, name: str = "") -> None:
    """Lay ``markup`` out for the next ``kept_text_box`` in steps of about ``seconds``, one a call.

    A long text takes 90-230 ms of CPU to lay out (School of Sorcery's rules in German at
    2560x1440 the most): done in one frame, a visible hitch.  Called once a frame, this makes
    the same text box a few milliseconds at a time -- the pieces of the parse, the rows' layout,
    a few rows painted -- so it is ready within a second and no frame is long.  The work of the
    box being made is dropped when another text (or scale) is asked for.
    """
    global _kept, _too_big
    key = (markup, tuple(rect), scale.factor())
    if key == _too_big:
        return
    if _kept is None or _kept[0] != key:
        _kept = (key, GuiLayer(scale.factor()), TextBox(rect, markup, name, ahead=True))  # a manager: ~10 ms
        return
    _key, layer, box = _kept
    if box.layer is None:
        layer.add(box)  # the element, its shape and scrollbar, the text not laid out
    elif box.advance(seconds) and not box.picture_bytes():  # too large to keep: not laid out
        _kept, _too_big = None, key


def kept() -> tuple[str, TextBox] | None:
    """The markup and text box kept for the next opening, if one is (what a check of the keeping reads)."""
    return None if _kept is None else (_kept[0][0], _kept[2])


def forget_kept() -> None:
    """Drop the kept text box (its pictures and fonts die with ``pygame.quit``)."""
    global _kept
    _kept = None


class TextBox(Widget):
    """A scrolling, formatted text (pygame-gui's ``UITextBox``) with its own scrollbar.

    Markup is pygame-gui's subset of HTML (``<b>``, ``<i>``, ``<font face=... pixel_size=...
    color=...>``, ``<br>``).  Scrolling is in canvas pixels from the top; the wheel and keys
    are the scene's to map (``scroll_by``), so they work wherever the pointer is.
    """

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        markup: str = "",
        name: str = "",
        *,
        ahead: bool = False,
    ) -> None:
        super().__init__(rect)
        self.markup = markup
        self.name = name
        self.ahead = ahead  # a long text is laid out in steps (``advance``), not when attached
        self.element: Any = None
        self.layer: Any = None
        self._kept = (False, 0.0)  # (at the end, share above the view) while made again at another scale

    def attach(self, layer: GuiLayer) -> None:
        self.layer = layer
        self.element = _text_box_class()(
            scaled_markup(self.markup, layer.scale),
            layer.rect(self.rect),
            layer.manager,
            pre_parsing_enabled=False,
            least_height=scale.px(least_height(self.markup, self.rect.width), layer.scale),
            ahead=self.ahead,
        )
        self.ahead = False  # attached again at another scale: laid out at once, as shown
        at_end, share = self._kept
        self.scroll_to(self.max_scroll if at_end else share * self._height())

    def advance(self, seconds: float) -> bool:
        """Lay out more of a text made ahead, for about ``seconds``, and before a long step (see
        ``LONG_NEXT``) whatever the time; True once it is all laid out."""
        work = self.element.work
        until = time.perf_counter() + seconds
        while work is not None and self.element.work is work:
            if next(work, None) == LONG_NEXT or time.perf_counter() >= until:
                break
        return self.element.work is None

    def finish(self) -> None:
        """Lay out what a text made ahead still lacks (at once: it is about to be shown)."""
        work = self.element.work
        if work is not None:
            deque(work, maxlen=0)  # every step left

    def detach(self) -> None:
        """Keep where the reader is: at the end, or the share of the text above the view (the text
        wraps a little differently at another scale, so canvas pixels would drift)."""
        height = self._height()
        self._kept = (self.scroll >= self.max_scroll > 0, self.scroll / height if height else 0.0)

    def picture_bytes(self) -> int:
        """What the laid-out text's picture holds in memory (0: none made, e.g. not yet)."""
        layout = self.element.text_box_layout
        picture = getattr(layout, "finalised_surface", None)
        return surface_bytes(picture) if picture is not None else 0

    @property
    def _bar(self) -> Any:
        return self.element.scroll_bar

    def _height(self) -> float:
        """The laid-out text's height in canvas pixels."""
        layout = self.element.text_box_layout
        return self.layer.unpx(layout.layout_rect.height) if layout is not None else 0

    @property
    def scroll(self) -> int:
        """Pixels of text above the visible part."""
        bar = self._bar
        return 0 if bar is None else round(bar.start_percentage * self._height())

    @property
    def max_scroll(self) -> int:
        bar = self._bar
        return 0 if bar is None else max(0, round((1.0 - bar.visible_percentage) * self._height()))

    def scroll_to(self, pixels: float) -> None:
        """Show the text from ``pixels`` down.  Where it shows already nothing is done: a move makes
        pygame-gui paint the box's picture anew (5-9 ms), which a kept reader reopened at the top
        need not pay."""
        bar = self._bar
        if bar is None or not self._height():
            return
        top = max(0.0, min(float(pixels), float(self.max_scroll)))
        if top / self._height() != bar.start_percentage:
            bar.set_scroll_from_start_percentage(top / self._height())

    def scroll_by(self, pixels: float) -> None:
        self.scroll_to(self.scroll + pixels)
