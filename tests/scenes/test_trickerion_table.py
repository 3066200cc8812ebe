"""Trickerion's table: every legal action has a place on the table, and games play by mouse.

The reach check walks seeded games (2 players with Dark Alley and Arcane Arts,
solo against the Heir, 4 players) and asks the view, at each decision, for the
gestures that reach each legal action -- an element click (and its chooser),
a drag, a prompt-bar button or a tile -- and that each gesture has a rectangle
on the table.  The play tests then drive the real table scene with mouse
events only: the scripted hand picks one of the view's routes, performs it,
and checks the scene received exactly that action.
"""

from __future__ import annotations

import pygame
import pytest

from game.i18n import tr
from game.rules.base import Event, Msg
from game.rules.trickerion.state import SPECIAL_BASE
from game.scenes.table_api import PLAY_AREA
from game.scenes.tables.trickerion import TrickerionView
from game.scenes.tables.trickerion import texts as ttexts
from tests.scenes.harness import start_table
from tests.support.trickerion_table import (
    Hand,
    context,
    play_seat,
    play_until,
    positions,
    texts_drawn,
    with_modules,
)

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.mark.parametrize(
    ("players", "modules", "seed"),
    [
        (2, "arcane_arts", 11),
        (2, "arcane_arts", 12),
        (1, "dark_alley", 13),
        (1, "arcane_arts", 14),
        (4, "dark_alley", 15),
    ],
)
def test_every_legal_action_has_a_place_on_the_table(players, modules, seed):
    pygame.font.init()
    view = None
    checked = 0
    kinds = set()
    for n, (state, seat) in enumerate(positions(players, modules, seed)):
        if n % 2:
            continue
        ctx = context(state, seat)
        if view is None:
            view = TrickerionView(ctx)
        else:
            view.refresh(ctx)
        routes = view.routes()
        missing = set(ctx.legal) - set(routes)
        assert not missing, missing
        for action, ways in routes.items():
            kinds.add(action.kind)
            for how, what in ways:
                if how == "click":
                    rect = view.element_rect(what)
                    assert rect is not None and PLAY_AREA.contains(rect), (action, what)
                elif how == "drag":
                    for key in what:
                        rect = view.element_rect(key)
                        assert rect is not None and PLAY_AREA.contains(rect), (action, key)
                else:
                    assert PLAY_AREA.contains(what.rect), (action, what.label)
        assert all(a.kind not in ("place", "setup", "buy", "prepare", "learn") for a in view.g.tiles)
        for key, acts in view.g.clicks.items():  # a crowded element's chooser stays on the table
            if len(acts) > 1:
                view.dd.on_click(key)  # what a click on the element does
                # one row per label: actions that read alike (two dice on one face) do the same
                assert [r.action for r in view.chooser] == view.distinct(acts)
                assert {view.label_of(r.action) for r in view.chooser} == {view.label_of(a) for a in acts}
                assert all(PLAY_AREA.contains(r.rect) for r in view.chooser), key
                view.chooser = None
        for rect in view.geo.elements.values():  # every element explains itself without failing
            view.tooltip_at(rect.center)
        checked += 1
    assert checked > 20
    assert {"place", "assign"} <= kinds


# --------------------------------------------------------------------------- the real scene


@pytest.mark.slow
def test_two_players_with_dark_alley_and_arcane_arts_play_a_whole_game_by_mouse(app, drive):
    table = start_table(app, "trickerion", ("human", "bot"), seed=5, options=with_modules("arcane_arts"))
    assert isinstance(table.view, TrickerionView)
    hand = Hand(app, drive, table, seed=5).play_to_end(6000)
    assert table.state.is_over()
    assert hand.used.get("drag", 0) > 3 and hand.used.get("click", 0) > 10
    assert {seat for seat, _ in table.actions} == {0, 1}


