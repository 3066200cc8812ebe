"""Dahlgaard's Heir against its rules (digest 14, as the solo app S3 plays it): the departures found
when the Heir was checked section by section, each pinned by a test that fails on the old engine.

Positions come from real solo games (``test_heir.solo``) arranged by hand; the Heir is driven
through its public hooks and the engine's own placement turn and performance.
"""

from __future__ import annotations

from game.rules.trickerion import heir
from game.rules.trickerion import tables as T
from game.rules.trickerion.data import heir as H
from game.rules.trickerion.performance import perform
from game.rules.trickerion.state import (
    DARK_ALLEY,
    DOWNTOWN,
    ENGINEER,
    IDLE,
    MAGICIAN,
    MARKET,
    THEATER,
    WORKSHOP,
)
from tests.rules.trickerion.test_heir import IDX, MAG, clear_theater, give_tricks, solo

X = T.X_FACE
PERFORM_CARD = next(c.id for c in H.PLAN_CARDS if c.kind == H.PLAN_PERFORM)
SET_UP_CARD = next(c.id for c in H.PLAN_CARDS if c.kind == H.PLAN_SET_UP)


def _heir_team(st, chars: list[int], cards: list[int], plan_card: int = SET_UP_CARD) -> None:
    """The Heir's characters with their assignment cards, none placed yet; the human has none left."""
    h, human = st.p[st.heir], st.p[0]
    h.chars, h.assign, h.placed = list(chars), list(cards), [0] * len(chars)
    human.chars, human.assign, human.placed = [MAGICIAN], [WORKSHOP], [1]
    st.heir_mem["card"] = plan_card
    st.phase = "place"


def _theater_full_of_its_only_trick(st) -> None:
    """One card in the Theater, already holding a marker of the Heir's only trick (two more wait on it)."""
    clear_theater(st, [0])
    give_tricks(st, ["living_piano"])
    sym = st.p[st.heir].sym_trick.index(IDX["living_piano"])
    st.occ[0][0] = st.heir * 4 + sym
    heir.refresh_markers(st)


# --------------------------------------------------------------------------- 14.4 Theater


def test_14_4_theater_helper_who_could_set_up_nothing_stays_home():
    """Digest 14.4 Theater / S3: a non-Magician goes only if a marker can be set up.  Markers on
    its trick are not enough when every card with room already holds that trick (one per card):
    the old engine sent it anyway, and it earned the backstage bonus for setting up nothing."""
    st = solo(difficulty="normal")
    _theater_full_of_its_only_trick(st)
    assert any(st.p[st.heir].sym_ready)
    _heir_team(st, [MAGICIAN, ENGINEER], [WORKSHOP, THEATER])
    st.p[st.heir].placed[0] = 1
    assert heir.place(st) == (1, -1, -1)
    assert not heir.can_set_up(st)
    st.t_cards[1] = 1  # a second card with room: now it goes
    st.occ[1] = [-1] * 6
    assert heir.can_set_up(st)
    ci, loc, _slot = heir.place(st)
    assert (ci, loc) == (1, THEATER)


def test_14_3_an_idle_character_does_not_cost_the_heir_its_placement():
    """Digest 14.3 placement / S3 ("re-evaluate the Heir's next placement"): when the character the
    priority list picks has to stay idle, the Heir places another one in the same turn."""
    st = solo(difficulty="normal")
    _theater_full_of_its_only_trick(st)
    _heir_team(st, [MAGICIAN, ENGINEER], [DOWNTOWN, THEATER], plan_card=PERFORM_CARD)
    assert heir.stance_ready(st)  # Ready: the Theater heads its priority list
    st.heir_placement_turn([])
    assert st.p[st.heir].placed == [1, 2]  # the helper stays idle, the Magician still goes Downtown
    assert st.heir in st.loc_slots[DOWNTOWN]


def test_14_3_place_two_prophecy_lets_the_heir_place_two_characters():
    """S3 (prophecy "place two characters"): the Heir, too, places two characters per turn."""
    st = solo(difficulty="normal")
    st.active = T.PROPH_KIND.index("place_two")
    _heir_team(st, [MAGICIAN, ENGINEER, ENGINEER], [DOWNTOWN, MARKET, WORKSHOP])
    st.dice = [X] * 6
    st.heir_placement_turn([])
    assert st.p[st.heir].placed.count(1) == 2
    st.active = -1
    _heir_team(st, [MAGICIAN, ENGINEER, ENGINEER], [DOWNTOWN, MARKET, WORKSHOP])
    st.loc_slots = [[-1] * len(row) for row in st.loc_slots]
    st.heir_placement_turn([])
    assert st.p[st.heir].placed.count(1) == 1


