""" "Confirm before reveal" (issue #22: the setting was stored but never read).

Through the real table scene with scripted input, each wired game with the
setting on (the committing gesture opens a small prompt beside the pieces:
Confirm / Back, Enter / Esc) and off (the gesture commits at once).
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.ai.base import Decision
from game.rules import registry
from game.rules.base import Action
from game.scenes.tables.confirm import GAP, place_near
from tests.scenes.harness import start_table

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


# ------------------------------------------------------------------ School of Sorcery: the face-down cast


def _sorcery_ready_to_cast(app, drive, confirm: bool):
    app.settings.confirm_reveal = confirm
    table = start_table(app, "sorcery", ("human", "bot"), seed=5)
    assert drive.until(lambda: table.view.ctx.is_my_turn() and drive.scene_id() == "table", timeout=20)
    v = table.view
    for d, idx in enumerate((0, 2, 4)):
        drive.drag(v.hand_rect(idx).center, v.die_rect(v.me, d).center)
    assert len(v.placed) == 3
    return table, v


def _cast_button(v):
    return v.widgets.find("control-0").rect


def test_sorcery_cast_with_confirm_on_asks_beside_the_dice_and_back_keeps_the_cards(app, drive):
    table, v = _sorcery_ready_to_cast(app, drive, confirm=True)
    before = len(table.actions)
    drive.click_at(_cast_button(v).center)
    assert v.confirm.open and len(table.actions) == before, "nothing is cast before the player confirms"
    dice = [v.die_rect(v.me, d).union(v.under_die(v.me, d)) for d in range(3)]
    prompt = v.confirm.question.rect
    assert not any(prompt.colliderect(r) for r in dice), "the prompt never covers the dice it asks about"
    assert table.view.ctx.area.contains(prompt)
    drive.key(pygame.K_ESCAPE)
    assert not v.confirm.open and len(table.actions) == before and len(v.placed) == 3
    assert drive.scene_id() == "table", "Esc answered the prompt; it did not open the pause menu"
    drive.click_at(_cast_button(v).center)
    drive.click_at(v.confirm.widgets.find("confirm-back").rect.center)
    assert not v.confirm.open and len(table.actions) == before
    drive.click_at(_cast_button(v).center)
    drive.key(pygame.K_RETURN)
    assert not v.confirm.open
    assert table.actions[before][1].kind == "assign"


def test_sorcery_cast_confirmed_by_the_button(app, drive):
    table, v = _sorcery_ready_to_cast(app, drive, confirm=True)
    before = len(table.actions)
    drive.click_at(_cast_button(v).center)
    drive.click_at(v.confirm.widgets.find("confirm-yes").rect.center)
    assert table.actions[before][1].kind == "assign"


def test_sorcery_a_click_elsewhere_while_asking_goes_back_and_moves_nothing(app, drive):
    table, v = _sorcery_ready_to_cast(app, drive, confirm=True)
    before = len(table.actions)
    drive.click_at(_cast_button(v).center)
    drive.click_at(v.under_die(v.me, 0).center)  # would take the card back without the prompt
    assert not v.confirm.open and len(v.placed) == 3 and len(table.actions) == before


def test_sorcery_cast_with_confirm_off_commits_at_once(app, drive):
    table, v = _sorcery_ready_to_cast(app, drive, confirm=False)
    before = len(table.actions)
    drive.click_at(_cast_button(v).center)
    assert not v.confirm.open
    assert table.actions[before][1].kind == "assign"


# ------------------------------------------------------------------ Witchcraft: the hidden power token


def _witchcraft_power_turn(app, confirm: bool):
    """A seeded duel, deployed by random moves through the table, at seat 0's turn: power token usable."""
    app.settings.confirm_reveal = confirm
    info = registry.get("witchcraft")
    seed = next(s for s in range(50) if info.new_game(2, {}, s).power[0] == "translocation")
    table = start_table(app, "witchcraft", ("human", "bot"), seed=seed, names=("Ania", "Bartek"))
    rng = random.Random(seed)
    while table.state.phase == "deploy":
        seat = table.state.to_act()[0]
        table.play_decision(seat, Decision(rng.choice(table.state.legal_actions(seat))))
    assert table.state.to_act() == (0,) and Action("power") in table.state.legal_actions(0)
    return table


def test_witchcraft_power_token_with_confirm_on_asks_beside_the_token(app, drive):
    table = _witchcraft_power_turn(app, confirm=True)
    drive.frame()  # the seat panels are drawn: the token's box is known
    v = table.view
    before = len(table.actions)
    drive.click("power")
    assert v.confirm.open and not table.state.power_used[0] and len(table.actions) == before
    assert not v.confirm.question.rect.colliderect(v.power_boxes[0]), "the prompt never covers the token"
    button, asked = v.widgets.find("power").rect, v.confirm.question.rect
    assert not asked.colliderect(button), "the prompt never covers its button"
    # beside the button that opened it, not beside the token's box across the screen (it opened there)
    assert asked.inflate(2 * GAP + 2, 2 * GAP + 2).colliderect(button), (asked, button)
    drive.key(pygame.K_ESCAPE)
    assert not v.confirm.open and not table.state.power_used[0] and drive.scene_id() == "table"
    drive.key(pygame.K_p)  # the letter key asks too
    assert v.confirm.open and not table.state.power_used[0]
    drive.key(pygame.K_RETURN)
    assert table.state.power_used[0] and table.actions[-1] == (0, Action("power"))


