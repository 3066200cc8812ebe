"""Trickerion's engine texts that named too little (found in play): the placement line, the closed
slot's refusal and the die chooser's rows, in English, Polish and German."""

from __future__ import annotations

import random

import pytest

from game import i18n
from game.i18n import tr
from game.rules.base import Action, IllegalAction, Msg
from game.rules.trickerion.codes import APPRENTICE, DOWNTOWN, MARKET
from game.rules.trickerion.state import TrickerionState
from tests.rules.trickerion.helpers import play_until, setup_done

NAMES = ["Ada", "Bruno", "Cleo"]


@pytest.fixture
def lang():
    """Switch the catalogue for one check, back to English afterwards."""
    yield i18n.set_language
    i18n.set_language("en")


def _to_downtown(st: TrickerionState, seat: int, acts: list[Action]) -> Action:
    """First-legal play, but every assignment card sends its character Downtown."""
    return next((a for a in acts if a.kind == "assign" and a.get("card") == DOWNTOWN), acts[0])


def _placing() -> TrickerionState:
    """Turn 1 of a 2-player game at its first placement, every character sent Downtown."""
    st = setup_done(2, "dark_alley")
    return play_until(st, "place", _to_downtown)


def _hiring(st: TrickerionState, seat: int, acts: list[Action], rng: random.Random) -> Action:
    """Random play that hires Apprentices whenever it can, so a team soon has two of them."""
    hires = [a for a in acts if a.kind == "hire" and a.get("character") == APPRENTICE]
    if hires:
        return hires[0]
    places = [a for a in acts if a.kind == "place" and a["loc"] == DOWNTOWN]
    if places:
        return rng.choice(places)
    calm = [a for a in acts if a.kind not in ("idle", "done", "pass")] or acts
    return rng.choice(calm)


def _placement_of_a_second_apprentice() -> tuple[TrickerionState, list, int]:
    """A seeded game up to a placement by a team with two Apprentices: (state after, events, seat)."""
    for seed in range(1, 40):
        st = setup_done(2, "dark_alley", seed=seed)
        rng = random.Random(seed)
        while not st.is_over():  # a game ends after its last turn, whatever is played
            seat = st.to_act()[0]
            action = _hiring(st, seat, st.legal_actions(seat), rng)
            two = st.p[seat].chars.count(APPRENTICE) >= 2
            events = st.apply(seat, action)
            if action.kind == "place" and two and st.p[seat].chars[action["char"]] == APPRENTICE:
                return st, events, seat
    raise AssertionError("no seeded game placed one of two Apprentices")


def test_placement_line_names_the_character_numbered_as_the_table_numbers_it(lang):
    """Bug: "Player 1 places a character at the Downtown" never said which one (two Apprentices)."""
    st, events, seat = _placement_of_a_second_apprentice()
    place = next(e for e in events if e.kind == "place")
    ci = place.data["char"]
    number = st.p[seat].chars[: ci + 1].count(APPRENTICE)
    english = tr(place.text, NAMES)
    assert f"places Apprentice {number} " in english
    lang("pl")
    assert f"umieszcza postać Pomocnik {number} " in tr(place.text, NAMES)
    lang("de")
    german = tr(place.text, NAMES)
    assert f"setzt die Figur Lehrling {number} " in german


def test_a_lone_character_is_named_by_its_kind_alone():
    st = _placing()
    seat = st.to_act()[0]
    action = next(a for a in st.legal_actions(seat) if a.kind == "place" and a["loc"] == DOWNTOWN)
    kind = st.p[seat].chars[action["char"]]
    events = st.apply(seat, action)
    text = next(e for e in events if e.kind == "place").text.english()
    name = ["Magician", "Engineer", "Manager", "Assistant", "Apprentice"][kind]
    assert f"places the {name} in Downtown" in text
    if st.p[seat].chars.count(kind) < 2:
        assert f"{name} 1" not in text


@pytest.mark.parametrize("loc", [DOWNTOWN, MARKET])
def test_a_slot_closed_at_two_players_is_refused_for_that_reason(loc, lang):
    """Bug: the +1 slot marked "3" was refused as "not open to this character" at 2 players."""
    st = _placing()
    seat = st.to_act()[0]
    ci = next(a["char"] for a in st.legal_actions(seat) if a.kind == "place")
    before = st.to_json()
    with pytest.raises(IllegalAction) as refused:
        st.apply(seat, Action("place", char=ci, loc=loc, slot=1, boost=0))
    assert st.to_json() == before
    reason = refused.value.reason
    assert tr(reason) == "That slot opens only with 3 or more players."
    lang("pl")
    assert tr(reason) == "To pole jest dostępne dopiero przy 3 lub więcej graczach."
    lang("de")
    assert tr(reason) == "Dieses Feld ist erst ab 3 Spielern offen."


