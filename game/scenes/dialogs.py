"""Transparent overlays: a message, a yes/no question, a name prompt, the rules reader.

Each dims what is beneath and takes all input until closed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.rules.base import N_
from game.scenes.base import Scene
from game.scenes.ui import Button, Text, TextInput, below_hint, dim, label, panel, theme

if TYPE_CHECKING:
    from game.app import App

BOX = pygame.Rect(560, 330, 800, 420)
YES, NO = N_("Yes"), N_("No")
#: How dark the veil over everything beneath a modal overlay is (0-255).
VEIL = 200


def modal(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Veil everything beneath a modal overlay and draw its box fully opaque.

    A translucent box let the game log, card texts and the pause menu beneath
    read through the pause, save, settings and rules overlays, as if they were
    drawn on top of them: a modal shows only itself clearly.
    """
    dim(surface, VEIL)
    panel(surface, rect, border="gold", alpha=255)


class MessageDialog(Scene):
    """A title and a few lines; OK (or Enter/Esc) closes it."""

    transparent = True
    scene_id = "message"

    def __init__(self, app: App, title: Text, text: Text, on_close: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.title = title
        self.text = text
        self.on_close = on_close

    def build(self) -> None:
        self.widgets.clear()
        self.widgets.add(
            Button(
                (BOX.centerx - 110, BOX.bottom - 90, 220, 60),
                N_("OK"),
                self.close,
                primary=True,
                hotkey=pygame.K_RETURN,
            )
        )

    def close(self) -> None:
        self.app.pop()
        if self.on_close:
            self.on_close()

    def on_escape(self) -> None:
        self.close()

    def draw(self, surface: pygame.Surface) -> None:
        modal(surface, BOX)
        t = theme()
        t.blit_text(
            surface,
            label(self.title),
            (BOX.centerx, BOX.top + 50),
            36,
            "gold",
            bold=True,
            face="serif",
            anchor="center",
            max_width=BOX.width - 60,
        )
        y = BOX.top + 120
        for line in t.wrap(label(self.text), BOX.width - 100, 26)[:5]:
            t.blit_text(surface, line, (BOX.centerx, y), 26, anchor="midtop")
            y += 38
        super().draw(surface)


class ConfirmDialog(MessageDialog):
    """A question with two answers; Esc means no."""

    scene_id = "confirm"

    def __init__(
        self,
        app: App,
        title: Text,
        text: Text,
        on_yes: Callable[[], None],
        yes: Text = YES,
        no: Text = NO,
        on_no: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app, title, text)
        self.on_yes = on_yes
        self.on_no = on_no
        self.yes = yes
        self.no = no

    def build(self) -> None:
        self.widgets.clear()
        y = BOX.bottom - 90
        self.widgets.add(Button((BOX.centerx - 250, y, 230, 60), self.no, self.decline, name="no"))
        self.widgets.add(
            Button(
                (BOX.centerx + 20, y, 230, 60),
                self.yes,
                self.confirm,
                primary=True,
                hotkey=pygame.K_RETURN,
                name="yes",
            )
        )

    def confirm(self) -> None:
        self.app.pop()
        self.on_yes()

    def decline(self) -> None:
        self.app.pop()
        if self.on_no:
            self.on_no()

    def on_escape(self) -> None:
        self.decline()


class NameDialog(MessageDialog):
    """Ask for a short name (e.g. of a save); Enter confirms."""

    scene_id = "name"

    def __init__(self, app: App, title: Text, initial: str, on_done: Callable[[str], None]) -> None:
        super().__init__(app, title, "")
        self.value = initial
        self.on_done = on_done

    def build(self) -> None:
        self.widgets.clear()
        field = TextInput(
            (BOX.left + 60, BOX.top + 140, BOX.width - 120, 64),
            self.value,
            self._set,
            max_len=40,
            name="name",
        )
        field.focus()
        self.widgets.add(field)
        y = BOX.bottom - 90
        self.widgets.add(Button((BOX.centerx - 250, y, 230, 60), N_("Cancel"), self.app.pop, name="cancel"))
        self.widgets.add(
            Button(
                (BOX.centerx + 20, y, 230, 60),
                N_("Save"),
                self.confirm,
                primary=True,
                enabled=lambda: bool(self.value.strip()),
                name="save",
            )
        )

    def _set(self, value: str) -> None:
        self.value = value

    def confirm(self) -> None:
        self.app.pop()
        self.on_done(self.value.strip())

    def handle_event(self, event: pygame.event.Event) -> None:
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and self.value.strip()
        ):
            self.confirm()
            return
        super().handle_event(event)

    def on_escape(self) -> None:
        self.app.pop()


