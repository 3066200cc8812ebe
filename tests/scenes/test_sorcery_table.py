"""School of Sorcery played through the real table scene by scripted mouse input.

A small "hand" looks only at what the view offers (cast cards to drag, dice to
click, glowing locations, buttons) and performs it with real pygame events:
two humans pass the device (handoffs included) until the scoring screen.
"""

from __future__ import annotations

import pygame
import pytest

from game.rules import registry
from game.rules.sorcery import new_game
from game.saves import GameSetup, PlayerSpec
from game.scenes.table import TableScene
from game.scenes.tables.sorcery import SorceryView
from game.scenes.tables.sorcery.geometry import LOCATION_PARAMS
from tests.scenes import harness
from tests.scenes.harness import start_table

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def start(app, kinds, seed=3, options=None):
    return start_table(app, "sorcery", kinds, seed=seed, options=options)


class Hand(harness.Hand):
    @property
    def view(self) -> SorceryView:
        return self.table.view

    def buttons(self):
        return [w for w in self.view.widgets.items if w.name.startswith("control-") and w.enabled()]

    def step(self) -> None:
        if self.drive.scene_id() == "handoff":
            self.drive.key(pygame.K_RETURN)
            self.note("handoff")
            return
        v = self.view
        if not v.ctx.is_my_turn():
            self.drive.frame()
            return
        if v.confirm.open:  # the warning before a cast the reserve cannot pay in full
            self.click(v.confirm.widgets.find("confirm-yes").rect)
            self.note("short cast")
            return
        kinds = {a.kind for a in v.ctx.legal}
        if "assign" in kinds:
            self.cast(v)
            return
        if v.narrow is not None:
            key, values = v.stage()
            if key in LOCATION_PARAMS:
                self.click(v.card_rect(self.rng.choice(values) - 1))
                self.note("narrow-location")
            else:
                choices = [b for b in self.buttons() if b.name != f"control-{len(values)}"]
                self.click(self.rng.choice(choices).rect)
                self.note("narrow-button")
            return
        portal = [a for a in v.ctx.legal if a.kind == "portal"]
        if portal and self.rng.random() < 0.7:
            self.click(v.card_rect(self.rng.choice(portal)["loc"] - 1))
            self.note("portal")
            return
        if "keep" in kinds and self.rng.random() < 0.7:
            cid, rect = self.rng.choice(v.draft_rects())
            self.click(rect)
            self.note("draft")
            return
        usable = v.usable_cards()
        mine = dict(v.my_card_rects())
        if usable and self.rng.random() < 0.5 and any(c in mine for c in usable):
            self.click(mine[self.rng.choice([c for c in usable if c in mine])])
            self.note("card")
            return
        buttons = self.buttons()
        assert buttons, f"nothing to click for {kinds}"
        self.click(self.rng.choice(buttons).rect)
        self.note("button")

    def cast(self, v: SorceryView) -> None:
        if v.v["tokens"][v.me] and self.rng.random() < 0.15:
            self.click(v.die_rect(v.me, self.rng.randrange(3)))
            reroll = next(b for b in self.buttons() if "Reroll" in b.text())
            self.click(reroll.rect)
            self.note("reroll")
            return
        cards = self.rng.sample(range(6), 3)
        for d, idx in enumerate(cards):
            self.drag(v.hand_rect(idx), v.die_rect(v.me, d))
        assert len(v.placed) == 3, "three drags placed three cast cards"
        self.click(self.view.widgets.find("control-0").rect)
        self.note("cast")


def play_to_end(app, drive, table, seed, max_steps=4000):
    return Hand(app, drive, table, seed).play_to_end(max_steps)


@pytest.mark.slow
def test_two_humans_play_a_whole_game_by_mouse_with_handoffs(app, drive):
    table = start(app, ("human", "human"), seed=4)
    assert isinstance(table.view, SorceryView)
    hand = play_to_end(app, drive, table, seed=1)
    assert table.state.is_over()
    assert {seat for seat, _ in table.actions} == {0, 1}
    assert hand.used.get("cast", 0) >= 4 and hand.used.get("handoff", 0) >= 4
    assert hand.used.get("button", 0) > 0


def test_advanced_draft_is_played_on_the_table(app, drive):
    table = start(app, ("human", "human"), seed=6, options={"advanced": True})
    hand = Hand(app, drive, table, 3)
    for _ in range(60):
        if table.state.step != "draft":
            break
        hand.step()
    assert table.state.step != "draft" and [len(p) for p in table.state.perm] == [2, 2]


