"""A new game of Trickerion: the table, the decks, the players' boards before their setup choices.

The choices themselves (magician, starting trick, ...) are actions of the
``setup`` phase, in ``setup_choices.py``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.rules.rng import Rng
from game.rules.trickerion import tables as T
from game.rules.trickerion.codes import (
    DARK_ALLEY,
    DOWNTOWN,
    GOLEM,
    MARKET,
    SHAPESHIFTER,
    SPECTER,
    TRICKSTER,
)
from game.rules.trickerion.data.arcane import MAGE_SLOTS_TWO_PLAYERS, MAGIC_SHARD_SUPPLY
from game.rules.trickerion.data.prophecies import PENDING_PROPHECIES, prophecy_pool
from game.rules.trickerion.data.setup import (
    INITIATIVE_POSITIONS_2P,
    TURNS_BASE,
    TURNS_DARK_ALLEY,
    starting_coins,
)
from game.rules.trickerion.player import Player
from game.rules.trickerion.setup_choices import first_human
from game.rules.trickerion.state import TrickerionState


def new_game(players: int, options: Mapping[str, Any], seed: int) -> TrickerionState:
    if not 1 <= players <= 4:
        raise ValueError("Trickerion is for 1 to 4 players")
    st = TrickerionState()
    st.rng = Rng(seed)
    rng = st.rng
    modules = options.get("modules", "dark_alley")
    solo = players == 1
    if solo and modules == "base":
        modules = "dark_alley"  # the Heir plays with the Dark Alley cards
    st.da = modules in ("dark_alley", "arcane_arts")
    st.aa = modules == "arcane_arts"
    length = options.get("length", "standard")
    st.n_turns = int(length) if length in (5, 7, "5", "7") else (TURNS_DARK_ALLEY if st.da else TURNS_BASE)
    st.beginner = bool(options.get("beginner", False))
    st.difficulty = str(options.get("difficulty", "normal"))
    st.n = players
    st.np = players + (1 if solo else 0)
    st.heir = players if solo else -1
    st.p = [Player() for _ in range(st.np)]
    hand = T.HAND_DA if st.da else T.HAND_BASE
    for q in st.p:
        q.comp = [0] * T.NCOMP
        q.perm = list(hand)
    if solo:
        st.order = [0, st.heir]
    else:
        st.order = list(range(st.np))
        rng.shuffle(st.order)
    st.positions = list(INITIATIVE_POSITIONS_2P) if st.np == 2 else list(range(1, st.np + 1))
    for i, pi in enumerate(st.order):
        if pi != st.heir:
            st.p[pi].coins = starting_coins(st.positions[i])
    st.ws_used = [0] * st.np
    _setup_theater(st, rng)
    if st.da:
        for loc in range(4):
            deck = list(T.SPECIAL_OF[loc])
            rng.shuffle(deck)
            st.sa_decks[loc] = deck
        pool = [T.PROPH_INDEX[i] for i in prophecy_pool(st.aa, solo)]
        rng.shuffle(pool)
        st.pending = pool[:PENDING_PROPHECIES]
        st.proph_pile = pool[PENDING_PROPHECIES:]
    if st.aa:
        st.bag = list(range(len(T.SPELL_TYPE)))
        rng.shuffle(st.bag)
        slots = MAGE_SLOTS_TWO_PLAYERS if st.np == 2 else (0, 1, 2)
        for s in slots:
            st.offer[s] = st.bag.pop()
        st.mshards = MAGIC_SHARD_SUPPLY[players]
        st.servant_supply = [SPECTER, GOLEM, TRICKSTER, SHAPESHIFTER]
        st.wagon = (DOWNTOWN, MARKET, DARK_ALLEY)[rng.randrange(3)]
    st.phase = "setup"
    st.ptr = 0
    st.step = "magician"
    st.cur = first_human(st, 0)
    return st


def _setup_theater(st: TrickerionState, rng: Rng) -> None:
    order = T.DECK_DA if st.da else T.DECK_BASE
    deck: list[int] = []
    used: set[int] = set()
    for venue, count in order:
        cards = list(T.VENUE_CARDS[venue])
        rng.shuffle(cards)
        deck.extend(cards[:count])
        used.update(cards[:count])
    st.perf_deck = deck
    st.t_cards = [-1] * (st.np + 1)
    st.occ = [[-1] * 6 for _ in range(st.np + 1)]
    st.face = [[0] * 6 for _ in range(st.np + 1)]
    spare = [c for c in T.VENUE_CARDS["riverside"] if c not in used]
    rng.shuffle(spare)
    for i in range(st.np - 1):
        st.t_cards[i] = spare[i]
    st.perf_out = sorted(c for c in range(T.NPERF) if c not in used and c not in st.t_cards)
