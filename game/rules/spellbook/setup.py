"""Starting a SpellBook game: options, spell selection and the opening layout."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.rules.base import Msg, Option
from game.rules.rng import Rng
from game.rules.spellbook.data import (
    ALTAR_SIZE,
    COLOURS,
    MATERIA_COUNT,
    SETS,
    SOLO_ALTAR_SIZE,
    SPELLS,
    SPELLS_BY_COLOUR,
)
from game.rules.spellbook.state import SpellBookState

OPTIONS = (
    Option(
        "spells",
        Msg("Spells"),
        (
            ("random", Msg("Random (one per colour)")),
            ("I", Msg("Set I (first games)")),
            ("II", Msg("Set II")),
            ("III", Msg("Set III")),
            ("custom", Msg("Chosen by the players")),
        ),
        "random",
        help=Msg("Every player uses the same seven spells, one of each colour."),
    ),
    Option(
        "rival_start",
        Msg("Rival difficulty"),
        (
            (0, Msg("Normal")),
            (1, Msg("Harder (+1)")),
            (2, Msg("Harder (+2)")),
            (3, Msg("Hardest (+3)")),
        ),
        0,
        min_players=1,
        max_players=1,
        help=Msg("The rival's lower area starts with this many materia from the bag."),
    ),
)


def choose_spells(options: Mapping[str, Any], rng: Rng) -> tuple[str, ...]:
    """The seven spells of the game, in colour order; ``rng`` only for a random selection."""
    choice = options.get("spells", "random")
    if isinstance(choice, (list, tuple)):
        chosen = list(choice)
    elif choice == "custom":
        chosen = list(options.get("custom_spells") or ())
    elif choice in ("I", "II", "III"):
        return SETS[{"I": 1, "II": 2, "III": 3}[choice]]
    elif choice == "random":
        return tuple(SPELLS_BY_COLOUR[c][rng.randrange(3)] for c in COLOURS)
    else:
        raise ValueError(f"unknown spell selection {choice!r}")
    if len(chosen) != 7 or any(s not in SPELLS for s in chosen):
        raise ValueError("a custom selection lists 7 known spell ids")
    by_colour = {SPELLS[s].colour: s for s in chosen}
    if len(by_colour) != 7:
        raise ValueError("a custom selection needs exactly one spell of each colour")
    return tuple(by_colour[c] for c in COLOURS)


def new_game(players: int, options: Mapping[str, Any], seed: int) -> SpellBookState:
    """Deterministic for (players, options, seed): spells, first player, altar, starting pools."""
    if not 1 <= players <= 4:
        raise ValueError("SpellBook is for 1 to 4 players")
    rng = Rng(seed)
    spells = choose_spells(options, rng)
    st = SpellBookState(players, spells, rng)
    st.quiet_mode = True  # nobody sees the opening draws as events: the table starts from the laid-out state
    st.bag = list(range(MATERIA_COUNT))
    st.first = rng.randrange(players)
    st.current = st.first
    st.draw_to_altar(SOLO_ALTAR_SIZE if players == 1 else ALTAR_SIZE)
    for s in range(players):
        st.auto_draw({"seat": s, "n": 2, "dest": "pool"})
    if players == 1:
        extra = int(options.get("rival_start", 0))
        if not 0 <= extra <= 3:
            raise ValueError("rival_start is 0..3")
        st.auto_draw({"seat": 0, "n": extra, "dest": "rival_lower"})
    st.quiet_mode = False
    return st
