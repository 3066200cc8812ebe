"""Witchcraft's token placement by clicks alone, through the real table and scripted events.

A German first-time player (playtest at 2560x1440) clicked a free field to place the
deployment token: nothing happened, and only a drag from the tray worked.  Every drag
has a click path: a click on a free field places the token being placed (the only one
there is), a click on the tray's token selects it and lights the legal fields, and an
illegal field says why in the player's language.
"""

from __future__ import annotations

import pygame
import pytest

from game.i18n import _, set_language
from game.rules import registry
from game.rules.base import Action
from game.saves import GameSetup, PlayerSpec
from game.scenes.table import TableScene
from game.scenes.tables.witchcraft import WitchcraftTable
from tests.rules.witchcraft.positions import activate, battle, give_reserve, put, sq


def _table_at(app, state=None, seed: int = 4) -> tuple[list, WitchcraftTable]:
    """A table showing ``state`` (else a new game of ``seed``) to seat 0, and the actions played at it."""
    players = [PlayerSpec("Ania", "human"), PlayerSpec("Bartek", "bot", "random")]
    setup = GameSetup("witchcraft", players, {}, seed)
    table = app.reset(TableScene(app, setup, info=registry.get("witchcraft"), state=state, autosave=False))
    return table.actions, table.view  # type: ignore[return-value]


def _deploy_view(app) -> tuple[list, WitchcraftTable]:
    played, view = _table_at(app)
    assert view.mode == "deploy" and view.edit is not None and view.edit.at is None
    return played, view


def test_a_click_on_a_free_field_places_the_deployment_token(app, drive):
    """The playtest bug: a field click with nothing dragged placed nothing."""
    played, view = _deploy_view(app)
    field = sorted({a["at"] for a in view.ctx.legal})[-1]
    drive.click_at(view.centre(field))
    assert view.edit.at == field, "the token lies on the clicked field, ready to turn"
    assert view.drag.message is None
    facing = view.edit.facing
    drive.click("confirm")
    assert played[0] == (0, Action("deploy", at=field, facing=facing))


def test_a_second_field_click_moves_the_placed_token_before_confirming(app, drive):
    played, view = _deploy_view(app)
    first, second = sorted({a["at"] for a in view.ctx.legal})[:2]
    drive.click_at(view.centre(first))
    drive.click_at(view.centre(second))
    assert view.edit.at == second and played == []


@pytest.mark.parametrize("lang", ["en", "de", "pl"])
def test_a_click_on_an_altar_says_why_in_the_players_language(app, drive, lang):
    set_language(lang)
    played, view = _deploy_view(app)
    altar = next(iter(view.model.altars))
    drive.click_at(view.centre(altar))
    assert view.edit.at is None and played == []
    assert view.drag.message == _("Tokens go onto free fields: no token, no altar.")
    if lang != "en":
        assert view.drag.message != "Tokens go onto free fields: no token, no altar."
    drive.click_at(view.centre(sorted({a["at"] for a in view.ctx.legal})[0]))
    assert view.edit.at is not None and view.drag.message is None, "the refusal goes once the click places"


def test_clicking_the_tray_token_lights_the_legal_fields_then_a_field_click_places_it(app, drive):
    played, view = _deploy_view(app)
    legal = sorted({a["at"] for a in view.ctx.legal})
    drive.click_at(view.tray_items[0][0].center)
    assert view.drag.held is not None, "the token is selected"
    assert all(view.drag.target_state(("f", f)) == "legal" for f in legal), "every legal field glows"
    drive.click_at(view.centre(legal[0]))
    assert view.drag.held is None and view.edit.at == legal[0]


def test_a_refused_click_while_the_token_is_held_answers_once(app, drive):
    """The controller refuses the drop and says why; the view must not treat it as a field click too."""
    played, view = _deploy_view(app)
    drive.click_at(view.tray_items[0][0].center)
    said: list[str] = []
    say = view.drag.say
    view.drag.say = lambda text: (said.append(text), say(text))  # type: ignore[method-assign]
    drive.click_at(view.centre(next(iter(view.model.altars))))
    assert len(said) == 1 and view.drag.held is None and view.edit.at is None


def test_a_click_outside_the_board_changes_nothing(app, drive):
    played, view = _deploy_view(app)
    drive.click_at((view.floor_rect.left - 5, view.floor_rect.top - 5))
    assert view.edit.at is None and view.drag.message is None and played == []


