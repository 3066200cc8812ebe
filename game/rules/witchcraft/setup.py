"""Dealing a new Witchcraft duel: the board, the altars, the specials, the power tokens, the stacks."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.rules.rng import Rng
from game.rules.witchcraft.data import ALTAR_FIELDS, ALTARS, COLS, DEFAULT_RESERVE, PIECES, ROWS, SPECIALS
from game.rules.witchcraft.geometry import TOKEN_COUNT, TOKEN_KINDS, Field
from game.rules.witchcraft.state import DEPLOY, RESERVE, WitchcraftState

#: The board before any extra piece: one shared set, so the line and order caches find it at once.
BASE_BOARD: frozenset[Field] = frozenset((x, y) for x in range(COLS) for y in range(ROWS))
_GUILD_HOMES: list[int | None] = [t // 10 if t < 20 else None for t in range(TOKEN_COUNT)]
_DEFAULT_RESERVES = [
    [t for t in range(10 * g, 10 * g + 10) if TOKEN_KINDS[t] in DEFAULT_RESERVE] for g in (0, 1)
]


def new_game(players: int, options: Mapping[str, Any], seed: int) -> WitchcraftState:
    """Deal a new duel: altars shuffled, specials and power tokens drawn, stacks shuffled."""
    if players != 2:
        raise ValueError("Witchcraft is a game for two players")
    st = WitchcraftState(
        tournament=bool(options.get("tournament", False)),
        master=bool(options.get("master", False)),
        rng=Rng(seed),
        fields=BASE_BOARD,
    )
    kinds = list(ALTARS)
    st.rng.shuffle(kinds)
    st.altars = dict(zip(ALTAR_FIELDS.fields, kinds, strict=True))
    st.home = _GUILD_HOMES[:]
    dealt = st.rng.sample(range(len(SPECIALS)), 2)
    for g, idx in enumerate(dealt):
        st.home[20 + idx] = g
    st.owners = st.home[:]
    if not st.tournament:
        drawn = st.rng.sample(ALTARS, 2)
        st.power = [drawn[0], drawn[1]]
    st.pieces = sorted(PIECES)
    if st.master:
        st.phase = RESERVE
    else:
        st.reserve = [_DEFAULT_RESERVES[0][:], _DEFAULT_RESERVES[1][:]]
        st.phase = DEPLOY
        st.fill_supplies()
    return st
