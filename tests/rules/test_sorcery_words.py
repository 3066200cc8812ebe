"""School of Sorcery's moves and log lines say in words what happens, in English, Polish and German.

Found in play: the shortage choices read "Honour 3@2 · 2@4" (crystals @ location), the Ring's
"Remove from locations 1, 3", the cast "Cast cards 3↻, 2, 1 on the dice" and a reroll's log line
"rerolls 1 die: 4, 2, 6" (which die?).  Each form of ``describe`` and each reworded log line is
checked here in positions the engine reaches; Polish is checked with its three plural forms.
"""

from __future__ import annotations

import pytest

from game.i18n import set_language, tr
from game.rules.base import Action, Msg
from game.rules.sorcery.state import SorceryState
from tests.rules.sorcery.helpers import BLANK, FLIP2, ONE, THREE, TWO, cast, fresh, give, skip_casting, table

NAMES = ["Ania", "Morgana"]
LANGS = ("en", "pl", "de")
FIVE = ["apprentice", "alchemist", "oracle", "golden_chalice", "wellspring", "portal"]


@pytest.fixture
def lang():
    """Read a message in a language (the game's own catalogues); English again afterwards."""

    def read(msg: Msg, language: str = "en") -> str:
        set_language(language)
        return tr(msg, NAMES)

    yield read
    set_language("en")


def reserve(st: SorceryState, seat: int, n: int) -> None:
    st.pool[seat] -= n
    st.reserve[seat] += n


def cast_with(reserves: tuple[int, int], seat0: tuple, seat1: tuple) -> SorceryState:
    """Both seats cast ``(dice, cards)`` with ``reserves`` on the five cards and the portal."""
    st = fresh()
    table(st, FIVE)
    reserve(st, 0, reserves[0])
    reserve(st, 1, reserves[1])
    cast(st, *seat0, *seat1)
    return st


def short_of(reserve0: int, dice0: tuple[int, int, int], cards0: tuple[int, int, int]) -> SorceryState:
    """Seat 0 casts more than its reserve holds; seat 1 (casting blanks) decides what is honoured."""
    st = cast_with((reserve0, 5), (dice0, cards0), ((5, 5, 5), (BLANK, ONE, TWO)))
    assert st.step == "shortage" and st.to_act() == (1,)
    return st


def honour(st: SorceryState, amounts: tuple[int, ...]) -> Msg:
    action = next(a for a in st.legal_actions(1) if a["amounts"] == amounts)
    return st.describe(action)


def test_honouring_a_shortage_names_crystals_and_locations_not_3_at_2(lang):
    """The bug: "Honour 3@2 · 2@4".  Dice showing one face add up; the portal is named as such."""
    st = short_of(4, (2, 4, 6), (ONE, THREE, TWO))
    assert lang(honour(st, (1, 3, 0))) == "Honour 1 crystal at location 2 and 3 crystals at location 4"
    both = honour(st, (1, 1, 2))
    assert lang(both) == (
        "Honour 1 crystal at location 2, 1 crystal at location 4 and 2 crystals on the portal"
    )
    assert lang(both, "pl") == (
        "Zagraj: 1 kryształ na lokację 2, 1 kryształ na lokację 4 i 2 kryształy na portal"
    )
    assert lang(both, "de") == (
        "Gelten lassen: 1 Kristall auf Ort 2, 1 Kristall auf Ort 4 und 2 Kristalle auf das Portal"
    )


def test_honouring_counts_crystals_per_location_with_polish_plural_forms(lang):
    """Two dice on location 4 make one part: 5 crystals (Polish: kryształ / kryształy / kryształów)."""
    st = short_of(5, (2, 4, 4), (ONE, THREE, TWO))
    said = {language: {lang(st.describe(a), language) for a in st.legal_actions(1)} for language in LANGS}
    assert "Honour 5 crystals at location 4" in said["en"]
    assert "Zagraj: 5 kryształów na lokację 4" in said["pl"]
    assert "Zagraj: 1 kryształ na lokację 2 i 4 kryształy na lokację 4" in said["pl"]
    assert "Gelten lassen: 1 Kristall auf Ort 2 und 4 Kristalle auf Ort 4" in said["de"]
    assert len(said["en"]) == len(st.legal_actions(1))  # no two choices read alike


