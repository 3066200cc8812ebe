"""What the player board can store: components and spells share its spaces; Apprentice spaces.

Base game (digest 7, "Component storage"): six board spaces, each holding up to
three components of one type, plus the Manager's two piles (up to two pieces of
one type, each pile counting one more).  Arcane Arts ("Za 1 Punkt Akcji ... kupić
Zaklęcie"): a bought spell is stored by the same rules -- spells of one type
share a space, at most three per space, and may lie on a Manager pile, which
gives them nothing extra.  Spells fill the board first, then a Manager pile of
their type or an empty one (``mgr_type == SPELL_PILE + type``).
"""

from __future__ import annotations

from game.rules.trickerion.codes import APPRENTICE, ASSISTANT, MANAGER, SERVANTS, SPELL_PILE
from game.rules.trickerion.data.arcane import SPELLS_PER_SLOT
from game.rules.trickerion.data.characters import BOARD_APPRENTICE_SPACES
from game.rules.trickerion.data.components import BOARD_COMPONENT_SLOTS, MANAGER_PILE_MAX, MAX_PER_TYPE_SLOT
from game.rules.trickerion.player import Player

PILES = (0, 1)


def board_spells(p: Player, k: int) -> int:
    """Spells of type ``k`` on the board itself (those not on a Manager pile)."""
    return p.spells[k] - sum(p.mgr_count[i] for i in PILES if p.mgr_type[i] == SPELL_PILE + k)


def _spaces_used(p: Player) -> int:
    comps = sum(1 for x in p.comp if x > 0)
    return comps + sum(1 for k in range(len(p.spells)) if board_spells(p, k) > 0)


def _board_room(p: Player, t: int) -> int:
    if p.comp[t] > 0:
        return max(0, MAX_PER_TYPE_SLOT - p.comp[t])
    return MAX_PER_TYPE_SLOT if _spaces_used(p) < BOARD_COMPONENT_SLOTS else 0


def room(p: Player, t: int) -> int:
    """How many more components of type ``t`` the board and Manager piles can hold."""
    return _board_room(p, t) + sum(
        max(0, MANAGER_PILE_MAX - p.mgr_count[i]) for i in PILES if p.mgr_type[i] == t
    )


def add_components(p: Player, t: int, n: int) -> None:
    """Store ``n`` components of type ``t``: the board pile first, then a Manager pile of that type."""
    take = min(n, _board_room(p, t))
    p.comp[t] += take
    n -= take
    for i in PILES:
        if n > 0 and p.mgr_type[i] == t:
            k = min(n, MANAGER_PILE_MAX - p.mgr_count[i])
            p.mgr_count[i] += k
            n -= k


def remove_component(p: Player, c: int) -> None:
    """Return one component of type ``c`` to the supply, from the board pile first."""
    if p.comp[c] > 0:
        p.comp[c] -= 1
        return
    for i in PILES:
        if p.mgr_type[i] == c and p.mgr_count[i] > 0:
            p.mgr_count[i] -= 1
            if p.mgr_count[i] == 0:
                p.mgr_type[i] = -1
            return


def _board_spell_room(p: Player, k: int) -> int:
    on_board = board_spells(p, k)
    if on_board > 0:
        return max(0, SPELLS_PER_SLOT - on_board)
    return SPELLS_PER_SLOT if _spaces_used(p) < BOARD_COMPONENT_SLOTS else 0


def _spell_pile(p: Player, k: int) -> int:
    """The Manager pile a spell of type ``k`` would go on (its type's, else an empty one), or -1."""
    if MANAGER not in p.chars:
        return -1
    for i in PILES:
        if p.mgr_type[i] == SPELL_PILE + k and p.mgr_count[i] < SPELLS_PER_SLOT:
            return i
    for i in PILES:
        if p.mgr_type[i] == -1:
            return i
    return -1


def spell_room(p: Player, k: int) -> bool:
    """Whether one more spell of type ``k`` fits on the board or a Manager pile."""
    return _board_spell_room(p, k) > 0 or _spell_pile(p, k) >= 0


def add_spell(p: Player, k: int) -> None:
    """Store a bought spell (the caller checked :func:`spell_room`)."""
    if _board_spell_room(p, k) <= 0:
        i = _spell_pile(p, k)
        p.mgr_type[i] = SPELL_PILE + k
        p.mgr_count[i] += 1
    p.spells[k] += 1


def remove_spell(p: Player, k: int) -> None:
    """Use up or discard one spell of type ``k``, from the board first."""
    p.spells[k] -= 1
    if board_spells(p, k) >= 0:
        return
    for i in PILES:  # the board had none: it came off a Manager pile
        if p.mgr_type[i] == SPELL_PILE + k:
            p.mgr_count[i] -= 1
            if p.mgr_count[i] == 0:
                p.mgr_type[i] = -1
            return


def manager_piles(p: Player, spells: bool) -> list[list[int]]:
    """The Manager piles as [component type, count], or with ``spells`` as [spell type, count];
    a pile holding the other kind (or nothing) shows as [-1, 0]."""
    out = []
    for i in PILES:
        t = p.mgr_type[i]
        if t < 0 or (t >= SPELL_PILE) != spells:
            out.append([-1, 0])
        else:
            out.append([t - SPELL_PILE if spells else t, p.mgr_count[i]])
    return out


def free_apprentice_spaces(p: Player) -> int:
    """Empty Apprentice spaces, counting those hired or summoned this turn as already seated.

    Three on the board and one on the Assistant's extension (an Assistant hired
    this turn brings it at the same Return Characters step); Apprentices and
    magic servants share them.
    """
    spaces = BOARD_APPRENTICE_SPACES + (ASSISTANT in p.chars or ASSISTANT in p.incoming)
    return spaces - sum(1 for k in p.chars + p.incoming if k == APPRENTICE or k in SERVANTS)
