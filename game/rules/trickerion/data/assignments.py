"""Assignment cards: the permanent ones per location and the 40 Dark Alley special ones (digest 10).

A special card's ``effect.kind`` is its own key; the params carry the numbers
the card prints so the engine never hard-codes them.  Instead of the ability
a player may always take :data:`SPECIAL_AP_BONUS` extra AP.
"""

from __future__ import annotations

from game.rules.base import N_
from game.rules.trickerion.data.schema import PermanentAssignment, SpecialAssignment, effect

PERMANENT_ASSIGNMENTS: tuple[PermanentAssignment, ...] = (
    PermanentAssignment("theater", 3, 2),
    PermanentAssignment("downtown", 2, 1),
    PermanentAssignment("market_row", 2, 1),
    PermanentAssignment("workshop", 2, 1),
    PermanentAssignment("dark_alley", 0, 1),
)
"""Hand size: 9 permanent cards in the base game, 6 with Dark Alley (order = ``schema.LOCATIONS``)."""

SPECIAL_AP_BONUS = 1
SPECIAL_DECK_LOCATIONS: tuple[str, ...] = ("theater", "workshop", "downtown", "market_row")
UNUSED_SPECIAL_FAME = 2  # end-game Fame per unused special card in hand (Dark Alley)
UNUSED_SPECIAL_CAP = 20


def _s(
    sid: int, key: str, name: str, location: str, target: str, text: str, **params: int | str
) -> SpecialAssignment:
    return SpecialAssignment(sid, key, name, location, target, effect(key, **params), text)


