"""Display names (``N_`` msgids) for the id vocabularies of :mod:`.schema`."""

from __future__ import annotations

from game.rules.base import N_
from game.rules.trickerion.data.assignments import LOCATION_NAMES

CATEGORY_NAMES: dict[str, str] = {
    "mechanical": N_("Mechanical"),
    "optical": N_("Optical"),
    "escape": N_("Escape"),
    "spiritual": N_("Spiritual"),
}
DAY_NAMES: dict[str, str] = {
    "thursday": N_("Thursday"),
    "friday": N_("Friday"),
    "saturday": N_("Saturday"),
    "sunday": N_("Sunday"),
}
TIER_NAMES: dict[int, str] = {1: N_("Basic"), 2: N_("Advanced"), 3: N_("Superior")}
MODULE_NAMES: dict[str, str] = {
    "base": N_("Base game"),
    "dark_alley": N_("Dark Alley"),
    "arcane_arts": N_("Dark Alley + Arcane Arts"),
}
STANCE_NAMES: dict[str, str] = {"ready": N_("Ready"), "busy": N_("Busy")}
PLAN_NAMES: dict[str, str] = {"perform": N_("Perform"), "set_up": N_("Set Up")}

__all__ = ["CATEGORY_NAMES", "DAY_NAMES", "LOCATION_NAMES", "MODULE_NAMES", "PLAN_NAMES", "STANCE_NAMES",
           "TIER_NAMES"]