def test_honouring_nothing_and_an_ambiguous_double_shortage_say_so_in_words(lang):
    """Both seats short with equal reserves: an amount that fits either seat is told by the cards."""
    st = cast_with((2, 2), ((1, 2, 3), (ONE, TWO, THREE)), ((4, 5, 6), (ONE, TWO, THREE)))
    assert st.step == "shortage" and set(st.to_act()) == {0, 1}
    shared = Action("honour", amounts=(0, 2, 0))
    assert shared in st.legal_actions(0) and shared in st.legal_actions(1)
    assert lang(st.describe(shared)) == "Honour the three cast cards with 0, 2 and 0 crystals"
    assert lang(st.describe(shared), "pl") == "Zagraj trzy karty mocy – kryształy kolejno: 0, 2 i 0"
    empty = short_of(0, (2, 4, 6), (ONE, THREE, TWO))
    assert lang(honour(empty, (0, 0, 0))) == "Honour none of the cast cards"
    assert lang(honour(empty, (0, 0, 0)), "de") == "Keine der Machtkarten gelten lassen"


def test_a_cast_names_each_card_and_its_die_not_3_flip_2_1_on_the_dice(lang):
    st = fresh()
    table(st, FIVE)
    action = Action("assign", cards=(THREE, FLIP2, BLANK))
    assert action in st.legal_actions(0)
    assert lang(st.describe(action)) == "Cast face down: 3 on die 1, 2\u21bb on die 2 and 0 on die 3"
    assert lang(st.describe(action), "pl") == "Zagraj zakryte: 3 na kość 1, 2\u21bb na kość 2 i 0 na kość 3"
    assert lang(st.describe(action), "de") == (
        "Verdeckt ausspielen: 3 an Würfel 1, 2\u21bb an Würfel 2 und 0 an Würfel 3"
    )


def test_rerolls_name_their_dice_and_the_token_in_each_language(lang):
    """A label "Reroll 2 dice" left a bot's reason unfollowable: which two?  Dice count from the left."""
    st = fresh()
    one, two = Action("reroll", dice=(1,)), Action("reroll", dice=(0, 2))
    every = Action("reroll", dice=(0, 1, 2))
    assert {one, two, every} <= set(st.legal_actions(0))
    assert lang(st.describe(one)) == "Reroll die 2 for a token"
    assert lang(st.describe(two)) == "Reroll dice 1 and 3 for a token"
    assert lang(st.describe(every)) == "Reroll dice 1, 2 and 3 for a token"
    assert lang(st.describe(one), "pl") == "Przerzuć kość 2 za żeton"
    assert lang(st.describe(two), "pl") == "Przerzuć kości 1 i 3 za żeton"
    assert lang(st.describe(every), "pl") == "Przerzuć kości 1, 2 i 3 za żeton"
    assert lang(st.describe(one), "de") == "Würfel 2 für einen Neuwurf-Marker neu werfen"
    assert lang(st.describe(two), "de") == "Würfel 1 und 3 für einen Neuwurf-Marker neu werfen"


def test_the_portal_choice_names_the_card_its_crystals_join(lang):
    st = cast_with((6, 6), ((6, 6, 1), (TWO, THREE, BLANK)), ((1, 1, 1), (BLANK, ONE, TWO)))
    assert st.step == "portal"
    action = Action("portal", loc=4)
    assert action in st.legal_actions(0)
    assert lang(st.describe(action)) == "Send your portal crystals to Golden Chalice at location 4"
    polish = "Przenieś kryształy z portalu na kartę Złoty kielich w lokacji 4"
    assert lang(st.describe(action), "pl") == polish


def _abilities(
    cards0: list[str], crystals: list[tuple[int, int]], cards1: tuple[str, ...] = (), step: str = "abilities"
) -> SorceryState:
    """Seat 0 to act in phase IV (or ``step``) with ``cards0`` won, the locations holding ``crystals``."""
    st = fresh()
    table(st, FIVE, crystals)
    for cid in cards0:
        give(st, 0, cid)
    for cid in cards1:
        give(st, 1, cid)
    skip_casting(st)
    assert st.step == step and st.to_act() == (0,)
    return st