SPECIAL_ASSIGNMENTS: tuple[SpecialAssignment, ...] = (
    # --- Theater
    _s(
        1,
        "guest_performer",
        N_("Guest Performer"),
        "theater",
        "set_up",
        N_(
            "Set up on a card even if it has no free slot: the marker "
            "takes any unused spot and is performed with it."
        ),
    ),
    _s(
        2,
        "orchestral_interlude",
        N_("Orchestral Interlude"),
        "theater",
        "set_up",
        N_(
            "Get this trick's Link payment once for every marker next to the one you set up, matching or not."
        ),
    ),
    _s(
        3,
        "headliner_trick",
        N_("Headliner Trick"),
        "theater",
        "set_up",
        N_("Every Link made by this setup pays twice, Shards included."),
        multiplier=2,
    ),
    _s(
        4,
        "new_twist",
        N_("New Twist"),
        "theater",
        "set_up",
        N_("You may set up a second marker of the same trick on one card."),
    ),
    _s(
        5,
        "buying_time",
        N_("Buying Time"),
        "theater",
        "set_up",
        N_("After setting up, swap two Performance cards and take 3 coins."),
        coins=3,
    ),
    _s(
        6,
        "durable_components",
        N_("Durable Components"),
        "theater",
        "perform",
        N_("After the Performance phase, one of your performed markers goes back onto its trick."),
    ),
    _s(
        7,
        "arranged_fiasco",
        N_("Arranged Fiasco"),
        "theater",
        "perform",
        N_(
            "When you perform: +1 Fame per marker of yours on the card, "
            "-1 Fame to others per marker of theirs."
        ),
        fame=1,
        penalty=1,
    ),
    _s(
        8,
        "grand_premiere",
        N_("Grand Premiere"),
        "theater",
        "perform",
        N_("If you perform a trick for the first time in the game, double one of its yields this time."),
    ),
    _s(
        9,
        "street_performance",
        N_("Street Performance"),
        "theater",
        "reschedule",
        N_("Instead of moving a marker, take it off the card and collect its trick's yields now."),
    ),
    _s(
        10,
        "directors_favor",
        N_("Director's Favor"),
        "theater",
        "reschedule",
        N_("You may reschedule another player's marker."),
    ),
    # --- Workshop
    _s(
        11,
        "trick_tweaking",
        N_("Trick Tweaking"),
        "workshop",
        "prepare",
        N_("The prepared trick gets 1 more marker."),
        markers=1,
    ),
    _s(
        12,
        "test_run",
        N_("Test Run"),
        "workshop",
        "prepare",
        N_("You may take 1 marker fewer to collect the trick's yields at once."),
    ),
    _s(
        13,
        "replaceable_parts",
        N_("Replaceable Parts"),
        "workshop",
        "prepare",
        N_(
            "You may take 1 marker fewer to put a marker on another trick "
            "of yours with an equal or lower threshold."
        ),
    ),
    _s(
        14,
        "invention",
        N_("Invention"),
        "workshop",
        "prepare",
        N_("Gain 1 Fame per Advanced and Superior component the prepared trick needs."),
    ),
    _s(
        15,
        "ingenuity",
        N_("Ingenuity"),
        "workshop",
        "prepare",
        N_("Prepare even if one required component type is missing; you then get only 1 marker."),
        markers=1,
    ),
    _s(
        16,
        "unstable_prototype",
        N_("Unstable Prototype"),
        "workshop",
        "prepare",
        N_("Return up to 3 required components: +1 marker, and 1 Fame and 1 coin per component returned."),
        max=3,
        markers=1,
    ),
    _s(
        17,
        "enhance_trick",
        N_("Enhance Trick"),
        "workshop",
        "prepare",
        N_("Spend a Shard: the prepared trick yields 1 more Fame and 1 more coin for the rest of the game."),
        fame=1,
        coins=1,
    ),
    _s(
        18,
        "on_stage_preparation",
        N_("On-stage Preparation"),
        "workshop",
        "prepare",
        N_("Move one new marker straight to an empty slot of a Performance card, with no Link payment."),
    ),
    _s(
        19,
        "hidden_talent",
        N_("Hidden Talent"),
        "workshop",
        "prepare",
        N_("If an Apprentice prepared, it may leave at the end of the turn and a Specialist joins instead."),
    ),
    _s(
        20,
        "freelancer",
        N_("Freelancer"),
        "workshop",
        "any",
        N_("This character may go to any other location instead of the Workshop."),
    ),
    # --- Downtown
    _s(
        21,
        "mass_recruitment",
        N_("Mass Recruitment"),
        "downtown",
        "hire",
        N_("When you hire an Apprentice, pay 3 coins to hire a second one with no AP or die."),
        coins=3,
    ),
    _s(
        22,
        "hypnotic_motivation",
        N_("Hypnotic Motivation"),
        "downtown",
        "hire",
        N_("The hired character joins at once and may be given a card and placed this phase."),
    ),
    _s(
        23,
        "headhunter",
        N_("Headhunter"),
        "downtown",
        "hire",
        N_("Hire any character type from an Inn die that is not X, for 1 AP less."),
        ap_discount=1,
    ),
    _s(
        24,
        "trick_overhaul",
        N_("Trick Overhaul"),
        "downtown",
        "learn",
        N_(
            "If you have the new trick's components, swap one of your "
            "tricks for it, markers and symbol included."
        ),
    ),
    _s(
        25,
        "thirst_for_knowledge",
        N_("Thirst for Knowledge"),
        "downtown",
        "learn",
        N_("Learn a trick of any category from a Trick die that is not X, for 1 AP less."),
        ap_discount=1,
    ),
    _s(
        26,
        "leaked_blueprints",
        N_("Leaked Blueprints"),
        "downtown",
        "learn",
        N_("A learned trick of threshold 16 or less comes with 1 marker, components or not."),
        max_threshold=16,
        markers=1,
    ),
    _s(
        27,
        "investments",
        N_("Investments"),
        "downtown",
        "take_coins",
        N_("Spend the coins just taken on up to 3 components from the Market Row stock."),
        max=3,
    ),
    _s(
        28,
        "fame_and_fortune",
        N_("Fame and Fortune"),
        "downtown",
        "take_coins",
        N_("Also gain Fame equal to the die's value minus 1."),
        minus=1,
    ),
    _s(
        29,
        "interest",
        N_("Interest"),
        "downtown",
        "take_coins",
        N_("Roll the Bank die once more and add that amount too; the action costs 1 AP less."),
        ap_discount=1,
    ),
    _s(
        30,
        "empower",
        N_("Empower"),
        "downtown",
        "any",
        N_("Paying a Shard to enhance this character gives +3 AP instead of +1."),
        ap=3,
    ),
    # --- Market Row
    _s(
        31,
        "component_sale",
        N_("Component Sale"),
        "market_row",
        "buy",
        N_("One Buy may take up to 4 components from the stock, of any types."),
        max=4,
    ),
    _s(
        32,
        "smuggled_goods",
        N_("Smuggled Goods"),
        "market_row",
        "buy",
        N_("Pay for a Buy with Fame instead: the total price minus 1."),
        minus=1,
    ),
    _s(
        33,
        "barter_with_power",
        N_("Barter with Power"),
        "market_row",
        "buy",
        N_("Return a Shard to take stock components worth up to 4 coins for free."),
        value=4,
    ),
    _s(
        34,
        "workshop_exhibition",
        N_("Workshop Exhibition"),
        "market_row",
        "buy",
        N_("Gain Fame equal to the coins paid for this Buy minus 1."),
        minus=1,
    ),
    _s(
        35,
        "shoplifting",
        N_("Shoplifting"),
        "market_row",
        "buy",
        N_(
            "Take one bought component from the stock itself for free; "
            "a Basic one of your choice replaces it."
        ),
    ),
    _s(
        36,
        "logistics",
        N_("Logistics"),
        "market_row",
        "order",
        N_("The ordered component joins the stock right away for this turn."),
    ),
    _s(
        37,
        "traveling_merchants",
        N_("Traveling Merchants"),
        "market_row",
        "order",
        N_("For each Order you may pay its price + 1 to take the component at once."),
        surcharge=1,
    ),
    _s(
        38,
        "dubious_sources",
        N_("Dubious Sources"),
        "market_row",
        "quick_order",
        N_("At the end of the turn the Quick-Order component goes to your Workshop."),
    ),
    _s(
        39,
        "business_share",
        N_("Business Share"),
        "market_row",
        "any",
        N_("Coins other players spend at the Market Row after this placement go to you this turn."),
    ),
    _s(
        40,
        "workshop_delivery",
        N_("Workshop Delivery"),
        "market_row",
        "buy",
        N_("For this Buy, types already in your Workshop count as stock and cost 1 less."),
        discount=1,
    ),
)