@pytest.mark.slow
def test_solo_game_against_the_heir_by_mouse(app, drive):
    options = with_modules("dark_alley", difficulty="easy")
    table = start_table(app, "trickerion", ("human",), seed=7, options=options)
    assert table.view.view["heir"] == 1
    hand = Hand(app, drive, table, seed=7).play_to_end(6000)
    assert table.state.is_over()
    assert hand.used.get("drag", 0) + hand.used.get("click", 0) > 20


def test_keyboard_tab_and_enter_choose_a_setup_offer_and_open_a_chooser(app, drive):
    """The keyboard path: Tab reaches the tiles and the board's elements, Enter presses or opens a chooser."""
    table = start_table(app, "trickerion", ("human", "bot"), seed=5, options=with_modules("arcane_arts"))
    assert drive.until(lambda: table.view.ctx.is_my_turn(), timeout=20)
    v = table.view
    assert v.g.tiles and v.view["phase"] == "setup"
    first = v.tiles[0].action
    done = len(table.actions)
    drive.key(pygame.K_TAB)
    drive.key(pygame.K_RETURN)
    assert [a for seat, a in table.actions[done:] if seat == 0][:1] == [first]
    hand = Hand(app, drive, table, seed=2)
    for _ in range(300):
        v = table.view
        if v.ctx.is_my_turn() and v.view["phase"] == "act" and any(len(a) > 1 for a in v.g.clicks.values()):
            break
        hand.step()
    v = table.view
    keys = [s.id for s in v.dd.sources if v.dd.clickable(s.id)]
    target = next(i for i, k in enumerate(keys) if len(v.g.clicks.get(k, [])) > 1)
    for _ in range(target + 1):
        drive.key(pygame.K_TAB)
    drive.key(pygame.K_RETURN)
    assert v.chooser is not None
    expected = v.chooser[1].action
    done = len(table.actions)
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_RETURN)
    assert [a for seat, a in table.actions[done:] if seat == 0][:1] == [expected]


def test_illegal_drop_snaps_back_with_the_engines_reason(app, drive):
    table = start_table(app, "trickerion", ("human", "bot"), seed=5, options=with_modules("arcane_arts"))
    hand = Hand(app, drive, table, seed=1)
    for _ in range(400):
        v = table.view
        if v.ctx.is_my_turn() and v.view["phase"] == "place" and v.g.drags:
            break
        hand.step()
    v = table.view
    src = next(k for k in v.g.drags if k[0] == "char")
    closed = next(k for k in v.geo.elements if k[0] == "slot" and k not in v.g.drags[src] and k[1] in (1, 2))
    done = len(table.actions)
    hand.drag(v.element_rect(src), v.element_rect(closed))
    assert len(table.actions) == done
    assert table.error  # the engine's refusal, translated, in the scene's error line


def test_nothing_of_another_seats_hidden_assignment_is_drawn(app, drive, monkeypatch):
    """Pass-and-play privacy: seat 1 at the screen sees seat 0's assigned cards only face down."""
    table = start_table(app, "trickerion", ("human", "human"), seed=9, options=with_modules("dark_alley"))
    hand = Hand(app, drive, table, seed=3)
    state = table.state
    for _ in range(600):
        if state.phase == "assign" and state.p[0].done_assign and not state.p[1].done_assign:
            break
        if drive.scene_id() == "handoff":
            drive.key(pygame.K_RETURN)
            continue
        v = table.view
        if v.ctx.viewer == 0 or state.phase != "assign":
            hand.step() if v.ctx.viewer == 0 else play_seat(table, drive)
        else:
            play_seat(table, drive)
        state = table.state
    if drive.scene_id() == "handoff":
        drive.key(pygame.K_RETURN)
    assert state.phase == "assign" and table.viewer == 1
    secret = {ttexts.card_name(c) for c in state.p[0].assign if c >= 0}
    secret |= {ttexts.card_name(SPECIAL_BASE + s) for s in state.p[0].specials}
    assert secret
    v = table.view
    drawn = texts_drawn(v, monkeypatch, whole=True)
    strip = v.element_rect(("opp", 0))
    assert strip is not None
    shown = [t for t, r in drawn if strip.colliderect(r)]
    assert not secret & set(shown), shown
    tips = {
        v.tooltip_at((x, y))
        for x in range(strip.left, strip.right, 8)
        for y in range(strip.top, strip.bottom, 8)
    }
    assert not any(s in (t or "") for s in secret for t in tips)


