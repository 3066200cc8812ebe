"""The prebuilt actions of ``tables.py`` are the very actions the engine used to build one by one.

Search speed (helper "tspeed"): legal lists hand out shared actions instead of building new ones
per list; a table that built a different action (a parameter misnamed or out of order) would
change which moves exist, so each is checked against a freshly built ``Action``.
"""

from __future__ import annotations

import pytest

from game.rules.base import Action
from game.rules.trickerion import tables as T


def test_a_table_hands_out_one_shared_action_equal_to_a_fresh_one():
    table = T.ActionTable("place", "boost", "char", "loc", "slot")
    a = table.of(1, 2, 3, 0)
    assert a == Action("place", boost=1, char=2, loc=3, slot=0)
    assert a.params == Action("place", boost=1, char=2, loc=3, slot=0).params
    assert table.of(1, 2, 3, 0) is a
    assert hash(a) == hash(Action("place", boost=1, char=2, loc=3, slot=0))


def test_a_table_takes_its_parameter_names_sorted():
    with pytest.raises(ValueError):
        T.ActionTable("setdie", "face", "die")


def test_a_table_refuses_a_wrong_number_of_values():
    with pytest.raises(ValueError):
        T.ActionTable("setdie", "die", "face").of(1)


def test_every_table_of_the_engine_builds_what_its_names_say():
    for name in dir(T):
        table = getattr(T, name)
        if not isinstance(table, T.ActionTable):
            continue
        values = tuple(range(len(table.names)))
        built = table.of(*values)
        assert built == Action(table.kind, **dict(zip(table.names, values, strict=True))), name
        assert built.kind == table.kind


def test_set_die_lists_offer_every_other_face_in_order():
    for d, choices in enumerate(T.DIE_CHOICES):
        for shown in set(T.DIE_FACES[d]) | set(choices) | {99}:
            want = [Action("setdie", die=d, face=v) for v in choices if v != shown]
            assert list(T.setdie_actions(d, shown)) == want
            free = [Action("setdie", die=d, face=v, free=1) for v in choices if v != shown]
            assert list(T.setdie_actions(d, shown, free=True)) == free


def test_magic_dice_lists_keep_the_order_the_wagon_listed_them_in():
    singles = [Action("magic_dice", spell=k) for k in range(T.NSPELLTYPES)]
    singles += [Action("magic_dice", reward=r) for r in range(T.NREWARD)]
    assert list(T.MAGIC_SINGLES) == singles
    pairs = [Action("magic_dice", spell=k, reward=r) for k in range(T.NSPELLTYPES) for r in range(T.NREWARD)]
    assert list(T.MAGIC_PAIRS) == pairs
    free = [Action("magic_dice", spell=k, free=1) for k in range(T.NSPELLTYPES)]
    free += [Action("magic_dice", reward=r, free=1) for r in range(T.NREWARD)]
    assert list(T.MAGIC_SINGLES_FREE) == free
    assert list(T.REROLLS) == [Action("reroll", die=d) for d in range(6)]
