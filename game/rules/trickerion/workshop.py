"""The Workshop (digest 6.4): preparing tricks and the Specialists' moves."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.base import Action, Event, Msg, NMsg
from game.rules.trickerion import tables as T
from game.rules.trickerion import theater
from game.rules.trickerion.codes import (
    APPRENTICE,
    APPRENTICE_LIKE,
    ASSISTANT,
    CARD_USED,
    ENGINEER,
    ENGINEER_SLOT,
    MANAGER,
    SHAPESHIFTER,
    SPELL_PILE,
)
from game.rules.trickerion.data.arcane import SPELL_COMPONENT_VALUE
from game.rules.trickerion.data.tricks import MARKERS_PER_SYMBOL
from game.rules.trickerion.downtown import can_hire
from game.rules.trickerion.player import Player
from game.rules.trickerion.prompts import HiddenTalent, OnStagePreparation, PromptHandlers
from game.rules.trickerion.specials import card_key, card_num
from game.rules.trickerion.spending import spend
from game.rules.trickerion.storage import add_components, remove_component, remove_spell

if TYPE_CHECKING:
    from game.rules.trickerion.state import TrickerionState


MOVE_AP = 1  # Move Tricks / Components / Apprentice


def markers_for(st: TrickerionState, pi: int, s: int, extra: int = 0) -> int:
    p = st.p[pi]
    t = p.sym_trick[s]
    n = T.TRICK_MARKERS[t] + (1 if p.sym_slot[s] == ENGINEER_SLOT else 0) + extra
    return max(0, min(n, MARKERS_PER_SYMBOL - st.in_theater(pi, s)))


def missing_value(st: TrickerionState, pi: int, t: int) -> tuple[int, int]:
    """(coin value of the missing components, number of missing component types)."""
    p = st.p[pi]
    value = types = 0
    for c, n in T.TRICK_COMPS[t]:
        short = n - p.effective(c)
        if short > 0:
            value += short * T.COMP_PRICE[c]
            types += 1
    return value, types


def actions(st: TrickerionState, pi: int, acts: list[Action]) -> None:
    """Append the Workshop's actions for the activated character."""
    p = st.p[pi]
    ap = st.act_ap
    key = card_key(st)
    for s in range(4):
        t = p.sym_trick[s]
        if t < 0 or p.sym_ready[s] > 0 or T.TRICK_PREP[t] > ap:
            continue
        if markers_for(st, pi, s, 1 if key == "trick_tweaking" else 0) <= 0:
            continue
        value, types = missing_value(st, pi, t)
        if value == 0:
            acts.append(T.PREPARE.of(s))
            if key == "test_run" and markers_for(st, pi, s) > 1:
                acts.append(T.mk("prepare", sym=s, test=1))
            if key == "replaceable_parts" and markers_for(st, pi, s) > 1:
                for s2 in range(4):
                    t2 = p.sym_trick[s2]
                    if (
                        s2 != s
                        and t2 >= 0
                        and T.TRICK_THRESHOLD[t2] <= T.TRICK_THRESHOLD[t]
                        and p.sym_ready[s2] + st.in_theater(pi, s2) < MARKERS_PER_SYMBOL
                    ):
                        acts.append(T.mk("prepare", sym=s, parts=s2))
            if key == "unstable_prototype":
                acts.extend(T.mk("prepare", sym=s, ret=r) for r in _returnable(p, t))
            if key == "enhance_trick" and p.any_shards() >= 1 and not p.sym_bonus[s]:
                acts.append(T.mk("prepare", sym=s, enhance=1))
        elif key == "ingenuity" and types == 1:
            acts.append(T.mk("prepare", sym=s, ingenuity=1))
        if st.aa:
            need = max(1, -(-value // SPELL_COMPONENT_VALUE))
            for k in range(T.NSPELLTYPES):
                if p.spells[k] >= need and not p.sym_enchant[s] & (1 << k):
                    acts.append(T.PREPARE_SPELL.of(k, s))
    if ap >= MOVE_AP:
        if st.has_specialist(pi, ENGINEER):
            for s in range(4):
                if p.sym_trick[s] >= 0 and p.sym_slot[s] != ENGINEER_SLOT:
                    acts.append(T.mk("move_trick", sym=s))
        if st.has_specialist(pi, MANAGER):
            for t in range(T.NCOMP):
                if p.comp[t] > 0:
                    for i in (0, 1):
                        if p.mgr_type[i] != t and p.mgr_type[i] < SPELL_PILE:  # spells stay put
                            acts.append(T.mk("move_comp", comp=t, pile=i))
        if st.has_specialist(pi, ASSISTANT) and p.assistant_app < 0:
            if APPRENTICE in p.chars:
                acts.append(T.mk("move_app"))
            if SHAPESHIFTER in p.chars:  # it may count as the Apprentice moved
                acts.append(T.mk("move_app", char=p.chars.index(SHAPESHIFTER)))


def _prepare(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    p = st.p[pi]
    s = a["sym"]
    t = p.sym_trick[s]
    key = card_key(st)
    spend(st, T.TRICK_PREP[t])
    extra = card_num("trick_tweaking", "markers") if key == "trick_tweaking" else 0
    n = markers_for(st, pi, s, extra)
    if a.get("ingenuity"):
        n = 1
    fame = coins = 0
    if a.get("test"):
        n -= 1
        y = theater.trick_yield(st, pi, s)
        st.gain(pi, fame=y[0], coins=y[1], shards=y[2])
    parts = a.get("parts")
    if parts is not None:
        n -= 1
        p.sym_ready[parts] += 1
    ret = a.get("ret", ())
    if ret:
        for c in ret:
            remove_component(p, c)
        n = min(n + 1, MARKERS_PER_SYMBOL - st.in_theater(pi, s))
        fame += len(ret)
        coins += len(ret)
    if a.get("enhance"):
        st.mshards += p.pay_shard()
        p.sym_bonus[s] = 1
    if key == "invention":
        fame += sum(k for c, k in T.TRICK_COMPS[t] if T.COMP_TIER[c] > 1)
    spell = a.get("spell")
    if spell is not None:
        remove_spell(p, spell)
        p.sym_enchant[s] |= 1 << spell
    if key and key in _PREPARE_CARDS:
        st.act_flags |= CARD_USED
    st.gain(pi, fame=fame, coins=coins)
    p.sym_ready[s] = n
    if not st.quiet_mode:
        events.append(
            Event(
                "prepare",
                pi,
                {"sym": s, "markers": n},
                text=NMsg(
                    "{player} prepares {trick} ({n} marker).",
                    "{player} prepares {trick} ({n} markers).",
                    n,
                    player=pi,
                    trick=T.named(T.TRICK_NAME[t]),
                ),
            )
        )
    if key == "on_stage_preparation" and n > 0:
        st.pend = OnStagePreparation(s)
    if key == "hidden_talent" and st.p[pi].chars[st.act_char] in APPRENTICE_LIKE:
        st.pend = HiddenTalent()


_PREPARE_CARDS = frozenset(
    {
        "trick_tweaking",
        "test_run",
        "replaceable_parts",
        "invention",
        "ingenuity",
        "unstable_prototype",
        "enhance_trick",
        "on_stage_preparation",
        "hidden_talent",
    }
)


def _returnable(p: Player, t: int) -> list[tuple[int, ...]]:
    """Unstable Prototype: every choice of 1-3 of the trick's required components you hold."""
    out: list[tuple[int, ...]] = []

    def grow(prefix: tuple[int, ...], start: int) -> None:
        if prefix:
            out.append(prefix)
        if len(prefix) == 3:
            return
        comps = T.TRICK_COMPS[t]
        for k in range(start, len(comps)):
            c, need = comps[k]
            if prefix.count(c) < min(need, p.physical(c)):
                grow(prefix + (c,), k)

    grow((), 0)
    return out


def _move_trick(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    spend(st, MOVE_AP)
    p = st.p[pi]
    s = a["sym"]
    for s2 in range(4):
        if p.sym_trick[s2] >= 0 and p.sym_slot[s2] == ENGINEER_SLOT:
            p.sym_slot[s2] = p.sym_slot[s]
    p.sym_slot[s] = ENGINEER_SLOT
    if not st.quiet_mode:
        trick = T.named(T.TRICK_NAME[p.sym_trick[s]])
        text = Msg("{player} moves {trick} to the Engineer.", player=pi, trick=trick)
        events.append(Event("move_trick", pi, {"sym": s}, text=text))


def _move_comp(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    spend(st, MOVE_AP)
    p = st.p[pi]
    t, i = a["comp"], a["pile"]
    old_t, old_n = p.mgr_type[i], p.mgr_count[i]
    k = min(p.comp[t], 2)
    p.comp[t] -= k
    p.mgr_type[i] = t
    p.mgr_count[i] = k
    if old_t >= 0 and old_n > 0:
        add_components(p, old_t, old_n)
    if not st.quiet_mode:
        events.append(
            Event(
                "move_comp",
                pi,
                {"comp": t, "pile": i},
                text=Msg("{player} moves components to the Manager.", player=pi),
            )
        )


def _move_app(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    spend(st, MOVE_AP)
    p = st.p[pi]
    ci = a.get("char")  # the Shapeshifter, counting as the Apprentice moved
    p.assistant_app = p.chars.index(APPRENTICE) if ci is None else ci
    if not st.quiet_mode:
        events.append(
            Event("move_app", pi, text=Msg("{player} moves an Apprentice to the Assistant.", player=pi))
        )


def _on_stage_actions(st: TrickerionState, pi: int, pend: OnStagePreparation) -> list[Action]:
    return [T.mk("stop")] + theater.free_spots(st, pi, pend.sym, pay=False)


def _on_stage(st: TrickerionState, pi: int, a: Action, pend: OnStagePreparation, events: list[Event]) -> None:
    st.pend = None
    if a.kind != "stop":
        theater.put_marker(st, pi, pend.sym, a["card"], a["pos"], a["face"], None, events, pay=False)


def _talent_actions(st: TrickerionState, pi: int, pend: HiddenTalent) -> list[Action]:
    p = st.p[pi]
    return [T.mk("stop")] + [
        T.mk("talent", character=k) for k in (ENGINEER, MANAGER, ASSISTANT) if can_hire(p, k)
    ]


def _talent(st: TrickerionState, pi: int, a: Action, pend: HiddenTalent, events: list[Event]) -> None:
    st.pend = None
    if a.kind != "stop":
        st.memo.setdefault("talents", []).append([pi, st.act_char, a["character"]])


ACTIONS = {"prepare": _prepare, "move_trick": _move_trick, "move_comp": _move_comp, "move_app": _move_app}
PROMPTS: PromptHandlers = {
    OnStagePreparation: (_on_stage_actions, _on_stage),
    HiddenTalent: (_talent_actions, _talent),
}