def test_rare_action_kinds_have_their_own_place_too():
    """Kinds the seeded games above seldom reach (durable markers, possession, swaps, the sale,
    the Apprentice's trade, fate) are anchored by rule, not left to the drawer."""
    from game.rules.base import Action
    from game.rules.trickerion import tables as T
    from game.scenes.tables.trickerion import gestures
    from game.scenes.tables.trickerion.geometry import compute

    state, seat = next((s, p) for s, p in positions(2, "arcane_arts", 11) if s.phase == "act")
    view = state.view(seat)
    card = next(i for i, c in enumerate(view["theater"]["cards"]) if c >= 0)
    pos = T.PERF_SLOTS[view["theater"]["cards"][card]][0]
    rare = [
        Action("durable", sym=0),
        Action("possess", card=card),
        Action("swap", a=card, b=card + 1),
        Action("street", card=card, pos=pos),
        Action("resched", card=card, pos=pos),
        Action("sale_pick", comp=3),
        Action("invest", comp=2),
        Action("fate", pending=1),
        Action("discard_trick", sym=1),
    ]
    g = gestures.build(view, rare + [Action("talent", character=1), Action("sale_pay", bargain=0)], seat)
    elements = compute(view, seat).elements
    for action in rare:
        keys = [k for k, acts in g.clicks.items() if action in acts]
        assert keys and all(k in elements for k in keys), action
    assert [a.kind for a in g.tiles] == ["talent"] and [a.kind for a in g.buttons] == ["sale_pay"]


def test_all_options_drawer_lists_every_legal_action_and_works_by_keyboard(app, drive):
    """The accessibility drawer: the generic list of legal actions, opened by its button, driven by keys."""
    table = start_table(app, "trickerion", ("human", "bot"), seed=5, options=with_modules("arcane_arts"))
    assert drive.until(lambda: table.view.ctx.is_my_turn(), timeout=20)
    v = table.view
    toggle = next(r for r in v.buttons if r.action is None)
    drive.click_at(toggle.rect.center)
    assert v.drawer_open
    rows = [r.action for r in v.drawer_rows() if r.action is not None]
    assert rows == v.ctx.legal[: len(rows)]
    done = len(table.actions)
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_RETURN)
    assert [a for seat, a in table.actions[done:] if seat == 0][:1] == [rows[1]]
    assert not table.view.drawer_open


def test_what_a_move_changed_lights_up_so_bot_moves_can_be_followed():
    """After a placement by the other seat, the slot it took is lit for the viewer, and the
    glow neither holds the bots nor makes the table busy (a busy table spends a click on skipping)."""
    from game.scenes.tables.trickerion import changes

    pygame.font.init()
    for state, seat in positions(2, "arcane_arts", 11):
        if state.phase == "place" and seat == 1:
            act = next(a for a in state.legal_actions(1) if a.kind == "place" and a["loc"] in (1, 2, 4))
            before = state.view(0)
            ctx = context(state, 0)
            ctx.settings = {"animation_speed": "normal"}
            view = TrickerionView(ctx)
            state.apply(1, act)
            after = context(state, 0)
            after.settings = {"animation_speed": "normal"}
            view.refresh(after)
            assert ("slot", act["loc"], act["slot"]) in changes.changed(before, state.view(0), 0)
            assert ("slot", act["loc"], act["slot"]) in view.lit and not view.busy()  # decoration only
            view.skip_animations()
            assert not view.lit and not view.busy()
            return
    raise AssertionError("no placement by seat 1 in the seeded game")


