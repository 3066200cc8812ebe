"""Trickerion knowledge for the search.

A trick earns Fame only at the end of a long chain -- learn it (Downtown), buy
its components (Market Row), prepare markers (Workshop), set them up on a
performance card (Theater, where Links pay at once) and have a Magician perform
the card -- so uniformly random playouts almost never reach a performance and
mostly lose Fame to unpaid wages.  This policy knows the chain:

- Evaluation (:func:`strength`): Fame, plus what is banked towards Fame later,
  each in Fame points -- coins after this turn's wages (a coin short costs 2
  Fame), shards, Special Assignment cards (Dark Alley scores them), markers on
  performance cards and prepared markers (their trick's yield, the nearer the
  Theater the surer), learned tricks less the parts they still lack, and the
  team's action points for the turns left.  The weights, fitted on final
  scores, and the check against them are in docs/bots.md ("Trickerion's
  evaluation and its weights").
- Playouts (:meth:`TrickerionPolicy.rollout_action`) walk the chain: characters
  go where the next link is missing, placements take the slot with the most AP,
  a Magician takes a Performance slot when the team has markers to show,
  actions are rated by what they add to the chain, and wages are kept in hand.
- The tree (:meth:`TrickerionPolicy.candidates`) skips splitting a Link
  payment between Fame and coins: all Fame or all coins is what a player weighs.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import cast

from game.ai.policy import ScorePolicy
from game.rules.base import Action, State
from game.rules.trickerion import tables as T
from game.rules.trickerion.data.characters import UNPAID_WAGE_FAME
from game.rules.trickerion.endturn import wages_ahead
from game.rules.trickerion.state import (
    DARK_ALLEY,
    DOWNTOWN,
    GOLEM,
    IDLE,
    MAGICIAN,
    MARKET,
    SERVANT_CARD,
    SPECIAL_BASE,
    SPECTER,
    THEATER,
    WORKSHOP,
    Player,
    TrickerionState,
)

# --- evaluation weights, in Fame points: a least-squares fit of the final Fame margin on
# these features at the start of turn 4 of 300 policy-played games, rounded (docs/bots.md)
COIN = 0.5  # a third of a Fame at the end, but before it pays wages (2 Fame a coin short) and parts
SHARD = 0.6  # a Fame at the end (capped at 20), an AP or a servant's wage before
SPECIAL_CARD = 0.6  # Dark Alley scores 2 per unused card (capped); the fit finds them worth less
STAGED = 1.0  # a marker on a performance card: its yield, about as sure as Fame once staged
READY = 0.7  # a prepared marker still needs a Theater action and a free slot
TRICK_LEVEL = 0.2  # per trick level while turns remain: what a learned trick still promises
COMPONENT = 0.05  # per coin of price of a component an owned trick still lacks
AP = 0.3  # per action point of the team while turns remain (hired helpers pay back over the turns)
#: A lead of this many Fame points is read as about a 73 % chance to win.
EVALUATION_SCALE = 6.0

# --- playout ratings of act actions (higher is taken first)
KIND_RATING: dict[str, float] = {
    "perform": 9.0,
    "prepare": 8.0,
    "setup": 7.0,
    "learn": 6.0,
    "buy": 2.0,
    "hire": 3.0,
    "coins": 2.5,
    "buy_spell": 2.0,
    "summon": 2.0,
    "magic_dice": 1.2,
    "charge": 1.5,
    "draw": 2.0,
    "fortune": 0.8,
    "fate": 0.8,
    "order": 1.0,
    "quick": 1.0,
    "done": 1.0,
    "reroll": 0.3,
    "setdie": 0.3,
    "move_trick": 0.2,
    "move_comp": 0.2,
    "move_app": 0.6,
    "resched": 0.2,
    "moveto": 1.0,
    "street": 0.4,
    "discard": 0.05,
    "discard_spell": 0.05,
    "discard_trick": 0.05,
}
GREEDY = 0.85  # playouts take their best-rated move this often, else a random one


def turns_left(st) -> int:
    """Turns still to play after this one (performing is at the end of each turn)."""
    return max(0, st.n_turns - st.turn)


def team_wages(p: Player) -> int:
    """Coins the whole team would cost this turn if every character worked."""
    return sum(T.WAGE_COINS[k] for k in p.chars if k not in (SPECTER, GOLEM))


def marker_value(st: TrickerionState, pi: int, s: int) -> float:
    """Fame-equivalent of one performed marker of ``pi``'s symbol ``s`` (day modifiers ignored)."""
    p = st.p[pi]
    t = p.sym_trick[s]
    bonus = p.sym_bonus[s]
    return T.TRICK_FAME[t] + bonus + COIN * (T.TRICK_COINS[t] + bonus) + SHARD * T.TRICK_SHARDS[t]


