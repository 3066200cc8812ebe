"""Issue #24, the second playtest (German, 2560x1440, seed 7, DA+AA against Hard): what a first-time
player still met at the Trickerion table, each through the real view over seeded positions.

a) the last assignment card lies under its character while its confirm is open;
b) a card dropped on a character that is not next says why;
c) a refused drop's red note is not covered by a tooltip or a large view;
d) the placement chooser's rows drop their shared "Mage: Place: " words;
e) a Theater slot's tooltip says once that the first placement there picks the day;
f) a click on a trick never hands it to the Engineer by itself;
g) a haggled purchase says why it costs fewer coins (and more AP) than its neighbour row.
"""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.i18n import _
from game.rules.base import Action
from game.rules.trickerion.codes import THEATER
from game.rules.trickerion.tables import NCOMP
from game.scenes.tables.trickerion import TrickerionView, gestures
from game.scenes.tables.trickerion import texts as ttexts
from game.scenes.tables.trickerion.view import THEATER_DAY_RULE, placed_ap
from game.sprites import text as textmod
from tests.support.trickerion_table import first_position as _first
from tests.support.trickerion_table import sending_view as _view
from tests.support.trickerion_table import texts_drawn

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def _drag(view: TrickerionView, start: tuple[int, int], end: tuple[int, int]) -> None:
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(40, 40), buttons=(1, 0, 0)))
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def _assigning(state, seat, left: int) -> bool:
    """Seat lays its assignment cards and ``left`` characters still have none."""
    if state.phase != "assign" or not any(a.kind == "assign" for a in state.legal_actions(seat)):
        return False
    p = state.p[seat]
    return len(p.chars) - len(p.assign) == left


def test_the_last_assignment_card_lies_under_its_character_while_the_confirm_is_open(monkeypatch):
    """Finding a: the confirm "lay your cards face down?" opened, but the card was not under the
    figure and the hand still said x1 until confirming.  Now the board shows it laid meanwhile."""
    state, seat = _first(lambda st, s: _assigning(st, s, 1))
    view, sent = _view(state, seat)
    view.ctx.settings["confirm_reveal"] = True
    me = state.p[seat]
    code = next(loc for loc in range(5) if me.perm[loc] > 0)
    view.dd.on_click(("card", code))
    assert view.confirm.open and sent == [], "nothing is sent before the confirm"
    figure = view.element_rect(("char", len(me.chars) - 1))
    card = view.element_rect(("card", code))
    drawn = texts_drawn(view, monkeypatch, whole=True)
    under = [t for t, r in drawn if t == ttexts.card_name(code) and r.colliderect(figure.inflate(12, 20))]
    assert under, "the pending card is not under its character"
    counts = [t for t, r in drawn if t.startswith("×") and card.contains(r)]
    assert counts == ["×" + str(me.perm[code] - 1)], counts
    view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE))
    assert not view.confirm.open and view.shown_view() is view.view, "Back puts the card back in the hand"


def test_a_card_dropped_on_a_character_that_is_not_next_says_why():
    """Finding b: dragging a card onto a figure that was not the glowing one did nothing, silently."""
    state, seat = _first(lambda st, s: _assigning(st, s, 3))
    view, sent = _view(state, seat)
    nxt = gestures.next_character(view.view, seat)
    other = next(ci for ci in range(len(state.p[seat].chars)) if ci != nxt)
    code = next(loc for loc in range(5) if state.p[seat].perm[loc] > 0)
    _drag(view, view.element_rect(("card", code)).center, view.element_rect(("char", other)).center)
    assert sent == []
    name = ttexts.char_name(state.p[seat].chars[nxt])
    assert view.dd.message is not None and name in view.dd.message, view.dd.message


def _refused_spot(state, seat):
    """A trick that may be set up somewhere and a performance-card spot where it may not."""
    setups = [a for a in state.legal_actions(seat) if a.kind == "setup"]
    if not setups:
        return None
    sym = setups[0]["sym"]
    legal = {(a["card"], a["pos"]) for a in setups if a["sym"] == sym}
    view = state.view(seat)
    for card, row in enumerate(view["theater"]["markers"]):
        for pos, marker in enumerate(row):
            if marker >= 0 and (card, pos) not in legal:
                return sym, (card, pos)
    return None


def test_no_tooltip_or_large_view_covers_a_refused_drops_note():
    """Finding c: a trick dropped on a spot it cannot take was refused, and the card's tooltip opened
    under the resting pointer over the red note saying why.  While the note shows, none opens."""
    state, seat = _first(lambda st, s: _refused_spot(st, s) is not None)
    view, sent = _view(state, seat)
    sym, (card, pos) = _refused_spot(state, seat)
    spot = view.element_rect(("pos", card, pos))
    _drag(view, view.element_rect(("trick", sym)).center, spot.center)
    assert sent == [] and view.dd.message, "the drop is refused with a note"
    view.update(1.0)
    view.update(1.0)
    assert view.peek is None and view.tooltip_at(spot.center) is None
    view.update(2.0)  # the note has faded: the spot explains itself again
    assert view.dd.message is None and view.tooltip_at(spot.center)


