"""SpellBook's components as data: materia, the 21 spell cards, the tracks.

Everything printed on a component lives here so that a corrected value never
touches engine code.  Values that could not be read off the printed
components (the rulebooks only show them in pictures) carry ``verified=False``
(see ``docs/spellbook.md``).  Effect texts are the project's own wording.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.base import N_

COLOURS: tuple[str, ...] = ("red", "purple", "green", "black", "white", "blue", "yellow")
RUNES: tuple[str, ...] = ("circle", "triangle", "square")
COLOUR_NAMES = {
    "red": N_("red"),
    "purple": N_("purple"),
    "green": N_("green"),
    "black": N_("black"),
    "white": N_("white"),
    "blue": N_("blue"),
    "yellow": N_("yellow"),
}
RUNE_NAMES = {"circle": N_("circle"), "triangle": N_("triangle"), "square": N_("square")}

MATERIA_COUNT = 105  # 7 colours x 3 runes x 5
POOL_CAP = 9
TRACK_SPACES = 16
LEVELS = (3, 4, 5)
ALTAR_SIZE = 5
SOLO_ALTAR_SIZE = 7
ALTAR_CLEAR_AT = 10


def materia_colour(m: int) -> str:
    """Materia are ints 0..104: 15 per colour, 5 per rune within a colour."""
    return COLOURS[m // 15]


def colour_index(m: int) -> int:
    return m // 15


def rune_index(m: int) -> int:
    return (m % 15) // 5


@dataclass(frozen=True)
class Table:
    """A printed number list with a flag saying whether it was read off a component."""

    values: tuple[int, ...]
    verified: bool
    note: str = ""


# Value shown by the first free space of a familiar track (index = spaces filled).
FAMILIAR_VALUES = Table(
    (0, 1, 1, 2, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 16),
    verified=False,
    note="non-decreasing, last space 16 and an example showing 7 are known",
)
FAMILIAR_FULL = 18  # printed after the last space (stated in the rulebook)

# The solo rival's track: the value shown by the first free space; the last space prints 38.
RIVAL_VALUES = Table(
    (0, 1, 2, 3, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 29, 32, 35, 38),
    verified=False,
    note="only the final printed 38 is known",
)
RIVAL_FULL = 40  # score once every space is covered (unverified)
RIVAL_FULL_VERIFIED = False
# Spaces (0-based) carrying the refresh symbol: covering one clears and redraws the altar.
RIVAL_REFRESH = Table((4, 9, 14), verified=False)

# Runes a materia may show for Sacrifice's discard / Levitation's pair, per level.
SACRIFICE_RUNES = {3: ("circle",), 4: ("circle", "triangle"), 5: RUNES}
LEVITATION_RUNES = {3: ("square",), 4: ("square", "triangle"), 5: RUNES}
RUNE_TABLES_VERIFIED = False


@dataclass(frozen=True)
class SpellCard:
    """One spell card.  ``points`` is None where the score is computed (Knowledge...)."""

    id: str
    name: str  # English msgid of the printed name
    colour: str
    set: int  # 1, 2 or 3
    phase: str | None  # "morning" / "noon" / "evening" / None (no action)
    kinds: tuple[str, str, str]  # per level 3/4/5: "action" | "immediate" | "permanent" | "scoring" | "none"
    points: tuple[int | None, int | None, int | None]
    texts: tuple[str, str, str]  # per level 3/4/5, the project's own short effect text
    set_verified: bool = True

    def kind(self, level: int) -> str:
        return self.kinds[level - 3]

    def text(self, level: int) -> str:
        return self.texts[level - 3]

    @staticmethod
    def cost(level: int) -> int:
        """Learning at level N spends N materia of the card's colour (wilds count as one each)."""
        return level


_A = ("action", "action", "action")


def _card(
    sid: str,
    name: str,
    colour: str,
    set_: int,
    phase: str | None,
    kinds: tuple[str, str, str],
    points: tuple[int | None, int | None, int | None],
    texts: tuple[str, str, str],
) -> SpellCard:
    # Set I is the rulebook's scoring example; sets II/III follow the appendix order (inferred).
    return SpellCard(sid, name, colour, set_, phase, kinds, points, texts, set_verified=set_ == 1)


