"""Issue #24's Polish playtest of Trickerion's table: what the board drew wrongly or cut off."""

from __future__ import annotations

import pygame

from game.rules import registry
from game.scenes.tables.trickerion import TrickerionView
from game.sprites import text as textmod
from tests.scenes import harness


def _first_position(players: int = 2, modules: str = "dark_alley"):
    info = registry.get("trickerion")
    options = info.default_options(players)
    options["modules"] = modules
    return info.new_game(players, options, 3)


def _drawn_in(view: TrickerionView, rect: pygame.Rect, monkeypatch) -> list[str]:
    """Every text the board paints inside ``rect`` on a full repaint."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = textmod.draw_text

    def spy(surface, text, at, *args, **kwargs):
        drawn.append((text, pygame.Rect(at)))
        return real(surface, text, at, *args, **kwargs)

    monkeypatch.setattr(textmod, "draw_text", spy)
    view.layers.invalidate()
    view.painted = None
    view.draw(pygame.Surface((1920, 1080)))
    monkeypatch.setattr(textmod, "draw_text", real)
    return [t for t, r in drawn if rect.colliderect(r) and t]


def test_downtown_dice_before_the_first_roll_are_face_down_not_x(monkeypatch):
    """Bug: during setup the Downtown dice showed "X" (the engine's unset face) as if rolled."""
    pygame.font.init()
    state = _first_position()
    assert state.view(0)["turn"] == 0
    view = TrickerionView(harness.offline_context("trickerion", state, 0))
    for d in range(6):
        die = view.element_rect(("die", d))
        assert die is not None
        assert "X" not in _drawn_in(view, die, monkeypatch)  # setup offers may lie over it
        assert view._element_tooltip(("die", d)) == "Not rolled yet"
