"""The 48 trick cards (digest 8.2), 12 per category, the 16 level-3 ones Dark Alley only.

Component counts follow the majority of the four sources compared in the
digest; the four cells still disputed (3 sources against 2) are named in
each trick's ``unverified`` field.
"""

from __future__ import annotations

from game.rules.base import N_
from game.rules.trickerion.data.schema import Effect, Trick, effect

LEVEL_THRESHOLDS: dict[int, int] = {1: 1, 2: 16, 3: 36}
"""Fame threshold printed on the tricks of each level."""

END_BONUS_CAP = 20
"""A level-3 trick's end-game bonus scores at most this much (digest 13.2)."""

TRICK_SLOTS = 3  # trick slots on the player board (the Engineer adds one)
MARKERS_PER_SYMBOL = 4
Comps = tuple[tuple[str, int], ...]


def _t(
    tid: int,
    key: str,
    name: str,
    category: str,
    level: int,
    comps: Comps,
    prep: int,
    markers: int,
    fame: int,
    coins: int,
    shards: int,
    end: Effect | None = None,
    end_text: str = "",
    unverified: tuple[str, ...] = (),
) -> Trick:
    return Trick(
        tid, key, name, category, level, LEVEL_THRESHOLDS[level], comps, prep, markers, fame, coins, shards,
        end, end_text, unverified,
    )