def needed_components(st: TrickerionState, p: Player) -> dict[int, int]:
    """Components (type -> how many more) the player's unprepared tricks still lack."""
    need: dict[int, int] = {}
    for s in range(4):
        t = p.sym_trick[s]
        if t < 0:
            continue
        for c, n in T.TRICK_COMPS[t]:
            short = n - p.effective(c)
            if short > need.get(c, 0):
                need[c] = short
    return need


def has_staged(st: TrickerionState, seat: int) -> bool:
    """Whether any of ``seat``'s markers stands on a performance card (its marker codes are
    ``seat * 4 + symbol``); a set test per card row, as the playouts ask it at every assignment."""
    mine = {seat * 4, seat * 4 + 1, seat * 4 + 2, seat * 4 + 3}
    return any(not mine.isdisjoint(row) for row in st.occ)


def strength(st: TrickerionState, pi: int) -> float:
    """One player's position in Fame points (see the module docstring)."""
    p = st.p[pi]
    left = turns_left(st)
    coins, shards = p.coins, p.shards + p.magic_shards
    if st.phase != "over" and pi != st.heir:  # the Heir pays no wages
        owed_coins, owed_shards = wages_ahead(st, pi, talents=False)
        coins -= owed_coins
        shards -= owed_shards
    value = float(p.fame)
    if coins < 0:  # a coin short costs 2 Fame
        value += UNPAID_WAGE_FAME * coins
        coins = 0
    if shards < 0:  # a servant's shard short costs what its card says
        value += T.SERVANT_WAGE[0][2] * shards
        shards = 0
    value += COIN * coins + SHARD * shards + SPECIAL_CARD * len(p.specials)
    staged = [0] * 4
    for row in st.occ:
        for code in row:
            if code >= 0 and code >> 2 == pi:
                staged[code & 3] += 1
    future = min(1.0, left / 3.0)  # what is not yet in the Theater needs turns to get there
    for s in range(4):
        t = p.sym_trick[s]
        if t < 0:
            continue
        each = marker_value(st, pi, s)
        value += STAGED * each * staged[s] + READY * each * p.sym_ready[s]
        if left:
            short = sum(max(0, n - p.effective(c)) * T.COMP_PRICE[c] for c, n in T.TRICK_COMPS[t])
            value += future * (TRICK_LEVEL * T.TRICK_LEVEL[t] - COMPONENT * short)
    if left:
        ap = sum(T.CHAR_AP[k] if k < SPECTER else T.SERVANT_AP[k - SPECTER] for k in p.chars + p.incoming)
        value += AP * ap * min(left, 3) / 3.0
    return value


class TrickerionPolicy(ScorePolicy):
    """Fame-point strengths read as win chances; playouts and tree narrowed as above."""

    score_scale = 8.0
    evaluation_scale = EVALUATION_SCALE
    rollout_depth = 30

    def strengths(self, state: State) -> list[float]:
        st = cast(TrickerionState, state)
        return [strength(st, pi) for pi in range(st.num_players)]

    def rival_strength(self, state: State) -> float | None:
        """The Heir's strength, valued as a player's (its Fame, coins, tricks set up...)."""
        st = cast(TrickerionState, state)
        return strength(st, st.heir) if st.heir >= 0 else None

    # ------------------------------------------------------------------ the tree

    def candidates(self, state: State, seat: int, actions: list[Action]) -> list[Action]:
        st = cast(TrickerionState, state)
        if st.phase != "act" or st.pend:
            return actions
        return _link_splits(actions)

    # ------------------------------------------------------------------ playouts

    def rollout_action(
        self, state: State, seat: int, actions: Sequence[Action], rng: random.Random
    ) -> Action:
        if len(actions) == 1:
            return actions[0]
        st = cast(TrickerionState, state)
        phase = st.phase
        if rng.random() >= GREEDY or phase == "setup" or (phase == "act" and st.pend):
            return actions[rng.randrange(len(actions))]
        if phase == "advertise":
            return _advertise(st, seat, actions)
        if phase == "assign":
            return _assign(st, seat, actions, rng)
        ratings = self.ratings(st, seat, actions)
        if ratings is not None:
            return _pick_best(actions, ratings, rng)
        return actions[rng.randrange(len(actions))]

    def ratings(self, state: State, seat: int, actions: Sequence[Action]) -> Sequence[float] | None:
        """The playouts' ratings of placements, character actions and performances (None for the
        other phases and for an action's follow-up prompts, which playouts answer at random)."""
        st = cast(TrickerionState, state)
        phase = st.phase
        if phase == "place":
            return _place_ratings(st, seat, actions)
        if phase == "act" and not st.pend:
            return _act_ratings(st, seat, actions)
        if phase == "perform":
            return [_perform_rating(st, seat, a) for a in actions]
        return None