def test_witchcraft_power_token_with_confirm_off_is_used_at_once(app, drive):
    table = _witchcraft_power_turn(app, confirm=False)
    drive.frame()
    drive.click("power")
    assert not table.view.confirm.open
    assert table.state.power_used[0] and table.actions[-1] == (0, Action("power"))


# ------------------------------------------------------------------ the placement rule itself


@pytest.mark.parametrize(
    "anchor",
    [
        pygame.Rect(700, 900, 300, 120),  # near the bottom: goes above
        pygame.Rect(700, 70, 300, 100),  # near the top: goes below
        pygame.Rect(10, 64, 200, 1000),  # a tall column on the left: goes right
        pygame.Rect(1350, 64, 200, 1000),  # a tall column on the right: goes left
    ],
)
def test_the_prompt_is_placed_beside_its_anchor_inside_the_play_area(anchor):
    from game.scenes.table_api import PLAY_AREA

    box = place_near(anchor, (440, 150), PLAY_AREA)
    assert PLAY_AREA.contains(box) and not box.colliderect(anchor)


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_the_cast_question_fits_its_prompt_in_each_language(app, drive, lang):
    from game import i18n
    from game.scenes.ui import label, theme
    from game.sprites import text as textmod

    table, v = _sorcery_ready_to_cast(app, drive, confirm=True)
    i18n.set_language(lang)
    table = app.top
    v = table.view
    if len(v.placed) < 3:  # a language switch rebuilds the scene: place the cards again
        for d, idx in enumerate((0, 2, 4)):
            drive.drag(v.hand_rect(idx).center, v.die_rect(v.me, d).center)
    drive.click_at(_cast_button(v).center)
    assert v.confirm.open
    textmod.reset_overflows()
    app.render(app.canvas)
    assert not textmod.OVERFLOWS, textmod.OVERFLOWS
    for button in v.confirm.widgets.items:  # Confirm / Back are never shortened with "…"
        width = theme().font(button.size, button.primary).size(label(button.text))[0]
        assert width <= button.rect.width - 20, label(button.text)


# ------------------------------------------------------------------ Trickerion: the secret assignment


def _trickerion_before_the_last_card(app, drive, confirm: bool):
    """Seat 0 (human, against a bot) plays by its view's own routes until one assignment card is left."""
    from tests.support.trickerion_table import play_seat

    app.settings.confirm_reveal = confirm
    table = start_table(app, "trickerion", ("human", "bot"), seed=5, options={"modules": "arcane_arts"})
    v = table.view

    def one_card_left() -> bool:
        me = v.ctx.view["players"][0]
        left = len(me["chars"]) - len([c for c in me["assign"] if c is not None])
        return v.ctx.is_my_turn() and table.state.phase == "assign" and left == 1

    def play() -> None:
        if drive.scene_id() == "handoff":
            drive.key(pygame.K_RETURN)
        elif v.ctx.is_my_turn():
            play_seat(table, drive)

    # a time limit, not a count of frames: the bot's worker starts in seconds, and frames are quick
    assert drive.until(one_card_left, each=play), "never reached the last assignment card"
    return table, v


def _mine(table) -> list[Action]:
    """Seat 0's actions (the bot assigns its own cards at the same time)."""
    return [a for seat, a in table.actions if seat == 0]


def _lay_last_card(v, drive) -> Action:
    routes = v.routes()
    action = next(a for a in sorted(routes, key=repr) if a.kind == "assign")
    how, what = next(w for w in routes[action] if w[0] == "click")
    drive.click_at(v.element_rect(what).center)
    if v.chooser is not None:
        drive.click_at(next(r for r in v.chooser if r.action == action).rect.center)
    return action


def test_trickerion_last_assignment_card_asks_first_and_back_keeps_the_hand(app, drive):
    table, v = _trickerion_before_the_last_card(app, drive, confirm=True)
    before = _mine(table)
    action = _lay_last_card(v, drive)
    assert v.confirm.open and _mine(table) == before, "nothing is laid before the player confirms"
    assert table.view.ctx.area.contains(v.confirm.question.rect)
    drive.key(pygame.K_ESCAPE)
    assert not v.confirm.open and _mine(table) == before
    assert drive.scene_id() == "table", "Esc answered the prompt; it did not open the pause menu"
    _lay_last_card(v, drive)
    drive.key(pygame.K_RETURN)
    assert not v.confirm.open and _mine(table) == [*before, action]


def test_trickerion_assignment_with_confirm_off_lays_the_last_card_at_once(app, drive):
    table, v = _trickerion_before_the_last_card(app, drive, confirm=False)
    before = _mine(table)
    action = _lay_last_card(v, drive)
    assert not v.confirm.open and _mine(table) == [*before, action]
