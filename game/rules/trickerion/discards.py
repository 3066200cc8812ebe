"""Making room "at any time": returning a trick, discarding components or spells."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.base import Action, Event, Msg
from game.rules.trickerion import tables as T
from game.rules.trickerion.codes import APPRENTICE
from game.rules.trickerion.components import comp_name
from game.rules.trickerion.storage import free_apprentice_spaces, remove_component, remove_spell, spell_room

if TYPE_CHECKING:
    from game.rules.trickerion.state import TrickerionState


def return_trick(st: TrickerionState, pi: int, s: int) -> None:
    """Player ``pi``'s trick on symbol ``s`` goes back to the Residence: its markers leave the Theater
    and the symbol is free (a player's discard, the Heir making room for a new trick)."""
    code = pi * 4 + s
    for row in st.occ:
        for pos in range(6):
            if row[pos] == code:
                row[pos] = -1
    p = st.p[pi]
    p.put_trick(s, -1)
    p.sym_slot[s] = -1
    p.sym_ready[s] = 0


def _discard_trick(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    """Return a trick to the Residence; all its markers, in the Theater too, go back to supply."""
    s = a["sym"]
    t = st.p[pi].sym_trick[s]
    return_trick(st, pi, s)
    if not st.quiet_mode:
        events.append(
            Event(
                "discard_trick",
                pi,
                {"trick": t},
                text=Msg(
                    "{player} returns {trick} to the Residence.", player=pi, trick=T.named(T.TRICK_NAME[t])
                ),
            )
        )


def _discard(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    t = a["comp"]
    remove_component(st.p[pi], t)
    if not st.quiet_mode:
        events.append(
            Event(
                "discard",
                pi,
                {"comp": t},
                text=Msg("{player} discards {component}.", player=pi, component=T.named(comp_name(t))),
            )
        )


def _discard_spell(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    remove_spell(st.p[pi], a["spell"])
    if not st.quiet_mode:
        events.append(
            Event(
                "discard_spell",
                pi,
                {"spell": a["spell"]},
                text=Msg("{player} discards a spell.", player=pi),
            )
        )


def storage_refusal(st: TrickerionState, pi: int, a: Action) -> Msg | None:
    """Why a purchase is refused when the obstacle is room on the board, else None.

    A spell needs a space (its type's, a free one or a Manager pile); an
    Apprentice or a summoned servant needs an empty Apprentice space.
    """
    p = st.p[pi]
    if a.kind == "buy_spell":
        i = a.get("slot", -1)
        if 0 <= i < len(st.offer) and st.offer[i] >= 0 and not spell_room(p, T.SPELL_TYPE[st.offer[i]]):
            return Msg("Your board has no room for that spell: discard a component or a spell first.")
    elif (a.kind == "summon" or a.get("character") == APPRENTICE) and free_apprentice_spaces(p) <= 0:
        return Msg("You have no empty Apprentice space (three on the board, one more with the Assistant).")
    return None


ACTIONS = {"discard_trick": _discard_trick, "discard": _discard, "discard_spell": _discard_spell}
"""Free: neither a location's action nor the Mage's."""
