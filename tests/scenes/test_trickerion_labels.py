"""Issue #24, what the table says before a move: the AP a slot shows for a placement (its glow badge
and chooser row) is the engine's, the Mechaniker's +1 included; order rows explain what follows."""

from __future__ import annotations

import random

import pygame

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


def test_the_board_prints_the_ap_and_prices_the_active_prophecy_sets(monkeypatch):
    """Under "Learning a trick costs 1 AP" the Downtown board still said 3 AP, and under "Every
    component costs 2 coins" Market Row still showed the printed prices."""
    import pygame

    from game.scenes.tables.trickerion import drawing
    from game.scenes.tables.trickerion.geometry import compute
    from tests.rules.trickerion.helpers import setup_done
    from tests.support.spy import texts_drawn

    st = setup_done(2, "dark_alley")
    written = texts_drawn(monkeypatch)
    learn_1 = next(i for i, e in enumerate(T.PROPH_EFFECT) if e.get("action") == "learn")
    price_2 = T.PROPH_KIND.index("component_price")
    for active, expected in ((learn_1, "Learn trick 1 AP"), (price_2, "2 coins"), (-1, "Learn trick 3 AP")):
        st.active = active
        written.clear()
        v = st.view(0)
        painter = drawing.Painter(v, compute(v, 0), 0, ["A", "B"], False)
        surface = pygame.Surface((1920, 1080))
        painter.downtown(surface)
        painter.market(surface)
        assert any(expected in w for w in written), (expected, written)
        printed = {"1 coin", "3 coins"} & set(written)  # the printed prices of the cheapest and dearest
        assert bool(printed) == (active != price_2), printed


def test_a_fate_weaving_row_shows_the_prophecy_it_makes_active():
    """Playtest: the drawer's "Make pending prophecy 2 active" had no tooltip, so choosing meant
    hovering the top bar's boxes one by one."""
    from tests.support.trickerion_table import first_position, sending_view

    state, seat = first_position(lambda st, s: any(a.kind == "fate" for a in st.legal_actions(s)))
    view, _sent = sending_view(state, seat)
    toggle = next(r for r in view.buttons if r.action is None)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        view.handle_event(pygame.event.Event(kind, pos=toggle.rect.center, button=1))
    rows = [r for r in view.drawer_rows() if r.action is not None and r.action.kind == "fate"]
    assert len(rows) == len(state.pending) > 1
    for row in rows:
        prophecy = T.PROPH_TEXT[state.pending[row.action["pending"]]]
        assert prophecy in (view.tooltip_at(row.rect.center) or ""), row.label