def uses(st: SorceryState, cid: str) -> dict[tuple, str]:
    """Each legal use of card ``cid`` by seat 0, by its parameters, in English."""
    return {
        tuple(sorted((k, v) for k, v in a.params if k != "card")): st.describe(a).english()
        for a in st.legal_actions(0)
        if a.kind == "use" and a["card"] == cid
    }


def test_permanent_card_uses_say_whose_crystals_move_and_where(lang):
    crystals = [(2, 3), (0, 0), (1, 0), (0, 0), (0, 0), (0, 0)]
    st = _abilities(["staff_of_currents", "mirror_of_repulsion", "cauldron", "amulet_of_growth"], crystals)
    own = uses(st, "staff_of_currents")
    assert own[(("frm", 1), ("n", 2), ("to", 3))] == (
        "Staff of Currents: move 2 of your crystals from location 1 to location 3"
    )
    opp = uses(st, "mirror_of_repulsion")
    assert opp[(("frm", 1), ("n", 1), ("to", 2))] == (
        "Mirror of Repulsion: move 1 rival crystal from location 1 to location 2"
    )
    removal = uses(st, "cauldron")[(("frm", 1), ("n", 1))]
    assert removal == "Cauldron of Dissolution: remove 1 rival crystal from location 1"
    addition = uses(st, "amulet_of_growth")[(("loc", 5), ("n", 1))]
    assert addition == "Amulet of Growth: add 1 crystal to location 5"
    move = next(a for a in st.legal_actions(0) if a.get("card") == "staff_of_currents" and a.get("n") == 2)
    assert lang(st.describe(move), "pl").startswith("Laska prądów: przenieś 2 swoje kryształy z lokacji 1")
    assert "2 eigene Kristalle von Ort 1" in lang(st.describe(move), "de")


def test_rolled_abilities_and_their_results_say_what_they_do(lang):
    """The Ring's result read "Remove from locations 1, 3"; the Ball's "Add 1 crystal" said not where."""
    crystals = [(0, 2), (0, 0), (0, 1), (0, 0), (0, 0), (0, 0)]
    st = _abilities(["ring_of_influence"], crystals)
    ring = next(a for a in st.legal_actions(0) if a.get("card") == "ring_of_influence")
    assert st.describe(ring).english() == "Ring of Influence: roll two dice to remove rival crystals"
    st.apply(0, ring)
    st.pending["dice"] = [1, 3]  # both dice on locations holding Morgana's crystals
    st.changed()
    results = {a["frm"]: st.describe(a) for a in st.legal_actions(0) if a.kind == "resolve"}
    assert lang(results[(1, 3)]) == (
        "Ring of Influence: remove 1 rival crystal from location 1 and 1 rival crystal from location 3"
    )
    assert lang(results[(1, 1)], "pl") == "Pierścień wpływów: usuń 2 kryształy rywala z lokacji 1"
    assert lang(results[(1, 1)], "de") == "Ring des Einflusses: 2 gegnerische Kristalle von Ort 1 entfernen"
    skip = next(a for a in st.legal_actions(0) if a.kind == "skip")
    assert lang(st.describe(skip)) == "Do not use Ring of Influence"


def test_the_crystal_balls_result_names_its_location(lang):
    st = _abilities(["crystal_ball"], [(0, 0)] * 6)
    ball = next(a for a in st.legal_actions(0) if a.get("card") == "crystal_ball")
    said = st.describe(ball).english()
    assert said == "Crystal Ball: roll a die, then add crystals at the location it shows"
    st.apply(0, ball)
    st.pending["dice"] = [5]
    st.changed()
    add = next(a for a in st.legal_actions(0) if a.kind == "resolve")
    assert lang(st.describe(add)) == "Crystal Ball: add 1 crystal to location 5"
    assert lang(st.describe(add), "de") == "Kristallkugel: 1 Kristall auf Ort 5 legen"


def test_one_time_uses_and_passing_say_what_they_give(lang):
    st = _abilities(["potion_of_plenty", "pouch_of_tokens"], [(0, 0)] * 6, step="window")
    said = {st.describe(a).english() for a in st.legal_actions(0)}
    assert "Potion of Plenty: take 3 crystals from the pool into your reserve" in said
    assert "Pouch of Tokens: take 3 reroll tokens" in said
    assert "Pass: use no one-time card now" in said
    potion = next(a for a in st.legal_actions(0) if a.get("card") == "potion_of_plenty")
    assert lang(st.describe(potion), "pl") == "Eliksir obfitości: weź 3 kryształy z puli do zasobów"