def _link_splits(actions: Sequence[Action]) -> list[Action]:
    """Setups and moves whose Links are taken all as Fame or all as coins (or make none).

    Actions that differ only in ``fame`` are one choice split many ways; keyed by the rest of
    their parameters, whatever they are -- a Smuggled Goods ``buy`` pays with Fame
    (``fame=1``) and names no card or position (issue #25: keying by ``card`` raised).
    """
    top: dict[tuple, int] = {}
    for a in actions:
        fame = a.get("fame")
        if fame is not None:
            key = _without_fame(a)
            top[key] = max(top.get(key, 0), fame)
    if not top:
        return list(actions)
    return [a for a in actions if a.get("fame") in (None, 0) or a["fame"] == top[_without_fame(a)]]


def _without_fame(a: Action) -> tuple:
    """The action's kind and parameters but ``fame``: what its Fame/coins splits share."""
    return (a.kind, tuple(kv for kv in a.params if kv[0] != "fame"))


def _pick_best(actions: Sequence[Action], ratings: Sequence[float], rng: random.Random) -> Action:
    """One of the best-rated actions (ratings within 1e-9 of each other tie), drawn at random."""
    best: list[Action] = []
    top = -1e9
    for a, r in zip(actions, ratings, strict=True):
        if r > top + 1e-9:
            top = r
            best = [a]
        elif r > top - 1e-9:
            best.append(a)
    return best[rng.randrange(len(best))]


def _advertise(st: TrickerionState, seat: int, actions: Sequence[Action]) -> Action:
    """Advertise (2 Fame) when the coins it costs leave this turn's wages paid."""
    p = st.p[seat]
    for a in actions:
        if a.kind == "advertise" and p.coins - st.position(seat) >= team_wages(p) + 2:
            return a
    return next(a for a in actions if a.kind == "pass")


def location_needs(st: TrickerionState, seat: int) -> list[float]:
    """How much each location would move ``seat``'s chain on this turn, by its state."""
    p = st.p[seat]
    owned = [s for s in range(4) if p.sym_trick[s] >= 0]
    ready = sum(p.sym_ready)
    staged = has_staged(st, seat)
    # whether each trick with no prepared markers has its components (asked once per trick)
    unready_met = [st.meets(seat, p.sym_trick[s]) for s in owned if p.sym_ready[s] == 0]
    preparable = any(unready_met)
    lacking = not all(unready_met)
    needs = [0.0] * 5
    needs[THEATER] = 4.0 * (ready > 0) + 2.0 * staged
    needs[WORKSHOP] = 4.0 if preparable else 0.3
    needs[MARKET] = 3.0 if lacking and p.coins >= 3 else 0.3
    poor = p.coins < team_wages(p) + 3
    needs[DOWNTOWN] = (3.5 if len(owned) < 2 and st.trick_room(seat) else 1.0) + (3.0 if poor else 0.0)
    needs[DARK_ALLEY] = 0.8 if st.da else 0.0
    return needs


def _assign(st: TrickerionState, seat: int, actions: Sequence[Action], rng: random.Random) -> Action:
    """The card for the next character: the Magician performs when there is something to show;
    the others go where the chain needs them, drawn by need so the team spreads out."""
    p = st.p[seat]
    kind = p.chars[len(p.assign)]
    needs = location_needs(st, seat)
    taken = [st.card_location(c) for c in p.assign]
    weights = []
    for a in actions:
        code = a["card"]
        if code == IDLE:  # a character left home owes no wage
            poor = kind != MAGICIAN and p.coins < team_wages(p)
            weights.append(2.0 if poor else 0.15)
            continue
        if code == SERVANT_CARD:
            weights.append(1.0)
            continue
        loc = st.card_location(code)
        w = needs[loc] / (1 + taken.count(loc))
        if kind == MAGICIAN and loc == THEATER:
            w += 3.0 if needs[THEATER] > 0 else 0.0
        if code >= SPECIAL_BASE:
            w *= 1.2
        weights.append(max(w, 0.05))
    return rng.choices(list(actions), weights=weights)[0]


