"""The SpellBook table rendered in every language and size: no text leaves its box.

Every label on the table is drawn through ``game.sprites.text.draw_text``,
which records overflows; card faces are re-painted per test (the art cache
is cleared) so their texts are measured too.  Translations come from the
catalogues.

``SCREENS=docs/screens pytest tests/scenes/test_spellbook_table_screens.py``
also writes ``spellbook-{en,pl,de}.png`` there.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pygame
import pytest

from game import i18n
from game.rules import registry
from game.rules.base import Action, State
from game.rules.playout import advance_unless_final
from game.saves import GameSetup, PlayerSpec
from game.scenes.table import TableScene
from game.scenes.tables.spellbook import art
from game.sprites import text as textmod
from game.sprites import vector

ROOT = Path(__file__).resolve().parents[2]
PREFERENCE = {
    "learn": 9,
    "marker": 9,
    "pay": 9,
    "wild": 9,
    "cast": 4,
    "store_one": 2,
    "store": 3,
    "take_one": 3,
    "take": 3,
    "draw_two": 4,
    "skip": 0.2,
}


def use_language(lang: str) -> None:
    i18n.set_language(lang)


def position(
    players: int, seed: int, moves: int, stop_at_seat: int = 0
) -> tuple[State, list[tuple[int, Action]]]:
    """A lively mid-game: seeded moves that prefer learning and storing to skipping."""
    info = registry.get("spellbook")
    state = info.new_game(players, info.default_options(players), seed)
    rng = random.Random(seed)
    log: list[tuple[int, Action]] = []
    for i in range(moves * 3):
        seat = state.to_act()[0]
        if i >= moves and seat == stop_at_seat and state.view(seat)["prompt"] is None:
            break
        acts = state.legal_actions(seat)
        action = rng.choices(acts, weights=[PREFERENCE.get(a.kind, 2) ** 3 for a in acts])[0]
        if not advance_unless_final(state, seat, action, log):
            break
    return state, log


def table_for(app, players: int, seed: int, moves: int, colour_blind: bool = False) -> TableScene:
    info = registry.get("spellbook")
    names = ["Ania", "Bartek", "Celina", "Dawid"][:players]
    setup = GameSetup(
        "spellbook",
        [PlayerSpec(names[0], "human")] + [PlayerSpec(n, "bot", "easy") for n in names[1:]],
        info.default_options(players),
        seed,
    )
    state, log = position(players, seed, moves)
    app.settings.colour_blind = colour_blind
    table = app.reset(TableScene(app, setup, info=info, state=state, actions=log, autosave=False))
    table.view.skip_animations()
    return table


def render(app) -> pygame.Surface:
    app.render(app.canvas)
    return app.canvas


CASES = [
    (lang, players, size)
    for lang in ("en", "pl", "de")
    for players, size in ((1, (1280, 720)), (2, (1280, 720)), (4, (1280, 720)), (4, (1920, 1080)))
]


@pytest.mark.parametrize(("lang", "players", "size"), CASES)
def test_table_text_fits_in_every_language(app, lang, players, size):
    """The table is drawn on the 1920x1080 canvas and scaled, so both window sizes must show the same."""
    use_language(lang)
    app.settings.window_size = size
    app.apply_display()
    vector.clear_cache()
    textmod.reset_overflows()
    table = table_for(app, players, seed=11 + players, moves=70)
    app.draw()
    assert app.window.get_size() == size
    assert textmod.OVERFLOWS == [], [(o.text, o.rect) for o in textmod.OVERFLOWS[:5]]
    assert table.view.rules_summary(), "F1 sheet is empty"


@pytest.mark.parametrize("lang", ["pl", "de"])
def test_payment_prompt_and_tooltips_fit(app, lang):
    """The longest texts: payment status line with its buttons, and every tooltip."""
    use_language(lang)
    textmod.reset_overflows()
    table = table_for(app, 2, seed=5, moves=30)
    state = table.state
    while not any(a.kind == "learn" for a in state.legal_actions(0)):
        acts = state.legal_actions(state.to_act()[0])
        seat = state.to_act()[0]
        pick = [a for a in acts if a.kind in ("draw_two", "skip")] or acts
        state.apply(seat, pick[0])
    state.apply(0, next(a for a in state.legal_actions(0) if a.kind == "learn"))
    table.refresh()
    v = table.view
    assert v.g.payment is not None
    render(app)
    for key, rect in v.geo.elements.items():
        tip = v.tooltip_text(rect.center)
        assert tip, f"no tooltip for {key}"
    bag = v.element_rect("bag").center
    assert v.tooltip_at(bag) is None  # tooltips wait for the pointer to rest
    v.time += 0.5
    assert v.tooltip_at(bag) == v.tooltip_text(bag)
    assert textmod.OVERFLOWS == [], [(o.text, o.rect) for o in textmod.OVERFLOWS[:5]]


def test_colour_blind_palette_changes_the_materia(app):
    table = table_for(app, 2, seed=3, moves=10)
    v = table.view
    m = v.view["altar"][0]
    assert not v.colour_blind
    normal = pygame.image.tobytes(art.materia_of(m, 60, v.colour_blind), "RGBA")
    app.settings.colour_blind = True
    table.refresh()
    assert table.view.colour_blind
    assert pygame.image.tobytes(art.materia_of(m, 60, table.view.colour_blind), "RGBA") != normal


def test_four_players_fit_without_overlap(app):
    table = table_for(app, 4, seed=9, moves=40)
    geo = table.view.geo
    areas = [geo.seats[s].panel for s in geo.others] + [
        geo.slots[k] for k in ("bag", "altar", "discard", "day_track", "turn_banner", "prompt_bar")
    ]
    me = geo.seats[geo.bottom]
    areas += [me.pool, me.familiar] + list(me.cards.values())
    canvas = pygame.Rect(0, 64, 1560, 1016)  # the scene's play area
    for i, a in enumerate(areas):
        assert canvas.contains(a), a
        for b in areas[i + 1 :]:
            assert not a.colliderect(b), (a, b)


@pytest.mark.skipif(
    not os.environ.get("SCREENS"), reason="set SCREENS=<dir> to write the documentation screenshots"
)
@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_write_documentation_screenshot(app, lang):
    use_language(lang)
    app.settings.window_size = (1920, 1080)
    app.apply_display()
    table_for(app, 3, seed=21, moves=90)
    out = Path(os.environ["SCREENS"]) / f"spellbook-{lang}.png"
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(render(app), str(out))
