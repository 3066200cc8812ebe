"""The Trickerion table: :class:`TrickerionState`, the phase machine and the rules interface.

Each phase's actions live in their own module -- setup choices in
``setup_choices.py``, placing in ``placement.py``, the locations' actions in
``locations.py`` (one module per location behind it), the Performance phase
in ``performance.py``, End Turn and scoring in ``endturn.py``, views and labels
in ``view.py`` and ``texts.py`` -- so this class stays a thin dispatcher; the
codes and the per-player record are in ``codes.py`` and ``player.py`` (both
re-exported here, where the table has always found them).

Every decision is a small :class:`Action`; ``apply`` checks it against
``legal_actions`` before touching anything, so a refused action changes
nothing.  Automatic steps (dice, initiative, wages, the Heir's turns) run
inside ``apply`` until some seat must decide again.  The Heir is reached
through ``heir_rules`` (the hooks of ``solo.HeirRules``), so the modules below
never import it.
"""

from __future__ import annotations

from itertools import repeat
from operator import is_
from typing import Any, ClassVar

from game.rules.base import Action, Event, IllegalAction, Msg, NMsg, Result, State
from game.rules.rng import Rng
from game.rules.trickerion import (
    discards,
    endturn,
    heir,
    locations,
    performance,
    placement,
    prompts,
    setup_choices,
    texts,
    view,
)
from game.rules.trickerion import tables as T
from game.rules.trickerion.codes import (
    APPRENTICE,
    ASSISTANT,
    DARK_ALLEY,
    DOWNTOWN,
    ENGINEER,
    ENGINEER_SLOT,
    GOLEM,
    IDLE,
    LOCATIONS,
    MAGICIAN,
    MANAGER,
    MARKET,
    SERVANT_CARD,
    SERVANTS,
    SHAPESHIFTER,
    SPECIAL_BASE,
    SPECIALISTS,
    SPECTER,
    SPELL_PILE,
    STACKED,
    THEATER,
    TRICKSTER,
    WORKSHOP,
)
from game.rules.trickerion.data.setup import ADVERTISE_FAME
from game.rules.trickerion.player import Player, copy_list
from game.rules.trickerion.prompts import Prompt
from game.rules.trickerion.solo import HeirRules

# Scalar and list fields of the table, in JSON order; Player objects are handled apart.
_FIELDS = (
    "n",
    "np",
    "heir",
    "da",
    "aa",
    "n_turns",
    "beginner",
    "difficulty",
    "turn",
    "phase",
    "step",
    "ptr",
    "cur",
    "order",
    "positions",
    "done",
    "dice",
    "stock",
    "orders",
    "quick",
    "quick_owner",
    "logistics",
    "loc_slots",
    "ws_used",
    "t_cards",
    "occ",
    "face",
    "day_owner",
    "day_perf",
    "day_back",
    "perf_deck",
    "perf_out",
    "active",
    "pending",
    "proph_pile",
    "sa_decks",
    "bag",
    "offer",
    "sdie",
    "rdie",
    "locked",
    "servant_offer",
    "servant_supply",
    "wagon",
    "mshards",
    "summoned",
    "act_char",
    "act_loc",
    "act_slot",
    "act_ap",
    "act_flags",
    "act_card",
    "perf_day",
    "placements",
    "business",
    "final",
)


_REASONS = {
    "learn": Msg(
        "You cannot learn that trick now: check the dice, your Fame and coins, and your trick slots."
    ),
    "buy": Msg("You cannot buy that: check the stock, your coins, your storage and your action points."),
    "place": Msg("That slot is not open to this character."),
    "setup": Msg("That marker cannot go there."),
    "moveto": Msg("That marker cannot go there."),
    "prepare": Msg(
        "That trick cannot be prepared now: check its components, markers and your action points."
    ),
    "hire": Msg("You cannot hire that character now."),
    "assign": Msg("You do not hold that card."),
}
"""Specific reasons for a refused action whose kind is allowed but whose details are not."""


