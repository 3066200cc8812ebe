"""School of Sorcery (Dr Finn's Games): two wizards bid crystals on sorcery cards.

Registers the engine as ``"sorcery"``.  Options: the advanced draft of the
starting permanent cards and the 16-point long game.
"""

from __future__ import annotations

from game.rules.base import GameInfo, Msg
from game.rules.registry import register
from game.rules.sorcery.setup import OPTIONS, new_game
from game.rules.sorcery.state import SorceryState

__all__ = ["INFO", "SorceryState", "new_game"]

INFO = register(
    GameInfo(
        id="sorcery",
        name=Msg("School of Sorcery"),
        min_players=2,
        max_players=2,
        new_game=new_game,
        from_json=SorceryState.from_json,
        options=OPTIONS,
        blurb=Msg(
            "Two wizards roll dice and secretly cast crystals onto sorcery cards; win cards for points "
            "and powers, first to 13 points (16 in the long game) wins."
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
