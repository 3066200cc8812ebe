"""The Mage's wagon (Arcane Arts): charging shards, the magic dice, spells and servants."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.base import Action, Event, Msg, NMsg
from game.rules.trickerion import tables as T
from game.rules.trickerion.data.arcane import (
    BUY_SPELL_AP,
    CHARGE_AP,
    CHARGE_COST,
    CHARGE_SHARDS,
    MAGE_SLOT_COSTS,
    SET_MAGIC_DICE_AP,
    SUMMON_AP,
)
from game.rules.trickerion.spending import spend
from game.rules.trickerion.storage import add_spell, free_apprentice_spaces, spell_room

if TYPE_CHECKING:
    from game.rules.trickerion.state import TrickerionState


def magic_dice_ap(a: Action) -> int:
    """Setting one or both magic dice; the Trickster's free set costs nothing."""
    if a.get("free"):
        return 0
    return SET_MAGIC_DICE_AP[(a.get("spell") is not None) + (a.get("reward") is not None) - 1]


def actions(st: TrickerionState, pi: int, acts: list[Action]) -> bool:
    """Append the Mage's actions; returns whether an affordable spell has no room to go."""
    p = st.p[pi]
    ap = st.act_ap
    full = False
    if ap >= CHARGE_AP and p.coins >= CHARGE_COST and p.shards >= 1 and st.mshards >= 1:
        acts.append(T.CHARGE)
    if not st.locked:
        if ap >= SET_MAGIC_DICE_AP[0]:
            acts.extend(T.MAGIC_SINGLES)
        if ap >= SET_MAGIC_DICE_AP[1]:
            acts.extend(T.MAGIC_PAIRS)
    if ap >= BUY_SPELL_AP:
        for i, sp in enumerate(st.offer):
            if sp < 0 or p.coins < MAGE_SLOT_COSTS[i]:
                continue
            if spell_room(p, T.SPELL_TYPE[sp]):
                acts.append(T.BUY_SPELL.of(i))
            else:
                full = True
    if ap >= SUMMON_AP and st.servant_offer >= 0 and not st.summoned and free_apprentice_spaces(p) > 0:
        acts.append(T.SUMMON)
    return full


def _apply_wagon(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    p = st.p[pi]
    kind = a.kind
    if kind == "charge":
        spend(st, CHARGE_AP)
        p.coins -= CHARGE_COST
        n = min(CHARGE_SHARDS, p.shards, st.mshards)
        p.shards -= n
        p.magic_shards += n
        st.mshards -= n
        if not st.quiet_mode:
            events.append(
                Event(
                    "charge",
                    pi,
                    {"n": n},
                    text=NMsg("{player} charges {n} shard.", "{player} charges {n} shards.", n, player=pi),
                )
            )
    elif kind == "magic_dice":
        spell, reward = a.get("spell"), a.get("reward")
        spend(st, magic_dice_ap(a))
        if spell is not None:
            st.sdie = T.SPELL_DIE_FACES.index(spell)
        if reward is not None:
            st.rdie = reward
        st.locked = 1
        if not st.quiet_mode:
            events.append(
                Event(
                    "magic_dice",
                    pi,
                    {"spell": spell, "reward": reward},
                    text=Msg("{player} sets and locks the magic dice.", player=pi),
                )
            )
    elif kind == "buy_spell":
        spend(st, BUY_SPELL_AP)
        i = a["slot"]
        sp = st.offer[i]
        p.coins -= MAGE_SLOT_COSTS[i]
        add_spell(p, T.SPELL_TYPE[sp])
        st.offer[i] = -1
        if not st.quiet_mode:
            events.append(
                Event("buy_spell", pi, {"spell": sp}, text=Msg("{player} buys a spell.", player=pi))
            )
    elif kind == "summon":
        spend(st, SUMMON_AP)
        p.incoming.append(st.servant_offer)
        if not st.quiet_mode:
            events.append(
                Event(
                    "summon",
                    pi,
                    {"servant": st.servant_offer},
                    text=Msg("{player} summons a magic servant.", player=pi),
                )
            )
        st.servant_offer = -1
        st.summoned = 1


ACTIONS = {kind: _apply_wagon for kind in ("charge", "magic_dice", "buy_spell", "summon")}
"""The Mage's actions: taking one closes the location's own actions for this placement."""