class RulesOverlay(Scene):
    """The rules reader (F1): headings and texts, scrolled with the wheel or arrow keys."""

    transparent = True
    scene_id = "rules"
    AREA = pygame.Rect(260, 90, 1400, 900)

    def __init__(self, app: App, title: Text, sections: Callable[[], list[tuple[str, str]]]) -> None:
        super().__init__(app)
        self.title = title
        self.sections = sections
        self.scroll = 0
        self.max_scroll = 0  # known after the first draw

    def build(self) -> None:
        self.widgets.clear()
        self.widgets.add(
            Button(
                (self.AREA.centerx - 110, self.AREA.bottom - 80, 220, 58),
                N_("Close"),
                self.app.pop,
                primary=True,
                name="close",
            )
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * 60)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.scroll += 60 if event.key == pygame.K_DOWN else 600
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_PAGEUP):
            self.scroll = max(0, self.scroll - (60 if event.key == pygame.K_UP else 600))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.app.pop()
        else:
            super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        modal(surface, self.AREA)
        t = theme()
        t.blit_text(
            surface,
            label(self.title),
            (self.AREA.centerx, self.AREA.top + 50),
            40,
            "gold",
            bold=True,
            face="serif",
            anchor="center",
            max_width=self.AREA.width - 80,
        )
        body = pygame.Rect(
            self.AREA.left + 60, self.AREA.top + 110, self.AREA.width - 120, self.AREA.height - 220
        )
        sections = self.sections() or [(_("Rules"), _("No rules summary is available for this game yet."))]
        page = pygame.Surface(body.size, pygame.SRCALPHA)
        y = -self.scroll
        for heading, text in sections:
            if 0 <= y + 40 and y < body.height:
                t.blit_text(page, heading, (0, y), 28, "gold", bold=True, max_width=body.width)
            y += 46
            for line in t.wrap(text, body.width, 22):
                if -30 < y < body.height:
                    page.blit(t.text(line, 22), (0, y))
                y += 30
            y += 18
        self.max_scroll = max(0, y + self.scroll - body.height)
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        surface.blit(page, body)
        if self.max_scroll > 0:
            self._draw_scroll_hint(surface, body)
        super().draw(surface)

    def _draw_scroll_hint(self, surface: pygame.Surface, body: pygame.Rect) -> None:
        """A scrollbar and, while text remains below, a "more below" line.

        Without them first-time players took the rules for the half page shown:
        the text simply stopped at the panel's edge.
        """
        t = theme()
        track = pygame.Rect(body.right + 24, body.top, 8, body.height)
        pygame.draw.rect(surface, t.c("dark_bg"), track, border_radius=4)
        total = body.height + self.max_scroll
        thumb_h = max(40, body.height * body.height // total)
        thumb_y = track.top + (track.height - thumb_h) * self.scroll // self.max_scroll
        pygame.draw.rect(surface, t.c("gold"), (track.x, thumb_y, track.width, thumb_h), border_radius=4)
        if self.scroll < self.max_scroll:
            below_hint(
                surface,
                _("More below: scroll with the mouse wheel or the arrow keys"),
                (self.AREA.centerx + 10, body.bottom + 14),
                18,
                "secondary_text",
                max_width=body.width - 40,
            )