class TrickerionState(State):
    """A game of Trickerion in progress (see ``state.py`` for the conventions)."""

    game_id = "trickerion"
    JSON_VERSION = 1
    heir_rules: ClassVar[HeirRules] = heir  # the solo opponent's hooks (the module implements them)

    def __init__(self) -> None:
        self.rng = Rng(0)
        self._cache: tuple[int, list[Action]] | None = None  # legal actions of one seat, until the next apply
        self.p: list[Player] = []
        self.n = 2  # human seats
        self.np = 2  # players on the table, the Heir included
        self.heir = -1
        self.da = False
        self.aa = False
        self.n_turns = 5
        self.beginner = False
        self.difficulty = "normal"
        self.turn = 0
        self.phase = "setup"
        self.step = ""
        self.ptr = 0
        self.cur = 0
        self.order: list[int] = []
        self.positions: list[int] = []
        self.done: list[int] = []
        self.dice = [T.X_FACE] * 6
        self.stock = list(T.START_STOCK)
        self.orders = [-1, -1, -1, -1]
        self.quick = -1
        self.quick_owner = -1
        self.logistics: list[int] = []
        self.loc_slots = [[-1] * 4 for _ in range(5)]
        self.ws_used: list[int] = []
        self.t_cards: list[int] = []
        self.occ: list[list[int]] = []
        self.face: list[list[int]] = []
        self.day_owner = [-1, -1, -1, -1]
        self.day_perf = [-1, -1, -1, -1]
        self.day_back: list[list[int]] = [[], [], [], []]
        self.perf_deck: list[int] = []
        self.perf_out: list[int] = []
        self.active = -1
        self.pending: list[int] = []
        self.proph_pile: list[int] = []
        self.sa_decks: list[list[int]] = [[], [], [], [], []]
        self.bag: list[int] = []
        self.offer = [-1, -1, -1]
        self.sdie = 0
        self.rdie = 0
        self.locked = 0
        self.servant_offer = -1
        self.servant_supply: list[int] = []
        self.wagon = -1
        self.mshards = 0
        self.summoned = 0
        self.pend: Prompt | None = None  # the open prompt of the acting seat (prompts.py)
        self.clear_activation()
        self.perf_day = 0
        self.placements = 0
        self.business = -1
        self.heir_mem: dict[str, Any] = {}  # the Heir module's own memory (plan deck, shopping list, ...)
        self.memo: dict[str, Any] = {}  # per-turn notes of the engine (special cards in play, rewards owed)
        self.final: list[list[Any]] = []

    # ------------------------------------------------------------------ interface

    @property
    def num_players(self) -> int:
        return self.n

    def to_act(self) -> tuple[int, ...]:
        ph = self.phase
        if ph == "over":
            return ()
        if ph == "assign":
            return tuple(s for s in range(self.n) if not self.p[s].done_assign)
        return (self.cur,)

    def legal_actions(self, seat: int) -> list[Action]:
        return list(self._legal_cached(seat))

    def _legal_cached(self, seat: int) -> list[Action]:
        """``seat``'s legal actions, worked out once per position: the cached list itself, which
        callers only read (``legal_actions`` hands out copies)."""
        cache = self._cache
        if cache is not None and cache[0] == seat:
            return cache[1]
        acts = self._legal(seat)
        self._cache = (seat, acts)
        return acts

    def is_legal(self, seat: int, action: Action) -> bool:
        """Whether ``action`` is in ``seat``'s legal list.

        Search and the table pass back one of the very objects ``legal_actions`` handed out, so an
        identity scan (in C, no ``__eq__`` call per entry) finds it at once; an equal action built
        elsewhere (a loaded game, a test) is still found by the equality test after it."""
        acts = self._legal_cached(seat)
        return any(map(is_, acts, repeat(action))) or action in acts

    def keep_legal(self, seat: int, actions: list[Action]) -> None:
        """Remember ``actions`` as ``seat``'s legal list until the next ``apply`` (already computed)."""
        self._cache = (seat, actions)

    def invalidate(self) -> None:
        """Forget the cached legal actions (call after changing fields directly, e.g. in tests)."""
        self._cache = None

    def _legal(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        ph = self.phase
        if ph == "setup":
            return setup_choices.legal(self, seat)
        if ph == "advertise":
            acts = [T.PASS]
            if self.p[seat].coins >= self.position(seat):
                acts.append(T.mk("advertise"))
            return acts
        if ph == "assign":
            return self._assign_actions(seat)
        if ph == "place":
            return placement.placement_actions(self, seat)
        if ph == "act":
            return locations.act_actions(self, seat)
        if ph in ("perform", "possess", "chains", "perform_extra", "durable"):
            return performance.perform_actions(self, seat)
        return []

    def apply(self, seat: int, action: Action) -> list[Event]:
        if not self.is_legal(seat, action):  # a seat not to act has no legal action
            if seat not in self.to_act():
                raise IllegalAction(Msg("It is not your turn."))
            raise IllegalAction(self._why_illegal(seat, action))
        self._cache = None
        ph = self.phase
        events: list[Event] = []
        if ph == "setup":
            setup_choices.apply(self, seat, action, events)
        elif ph == "advertise":
            self._advertise(seat, action, events)
        elif ph == "assign":
            self._assign(seat, action, events)
        elif ph == "place":
            placement.apply_placement(self, seat, action, events)
        elif ph == "act":
            locations.apply_act(self, seat, action, events)
        else:
            performance.apply_perform(self, seat, action, events)
        return [] if self.quiet_mode else events

    def _why_illegal(self, seat: int, action: Action) -> Msg:
        if action.kind in ("buy_spell", "hire", "summon") and self.phase == "act" and not self.pend:
            full = discards.storage_refusal(self, seat, action)
            if full is not None:
                return full
        kinds = {a.kind for a in self.legal_actions(seat)}
        if action.kind not in kinds:
            return Msg("That move is not possible at this moment.")
        closed = placement.closed_slot_refusal(self, action) if action.kind == "place" else None
        if closed is not None:
            return closed
        return _REASONS.get(action.kind, Msg("Those choices are not allowed now."))

    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> Result:
        return endturn.result(self)

    def describe(self, action: Action) -> Msg:
        return texts.describe(self, action)

    def secret_choice(self, seat: int, action: Action) -> bool:
        """Assignment cards go face down, and a kept Special Assignment card joins a hidden hand."""
        return action.kind in ("assign", "keep")

    def current_prompt(self, seat: int) -> Msg | None:
        return texts.prompt(self, seat) if seat in self.to_act() else None

    # ------------------------------------------------------------------ helpers

    def position(self, pi: int) -> int:
        """Initiative position number (1-4; 1 and 3 with two players)."""
        return self.positions[self.order.index(pi)]

    def proph(self, kind: str) -> Any:
        """The Active Prophecy's effect if it is of ``kind``, else None."""
        a = self.active
        if a >= 0 and T.PROPH_KIND[a] == kind:
            return T.PROPH_EFFECT[a]
        return None

    def ability(self, pi: int, kind: str) -> bool:
        """Whether player ``pi``'s magician has the Dark Alley ability ``kind`` in play."""
        m = self.p[pi].magician
        return self.da and m >= 0 and T.MAG_ABILITY[m] == kind

    def gain(self, pi: int, fame: int = 0, coins: int = 0, shards: int = 0) -> None:
        """Add Fame/coins/Shards (primitive for the Heir); prophecies on shard gains apply."""
        p = self.p[pi]
        if shards > 0:
            extra = self.proph("shard_gain_extra")
            if extra is not None:
                shards += extra["value"]
            bonus = self.proph("shard_gain_fame")
            if bonus is not None:
                fame += bonus["fame"]
        p.fame = max(0, p.fame + fame)
        p.coins = max(0, p.coins + coins)
        p.shards = max(0, p.shards + shards)

    def owned_tricks(self) -> set[int]:
        return {t for q in self.p for t in q.sym_trick if t >= 0}

    def in_theater(self, pi: int, sym: int) -> int:
        """How many of the markers of ``sym`` stand on performance cards."""
        code = pi * 4 + sym
        n = 0
        for i, row in enumerate(self.occ):
            for pos, c in enumerate(row):
                if c == code:
                    n += 2 if self.face[i][pos] & STACKED else 1
        return n

    def learn(self, pi: int, trick: int) -> int:
        """Put ``trick`` on a free slot with a free symbol; returns the symbol (primitive for the Heir)."""
        p = self.p[pi]
        sym = p.sym_trick.index(-1)
        used = {p.sym_slot[s] for s in range(4) if p.sym_trick[s] >= 0}
        slot = next(s for s in (0, 1, 2, 3) if s not in used)
        p.put_trick(sym, trick)
        p.sym_slot[sym] = slot
        p.sym_ready[sym] = 0
        return sym

    def trick_room(self, pi: int) -> bool:
        """Whether player ``pi`` has a free trick slot (3 on the board, +1 with an Engineer)."""
        p = self.p[pi]
        owned = sum(1 for t in p.sym_trick if t >= 0)
        cap = 4 if self.has_specialist(pi, ENGINEER) else 3
        return owned < cap

    def has_specialist(self, pi: int, kind: int) -> bool:
        p = self.p[pi]
        if kind in p.chars:
            return True
        return SHAPESHIFTER in p.chars and p.shapeshifter_as == kind

    def meets(self, pi: int, trick: int) -> bool:
        """Whether player ``pi`` holds the trick's component requirements (kept, not spent)."""
        p = self.p[pi]
        return all(p.effective(t) >= n for t, n in T.TRICK_COMPS[trick])

    def free_slots(self, pi: int, loc: int, char: int) -> list[tuple[int, int]]:
        """(slot, AP modifier) pairs ``pi``'s character ``char`` may take at ``loc``."""
        return placement.free_slots(self, pi, loc, char)

    # ------------------------------------------------------------------ flow

    def start_turn(self, events: list[Event]) -> None:
        """Roll Dice and Set Initiative, then open Advertise."""
        self.turn += 1
        if not self.quiet_mode:
            events.append(
                Event(
                    "turn",
                    None,
                    {"turn": self.turn},
                    irreversible=True,
                    text=Msg("Turn {turn} begins.", turn=self.turn),
                )
            )
        for i in range(6):
            self.dice[i] = T.roll_die(self.rng, i)
        if self.aa:
            self.sdie = self.rng.randrange(6)  # dice locked last turn are free again
            self.rdie = self.rng.randrange(T.NREWARD)
            self.locked = 0
            if self.servant_offer >= 0:
                self.servant_supply.append(self.servant_offer)
                self.servant_offer = -1
            if self.servant_supply:
                k = self.rng.randrange(len(self.servant_supply))
                self.servant_offer = self.servant_supply.pop(k)
            self.summoned = 0
        if self.turn > 1:
            self.set_initiative(events)
        for q in self.p:
            q.advertised = 0
            q.used_mech = 0
        self.phase = "advertise"
        self.ptr = 0
        self._advance_advertise(events)

    def set_initiative(self, events: list[Event]) -> None:
        """Lowest Fame first; tied players swap their previous relative order."""
        prev = {pi: i for i, pi in enumerate(self.order)}
        self.order.sort(key=lambda pi: (self.p[pi].fame, -prev[pi]))
        if not self.quiet_mode:
            events.append(Event("initiative", None, {"order": list(self.order)}))

    def _advance_advertise(self, events: list[Event]) -> None:
        while self.ptr < len(self.order):
            pi = self.order[self.ptr]
            if pi == self.heir:
                self.p[pi].advertised = 1
                self.gain(pi, fame=ADVERTISE_FAME)
                if not self.quiet_mode:
                    events.append(
                        Event(
                            "advertise",
                            None,
                            {"player": pi},
                            text=Msg("The Heir advertises and gains 2 Fame."),
                        )
                    )
                self.ptr += 1
                continue
            self.cur = pi
            return
        self._start_assign(events)

    def _advertise(self, seat: int, action: Action, events: list[Event]) -> None:
        if action.kind == "advertise":
            cost = self.position(seat)
            self.p[seat].coins -= cost
            self.p[seat].advertised = 1
            self.gain(seat, fame=ADVERTISE_FAME)
            if not self.quiet_mode:
                events.append(
                    Event(
                        "advertise",
                        seat,
                        {"coins": cost},
                        text=NMsg(
                            "{player} advertises for {n} coin and gains 2 Fame.",
                            "{player} advertises for {n} coins and gains 2 Fame.",
                            cost,
                            player=seat,
                        ),
                    )
                )
        elif not self.quiet_mode:  # a pass is logged too: at a passed device it left no trace
            events.append(
                Event("no_advert", seat, text=Msg("{player} does not advertise this turn.", player=seat))
            )
        self.ptr += 1
        self._advance_advertise(events)

    # ------------------------------------------------------------------ assignment

    def _start_assign(self, events: list[Event]) -> None:
        for pi, q in enumerate(self.p):
            q.assign = []
            q.placed = [0] * len(q.chars)
            q.done_assign = 0
            if pi == self.heir:
                q.assign = list(self.heir_rules.assign(self))
                q.done_assign = 1
        self.phase = "assign"
        self.placements = 0
        self.business = -1
        if not self.quiet_mode:
            events.append(
                Event("assignment", None, text=Msg("Everybody assigns cards to their characters in secret."))
            )

    def _assign_actions(self, seat: int) -> list[Action]:
        p = self.p[seat]
        ci = len(p.assign)
        kind = p.chars[ci]
        if kind in (SPECTER, GOLEM):  # they must take their own card (and may still stay idle later)
            return [T.ASSIGN.of(SERVANT_CARD)]
        perm = p.perm
        acts = [T.ASSIGN.of(IDLE)]
        acts += [card for loc, card in enumerate(T.ASSIGN_PERMANENT) if perm[loc] > 0]
        if p.specials:
            acts += [T.ASSIGN.of(SPECIAL_BASE + sid) for sid in sorted(set(p.specials))]
        return acts

    def _assign(self, seat: int, action: Action, events: list[Event]) -> None:
        p = self.p[seat]
        code = action["card"]
        if 0 <= code < 5:
            p.perm[code] -= 1
        elif code >= SPECIAL_BASE:
            p.specials.remove(code - SPECIAL_BASE)
        p.assign.append(code)
        if len(p.assign) == len(p.chars):
            p.done_assign = 1
            if not self.quiet_mode:
                events.append(
                    Event("assigned", seat, text=Msg("{player} has assigned their characters.", player=seat))
                )
            if all(q.done_assign for q in self.p):
                self._reveal(events)

    def card_location(self, code: int) -> int:
        if code < 5:
            return code
        if code >= SPECIAL_BASE:
            return T.SPECIAL_LOC[code - SPECIAL_BASE]
        return -1

    def assignments_hidden(self) -> bool:
        return self.phase == "assign" or self.proph("hidden_assignments") is not None

    def _reveal(self, events: list[Event]) -> None:
        hidden = self.proph("hidden_assignments") is not None
        if not self.quiet_mode:
            events.append(
                Event(
                    "reveal",
                    None,
                    {"assignments": None if hidden else [list(q.assign) for q in self.p]},
                    irreversible=True,
                    text=Msg("The assignment cards are revealed."),
                )
            )
        for q in self.p:
            for ci, code in enumerate(q.assign):
                if code == IDLE:
                    q.placed[ci] = 2
        self.phase = "place"
        self.ptr = 0
        self.advance_place(events)

    # ------------------------------------------------------------------ placement rotation

    def has_unplaced(self, pi: int) -> bool:
        """Whether a character of ``pi`` with a card is neither placed (1) nor idle (2)."""
        q = self.p[pi]
        return 0 in q.placed[: len(q.assign)]  # a search over the list in C: asked at every placement

    def advance_place(self, events: list[Event]) -> None:
        """Find the next player in initiative order with a character left to place."""
        n = len(self.order)
        for _ in range(64 * n):  # each pass places a character or skips a player
            if not any(self.has_unplaced(pi) for pi in self.order):
                performance.start_performance(self, events)
                return
            pi = self.order[self.ptr % n]
            if not self.has_unplaced(pi):
                self.ptr = (self.ptr + 1) % n
                continue
            if pi == self.heir:
                self.heir_placement_turn(events)
                self.ptr = (self.ptr + 1) % n
                continue
            self.cur = pi
            self.phase = "place"
            return
        raise AssertionError("placement rotation did not settle")

    def heir_placement_turn(self, events: list[Event]) -> None:
        """The Heir places one character, two under the "place two" prophecy (digest 14.3, S3).

        A character it leaves idle is no placement: S3 has the Heir choose again
        at once, so an idle helper does not cost it its turn.
        """
        two = self.proph("place_two")
        left = two["count"] if two is not None else 1
        while left and self.has_unplaced(self.heir):
            char, loc, slot = self.heir_rules.place(self)
            if slot < 0:
                self.p[self.heir].placed[char] = 2
                continue
            placement.heir_place(self, char, loc, slot, events)
            left -= 1

    def clear_activation(self) -> None:
        """Forget the character being activated: no one is at a location taking actions."""
        self.act_char = -1
        self.act_loc = -1
        self.act_slot = -1
        self.act_ap = 0
        self.act_flags = 0
        self.act_card = IDLE
        self.pend = None

    def end_placement_turn(self, events: list[Event]) -> None:
        """Called when a character's placement (and its actions) are finished."""
        pi = self.cur
        self._cache = None
        self.placements += 1
        self.clear_activation()
        two = self.proph("place_two")
        if two is not None and self.placements < two["count"] and self.has_unplaced(pi):
            self.phase = "place"
            return
        self.placements = 0
        self.ptr = (self.order.index(pi) + 1) % len(self.order)
        self.phase = "place"
        self.advance_place(events)

    # ------------------------------------------------------------------ view / json

    def view(self, seat: int | None) -> dict[str, Any]:
        return view.view(self, seat)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"version": self.JSON_VERSION, "rng": self.rng.to_json()}
        for name in _FIELDS:
            v = getattr(self, name)
            out[name] = copy_list(v) if isinstance(v, list) else (dict(v) if isinstance(v, dict) else v)
        out["heir_mem"] = _copy_mem(self.heir_mem)
        out["memo"] = _copy_mem(self.memo)
        out["pend"] = prompts.encode(self.pend)
        out["players"] = [q.to_json() for q in self.p]
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TrickerionState:
        if data.get("version") != cls.JSON_VERSION:
            raise ValueError(f"unsupported Trickerion save version {data.get('version')!r}")
        st = cls.__new__(cls)
        st._cache = None
        st.rng = Rng.from_json(data["rng"])
        for name in _FIELDS:
            v = data[name]
            setattr(st, name, copy_list(v) if isinstance(v, list) else v)
        st.heir_mem = _copy_mem(data["heir_mem"])
        st.memo = _copy_mem(data["memo"])
        st.pend = prompts.decode(data["pend"])
        st.p = [Player.from_json(q) for q in data["players"]]
        return st

    def clone(self) -> TrickerionState:
        st = TrickerionState.__new__(TrickerionState)
        d = st.__dict__
        for name, v in self.__dict__.items():
            d[name] = copy_list(v) if v.__class__ is list else v
        st._cache = None
        st.rng = self.rng.clone()
        st.p = [q.clone() for q in self.p]
        st.heir_mem = _copy_mem(self.heir_mem)
        st.memo = _copy_mem(self.memo)
        return st

    def determinize(self, seat: int, seed: int) -> TrickerionState:
        """Re-sample decks, the bag, opponents' special cards and secret assignments."""
        return view.determinize(self, seat, seed)


def _copy_mem(mem: dict[str, Any]) -> dict[str, Any]:
    return {k: (copy_list(v) if isinstance(v, list) else v) for k, v in mem.items()}


__all__ = [
    "TrickerionState",
    "Player",
    "APPRENTICE",
    "ASSISTANT",
    "DARK_ALLEY",
    "DOWNTOWN",
    "ENGINEER",
    "ENGINEER_SLOT",
    "GOLEM",
    "IDLE",
    "LOCATIONS",
    "MAGICIAN",
    "MANAGER",
    "MARKET",
    "SERVANT_CARD",
    "SERVANTS",
    "SHAPESHIFTER",
    "SPECIAL_BASE",
    "SPECIALISTS",
    "SPECTER",
    "SPELL_PILE",
    "THEATER",
    "TRICKSTER",
    "WORKSHOP",
]
