"""The generic table view: an engine's ``summary`` is drawn instead of the raw view dump."""

from __future__ import annotations

import random

import pygame
import pytest

from game import i18n
from game.rules import registry
from game.scenes.generic_table import GenericTableView, line_height
from game.scenes.table_api import TableContext
from game.scenes.ui import Theme
from tests.support.duel import INFO as DUEL


def _context(game_id: str, state, seat: int) -> TableContext:
    names = ["Agnieszka", "Bartholomäus", "Cecylia", "Dorothea"][: state.num_players]
    return TableContext(
        game_id,
        names,
        seat,
        state.view(seat),
        state.to_act(),
        state.legal_actions(seat) if seat in state.to_act() else [],
        state.describe,
        state.current_prompt(seat),
        lambda a: None,
    )


def _draw(ctx: TableContext, monkeypatch) -> tuple[GenericTableView, list[str]]:
    """Draw the view on a full canvas, recording every text it writes."""
    drawn: list[str] = []
    original = Theme.blit_text

    def spy(self, surface, text, *args, **kwargs):
        drawn.append(text)
        return original(self, surface, text, *args, **kwargs)

    monkeypatch.setattr(Theme, "blit_text", spy)
    view = GenericTableView(ctx)
    view.draw(pygame.Surface((1920, 1080)))
    return view, drawn


def _busy_trickerion(seed: int):
    """A four-player game with both modules, played at random well into its second turn."""
    info = registry.get("trickerion")
    state = info.new_game(4, {**info.default_options(4), "modules": "arcane_arts"}, seed)
    rng = random.Random(seed)
    while state.turn < 2 or state.phase != "act":
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_trickerion_summary_is_drawn_whole_instead_of_the_dump(lang, monkeypatch):
    pygame.font.init()
    i18n.set_language(lang)
    try:
        state = _busy_trickerion(5)
        ctx = _context("trickerion", state, 0)
        view, drawn = _draw(ctx, monkeypatch)
        assert view.summary is not None
        titles = [title for title, _ in view.summary]
        for name in ctx.names:
            assert any(t.startswith(name) for t in titles), name
        assert all(title in drawn for title in titles)
        assert not any(text.startswith(("turn:", "phase:", "players:")) for text in drawn)
        size, cols = view.summary_layout
        assert 1 <= len(cols) <= 2
        panel_h = view.view_rect.height - 90
        for col in cols:
            titles_in_col = sum(1 for is_title, _ in col if is_title)
            assert len(col) * line_height(size) + titles_in_col * (line_height(size) // 3) <= panel_h
        assert "…" not in drawn
    finally:
        i18n.set_language("en")


def test_duel_without_summary_still_draws_the_raw_dump(monkeypatch):
    pygame.font.init()
    state = DUEL.new_game(2, DUEL.default_options(2), 1)
    view, drawn = _draw(_context("duel", state, 0), monkeypatch)
    assert view.summary is None
    assert view.lines and {text for _, text in view.lines[:3]} <= set(drawn)
