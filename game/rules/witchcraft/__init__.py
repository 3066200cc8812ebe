"""Witchcraft (Michał Oracz, Portal 2008): a two-player duel of wizard guilds in a ruined temple.

Importing this package registers the game as ``"witchcraft"``.  The engine is
pure (no pygame); the bots' heuristic lives with their policy (game/ai/policies/witchcraft.py).
"""

from game.rules.base import GameInfo, Msg, Option
from game.rules.registry import register
from game.rules.witchcraft.setup import new_game
from game.rules.witchcraft.state import WitchcraftState

_YES_NO = ((False, Msg("Off")), (True, Msg("On")))

INFO = register(
    GameInfo(
        id="witchcraft",
        name=Msg("Witchcraft"),
        min_players=2,
        max_players=2,
        new_game=new_game,
        from_json=WitchcraftState.from_json,
        options=(
            Option(
                "tournament",
                Msg("Tournament variant"),
                _YES_NO,
                False,
                help=Msg("Play without power tokens, so luck plays almost no part."),
            ),
            Option(
                "master",
                Msg("Master variant"),
                _YES_NO,
                False,
                help=Msg("Each player chooses which three tokens are held back for Summoning."),
            ),
        ),
        blurb=Msg(
            "Two wizard guilds duel in a ruined temple: aim your mages, capture enemy stacks, "
            "wake the altars. Whoever cannot make a legal move loses."
        ),
        hidden_information=True,  # the supply stacks and the tokens held back
        simultaneous=True,  # both players hold back their tokens at once
        chance=True,  # the power tokens
        view="game.scenes.tables.witchcraft:WitchcraftTable",
        policy="game.ai.policies.witchcraft:make_policy",
        emblem=((132, 196, 120), (190, 120, 210), 5, 2),
    )
)

__all__ = ["INFO", "WitchcraftState", "new_game"]