def test_placement_chooser_rows_drop_their_shared_words():
    """Finding d: rows read "Magier: Einsetzen: Innenstadt ..." each: shared words are cut at ": " too."""
    labels = ["Mage: Place: Downtown (5 AP)", "Mage: Place: Downtown, pay a Shard (6 AP)"]
    rows = ttexts.chooser_labels(labels)
    assert rows == ["Downtown (5 AP)", "Downtown, pay a Shard (6 AP)"]
    state, seat = _first(lambda st, s: _boosted_drop(st, s) is not None)
    view, _sent = _view(state, seat)
    view.dd.on_drop(*_boosted_drop(state, seat))  # what the drag-drop calls when the figure is let go
    assert view.chooser is not None and len(view.chooser) == 2
    full = [view.label_of(r.action) for r in view.chooser]
    for row, text in zip(view.chooser, full, strict=True):
        assert ": " not in row.label and text.endswith(row.label), (row.label, text)


def _boosted_drop(state, seat):
    """A character and a slot where it may be placed plain or with a Shard's boost."""
    for a in state.legal_actions(seat):
        if a.kind == "place" and a["boost"]:
            return ("char", a["char"]), ("slot", a["loc"], a["slot"])
    return None


def test_a_theater_slots_tooltip_says_the_day_rule_once():
    """Finding e: the slot's tooltip gave each placement's note ("this picks Saturday for all your
    Theater characters this turn") and then the day's rule, the same thing in other words."""

    def theater(st, s) -> list[Action]:
        return [a for a in st.legal_actions(s) if a.kind == "place" and a["loc"] == THEATER]

    def first_theater(st, s) -> bool:
        return s not in st.day_owner and any(placed_ap(st.describe(a)) for a in theater(st, s))

    state, seat = _first(first_theater)
    view, _sent = _view(state, seat)
    slots = {("slot", a["loc"], a["slot"]) for a in theater(state, seat)}
    tips = [view.tooltip_at(view.element_rect(slot).center) for slot in slots]
    assert any("for all your Theater characters" in tip for tip in tips), tips
    assert not any(_(THEATER_DAY_RULE) in tip for tip in tips)
    day = view.tooltip_at(view.element_rect(("day", 0)).center)
    assert _(THEATER_DAY_RULE) in day, "the day keeps its rule"


def test_a_click_on_a_trick_does_not_hand_it_to_the_engineer_unasked():
    """Finding f: a click on a prepared trick in the Workshop moved it to the Engineer for 1 AP (its
    only action) when the player meant to prepare it.  The click opens a row that names the move."""

    def movable(st, s) -> bool:
        return any(a.kind == "move_trick" for a in st.legal_actions(s))

    state, seat = _first(movable)
    view, sent = _view(state, seat)
    move = next(a for a in state.legal_actions(seat) if a.kind == "move_trick")
    view.dd.on_click(("trick", move["sym"]))
    assert sent == [] and view.chooser is not None
    row = next(r for r in view.chooser if r.action == move)
    assert "Engineer" in row.label
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):  # the row clicked as a player would
        view.handle_event(pygame.event.Event(kind, pos=row.rect.center, button=1))
    assert sent == [move]


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_a_haggled_purchase_says_why_it_is_cheaper(lang):
    """Finding g: "2 Cloth for 2 coins (1 AP)" stood beside "2 Cloth for 1 coin (2 AP)" with no word
    of why.  The bargain's row says the coin off is paid with an AP; the full-price row says nothing."""

    def haggling(st, s) -> bool:
        return any(a.kind == "buy" and a.get("bargain") for a in st.legal_actions(s))

    state, seat = _first(haggling)
    view, _sent = _view(state, seat)
    buy = next(a for a in state.legal_actions(seat) if a.kind == "buy" and a.get("bargain"))
    i18n.set_language(lang)
    try:
        view.refresh(view.ctx)
        view.dd.on_click(("comp", buy["comp"]))
        assert view.chooser is not None
        note = ttexts.bargain_note(buy)
        by_action = {r.action: r.label for r in view.chooser}
        assert note and note in by_action[buy], by_action[buy]
        full_price = [label for a, label in by_action.items() if a.kind == "buy" and not a.get("bargain")]
        assert full_price and not any(note in label for label in full_price)
        for row in view.chooser:
            width, _h = textmod.measure(row.label, 15, 10_000)
            assert width <= row.rect.w - 12, (row.label, width, row.rect.w)
        room = view.chooser[0].rect.w - 12
        for comp in range(NCOMP):  # every component type's quick order fits a row too
            label = i18n.tr(state.describe(Action("quick", comp=comp)))
            assert textmod.measure(label, 15, 10_000)[0] <= room, label
    finally:
        i18n.set_language("en")