def test_an_open_slot_taken_keeps_the_general_refusal():
    """Only a closed slot says so: a taken (or otherwise refused) one keeps the old reason."""
    st = _placing()
    seat = st.to_act()[0]
    ci = next(a["char"] for a in st.legal_actions(seat) if a.kind == "place")
    with pytest.raises(IllegalAction) as refused:
        st.apply(seat, Action("place", char=ci, loc=DOWNTOWN, slot=0, boost=7))
    assert refused.value.reason.english() == "That slot is not open to this character."


def test_die_rows_show_their_ap_cost_like_the_market_rows(lang):
    """Bug: Downtown's reroll and set-die rows named no AP, unlike the Market Row's rows."""
    st = _placing()
    seat = st.to_act()[0]
    st.apply(seat, next(a for a in st.legal_actions(seat) if a.kind == "place" and a["boost"] == 0))
    acts = st.legal_actions(seat)
    reroll = next(a for a in acts if a.kind == "reroll")
    setdie = next(a for a in acts if a.kind == "setdie" and not a.get("free"))
    assert tr(st.describe(reroll)).endswith("(1 AP)")
    assert tr(st.describe(setdie)).endswith("(2 AP)")
    lang("pl")
    assert tr(st.describe(reroll)).endswith("(1 PA)")
    assert tr(st.describe(setdie)).endswith("(2 PA)")
    lang("de")
    assert tr(st.describe(setdie)).endswith("(2 AP)")


def _two_apprentices_to_place() -> tuple[TrickerionState, int]:
    """A seeded placement phase where the seat to act still has two Apprentices to place."""
    for seed in range(1, 40):
        st = setup_done(2, "dark_alley", seed=seed)
        rng = random.Random(seed)
        while not st.is_over():
            seat = st.to_act()[0]
            acts = st.legal_actions(seat)
            p = st.p[seat]
            waiting = [
                ci
                for ci, k in enumerate(p.chars)
                if k == APPRENTICE and ci < len(p.placed) and not p.placed[ci]
            ]
            idles = {a["char"] for a in acts if a.kind == "idle"}
            if st.phase == "place" and len(waiting) >= 2 and set(waiting) <= idles:
                return st, seat
            st.apply(seat, _hiring(st, seat, acts, rng))
    raise AssertionError("no seeded game had two Apprentices to place")


APPRENTICE_WORD = {"en": "Apprentice", "pl": "Pomocnik", "de": "Lehrling"}
IDLE_ROW = {
    "en": "Leave Apprentice 2 idle",
    "pl": "Zostaw postać Pomocnik 2 bez zadania",
    "de": "Die Figur Lehrling 2 untätig lassen",
}
IDLE_LINE = {
    "en": "Ada leaves Apprentice 2 idle.",
    "pl": "Ada zostawia postać Pomocnik 2 bez zadania.",
    "de": "Ada lässt die Figur Lehrling 2 untätig.",
}


@pytest.mark.parametrize("language", ["en", "pl", "de"])
def test_two_apprentices_are_numbered_in_rows_summary_and_the_idle_line(language, lang):
    """Bug: the option rows read "Apprentice: Place in Downtown" twice, the summary listed
    "Apprentice, Apprentice" and the log said "leaves a character idle" -- which one?"""
    from game.rules.trickerion.texts import describe, summary

    st, seat = _two_apprentices_to_place()
    names = ["Ada", "Bruno"] if seat == 0 else ["Bruno", "Ada"]
    lang(language)
    word = APPRENTICE_WORD[language]
    acts = st.legal_actions(seat)
    first, second = [ci for ci, k in enumerate(st.p[seat].chars) if k == APPRENTICE][:2]
    for ci, number in ((first, 1), (second, 2)):
        rows = [tr(describe(st, a), names) for a in acts if a.kind == "place" and a["char"] == ci]
        assert rows and all(r.startswith(f"{word} {number}: ") for r in rows), rows
    (idle,) = [a for a in acts if a.kind == "idle" and a["char"] == second]
    assert tr(describe(st, idle), names) == IDLE_ROW[language]
    lines = [tr(Msg.from_json(m), names) for s in summary(st, st.view(seat)) for m in s["lines"]]
    team = next(line for line in lines if f"{word} 2" in line)
    assert f"{word} 1" in team, team
    (event,) = [e for e in st.apply(seat, idle) if e.kind == "idle"]
    assert tr(event.text, names) == IDLE_LINE[language]