# --------------------------------------------------------------------------- 14.4 Dark Alley


def _dark_alley_outcomes(magician: str) -> set[str]:
    seen = set()
    for seed in range(24):
        st = solo(seed)
        st.p[st.heir].magician = MAG[magician]
        before = list(st.pending)
        heir.act_dark_alley(st, 0, [])
        if st.pending == before:
            seen.add("kept")
        elif st.pending == [before[-1], *before[:-1]]:
            seen.add("turned")
        elif st.pending[:-1] == before[:-1]:
            seen.add("swapped")
        else:
            seen.add("other")
    return seen


def test_14_4_dark_alley_priestess_heir_flips_the_coin_too():
    """Digest 14.4 Dark Alley / S3: the coin decides whether the prophecies move; a Priestess Heir
    swaps next turn's prophecy *instead of turning them* -- only when the coin says so.  The
    old engine swapped on every visit."""
    assert _dark_alley_outcomes("priestess_of_mysticism") == {"kept", "swapped"}
    assert _dark_alley_outcomes("mechaniker") == {"kept", "turned"}


# --------------------------------------------------------------------------- 14.4 Downtown


def test_14_4_downtown_reads_the_left_trick_die_only():
    """Digest 14.4 Downtown / S3: "use the left Trick die first" -- the right die is read only when
    the left one shows X.  When the left die's category has nothing left to learn at the Heir's
    level, the step is skipped and both dice stay (the old engine fell back to the right die)."""
    st = solo(difficulty="normal")
    p = st.p[st.heir]
    give_tricks(st, ["living_piano"])  # one level-1 trick: it wants a second one
    left, right = T.TRICK_CAT[IDX["prison_break"]], T.TRICK_CAT[IDX["living_piano"]]
    gone = [t for t in T.TRICKS_OF[left * 3] if t not in heir.SINGLE_BASIC]
    st.p[0].sym_trick = [*gone, -1, -1, -1, -1][:4]  # the human holds every learnable one
    st.dice = [left, right, X, X, X, X]
    heir.act_downtown(st, 1, [])
    assert [t for t in p.sym_trick if t >= 0] == [IDX["living_piano"]]
    assert st.dice[:2] == [left, right]
    st.dice = [X, right, X, X, X, X]  # the left die blank: the right one is read
    heir.act_downtown(st, 1, [])
    assert len([t for t in p.sym_trick if t >= 0]) == 2 and st.dice[1] == X


# --------------------------------------------------------------------------- 14.4 Performance


def test_14_4_coin_yields_as_fame_prophecy_reaches_the_heir_as_a_guest():
    """Prophecy "coin yields in the Performance phase are taken as Fame" holds for every player,
    the Heir too when the human performs a card holding its marker (S3 converts them)."""
    st = solo()
    clear_theater(st, [0])
    give_tricks(st, ["sawing_the_assistant_in_half"])  # 1 Fame, 5 coins
    h = st.p[st.heir]
    human = st.p[0]
    human.sym_trick = [IDX["living_piano"], -1, -1, -1]
    st.occ[0][0] = 0  # the human's marker
    st.occ[0][1] = st.heir * 4 + h.sym_trick.index(IDX["sawing_the_assistant_in_half"])
    st.active = T.PROPH_KIND.index("coins_as_fame")
    fame, coins = h.fame, h.coins
    perform(st, 0, 0, [])
    assert (h.fame - fame, h.coins - coins) == (6, 0)


# --------------------------------------------------------------------------- 14.3 Assignment


def test_14_3_plan_card_gives_locations_to_the_boards_five_character_slots_only():
    """Digest 14 / S3: the Plan card lists one location per character slot of the Heir's board, and
    its Base + Dark Alley side has five; the Heir ignores any character beyond them.  The old
    engine gave a sixth character the card's sixth location (on Plan card 2, a Theater)."""
    st = solo()
    p = st.p[st.heir]
    st.heir_mem["plan"] = [2]  # downtown, theater, dark_alley, market_row, workshop, theater
    p.chars = [MAGICIAN, ENGINEER, ENGINEER, ENGINEER, ENGINEER, ENGINEER]
    p.specials = []
    theaters = p.perm[THEATER]
    codes = heir.assign(st)
    assert codes == [DOWNTOWN, THEATER, DARK_ALLEY, MARKET, WORKSHOP, IDLE]
    assert p.perm[THEATER] == theaters - 1