def _summoning(*reserve: str):
    """Seat 0 has attached the Summoning altar's new piece (and its twin, where Bartek has placed
    his token): seat 0 places one from its reserve."""
    state = battle(altars={"b4": "summoning"})
    put(state, "b6", "adept", owner=0)
    put(state, "d1", "adept", owner=1)
    give_reserve(state, 0, *reserve)
    give_reserve(state, 1, "monk")
    state.apply(0, activate("b6"))
    state.apply(0, next(a for a in state.legal_actions(0) if a.kind == "attach"))
    state.apply(1, next(a for a in state.legal_actions(1) if a.kind == "summon"))  # Bartek places first
    return state


def test_summoning_with_one_reserve_token_a_field_click_places_it(app, drive):
    played, view = _table_at(app, _summoning("monk"))
    assert view.mode == "summon"
    action = next(a for a in view.ctx.legal if a.kind == "summon")
    drive.click_at(view.centre(action["at"]))
    assert (view.edit.at, view.edit.token) == (action["at"], action["token"])
    facing = view.edit.facing
    drive.click("confirm")
    assert played[0] == (0, Action("summon", token=action["token"], at=action["at"], facing=facing))


def test_summoning_from_several_tokens_a_field_click_asks_for_the_token_first(app, drive):
    played, view = _table_at(app, _summoning("monk", "telepath", "medium"))
    cell = next(a["at"] for a in view.ctx.legal if a.kind == "summon")
    drive.click_at(view.centre(cell))
    assert view.edit.at is None and view.drag.message == _("First click the token to place, then a field.")
    rect, token = view.tray_items[1]
    drive.click_at(rect.center)  # choose the token by a click: the new piece's field glows
    assert view.drag.target_state(("f", cell)) == "legal"
    drive.click_at(view.centre(cell))
    assert (view.edit.at, view.edit.token) == (cell, token) and played == []


def _captured(*victims: str):
    """Seat 0's Adept at b6 has hit Bartek's stack at b3: the captured tokens go onto seat 0's stacks."""
    state = battle()
    put(state, "b6", "adept", owner=0)
    put(state, "d6", "adept", owner=0)
    put(state, "b3", *victims, owner=1)
    state.apply(0, activate("b6"))
    return state


def test_one_captured_token_goes_onto_the_clicked_own_stack(app, drive):
    played, view = _table_at(app, _captured("adept"))
    assert view.mode == "place"
    drive.click_at(view.centre((0, 0)))  # a free field, not one of the stacks
    assert played == [] and view.drag.message == _("Captured tokens go onto your own stacks.")
    token = view.v["prompt"]["pool"][0]
    drive.click_at(view.centre(sq("d6")))
    assert played[0] == (0, Action("place", token=token, at=sq("d6")))


def test_pointing_at_a_free_field_during_deployment_lights_it(app, drive):
    """Nothing glowed to help the playtester: the field under the pointer lights where a click places
    the token, and nothing else on the board changes."""
    _, view = _deploy_view(app)
    field = sorted({a["at"] for a in view.ctx.legal})[0]
    altar = next(iter(view.model.altars))

    def shot_with_pointer_at(pos) -> pygame.Surface:
        win = drive.app.to_window((int(pos[0]), int(pos[1])))
        drive.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=win, rel=(0, 0), buttons=(0, 0, 0))])
        view.clock = 0.0  # the same moment of the pulse in every picture
        canvas = pygame.Surface((1920, 1080))  # the logical canvas, at scale 1
        view.draw(canvas)
        return canvas

    plain = shot_with_pointer_at(view.centre(altar))
    assert view.click_place_at(view.centre(altar)) is None
    lit = shot_with_pointer_at(view.centre(field))
    assert view.click_place_at(view.centre(field)) == field
    floor = view.floor_rect  # beside the board the inspector describes what is pointed at
    diff = [
        (x, y)
        for x in range(floor.left, floor.right, 3)
        for y in range(floor.top, floor.bottom, 3)
        if plain.get_at((x, y)) != lit.get_at((x, y))
    ]
    assert diff, "the pointed field lights up"
    cell = view.cell_rect(field)
    outside = [p for p in diff if not cell.collidepoint(p)]
    assert not outside, f"only the pointed field {cell} changes, not {outside[:5]}"
