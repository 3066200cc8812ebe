"""Confirm before reveal: one small on-table prompt that every table view shares.

Some gestures commit a choice that cannot be taken back once it is made --
School of Sorcery's face-down cast, Witchcraft's hidden power token,
Trickerion's secret assignment.  With the setting ``confirm_reveal`` on
(``ctx.settings["confirm_reveal"]``), such a gesture opens a small panel next
to the thing it concerns, with **Confirm** and **Back** (Enter / Esc); with
the setting off the action is sent at once.  Never a wall of buttons: one
question, two answers, beside the pieces.

How a view uses it::

    self.confirm = ConfirmPrompt()                      # in __init__
    self.confirm.ask(ctx, action, anchor_rect, N_("Cast these three cards face down?"))
    # first thing in handle_event:
    if self.confirm.handle_event(event):
        return True
    # last thing in draw:
    self.confirm.draw(surface, mouse)
    # in refresh, after storing the new context:
    self.confirm.refresh(ctx)

While the prompt is open it takes every key and mouse click: Enter (or the
Confirm button) sends the action through ``ctx.submit``; Esc, the Back button
or a click anywhere else closes it and leaves the view as it was, so the
player can change the choice.  ``refresh`` closes it when the action is no
longer legal for the seat at the screen (an undo, a handoff, a bot's move that
ended the step); a view tidies its own selection in its ``refresh`` as usual.
The table scene hands Enter and Esc to the view first, so Esc answers the
prompt instead of opening the pause menu.  Tests drive it with the real
scene: ``tests/scenes/test_confirm_reveal.py``.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.rules.base import N_, Action
from game.scenes.table_api import PLAY_AREA, TableContext
from game.scenes.ui import Button, Text, WidgetGroup, label, panel
from game.sprites.text import draw_text, measure

WIDTH = 440
TEXT_SIZE = 21
BUTTONS = 72  # height of the button row under the question
GAP = 14  # between the anchor and the panel
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


@dataclass
class _Question:
    ctx: TableContext
    action: Action
    text: Text
    rect: pygame.Rect


def place_near(anchor: pygame.Rect, size: tuple[int, int], bounds: pygame.Rect = PLAY_AREA) -> pygame.Rect:
    """A box of ``size`` beside ``anchor`` that never covers it: above, else below, else right, else left.

    Kept inside ``bounds`` (the play area), so the prompt never hides the
    pieces the question is about.
    """
    w, h = size
    candidates = (
        pygame.Rect(anchor.centerx - w // 2, anchor.top - GAP - h, w, h),
        pygame.Rect(anchor.centerx - w // 2, anchor.bottom + GAP, w, h),
        pygame.Rect(anchor.right + GAP, anchor.centery - h // 2, w, h),
        pygame.Rect(anchor.left - GAP - w, anchor.centery - h // 2, w, h),
    )
    for box in candidates:
        moved = box.clamp(bounds)
        if bounds.contains(moved) and not moved.colliderect(anchor):
            return moved
    return candidates[0].clamp(bounds)


class ConfirmPrompt:
    """The shared confirm-before-reveal prompt (see the module docstring for its use)."""

    def __init__(self) -> None:
        self.question: _Question | None = None
        self.widgets = WidgetGroup()

    @property
    def open(self) -> bool:
        return self.question is not None

    def ask(
        self,
        ctx: TableContext,
        action: Action,
        anchor: pygame.Rect,
        text: Text,
        always: bool = False,
    ) -> None:
        """Send ``action`` now (setting off) or after the player confirms (setting on).

        ``anchor`` is the thing the question concerns (the dice, the token):
        the panel sits beside it, never over it.  ``text`` is a msgid or a
        function giving the translated question.  ``always`` asks whatever
        the setting: a warning rather than a reveal (a move that would do nothing).
        """
        if not always and not ctx.settings.get("confirm_reveal", False):
            ctx.submit(action)
            return
        _w, text_h = measure(label(text), TEXT_SIZE, WIDTH - 32)
        rect = place_near(anchor, (WIDTH, text_h + 24 + BUTTONS), ctx.area)
        self.question = _Question(ctx, action, text, rect)
        half = (rect.w - 48) // 2
        y = rect.bottom - 58
        self.widgets.clear()
        self.widgets.add(
            Button(
                (rect.x + 16, y, half, 44),
                N_("Confirm"),
                self.confirm,
                primary=True,
                size=20,
                name="confirm-yes",
            )
        )
        self.widgets.add(
            Button((rect.right - 16 - half, y, half, 44), N_("Back"), self.back, size=20, name="confirm-back")
        )

    def confirm(self) -> None:
        q = self.question
        if q is None:
            return
        self.close()
        q.ctx.submit(q.action)

    def back(self) -> None:
        """Close without sending: the view stays as it was, so the player can change the choice."""
        self.close()

    def close(self) -> None:
        self.question = None
        self.widgets.clear()

    def refresh(self, ctx: TableContext) -> None:
        """Close the prompt when its action is no longer the screen's seat's to take."""
        q = self.question
        if q is not None and (ctx.viewer != q.ctx.viewer or q.action not in ctx.legal):
            self.close()
        elif q is not None:
            q.ctx = ctx

    def handle_event(self, event: pygame.event.Event) -> bool:
        """While open, take every key and click: Enter confirms, Esc or a click elsewhere goes back."""
        if self.question is None:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in ENTER_KEYS:
                self.confirm()
            elif event.key == pygame.K_ESCAPE:
                self.back()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            return True  # the answer is given on release, like every button
        if event.type == pygame.MOUSEBUTTONUP:
            if not self.widgets.handle_event(event) and not self.question.rect.collidepoint(event.pos):
                self.back()
            return True
        return False

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        q = self.question
        if q is None:
            return
        panel(surface, q.rect, "dark_bg", "gold", alpha=245)
        draw_text(
            surface,
            label(q.text),
            pygame.Rect(q.rect.x + 16, q.rect.y + 12, q.rect.w - 32, q.rect.h - 12 - BUTTONS),
            TEXT_SIZE,
            (240, 232, 214),
            align="center",
            valign="middle",
            min_size=15,
        )
        self.widgets.draw(surface, mouse)