@pytest.mark.slow
@pytest.mark.parametrize(
    ("players", "modules", "seed", "viewer"),
    [(4, "dark_alley,arcane_arts", 5, 0), (1, "dark_alley", 13, 0), (2, "arcane_arts", 12, 1)],
)
def test_board_repainted_by_region_equals_a_full_repaint(players, modules, seed, viewer):
    """Frame time: after a move only the regions whose view fields changed are repainted.  A region
    whose fields were listed too narrowly would keep stale pixels; so along a seeded game the kept
    board must equal, pixel for pixel, the board painted whole from scratch."""
    from game.scenes.tables.trickerion.drawing import Painter, background
    from game.scenes.tables.trickerion.layers import REGIONS

    pygame.font.init()
    size = (1920, 1080)
    view = None
    repainted = 0
    for n, (state, _seat) in enumerate(positions(players, modules, seed)):
        ctx = context(state, viewer)
        if view is None:
            view = TrickerionView(ctx)
        else:
            view.refresh(ctx)
        before = dict(view.layers.signs)
        view.draw(pygame.Surface(size))
        repainted += sum(before.get(k) != sign for k, sign in view.layers.signs.items())
        if n % 7:
            continue
        whole = background(size).copy()
        painter = Painter(ctx.view, view.geo, view.bottom, list(ctx.names), False)
        for region in REGIONS:  # each region paints inside its own rectangle only
            whole.set_clip(view.geo.slots[region])
            getattr(painter, region)(whole)
        whole.set_clip(None)
        kept = view.layers.surface
        assert kept is not None
        assert pygame.image.tobytes(kept.raw, "RGB") == pygame.image.tobytes(whole, "RGB"), (n, state.phase)
        if n > 280:
            break
    assert repainted < len(REGIONS) * (n + 1) * 0.7  # most regions are left alone after a move


@pytest.mark.slow
def test_assignment_reveal_turns_the_cards_over_together_and_a_click_skips_it(app, drive):
    """At normal speed the reveal is a step of its own: the opponent's cards turn face up together
    (their backs narrow over the faces) with the log's words in a banner; bots wait; a click skips."""
    table = start_table(
        app, "trickerion", ("human", "bot"), seed=5, speed="normal", options=with_modules("arcane_arts")
    )
    hand = Hand(app, drive, table, seed=5)
    v = play_until(table, hand, drive, lambda v: any(s.flips for s in v.steps))
    reveal = next(s for s in v.steps if s.flips)
    assert reveal.caption == "The assignment cards are revealed."
    strip = v.element_rect(("opp", 1))
    assert strip is not None and all(strip.contains(f.rect) for f in reveal.flips)
    assert len(reveal.flips) == sum(c not in (None, "card") for c in v.view["players"][1]["assign"])
    assert v.busy() and v.step_at >= 0
    v.update(0.1)
    v.draw(pygame.Surface((1920, 1080)))  # the banner and the turning cards draw
    drive.click_at(PLAY_AREA.center)
    assert not v.steps and not v.busy()


@pytest.mark.slow
def test_end_of_turn_plays_as_steps_each_from_the_log_and_instant_skips_them(app, drive):
    """The end of a turn (wages, performance cards leaving and arriving, the new prophecy) is a
    sequence of steps whose captions are the log's lines; at "instant" no step waits."""
    table = start_table(
        app, "trickerion", ("human", "bot"), seed=5, speed="normal", options=with_modules("dark_alley")
    )
    hand = Hand(app, drive, table, seed=5)

    def ends(v) -> bool:
        return any(s.caption.startswith("Turn ") and s.caption.endswith(" ends.") for s in v.steps)

    v = play_until(table, hand, drive, ends, 4000)
    captions = [s.caption for s in v.steps]
    log = [tr(line.text, table.names) for line in table.log]
    assert len(captions) >= 2
    # the engine's events in the log's words; what it tells no event of is derived (test_trickerion_play)
    derived = ("The characters come home", "The ordered components", "The quick-ordered", "The Mage's wagon")
    assert all(c in log or c.startswith(derived) for c in captions), (captions, log[-12:])
    assert any(s.keys for s in v.steps)
    for _ in range(3):  # the steps play in order at normal speed
        shown = v.step_at
        v.update(0.81)
        assert v.step_at == min(shown + 1, len(captions) - 1) or not v.steps
    v.skip_animations()
    assert not v.steps
    v.anim.set_speed("instant")
    v.on_events([Event("end_turn", None, {"turn": 1}, text=Msg("Turn {turn} ends.", turn=1))])
    assert not v.steps and not v.busy()


