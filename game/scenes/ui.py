"""The look and the small widgets every platform scene is built from.

Buttons, selectors and panels are our own: every scene draws on one
1920x1080 logical canvas that the app scales to the window, and labels are
English msgids translated *at draw time*, so a language switch shows at once
without rebuilding widget trees.  Text editing is pygame-gui's
(:class:`TextInput` wraps its ``UITextEntryLine``; :mod:`game.scenes.gui` is
where pygame-gui enters).  Palette and font files for both come from
``assets/theme/theme.json`` (pygame-gui's theme format).
"""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Callable, Collection, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game import audio
from game.i18n import _
from game.resources import app_root
from game.sprites import glyphs, scale
from game.sprites import text as sprite_text
from game.sprites.cache import MB, SurfaceCache
from game.sprites.scale import draw

if TYPE_CHECKING:
    from game.scenes.gui import GuiLayer

CANVAS_SIZE = (1920, 1080)
Text = str | Callable[[], str]  # a msgid (translated when drawn) or a function giving final text


def asset_path(*parts: str) -> Path:
    """``assets/...`` beside the package, or inside the frozen bundle."""
    return app_root().joinpath("assets", *parts)


#: Rendered one-line texts of every theme (a new theme after ``reset_caches`` starts it empty).
_TEXTS = SurfaceCache("ui texts", 8 * MB)
#: Rounded panels per pixel size and look, and the full-window backdrops per size and mood.
_PANELS = SurfaceCache("panels", 16 * MB)
_BACKDROPS = SurfaceCache("backdrops", 24 * MB)


def _memo(store: SurfaceCache, key: tuple[Any, ...], make: Callable[[], pygame.Surface]) -> pygame.Surface:
    hit = store.get(key)
    return hit if hit is not None else store.put(key, make())


def _hex(value: str) -> pygame.Color:
    return pygame.Color(value)


