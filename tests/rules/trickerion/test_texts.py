"""The player-readable ``summary`` in Trickerion's view (what the generic table shows)."""

from __future__ import annotations

import json

from game.i18n import tr
from game.rules.base import Action, Msg
from game.rules.trickerion.state import DOWNTOWN, THEATER
from tests.rules.trickerion.helpers import play_until, setup_done

NAMES = ["Ada", "Bruno", "Cleo"]


def _texts(view: dict) -> list[str]:
    out = []
    for section in view["summary"]:
        out.append(tr(Msg.from_json(section["title"]), NAMES))
        out.extend(tr(Msg.from_json(line), NAMES) for line in section["lines"])
    return out


def test_summary_is_json_and_names_every_player_turn_and_phase():
    st = setup_done(3, "dark_alley")
    play_until(st, "assign")
    view = st.view(0)
    assert json.loads(json.dumps(view["summary"])) == view["summary"]
    texts = _texts(view)
    for name in NAMES:
        assert any(t.startswith(name) for t in texts), name
    assert f"Turn {st.turn} of {st.n_turns}" in texts
    assert "Phase: Assignment" in texts
    assert any(t.startswith("Special Assignment decks: ") for t in texts)
    assert len(texts) <= 45


def test_summary_hides_an_opponents_assignment_until_the_reveal():
    st = setup_done(2, "dark_alley")
    play_until(st, "assign")
    st.apply(0, Action("assign", card=DOWNTOWN))
    mine = " ".join(_texts(st.view(0)))
    theirs = " ".join(_texts(st.view(1)))
    assert "Magician: Downtown" in mine
    assert "Magician: Downtown" not in theirs and "Magician: face-down card" in theirs


def test_summary_is_unchanged_by_determinize():
    st = setup_done(2, "dark_alley", seed=7)
    play_until(st, "assign")
    st.apply(0, Action("assign", card=DOWNTOWN))
    for seed in range(5):
        assert st.determinize(1, seed).view(1)["summary"] == st.view(1)["summary"]


def test_solo_summary_shows_the_heirs_stance():
    st = setup_done(1, "dark_alley")
    play_until(st, "assign")
    texts = _texts(st.view(0))
    assert any(t.startswith("The Heir is ") for t in texts)


def test_advertising_for_one_coin_reads_with_the_right_plural_in_polish_and_german():
    """Issue #24: the Polish log said "reklamuje się za 1 monet" (the count text had no plural forms)."""
    from game import i18n

    st = setup_done(2, "dark_alley")
    seat = st.to_act()[0]
    assert st.phase == "advertise" and st.position(seat) == 1
    (event,) = [e for e in st.apply(seat, Action("advertise")) if e.kind == "advertise"]
    try:
        assert tr(event.text, NAMES) == "Ada advertises for 1 coin and gains 2 Fame."
        i18n.set_language("pl")
        assert "za 1 monetę" in tr(event.text, NAMES)
        for n, words in ((3, "za 3 monety"), (5, "za 5 monet")):
            assert words in tr(Msg.plural_form(event.text.text, event.text.plural, n, n=n, player=0), NAMES)
        i18n.set_language("de")
        assert "für 1 Münze " in tr(event.text, NAMES)
    finally:
        i18n.set_language("en")


def test_the_mechaniker_has_a_polish_name_not_the_german_one():
    """Issue #24: the Polish data showed the magician as "Mechaniker", a German word."""
    from game import i18n
    from game.rules.trickerion.data.magicians import MAGICIANS

    name = next(m.name for m in MAGICIANS if m.key == "mechaniker")
    try:
        i18n.set_language("pl")
        assert i18n._(name) == "Mechanik"
        shapeshifter = Msg("Should the Shapeshifter take the Mechaniker's +1 AP as an Apprentice?")
        assert "Mechaniker" not in tr(shapeshifter)
        i18n.set_language("de")
        assert i18n._(name) == "Der Mechaniker"
    finally:
        i18n.set_language("en")


def test_the_magician_on_a_performance_slot_says_why_the_turn_moves_on():
    """Issue #24: the performance slot gives no actions, and the log now says so instead of
    reporting "0 AP" and silently passing the turn on."""
    import random

    st = setup_done(2, "dark_alley", seed=4)
    rng = random.Random(4)
    for _ in range(3000):
        seat = st.to_act()[0]
        acts = st.legal_actions(seat)
        perform = [a for a in acts if a.kind == "place" and a["loc"] == THEATER and a["slot"] % 3 == 2]
        if perform:
            (place,) = [e for e in st.apply(seat, perform[0]) if e.kind == "place"]
            break
        theater = [a for a in acts if a.kind == "assign" and a["card"] == THEATER]
        st.apply(seat, theater[0] if theater else rng.choice(acts))
    else:
        raise AssertionError("no performance slot was offered")
    assert "performance slot: no actions now" in tr(place.text, NAMES)
    assert st.phase != "act" or st.cur != seat