def test_finishing_phase_iv_and_turning_a_die_in_words(lang):
    st = _abilities(["amulet_of_growth"], [(0, 0)] * 6)
    assert lang(st.describe(Action("done"))) == "Use no more permanent cards this round"
    cast_st = fresh()
    give(cast_st, 0, "lucky_charm")
    cast_st.dice = [[2, 3, 4], [1, 1, 1]]
    cast_st.changed()
    turn = Action("use", card="lucky_charm", die=1, face=6)
    assert turn in cast_st.legal_actions(0)
    assert lang(cast_st.describe(turn)) == "Lucky Charm: turn die 2 to show 6"
    assert lang(cast_st.describe(turn), "de") == "Glücksbringer: Würfel 2 auf die 6 drehen"


def test_the_spear_names_the_card_it_borrows(lang):
    crystals = [(0, 1), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0)]
    st = _abilities(["spear_of_providence"], crystals, cards1=("cauldron",))
    spear = next(a for a in st.legal_actions(0) if a.get("via") == "cauldron")
    assert lang(st.describe(spear)) == (
        "Spear of Providence as Cauldron of Dissolution: remove 1 rival crystal from location 1"
    )


def test_log_lines_name_the_card_crystals_land_on_and_only_the_rerolled_faces(lang):
    """ "Ania places 3 crystals on location 4" sent the reader counting tiles; "rerolls 1 die: 4, 2, 6"
    did not say which die was new."""
    st = fresh()
    table(st, FIVE)
    reserve(st, 0, 6)
    reserve(st, 1, 6)
    st.dice[0] = [4, 2, 6]
    events = st.apply(0, Action("reroll", dice=(1,)))
    (line,) = [e.text for e in events if e.kind == "reroll"]
    assert lang(line) == f"Ania pays a token and rerolls 1 die: it shows {st.dice[0][1]}."
    assert lang(line, "pl").startswith("Ania oddaje żeton i przerzuca 1 kość: wypada ")
    events = cast(st, (4, 4, 6), (TWO, THREE, ONE), (1, 1, 1), (BLANK, ONE, TWO))
    lines = [lang(e.text) for e in events if e.kind == "place"]
    assert "Ania places 5 crystals on Golden Chalice at location 4." in lines
    assert "Ania places 1 crystal on the portal." in lines
    polish = [lang(e.text, "pl") for e in events if e.kind == "place"]
    assert "Ania kładzie 5 kryształów na kartę Złoty kielich w lokacji 4." in polish


def test_moving_ones_own_crystals_is_not_logged_as_crystals_of_oneself(lang):
    """The log read "Ania moves 3 crystals of Ania from location 1 to location 2"."""
    st = _abilities(["staff_of_currents"], [(2, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0)])
    move = Action("use", card="staff_of_currents", frm=1, to=2, n=2)
    (line,) = [e.text for e in st.apply(0, move) if e.kind == "move"]
    # right after "Ania uses Staff of Currents." the move does not name the card again
    assert lang(line) == "Ania moves 2 of their crystals from location 1 to location 2."
    assert lang(line, "pl") == "Ania przenosi 2 swoje kryształy z lokacji 1 do lokacji 2."


def test_a_location_holding_the_portal_is_marked_in_moves_and_log_lines(lang):
    """ "moves 2 crystals from location 4 to location 6" left the reader to notice 6 held the portal."""
    st = _abilities(["staff_of_currents"], [(2, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0)])
    move = Action("use", card="staff_of_currents", frm=1, to=6, n=2)
    assert move in st.legal_actions(0)
    said = st.describe(move)
    assert lang(said) == "Staff of Currents: move 2 of your crystals from location 1 to location 6 (portal)"
    assert lang(said, "de").endswith("nach Ort 6 (Portal) versetzen")
    (line,) = [e.text for e in st.apply(0, move) if e.kind == "move"]
    assert lang(line, "pl") == "Ania przenosi 2 swoje kryształy z lokacji 1 do lokacji 6 (portal)."