class Theme:
    """Palette, fonts and a cache of rendered texts (rendering is the costly part)."""

    def __init__(self) -> None:
        data = json.loads(asset_path("theme", "theme.json").read_text(encoding="utf-8"))
        self.colours: dict[str, pygame.Color] = {k: _hex(v) for k, v in data["defaults"]["colours"].items()}
        font = data["defaults"]["font"]
        heading = data["heading"]["font"]
        self.font_files = {
            ("sans", False): font["regular_path"],
            ("sans", True): font["bold_path"],
            ("italic", False): font["italic_path"],
            ("italic", True): font["italic_path"],
            ("serif", False): heading["regular_path"],
            ("serif", True): heading["bold_path"],
        }
        self.radius = int(data["defaults"]["misc"]["shape_corner_radius"])
        self._fonts: dict[tuple[str, int, bool], pygame.font.Font] = {}

    def c(self, name: str) -> pygame.Color:
        return self.colours[name]

    def font_path(self, face: str, bold: bool) -> str:
        return str(asset_path(*Path(self.font_files[(face, bold)]).parts[1:]))

    def font(self, size: int, bold: bool = False, face: str = "sans") -> pygame.font.Font:
        key = (face, size, bold)
        if key not in self._fonts:
            if len(self._fonts) >= 256:  # each window scale brings its own sizes: keep a bound
                self._fonts.clear()
            self._fonts[key] = pygame.font.Font(self.font_path(face, bold), size)
        return self._fonts[key]

    def text(
        self,
        text: str,
        size: int = 22,
        colour: str | pygame.Color = "normal_text",
        bold: bool = False,
        face: str = "sans",
    ) -> pygame.Surface:
        col = self.c(colour) if isinstance(colour, str) else pygame.Color(colour)
        key = (text, size, tuple(col), bold, face)
        surf = _TEXTS.get(key)
        if surf is None:
            font = self.font(size, bold, face)
            surf = _TEXTS.put(key, glyphs.render(font, self.font_path(face, bold), text, tuple(col), bold))
        return surf

    def blit_text(
        self,
        surface: scale.Target,
        text: str,
        pos: tuple[int, int],
        size: int = 22,
        colour: str | pygame.Color = "normal_text",
        bold: bool = False,
        face: str = "sans",
        anchor: str = "topleft",
        max_width: int | None = None,
        min_size: int | None = None,
    ) -> pygame.Rect:
        """Draw one line; text wider than ``max_width`` is shortened with an ellipsis.

        With ``min_size`` it first shrinks, down to that size, to fit whole.
        """
        if max_width is not None:
            if min_size is not None:
                size = self.size_to_fit(text, max_width, size, min_size, bold, face)
            text = self.fit(text, max_width, size, bold, face)
        factor = scale.scale_of(surface)  # a scaled canvas gets the text rendered at its pixel size
        surf = self.text(text, scale.px(size, factor), colour, bold, face)
        w, h = surf.get_size()
        rect = pygame.Rect(0, 0, scale.unpx(w, factor), scale.unpx(h, factor))
        setattr(rect, anchor, pos)
        surface.blit(surf, rect)
        return rect

    def fit(self, text: str, width: int, size: int = 22, bold: bool = False, face: str = "sans") -> str:
        """``text``, or its longest start that fits ``width`` with "…" after it.

        Found by bisection over the prefix length (widths grow with the prefix):
        a 10,000-character label once cost 3.5 s per frame cut one character at a time.
        """
        font = self.font(size, bold, face)
        if font.size(text)[0] <= width:
            return text
        # visible glyphs are at least a pixel wide: a longer prefix never fits, and each measure stays short
        low, high = 0, min(len(text), max(width, 0))
        while low < high:
            mid = (low + high + 1) // 2
            if font.size(text[:mid] + "…")[0] <= width:
                low = mid
            else:
                high = mid - 1
        return text[:low] + "…"

    def size_to_fit(
        self, text: str, width: int, size: int, smallest: int, bold: bool = False, face: str = "sans"
    ) -> int:
        """The largest font size, from ``size`` down to ``smallest``, at which ``text`` fits ``width``."""
        while size > smallest and self.font(size, bold, face).size(text)[0] > width:
            size -= 1
        return size

    def wrap(
        self, text: str, width: int, size: int = 22, bold: bool = False, face: str = "sans"
    ) -> list[str]:
        """Greedy word wrap (paragraphs kept); a word longer than a line is cut."""
        font = self.font(size, bold, face)
        lines: list[str] = []
        for para in text.split("\n"):
            line = ""
            for word in para.split(" "):
                candidate = f"{line} {word}" if line else word
                if font.size(candidate)[0] <= width:
                    line = candidate
                    continue
                if line:
                    lines.append(line)
                while font.size(word)[0] > width and len(word) > 1:
                    cut = len(word)
                    while cut > 1 and font.size(word[:cut])[0] > width:
                        cut -= 1
                    lines.append(word[:cut])
                    word = word[cut:]
                line = word
            lines.append(line)
        return lines

    def _line_step(self, size: int, bold: bool, face: str, line_gap: int) -> int:
        return self.font(size, bold, face).get_linesize() + line_gap - 4

    def wrapped_height(
        self, text: str, width: int, size: int = 22, bold: bool = False, line_gap: int = 6, face: str = "sans"
    ) -> int:
        """Height ``blit_wrapped`` needs to show ``text`` whole, for layouts that make room first."""
        return len(self.wrap(text, width, size, bold, face)) * self._line_step(size, bold, face, line_gap)

    def blit_wrapped(
        self,
        surface: scale.Target,
        text: str,
        rect: pygame.Rect,
        size: int = 22,
        colour: str = "normal_text",
        bold: bool = False,
        line_gap: int = 6,
        face: str = "sans",
    ) -> int:
        """Draw wrapped text inside ``rect``; return the height used.

        Text longer than the rectangle ends its last visible line with an ellipsis,
        so a player sees that something was cut rather than a sentence stopping short.
        """
        y = rect.top
        height = self.font(size, bold, face).get_linesize()
        step = self._line_step(size, bold, face, line_gap)
        lines = self.wrap(text, rect.width, size, bold, face)
        for index, line in enumerate(lines):
            if y + height > rect.bottom:
                break
            next_line_cut = y + step + height > rect.bottom
            if next_line_cut and index + 1 < len(lines):
                line = self.fit(line + " …", rect.width, size, bold, face)
            if line:
                px_size = scale.px(size, scale.scale_of(surface))
                surface.blit(self.text(line, px_size, colour, bold, face), (rect.left, y))
            y += step
        return y - rect.top


_theme: Theme | None = None


def theme() -> Theme:
    """The one theme (fonts need ``pygame.font`` initialised, so it is built lazily)."""
    global _theme
    if _theme is None:
        if not pygame.font.get_init():
            pygame.font.init()
        _theme = Theme()
    return _theme


