"""Hidden information in views and the solo game's automated Heir seat (engine side)."""

from __future__ import annotations

from game.rules.base import Action, canonical
from game.rules.playout import random_playout
from game.rules.trickerion.state import DOWNTOWN, IDLE
from tests.rules.trickerion.helpers import INFO, play_until, setup_done


def test_assignments_are_hidden_from_other_seats_until_the_reveal():
    st = setup_done(2, "dark_alley")
    play_until(st, "assign")
    a, b = 0, 1
    st.apply(a, Action("assign", card=DOWNTOWN))
    seen_by_b = st.view(b)["players"][a]
    assert seen_by_b["assign"] == ["card"] and seen_by_b["perm"] is None
    assert st.view(a)["players"][a]["assign"] == [DOWNTOWN]
    assert st.view(None)["players"][a]["assign"] == ["card"]


def test_special_cards_in_hand_are_private():
    st = setup_done(2, "dark_alley")
    st.p[0].specials = [3, 14]
    view = st.view(1)
    assert view["players"][0]["specials"] is None and view["players"][0]["specials_count"] == 2
    assert st.view(0)["players"][0]["specials"] == [3, 14]


def test_views_never_show_deck_orders():
    st = setup_done(3, "arcane_arts")
    text = canonical(st.view(0))
    assert '"performance_deck":' in text and isinstance(st.view(0)["performance_deck"], int)
    assert isinstance(st.view(0)["mage"]["bag"], int)
    assert all(isinstance(n, int) for n in st.view(0)["special_decks"])


def test_determinize_resamples_decks_but_not_the_view():
    st = setup_done(3, "arcane_arts")
    st.p[1].specials = [st.sa_decks[0].pop()]
    other = st.determinize(0, 99)
    assert canonical(other.view(0)) == canonical(st.view(0))
    changed = (
        other.perf_deck != st.perf_deck
        or other.sa_decks != st.sa_decks
        or other.bag != st.bag
        or other.proph_pile != st.proph_pile
    )
    assert changed


def test_solo_heir_never_asks_to_act_and_appears_in_the_result_without_a_seat():
    options = {**INFO.default_options(1)}
    state, log = random_playout(INFO, 1, options, 4)
    assert all(seat == 0 for seat, _ in log)
    result = state.result()
    heir = [e for e in result.entries if e.seat is None]
    assert len(heir) == 1 and heir[0].name is not None


def test_solo_game_uses_dark_alley_even_when_base_is_chosen():
    st = setup_done(1, "base")
    assert st.da and st.heir == 1 and st.np == 2 and st.order == [0, 1]


def test_solo_initiative_places_the_human_first_and_the_heir_third():
    st = setup_done(1, "dark_alley")
    assert st.positions == [1, 3] and st.p[0].coins == 10


def test_idle_assignment_is_always_offered():
    st = setup_done(2, "base")
    play_until(st, "assign")
    assert Action("assign", card=IDLE) in st.legal_actions(0)


def test_every_legal_action_has_its_own_label_and_every_seat_to_act_a_prompt():
    import random

    for modules in ("base", "dark_alley", "arcane_arts"):
        for seed in range(3):
            st = INFO.new_game(3, {"modules": modules}, seed)
            chooser = random.Random(seed)
            while not st.is_over():
                seat = st.to_act()[0]
                acts = st.legal_actions(seat)
                for a in acts:
                    assert st.describe(a).english() != "Do it", a
                assert st.current_prompt(seat) is not None
                st.apply(seat, chooser.choice(acts))


def test_player_clone_copies_every_field_and_shares_no_list():
    from game.rules.trickerion.state import Player

    st = setup_done(3, "arcane_arts")
    for q in st.p:
        twin = q.clone()
        assert twin.to_json() == q.to_json()
        for name in Player.__slots__:
            value = getattr(q, name)
            if isinstance(value, list):
                assert getattr(twin, name) is not value, name


def test_fast_action_builders_equal_the_generic_action():
    from game.rules.trickerion import tables as T

    assert T.mk("place", slot=3, char=1, loc=2, boost=0) == Action("place", char=1, loc=2, slot=3, boost=0)
    assert T.mkp("place", (("boost", 0), ("char", 1), ("loc", 2), ("slot", 3))) == Action(
        "place", char=1, loc=2, slot=3, boost=0
    )
    assert hash(T.mk("perform", card=1, steal=(0, 2))) == hash(Action("perform", card=1, steal=[0, 2]))
