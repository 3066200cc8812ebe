"""Trickerion's last small table confusions (brief trsmall), each played through the real table.

1. the Modules selector's help said only "the solo game always uses Dark Alley", also beside 2-4 seats;
2. a ready trick dragged onto the Shapeshifter standing in for the Engineer had no target;
3. a refused figure drop's engine reason, in the scene's red line, must stay uncovered;
4. with two Apprentices the out-of-turn note named "the Apprentice": which one, only the glow told;
5. the playtest: the Magician went on stage with no trick set up, and no word said so before.
"""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.i18n import _
from game.rules.base import Action, IllegalAction
from game.rules.trickerion.codes import APPRENTICE, ENGINEER, SHAPESHIFTER, SPECTER_DAY, THEATER
from game.scenes.tables.trickerion import gestures
from game.scenes.tables.trickerion.texts import NO_TRICK_SET_UP
from game.scenes.tables.trickerion.view import PEEK_KINDS
from game.scenes.ui import theme
from tests.scenes.test_setup_screen import open_setup
from tests.support.trickerion_table import (
    first_position,
    play_until,
    sending_view,
    table_and_hand,
    texts_drawn,
)

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

MODULE_WORDS = {
    "en": ("Base game", "Dark Alley", "Arcane Arts", "Heir"),
    "pl": ("Gra podstawowa", "Mroczna Uliczka", "Sztuki Tajemne", "Dziedzic"),
    "de": ("Grundspiel", "Dunkle Gasse", "Arkane", "Erbe"),
}


def drag(view, start: tuple[int, int], end: tuple[int, int]) -> None:
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(40, 40), buttons=(1, 0, 0)))
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def point_at(app, drive, pos: tuple[int, int]) -> None:
    """The pointer moves onto a canvas point (a hover, no button)."""
    win = app.to_window(pos)
    drive.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=win, rel=(1, 1), buttons=(0, 0, 0))])


# ---------------------------------------------------------------- 1. the Modules help


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
@pytest.mark.parametrize("seats", [1, 2, 4])
def test_the_modules_help_says_what_each_choice_adds_at_every_seat_count(app, drive, lang, seats):
    """Beside 2-4 seats the only help was the solo rule; it now names the three choices and what
    they add, and says the solo rule as one about the game against the Heir; short lines read at a
    glance, the detail left to the rules (F1)."""
    i18n.set_language(lang)
    setup = open_setup(app, drive, "trickerion")
    while setup.count != seats:
        drive.click("count", side="left" if setup.count > seats else "centre")
    selector = drive.widget("option-modules")
    point_at(app, drive, selector.rect.center)
    help_text = setup.option_help_at(app.mouse_pos())
    assert help_text is not None
    for word in MODULE_WORDS[lang]:
        assert word in help_text, (word, help_text)
    assert len(help_text.splitlines()) == 5, "one line per choice, the solo rule, where the rest is"
    # trplay: the German help wrapped to 15 lines, a wall of text; now 8 (9 in Polish)
    assert len(theme().wrap(help_text, 420, 20)) <= 9, "as the hover tip wraps it"


# ---------------------------------------------------------------- 2. the Shapeshifter as Engineer


def shapeshifter_team(stands_in: bool):
    """A Workshop action of a team with a Shapeshifter, no Engineer and a trick; with ``stands_in``
    the Shapeshifter counts as the Engineer, so the engine offers to move a trick to his slot."""

    def wanted(state, seat) -> bool:
        p = state.p[seat]
        team = SHAPESHIFTER in p.chars and ENGINEER not in p.chars and state.phase == "act"
        if not team or not any(t >= 0 for t in p.sym_trick):
            return False
        p.shapeshifter_as = ENGINEER if stands_in else APPRENTICE
        kinds = {a.kind for a in state.legal_actions(seat)}
        return ("move_trick" in kinds) == stands_in and "prepare" in kinds

    return first_position(wanted, seeds=range(1, 60))