def reset_caches() -> None:
    """Forget fonts and cached drawings (they die with ``pygame.quit``; a new App starts clean)."""
    global _theme
    _theme = None
    _TEXTS.clear()
    sprite_text.reset()
    _BACKDROPS.clear()
    _PANELS.clear()
    gui = sys.modules.get("game.scenes.gui")  # loaded with the first pygame-gui element
    if gui is not None:
        gui.forget_kept()
    glyphs.reset()


def label(text: Text) -> str:
    """Final text of a widget label: msgids are translated now, functions called.

    The empty msgid is never looked up: gettext answers it with the catalogue's
    header (Project-Id-Version...), which once showed up inside the save dialog.
    """
    if callable(text):
        return text()
    return _(text) if text else ""


# --------------------------------------------------------------------------- drawing helpers


def panel(
    surface: scale.Target,
    rect: pygame.Rect,
    fill: str = "normal_bg",
    border: str = "normal_border",
    alpha: int = 235,
    radius: int | None = None,
    width: int = 2,
) -> None:
    """A rounded translucent panel with a soft drop shadow (drawn once per size and look, then cached).

    An opaque one (``alpha`` 255, every modal's) has its interior filled and only its rim blended:
    blending the whole cached picture per pixel cost ~8 ms of the rules reader's frame at 2560x1440."""
    t = theme()
    r = t.radius if radius is None else radius
    f = scale.scale_of(surface)
    key = (
        scale.px_size(rect.size, f),
        tuple(t.c(fill)[:3]),
        tuple(t.c(border)),
        tuple(t.c("shadow")[:3]),
        alpha,
        scale.px(r, f),
        scale.px(width, f),
        scale.px(8, f),
    )
    layer = _memo(_PANELS, key, lambda: _panel_layer(*key))
    hole = rect.inflate(-2 * (r + width + 2), -2 * (r + width + 2))  # clear of the corners and the border
    canvas = scale.as_canvas(surface)
    if alpha < 255 or hole.width <= 0 or hole.height <= 0 or canvas.pixels.get_flags() & pygame.SRCALPHA:
        surface.blit(layer, (rect.left - 8, rect.top - 8))
        return
    surface.fill(t.c(fill)[:3], hole)
    around = rect.inflate(32, 32)  # the picture's shadow and margin lie within
    for strip in (
        pygame.Rect(around.left, around.top, around.width, hole.top - around.top),
        pygame.Rect(around.left, hole.bottom, around.width, around.bottom - hole.bottom),
        pygame.Rect(around.left, hole.top, hole.left - around.left, hole.height),
        pygame.Rect(hole.right, hole.top, around.right - hole.right, hole.height),
    ):
        clip = canvas.clip_in(strip)  # the pixel edges a fill of ``strip`` has: strips and fill tile exactly
        surface.blit(layer, (rect.left - 8, rect.top - 8))
        canvas.unclip(clip)