def test_handoff_hides_the_first_players_cast_cards_from_the_second(app, drive):
    table = start(app, ("human", "human"), seed=9)
    hand = Hand(app, drive, table, 2)
    while drive.scene_id() == "handoff":
        hand.step()
    first = table.viewer
    hand.cast(table.view)
    assert table.state.assign[first] is not None
    assert drive.scene_id() == "handoff" and table.viewer is None  # nothing private under the cover
    drive.key(pygame.K_RETURN)
    second = table.viewer
    assert second == 1 - first
    assert table.view.v["my_assignment"] is None and table.view.v["assigned"][first]


def test_a_card_dropped_off_the_dice_snaps_back_and_cast_needs_three(app, drive):
    table = start(app, ("human", "bot"), seed=5)
    hand = Hand(app, drive, table, 4)
    assert drive.until(lambda: table.view.ctx.is_my_turn() and drive.scene_id() == "table", timeout=20)
    v = table.view
    hand.drag(v.hand_rect(2), v.card_rect(0))
    assert v.placed == {}
    hand.drag(v.hand_rect(2), v.die_rect(v.me, 1))
    assert v.placed == {1: 2}
    before = len(table.actions)
    hand.click(v.widgets.find("control-0").rect)
    assert len(table.actions) == before  # Cast refuses with two dice still empty
    hand.click(v.under_die(v.me, 1))
    assert v.placed == {}


def test_rules_summary_says_the_deck_is_a_reconstruction_and_lists_every_card(app, drive):
    table = start(app, ("human", "bot"), seed=2)
    sections = table.view.rules_summary()
    text = "\n".join(h + "\n" + b for h, b in sections)
    assert "reconstruction" in text
    cards = table.view.v["cards"]
    assert all(card["name"] in text and card["text"] in text for card in cards.values())


def test_card_tooltips_follow_the_language(app, drive):
    from game import i18n

    table = start(app, ("human", "bot"), seed=2)
    v = table.view
    i = next(i for i, loc in enumerate(v.v["locations"]) if loc["card"] not in (None, "portal"))
    card = v.card(v.v["locations"][i]["card"])
    english = v.tooltip_at(v.card_rect(i).center)
    assert card["name"] in english and card["text"] in english
    i18n.set_language("pl")
    polish = v.tooltip_at(v.card_rect(i).center)
    assert polish != english and "koszt" in polish


def _crystal_ball_position(seed=2):
    """A seeded game (greedy with some chance) up to seat 0 deciding on its Crystal Ball's dice."""
    import random

    from game.ai.policies.sorcery import GreedyPolicy

    state = new_game(2, {}, seed)
    rng = random.Random(seed)
    players = [GreedyPolicy(seed), GreedyPolicy(seed + 1)]
    log = []
    while not (state.pending and state.pending.get("dice") and 0 in state.to_act()):
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        action = rng.choice(legal) if rng.random() < 0.3 else players[seat].choose(state, seat)
        state.apply(seat, action)
        log.append((seat, action))
    assert state.pending["card"] == "crystal_ball"
    return state, log


def test_crystal_ball_dice_never_cover_the_locations_they_point_at(app, drive):
    """Issue #22: the reroll pop-up sat over the six locations the player decides about."""
    state, log = _crystal_ball_position()
    setup = GameSetup("sorcery", [PlayerSpec("Ania", "human"), PlayerSpec("Bartek", "bot", "random")], {}, 2)
    table = app.reset(
        TableScene(app, setup, info=registry.get("sorcery"), state=state, actions=log, autosave=False)
    )
    drive.frame()
    v = table.view
    popup = v.dice_box()
    dice = [v.my_die_rect(d) for d in range(len(state.pending["dice"]))]
    assert all(popup.contains(r) for r in dice)
    for i in range(6):
        for rect in (popup, *dice):
            assert not rect.colliderect(v.loc_rect(i)), f"covers location {i + 1}"
            assert not rect.colliderect(v.gem_row(i, 0)) and not rect.colliderect(v.gem_row(i, 1))
    # the pop-up still works by mouse: pick a die, reroll it with a token
    tokens = table.state.tokens[0]
    drive.click_at(dice[0].center)
    assert v.reroll == {0}
    reroll = next(w for w in v.widgets.items if w.name.startswith("control-") and "Reroll" in w.text())
    drive.click_at(reroll.rect.center)
    assert table.actions[-1][1].kind == "reroll" and table.state.tokens[0] == tokens - 1


