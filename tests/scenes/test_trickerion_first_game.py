"""Issue #24: a whole game against a Hard bot in Polish, played as a first-time player would.

What confused in that game, now guarded through the real table scene (or the
views it draws from): a used Downtown die still read "X", one click on a
glowing trick in Downtown threw the trick away, the hand closed up under the
pointer during the assignment, the end of the turn announced a quick order
"arriving" that went back to the supply, the market said "in stock: 1" of a
component one may buy three of, the setup tiles named neither a magician's
category nor what a specialist brings, and the rules summary showed an arrow
the font has no glyph for.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game import i18n
from game.rules import registry
from game.rules.trickerion import tables as T
from game.rules.trickerion.state import DOWNTOWN, IDLE, THEATER, WORKSHOP
from game.scenes.tables.trickerion import TrickerionView, art, changes, drawing, rules_text
from game.scenes.tables.trickerion import texts as ttexts
from game.scenes.tables.trickerion.view import THEATER_DAY_RULE
from game.sprites import text as textmod
from tests.scenes import harness
from tests.support.trickerion_table import my_assignment, play_until, positions, table_and_hand

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def _repaint(view) -> None:
    view.layers.invalidate()
    view.painted = None
    view.draw(pygame.Surface((1920, 1080)))


def _labels_drawn(view, monkeypatch) -> list[str]:
    """Every text the board's painter writes in a whole repaint."""
    drawn: list[str] = []
    real = drawing.label

    def noting(surface, text, *a, **k):
        drawn.append(text)
        real(surface, text, *a, **k)

    monkeypatch.setattr(drawing, "label", noting)
    _repaint(view)
    return drawn


def test_a_used_downtown_die_looks_empty_and_says_how_to_use_it_again(app, drive, monkeypatch):
    """Playtest (known): a die used for coins went on showing "X" like a face; it is drawn sunk and
    dashed with the word "empty", and its tooltip says it can be set or rerolled."""
    table, hand = table_and_hand(app, drive)
    v = play_until(table, hand, drive, lambda v: v.view["turn"] > 0 and T.X_FACE in v.view["dice"])
    drawn: dict[str, list[str]] = {"die": [], "spent": []}
    monkeypatch.setattr(art, "die", lambda s, r, label, *a, **k: drawn["die"].append(label))
    monkeypatch.setattr(art, "spent_die", lambda s, r, label, *a, **k: drawn["spent"].append(label))
    _repaint(v)
    empty = [d for d in range(6) if v.view["dice"][d] == T.X_FACE]
    assert drawn["spent"] == ["empty"] * len(empty)
    assert "X" not in drawn["die"] and len(drawn["die"]) == 6 - len(empty)
    tip = v.tooltip_at(v.element_rect(("die", empty[0])).center)
    assert tip is not None and tip.startswith("Empty:") and "reroll" in tip


def test_a_spent_die_is_drawn_darker_than_a_live_one():
    pygame.font.init()
    live, spent = pygame.Surface((80, 60)), pygame.Surface((80, 60))
    rect = pygame.Rect(0, 0, 80, 60)
    art.die(live, rect, "", (120, 100, 60))
    art.spent_die(spent, rect, "", (120, 100, 60))
    assert sum(spent.get_at((40, 30))[:3]) < sum(live.get_at((40, 30))[:3]) * 0.6


def _no_room_at_downtown():
    """A seeded 2-player game (Dark Alley) steered to learn tricks until seat 0, in Downtown with AP
    left, has no room for another: then a trick's only click returns it to the Residence."""
    info = registry.get("trickerion")
    options = info.default_options(2)
    options["modules"] = "dark_alley"
    state = info.new_game(2, options, 1)
    rng = random.Random(1)
    while True:
        seat = state.to_act()[0]
        acts = state.legal_actions(seat)
        if seat == 0 and any(a.kind == "discard_trick" for a in acts):
            return state
        state.apply(seat, rng.choices(acts, [_steer(a) for a in acts])[0])


def _steer(a) -> float:
    """Learn whenever possible and go Downtown often; almost never throw a trick away or idle."""
    if a.kind == "learn":
        return 30
    if a.kind == "place" and a.get("loc") == DOWNTOWN:
        return 8
    return 0.02 if a.kind in ("discard_trick", "idle", "pass") else 1


def _click(view, pos) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        view.handle_event(pygame.event.Event(kind, pos=pos, button=1))