def _panel_layer(
    size: tuple[int, int],
    fill: tuple[int, ...],
    border: tuple[int, ...],
    shadow: tuple[int, ...],
    alpha: int,
    r: int,
    width: int,
    pad: int = 8,
) -> pygame.Surface:
    layer = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
    inner = pygame.Rect(pad, pad, size[0], size[1])
    pygame.draw.rect(layer, (*shadow, 110), inner.move(0, pad * 5 // 8), border_radius=r + pad // 4)
    pygame.draw.rect(layer, (*fill, alpha), inner, border_radius=r)
    if width:
        pygame.draw.rect(layer, border, inner, width, border_radius=r)
    return layer


def _backdrop(size: tuple[int, int], mood: tuple[int, int, int]) -> pygame.Surface:
    """Deep night-blue vignette with faint constellations and a rune circle (drawn once).

    The soft vignette is painted at a quarter of the size and scaled up: its 48 full-size
    ellipses were half of the start-up's first frame (~45 ms), and a gradient loses nothing."""
    t = theme()
    w, h = size
    sw, sh = max(1, w // 4), max(1, h // 4)
    small = pygame.Surface((sw, sh))
    base = t.c("dark_bg")
    small.fill(base)
    steps = 48
    for i in range(steps, 0, -1):
        k = i / steps
        col = [int(base[j] + (mood[j] - base[j]) * (1 - k) * 0.55) for j in range(3)]
        pygame.draw.ellipse(
            small,
            col,
            pygame.Rect(0, 0, int(sw * 1.3 * k), int(sh * 1.5 * k)).move(
                int(sw / 2 - sw * 0.65 * k), int(sh * 0.45 - sh * 0.75 * k)
            ),
        )
    surf = pygame.transform.smoothscale(small, size)
    stars = pygame.Surface(size, pygame.SRCALPHA)
    seed = 1234567
    for _i in range(260):
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        x = seed % w
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        y = seed % h
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        a = 30 + seed % 90
        pygame.draw.circle(stars, (236, 228, 207, a), (x, y), 1 + (seed >> 8) % 2)
    gold = t.c("gold")
    cx, cy, rad = int(w * 0.5), int(h * 0.52), int(min(w, h) * 0.42)
    for rr, a in ((rad, 26), (rad - 18, 18), (int(rad * 0.62), 14)):
        pygame.draw.circle(stars, (*gold[:3], a), (cx, cy), rr, 2)
    for k in range(12):
        ang = k * math.tau / 12
        p1 = (cx + math.cos(ang) * (rad - 18), cy + math.sin(ang) * (rad - 18))
        p2 = (
            cx + math.cos(ang + math.tau * 5 / 12) * (rad - 18),
            cy + math.sin(ang + math.tau * 5 / 12) * (rad - 18),
        )
        pygame.draw.line(stars, (*gold[:3], 12), p1, p2, 2)
    surf.blit(stars, (0, 0))
    return surf


TABLE_MOOD = (30, 58, 70)  # the backdrop's tint behind a game table


def backdrop(surface: scale.Target, mood: tuple[int, int, int] = (58, 44, 96)) -> None:
    """The backdrop over the whole surface (on a scaled canvas: at its pixel size, margins included)."""
    raw = scale.raw_of(surface)
    size = raw.get_size()
    raw.blit(_memo(_BACKDROPS, (size, mood), lambda: _backdrop(size, mood)), (0, 0))


def title(surface: scale.Target, text: str, centre: tuple[int, int], size: int = 64) -> pygame.Rect:
    """A serif heading in gold with a thin ornament underneath."""
    t = theme()
    rect = t.blit_text(surface, text, centre, size, "gold", bold=True, face="serif", anchor="center")
    y = rect.bottom + 12
    gold = t.c("gold")
    draw.line(surface, gold, (centre[0] - 160, y), (centre[0] - 14, y), 1)
    draw.line(surface, gold, (centre[0] + 14, y), (centre[0] + 160, y), 1)
    draw.polygon(
        surface, gold, [(centre[0], y - 6), (centre[0] + 6, y), (centre[0], y + 6), (centre[0] - 6, y)]
    )
    return rect


def below_hint(
    surface: scale.Target,
    text: str,
    centre: tuple[int, int],
    size: int,
    colour: str,
    max_width: int | None = None,
) -> None:
    """A centred line with a small down arrow before it: more waits below what is shown.

    The rules reader and the scrolled-back game log both say so; one drawing keeps them alike.
    """
    t = theme()
    rect = t.blit_text(surface, text, centre, size, colour, anchor="center", max_width=max_width)
    cx, cy = rect.left - 14, rect.centery
    draw.polygon(surface, t.c(colour), [(cx - 6, cy - 4), (cx + 6, cy - 4), (cx, cy + 5)])


def dim(surface: scale.Target, alpha: int = 170) -> None:
    """Veil everything drawn so far.  Over the app's kept, already veiled picture of the scenes
    beneath an overlay (``game.app.OverlayCanvas``) the veil is only noted, not drawn again."""
    if hasattr(surface, "veiled"):
        surface.veil = alpha
        if surface.veiled == alpha:
            return
    raw = scale.raw_of(surface)
    veil = pygame.Surface(raw.get_size(), pygame.SRCALPHA)
    veil.fill((*theme().c("shadow")[:3], alpha))
    raw.blit(veil, (0, 0))
    if hasattr(surface, "beneath"):  # the app keeps this copy: the window veiled once, not twice
        surface.beneath = raw.copy()


# --------------------------------------------------------------------------- widgets


class Widget:
    """A rectangle on the logical canvas that may react to input."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int]) -> None:
        self.rect = pygame.Rect(rect)
        self.visible = True
        #: Asked each frame (a button is greyed while its action is impossible).
        self.is_enabled: Callable[[], bool] = lambda: True

    def enabled(self) -> bool:
        return self.is_enabled()

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def draw(self, surface: scale.Target, mouse: tuple[int, int]) -> None:
        """Subclasses draw themselves; a bare widget is an invisible hit area."""

    def look(self, mouse: tuple[int, int]) -> tuple[object, ...] | None:
        """Everything :meth:`draw` shows with the pointer at ``mouse``, as a kept picture's key
        (``repaint.Kept``); None: not known, so not kept."""
        return None


class Button(Widget):
    """A labelled button; ``primary`` buttons are gold, disabled ones grey and inert."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        text: Text,
        on_click: Callable[[], object],
        *,
        primary: bool = False,
        enabled: Callable[[], bool] | None = None,
        size: int = 26,
        hotkey: int | None = None,
        name: str = "",
    ) -> None:
        super().__init__(rect)
        self.text = text
        self.on_click = on_click
        self.primary = primary
        self.is_enabled = enabled or (lambda: True)
        self.size = size
        self.hotkey = hotkey
        self.name = name or (text if isinstance(text, str) else "")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible or not self.enabled():
            return False
        click = event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos)
        if click or (event.type == pygame.KEYDOWN and self.hotkey is not None and event.key == self.hotkey):
            self.press()
            return True
        return False

    def press(self) -> None:
        """Click, hotkey or Enter on the focus: a soft click sound, then the action."""
        audio.play("click")
        self.on_click()

    def look(self, mouse: tuple[int, int]) -> tuple[object, ...] | None:
        on = self.enabled()
        hover = on and self.rect.collidepoint(mouse)
        return (self.visible, tuple(self.rect), label(self.text), on, hover, self.primary, self.size)

    def draw(self, surface: scale.Target, mouse: tuple[int, int]) -> None:
        if not self.visible:
            return
        t = theme()
        on = self.enabled()
        hover = on and self.rect.collidepoint(mouse)
        if not on:
            fill, border, colour = "disabled_bg", "disabled_border", "disabled_text"
        elif self.primary:
            fill, border, colour = ("active_bg" if hover else "selected_bg"), "gold", "hovered_text"
        else:
            fill, border, colour = (
                ("hovered_bg" if hover else "normal_bg"),
                ("hovered_border" if hover else "normal_border"),
                ("hovered_text" if hover else "normal_text"),
            )
        panel(surface, self.rect, fill, border, alpha=245)
        t.blit_text(
            surface,
            label(self.text),
            self.rect.center,
            self.size,
            colour,
            bold=self.primary,
            anchor="center",
            max_width=self.rect.width - 20,
        )


class Selector(Widget):
    """``‹ value ›``: click the left or right half (or use the arrows when focused) to cycle choices."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        choices: Sequence[tuple[Any, Text]],
        value: Any,
        on_change: Callable[[Any], None],
        *,
        size: int = 24,
        enabled: Callable[[], bool] | None = None,
        name: str = "",
        off_text: str | None = None,
        wrap: bool = True,
    ) -> None:
        super().__init__(rect)
        self.off_text = off_text  # shown instead of the value while disabled (e.g. a human's bot level)
        self.wrap = wrap  # False: stop at the ends (a count must not jump from 1 to 4)
        self.choices = list(choices)
        self.value = value if any(v == value for v, _t in self.choices) else self.choices[0][0]
        self.on_change = on_change
        self.size = size
        self.is_enabled = enabled or (lambda: True)
        self.name = name

    def index(self) -> int:
        return next(i for i, (v, _t) in enumerate(self.choices) if v == self.value)

    def step(self, delta: int) -> None:
        i = self.index() + delta
        if not self.wrap and not 0 <= i < len(self.choices):
            return
        self.value = self.choices[i % len(self.choices)][0]
        self.on_change(self.value)

    def set(self, value: Any) -> None:
        if any(v == value for v, _t in self.choices):
            self.value = value
            self.on_change(value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible or not self.enabled() or len(self.choices) < 2:
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            self.step(-1 if event.pos[0] < self.rect.left + self.rect.width // 4 else 1)
            return True
        return False

    def draw(self, surface: scale.Target, mouse: tuple[int, int]) -> None:
        if not self.visible:
            return
        t = theme()
        on = self.enabled() and len(self.choices) > 1
        hover = on and self.rect.collidepoint(mouse)
        panel(
            surface,
            self.rect,
            "hovered_bg" if hover else "normal_bg",
            "hovered_border" if hover else "normal_border",
            alpha=245,
        )
        colour = "normal_text" if self.enabled() else "disabled_text"
        text = label(self.choices[self.index()][1])
        if self.off_text is not None and not self.enabled():
            text = self.off_text
        t.blit_text(
            surface,
            text,
            self.rect.center,
            self.size,
            colour,
            anchor="center",
            max_width=self.rect.width - 80,  # clear of the arrows
            min_size=self.size - 7,
        )
        if on:
            arrow = "gold" if hover else "secondary_text"
            cy = self.rect.centery
            lx, rx = self.rect.left + 22, self.rect.right - 22
            ends = (self.index() == 0, self.index() == len(self.choices) - 1) if not self.wrap else (0, 0)
            if not ends[0]:
                draw.polygon(surface, t.c(arrow), [(lx + 6, cy - 9), (lx - 5, cy), (lx + 6, cy + 9)])
            if not ends[1]:
                draw.polygon(surface, t.c(arrow), [(rx - 6, cy - 9), (rx + 5, cy), (rx - 6, cy + 9)])


class TextInput(Widget):
    """One line of text: pygame-gui's ``UITextEntryLine`` inside our rounded panel.

    pygame-gui does the editing a player expects of a text field: paste (Ctrl+V),
    copy and cut, selection by mouse drag, double click and Shift+arrows,
    Home/End, the length limit.  Around it we add:

    - gaining focus (a first click, Tab, a dialog opening) selects the whole
      text, so typing replaces a suggested name such as "Player 1" instead of
      appending to it -- first-time players typed "Player 1Ania"; a second click
      places the caret where it lands;
    - word-wise movement, Ctrl+Left/Right (with Shift: selecting), which pygame-gui
      maps to Home/End;
    - ``allowed`` filters typed and pasted characters (the seed takes digits),
      and a paste longer than the room left is cut to fit (pygame-gui refuses it whole);
    - Enter and Tab leave the field, Esc leaves it and goes on to the scene (back);
    - the panel, its shadow and the gold outline while focused are drawn here,
      so the field looks as it always did.

    The element lives in the widget group's :class:`game.scenes.gui.GuiLayer`
    (created by :meth:`WidgetGroup.add`); ``value`` mirrors its text.
    """

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        text: str,
        on_change: Callable[[str], None],
        *,
        max_len: int = 24,
        allowed: Callable[[str], bool] | None = None,
        placeholder: Text = "",
        size: int = 24,
        enabled: Callable[[], bool] | None = None,
        name: str = "",
    ) -> None:
        super().__init__(rect)
        self.value = text[:max_len]
        self.on_change = on_change
        self.max_len = max_len
        self.allowed = allowed or (lambda ch: ch.isprintable())
        self.placeholder = placeholder
        self.size = size
        self.is_enabled = enabled or (lambda: True)
        self.name = name
        self.element: Any = None  # the UITextEntryLine, once attached
        self._layer: Any = None
        self._focus_wanted = False  # focus() before the group attached the element
        self._kept: tuple[tuple[int, ...], int] | None = None  # selection and caret across a change of scale
        self._typed_colour: Any = None
        self._placeholder_colour: Any = None

    def attach(self, layer: GuiLayer) -> None:
        """Create the pygame-gui element in ``layer`` (the widget group does, when the field is added;
        the layer again when the window's scale changes, from the state :meth:`detach` kept)."""
        from pygame_gui.elements import UITextEntryLine

        self._layer = layer
        entry = UITextEntryLine(
            layer.rect(self.rect.inflate(-28, -8)),
            layer.manager,
            initial_text=self.value,
            placeholder_text=label(self.placeholder) or None,
        )
        entry.set_text_length_limit(self.max_len)
        self.element = entry
        self._typed_colour = entry.text_colour
        self._placeholder_colour = entry.ui_theme.get_colour_or_gradient(
            "placeholder_text", entry.combined_element_ids
        )
        self._shade()
        if self._focus_wanted:
            self._focus_wanted = False
            self.focus()
            if self._kept is not None:
                entry.select_range, entry.edit_position = list(self._kept[0]), self._kept[1]
        self._kept = None

    def detach(self) -> None:
        """Keep focus, selection and caret while the layer makes the element again at another scale."""
        entry = self.element
        self._focus_wanted = self.focused
        self._kept = (tuple(entry.select_range), entry.edit_position)

    def _shade(self) -> None:
        """The placeholder ("random") in grey while the field is empty, typed text in the text colour:
        pygame-gui 0.6.14 draws both alike, and a reader took the placeholder for a typed value."""
        entry = self.element
        colour = self._typed_colour if entry.get_text() else self._placeholder_colour
        if entry.text_colour != colour:
            entry.text_colour = colour
            entry.rebuild()

    @property
    def focused(self) -> bool:
        return self.element is not None and self.element.is_focused

    @focused.setter
    def focused(self, on: bool) -> None:
        if on:
            self.focus()
        elif self.focused:
            self._layer.focus(None)

    def focus(self) -> None:
        """Take the keyboard, with the whole text selected."""
        if self.element is None:
            self._focus_wanted = True
            return
        self._layer.focus(self.element)
        self.select_all()

    def select_all(self) -> None:
        self.element.select_range = [0, len(self.element.text)]
        self.element.edit_position = len(self.element.text)
        self.element.cursor_has_moved_recently = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible or not self.enabled() or self.element is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            inside = self.rect.collidepoint(event.pos)
            if inside and not self.focused:
                self.focus()
            elif inside:
                self._forward(event)  # caret where the click lands, drag or double-click selection
            else:
                self.focused = False
            return inside
        if not self.focused:
            return False
        if event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return self._forward(event)
        if event.type == pygame.TEXTINPUT:
            typed = "".join(ch for ch in event.text if self.allowed(ch))
            if typed:
                self._forward(pygame.event.Event(pygame.TEXTINPUT, text=typed))
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.focused = False
                return event.key != pygame.K_ESCAPE
            ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
            if event.key == pygame.K_v and ctrl:
                self.paste()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and ctrl:
                self.move_word(-1 if event.key == pygame.K_LEFT else 1, bool(event.mod & pygame.KMOD_SHIFT))
            else:
                self._forward(event)
            return True  # typing keys also arrive as TEXTINPUT; swallow them here
        return False

    def _forward(self, event: pygame.event.Event) -> bool:
        used = bool(self.element.process_event(self._layer.to_px(event)))
        self._sync()
        return used

    def _sync(self) -> None:
        text = self.element.get_text()
        if text != self.value:
            self.value = text
            self._shade()
            self.on_change(text)

    def move_word(self, direction: int, select: bool) -> None:
        """Ctrl+Left/Right: to the start of this or the previous word, or the end of this or the next one;
        with Shift the selection grows or shrinks from its other end (pygame-gui jumps to Home/End)."""
        entry = self.element
        text, pos = entry.text, entry.edit_position
        step = (
            (lambda i: i > 0 and text[i - 1].isspace())
            if direction < 0
            else (lambda i: i < len(text) and text[i].isspace())
        )
        while step(pos):
            pos += direction
        inside = (
            (lambda i: i > 0 and not text[i - 1].isspace())
            if direction < 0
            else (lambda i: i < len(text) and not text[i].isspace())
        )
        while inside(pos):
            pos += direction
        low, high = entry.select_range
        if select:
            anchor = entry.edit_position if low == high else (low if entry.edit_position == high else high)
            entry.select_range = [anchor, pos]
        else:
            entry.select_range = [pos, pos]
        entry.edit_position = pos
        entry.cursor_has_moved_recently = True

    def paste(self) -> None:
        """Ctrl+V: the clipboard's allowed characters, cut to the room left, over the selection."""
        try:
            clip = pygame.scrap.get_text() or ""
        except pygame.error:  # no clipboard on this system
            return
        clip = "".join(ch for ch in clip.replace("\n", " ") if self.allowed(ch))
        entry = self.element
        low, high = sorted(entry.select_range)
        if low == high:
            low = high = entry.edit_position
        clip = clip[: max(0, self.max_len - (len(entry.text) - (high - low)))]
        if not clip:
            return
        entry.set_text(entry.text[:low] + clip + entry.text[high:])
        caret = low + len(clip)
        entry.select_range = [caret, caret]
        entry.edit_position = caret
        entry.cursor_has_moved_recently = True
        self._sync()

    def sync_state(self) -> None:
        """Show, hide, enable or disable the element as the widget is (called before each draw)."""
        entry = self.element
        if entry is None:
            return
        if self.visible != bool(entry.visible):
            entry.show() if self.visible else entry.hide()
        if self.enabled() != entry.is_enabled:
            entry.enable() if self.enabled() else entry.disable()

    def draw(self, surface: scale.Target, mouse: tuple[int, int]) -> None:
        self.sync_state()
        if not self.visible:
            return
        border = (
            "gold"
            if self.focused
            else ("hovered_border" if self.rect.collidepoint(mouse) else "normal_border")
        )
        panel(surface, self.rect, "dark_bg", border, alpha=250)


class WidgetGroup:
    """Dispatches input to widgets (topmost first) and draws them in order.

    The keyboard path: Tab / Shift+Tab move a focus ring over buttons,
    selectors and text fields; Enter or Space presses the focused button,
    Left/Right step the focused selector.
    """

    def __init__(self) -> None:
        self.items: list[Widget] = []
        self.focus: Widget | None = None
        self._gui: GuiLayer | None = None
        self._shared = False  # the layer is kept beyond this group (the rules reader's text)

    def gui(self) -> GuiLayer:
        """This group's pygame-gui layer, made when the first element needs it."""
        if self._gui is None:
            from game.scenes.gui import GuiLayer

            self._gui = GuiLayer(scale.factor())  # the scene's own scale: built inside the app's scale_for
        return self._gui

    def add(self, widget: Widget) -> Widget:
        self.items.append(widget)
        if hasattr(widget, "attach"):
            self.gui().add(widget)  # type: ignore[arg-type]  # a TextInput or a TextBox
        return widget

    def share(self, layer: GuiLayer, widget: Widget) -> Widget:
        """Show ``widget``, whose element lives in ``layer``, a layer kept beyond this group: its
        laid-out text is reused by the next scene that shows the same (the rules reader)."""
        self.items.append(widget)
        self._gui, self._shared = layer, True
        return widget

    def clear(self) -> None:
        self.items.clear()
        self.focus = None
        if self._gui is not None and not self._shared:
            self._gui.clear()
        elif self._shared:
            self._gui, self._shared = None, False  # left as it is for the next reader

    def focusable(self) -> list[Widget]:
        return [
            w
            for w in self.items
            if w.visible and isinstance(w, (Button, Selector, TextInput)) and w.enabled()
        ]

    def move_focus(self, delta: int) -> None:
        items = self.focusable()
        if not items:
            return
        current = self.focus if self.focus in items else self.focused_input()
        i = items.index(current) if current in items else (-1 if delta > 0 else 0)
        self.focus = items[(i + delta) % len(items)]
        for widget in self.items:
            if isinstance(widget, TextInput):
                widget.focused = widget is self.focus

    def _keyboard(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        f = self.focus
        if f is None or f not in self.items or not f.visible:
            return False
        if isinstance(f, Button) and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if f.enabled():
                f.press()
            return True
        if isinstance(f, Selector) and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            if f.enabled() and len(f.choices) > 1:
                f.step(-1 if event.key == pygame.K_LEFT else 1)
            return True
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and self._keyboard(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.focus = None
        consumed = False
        for widget in reversed(self.items):
            if isinstance(widget, TextInput):
                consumed = widget.handle_event(event) or consumed  # lets clicks elsewhere unfocus it
            elif not consumed and widget.handle_event(event):
                consumed = True
        if not consumed and self._gui is not None:
            consumed = self._gui.process(event)  # e.g. the wheel over a text box, its scrollbar
        return consumed

    def tick(self, dt: float, mouse: tuple[int, int]) -> None:
        """One frame of time for the pygame-gui elements (the app calls it after the scene's ``update``)."""
        if self._gui is not None:
            self._gui.update(dt, mouse)

    def draw(self, surface: scale.Target, mouse: tuple[int, int], drawn: Collection[Widget] = ()) -> None:
        """Every widget but those ``drawn`` already (the table's top-bar buttons, in its kept bar)."""
        for widget in self.items:
            if widget not in drawn:
                widget.draw(surface, mouse)
        if self._gui is not None:
            self._gui.draw(surface)
        if self.focus is not None and self.focus in self.items and self.focus.visible:
            ring = self.focus.rect.inflate(10, 10)
            draw.rect(surface, theme().c("gold"), ring, 2, border_radius=theme().radius + 4)

    def look(self, mouse: tuple[int, int], within: pygame.Rect) -> tuple[object, ...] | None:
        """What :meth:`draw` shows (every widget's look and the focus ring), as the key of a picture
        of ``within`` kept with them (``repaint.Kept``); None when a widget's look is not known,
        pygame-gui draws too, or a widget's panel, shadow or focus ring reaches out of ``within``."""
        looks = tuple(widget.look(mouse) for widget in self.items)
        if self._gui is not None or any(one is None for one in looks):
            return None
        if not all(within.contains(w.rect.inflate(16, 16)) for w in self.items if w.visible):
            return None
        focus = self.focus
        ring = self.items.index(focus) if focus is not None and focus in self.items and focus.visible else -1
        return (looks, ring)

    def find(self, name: str) -> Widget:
        """The widget called ``name`` (its msgid by default): tests and keyboard paths use it."""
        for widget in self.items:
            if getattr(widget, "name", None) == name:
                return widget
        raise KeyError(name)

    def focused_input(self) -> TextInput | None:
        return next((w for w in self.items if isinstance(w, TextInput) and w.focused), None)