def test_reroll_tokens_are_named_on_the_table(app, drive):
    """Issue #22: "Marker: 3" in German did not say which tokens; the seat panels now say reroll tokens."""
    from game import i18n
    from game.scenes.ui import Theme

    drawn: list[str] = []
    blit = Theme.blit_text

    def note(theme, surface, text, *args, **kwargs):
        drawn.append(text)
        return blit(theme, surface, text, *args, **kwargs)

    table = start(app, ("human", "bot"), seed=2)
    named = (("en", "Reroll tokens: 3"), ("de", "Neuwurf-Marker: 3"), ("pl", "Żetony przerzutu: 3"))
    for lang, words in named:
        i18n.set_language(lang)
        drawn.clear()
        Theme.blit_text = note
        try:
            table.view.draw(app.canvas)
        finally:
            Theme.blit_text = blit
        assert drawn.count(words) == 2, (lang, [t for t in drawn if ":" in t])
    i18n.set_language("en")
    v = app.top.view
    tip = v.tooltip_at(v.lay["info"].center)  # the pool's token count stands beside an icon only
    assert f"Reroll tokens in the pool: {v.v['pool_tokens']}" in tip


def test_screenshot_position_shows_seat_0_casting_with_two_cards_laid_by_clicks(app, drive):
    """The screenshot tool's School of Sorcery position (game/cli/shots): greedy play up to seat 0's cast,
    then two cast cards laid on dice through the view's own click-then-click input, not by setting fields."""
    from game.cli.shots import for_game

    shots = for_game("sorcery")
    info = registry.get("sorcery")
    state, log = shots.position(info, 2, info.default_options(2), 12, 29)
    assert len(log) >= 29 and state.step == "cast" and 0 in state.to_act()
    setup = GameSetup("sorcery", [PlayerSpec("Ania", "human"), PlayerSpec("Bartek", "bot", "medium")], {}, 12)
    table = app.reset(TableScene(app, setup, info=info, state=state, actions=log, autosave=False))
    drive.frame()
    shots.stage(table.view)
    cards = table.view.v["cast_cards"]
    assert sorted(table.view.placed) == [0, 2]
    laid = sorted(cards[i]["value"] for i in table.view.placed.values())
    assert laid == sorted(c["value"] for c in cards)[-2:]
    assert table.actions == log, "staging submits nothing: the cast waits for Cast"


def test_cast_cards_stay_on_the_dice_the_player_laid_them_on(app, drive):
    """Seed 7 rolls 2, 2, 2 for seat 0.  The engine lists one cast per way of laying cards on
    faces, so laying a 2 on the left and a 1 on the right came back with the cards swapped
    under the player's eyes.  The table now draws the look-alike dice in the player's order."""
    table = start(app, ("human", "bot"), seed=7)
    hand = Hand(app, drive, table, 1)
    assert drive.until(lambda: table.view.ctx.is_my_turn() and drive.scene_id() == "table", timeout=20)
    v = table.view
    assert v.v["dice"][v.me] == [2, 2, 2]
    laid = (5, 3, 0)  # left to right, not in the engine's listing order
    for d, idx in enumerate(laid):
        hand.drag(v.hand_rect(idx), v.die_rect(v.me, d))
    hand.click(v.widgets.find("control-0").rect)
    if v.confirm.open:
        hand.click(v.confirm.widgets.find("confirm-yes").rect)
    assert table.state.assign[v.me] is not None and table.state.assign[v.me] != list(laid)

    def left_to_right(cards: list[int]) -> tuple[int, ...]:
        return tuple(card for _x, card in sorted((v.die_rect(v.me, e).x, c) for e, c in enumerate(cards)))

    assert left_to_right(v.v["my_assignment"]) == laid
    assert drive.until(lambda: table.view.v.get("revealed") is not None, timeout=20)
    v = table.view
    assert left_to_right([row[0] for row in v.v["revealed"][v.me]]) == laid
    first_round = v.v["round"]
    for _ in range(400):
        if table.view.v["round"] > first_round or drive.scene_id() not in ("table", "handoff"):
            break
        hand.step()
    assert table.view.v["round"] > first_round
    v = table.view
    xs = [v.die_rect(v.me, e).x for e in range(3)]
    assert xs == sorted(xs), "a new roll lays the dice in their own order again"
