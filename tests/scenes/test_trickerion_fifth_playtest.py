"""Trickerion's table as the fifth playtest met it (German, 1920x1080, a save loaded at turn 6).

1. Every trick on the board glowed while the Apprentice acted in the Workshop, Spirit Hand too,
   which lacked its components; its tooltip said only "Not now: components missing", and its one
   row read "Move Spirit Hand to the Engineer": no AP (it takes 1), and not a word that the Rabbit
   on the Engineer's slot would go to Spirit Hand's place.  Linking Rings' rows, "Prepare Linking
   Rings" and its move, named no AP either, though preparing costs each trick its own 1-3 AP
   (every row that spends AP now names it, guarded in tests/rules/trickerion/test_texts.py).
2. The log then said "Anna moves a trick to the Engineer." without naming it, though tricks are
   public.
3. At the Market Row stored Metal (3 of 3) glowed; its tooltip named the tricks needing Metal and
   nothing of the discard a click offered.
4. A purchase left 2 coins for 3 coins of wages; nothing on the table said what was due, and only
   the log, at the turn's end, told of the 2 Fame lost.
"""

from __future__ import annotations

import re

import pytest

from game.rules.trickerion import tables as T
from game.rules.trickerion.codes import ENGINEER_SLOT, WORKSHOP
from game.rules.trickerion.workshop import MOVE_AP
from tests.support.trickerion_table import first_position, sending_view, texts_drawn

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def in_workshop_with(kind: str, also=lambda state, seat: True):
    """The first seeded position where the seat acts in the Workshop and may make a ``kind`` move."""

    def wanted(state, seat) -> bool:
        here = state.phase == "act" and state.cur == seat and state.act_char >= 0
        if not here or state.act_loc != WORKSHOP or state.pend:
            return False
        return any(a.kind == kind for a in state.legal_actions(seat)) and also(state, seat)

    return first_position(wanted, seeds=range(1, 80))


def on_engineer(state, seat) -> int | None:
    p = state.p[seat]
    return next((s for s in range(4) if p.sym_trick[s] >= 0 and p.sym_slot[s] == ENGINEER_SLOT), None)


def trick_name(state, seat, sym: int) -> str:
    return T.TRICK_NAME[state.p[seat].sym_trick[sym]]


def test_moving_a_trick_to_the_engineer_names_its_ap_and_the_trick_it_swaps_with():
    """Rulebook, Workshop: Move Tricks costs 1 AP and swaps with the trick already on the Engineer's
    slot.  The row says both, and after the move the named trick holds the moved one's old slot."""
    state, seat = in_workshop_with("move_trick", lambda st, s: on_engineer(st, s) is not None)
    move = next(a for a in state.legal_actions(seat) if a.kind == "move_trick")
    there = on_engineer(state, seat)
    label = state.describe(move).english()
    assert label.startswith(f"Move {trick_name(state, seat, move['sym'])} to the Engineer"), label
    assert f", swapping with {trick_name(state, seat, there)} (" in label, label
    assert label.endswith(f"({MOVE_AP} AP)"), label
    old_slot = state.p[seat].sym_slot[move["sym"]]
    ap = state.act_ap
    events = state.apply(seat, move)
    assert state.p[seat].sym_slot[there] == old_slot and state.p[seat].sym_slot[move["sym"]] == ENGINEER_SLOT
    assert state.act_ap == ap - MOVE_AP
    line = next(e.text.english() for e in events if e.kind == "move_trick")
    assert trick_name(state, seat, move["sym"]) in line, line


def test_a_glowing_trick_that_cannot_be_prepared_says_what_a_click_on_it_does():
    """A trick the Workshop cannot prepare, though it glows for its move to the Engineer: the tooltip
    holds the move's row (as its chooser shows it) before the reason preparing is out."""

    def stuck(state, seat) -> bool:
        prep = {a["sym"] for a in state.legal_actions(seat) if a.kind == "prepare"}
        moves = {a["sym"] for a in state.legal_actions(seat) if a.kind == "move_trick"}
        return bool(moves - prep)

    state, seat = in_workshop_with("move_trick", stuck)
    prep = {a["sym"] for a in state.legal_actions(seat) if a.kind == "prepare"}
    move = next(a for a in state.legal_actions(seat) if a.kind == "move_trick" and a["sym"] not in prep)
    view, _sent = sending_view(state, seat)
    tip = view.tooltip_at(view.element_rect(("trick", move["sym"])).center)
    row = view.label_of(move)
    assert row in tip, tip
    note = re.search(r"Not now: .*", tip)
    assert note and tip.index(row) < note.start(), tip


def test_a_glowing_stored_component_says_what_a_click_on_it_does():
    """Stored Metal (3 of 3) glowed at the Market Row; its tooltip named the tricks that need Metal
    and nothing of the discard a click offers.  The tooltip now ends with that row."""
    from game.rules.trickerion.codes import MARKET

    def full_store(state, seat) -> bool:
        here = state.phase == "act" and state.cur == seat and state.act_char >= 0
        return here and state.act_loc == MARKET and not state.pend and "discard" in kinds(state, seat)

    state, seat = first_position(full_store, seeds=range(1, 80))
    discard = next(a for a in state.legal_actions(seat) if a.kind == "discard")
    view, _sent = sending_view(state, seat)
    tip = view.tooltip_at(view.element_rect(("store", discard["comp"])).center)
    assert view.label_of(discard) in tip, tip


def kinds(state, seat) -> set[str]:
    return {a.kind for a in state.legal_actions(seat)}


def purse_drawn(view, monkeypatch) -> str:
    """The words the board paints in the player's purse (bottom right)."""
    area = view.geo.slots["me_purse"]
    return " ".join(text for text, rect in texts_drawn(view, monkeypatch, whole=True) if area.contains(rect))


def test_the_purse_shows_the_wages_due_and_what_a_coin_short_costs(monkeypatch):
    """Digest 5.7: at the turn's end each working character's wage is paid, 2 Fame a coin short.
    The playtest's purchase left 2 coins for 3 coins of wages, and only the log, at the turn's end,
    told of the Fame lost.  The purse now says what is due and, when the coins fall short, the cost."""
    from game.rules.trickerion.endturn import wages_ahead

    state, seat = first_position(
        lambda st, s: st.phase == "act" and st.cur == s and wages_ahead(st, s)[0] >= 2, seeds=range(1, 80)
    )
    due = wages_ahead(state, seat)[0]
    state.p[seat].coins = due
    view, _sent = sending_view(state, seat)
    assert f"wages at the turn's end: {due} coins" in purse_drawn(view, monkeypatch)
    assert "short" not in purse_drawn(view, monkeypatch)
    state.p[seat].coins = due - 1
    state.invalidate()
    view, _sent = sending_view(state, seat)
    assert f"{due} coins (1 coin short: 2 Fame lost)" in purse_drawn(view, monkeypatch)


def test_an_opponents_wages_stay_unsaid_while_their_assignment_is_hidden():
    """What a player owes follows from the cards under their figures: hidden, it is not in the view."""
    state, seat = first_position(lambda st, s: st.phase == "assign", seeds=range(1, 5))
    view = state.view(seat)
    other = next(pi for pi in range(len(state.p)) if pi != seat)
    assert view["players"][other]["wages"] is None and view["players"][seat]["wages"] is not None
