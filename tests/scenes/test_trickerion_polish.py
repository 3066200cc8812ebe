"""Issue #24's Polish playtest of Trickerion's table: what the board drew wrongly or cut off."""

from __future__ import annotations

import itertools
import random

import pygame

from game.rules import registry
from game.scenes.tables.trickerion import TrickerionView, art
from game.scenes.tables.trickerion.geometry import TRICK_STEP, strip_layout
from tests.scenes import harness


def _new_game(seed: int):
    """A fresh 2-player game with Dark Alley, still in setup."""
    info = registry.get("trickerion")
    options = info.default_options(2)
    options["modules"] = "dark_alley"
    return info.new_game(2, options, seed)


def _repaint(view: TrickerionView) -> None:
    """Paint the whole board afresh (not only the regions that changed)."""
    view.layers.invalidate()
    view.painted = None
    view.draw(pygame.Surface((1920, 1080)))


def test_downtown_dice_before_the_first_roll_are_face_down_not_x(monkeypatch):
    """Bug: during setup the Downtown dice showed "X" (the engine's unset face) as if rolled."""
    pygame.font.init()
    state = _new_game(3)
    assert state.view(0)["turn"] == 0
    view = TrickerionView(harness.offline_context("trickerion", state, 0))
    faces: list[str] = []
    monkeypatch.setattr(art, "die", lambda surface, rect, label, *a, **k: faces.append(label))
    _repaint(view)
    assert faces == [""] * 6  # face down, not the engine's "X"
    waiting = next(s for s in range(2) if s not in state.to_act())  # no setup tiles over the board
    view = TrickerionView(harness.offline_context("trickerion", state, waiting))
    assert not view.tiles
    assert all(view.tooltip_at(view.element_rect(("die", d)).center) == "Not rolled yet" for d in range(6))


def _acting_opponent_view():
    """A seeded 2-player game at the moment seat 1 spends a character's AP, seen by seat 0."""
    state = _new_game(5)
    rng = random.Random(5)
    while not (state.phase == "act" and state.cur == 1):
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return TrickerionView(harness.offline_context("trickerion", state, 0)), state


def test_an_opponents_ap_badge_sits_beside_its_figure_not_on_it(monkeypatch):
    """Bug: the acting bot's AP badge was drawn over its own figure (and the next one) on its strip."""
    pygame.font.init()
    view, state = _acting_opponent_view()
    badges: list[tuple[int, int]] = []
    monkeypatch.setattr(art, "badge", lambda surface, center, text, *a: badges.append(center))
    _repaint(view)
    strip = view.element_rect(("opp", 1))
    pv = state.view(0)["players"][1]
    figures, tricks_x = strip_layout(strip, pv, state.view(0)["act"]["char"])
    (center,) = [c for c in badges if strip.collidepoint(c)]
    badge = pygame.Rect(0, 0, 26, 26)
    badge.center = center
    assert strip.contains(badge)
    assert badge.collidelist(figures) == -1 and badge.right < tricks_x
    assert figures[state.view(0)["act"]["char"]].right <= badge.left


def test_the_heirs_strip_fits_eight_characters_and_every_trick():
    """Bug: late in a solo game the Heir's eight characters pushed its third trick off its strip."""
    strip = pygame.Rect(1052, 130, 500, 128)  # opp_0 in assets/layouts/trickerion.tmx
    heir = {"chars": list(range(8)), "tricks": [{"trick": t} for t in (0, 5, 9, -1)]}
    for acting in (None, 7):
        figures, x = strip_layout(strip, heir, acting)
        assert len(figures) == 8 and all(strip.contains(f) for f in figures)
        assert max(f.right for f in figures) < x
        assert all(a.right < b.left for a, b in itertools.pairwise(figures))
        assert x + 3 * TRICK_STEP - 4 <= strip.right - 6, "the third trick runs off the strip"
