"""Trickerion's table as a first-time player met it in German (1920x1080) and Polish (1280x720),
brief trplay; each finding played through the table view with real mouse events.

1. Downtown's Learn, Hire and Take Coins rows named no AP, while a reroll and a set die did; Learn's
   rows, one per Residence die, read the same twice;
2. the board's list of Downtown's AP costs stayed alike whatever the character there had left;
3. a trick the Workshop would not prepare (a ready marker left) said nothing of why;
4. a click on stored Wood moved it to the Manager for 1 AP, no question asked; the storage showed
   one of two Manager piles of one type;
5. a performance card's bonus read "1 Ruhm, 1 Münzen, 0 Splitter";
6. at 1280x720 the names under the team's figures were 5 px tall ("Iluzjonista", "Pomocnik").
"""

from __future__ import annotations

import re

import pygame
import pytest

from game import i18n
from game.rules.trickerion.codes import DOWNTOWN, WORKSHOP
from game.scenes.tables.trickerion import art, texts
from game.scenes.tables.trickerion.drawing import held_components
from game.sprites import scale
from game.sprites import text as textmod
from tests.support.trickerion_table import first_position, play_until, sending_view, table_and_hand

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def click(view, pos: tuple[int, int]) -> None:
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def acting_in(loc: int, also=lambda state, seat: True):
    """The first seeded position where the seat to act has a character spending AP at ``loc``."""

    def wanted(state, seat) -> bool:
        here = state.phase == "act" and state.cur == seat and state.act_char >= 0 and state.act_loc == loc
        return here and not state.pend and also(state, seat)

    return first_position(wanted, seeds=range(1, 60))


# ---------------------------------------------------------------- 1. Downtown's rows with their AP


def kinds(state, seat) -> set[str]:
    return {a.kind for a in state.legal_actions(seat)}


def test_take_coins_hire_and_learn_rows_name_their_ap_and_learn_rows_read_apart():
    """A click on the Bank die, an Inn die and a trick deck: their rows all end with the AP the
    engine will take ("(3 AP)"), as the reroll's and set die's rows did, and no two read alike."""
    state, seat = acting_in(DOWNTOWN, lambda st, s: {"coins", "hire", "learn"} <= kinds(st, s))
    view, sent = sending_view(state, seat)
    legal = state.legal_actions(seat)
    keys = {
        "coins": ("die", next(a["die"] for a in legal if a.kind == "coins")),
        "hire": ("die", next(a["die"] for a in legal if a.kind == "hire")),
        "learn": next(k for k, acts in view.g.clicks.items() if any(a.kind == "learn" for a in acts)),
    }
    for kind, key in keys.items():
        before = len(sent)
        click(view, view.element_rect(key).center)
        if view.chooser is None:  # the element's only action went at once
            labels = [view.label_of(a) for a in sent[before:]]
        else:
            labels = [r.label for r in view.chooser if r.action is not None and r.action.kind == kind]
            every = [r.label for r in view.chooser]
            assert len(set(every)) == len(every), f"two rows in the same words: {every}"
            view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
        assert labels and all(re.search(r"\(\d+ AP\)$", label) for label in labels), (kind, labels)


def test_two_residence_dice_alike_offer_each_trick_once():
    """Both Residence dice on one face: the engine lists a Learn per die, which read alike ("Learn
    the Living Piano - Residence die (Optical) (3 AP)" twice, playtest 7 Dec); the chooser, the
    "all options" drawer and the element's tooltip show each once, and a row still learns."""

    def alike(state, seat) -> bool:
        return state.dice[0] == state.dice[1] and "learn" in kinds(state, seat)

    state, seat = acting_in(DOWNTOWN, alike)
    view, sent = sending_view(state, seat)
    key = next(k for k, acts in view.g.clicks.items() if any(a.kind == "learn" for a in acts))
    learns = [a for a in view.g.clicks[key] if a.kind == "learn"]
    tricks = {a["trick"] for a in learns}
    assert len(learns) > len(tricks)  # the engine's list does carry a row per die
    click(view, view.element_rect(key).center)
    rows = [r for r in view.chooser or [] if r.action is not None and r.action.kind == "learn"]
    assert sorted(r.action["trick"] for r in rows) == sorted(tricks)
    assert len({r.label for r in view.chooser}) == len(view.chooser)
    tip = view.tooltip_at(view.element_rect(key).center) if view.chooser is None else None
    assert tip is None or len(set(tip.split("\n"))) == len(tip.split("\n"))
    click(view, rows[0].rect.center)
    assert sent[-1] == rows[0].action and state.is_legal(seat, sent[-1])
    view.drawer_open = True
    drawn = [view.label_of(a) for a in view.options()]
    assert len(set(drawn)) == len(drawn) and len(drawn) < len(state.legal_actions(seat))


