"""The one field declaration (game/rules/fields.py): defaults, JSON and clone come from it (issue #26)."""

from __future__ import annotations

import json

import pytest

from game.rules.fields import Fields, field, items, rows, transient, value
from game.rules.rng import Rng
from game.rules.spellbook import INFO as SPELLBOOK
from game.rules.witchcraft import INFO as WITCHCRAFT


class Sample:
    n: int = value(2)
    rng: Rng = field(lambda st: Rng(7), "clone", Rng.to_json, Rng.from_json)
    hand: list[int] = items()
    pools: list[list[int]] = rows(lambda st: [[] for _ in range(st.n)])  # depends on n, declared before
    learned: list[dict[str, int]] = field(lambda st: [{} for _ in range(st.n)], "dicts")
    seen: dict[str, int] = field(lambda st: {}, "dict")
    cache: list[int] | None = transient(lambda st: None)
    loud: bool = transient(lambda st: True, "share")


FIELDS = Fields.of(Sample)


def test_declarations_leave_the_class_and_defaults_follow_declaration_order():
    assert not hasattr(Sample, "hand")  # an instance's fields are its own attributes
    st = Sample.__new__(Sample)
    FIELDS.init(st, n=3)
    assert st.n == 3 and st.pools == [[], [], []] and st.learned == [{}, {}, {}]
    assert st.hand == [] and st.cache is None and st.loud and st.rng.state == 7
    with pytest.raises(TypeError):
        FIELDS.init(st, colour="red")


def test_json_holds_the_saved_fields_only_and_loads_back_exactly():
    st = Sample.__new__(Sample)
    FIELDS.init(st)
    st.hand.append(4)
    st.pools[1].append(9)
    st.seen["x"] = 2
    st.cache = [1]
    st.loud = False
    data = json.loads(json.dumps(FIELDS.to_json(st)))
    assert set(data) == {"n", "rng", "hand", "pools", "learned", "seen"}
    back = FIELDS.load(Sample, data)
    assert FIELDS.to_json(back) == data
    assert back.cache is None and back.loud  # transient fields get their defaults on load


def test_clone_copies_each_field_as_declared():
    st = Sample.__new__(Sample)
    FIELDS.init(st)
    st.cache = [1]
    st.loud = False
    copy = FIELDS.clone(st)
    assert type(copy) is Sample and FIELDS.to_json(copy) == FIELDS.to_json(st)
    copy.hand.append(1)
    copy.pools[0].append(1)
    copy.learned[0]["a"] = 1
    copy.seen["b"] = 1
    copy.rng.randrange(10)
    assert st.hand == [] and st.pools == [[], []] and st.learned == [{}, {}] and st.seen == {}
    assert st.rng.state == 7
    assert copy.cache is None  # "fresh": a clone never inherits a cache
    assert copy.loud is False  # "share": a clone keeps the mode


@pytest.mark.parametrize("info", [SPELLBOOK, WITCHCRAFT], ids=lambda info: info.id)
def test_engines_declared_with_fields_clone_and_save_every_field(info):
    """A field missing from the clone or the save would show here as a difference after play."""
    from game.rules.playout import random_playout

    state, _log = random_playout(info, 2, info.default_options(2), 5)
    mid = info.new_game(2, info.default_options(2), 5)
    for seat, action in _log[: len(_log) // 2]:
        mid.apply(seat, action)
    for st in (state, mid):
        assert vars(st.clone()).keys() == vars(st).keys()
        assert st.clone().to_json() == st.to_json()
        loaded = info.from_json(json.loads(json.dumps(st.to_json())))
        assert vars(loaded).keys() == vars(st).keys() and loaded.to_json() == st.to_json()
