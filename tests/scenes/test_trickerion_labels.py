"""Issue #24, what the table says before a move: the AP a slot shows for a placement (its glow badge
and chooser row) is the engine's, the Mechaniker's +1 included; order rows explain what follows."""

from __future__ import annotations

import random

from game.rules.base import Action
from game.rules.trickerion import tables as T
from game.rules.trickerion.setup import new_game
from game.scenes.tables.trickerion.view import action_tooltip, placed_ap

MECHANIKER = "apprentice_ap"  # the magician ability: +1 AP to an Apprentice placed outside the Theater


def test_the_slot_badge_shows_the_ap_the_mechaniker_s_apprentice_really_gets():
    """The playtest's slot said 3 AP and the Apprentice got 4 (the Mechaniker's once-a-turn +1)."""
    st = new_game(2, {"modules": "dark_alley"}, 3)
    rng = random.Random(3)
    boosted = 0
    while not st.is_over() and boosted < 5:
        seat = st.to_act()[0]
        acts = st.legal_actions(seat)
        if st.phase == "setup":
            mech = [a for a in acts if a.kind == "magician" and T.MAG_ABILITY[a["magician"]] == MECHANIKER]
            st.apply(seat, (mech or acts)[0])
            continue
        for a in acts:
            if a.kind == "place" and a["loc"] != 0 and st.p[seat].chars[a["char"]] == 4:
                (placed,) = [e for e in st.clone().apply(seat, a) if e.kind == "place"]
                assert placed_ap(st.describe(a)) == placed.data["ap"]
                boosted += st.ability(seat, MECHANIKER) and not st.p[seat].used_mech
        st.apply(seat, rng.choice(acts))
    assert boosted >= 5


def test_order_rows_say_when_the_component_comes_and_where_the_quick_order_goes():
    quick = action_tooltip(Action("quick", comp=0), "Quick order", [])
    order = action_tooltip(Action("order", comp=0), "Order", [])
    assert "goes back to the supply" in quick and "Dubious Sources" in quick
    assert "at the end of the turn" in order and "next turn" in order