# ---------------------------------------------------------------- 2. the AP list greys what is out of reach


def downtown_rows_drawn(view, monkeypatch) -> dict[str, tuple[int, ...]]:
    """Downtown's AP list as the whole board paints it: each row's words and colour."""
    drawn: dict[str, tuple[int, ...]] = {}
    real = textmod.draw_text
    costs = view.geo.slots["dt_costs"]

    def noting(surface, text, rect, size=22, colour=(0, 0, 0), **kw):
        if costs.contains(pygame.Rect(rect)):
            drawn[text] = tuple(colour)
        return real(surface, text, rect, size, colour, **kw)

    monkeypatch.setattr(textmod, "draw_text", noting)
    view.layers.invalidate()
    view.painted = None
    view.draw(pygame.Surface((1920, 1080)))
    monkeypatch.undo()
    return drawn


def test_downtown_ap_list_greys_the_actions_the_character_there_cannot_pay(monkeypatch):
    state, seat = acting_in(DOWNTOWN, lambda st, s: 0 < st.act_ap < 3)
    view, _sent = sending_view(state, seat)
    rows = downtown_rows_drawn(view, monkeypatch)
    assert len(rows) == 5
    for text, colour in rows.items():
        cost = int(text.split()[-2])
        assert colour == (art.INK if cost <= state.act_ap else art.GREYED), (text, state.act_ap)


def test_downtown_ap_list_is_plain_while_no_character_acts_there(monkeypatch):
    state, seat = acting_in(WORKSHOP)
    view, _sent = sending_view(state, seat)
    assert set(downtown_rows_drawn(view, monkeypatch).values()) == {art.DIM_INK}


# ---------------------------------------------------------------- 3. why a trick is not prepared


def test_a_workshop_trick_with_a_ready_marker_says_why_it_is_not_prepared():
    def ready_trick(st, s) -> bool:
        return any(st.p[s].sym_trick[k] >= 0 and st.p[s].sym_ready[k] > 0 for k in range(4))

    state, seat = acting_in(WORKSHOP, ready_trick)
    view, _sent = sending_view(state, seat)
    sym = next(k for k in range(4) if state.p[seat].sym_trick[k] >= 0 and state.p[seat].sym_ready[k] > 0)
    assert not any(a.kind == "prepare" and a["sym"] == sym for a in state.legal_actions(seat))
    tip = view.tooltip_at(view.element_rect(("trick", sym)).center)
    assert "ready marker" in tip and "prepared again once it has none" in tip, tip


def test_a_trick_that_can_be_prepared_has_no_such_note():
    def preparable(st, s) -> bool:
        return any(a.kind == "prepare" for a in st.legal_actions(s))

    state, seat = acting_in(WORKSHOP, preparable)
    view, _sent = sending_view(state, seat)
    sym = next(a["sym"] for a in state.legal_actions(seat) if a.kind == "prepare")
    assert "Not now" not in view.tooltip_at(view.element_rect(("trick", sym)).center)


# ---------------------------------------------------------------- 4. components to the Manager


def test_a_click_on_stored_components_asks_before_moving_them_to_the_manager():
    """The click opens a chooser naming the pile; only its row moves them (1 AP)."""
    state, seat = acting_in(WORKSHOP, lambda st, s: "move_comp" in kinds(st, s))
    view, sent = sending_view(state, seat)
    move = next(a for a in state.legal_actions(seat) if a.kind == "move_comp")
    click(view, view.element_rect(("store", move["comp"])).center)
    assert sent == [], "a click alone moved components to the Manager"
    rows = [r for r in view.chooser or [] if r.action is not None and r.action.kind == "move_comp"]
    assert rows and all("Manager" in r.label and r.label.endswith("(1 AP)") for r in rows)
    assert len({r.label for r in rows}) == len(rows), "two piles offered in the same words"
    click(view, rows[0].rect.center)
    assert sent == [rows[0].action]


