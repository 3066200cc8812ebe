"""``Msg`` carries plurals through its own constructors, copies and saves (issue #26)."""

from __future__ import annotations

from game.rules.base import Msg, NMsg


def test_nmsg_keeps_both_forms_and_n():
    msg = NMsg("{n} token", "{n} tokens", 3, player=1)
    assert (msg.text, msg.plural, msg.n) == ("{n} token", "{n} tokens", 3)
    assert msg.kwargs == {"n": 3, "player": 1}
    assert msg.english() == "3 tokens" and NMsg("{n} token", "{n} tokens", 1).english() == "1 token"


def test_with_params_adds_a_parameter_and_keeps_the_plural():
    """The table fills in the acting player this way; it used to lose nothing only by luck."""
    msg = NMsg("{player} draws {n} card.", "{player} draws {n} cards.", 2)
    filled = msg.with_params(player="Ada")
    assert filled.plural == msg.plural and filled.n == 2 and filled.english() == "Ada draws 2 cards."
    assert msg.kwargs == {"n": 2}  # the original is untouched


def test_plural_messages_survive_json_and_compare_equal():
    msg = NMsg("{n} wild", "{n} wilds", 4, spell=Msg("Growth"))
    back = Msg.from_json(msg.to_json())
    assert back == msg and back.plural == "{n} wilds" and back.n == 4
    assert Msg.from_json(Msg("Done").to_json()) == Msg("Done")
