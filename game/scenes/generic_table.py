"""The fallback table: one button per legal action plus a readable account of the view.

Any engine registered without its own table view is still playable end to
end with it -- and it is what the platform's tests drive, so it must stay
boringly predictable: buttons in the order of ``ctx.legal``, number keys 1-9
press the first nine of the current page.  An engine whose view carries a
``"summary"`` (sections of translatable lines) is shown through it; any other
view is shown as a raw ``key: value`` dump.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.audio.cues import cue
from game.i18n import _
from game.rules.base import N_, Action, Event, Msg
from game.scenes.table_api import TableContext, TableView
from game.scenes.ui import Button, WidgetGroup, panel, theme
from game.sprites.scale import Target

BUTTON_H = 54
GAP = 10
SUMMARY_SIZES = (20, 18, 16)  # line font sizes tried in turn until the summary fits its panel
COLUMN_GAP = 28

Row = tuple[bool, str]  # (is a section title, text)


class GenericTableView(TableView):
    migrated = True  # drawn at the window's pixel size: panels, buttons and theme text (game.sprites.scale)

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.page = 0
        self.mouse = (0, 0)
        self.widgets = WidgetGroup()
        self._layout()

    def on_events(self, events: list[Event]) -> None:
        for event in events:  # nothing animates here: each event sounds at once
            cue(None, self.ctx.game_id, event)

    # ----------------------------------------------------------- layout

    @property
    def actions_rect(self) -> pygame.Rect:
        a = self.ctx.area
        return pygame.Rect(a.left + 30, a.top + 30, 700, a.height - 60)

    @property
    def view_rect(self) -> pygame.Rect:
        a = self.ctx.area
        left = self.actions_rect.right + 30
        return pygame.Rect(left, a.top + 30, a.right - left - 30, a.height - 60)

    def per_page(self) -> int:
        return max(1, (self.actions_rect.height - 150) // (BUTTON_H + GAP))

    def _layout(self) -> None:
        self.lines = dump(self.ctx.view)  # the view only changes on refresh: format it once
        self.summary = self._summary_texts()
        self.summary_layout: tuple[int, list[list[Row]]] | None = None
        self.widgets.clear()
        legal = self.ctx.legal
        n = self.per_page()
        pages = max(1, -(-len(legal) // n))
        self.page = min(self.page, pages - 1)
        r = self.actions_rect
        top = r.top + 70
        for i, action in enumerate(legal[self.page * n : (self.page + 1) * n]):
            key = pygame.K_1 + i if i < 9 else None
            self.widgets.add(
                Button(
                    (r.left + 20, top + i * (BUTTON_H + GAP), r.width - 40, BUTTON_H),
                    self._labeller(action, i),
                    self._submitter(action),
                    size=22,
                    hotkey=key,
                    name=f"action-{self.page * n + i}",
                )
            )
        if pages > 1:
            y = r.bottom - 70
            self.widgets.add(
                Button(
                    (r.left + 20, y, 200, 50),
                    N_("Previous"),
                    lambda: self._turn(-1),
                    size=22,
                    enabled=lambda: self.page > 0,
                    name="previous",
                )
            )
            self.widgets.add(
                Button(
                    (r.right - 220, y, 200, 50),
                    N_("Next"),
                    lambda: self._turn(1),
                    size=22,
                    enabled=lambda: self.page < pages - 1,
                    name="next",
                )
            )

    def _summary_texts(self) -> list[tuple[str, list[str]]] | None:
        """The engine's summary sections translated (player names filled), or None without one."""
        sections = self.ctx.view.get("summary")
        if not isinstance(sections, list):
            return None
        return [
            (
                self.ctx.text(Msg.from_json(sec["title"])),
                [self.ctx.text(Msg.from_json(line)) for line in sec["lines"]],
            )
            for sec in sections
        ]

    def _flow(self, width: int, height: int) -> tuple[int, list[list[Row]]]:
        """Place the summary in one column, else two, shrinking the font until it fits.

        A section is never split from its title; if nothing fits, the smallest
        font's two columns are used and the draw cuts the overflow with an ellipsis.
        """
        assert self.summary is not None
        t = theme()
        best: tuple[int, list[list[Row]]] = (SUMMARY_SIZES[-1], [])
        for ncols in (1, 2):
            col_w = (width - COLUMN_GAP * (ncols - 1)) // ncols
            for size in SUMMARY_SIZES:
                cols: list[list[Row]] = [[]]
                used = 0
                step = line_height(size)
                for title, lines in self.summary:
                    rows: list[Row] = [(True, t.fit(title, col_w, size + 2, bold=True, face="serif"))]
                    for line in lines:
                        rows.extend((False, piece) for piece in t.wrap(line, col_w - 14, size))
                    need = len(rows) * step + step // 3
                    if used and used + need > height:
                        cols.append([])
                        used = 0
                    cols[-1].extend(rows)
                    used += need
                if len(cols) <= ncols:
                    return size, cols
                best = (size, cols)
        return best

    def _draw_summary(self, surface: Target, v: pygame.Rect) -> None:
        t = theme()
        area = pygame.Rect(v.left + 24, v.top + 72, v.width - 48, v.height - 90)
        if self.summary_layout is None:
            self.summary_layout = self._flow(area.width, area.height)
        size, cols = self.summary_layout
        ncols = max(1, min(2, len(cols)))
        col_w = (area.width - COLUMN_GAP * (ncols - 1)) // ncols
        step = line_height(size)
        for ci, rows in enumerate(cols[:2]):
            x = area.left + ci * (col_w + COLUMN_GAP)
            y = area.top
            for i, (is_title, text) in enumerate(rows):
                if y + step > area.bottom:
                    t.blit_text(surface, "…", (x, y - 4), size, "secondary_text")
                    break
                if is_title:
                    if i:
                        y += step // 3
                    t.blit_text(
                        surface, text, (x, y), size + 2, "gold", bold=True, face="serif", max_width=col_w
                    )
                else:
                    t.blit_text(surface, text, (x + 14, y), size, "normal_text", max_width=col_w - 14)
                y += step

    def _labeller(self, action: Action, i: int) -> Callable[[], str]:
        prefix = f"{i + 1}.  " if i < 9 else ""
        return lambda: prefix + self.ctx.text(self.ctx.describe(action))

    def _submitter(self, action: Action) -> Callable[[], None]:
        return lambda: self.ctx.submit(action)

    def _turn(self, delta: int) -> None:
        self.page += delta
        self._layout()

    def refresh(self, ctx: TableContext) -> None:
        changed = ctx.legal != self.ctx.legal
        super().refresh(ctx)
        if changed:
            self.page = 0
        self._layout()

    # ----------------------------------------------------------- input and drawing

    def handle_event(self, event: pygame.event.Event) -> bool:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        return self.widgets.handle_event(event)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """The full label of the action under the pointer (long ones are cut on the button)."""
        n = self.per_page()
        for i, action in enumerate(self.ctx.legal[self.page * n : (self.page + 1) * n]):
            try:
                button = self.widgets.find(f"action-{self.page * n + i}")
            except KeyError:
                continue
            if button.rect.collidepoint(pos):
                return self.ctx.text(self.ctx.describe(action))
        return None

    def draw(self, surface: Target) -> None:
        t = theme()
        r = self.actions_rect
        panel(surface, r, alpha=215)
        if self.ctx.legal:
            heading = _("Your choices")
        elif self.ctx.viewer is None:
            heading = _("Watching the table")
        else:
            heading = _("Waiting for the others")
        t.blit_text(
            surface,
            heading,
            (r.left + 24, r.top + 20),
            28,
            "gold",
            bold=True,
            face="serif",
            max_width=r.width - 48,
        )
        self.widgets.draw(surface, self.mouse)
        v = self.view_rect
        panel(surface, v, alpha=215)
        t.blit_text(
            surface, _("On the table"), (v.left + 24, v.top + 20), 28, "gold", bold=True, face="serif"
        )
        if self.summary is not None:
            self._draw_summary(surface, v)
            return
        y = v.top + 76
        for depth, text in self.lines:
            if y > v.bottom - 34:
                t.blit_text(surface, "…", (v.left + 24, y), 20, "secondary_text")
                break
            colour = "gold" if text.endswith(":") else ("normal_text" if depth else "hovered_text")
            t.blit_text(
                surface, text, (v.left + 24 + depth * 26, y), 20, colour, max_width=v.width - 48 - depth * 26
            )
            y += 28


