"""The six Downtown dice and the two Arcane Arts magic dice (digest 5.1, AA digest).

Face distributions of the Inn and Bank dice (and the trick die's one-of-each)
come from one implementation only, hence ``verified=False``.
"""

from __future__ import annotations

from game.rules.base import N_
from game.rules.trickerion.data.schema import Die, RewardFace, effect

X = "x"
ANY = "any"

TRICK_DIE = Die(
    "trick",
    "trick",
    N_("Trick die"),
    ("mechanical", "optical", "escape", "spiritual", ANY, X),
    verified=False,
)
SPECIALIST_DIE = Die(
    "specialist",
    "specialist",
    N_("Specialist die"),
    (X, X, X, "assistant", "manager", "engineer"),
    verified=False,
)
APPRENTICE_DIE = Die(
    "apprentice", "apprentice", N_("Apprentice die"), ("apprentice",) * 5 + (X,), verified=False
)
BANK_DIE = Die("bank", "bank", N_("Bank die"), (3, 4, 4, 5, 6, X), verified=False)

DOWNTOWN_DICE: tuple[Die, ...] = (TRICK_DIE, TRICK_DIE, SPECIALIST_DIE, APPRENTICE_DIE, BANK_DIE, BANK_DIE)
"""The six Downtown dice in spot order: 2 Trick (Residence), Specialist and Apprentice (Inn), 2 Bank."""

DIE_TRICK_1, DIE_TRICK_2, DIE_SPECIALIST, DIE_APPRENTICE, DIE_BANK_1, DIE_BANK_2 = range(6)

SPELL_DIE = Die(
    "spell",
    "spell",
    N_("Spell die"),
    ("scroll", "scroll", "rune", "rune", "amulet", "amulet"),
    verified=False,
)
"""Each spell type on two faces: inferred."""

REWARD_FACES: tuple[RewardFace, ...] = (
    RewardFace(
        "draw_special",
        effect("draw_special", draw=2, keep=1),
        N_("Draw 2 cards from a Special Assignment deck, keep 1, put the other at the bottom."),
    ),
    RewardFace("coin_fame", effect("coin_fame", coins=1, fame=1), N_("1 coin and 1 Fame.")),
    RewardFace("coins", effect("coins", value=3), N_("3 coins.")),
    RewardFace("trick_level_fame", effect("trick_level_fame"), N_("Fame equal to the trick's level.")),
    RewardFace(
        "magic_shard",
        effect("magic_shard", value=1, fallback_fame=1, fallback_coins=1),
        N_("1 magic shard (if none is left: 1 Fame and 1 coin)."),
    ),
    RewardFace(
        "magic_shard_2",
        effect("magic_shard", value=1, fallback_fame=1, fallback_coins=1),
        N_("1 magic shard (if none is left: 1 Fame and 1 coin)."),
        verified=False,
    ),
)
"""The reward die, face by face; the sixth face is unknown and assumed to repeat the magic shard."""

REWARD_DIE = Die("reward", "reward", N_("Reward die"), tuple(f.key for f in REWARD_FACES), verified=False)
REWARD_BY_KEY: dict[str, RewardFace] = {f.key: f for f in REWARD_FACES}