SPELL_LIST: tuple[SpellCard, ...] = (
    _card(
        "sacrifice",
        N_("Sacrifice"),
        "red",
        1,
        "morning",
        _A,
        (1, 2, 3),
        (
            N_("Discard 1 materia with a rune shown here, then draw 4."),
            N_("Discard 1 materia with a rune shown here, then draw 4."),
            N_("Discard 1 materia of any rune, then draw 4."),
        ),
    ),
    _card(
        "eruption",
        N_("Eruption"),
        "red",
        2,
        "morning",
        _A,
        (2, 3, 4),
        (
            N_("Draw until you hold 4 materia."),
            N_("Draw until you hold 5 materia."),
            N_("Draw until you hold 6 materia."),
        ),
    ),
    _card(
        "firestorm",
        N_("Firestorm"),
        "red",
        3,
        "morning",
        _A,
        (0, 2, 5),
        (
            N_("Draw 4. Every other player takes 1 from the altar."),
            N_("Draw 4. Every other player takes 1 from the altar."),
            N_("Draw 4. Every other player takes 1 from the altar."),
        ),
    ),
    _card(
        "levitation",
        N_("Levitation"),
        "purple",
        1,
        "morning",
        _A,
        (3, 4, 5),
        (
            N_("Take 2 materia from the altar, both with a rune shown here."),
            N_("Take 2 materia from the altar, both with the same rune shown here."),
            N_("Take 2 materia with the same rune from the altar."),
        ),
    ),
    _card(
        "distribution",
        N_("Distribution"),
        "purple",
        2,
        "morning",
        _A,
        (4, 4, 4),
        (
            N_("Take 1 from the altar, then draw 1. Every other player draws 1."),
            N_("Take 2 from the altar. Every other player draws 1."),
            N_("Take 3 from the altar. Every other player draws 1."),
        ),
    ),
    _card(
        "clairvoyance",
        N_("Clairvoyance"),
        "purple",
        3,
        "morning",
        _A,
        (2, 3, 4),
        (
            N_("Draw 2 onto the altar, take 2, then discard 1."),
            N_("Draw 2 onto the altar, then take up to 2 of one colour."),
            N_("Draw 2 onto the altar, then take 2."),
        ),
    ),
    _card(
        "purification",
        N_("Purification"),
        "green",
        1,
        "noon",
        _A,
        (1, 2, 3),
        (
            N_("Swap 1 materia of your pool with 1 on the altar."),
            N_("Swap 2 materia of your pool with 2 on the altar."),
            N_("Swap 3 materia of your pool with 3 on the altar."),
        ),
    ),
    _card(
        "healing",
        N_("Healing"),
        "green",
        2,
        "noon",
        _A,
        (3, 4, 5),
        (N_("Draw 1, then discard 1."), N_("Draw 2, then discard 2."), N_("Draw 3, then discard 3.")),
    ),
    _card(
        "growth",
        N_("Growth"),
        "green",
        3,
        "evening",
        _A,
        (3, 4, 6),
        (
            N_("Swap 1 materia of your pool with 1 on your familiar."),
            N_("Store 2 from the altar, then lower this spell by 1 level."),
            N_("Store 3 from the altar, then lower this spell by 1 level."),
        ),
    ),
    _card(
        "offering",
        N_("Offering"),
        "black",
        1,
        "noon",
        _A,
        (2, 4, 6),
        (
            N_("Store 2 materia of one colour."),
            N_("Store 3 materia of one colour."),
            N_("Store 4 materia of one colour."),
        ),
    ),
    _card(
        "focus",
        N_("Focus"),
        "black",
        2,
        "evening",
        _A,
        (3, 4, 5),
        (
            N_("Store 1 materia with this card's rune."),
            N_("Store 2 materia with this card's rune, or take 1 such from the altar."),
            N_("Store 3 materia with this card's rune, or take 2 such from the altar."),
        ),
    ),
    _card(
        "feast",
        N_("Feast"),
        "black",
        3,
        "noon",
        ("action", "action", "scoring"),
        (2, 2, None),
        (
            N_("Take 1 altar materia of a colour already on your familiar."),
            N_("Store 1 materia from the altar."),
            N_("No action of its own. Scores 1 per colour on your familiar."),
        ),
    ),
    _card(
        "time_travel",
        N_("Time Travel"),
        "white",
        1,
        "evening",
        _A,
        (2, 4, 6),
        (
            N_("Discard 1 materia with this card's rune to raise another spell by 1 level."),
            N_("Discard 1 materia with this card's rune to raise another spell by 1 level."),
            N_("Discard 1 materia with this card's rune to raise another spell by 1 level."),
        ),
    ),
    _card(
        "storm",
        N_("Storm"),
        "white",
        2,
        "evening",
        ("none", "action", "action"),
        (4, 6, 8),
        (
            N_("No effect."),
            N_("Replace any altar materia from the bag, take 3, then lower this spell by 1 level."),
            N_("Replace any altar materia from the bag, take 3, then lower this spell by 1 level."),
        ),
    ),
    _card(
        "mirror_image",
        N_("Mirror Image"),
        "white",
        3,
        "noon",
        _A,
        (4, 5, 6),
        (
            N_("Copy a noon action of another player."),
            N_("Copy an evening action of another player."),
            N_("Discard 1 materia with this card's rune to copy a morning action of another player."),
        ),
    ),
    _card(
        "transmutation",
        N_("Transmutation"),
        "blue",
        1,
        "evening",
        ("none", "action", "action"),
        (4, 4, 4),
        (
            N_("No effect."),
            N_("Learn 1 spell; 1 materia with this card's rune may stand in as 1 wild."),
            N_("Learn 1 spell; up to 2 materia with this card's rune may each stand in as 1 wild."),
        ),
    ),
    _card(
        "sprint",
        N_("Sprint"),
        "blue",
        2,
        None,
        ("immediate", "immediate", "permanent"),
        (3, 6, 0),
        (
            N_("Now: perform 1 of your morning actions."),
            N_("Now: perform 1 of your morning actions."),
            N_("Always: you have 1 extra morning action every day."),
        ),
    ),
    _card(
        "mirage",
        N_("Mirage"),
        "blue",
        3,
        None,
        ("permanent",) * 3,
        (2, 3, 6),
        (
            N_("On your day: each altar materia with this card's rune taken into your pool draws 1."),
            N_("On your day: each altar materia with this card's rune taken into your pool draws 2."),
            N_("On your day: each altar materia with this card's rune taken into your pool draws 2."),
        ),
    ),
    _card(
        "abundance",
        N_("Abundance"),
        "yellow",
        1,
        None,
        ("immediate",) * 3,
        (3, 5, 7),
        (N_("Now: draw 2."), N_("Now: draw 3."), N_("Now: draw 4.")),
    ),
    _card(
        "knowledge",
        N_("Knowledge"),
        "yellow",
        2,
        None,
        ("scoring",) * 3,
        (None, None, None),
        (
            N_("Scores 1 per other spell you learned."),
            N_("Scores 2 per other spell you learned at level 4 or 5, 1 per other one below."),
            N_("Scores 2 per other spell you learned."),
        ),
    ),
    _card(
        "synergy",
        N_("Synergy"),
        "yellow",
        3,
        None,
        ("immediate", "scoring", "permanent"),
        (0, None, 0),
        (
            N_("Now: store 3 materia from the altar."),
            N_("Scores 1 per stored materia with this card's rune."),
            N_("Always: when you learn a spell (this one too), store 2 of the materia you discarded."),
        ),
    ),
)

SPELLS: dict[str, SpellCard] = {s.id: s for s in SPELL_LIST}
SPELLS_BY_COLOUR: dict[str, tuple[str, str, str]] = {
    c: tuple(s.id for s in sorted((s for s in SPELL_LIST if s.colour == c), key=lambda s: s.set))  # type: ignore[misc]
    for c in COLOURS
}
SETS: dict[int, tuple[str, ...]] = {n: tuple(SPELLS_BY_COLOUR[c][n - 1] for c in COLOURS) for n in (1, 2, 3)}

PHASES: tuple[str, ...] = ("morning", "noon", "evening")
PHASE_NAMES = {"morning": N_("morning"), "noon": N_("noon"), "evening": N_("evening")}
# Mirror Image's level decides which phase's actions it copies.
MIRROR_COPIES = {3: "noon", 4: "evening", 5: "morning"}
# Standard actions by phase, as Mirror Image may copy them.
STANDARD_ACTIONS = {"morning": ("take_one", "draw_two"), "noon": ("store_one",), "evening": ("learn",)}
