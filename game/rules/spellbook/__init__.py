"""SpellBook (Phil Walker-Harding; PL: Księga zaklęć): 1-4 players, solo against the rival.

Registers the game; the engine is :mod:`.state` (+ :mod:`.effects` for what
each spell does), the components are :mod:`.data`.
"""

from game.rules.base import GameInfo, Msg
from game.rules.registry import register
from game.rules.spellbook.setup import OPTIONS, new_game
from game.rules.spellbook.state import SpellBookState

INFO = register(
    GameInfo(
        id="spellbook",
        name=Msg("SpellBook"),
        min_players=1,
        max_players=4,
        new_game=new_game,
        from_json=SpellBookState.from_json,
        options=OPTIONS,
        blurb=Msg("Gather materia from the altar, learn seven spells and store materia on your familiar."),
        solo_label=Msg("the rival"),
    )
)

__all__ = ["INFO", "SpellBookState", "new_game"]