def test_one_click_on_a_trick_in_downtown_asks_before_returning_it():
    """Playtest: with AP left in Downtown and no room for a new trick, the tricks glowed; one click
    returned one to the Residence at once (its markers left the Theater).  Now the click opens a
    one-row chooser naming what would happen, and only that row returns the trick."""
    pygame.font.init()
    state = _no_room_at_downtown()
    ctx = harness.offline_context("trickerion", state, 0)
    sent: list = []
    ctx.submit = lambda a, **kw: sent.append(a)
    view = TrickerionView(ctx)
    key = next(k for k, acts in view.g.clicks.items() if [a.kind for a in acts] == ["discard_trick"])
    _click(view, view.element_rect(key).center)
    assert sent == [], "the click alone threw the trick away"
    assert view.chooser is not None and [r.action.kind for r in view.chooser] == ["discard_trick"]
    _click(view, view.chooser[0].rect.center)
    assert [a.kind for a in sent] == ["discard_trick"]


def test_the_hand_keeps_its_places_while_cards_go_to_the_characters(app, drive, monkeypatch):
    """Playtest: after the second Theater card went to a character the hand closed up, and the
    next click at the Market Row card's place took the Workshop card.  Every card keeps its place
    until the cards come back; a kind whose last card is out stays as an empty frame."""
    table, hand = table_and_hand(app, drive)
    v = play_until(table, hand, drive, my_assignment)
    places = {k: v.element_rect(k).copy() for k in v.geo.elements if k[0] == "card"}
    theater = ("card", 0)
    assert v.view["players"][0]["perm"][0] == 2
    for _ in range(2):
        drive.click_at(places[theater].center)
        drive.frame()
    me = v.view["players"][0]
    assert me["perm"][0] == 0 and theater not in v.g.clicks
    assert {k: v.element_rect(k) for k in places} == places, "the hand closed up"
    drawn = _labels_drawn(v, monkeypatch)
    assert ttexts.card_name(0) in drawn and ttexts.card_name(IDLE) in drawn  # the empty frame is named


def test_the_quick_order_going_back_is_not_announced_as_arriving():
    """Playtest: the end of the turn said "The quick order arrives: Cog" and framed the player's
    storage; the component went back to the supply (only Dubious Sources sends it to its owner)."""
    seen = 0
    old = None
    for state, _seat in positions(2, "dark_alley", 21):
        new = state.view(0)
        if old is not None and old["quick"] >= 0 and new["quick"] < 0:
            beats = changes.end_of_turn(old, new, 0, [1])
            (beat,) = [b for b in beats if "quick" in b.text.text]
            t = old["quick"]
            grew = new["players"][0]["components"][t] > old["players"][0]["components"][t]
            assert "arrives" not in beat.text.text
            assert beat.keys == ([("store", t)] if grew else [("comp", t)])
            seen += 1
        old = new
    assert seen > 0


def test_the_market_says_for_sale_not_a_count_that_reads_as_pieces_left():
    """Playtest: "in stock: 1" read as one piece left, though three may be bought; and the
    quick-ordered component said "in stock: 0" while it was for sale that turn."""
    assert ttexts.stock_word(1, False) == "for sale"
    assert ttexts.stock_word(0, True) == "quick order"
    assert ttexts.stock_word(0, False) == "order only"


def test_setup_tiles_name_the_magicians_category_and_what_a_specialist_brings(app, drive):
    """Playtest: the magician tiles said only the ability (not the category the starting trick
    comes from); the specialist tiles repeated their own title."""
    table, hand = table_and_hand(app, drive)
    v = play_until(table, hand, drive, lambda v: v.ctx.is_my_turn() and v.view.get("step") == "magician")
    tile = v.tiles[0]
    tip = v.tooltip_at(tile.rect.center)
    cat = ttexts.category_name(T.MAG_CAT[tile.action["magician"]])
    assert tip is not None and f"Favourite category: {cat}" in tip
    v = play_until(table, hand, drive, lambda v: v.ctx.is_my_turn() and v.view.get("step") == "specialist")
    for tile in v.tiles:
        tip = v.tooltip_at(tile.rect.center)
        assert tip is not None and "Backstage" in tip and tip != tile.label


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_every_character_of_the_rules_summary_has_a_glyph(lang):
    """Playtest: F1 showed "Downtown ▯ Market Row ▯ Dark Alley": the font has no arrow."""
    pygame.font.init()
    i18n.set_language(lang)
    try:
        text = "".join(title + body for title, body in rules_text.rules_summary())
    finally:
        i18n.set_language("en")
    f = textmod.font(16)

    def drawn(ch: str) -> bytes:
        return pygame.image.tobytes(f.render(ch, True, (255, 255, 255)), "RGBA")

    tofu = drawn("\ue000")  # a private-use character no font draws: the "missing" box
    missing = {ch for ch in set(text) if not ch.isspace() and drawn(ch) == tofu}
    assert not missing, missing
    assert "End of the game" in [t for t, _ in rules_text.rules_summary()]