def trick_dropped(stands_in: bool, on_shapeshifter: bool):
    """A ready trick dragged onto the Shapeshifter's figure, or onto another figure: what was sent,
    what the refusal said, and the moves to the Engineer's slot the engine offered."""
    state, seat = shapeshifter_team(stands_in)
    view, sent = sending_view(state, seat)
    moves = [a for a in state.legal_actions(seat) if a.kind == "move_trick"]
    chars = state.p[seat].chars
    sym = moves[0]["sym"] if moves else next(k[1] for k in view.g.clicks if k[0] == "trick")
    figure = next(ci for ci, kind in enumerate(chars) if (kind == SHAPESHIFTER) == on_shapeshifter)
    drag(view, view.element_rect(("trick", sym)).center, view.element_rect(("char", figure)).center)
    return sent, view.dd.message if view.dd.refusing else None, moves


def test_a_trick_dragged_onto_the_shapeshifter_standing_in_for_the_engineer_moves():
    sent, refusal, moves = trick_dropped(stands_in=True, on_shapeshifter=True)
    assert sent == moves[:1] and refusal is None, "the drop moves it to the Engineer's slot"


def test_a_trick_dropped_beside_the_standing_in_shapeshifter_is_refused_naming_it():
    sent, refusal, _moves = trick_dropped(stands_in=True, on_shapeshifter=False)
    assert sent == [] and refusal == _(
        "A trick moves only to the Engineer's slot: drop it on the Shapeshifter, who stands in for "
        "the Engineer, or on the trick in that slot."
    )


def test_a_trick_dropped_on_a_shapeshifter_that_stands_in_for_no_engineer_is_refused():
    """Not offered by the engine (the Shapeshifter counts as an Apprentice): the drop says why."""
    sent, refusal, moves = trick_dropped(stands_in=False, on_shapeshifter=True)
    assert moves == [] and sent == []
    assert refusal == _("The Shapeshifter does not stand in for the Engineer now: no trick moves onto it.")


def test_the_real_engineer_keeps_the_drop_when_the_team_also_has_a_shapeshifter():
    """Only a missing Engineer is stood in for: the figures offered are his."""
    chars = [0, ENGINEER, SHAPESHIFTER]
    assert gestures.engineer_figures(chars, [Action("move_trick", sym=0)]) == [1]


# ---------------------------------------------------------------- 3. the refused figure drop's red line


def my_placement(v) -> bool:
    """Seat 0 places a character: figures drag onto slots."""
    return v.ctx.is_my_turn() and v.view["phase"] == "place" and any(k[0] == "char" for k in v.g.drags)


def test_a_refused_figure_drop_shows_the_engines_reason_and_nothing_covers_it(app, drive):
    """A character dropped on a slot the engine refuses: its reason shows in the scene's red line,
    the state is untouched, and neither the spot's tooltip, the large view (resting on a trick) nor
    a right-click's large view opens over it while it shows; afterwards they come back."""
    table, hand = table_and_hand(app, drive, seed=5)
    view = play_until(table, hand, drive, my_placement)
    dd = view.drag_drop()
    char = next(k for k in view.g.drags if k[0] == "char")
    slot = next(t.id for t in dd.targets if t.id[0] == "slot" and t.id not in dd.legal_targets(char))
    action = Action("place", char=char[1], loc=slot[1], slot=slot[2], boost=0)
    trick = next(
        r.center for k, r in view.geo.elements.items() if k[0] in PEEK_KINDS and view.tooltip_at(r.center)
    )
    before = table.state.to_json()
    with pytest.raises(IllegalAction) as refused:
        table.state.clone().apply(0, action)
    reason = i18n.tr(refused.value.reason, table.names)
    drive.drag(view.element_rect(char).center, view.element_rect(slot).center)
    assert table.error == reason and table.state.to_json() == before
    assert view.refusing() and not dd.message, "the engine's reason only, in the scene's red line"
    point_at(app, drive, trick)
    drive.frames(60)  # the pointer rests on a trick: its large view waits
    assert table.error == reason and view.peek is None and table.tooltip_shown(trick) is None
    drive.click_at(trick, button=3)
    assert view.zoom is None, "a right-click opens no large view over the reason"
    drive.frames(300)  # the line goes after its seconds
    assert table.error is None and view.peek is not None


# ---------------------------------------------------------------- 4. two Apprentices


def two_apprentices():
    """Seat lays its cards, has two Apprentices and the next card is for one of them."""

    def wanted(state, seat) -> bool:
        p = state.p[seat]
        if state.phase != "assign" or p.chars.count(APPRENTICE) < 2:
            return False
        ci = gestures.next_character(state.view(seat), seat)
        return 0 <= ci < len(p.chars) and p.chars[ci] == APPRENTICE

    return first_position(wanted)


