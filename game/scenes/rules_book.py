"""Rules from the main menu: pick a game, read its summary (the same text F1 shows at the table)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, current_language, tr
from game.rules import registry
from game.rules.base import N_, GameInfo
from game.scenes.base import Scene
from game.scenes.dialogs import RulesOverlay
from game.scenes.pictures import emblem
from game.scenes.setup import default_name, players_text
from game.scenes.ui import Button, backdrop, panel, theme, title
from game.sprites import scale
from game.sprites.scale import Target

if TYPE_CHECKING:
    from game.app import App


def rules_for(info: GameInfo) -> list[tuple[str, str]]:
    """The game's own rules summary, as F1 shows it at the table; else its blurb.

    A view whose summary needs a position gets a fresh game seen by nobody
    (public information only); a view that fails to build just falls back.
    """
    from game.scenes.table_api import TableContext, view_factory

    factory = view_factory(info.id)
    sections: list[tuple[str, str]] = []
    if factory is not None:
        summary = getattr(factory, "static_rules_summary", None)
        sections = summary() if callable(summary) else []
        if not sections:
            try:
                players = max(info.min_players, min(2, info.max_players))
                state = info.new_game(players, info.default_options(players), 1)
                ctx = TableContext(
                    game_id=info.id,
                    names=[default_name(i + 1) for i in range(players)],
                    viewer=None,
                    view=state.view(None),
                    to_act=state.to_act(),
                    legal=[],
                    describe=state.describe,
                    prompt=None,
                    submit=lambda action: None,
                )
                sections = factory(ctx).rules_summary()
            except Exception:  # a view that cannot show rules without a table must not break the menu
                sections = []
    if not sections and info.blurb is not None:
        sections = [(tr(info.name), tr(info.blurb))]
    return sections


class _GameRow(Button):
    """A game's emblem, name and player count; a button, so Tab reaches it and Enter opens its rules."""

    def __init__(self, rect: pygame.Rect, info: GameInfo, scene: RulesBookScene) -> None:
        super().__init__(rect, lambda: tr(info.name), lambda: scene.open(info), name=f"rules-{info.id}")
        self.info = info

    def draw(self, surface: Target, mouse: tuple[int, int]) -> None:
        hover = self.rect.collidepoint(mouse)
        panel(
            surface, self.rect, "hovered_bg" if hover else "normal_bg", "gold" if hover else "normal_border"
        )
        surface.blit(emblem(self.info.id, self.rect.height - 20), (self.rect.left + 10, self.rect.top + 10))
        t = theme()
        t.blit_text(
            surface,
            tr(self.info.name),
            (self.rect.left + self.rect.height + 10, self.rect.top + 22),
            30,
            "hovered_text",
            bold=True,
            face="serif",
            max_width=self.rect.width - self.rect.height - 30,
        )
        t.blit_text(
            surface,
            players_text(self.info),
            (self.rect.left + self.rect.height + 10, self.rect.top + 68),
            21,
            "secondary_text",
        )


class RulesBookScene(Scene):
    scene_id = "rulesbook"
    migrated = True  # drawn at the window's pixel size (game.sprites.scale)
    #: Seconds the pointer (or the keyboard's focus) stays on a game before its rules are laid out.
    READY_AFTER = 0.4
    #: Seconds of a frame spent laying them out (see ``TableScene._ready_rules``).
    READY_STEP = 0.004

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self._rest: tuple[object, ...] | None = None  # the game the pointer or focus is on
        self._resting = 0.0
        self._ready: tuple[object, ...] | None = None  # the rules being laid out ahead
        self._markup = ""  # their reader's text

    def update(self, dt: float) -> None:
        """The rules of the game the pointer or the keyboard stays on are laid out ahead, a few
        milliseconds a frame, so opening them is a reopening of the kept reader (~25 ms of CPU,
        not 85-230).  Only after ``READY_AFTER``: a pointer passing over the rows starts nothing."""
        mouse = self.app.mouse_pos()
        rows = [w for w in self.widgets.items if isinstance(w, _GameRow)]
        row = next((r for r in rows if r.rect.collidepoint(mouse)), None)
        if row is None and isinstance(self.widgets.focus, _GameRow):
            row = self.widgets.focus
        rest = (row, self.app.top is self)
        self._resting = self._resting + dt if rest == self._rest else 0.0
        self._rest = rest
        if row is None or not rest[1] or self._resting < self.READY_AFTER:
            return
        ready = (row.info.id, current_language(), scale.factor())
        if ready != self._ready:
            self._ready, self._markup = ready, RulesOverlay.markup(rules_for(row.info))
        RulesOverlay.lay_out_ahead(self._markup, self.READY_STEP)

    def build(self) -> None:
        self.widgets.clear()
        for i, info in enumerate(registry.all_games()):
            self.widgets.add(_GameRow(pygame.Rect(560, 220 + i * 150, 800, 130), info, self))
        self.widgets.add(Button((70, 970, 260, 66), N_("Back"), self.app.pop, name="back"))

    def open(self, info: GameInfo) -> None:
        self.app.push(RulesOverlay(self.app, lambda: tr(info.name), lambda: rules_for(info)))

    def on_escape(self) -> None:
        self.app.pop()

    def draw(self, surface: Target) -> None:
        backdrop(surface)
        title(surface, _("Rules"), (960, 100), 56)
        if not registry.all_games():
            theme().blit_text(surface, _("No games are installed."), (960, 540), 28, anchor="center")
        super().draw(surface)
