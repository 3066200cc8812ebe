"""The 8 magicians (digest 12), two per favourite category; abilities only with Dark Alley."""

from __future__ import annotations

from game.rules.base import N_
from game.rules.trickerion.data.schema import Magician, effect

MAGICIANS: tuple[Magician, ...] = (
    Magician(
        1,
        "mechaniker",
        N_("The Mechaniker"),
        "mechanical",
        N_("Mechanical Enhancement"),
        effect("apprentice_ap", ap=1, per_turn=1),
        N_("Once per turn, one of your Apprentices gets +1 AP when placed outside the Theater."),
        N_("The Heir's first Apprentice placed each turn gets +1 AP."),
    ),
    Magician(
        2,
        "electra",
        N_("Electra"),
        "mechanical",
        N_("Supercharge"),
        effect("supercharge", markers=2),
        N_(
            "When setting up, two markers of one trick may share a slot: they count as one trick, "
            "Links pay once, and when performed it yields extra Fame and coins equal to its level."
        ),
        N_("The Heir's 2- and 3-marker tricks get 1 marker fewer, but every yield gets +1/+2/+3 by level."),
    ),
    Magician(
        3,
        "great_optico",
        N_("The Great Optico"),
        "optical",
        N_("Mimesis"),
        effect("mimesis", per_turn=1),
        N_(
            "Once per turn, a permanent card of yours may copy an opponent's revealed "
            "Special Assignment card of the same location: its ability or its +1 AP."
        ),
        N_("The Heir's first non-Apprentices get +1 AP, as many as the Special Assignment cards you used."),
    ),
    Magician(
        4,
        "gentleman",
        N_("The Gentleman"),
        "optical",
        N_("Magic for the Masses"),
        effect("magic_for_the_masses", locations="downtown,market_row,dark_alley"),
        N_(
            "When your Magician is placed at Downtown, Market Row or the "
            "Dark Alley, gain 1 Fame per trick you own."
        ),
        N_("As printed."),
    ),
    Magician(
        5,
        "master_of_chains",
        N_("Master of Chains"),
        "escape",
        N_("Breaking Free"),
        effect("breaking_free", per_turn=1),
        N_("Before the Performance phase, make one free Reschedule without a character; its Links pay."),
        N_("The first trick the Heir sets up each turn may be turned any way."),
    ),
    Magician(
        6,
        "red_lotus",
        N_("The Red Lotus"),
        "escape",
        N_("Trick Steal"),
        effect("trick_steal", fame_loss=1),
        N_(
            "When you perform, take the yield of an opponent's trick on the card with an equal or lower "
            "threshold instead of your trick's; that player gets 1 Fame less for it."
        ),
        N_("The Heir gains 1 Fame per trick of yours on the card it performs."),
    ),
    Magician(
        7,
        "priestess_of_mysticism",
        N_("Priestess of Mysticism"),
        "spiritual",
        N_("Fate Weaving"),
        effect("fate_weaving", ap=1),
        N_("For 1 Dark Alley AP, replace the Active Prophecy with a Pending one and draw a new Pending one."),
        N_("At the Dark Alley the Heir swaps next turn's prophecy with a random one."),
    ),
    Magician(
        8,
        "yoruba_spiritmaster",
        N_("Yoruba Spiritmaster"),
        "spiritual",
        N_("Soul Possession"),
        effect("soul_possession", shards=1, per_turn=1),
        N_(
            "Once per turn, pay 1 Shard to choose which card an opponent "
            "performs; it must hold one of their markers."
        ),
        N_("The Heir always performs first."),
    ),
)

ONE_PER_CATEGORY_VERIFIED = False
"""Only one magician per favourite category in a game: BGA's rule, inferred."""