NUMBERED = {"en": "Apprentice {n}", "pl": "Pomocnik {n}", "de": "Lehrling {n}"}


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_the_out_of_turn_note_names_which_apprentice_is_meant(lang, monkeypatch):
    i18n.set_language(lang)
    try:
        state, seat = two_apprentices()
        view, sent = sending_view(state, seat)
        chars = state.p[seat].chars
        ci = gestures.next_character(state.view(seat), seat)
        number = chars[: ci + 1].count(APPRENTICE)
        wrong = next(c for c in range(len(chars)) if c != ci)
        card = next(k for k in view.g.drags if k[0] == "card")
        apprentices = [c for c, kind in enumerate(chars) if kind == APPRENTICE]
        drawn = [text for text, _rect in texts_drawn(view, monkeypatch, whole=True)]
        for n, c in enumerate(apprentices, 1):
            label = NUMBERED[lang].format(n=n)
            assert label in drawn, "each Apprentice's figure carries its number"
            assert view.tooltip_at(view.element_rect(("char", c)).center).startswith(label)
        drag(view, view.element_rect(card).center, view.element_rect(("char", wrong)).center)
        meant = NUMBERED[lang].format(n=number)
        assert sent == [] and view.dd.message is not None and meant in view.dd.message
    finally:
        i18n.set_language("en")


# ---------------------------------------------------------------- 5. the playtest: on stage, nothing set up


def stage_placements(state, seat) -> list[Action]:
    """The legal placements of ``seat``'s Magician on a day's Performance slot."""
    return [
        a
        for a in state.legal_actions(seat)
        if a.kind == "place" and a["loc"] == THEATER and a["slot"] < SPECTER_DAY and a["slot"] % 3 == 2
    ]


def performing(set_up: bool):
    """Seat may put its Magician on stage; some trick of its stands on a Performance card, or none."""

    def wanted(state, seat) -> bool:
        if state.phase != "place" or not stage_placements(state, seat):
            return False
        markers = state.view(seat)["theater"]["markers"]
        return any(code >= 0 and code // 4 == seat for row in markers for code in row) == set_up

    return first_position(wanted)


def drop_on_stage(view, action) -> None:
    """The Magician dragged onto the action's Performance slot (a chooser row pressed if one opens)."""
    slot = view.element_rect(("slot", THEATER, action["slot"]))
    drag(view, view.element_rect(("char", action["char"])).center, slot.center)
    if view.chooser is not None:
        click(view, next(r for r in view.chooser if r.action == action).rect.center)


def test_the_magician_sent_on_stage_with_no_trick_set_up_asks_first():
    """In the playtest the Magician went on stage with nothing set up backstage and his performance
    was lost, unsaid until the log told it: the drop now asks, naming how a trick gets there."""
    state, seat = performing(set_up=False)
    view, sent = sending_view(state, seat)
    action = stage_placements(state, seat)[0]
    drop_on_stage(view, action)
    assert sent == [] and view.confirm.open and view.confirm.question.text == NO_TRICK_SET_UP
    view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert sent == [action], "confirmed, the Magician goes on stage all the same"


def click(view, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        view.handle_event(pygame.event.Event(kind, pos=pos, button=1))


def test_the_stage_question_chosen_from_the_figures_row_stays_open():
    """A chooser row acts on the press; the release of that same click reached the question as "a
    click elsewhere" and closed it at once: the scripted hand's whole game caught it."""
    state, seat = performing(set_up=False)
    view, sent = sending_view(state, seat)
    action = stage_placements(state, seat)[0]
    click(view, view.element_rect(("char", action["char"])).center)
    assert view.chooser is not None, "the figure's placements are rows"
    click(view, next(r for r in view.chooser if r.action == action).rect.center)
    assert sent == [] and view.confirm.open
    click(view, (5, 5))  # a click elsewhere, after it: Back
    assert sent == [] and not view.confirm.open


def test_the_magician_goes_on_stage_at_once_when_a_trick_is_set_up():
    state, seat = performing(set_up=True)
    view, sent = sending_view(state, seat)
    action = stage_placements(state, seat)[0]
    drop_on_stage(view, action)
    assert sent == [action] and not view.confirm.open