def _place_ratings(st: TrickerionState, seat: int, actions: Sequence[Action]) -> list[float]:
    """Each placement's playout rating: the slot's AP, less a boost's shard; a Magician's
    Performance slot is worth it when the team has markers to show.  One pass over the list,
    with what the actions share (the team, whether it has a show) looked up once."""
    chars = st.p[seat].chars
    show: bool | None = None  # worked out when a Magician's Performance slot is first rated
    out = []
    for a in actions:
        if a.kind == "idle":
            out.append(0.0)
            continue
        pr = dict(a.params)
        loc, slot = pr["loc"], pr["slot"]
        rating = 5.0
        if loc == THEATER:
            if chars[pr["char"]] == MAGICIAN and slot < 20 and slot % 3 == 2:  # the Performance slot of a day
                if show is None:  # markers staged or prepared (counts are never negative)
                    show = has_staged(st, seat) or any(st.p[seat].sym_ready)
                rating += 3.0 if show else -2.0
                rating += 0.2 * (slot // 3)  # later days yield more
            else:
                rating += T.DAY_AP[slot // 3] if slot < 20 else 0  # 20+: a Specter's own codes
        else:
            rating += T.SLOT_MODS[slot] if slot < 4 and loc != WORKSHOP else 0
        rating -= 1.5 * pr.get("boost", 0)  # a shard for an AP: worth it only when the AP is needed
        out.append(rating)
    return out


#: Kinds whose playout rating depends on the action's details (``_act_rating``); any other kind
#: is rated by its ``KIND_RATING`` alone (1.0 when not listed).
_DETAILED_KINDS = frozenset(
    ("learn", "setup", "buy", "order", "quick", "buy_spell", "summon", "charge", "coins", "hire", "prepare")
)


def _act_ratings(st: TrickerionState, seat: int, actions: Sequence[Action]) -> list[float]:
    """:func:`_act_rating` of each action.  Most of a list (setting and rerolling dice, the magic
    dice, drawing) are rated by kind alone, so only the detailed kinds call the function, and
    what every action shares (components needed, coins to spare) is reckoned once."""
    p = st.p[seat]
    need = needed_components(st, p)
    spare = p.coins - wages_ahead(st, seat, talents=False)[0]
    by_kind = KIND_RATING.get
    detailed = _DETAILED_KINDS
    return [
        _act_rating(st, seat, a, need, spare) if a.kind in detailed else by_kind(a.kind, 1.0) for a in actions
    ]


def _act_rating(st: TrickerionState, seat: int, a: Action, need: dict[int, int], spare: int) -> float:
    """How much action ``a`` adds to the chain; ``spare`` is the coins beyond this turn's wages."""
    kind = a.kind
    rating = KIND_RATING.get(kind, 1.0)
    p = st.p[seat]
    if kind == "learn":
        t = a["trick"]
        short = sum(max(0, n - p.effective(c)) * T.COMP_PRICE[c] for c, n in T.TRICK_COMPS[t])
        rating += 0.5 * T.TRICK_LEVEL[t] - 0.15 * short
    elif kind == "setup":
        rating += 1.5 * (a.get("fame", 0) or 0) + 0.3 * (a["pos"] % 3 == 0)
    elif kind in ("buy", "order", "quick"):
        c = a["comp"]
        n = a.get("n", 1)
        if need.get(c, 0) > 0 and spare >= T.COMP_PRICE[c] * n:
            rating = 6.5 - abs(need[c] - n) - (kind != "buy")
        else:
            rating = 0.1
    elif kind in ("buy_spell", "summon", "charge"):
        rating = rating if spare >= 3 else 0.1
    elif kind == "coins":
        rating += 4.0 if spare < 3 else 0.3 * st.dice[a["die"]]
    elif kind == "hire":
        rating += 1.0 if turns_left(st) >= 3 and spare >= 2 else -2.5
    elif kind == "prepare":
        rating += 0.5 * (a.get("spell") is None)
    return rating


def _perform_rating(st: TrickerionState, seat: int, a: Action) -> float:
    if a.kind != "perform":
        return 0.0
    own = sum(1 for code in st.occ[a["card"]] if code >= 0 and code >> 2 == seat)
    return own + 0.1 * len(a.params)


def make_policy() -> TrickerionPolicy:
    return TrickerionPolicy()
