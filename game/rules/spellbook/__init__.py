"""SpellBook (Phil Walker-Harding; PL: Księga zaklęć): 1-4 players, solo against the rival.

Registers the game; the engine is :mod:`.state` (+ :mod:`.effects` for what
each spell does), the components are :mod:`.data`.
"""

from game.rules.base import GameInfo, Msg, Picker, PickRow
from game.rules.registry import register
from game.rules.spellbook.data import COLOUR_NAMES, COLOURS, SETS, SPELLS, SPELLS_BY_COLOUR
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
        hidden_information=True,  # the order of the materia bag
        chance=True,
        view="game.scenes.tables.spellbook:SpellBookView",
        policy="game.ai.policies.spellbook:make_policy",
        emblem=((96, 170, 222), (212, 176, 106), 7, 3),
        # "Chosen by the players": one spell per colour, set I until the players change it
        picker=Picker(
            option="spells",
            when="custom",
            store="custom_spells",
            rows=tuple(
                PickRow(
                    colour,
                    COLOUR_NAMES[colour],
                    tuple((sid, SPELLS[sid].name) for sid in SPELLS_BY_COLOUR[colour]),
                    first,
                )
                for colour, first in zip(COLOURS, SETS[1], strict=True)
            ),
            icon="game.scenes.tables.spellbook:picker_icon",
        ),
    )
)

__all__ = ["INFO", "SpellBookState", "new_game"]