TRICKS: tuple[Trick, ...] = (
    # --- Mechanical
    _t(37, "linking_rings", N_("Linking Rings"), "mechanical", 1, (("metal", 2),), 1, 2, 0, 2, 0),
    _t(38, "living_piano", N_("Living Piano"), "mechanical", 1,
       (("wood", 1), ("glass", 1), ("animal", 1)), 1, 3, 1, 1, 0),
    _t(39, "chinese_sticks", N_("Chinese "
       "Sticks"), "mechanical", 1, (("wood", 2), ("rope", 2)), 1, 2, 1, 2, 0),
    _t(40, "levitation", N_("Levitation"), "mechanical", 1,
       (("glass", 3), ("rope", 1), ("petroleum", 2)), 1, 2, 2, 3, 0),
    _t(41, "mechanical_hornet", N_("Mechanical Hornet"), "mechanical", 2,
       (("metal", 3), ("petroleum", 1), ("cog", 1)), 2, 2, 4, 3, 0),
    _t(42, "sawing_the_assistant_in_half", N_("Sawing the Assistant in Half"), "mechanical", 2,
       (("wood", 3), ("saw", 3)), 1, 3, 1, 5, 0),
    _t(43, "vanishing_bird_cage", N_("Vanishing Bird Cage"), "mechanical", 2,
       (("fabric", 2), ("animal", 2), ("cog", 1)), 1, 2, 2, 3, 1, unverified=("components",)),
    _t(44, "bullet_catch", N_("Bullet Catch"), "mechanical", 2,
       (("metal", 2), ("rope", 2), ("petroleum", 2)), 2, 3, 3, 4, 0),
    _t(45, "aztec_lady", N_("Aztec Lady"), "mechanical", 3,
       (("glass", 2), ("saw", 1), ("padlock", 1), ("cog", 2)), 2, 3, 5, 5, 0,
       effect("per_workshop_marker", value=2),
       N_("2 Fame per trick marker on trick cards in your Workshop.")),
    _t(46, "horror_saws", N_("Horror Saws"), "mechanical", 3,
       (("wood", 3), ("saw", 2), ("cog", 2)), 2, 2, 4, 8, 0,
       effect("per_shard", value=1),
       N_("1 more Fame per unspent Shard.")),
    _t(47, "automaton", N_("Automaton"), "mechanical", 3,
       (("metal", 3), ("petroleum", 3), ("cog", 3)), 1, 1, 7, 7, 0,
       effect("per_trick_level", level=2, value=4),
       N_("4 Fame per level-2 trick you own.")),
    _t(48, "hellhound", N_("Hellhound"), "mechanical", 3,
       (("fabric", 3), ("petroleum", 1), ("animal", 2), ("padlock", 2)), 2, 2, 6, 5, 1,
       effect("per_special_card", value=2),
       N_("2 more Fame per unused Special Assignment card in your hand.")),
    # --- Optical
    _t(1, "enchanted_butterflies", N_("Enchanted "
       "Butterflies"), "optical", 1, (("fabric", 2),), 1, 2, 2, 0, 0),
    _t(2, "rabbit_from_the_top_hat", N_("Rabbit from the Top Hat"), "optical", 1,
       (("metal", 1), ("fabric", 1), ("animal", 1)), 1, 1, 3, 1, 0),
    _t(3, "pub_in_a_bottle", N_("Pub-In-A-Bottle"), "optical", 1,
       (("glass", 3), ("rope", 1), ("saw", 1)), 1, 2, 2, 2, 0),
    _t(4, "card_manipulation", N_("Card Manipulation"), "optical", 1,
       (("wood", 3), ("fabric", 3)), 1, 2, 1, 1, 1),
    _t(5, "self_decapitation", N_("Self Decapitation"), "optical", 2,
       (("metal", 3), ("saw", 1), ("disguise", 1)), 1, 3, 3, 2, 0),
    _t(6, "paper_shred", N_("Paper Shred"), "optical", 2,
       (("fabric", 3), ("saw", 2), ("mirror", 1)), 2, 2, 4, 2, 1),
    _t(7, "shattered_mirror", N_("Shattered Mirror"), "optical", 2,
       (("wood", 3), ("glass", 3), ("mirror", 2)), 2, 2, 5, 3, 0),
    _t(8, "fishing_in_the_air", N_("Fishing in the Air"), "optical", 2,
       (("wood", 3), ("rope", 2), ("animal", 3)), 2, 3, 3, 4, 1),
    _t(9, "mutilation", N_("Mutilation"), "optical", 3,
       (("glass", 2), ("fabric", 3), ("saw", 2), ("disguise", 1)), 2, 2, 6, 5, 0,
       effect("if_all_specialists", value=12),
       N_("12 Fame if you own an Assistant, an Engineer and a Manager.")),
    _t(10, "stairs_of_water", N_("Stairs of Water"), "optical", 3,
       (("glass", 3), ("petroleum", 2), ("mirror", 1), ("cog", 1)), 3, 3, 5, 4, 2,
       effect("per_component_tier", tier=2, value=2),
       N_("2 Fame per Advanced component in your Workshop."), unverified=("components",)),
    _t(11, "beast_within", N_("Beast Within"), "optical", 3,
       (("metal", 3), ("animal", 3), ("mirror", 1), ("disguise", 1)), 2, 2, 7, 3, 1,
       effect("if_trick_count", count=4, value=10),
       N_("10 Fame if you own 4 tricks.")),
    _t(12, "vanishing_elephant", N_("Vanishing Elephant"), "optical", 3,
       (("glass", 3), ("animal", 2), ("padlock", 2), ("mirror", 1)), 2, 2, 9, 4, 0,
       effect("if_specialist", specialist="manager", value=7),
       N_("7 Fame if you own a Manager.")),
    # --- Escape
    _t(25, "barricaded_barrels", N_("Barricaded Barrels"), "escape", 1, (("wood", 2),), 1, 2, 1, 1, 0),
    _t(26, "stocks_escape", N_("Stocks Escape"), "escape", 1, (("wood", 2), ("metal", 2)), 1, 2, 0, 1, 1),
    _t(27, "burning_mummy", N_("Burning "
       "Mummy"), "escape", 1, (("fabric", 3), ("petroleum", 1)), 1, 1, 2, 2, 0),
    _t(28, "water_tank_escape", N_("Water Tank Escape"), "escape", 1,
       (("metal", 2), ("glass", 2), ("rope", 1)), 1, 2, 1, 2, 1),
    _t(29, "prison_break", N_("Prison Break"), "escape", 2, (("metal", 3), ("disguise", 2)), 1, 2, 3, 3, 0),
    _t(30, "zig_zag_lady", N_("Zig Zag Lady"), "escape", 2,
       (("wood", 3), ("fabric", 1), ("petroleum", 1)), 1, 3, 2, 3, 0),
    _t(31, "walled", N_("Walled"), "escape", 2, (("wood", 3), ("metal", 3), ("padlock", 1)), 1, 2, 3, 2, 1),
    _t(32, "wolf_cage", N_("Wolf Cage"), "escape", 2,
       (("metal", 2), ("petroleum", 1), ("animal", 2)), 1, 1, 3, 3, 1),
    _t(33, "buried_alive", N_("Buried Alive"), "escape", 3, (("wood", 3), ("padlock", 3)), 1, 2, 4, 4, 0,
       effect("if_specialist", specialist="engineer", value=7),
       N_("7 Fame if you own an Engineer.")),
    _t(34, "assistants_revenge", N_("Assistant's Revenge"), "escape", 3,
       (("glass", 3), ("saw", 2), ("mirror", 2)), 1, 1, 6, 6, 0,
       effect("if_specialist", specialist="assistant", value=7),
       N_("7 Fame if you own an Assistant.")),
    _t(35, "iron_maiden", N_("Iron Maiden"), "escape", 3,
       (("metal", 3), ("saw", 3), ("padlock", 2)), 2, 2, 5, 5, 1,
       effect("per_trick_level", level=1, value=4),
       N_("4 Fame per level-1 trick you own.")),
    _t(36, "transported_man", N_("Transported Man"), "escape", 3,
       (("fabric", 3), ("petroleum", 2), ("disguise", 2)), 2, 2, 5, 3, 2,
       effect("per_trick_level", level=3, value=4),
       N_("4 Fame per level-3 trick you own, this one included.")),
    # --- Spiritual
    _t(13, "mind_reading", N_("Mind Reading"), "spiritual", 1, (("glass", 2),), 1, 3, 0, 0, 1),
    _t(14, "breath_of_life", N_("Breath of Life"), "spiritual", 1,
       (("metal", 1), ("fabric", 2), ("saw", 1)), 1, 1, 2, 3, 0),
    _t(15, "spirit_hand", N_("Spirit Hand"), "spiritual", 1,
       (("fabric", 3), ("rope", 1), ("animal", 1)), 1, 2, 2, 1, 1),
    _t(16, "window_to_the_otherworld", N_("Window to the Otherworld"), "spiritual", 1,
       (("metal", 2), ("petroleum", 1), ("mirror", 1)), 1, 2, 3, 2, 0),
    _t(17, "floating_table", N_("Floating Table"), "spiritual", 2,
       (("wood", 3), ("fabric", 3), ("rope", 3), ("petroleum", 1)), 2, 2, 5, 2, 1),
    _t(18, "future_sight", N_("Future Sight"), "spiritual", 2,
       (("metal", 2), ("fabric", 2), ("mirror", 1)), 1, 1, 4, 1, 0),
    _t(19, "peppers_ghost", N_("Pepper's Ghost"), "spiritual", 2,
       (("glass", 2), ("saw", 2), ("disguise", 2)), 2, 2, 4, 5, 0, unverified=("components",)),
    _t(20, "ghost_trap", N_("Ghost Trap"), "spiritual", 2,
       (("wood", 3), ("glass", 3), ("fabric", 3), ("animal", 3)), 2, 3, 3, 3, 1),
    _t(21, "balsamos_skull", N_("Balsamo's Skull"), "spiritual", 3,
       (("metal", 3), ("rope", 2), ("padlock", 1)), 2, 3, 4, 3, 2,
       effect("per_component_tier", tier=3, value=3),
       N_("3 Fame per Superior component in your Workshop.")),
    _t(22, "seance", N_("Séance"), "spiritual", 3,
       (("wood", 3), ("glass", 2), ("petroleum", 2), ("mirror", 2)), 2, 2, 7, 5, 1,
       effect("per_apprentice", value=3),
       N_("3 Fame per Apprentice you own."), unverified=("components",)),
    _t(23, "skeleton_dance", N_("Skeleton Dance"), "spiritual", 3,
       (("glass", 3), ("rope", 2), ("cog", 2)), 3, 3, 6, 4, 0,
       effect("per_component_tier", tier=1, value=1),
       N_("1 Fame per Basic component in your Workshop.")),
    _t(24, "metamorphosis", N_("Metamorphosis"), "spiritual", 3,
       (("glass", 3), ("fabric", 3), ("rope", 3), ("disguise", 3)), 3, 3, 10, 4, 0,
       effect("per_coins", divisor=3, value=1),
       N_("1 more Fame per 3 unspent coins.")),
)

TRICK_BY_ID: dict[int, Trick] = {t.id: t for t in TRICKS}
TRICK_BY_KEY: dict[str, Trick] = {t.key: t for t in TRICKS}

SINGLE_BASIC_TRICKS: frozenset[int] = frozenset(
    t.id for t in TRICKS if t.level == 1 and len(t.components) == 1
)
"""The four level-1 tricks needing just 2 of one Basic type (the Heir never draws these)."""


