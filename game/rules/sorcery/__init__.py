"""School of Sorcery (Dr Finn's Games): two wizards bid crystals on sorcery cards.

Registers the engine as ``"sorcery"``.  Options: the advanced draft of the
starting permanent cards and the 16-point long game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.rules.base import Event, GameInfo, Msg, Option
from game.rules.registry import register
from game.rules.rng import Rng
from game.rules.sorcery.deck import Deck, default_deck
from game.rules.sorcery.evaluate import evaluate
from game.rules.sorcery.state import SorceryState


def new_game(players: int, options: Mapping[str, Any], seed: int, deck: Deck | None = None) -> SorceryState:
    """A fresh game; ``deck`` replaces the shipped reconstruction (any valid deck file)."""
    if players != 2:
        raise ValueError("School of Sorcery is a game for two players")
    goal = int(options.get("goal", 13))
    if goal not in (13, 16):
        raise ValueError("the goal is 13 points or 16 in the long variant")
    rng = Rng(seed)
    state = SorceryState(deck or default_deck(), bool(options.get("advanced", False)), goal, rng)
    state.wizard = int(options.get("first", rng.randrange(2)))
    events: list[Event] = []
    state._setup(events)
    return state


__all__ = ["INFO", "SorceryState", "evaluate", "new_game"]

INFO = register(
    GameInfo(
        id="sorcery",
        name=Msg("School of Sorcery"),
        min_players=2,
        max_players=2,
        new_game=new_game,
        from_json=SorceryState.from_json,
        options=(
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
            Option(
                "goal", Msg("Points to win"), ((13, Msg("13 points")), (16, Msg("16 points (long game)"))), 13
            ),
        ),
        blurb=Msg(
            "Two wizards roll dice and secretly cast crystals onto sorcery cards; win cards for points "
            "and powers, first to 13 points wins."
        ),
        hidden_information=True,
        simultaneous=True,  # crystals are cast in secret, then revealed together
        chance=True,
        view="game.scenes.tables.sorcery:SorceryView",
        policy="game.ai.policies.sorcery:make_policy",
        emblem=((214, 120, 90), (236, 214, 150), 8, 3),
        texts=(("game/rules/sorcery/decks/*.json", ("name", "text", "title")),),
    )
)
