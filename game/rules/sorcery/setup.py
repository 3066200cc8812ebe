"""Starting a School of Sorcery game: the options and the opening deal.

The basic game deals two permanent cards to each player; the advanced draft
deals three and leaves the rest to the ``draft`` step (``state.py``).  Either
way play starts through :meth:`SorceryState.start_play`, as the draft's end does.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.rules.base import Event, Msg, Option
from game.rules.rng import Rng
from game.rules.sorcery.deck import Deck, default_deck
from game.rules.sorcery.state import SorceryState

OPTIONS = (
    Option(
        "advanced",
        Msg("Starting cards"),
        ((False, Msg("Dealt at random")), (True, Msg("Advanced draft"))),
        False,
        help=Msg(
            "Advanced: each player is dealt three permanent cards, keeps one and passes two; "
            "then keeps one of the two received."
        ),
    ),
    Option("goal", Msg("Points to win"), ((13, Msg("13 points")), (16, Msg("16 points (long game)"))), 13),
)


def new_game(players: int, options: Mapping[str, Any], seed: int, deck: Deck | None = None) -> SorceryState:
    """A fresh game; ``deck`` replaces the shipped reconstruction (any valid deck file).

    A hidden option ``first`` (0/1) fixes who starts with the wizard marker (tests);
    otherwise the seed decides.
    """
    if players != 2:
        raise ValueError("School of Sorcery is a game for two players")
    goal = int(options.get("goal", 13))
    if goal not in (13, 16):
        raise ValueError("the goal is 13 points or 16 in the long variant")
    rng = Rng(seed)
    state = SorceryState(deck or default_deck(), bool(options.get("advanced", False)), goal, rng)
    state.wizard = int(options.get("first", rng.randrange(2)))
    deal(state)
    return state


def deal(state: SorceryState) -> None:
    """Deal the shuffled permanent cards (two each, or three each to draft); the rest make the draw pile.

    The opening's events (points for the dealt cards, the first round and its roll) are
    kept as ``state.setup_events``: a new table's log starts with them.  A draft deals no
    more: play, and its events, start with the draft's last pick.
    """
    perms = state.deck.of_type("permanent")
    rest = [c for c in state.deck.order if c not in perms]
    state.rng.shuffle(perms)
    if state.advanced:
        state.draft_hand = [perms[0:3], perms[3:6]]
        state.draw = perms[6:] + rest
        state.draft_stage = 1
        state.step = "draft"
        return
    state.perm = [perms[0:2], perms[2:4]]
    state.draw = perms[4:] + rest
    events: list[Event] = []
    state.start_play(events)
    state.setup_events = tuple(events)