def line_height(size: int) -> int:
    """Row height for a summary font size (a little air between wrapped lines)."""
    return size + size * 2 // 5


def _scalar(value: Any) -> str:
    if value is None:
        return "–"
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if isinstance(value, (list, tuple)) and all(not isinstance(v, (list, dict, tuple)) for v in value):
        return ", ".join(_scalar(v) for v in value) if value else "–"
    return str(value)


def dump(data: Any, depth: int = 0, limit: int = 200) -> list[tuple[int, str]]:
    """The public view as indented ``key: value`` lines, flat lists kept on one line."""
    out: list[tuple[int, str]] = []
    if isinstance(data, dict):
        for key, value in data.items():
            label = str(key).replace("_", " ")
            if isinstance(value, dict) or (
                isinstance(value, (list, tuple)) and any(isinstance(v, (list, dict, tuple)) for v in value)
            ):
                out.append((depth, f"{label}:"))
                out.extend(dump(value, depth + 1, limit))
            else:
                out.append((depth, f"{label}: {_scalar(value)}"))
            if len(out) >= limit:
                break
    elif isinstance(data, (list, tuple)):
        for i, value in enumerate(data):
            if isinstance(value, (dict, list, tuple)) and not (
                isinstance(value, (list, tuple))
                and all(not isinstance(v, (list, dict, tuple)) for v in value)
            ):
                out.append((depth, f"#{i + 1}:"))
                out.extend(dump(value, depth + 1, limit))
            else:
                out.append((depth, f"#{i + 1}: {_scalar(value)}"))
    else:
        out.append((depth, _scalar(data)))
    return out[:limit]