def test_ap_shown_while_dragging_is_the_engines_with_a_prophecy_changing_base_ap(app, drive, monkeypatch):
    """A prophecy that sets every character's base AP must show in the badges on the glowing slots
    while a character is held (the printed base AP plus the slot's modifier would be wrong)."""
    from game.rules.trickerion import tables as T
    from game.scenes.tables.trickerion import art
    from game.scenes.tables.trickerion.view import placed_ap

    table = start_table(app, "trickerion", ("human", "bot"), seed=5, options=with_modules("dark_alley"))
    hand = Hand(app, drive, table, seed=5)
    play_until(table, hand, drive, lambda v: v.ctx.is_my_turn() and v.view["phase"] == "place" and v.g.drags)
    table.state.active = T.PROPH_KIND.index("base_ap")
    table.refresh()
    v = table.view
    src = next(k for k in v.g.drags if k[0] == "char")
    a, mid = app.to_window(v.element_rect(src).center), app.to_window(PLAY_AREA.center)
    drive.frame(
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
        ]
    )
    drive.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(9, 9), buttons=(1, 0, 0))])
    assert v.dd.held is not None and v.dd.held.id == src
    shown: list[tuple[tuple[int, int], str]] = []
    real = art.badge
    monkeypatch.setattr(
        art,
        "badge",
        lambda surface, at, text, *rest: shown.append((at, text)) or real(surface, at, text, *rest),
    )
    v.draw(pygame.Surface((1920, 1080)))
    value = T.PROPH_EFFECT[table.state.active]["value"]
    wanted = {}
    for tgt, acts in v.g.drags[src].items():
        plain = [x for x in acts if not x["boost"] and x.get("sa") != 1] or acts
        rect = v.element_rect(tgt)
        wanted[(rect.right - 4, rect.y + 4)] = str(placed_ap(table.state.describe(plain[0])))
        if tgt[1] in (1, 2, 4) and tgt[2] < 4 and not plain[0]["boost"]:
            assert wanted[(rect.right - 4, rect.y + 4)] == str(value + T.SLOT_MODS[tgt[2]])
    assert wanted and all(shown_text == wanted[at] for at, shown_text in shown if at in wanted)
    assert set(wanted) <= {at for at, _ in shown}


def test_right_click_opens_a_large_view_of_an_opponents_strip_and_a_click_closes_it(app, drive):
    """Right-clicking an opponent's strip (or a performance card, a trick) opens its full text at
    reading size; the next click only closes it (no action is taken)."""
    table = start_table(app, "trickerion", ("human", "bot"), seed=5, options=with_modules("arcane_arts"))
    hand = Hand(app, drive, table, seed=5)
    v = play_until(table, hand, drive, lambda v: v.ctx.is_my_turn() and v.view["phase"] == "place")
    strip = v.element_rect(("opp", 1))
    at = app.to_window(strip.center)
    drive.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=3)])
    assert v.zoom is not None and v.zoom == v.tooltip_at(strip.center)
    assert "Magician" in v.zoom  # the full list of its characters and tricks
    v.draw(pygame.Surface((1920, 1080)))
    done = len(table.actions)
    src = next(k for k in v.g.clicks)
    hand.click(v.element_rect(src))
    assert v.zoom is None and len(table.actions) == done and v.chooser is None
