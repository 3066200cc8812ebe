"""The game log beside the table: one entry per event, newest at the bottom, the wheel scrolls back.

Kept as our own drawing rather than pygame-gui's ``UITextBox``: that box lays the
whole history out on one surface and repaints all of it whenever the text grows
(measured at 500 entries: ~1 s per appended line and a 70 MB surface), where a
log must take a new line every move.  Here each entry is wrapped once, when it
arrives (again only for another language, viewer or width), its lines are
appended to a flat list, and a change repaints only the ~38 lines in view.

The panel is translucent, so a frame's log is a blend of a window-scaled layer
(~1 ms at 2560x1440).  Over a table whose view starts its frame from a kept opaque
layer (``under``, given by the table scene) the blend is done once: the panel over
that layer's pixels is kept as an opaque picture and copied each frame, redone
only when the log or the layer changes.  At 1920x1080 the pixels are the same;
only a piece the view draws beneath the log in that frame (a card dragged under
it) no longer shows faintly through the panel.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from typing import Protocol

import pygame

from game.i18n import _, current_language, tr
from game.rules.base import Msg
from game.scenes.ui import Widget, below_hint, panel, theme
from game.sprites import scale
from game.sprites.scale import draw
from game.sprites.text import cut_with_ellipsis


class Entry(Protocol):
    text: Msg
    kind: str
    details: Msg | None  # the whole text of a line shown short: two rows at most, all in its tooltip
    shorter: Sequence[Msg]  # shorter forms of ``text`` (fewer of its own words, never the move's)

    def visible(self, seat: int | None) -> bool: ...


class GameLog(Widget):
    """The log panel: reads the table's entries each frame and shows those the viewer may see."""

    HISTORY = 400  # entries the log can scroll back through
    SIZE, STEP = 19, 26  # text size, pixels per line
    WHEEL = 3  # lines per wheel click

    def __init__(
        self,
        rect: pygame.Rect,
        entries: Callable[[], Sequence[Entry]],
        viewer: Callable[[], int | None],
        names: Callable[[], list[str]],
        pointer: Callable[[], tuple[int, int]],
    ) -> None:
        super().__init__(rect)
        self.entries, self.viewer, self.names, self.pointer = entries, viewer, names, pointer
        box = pygame.Rect(0, 0, *rect.size).inflate(-20, -20)
        self.box = box  # the panel inside the widget (room for its shadow)
        self.inner = pygame.Rect(box.left + 18, box.top + 56, box.width - 36, box.height - 72)
        self.fit = self.inner.height // self.STEP
        self.scroll = 0  # lines scrolled back from the newest
        self.lines: list[tuple[str, str]] = []  # (text, colour) of every wrapped line shown
        self.tips: list[str | None] = []  # per line: the whole text of an entry shown short
        self._sizes: deque[int] = deque()  # lines per shown entry, oldest first (to drop the oldest)
        self._key: tuple[int | None, str] | None = None
        self._read = 0  # entries of the table's log read so far
        self._last: Entry | None = None  # the last entry read: an undo that removed it starts over
        self._layer: scale.Canvas | None = None
        # what the layer shows: lines, scroll, (viewer, language), scale
        self._drawn: tuple[int, int, tuple[int | None, str] | None, float] | None = None
        self.reach = box.inflate(16, 16)  # the panel with its shadow: all the layer does not leave clear
        self.under: scale.Canvas | None = None  # the opaque layer beneath, this frame (None: blend)
        self._opaque: tuple[scale.Canvas, pygame.Surface] | None = None  # (under, panel over it)
        self.jump: pygame.Rect | None = None  # "back to the newest" while scrolled back

    @property
    def scroll_max(self) -> int:
        # scrolled back, one row goes to the link, so the oldest line needs one step more
        return len(self.lines) - self.fit + 1 if len(self.lines) > self.fit else 0

    # ----------------------------------------------------------- reading the log

    def sync(self) -> None:
        """Take in what changed since the last frame: new entries are wrapped and appended, nothing else.

        Another viewer or language (or an undo that removed read entries) starts over
        from the last ``HISTORY`` entries; a reader scrolled back stays on their lines.
        """
        entries = self.entries()
        key = (self.viewer(), current_language())
        undone = self._read > len(entries) or (self._read and entries[self._read - 1] is not self._last)
        if key != self._key or undone:
            self._key, self._read, self.scroll = key, 0, 0
            self.lines.clear()
            self.tips.clear()
            self._sizes.clear()
        before = len(self.lines)
        for entry in entries[max(self._read, len(entries) - self.HISTORY) :]:
            if entry.visible(key[0]):
                self._add(entry)
        if self.scroll:  # the new lines arrive below the ones being read
            self.scroll += len(self.lines) - before
        self._read = len(entries)
        self._last = entries[-1] if entries else None
        while len(self._sizes) > self.HISTORY:
            n = self._sizes.popleft()
            del self.lines[:n], self.tips[:n]
        self.scroll = max(0, min(self.scroll, self.scroll_max))

    def _add(self, entry: Entry) -> None:
        colour = "secondary_text" if entry.kind == "why" else "normal_text"
        text, width = tr(entry.text, self.names()), self.inner.width - 14
        tip = tr(entry.details, self.names()) if entry.details is not None else None
        if tip is not None:  # a short form keeps to two rows: its tooltip has the whole text
            forms = [text, *(tr(form, self.names()) for form in entry.shorter)]
            wrapped = _short_rows(forms, width - theme().font(self.SIZE).size("• ")[0], self.SIZE)
        else:
            wrapped = theme().wrap(text, width, self.SIZE)
        self.lines.extend((("• " if i == 0 else "  ") + line, colour) for i, line in enumerate(wrapped))
        self.tips.extend([tip] * len(wrapped))
        self._sizes.append(len(wrapped))

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """The whole text of a short line under ``pos`` (a bot's full reason), else None."""
        self.sync()
        end = len(self.lines) - self.scroll
        shown = self.fit - 1 if self.scroll else self.fit
        start = max(0, end - shown)
        x, y = pos[0] - self.rect.x, pos[1] - self.rect.y
        row = (y - self.inner.top) // self.STEP
        if not self.inner.collidepoint(x, y) or not 0 <= row < end - start:
            return None
        return self.tips[start + row]

    # ----------------------------------------------------------- input

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(self.pointer()):
            self.sync()
            self.scroll = max(0, min(self.scroll + event.y * self.WHEEL, self.scroll_max))
            return True
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.jump is not None
            and self.jump.collidepoint(event.pos)
        ):
            self.scroll = 0
            return True
        return False

    # ----------------------------------------------------------- drawing

    def draw(self, surface: scale.Target, mouse: tuple[int, int]) -> None:
        self.sync()
        shown = (len(self.lines), self.scroll, self._key, scale.factor())
        if self._layer is None or self._drawn != shown:
            if self._drawn is None or self._drawn[3] != shown[3]:
                self._layer = None  # another window size: a layer of the new pixel size
            self._paint()
            self._drawn = shown
            self._opaque = None
        assert self._layer is not None
        under = self.under
        if under is None or under.scale != scale.scale_of(surface):
            surface.blit(self._layer.raw, self.rect.topleft)
            return
        if self._opaque is None or self._opaque[0] is not under:
            self._opaque = (under, self._over(under))
        scale.as_canvas(surface).show(self._opaque[1], self.reach.move(self.rect.topleft).topleft)

    @property
    def kept_over_layer(self) -> bool:
        """The panel is kept blended over the opaque layer beneath (copied each frame, not blended)."""
        return self._opaque is not None

    def _over(self, under: scale.Canvas) -> pygame.Surface:
        """The panel's reach blended once over the opaque layer beneath: copied, not blended, each frame."""
        spot = under.rect(self.reach.move(self.rect.topleft))
        picture = under.raw.subsurface(spot).copy()
        at = under.rect(self.rect).topleft  # where the layer lands in the window, as a blend puts it
        assert self._layer is not None
        picture.blit(self._layer.raw, (at[0] - spot.left, at[1] - spot.top))
        return picture

    def _paint(self) -> None:
        """The panel with the lines in view, the scrollbar and, scrolled back, the link to the newest.

        In a four-seat game three bots' moves and reasons pushed a player's own earlier
        lines out before their turn came: the history must stay reachable.  While
        scrolled back, "back to the newest" in the last row says newer moves wait below
        (the thin scrollbar alone was easy to miss) and takes the reader there.
        """
        t = theme()
        if self._layer is None:
            self._layer = scale.surface(self.rect.size, pygame.SRCALPHA)
        layer = self._layer
        layer.fill((0, 0, 0, 0))
        box, inner, step, fit = self.box, self.inner, self.STEP, self.fit
        panel(layer, box, "dark_bg", "normal_border", alpha=225)
        t.blit_text(layer, _("Game log"), (box.left + 18, box.top + 14), 24, "gold", bold=True, face="serif")
        end = len(self.lines) - self.scroll
        shown = fit - 1 if self.scroll else fit  # the last row holds the link back down
        y = inner.top
        for text, colour in self.lines[max(0, end - shown) : end]:
            t.blit_text(layer, text, (inner.left, y), self.SIZE, colour)
            y += step
        if self.scroll_max:
            track = pygame.Rect(box.right - 10, inner.top, 5, fit * step)
            draw.rect(layer, t.c("dark_bg"), track, border_radius=3)
            thumb_h = max(24, track.height * fit // len(self.lines))
            top = track.bottom - thumb_h - (track.height - thumb_h) * self.scroll // self.scroll_max
            thumb = pygame.Rect(track.x, top, track.width, thumb_h)
            draw.rect(layer, t.c("secondary_text"), thumb, border_radius=3)
        self.jump = None
        if self.scroll:
            row = pygame.Rect(inner.left, inner.top + shown * step, inner.width - 14, step)
            below_hint(layer, _("Back to the newest"), (row.centerx + 10, row.centery), 17, "gold")
            self.jump = row.move(self.rect.topleft)


ROWS = 2  # rows a short line (a bot's reason) takes at most


def _short_rows(forms: Sequence[str], width: int, size: int) -> list[str]:
    """A short line's rows of ``width``: the first of ``forms`` (longest first) that fits one row
    whole, the last (the bare move, without the bot's number) aside; else the first that wraps
    whole into ``ROWS`` rows; else the shortest, its last row cut by an ellipsis.

    One row cut a School of Sorcery reason to "Morgana: 28%: Serce geody:…" (the playtest read
    nothing of the move): where no form fits one row, two rows hold the move whole, and the win
    chance with it (in Polish one row kept only the move).  A longer reason's whole text (the
    shares, the next best move) stays in the rows' tooltip.
    """
    t = theme()
    font = t.font(size)
    for text in forms[:-1] or forms:
        if font.size(text)[0] <= width:
            return [text]
    for text in forms:
        wrapped = t.wrap(text, width, size)
        if len(wrapped) <= ROWS:
            return wrapped
    wrapped = t.wrap(forms[-1], width, size)
    return [*wrapped[: ROWS - 1], cut_with_ellipsis(" ".join(wrapped[ROWS - 1 :]), font, width)]
