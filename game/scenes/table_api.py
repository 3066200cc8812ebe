"""The contract between the generic table scene and each game's table view.

The table scene (``game/scenes/table.py``) owns the game state, the action
log, autosave, undo, handoffs, bots and the log panel.  A game's
:class:`TableView` only draws and turns input into actions; it sees the game
through :class:`TableContext` -- a *view* for the seat at the screen, never
the raw state -- so pass-and-play cannot leak hidden information.

A game names its view in its registration (``GameInfo.view``); a game without
one gets the generic view (a button per legal action) so every engine is playable.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.rules.base import Action, Event, Msg
from game.sprites.dragdrop import DragDrop

# The generic table scene's frame on the 1920x1080 canvas: a top bar (game name,
# phase/prompt line, Undo/Rules/Menu buttons) and a game log on the right.  A
# view draws its table inside ``TableContext.area`` (= PLAY_AREA); it may paint
# the full canvas background, the scene draws its frame on top.
TOP_BAR = pygame.Rect(0, 0, 1920, 64)
LOG_PANEL = pygame.Rect(1560, 64, 360, 1016)
PLAY_AREA = pygame.Rect(0, 64, 1560, 1016)


@dataclass
class TableContext:
    """Everything a table view may know, refreshed by the scene after each change."""

    game_id: str
    names: list[str]  # player names by seat
    viewer: int | None  # seat whose private information may be drawn (None: public only)
    view: dict[str, Any]  # state.view(viewer)
    to_act: tuple[int, ...]
    legal: list[Action]  # legal actions of the viewer (empty if not the viewer's turn)
    describe: Callable[[Action], Msg]
    prompt: Msg | None  # what the viewer is asked now
    # send an action for the viewer; the scene validates.  submit(a, continues=True): a later
    # step of the gesture just submitted, undone together with it by one Ctrl+Z
    submit: Callable[..., None]
    can_undo: bool = False
    settings: dict[str, Any] = field(default_factory=dict)  # animation speed, colour-blind, ...
    area: pygame.Rect = field(default_factory=PLAY_AREA.copy)  # where the table goes on the canvas
    error_shown: Callable[[], bool] = lambda: False  # the scene's red line (a refused move's reason) shows

    def is_my_turn(self) -> bool:
        return self.viewer is not None and self.viewer in self.to_act

    def text(self, msg: Msg) -> str:
        """``msg`` translated, with ``player``/``player_*`` seat parameters shown as names."""
        from game.i18n import tr

        return tr(msg, self.names)


class TableView:
    """Draws one game's table on a 1920x1080 logical canvas and reads input.

    Subclasses override what they need.  Coordinates given to ``handle_event``
    and ``draw`` are already in the logical canvas (the scene scales).
    """

    # True when ``draw`` paints every pixel opaquely (a pre-drawn layer): the scene then skips its backdrop
    covers_canvas = False
    #: Draws through game.sprites.scale, so the table is crisp at the window's pixel size.
    migrated = False

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx

    @property
    def view(self) -> dict[str, Any]:
        """What the seat at the screen may see (the context's view, replaced on each refresh)."""
        return self.ctx.view

    def refresh(self, ctx: TableContext) -> None:
        """New context after a state change (or a change of viewer)."""
        self.ctx = ctx

    def on_events(self, events: list[Event]) -> None:
        """Engine events since the last refresh, already filtered for the viewer: animate them."""

    def busy(self) -> bool:
        """True while an animation runs; bots wait for it (click skips animations)."""
        return False

    def skip_animations(self) -> None:
        """Jump every running animation to its end."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to input; return True if consumed.  Submit actions via ``ctx.submit``."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole table onto the logical 1920x1080 ``surface``."""

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """Translated tooltip text for what is under ``pos``, if any."""
        return None

    def drag_drop(self) -> DragDrop | None:
        """The view's drag-and-drop controller, if it has one: its refusals' notes are kept uncovered."""
        return None

    def refusing(self) -> bool:
        """A refused move's red note shows (the drag-drop's or the scene's error line): no tooltip or
        large view opens over it.  In Trickerion's second playtest (#24) the spot's tooltip opened
        under the resting pointer and hid why the drop failed; every table can meet the same."""
        dd = self.drag_drop()
        return (dd is not None and dd.refusing) or self.ctx.error_shown()

    def prompt(self) -> str | None:
        """The top bar's sentence while the viewer acts, when the view knows better than the engine
        (a gesture half done: a card being used, cast cards placed); None: the engine's prompt."""
        return None

    def rules_summary(self) -> list[tuple[str, str]]:
        """(heading, text) pairs for the F1 rules screen, already translated."""
        return self.static_rules_summary()

    @classmethod
    def static_rules_summary(cls) -> list[tuple[str, str]]:
        """The same rules without a game in progress (the main menu's Rules screen).

        Override this one when the summary does not depend on the position;
        ``rules_summary`` returns it by default.
        """
        return []


def view_factory(game_id: str) -> Callable[[TableContext], TableView] | None:
    """The registered game's own table view, or None (unknown game, or none declared)."""
    from game.dotted import resolve
    from game.rules.registry import find

    info = find(game_id)
    return resolve(info.view) if info is not None and info.view else None
