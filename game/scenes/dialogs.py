"""Transparent overlays: a message, a yes/no question, a name prompt, the rules reader.

Each dims what is beneath and takes all input until closed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.rules.base import N_
from game.scenes.base import Scene
from game.scenes.gui import GuiLayer, TextBox, escape, kept_text_box, lay_out_ahead
from game.scenes.ui import Button, Text, TextInput, below_hint, dim, label, panel, theme
from game.sprites.scale import Target

if TYPE_CHECKING:
    from game.app import App

BOX = pygame.Rect(560, 330, 800, 420)
YES, NO = N_("Yes"), N_("No")
#: How dark the veil over everything beneath a modal overlay is (0-255).
VEIL = 200


def modal(surface: Target, rect: pygame.Rect) -> None:
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
    migrated = True  # drawn at the window's pixel size (game.sprites.scale), the name field too

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

    def draw(self, surface: Target) -> None:
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


def rules_markup(sections: list[tuple[str, str]]) -> str:
    """The rules as text-box markup: gold serif headings, paragraphs, steps and bullets as lists,
    and a short label that opens a paragraph or a step ("Morning:", "1. Advertise:") in bold."""
    gold = theme().c("gold")
    colour = f"#{gold.r:02X}{gold.g:02X}{gold.b:02X}"
    parts: list[str] = []
    for heading, text in sections:
        parts.append(
            f"<font face='dejavuserif' pixel_size=28 color='{colour}'><b>{escape(heading)}</b></font><br>"
        )
        for line in _lines(text):
            parts.append(_rules_line(line) + "<br>")
        parts.append("<br>")
    return "".join(parts)


#: A numbered step inside a paragraph ("... for 2 Fame. 2. Assignment: ..."): each gets a line of its own.
_STEP = re.compile(r"(?<=[.!?)]) (?=\d{1,2}\. )")
_LABEL = re.compile(r"^((?:\d{1,2}\. |[-•] )?)([^:.!?]{1,40}:)( .*)$")


#: A later sentence's label in a paragraph that opens with one ("Morning: … Noon: … Evening: …").
_ITEM = re.compile(r"(?<=\D[.!?]) (?=[^\s\d:.!?][^:.!?]{0,39}: )")


def _lines(text: str) -> list[str]:
    """A paragraph's lines: each numbered step, and each labelled item of a paragraph that lists
    them, on a line of its own, so every label is bold, not only the first (#28: "Rano:" was bold,
    "Południe:" and "Wieczór:" in the same paragraph were not)."""
    out: list[str] = []
    for line in _STEP.sub("\n", text).split("\n"):
        line = line.strip()
        out.extend(_ITEM.sub("\n", line).split("\n") if _LABEL.match(line) else [line])
    return out


def _rules_line(line: str) -> str:
    if line[:2] in ("- ", "• "):
        line = "• " + line[2:]
    label_match = _LABEL.match(line)
    if label_match is None:
        return escape(line)
    lead, label_text, rest = label_match.groups()
    return f"{escape(lead)}<b>{escape(label_text)}</b>{escape(rest)}"


class RulesOverlay(Scene):
    """The rules reader (F1): a formatted pygame-gui text box with a real scrollbar.

    The wheel (anywhere over the reader), Up/Down, PgUp/PgDn, Home/End scroll it; the
    scrollbar's thumb can be dragged.  While text remains below, a "more below" line says
    so: first-time players took the first half page for all of the rules.
    """

    transparent = True
    scene_id = "rules"
    migrated = True  # drawn at the window's pixel size; the text box lays its text out at that size
    AREA = pygame.Rect(260, 90, 1400, 900)
    BODY = pygame.Rect(AREA.left + 60, AREA.top + 110, AREA.width - 100, AREA.height - 220)
    LINE, PAGE = 60, 600  # pixels per arrow key or wheel click, per page key

    def __init__(self, app: App, title: Text, sections: Callable[[], list[tuple[str, str]]]) -> None:
        super().__init__(app)
        self.title = title
        self.sections = sections
        self.text: TextBox | None = None

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
        layer, self.text = self.text_box(self.sections())
        self.widgets.share(layer, self.text)

    @classmethod
    def text_box(cls, sections: list[tuple[str, str]]) -> tuple[GuiLayer, TextBox]:
        """The reader's laid-out text, the last one kept (``gui.kept_text_box``)."""
        return kept_text_box(cls.BODY, cls.markup(sections), name="rules-text")

    @classmethod
    def lay_out_ahead(cls, markup: str, seconds: float) -> None:
        """Some of the work of laying the reader's text (``markup(sections)``) out before it opens
        (``gui.lay_out_ahead``): called each frame, it is ready within a second and F1 does not
        lay anything out."""
        lay_out_ahead(cls.BODY, markup, seconds, name="rules-text")

    @staticmethod
    def markup(sections: list[tuple[str, str]]) -> str:
        """The reader's text-box markup of ``sections`` (a line that says there are none)."""
        sections = sections or [(_("Rules"), _("No rules summary is available for this game yet."))]
        return rules_markup(sections)

    @property
    def scroll(self) -> int:
        return self.text.scroll if self.text is not None else 0

    @property
    def max_scroll(self) -> int:
        return self.text.max_scroll if self.text is not None else 0

    _KEYS = {
        pygame.K_DOWN: LINE,
        pygame.K_UP: -LINE,
        pygame.K_PAGEDOWN: PAGE,
        pygame.K_PAGEUP: -PAGE,
    }

    def handle_event(self, event: pygame.event.Event) -> None:
        text = self.text
        if event.type == pygame.MOUSEWHEEL and text is not None:
            text.scroll_by(-event.y * self.LINE)
        elif event.type == pygame.KEYDOWN and event.key in self._KEYS and text is not None:
            text.scroll_by(self._KEYS[event.key])
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_HOME, pygame.K_END) and text is not None:
            text.scroll_to(0 if event.key == pygame.K_HOME else text.max_scroll)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.app.pop()
        else:
            super().handle_event(event)

    def draw(self, surface: Target) -> None:
        modal(surface, self.AREA)
        theme().blit_text(
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
        super().draw(surface)
        if self.scroll < self.max_scroll:
            below_hint(
                surface,
                _("More below: scroll with the mouse wheel or the arrow keys"),
                (self.AREA.centerx + 10, self.BODY.bottom + 14),
                18,
                "secondary_text",
                max_width=self.BODY.width - 40,
            )