def test_the_storage_counts_both_manager_piles_of_one_type(monkeypatch):
    state, seat = acting_in(WORKSHOP, lambda st, s: "move_comp" in kinds(st, s))
    view, _sent = sending_view(state, seat)
    t = next(a["comp"] for a in state.legal_actions(seat) if a.kind == "move_comp")
    view.view["players"][seat]["manager"] = [[t, 2], [t, 2]]  # as after Wood went to both piles
    drawn: list[str] = []
    real = textmod.draw_text
    box = view.geo.elements[("store", t)]

    def noting(surface, text, rect, *args, **kw):
        if box.contains(pygame.Rect(rect)):
            drawn.append(text)
        return real(surface, text, rect, *args, **kw)

    monkeypatch.setattr(textmod, "draw_text", noting)
    view.layers.invalidate()
    view.painted = None
    view.draw(pygame.Surface((1920, 1080)))
    assert any(text.endswith("+4M") for text in drawn), drawn
    assert held_components(view.view["players"][seat])[t] >= 6  # each pile counts one more


# ---------------------------------------------------------------- 5. a card's bonus in words


def test_a_performance_cards_bonus_names_only_what_it_gives_in_good_german():
    state, seat = acting_in(WORKSHOP)
    view, _sent = sending_view(state, seat)
    i18n.set_language("de")
    try:
        card = next(k for k in view.geo.elements if k[0] == "perf")
        tip = view.tooltip_at(view.element_rect(card).center)
    finally:
        i18n.set_language("en")
    bonus = next(line for line in tip.splitlines() if line.startswith("Kartenbonus"))
    assert "1 Münzen" not in bonus and "0 " not in bonus, bonus


# ---------------------------------------------------------------- 6. the team's names at 720p


def test_the_names_under_the_team_at_1280x720_are_readable_and_apart(app, drive, monkeypatch):
    """The app's window is 1280x720: in Polish each figure's name is drawn at least ``MIN_PX`` tall
    on screen, and no two names' boxes overlap ("IluzjonistaPomocnik")."""
    i18n.set_language("pl")
    try:
        table, hand = table_and_hand(app, drive, modules="dark_alley", seed=3)
        view = play_until(table, hand, drive, lambda v: v.view["phase"] == "assign" and v.ctx.is_my_turn())
        me = view.view["players"][view.bottom]
        names = {texts.team_name(me["chars"], ci) for ci in range(len(me["chars"]))}
        shown: list[tuple[str, pygame.Rect, int]] = []
        real = textmod.draw_text

        def noting(surface, text, rect, size=22, colour=(0, 0, 0), **kw):
            if text in names:
                k = scale.scale_of(surface)
                box = scale.px_rect(pygame.Rect(rect), k)
                floor = scale.px(kw.get("min_size") or size, k)
                options = (kw.get("bold", False), kw.get("wrap_lines", True), 1.0, "sans")
                shown.append(
                    (
                        text,
                        pygame.Rect(rect),
                        textmod.fit_size(text, box, scale.px(size, k), floor, *options)[0],
                    )
                )
            return real(surface, text, rect, size, colour, **kw)

        monkeypatch.setattr(textmod, "draw_text", noting)
        view.layers.invalidate()
        view.painted = None
        app.render(pygame.Surface((1280, 720)))
        monkeypatch.undo()
    finally:
        i18n.set_language("en")
    team = [s for s in shown if s[1].y > 780]  # under the figures, not in the log
    assert len(team) >= len(me["chars"]) >= 2, team
    assert all(px >= art.MIN_PX for _t, _r, px in team), team
    boxes = sorted((r for _t, r, _p in team), key=lambda r: r.x)
    assert all(not a.colliderect(b) for a, b in zip(boxes, boxes[1:], strict=False)), boxes


# ---------------------------------------------------------------- 7. no tooltip in a row's own words


def test_a_button_whose_tooltip_would_only_repeat_it_opens_none():
    """The German playtest: "Werbung: 3 Münzen für 2 Ruhm zahlen" opened a box saying the same over
    the board; a row's tooltip now shows only when it says more (the whole label, a card's text)."""
    state, seat = first_position(lambda st, s: any(a.kind == "advertise" for a in st.legal_actions(s)))
    view, _sent = sending_view(state, seat)
    row = next(r for r in view.buttons if r.action is not None and r.action.kind == "advertise")
    assert row.label == view.label_of(row.action)
    assert view.tooltip_at(row.rect.center) is None
