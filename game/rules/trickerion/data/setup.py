"""Setup and scoring constants (digest 3, 5, 13)."""

from __future__ import annotations

from dataclasses import dataclass

TURNS_BASE = 5
TURNS_DARK_ALLEY = 7
START_FAME = 5
START_SHARDS = 1
START_COMPONENT_VALUE = 2  # starting components worth up to 2 coins (Manager: the same again)


def starting_coins(position: int) -> int:
    """Coins for initiative position 1..4: 10/12/14/16.

    In a 2-player game the second player sits on position 3 and so takes 14
    (the digest's suggested default; the rule itself is unknown).
    """
    return 10 + 2 * (position - 1)


STARTING_COINS_2P_VERIFIED = False
INITIATIVE_POSITIONS_2P: tuple[int, ...] = (1, 3)
ADVERTISE_FAME = 2  # advertise: pay coins equal to your initiative position

# --- final scoring
COINS_PER_FAME = 3
SHARD_FAME = 1
SHARD_CAP = 20
CATEGORY_CAP = 20
BASE_APPRENTICE_FAME = 2  # base game only
BASE_SPECIALIST_FAME = 3  # base game only


@dataclass(frozen=True, slots=True)
class BeginnerSetup:
    """The fixed starting package per favourite category (beginner option, inferred from BGA)."""

    category: str
    trick: str  # trick key
    components: tuple[tuple[str, int], ...]
    specialist: str
    bonus_components: tuple[tuple[str, int], ...] = ()  # Manager's extra components
    bonus_trick: str = ""  # Engineer's extra trick key
    verified: bool = False


BEGINNER_SETUPS: tuple[BeginnerSetup, ...] = (
    BeginnerSetup(
        "optical", "enchanted_butterflies", (("fabric", 2),), "manager", bonus_components=(("animal", 1),)
    ),
    BeginnerSetup("mechanical", "linking_rings", (("metal", 2),), "assistant"),
    BeginnerSetup("escape", "barricaded_barrels", (("wood", 2),), "engineer", bonus_trick="stocks_escape"),
    BeginnerSetup("spiritual", "mind_reading", (("glass", 2),), "manager", bonus_components=(("rope", 1),)),
)
BEGINNER_BY_CATEGORY: dict[str, BeginnerSetup] = {b.category: b for b in BEGINNER_SETUPS}
