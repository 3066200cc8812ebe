"""How legal actions become gestures, and how a payment selection becomes pay steps."""

from __future__ import annotations

from game.rules.base import Action
from game.scenes.tables.spellbook import gestures

RED = [0, 1, 2, 5]  # red circle x3, red triangle (materia id // 15 = colour, (id % 15) // 5 = rune)
TRIANGLES = [20, 35, 50, 65]  # purple, green, black, white triangles


def view(pool, altar=(90, 91), prompt=None):
    return {"altar": list(altar), "prompt": prompt, "seats": [{"pool": list(pool)}, {"pool": []}]}


def test_morning_take_one_becomes_drag_and_click_chains_per_altar_materia():
    g = gestures.build(view([3]), [Action("take_one"), Action("draw_two"), Action("skip")], 0, str)
    assert g.drags[("m", 90)][("pool", 0)] == [Action("take_one"), Action("take", materia=90)]
    assert g.clicks[("m", 91)] == [Action("take_one"), Action("take", materia=91)]
    assert g.clicks["bag"] == [Action("draw_two")]
    assert [label for label, _ in g.buttons] == ["Action('skip')"]


def test_learn_drag_adds_marker_step_only_for_a_materia_of_the_spells_colour():
    learn = Action("learn", spell="sacrifice", level=3)
    g = gestures.build(view([0, 20]), [learn], 0, str)
    assert g.drags[("m", 0)][("row", 0, "sacrifice", 3)] == [learn, Action("marker", materia=0)]
    assert g.drags[("m", 20)][("row", 0, "sacrifice", 3)] == [learn]


def test_cast_actions_group_on_their_card_row():
    casts = [
        Action("cast", spell="focus", level=4, mode="store"),
        Action("cast", spell="focus", level=4, mode="take"),
    ]
    g = gestures.build(view([]), casts, 0, str)
    assert g.rows[("focus", 4)] == casts and not g.buttons


def test_every_legal_action_without_a_place_becomes_a_button():
    odd = Action("something_new", x=1)
    g = gestures.build(view([]), [odd], 0, str)
    assert g.buttons == [(str(odd), [odd])]


def test_no_gestures_for_a_seat_that_is_not_acting():
    g = gestures.build(view([0]), [Action("take_one")], None, str)
    assert not g.clicks and not g.drags and not g.buttons


def payment(remaining=3, kind="triple"):
    pay = gestures.Payment("sacrifice", 4, remaining, 0, [], kind)
    pay.pay_actions = {m: Action("pay", materia=m) for m in (1, 2)}
    combo = tuple(TRIANGLES[:3])
    pay.wild_actions = {combo: Action("wild", materia=list(combo))}
    return pay


def test_plan_orders_real_payments_then_wild_groups_and_counts_units():
    chain, units = gestures.plan_payment(payment(), [1, 20, 35, 50, 2])
    assert units == 3
    assert chain == [Action("pay", materia=1), Action("pay", materia=2), Action("wild", materia=[20, 35, 50])]


def test_plan_refuses_an_incomplete_wild_group():
    assert gestures.plan_payment(payment(), [1, 20, 35]) is None


def test_suggestion_prefers_real_materia_and_fills_the_rest_with_a_wild():
    pay = payment(remaining=3)
    chosen = gestures.suggest_payment(pay, [0, 1, 2, 20, 35, 50, 65])
    plan = gestures.plan_payment(pay, chosen)
    assert plan is not None and plan[1] == 3
    assert 0 not in chosen  # the marker is never paid twice


def test_rune_wilds_count_one_each_for_transmutation():
    pay = gestures.Payment("abundance", 4, 2, 90, [], "rune")
    pay.wild_actions = {(20,): Action("wild", materia=[20]), (35,): Action("wild", materia=[35])}
    chain, units = gestures.plan_payment(pay, [20, 35])
    assert units == 2 and len(chain) == 2


def test_swap_prompts_become_drags_both_ways_between_the_two_materia():
    swap = Action("swap", materia=3, other=90)
    g = gestures.build(view([3], prompt={"kind": "swap_altar", "seat": 0, "n": 1}), [swap], 0, str)
    assert g.drags[("m", 3)][("m", 90)] == [swap] and g.drags[("m", 90)][("m", 3)] == [swap]


def test_replace_prompt_clicks_altar_materia_and_done_is_a_button():
    acts = [Action("replace", materia=90), Action("done")]
    g = gestures.build(view([], prompt={"kind": "replace", "seat": 0, "eligible": [90]}), acts, 0, str)
    assert g.clicks[("m", 90)] == [acts[0]] and g.drags[("m", 90)]["discard"] == [acts[0]]
    assert [chain for _, chain in g.buttons] == [[acts[1]]]


def test_raise_prompt_clicks_the_spell_card():
    act = Action("raise", spell="abundance")
    g = gestures.build(view([], prompt={"kind": "raise", "seat": 0}), [act], 0, str)
    assert g.clicks[("card", 0, "abundance")] == [act]


def test_store_from_the_discard_offers_materia_tokens_in_the_prompt_bar():
    acts = [Action("store", materia=40), Action("store", materia=41)]
    g = gestures.build(
        view([], prompt={"kind": "store_discarded", "seat": 0, "n": 2, "from": [40, 41]}), acts, 0, str
    )
    assert g.tokens == [(40, [acts[0]]), (41, [acts[1]])] and not g.buttons


def test_take_prompt_for_the_rival_drags_onto_the_rival_track():
    act = Action("take", materia=90)
    g = gestures.build(view([], prompt={"kind": "take", "seat": 0, "dest": "rival_track"}), [act], 0, str)
    assert g.drags[("m", 90)] == {"rival_track": [act]} and g.clicks[("m", 90)] == [act]
