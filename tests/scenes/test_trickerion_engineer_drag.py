"""Moving a ready trick to the Engineer by dragging it (issue #24's leftovers, f).

A chooser row "Move ... to the Engineer" (opened by a click on the trick) was the only way; a
trick dragged onto the Engineer -- his figure, or the trick that holds his slot -- now moves there,
and dropped anywhere else it is refused with a reason, nothing sent.
"""

from __future__ import annotations

import pygame
import pytest

from game.i18n import _
from game.rules.trickerion.codes import ENGINEER_SLOT
from game.rules.trickerion.state import ENGINEER
from tests.support.trickerion_table import first_position, sending_view

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def drag(view, start: tuple[int, int], end: tuple[int, int]) -> None:
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(40, 40), buttons=(1, 0, 0)))
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def moving():
    """Seat may move a trick to the Engineer, who is on its team, and another trick holds his slot."""

    def wanted(state, seat) -> bool:
        p = state.p[seat]
        taken = any(p.sym_trick[s] >= 0 and p.sym_slot[s] == ENGINEER_SLOT for s in range(4))
        movable = any(a.kind == "move_trick" for a in state.legal_actions(seat))
        return movable and ENGINEER in p.chars and taken

    return first_position(wanted, seeds=range(1, 60))


@pytest.mark.parametrize("onto", ["figure", "his slot"])
def test_a_trick_dragged_onto_the_engineer_moves_to_his_slot(onto):
    state, seat = moving()
    view, sent = sending_view(state, seat)
    action = next(a for a in state.legal_actions(seat) if a.kind == "move_trick")
    p = state.p[seat]
    if onto == "figure":
        target = ("char", p.chars.index(ENGINEER))
    else:
        held = [s for s in range(4) if p.sym_slot[s] == ENGINEER_SLOT and p.sym_trick[s] >= 0]
        target = ("trick", held[0])
    drag(view, view.element_rect(("trick", action["sym"])).center, view.element_rect(target).center)
    assert sent == [action] and view.chooser is None, "the drop moves it, no further row to press"


def test_a_trick_dropped_elsewhere_is_refused_with_its_reason():
    state, seat = moving()
    view, sent = sending_view(state, seat)
    action = next(a for a in state.legal_actions(seat) if a.kind == "move_trick")
    p = state.p[seat]
    other = next(ci for ci, kind in enumerate(p.chars) if kind != ENGINEER)
    drag(view, view.element_rect(("trick", action["sym"])).center, view.element_rect(("char", other)).center)
    assert sent == [] and view.dd.refusing
    why = _("A trick moves only to the Engineer: drop it on his figure or on the trick in his slot.")
    assert view.dd.message == why


def test_a_click_on_the_trick_still_asks_first():
    """The second playtest's finding f stays: a click alone never hands the trick over."""
    state, seat = moving()
    view, sent = sending_view(state, seat)
    action = next(a for a in state.legal_actions(seat) if a.kind == "move_trick")
    view.dd.on_click(("trick", action["sym"]))
    assert sent == [] and view.chooser is not None and action in [r.action for r in view.chooser]
