"""Witchcraft's printed components as data.

The rulebook shows the tokens only as pictures, so their lines and shields
come from public descriptions or are faithful defaults.  Every value the
rules digest marks as a default carries ``verified=False`` here (and only
here), so a later correction is a one-line change that the engine, the
table and the heuristic all pick up.

Directions are numbered clockwise from 0 = "up the board" (towards row 1):
0 N, 1 NE, 2 E, 3 SE, 4 S, 5 SW, 6 W, 7 NW.  Printed lines and shields are
*relative* to a token's facing: 0 front, 1 front-right, 2 right, ... 7
front-left.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.base import N_

COLS = 4  # columns a-d
ROWS = 6  # rows 1-6

DIRS: tuple[tuple[int, int], ...] = ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1))
DIR_NAMES: tuple[str, ...] = (
    N_("north"),
    N_("north-east"),
    N_("east"),
    N_("south-east"),
    N_("south"),
    N_("south-west"),
    N_("west"),
    N_("north-west"),
)

FRONT, FRONT_RIGHT, RIGHT, BACK, LEFT, FRONT_LEFT = 0, 1, 2, 4, 6, 7

MISSILE, THUNDER, DISCHARGE = "missile", "thunder", "discharge"
SPELL_NAMES = {MISSILE: N_("magic missile"), THUNDER: N_("thunder"), DISCHARGE: N_("discharge")}


@dataclass(frozen=True)
class TokenType:
    """One printed token: its spell lines, spell kind and shields (relative directions)."""

    key: str
    name: str
    lines: tuple[int, ...]
    spell: str | None  # None for the specials, which use a power instead
    shields: tuple[int, ...]
    per_guild: int  # how many each guild owns (specials: see SPECIALS)
    verified: bool


TOKEN_TYPES: dict[str, TokenType] = {
    t.key: t
    for t in (
        TokenType("adept", N_("Adept"), (FRONT,), MISSILE, (), 3, verified=False),
        TokenType("master", N_("Master"), (FRONT_LEFT, FRONT_RIGHT), MISSILE, (), 1, verified=False),
        TokenType("guardian", N_("Guardian"), (FRONT,), MISSILE, (FRONT,), 1, verified=False),
        TokenType("golem", N_("Golem"), (FRONT,), MISSILE, (FRONT, LEFT, RIGHT), 1, verified=False),
        TokenType("archmage", N_("Archmage"), (FRONT,), THUNDER, (BACK,), 1, verified=False),
        TokenType("monk", N_("Monk"), (FRONT,), THUNDER, (), 1, verified=True),
        TokenType("telepath", N_("Telepath"), (FRONT,), DISCHARGE, (), 1, verified=True),
        TokenType("medium", N_("Medium"), (), None, (), 1, verified=True),
        TokenType("prince", N_("Prince"), (), None, (), 0, verified=True),
        TokenType("keeper", N_("Keeper"), (), None, (), 0, verified=True),
        TokenType("barbarian", N_("Barbarian"), (), None, (), 0, verified=True),
        # The Priest's line only activates altars; it never hits tokens.
        TokenType("priest", N_("Priest"), (FRONT,), None, (), 0, verified=True),
    )
}

GUILD_TOKENS: tuple[str, ...] = (
    "adept",
    "adept",
    "adept",
    "master",
    "guardian",
    "golem",
    "archmage",
    "monk",
    "telepath",
    "medium",
)
#: The four specials of which two are dealt at random, one per player.
SPECIALS: tuple[str, ...] = ("prince", "keeper", "barbarian", "priest")
#: Held back for Summoning in the standard game (the Master variant lets players choose).
DEFAULT_RESERVE: tuple[str, ...] = ("monk", "telepath", "medium")
RESERVE_SIZE = 3

ENERGY, PROTECTION, TRANSLOCATION, SUMMONING = "energy", "protection", "translocation", "summoning"
ALTARS: tuple[str, ...] = (ENERGY, PROTECTION, TRANSLOCATION, SUMMONING)
ALTAR_NAMES = {
    ENERGY: N_("Altar of Energy"),
    PROTECTION: N_("Altar of Protection"),
    TRANSLOCATION: N_("Altar of Translocation"),
    SUMMONING: N_("Altar of Summoning"),
}
POWER_NAMES = {
    ENERGY: N_("Energy"),
    PROTECTION: N_("Protection"),
    TRANSLOCATION: N_("Translocation"),
    SUMMONING: N_("Summoning"),
}


@dataclass(frozen=True)
class AltarFields:
    """The four board fields that hold altars (shown only on the rulebook's picture)."""

    fields: tuple[tuple[int, int], ...]
    verified: bool


#: b2, c2, b5, c5 -- symmetric under the half turn, like the extra pieces.
ALTAR_FIELDS = AltarFields(((1, 1), (2, 1), (1, 4), (2, 4)), verified=False)

#: How many Energy refreshes an Energy power grants.
ENERGY_REFRESHES = 2
#: Shield markers in the box; Protection has no effect once all lie on the board.
SHIELD_MARKERS = 4


@dataclass(frozen=True)
class Piece:
    """One pair of extra board pieces: a straight strip of ``size`` fields.

    ``touch`` fields of the strip must lie against the board's edge (the
    rulebook: both fields of a 2-piece, at least 2 of a 3-piece).  The strips'
    straight shape is not stated in the text, hence ``verified=False``.
    """

    size: int
    touch: int
    verified: bool


PIECES: dict[int, Piece] = {
    p.size: p
    for p in (
        Piece(1, 1, verified=True),
        Piece(2, 2, verified=False),
        Piece(3, 2, verified=False),
    )
}


def twin(field: tuple[int, int]) -> tuple[int, int]:
    """The field opposite ``field`` under the half turn about the original board's centre."""
    return (COLS - 1 - field[0], ROWS - 1 - field[1])


def field_label(field: tuple[int, int]) -> str:
    """A chess-like name: columns a-d, rows 1-6; extra pieces continue the pattern (z, e; 0, 7)."""
    x, y = field
    col = chr(ord("a") + x) if x >= 0 else chr(ord("z") + 1 + x)
    return f"{col}{y + 1}"