def test_the_theater_says_your_first_character_there_picks_the_day_for_all(app, drive):
    """Playtest: the Magician went to Sunday's performance; the Apprentice could then only stand
    backstage on Sunday too, with 0 AP.  Until the player has a day, a Theater day and its slots
    say so (a slot's placements name the day they pick, once: not the day's rule again, second
    playtest e); once the day is taken the reminder goes."""
    table, hand = table_and_hand(app, drive)

    def placing_without_day(v) -> bool:
        th = v.view["theater"]
        return v.ctx.is_my_turn() and v.view["phase"] == "place" and 0 not in th["day_owner"]

    v = play_until(table, hand, drive, placing_without_day)
    rule = THEATER_DAY_RULE
    assert rule in v.tooltip_at(v.element_rect(("day", 3)).center)
    theater_slots = [k for k in v.g.clicks if k[0] == "slot" and k[1] == THEATER]
    slot_tip = v.tooltip_at(v.element_rect(theater_slots[0]).center)
    assert theater_slots and rule not in slot_tip
    assert "for all your Theater characters" in slot_tip or "0 AP there" in slot_tip
    v = play_until(table, hand, drive, lambda v: 0 in v.view["theater"]["day_owner"])
    assert rule not in v.tooltip_at(v.element_rect(("day", 3)).center)


def test_the_reward_die_is_named_beside_its_face(app, drive, monkeypatch):
    """Playtest: "Spell die: scroll" stood over a reward's text with no name: which die was that?"""
    table, hand = table_and_hand(app, drive)
    v = play_until(table, hand, drive, lambda v: v.view["turn"] > 0)
    drawn = _labels_drawn(v, monkeypatch)
    reward = ttexts.reward_text(v.view["mage"]["reward_die"])
    assert f"Reward die: {reward}" in drawn


def test_a_character_in_the_workshop_is_drawn_there(monkeypatch):
    """Playtest: the Magician sent to the Workshop showed only dimmed in the team row; the
    Workshop box stayed an empty "+0"."""
    pygame.font.init()

    def workers(me) -> list[str]:
        return [
            ttexts.char_mark(k)
            for ci, k in enumerate(me["chars"][: min(len(me["placed"]), len(me["assign"]))])
            if me["placed"][ci] and drawing.card_location(me["assign"][ci]) == WORKSHOP
        ]

    state = next(st for st, _seat in positions(2, "arcane_arts", 11) if workers(st.view(0)["players"][0]))
    view = TrickerionView(harness.offline_context("trickerion", state, 0))
    small: list[str] = []
    real = art.figure

    def noting(col, letter, size, *a, **k):
        if size[1] == 36:  # the Workshop's small figures (the team row's are taller)
            small.append(letter)
        return real(col, letter, size, *a, **k)

    monkeypatch.setattr(art, "figure", noting)
    _repaint(view)
    assert small == workers(state.view(0)["players"][0])


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_every_phase_word_fits_its_box_at_a_readable_size(lang):
    """Playtest (pl): equal boxes shrank "Rozmieszczanie" (Placement) to a tiny font on the track."""
    pygame.font.init()
    state, _seat = next(positions(2, "dark_alley", 3))
    view = TrickerionView(harness.offline_context("trickerion", state, 0))
    i18n.set_language(lang)
    try:
        track = view.geo.slots["phases"]
        boxes = drawing.phase_boxes(track)
        for ph, box in zip(ttexts.PHASE_TRACK, boxes, strict=True):
            width, _h = textmod.measure(ttexts.phase_name(ph), 14, 10_000, bold=True)
            assert width <= box.w - 6, (ph, width, box.w)
    finally:
        i18n.set_language("en")
    assert track.contains(boxes[0].union(boxes[-1]))


def test_the_board_under_the_setup_tiles_explains_nothing(app, drive):
    """Playtest (Polish, 7 Dec): while the setup tiles covered the board, the pointer on an empty
    spot of their panel showed the tooltip of the Downtown die under it ("not rolled yet")."""
    table, hand = table_and_hand(app, drive)
    v = play_until(table, hand, drive, lambda v: v.ctx.is_my_turn() and v.view.get("step") == "specialist")
    assert v.tiles
    under = v.element_rect(("die", 0)).clip(v.tiles_box())
    spot = next(
        (x, y)
        for x in range(under.left, under.right)
        for y in range(under.top, under.bottom)
        if not any(t.rect.collidepoint((x, y)) for t in v.tiles)
    )
    assert v.tooltip_at(spot) is None
