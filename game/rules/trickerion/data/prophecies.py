"""The 27 Dark Alley prophecies and the 3 Arcane Arts magic prophecies (digest 11, AA digest)."""

from __future__ import annotations

from game.rules.base import N_
from game.rules.trickerion.data.schema import Effect, Prophecy, effect


def _p(pid: int, solo: int, eff: Effect, text: str, **flags: bool) -> Prophecy:
    return Prophecy(pid, solo, eff, text, **flags)


PROPHECIES: tuple[Prophecy, ...] = (
    _p(1, 25, effect("base_ap", value=1), N_("Every character's base AP is 1.")),
    _p(2, 19, effect("shard_gain_extra", value=1), N_("Whenever you gain Shards, gain 1 more.")),
    _p(3, 20, effect("shard_gain_fame", fame=2), N_("Whenever you gain Shards, also gain 2 Fame.")),
    _p(4, 26, effect("buy_from_orders"), N_("Component types waiting in the Order area can be bought.")),
    _p(5, 6, effect("action_ap", action="draw_further", ap=1), N_("Drawing further cards costs 1 AP.")),
    _p(
        6,
        14,
        effect("performer_bonus_multiplier", value=2),
        N_("Performer bonuses (Links, backstage, card) are doubled."),
        verified=False,
    ),
    _p(7, 2, effect("take_coins_multiplier", value=2), N_("Take Coins gives twice the die's value.")),
    _p(
        8,
        18,
        effect("enhance_ap", ap=2),
        N_("Enhancing a character gives +2 AP instead of +1."),
        removed_by_arcane=True,
    ),
    _p(
        9,
        22,
        effect("place_two", count=2),
        N_("You may place 2 characters on each of your placement turns."),
        removed_by_arcane=True,
    ),
    _p(
        10,
        8,
        effect("setup_category_fame", category="escape", fame=2),
        N_("Setting up an Escape trick gives 2 Fame at once."),
    ),
    _p(
        11,
        12,
        effect("day_modifier", day="friday", fame=-1, coins=-1),
        N_("Friday's yields get -1 Fame and -1 coin, like Thursday."),
    ),
    _p(12, 5, effect("action_ap", action="learn", ap=1), N_("Learning a trick costs 1 AP.")),
    _p(
        13,
        7,
        effect("setup_category_fame", category="mechanical", fame=2),
        N_("Setting up a Mechanical trick gives 2 Fame at once."),
    ),
    _p(14, 16, effect("coins_as_fame"), N_("Coin yields in the Performance phase are taken as Fame.")),
    _p(
        15,
        1,
        effect("advertised_apprentice_ap", value=1),
        N_("If you advertised this turn, your Apprentices get +1 base AP."),
    ),
    _p(
        16,
        13,
        effect("no_day_modifiers", days="thursday,sunday"),
        N_("Thursday and Sunday change no yields."),
    ),
    _p(
        17,
        10,
        effect("setup_category_fame", category="optical", fame=2),
        N_("Setting up an Optical trick gives 2 Fame at once."),
    ),
    _p(
        18,
        21,
        effect("slot_cost", modifier=2, coins=3),
        N_("Using a +2 AP slot at Downtown, Market Row or Dark Alley costs 3 coins."),
    ),
    _p(
        19,
        15,
        effect("performer_modifier_for_all"),
        N_("In a performance, everyone uses the performer's day modifier."),
        removed_in_solo=True,
    ),
    _p(
        20,
        24,
        effect("hidden_assignments"),
        N_("Assignment cards stay hidden until their character is placed."),
        removed_in_solo=True,
    ),
    _p(21, 27, effect("component_price", value=2), N_("Every component costs 2 coins.")),
    _p(
        22,
        11,
        effect("day_modifier", day="saturday", fame=1, coins=1),
        N_("Saturday's yields get +1 Fame and +1 coin, like Sunday."),
    ),
    _p(
        23,
        9,
        effect("setup_category_fame", category="spiritual", fame=2),
        N_("Setting up a Spiritual trick gives 2 Fame at once."),
    ),
    _p(24, 3, effect("action_ap", action="take_coins", ap=1), N_("Take Coins costs 1 AP.")),
    _p(25, 4, effect("action_ap", action="hire", ap=1), N_("Hiring a character costs 1 AP.")),
    _p(
        26,
        17,
        effect("enhance_in_theater"),
        N_("Characters may be enhanced in the Theater too."),
        removed_by_arcane=True,
    ),
    _p(
        27,
        23,
        effect("lowest_slot"),
        N_("Characters must take the free slot with the lowest AP modifier."),
        removed_in_solo=True,
    ),
    # --- Arcane Arts magic prophecies
    _p(28, 0, effect("ignore_servant_wages"), N_("Magic servants are paid no wages this turn."), arcane=True),
    _p(
        29,
        0,
        effect("ignore_spell_die"),
        N_("Ignore the spell die: every enchanted trick performed this turn earns the reward."),
        arcane=True,
    ),
    _p(
        30,
        0,
        effect("reward_multiplier", value=2),
        N_("Reward die bonuses for enchanted tricks are doubled this turn."),
        arcane=True,
    ),
)

ARCANE_REMOVALS_VERIFIED = False
"""Which three base prophecies Arcane Arts removes is identified from a fan app (the AA rulebook's
pictures are lost); ``removed_by_arcane`` follows it."""

PENDING_PROPHECIES = 3  # face-up pending prophecies; none is active on turn 1


def prophecy_pool(arcane: bool, solo: bool) -> tuple[int, ...]:
    """Ids of the prophecy tokens in play for a game with these options (Dark Alley assumed)."""
    return tuple(
        p.id
        for p in PROPHECIES
        if (arcane or not p.arcane)
        and not (arcane and p.removed_by_arcane)
        and not (solo and p.removed_in_solo)
    )
