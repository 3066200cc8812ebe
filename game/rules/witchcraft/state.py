"""The Witchcraft rules engine: setup, deployment, battle, prompts, end of game.

Every multi-step decision (distributing captured tokens, an altar's power,
a special's power) is a prompt held in ``pending``; each step is one Action,
so bots, the table and replays see the same sequence.  ``apply`` validates
against ``legal_actions`` before touching anything.

Interpretations of points the rulebook leaves open (see docs/witchcraft.md):
a stack has one facing (tokens put on it take the stack's facing); the
hits of one activation leave the board together, their tokens are
distributed first, then the altars hit are resolved in line order; an
altar or power whose effect cannot happen now is not a legal target; the
power token may be used before the activation of the turn; threefold
repetition of the same position with the same player to act is a draw.
"""

from __future__ import annotations

from ast import literal_eval
from collections.abc import Callable, Mapping
from itertools import chain
from typing import Any

from game.rules.base import Action, Event, IllegalAction, Msg, NMsg, Result, ResultEntry, State
from game.rules.fields import Fields, field, items, rows, transient, value
from game.rules.rng import Rng
from game.rules.witchcraft import actions as A
from game.rules.witchcraft.data import (
    ALTARS,
    DISCHARGE,
    ENERGY,
    ENERGY_REFRESHES,
    MISSILE,
    PROTECTION,
    RESERVE_SIZE,
    SHIELD_MARKERS,
    SPELL_NAMES,
    THUNDER,
    TOKEN_TYPES,
    TRANSLOCATION,
    twin,
)
from game.rules.witchcraft.geometry import (
    LINE_DIRS,
    SHIELDED,
    TOKEN_COUNT,
    TOKEN_KINDS,
    TOKEN_TYPE_OF,
    Field,
    Stack,
    attachable,
    attachments,
    field_order,
    follow,
    neighbours,
    rays,
    stack_traces,
)
from game.rules.witchcraft.texts import (
    altar_msg,
    describe_action,
    dir_msg,
    label,
    power_msg,
    prompt_msg,
    token_msg,
)

RESERVE, DEPLOY, BATTLE, OVER = "reserve", "deploy", "battle", "over"
REPETITIONS_FOR_DRAW = 3

_FIELD_KEYS = ("at", "to", "a", "b")
_SEATS = ((0,), (1,))  # to_act's usual answers, built once (it is asked before every step)
_FACINGS = range(8)

#: What a rule step reports: the events for the table, or None in a quiet (search) copy.
Events = list[Event] | None
#: Prompts opened by a move, to be put in front of ``pending``.
Prompts = list[dict[str, Any]]


def _as_field(value: Any) -> Field:
    return (int(value[0]), int(value[1]))


class WitchcraftState(State):
    game_id = "witchcraft"
    JSON_VERSION = 1

    # ------------------------------------------------------------------ fields (see game/rules/fields.py)

    tournament: bool = value(False)
    master: bool = value(False)
    rng: Rng = field(lambda st: Rng(0), "clone", Rng.to_json, Rng.from_json)
    fields: frozenset[Field] = field(
        lambda st: frozenset(),
        dump=lambda fields: [list(f) for f in sorted(fields)],
        load=lambda data: frozenset((x, y) for x, y in data),
    )
    altars: dict[Field, str] = field(
        lambda st: {},
        "dict",
        dump=lambda altars: [[f[0], f[1], k] for f, k in sorted(altars.items())],
        load=lambda data: {(x, y): k for x, y, k in data},
    )
    stacks: dict[Field, Stack] = field(  # Stack values are immutable tuples: a copy of the dict will do
        lambda st: {},
        "dict",
        dump=lambda stacks: [
            [f[0], f[1], list(s.tokens), s.facing, s.exhausted, list(s.shields)]
            for f, s in sorted(stacks.items())
        ],
        load=lambda data: {
            (x, y): Stack(tuple(toks), facing, exhausted, tuple(shields))
            for x, y, toks, facing, exhausted, shields in data
        },
    )
    owners: list[int | None] = items(lambda st: [None] * TOKEN_COUNT)  # colour shown; None: out of play
    home: list[int | None] = items(lambda st: [None] * TOKEN_COUNT)  # the gem / seat a special was dealt to
    supply: list[list[int]] = rows(lambda st: [[], []])  # face-down deployment stacks, top = last
    reserve: list[list[int]] = rows(lambda st: [[], []])
    picks: list[list[int]] = rows(lambda st: [[], []])  # Master variant: reserve choices still secret
    power: list[str | None] = items(lambda st: [None, None])
    power_used: list[bool] = items(lambda st: [False, False])
    pieces: list[int] = items()  # sizes of the unused pairs of extra pieces
    removed: list[int] = items()  # tokens the Prince sent out of the game
    phase: str = value(DEPLOY)
    current: int = value(0)
    pending: list[dict[str, Any]] = field(  # prompts are replaced, never changed in place
        lambda st: [],
        "dicts",
        dump=lambda pending: [{k: _jsonable(v) for k, v in p.items()} for p in pending],
        load=lambda data: [_prompt_from_json(p) for p in data],
    )
    activator: int | None = value(None)  # the token activated this turn
    winner: int | None = value(None)
    draw: bool = value(False)
    turn: int = value(0)
    seen: dict[tuple[Any, ...], int] = field(  # position_key -> times it came up
        lambda st: {},
        "dict",
        dump=lambda seen: {_key_text(k): n for k, n in seen.items()},
        load=lambda data: {_key_from_text(k): n for k, n in data.items()},
    )
    _legal: dict[int, list[Action]] = transient(lambda st: {}, "dict")  # lists are never changed in place
    # During deployment: the free fields and their deployments, in field order (8 per field).  A deploy
    # takes its field's 8 out instead of listing the board anew; replaced, never changed in place.
    _deploys: tuple[list[Field], list[Action]] | None = transient(lambda st: None, "share")
    # Where the activator was activated: where it still is unless its effect moved it (see _advance).
    _activator_at: Field | None = transient(lambda st: None, "share")
    quiet_mode: bool = transient(lambda st: False, "share")  # a search copy: apply builds no events or texts

    # ------------------------------------------------------------------ construction

    def __init__(self, **given: Any) -> None:
        FIELDS.init(self, **given)

    @property
    def num_players(self) -> int:
        return 2

    # ------------------------------------------------------------------ queries

    def to_act(self) -> tuple[int, ...]:
        if self.pending:  # asked first: no prompt is open at the end or while tokens are held back
            return _SEATS[self.pending[0]["seat"]]
        phase = self.phase
        if phase == OVER:
            return ()
        if phase == RESERVE:
            return tuple(s for s in (0, 1) if len(self.picks[s]) < RESERVE_SIZE)
        return _SEATS[self.current]

    def is_over(self) -> bool:
        return self.phase == OVER

    def own_stacks(self, seat: int) -> list[Field]:
        owners = self.owners
        return sorted([f for f, st in self.stacks.items() if owners[st.tokens[-1]] == seat])

    def shield_markers_left(self) -> int:
        return SHIELD_MARKERS - sum([len(s.shields) for s in self.stacks.values()])

    def field_of(self, token: int) -> Field | None:
        for f, st in self.stacks.items():
            if token in st.tokens:
                return f
        return None

    def free_fields(self) -> list[Field]:
        occupied = self.stacks.keys() | self.altars.keys()
        return [f for f in field_order(self.fields) if f not in occupied]

    def altar_useful(self, kind: str, seat: int) -> bool:
        """Whether activating an altar (or power token) of ``kind`` would have any effect now."""
        if kind == ENERGY:
            return any([s.exhausted for s in self.stacks.values()])
        if kind == PROTECTION:
            owners = self.owners
            return self.shield_markers_left() > 0 and any(
                [len(st.shields) < 8 and owners[st.tokens[-1]] == seat for st in self.stacks.values()]
            )
        if kind == TRANSLOCATION:
            return bool(self.stacks)
        return (
            bool(self.pieces)
            and bool(self.reserve[seat])
            and bool(self.reserve[1 - seat])
            and any(attachable(self.fields, n) for n in self.pieces)
        )

    def legal_actions(self, seat: int) -> list[Action]:
        """A copy of ``seat``'s cached legal list (worked out once per position).

        ``apply`` empties the cache before it changes anything, and the
        stuck check at the start of a turn leaves its list here, so the
        activations of a turn are worked out once.
        """
        cached = self._legal.get(seat)
        if cached is None:
            cached = self._legal[seat] = self._compute_legal(seat)
        return list(cached)

    def _compute_legal(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.phase == RESERVE:
            return [
                A.RESERVE[t] for t in range(TOKEN_COUNT) if self.home[t] == seat and t not in self.picks[seat]
            ]
        if self.phase == DEPLOY:
            return self._deployments()[1]
        if self.pending:
            prompt = self.pending[0]
            return _OFFERS[prompt["type"]](self, prompt)
        return self._battle_actions(seat)

    def _deployments(self) -> tuple[list[Field], list[Action]]:
        """The free fields and their deployments (``_deploys``), listed from the board when unknown."""
        deploys = self._deploys
        if deploys is None:
            free = self.free_fields()
            deploys = self._deploys = (free, list(chain.from_iterable(map(A.DEPLOY.__getitem__, free))))
        return deploys

    def _battle_actions(self, seat: int) -> list[Action]:
        out = self.activations(seat)
        power = self.power[seat]
        if power is not None and not self.power_used[seat] and self.altar_useful(power, seat):
            out.append(A.POWER)
        return out

    def activations(self, seat: int) -> list[Action]:
        """Every legal activation of ``seat``'s fresh stacks (the heart of the loss rule).

        Run at every turn's start (the stuck check), so a missile's or thunder's lines are walked
        here inline (:func:`geometry.follow` without its call and its tuples) on the board's
        precomputed rays: the first altar or enemy on a line decides, and the first useful line
        is enough.
        """
        out: list[Action] = []
        mine = self.own_stacks(seat)
        fields, altars, stacks, owners = self.fields, self.altars, self.stacks, self.owners
        lines = rays(fields)
        useful: dict[Field, bool] = {}  # per altar: whether waking it does something (asked once)

        def acts(target: Field) -> bool:
            """Whether a line reaching ``target`` has an effect: an enemy, or an altar that can act."""
            ok = useful.get(target)
            if ok is None:
                ok = useful[target] = target not in altars or self.altar_useful(altars[target], seat)
            return ok

        for f in mine:
            st = stacks[f]
            if st.exhausted:
                continue
            top = st.tokens[-1]
            kind = TOKEN_TYPE_OF[top]
            spell = kind.spell
            if spell == MISSILE or spell == THUNDER:
                from_here = lines[f]
                for d in LINE_DIRS[top][st.facing]:
                    arrive = (d + 4) % 8
                    for here in from_here[d]:
                        if here in altars:
                            lands = acts(here)
                            break
                        other = stacks.get(here)
                        if other is None or owners[other.tokens[-1]] == seat:
                            continue
                        lands = (
                            spell == THUNDER
                            or arrive not in SHIELDED[other.tokens[-1]][other.facing]
                            and arrive not in other.shields
                        )
                        break
                    else:
                        lands = False
                    if lands:
                        out.append(A.ACTIVATE[f])
                        break
            elif spell == DISCHARGE:  # one line; each target it reaches is a separate choice
                d = (st.facing + kind.lines[0]) % 8
                targets = follow(lines[f][d], altars, stacks, owners, seat, d, spell)[1]
                out.extend(A.AIM[f, t] for t in targets if acts(t))
            elif kind.key == "priest":
                traces = stack_traces(fields, altars, stacks, owners, f)
                if any(acts(t) for tr in traces for t in tr.targets):
                    out.append(A.ACTIVATE[f])
            elif kind.key == "barbarian":
                out.extend(A.AIM[f, a] for a in sorted(altars))
            elif kind.key == "medium":
                out.append(A.ACTIVATE[f])
            elif kind.key == "prince":
                if self._prince_choices(seat):
                    out.append(A.ACTIVATE[f])
            elif kind.key == "keeper" and len(mine) >= 2:
                out.append(A.ACTIVATE[f])
        return out

    def _prince_choices(self, seat: int) -> list[Field]:
        mine = self.own_stacks(seat)
        return [f for f in mine if len(mine) >= 2 or len(self.stacks[f].tokens) == 1]

    def _offer_place(self, p: dict[str, Any]) -> list[Action]:
        mine = self.own_stacks(p["seat"])
        return [A.PLACE[t, f] for t in sorted(set(p["pool"])) for f in mine]

    def _tired(self) -> list[Field]:
        return [f for f in sorted(self.stacks) if self.stacks[f].exhausted]

    def _offer_energy(self, p: dict[str, Any]) -> list[Action]:
        tired = self._tired()
        # "two or fewer" markers: finishing is allowed before the first refresh too
        return [A.REFRESH[f] for f in tired] + ([A.FINISH] if tired else [])

    def _offer_protection(self, p: dict[str, Any]) -> list[Action]:
        if self.shield_markers_left() <= 0:
            return []
        out: list[Action] = []
        for f in self.own_stacks(p["seat"]):
            shields = self.stacks[f].shields
            out.extend(_all_but(A.SHIELD[f], shields) if shields else A.SHIELD[f])
        return out

    def _offer_translocate(self, p: dict[str, Any]) -> list[Action]:
        return [A.PICK[f] for f in sorted(self.stacks)]

    def _offer_translocate_to(self, p: dict[str, Any]) -> list[Action]:
        at = p["at"]
        facing = self.stacks[at].facing
        out = _all_but(A.MOVE[at], (facing,))  # turning on the spot, then moving to a free neighbour
        for g in sorted(
            n for n in neighbours(at) if n in self.fields and n not in self.stacks and n not in self.altars
        ):
            out.extend(A.MOVE[g])
        return out

    def _offer_summon_attach(self, p: dict[str, Any]) -> list[Action]:
        return [A.ATTACH[c] for n in sorted(self.pieces) for c in attachments(self.fields, n)]

    def _offer_summon_place(self, p: dict[str, Any]) -> list[Action]:
        free = [c for c in p["cells"] if c not in self.stacks]
        return [a for t in sorted(self.reserve[p["seat"]]) for c in free for a in A.SUMMON[t, c]]

    def _offer_medium(self, p: dict[str, Any]) -> list[Action]:
        if p["stage"] == "refresh":
            return [A.REFRESH[f] for f in self._tired()] + [A.SKIP]
        out: list[Action] = []
        for f in self.own_stacks(p["seat"]):
            st = self.stacks[f]
            top = st.tokens[-1]
            for t in sorted(set(st.tokens)):
                out.extend(_all_but(A.ARRANGE[f, t], (st.facing,)) if t == top else A.ARRANGE[f, t])
        if p["refreshed"]:
            out.append(A.FINISH)
        return out

    def _offer_prince_pick(self, p: dict[str, Any]) -> list[Action]:
        return [A.PICK[f] for f in self._prince_choices(p["seat"])]

    def _offer_prince_remove(self, p: dict[str, Any]) -> list[Action]:
        return [A.REMOVE[t] for t in sorted(set(self.stacks[p["at"]].tokens))]

    def _offer_keeper(self, p: dict[str, Any]) -> list[Action]:
        mine = self.own_stacks(p["seat"])
        return [A.SWAP[a, b] for i, a in enumerate(mine) for b in mine[i + 1 :]]

    def _offer_face(self, p: dict[str, Any]) -> list[Action]:
        return list(A.FACE)

    # ------------------------------------------------------------------ apply

    def apply(self, seat: int, action: Action) -> list[Event]:
        legal = self._legal.get(seat)
        if not legal:  # not listed yet, or listed empty: a seat with answers is the one to act
            if seat not in self.to_act():
                raise IllegalAction(Msg("It is not your turn."))
            if legal is None:
                legal = self.legal_actions(seat)
        # Legal lists hold the shared actions of witchcraft.actions: found by identity (a loop in C)
        # before comparing field by field; a deployment among its own field's eight.
        deploys = self._deploys
        if deploys is not None and legal is deploys[1]:
            listed = self._deployment_listed(action)
        else:  # most lists are short: a plain loop beats setting up a scan in C
            for listed_action in legal:
                if listed_action is action:
                    listed = True
                    break
            else:
                listed = action in legal
        if not listed:
            raise IllegalAction(self._refusal(seat, action))
        self._legal = {}
        events: Events = None if self.quiet_mode else []
        _HANDLERS[action.kind](self, seat, action, events)
        return [] if events is None else events

    def _deployment_listed(self, action: Action) -> bool:
        """Whether ``action`` is one of the deployments listed (``_deploys``): one of the eight of a
        free field.  Asked of the field itself, since a scan of the whole list (8 moves per free
        field, 288 at first) touched a hundred actions per deployment."""
        params = action.params
        if action.kind != "deploy" or len(params) != 2:
            return False
        (_, at), (_, facing) = params  # ("at", field), ("facing", n): stored sorted by name
        if at not in self.fields or at in self.stacks or at in self.altars or facing not in _FACINGS:
            return False
        listed = A.DEPLOY[at][facing]
        return listed is action or listed == action

    def _refusal(self, seat: int, action: Action) -> Msg:
        """The most specific reason we can give for refusing ``action``."""
        if action.kind == "activate" and self.phase == BATTLE and not self.pending:
            at = action.get("at")
            st = self.stacks.get(at) if isinstance(at, tuple) else None
            if st is None or self.owners[st.top] != seat:
                return Msg("You can only activate one of your own stacks.")
            if st.exhausted:
                return Msg("That stack is exhausted.")
            return Msg("That activation would hit nothing and use no power, so it is not allowed.")
        if action.kind == "deploy":
            return Msg("Place the token on a free field, with one of the eight facings.")
        if action.kind == "power":
            return Msg("Your power token cannot be used now.")
        return Msg("That move is not allowed now.")

    # -- setup phases

    def _do_reserve(self, seat: int, action: Action, events: Events) -> None:
        self.picks[seat].append(action["token"])
        if events is not None:
            events.append(Event("reserve", seat, {}, Msg("{player} sets a token aside.")))
        if all(len(p) == RESERVE_SIZE for p in self.picks):
            for s in (0, 1):
                self.reserve[s] = sorted(self.picks[s])
                self.picks[s] = []
            self.fill_supplies()
            self.phase = DEPLOY
            if events is not None:
                events.append(
                    Event(
                        "reserves",
                        None,
                        {"reserve": [list(r) for r in self.reserve]},
                        Msg("Both players reveal the tokens they hold back."),
                        irreversible=True,
                    )
                )

    def fill_supplies(self) -> None:
        """Shuffle each guild's tokens not held back into its face-down deployment stack."""
        for s in (0, 1):
            stack = [t for t in range(TOKEN_COUNT) if self.home[t] == s and t not in self.reserve[s]]
            self.rng.shuffle(stack)
            self.supply[s] = stack

    def _do_deploy(self, seat: int, action: Action, events: Events) -> None:
        (_, at), (_, facing) = action.params  # ("at", ...), ("facing", ...): the hottest step
        token = self.supply[seat].pop()
        self.stacks[at] = Stack((token,), facing)
        free, moves = self._deployments()
        k = free.index(at)
        free, moves = free[:], moves[:]
        del free[k], moves[8 * k : 8 * k + 8]
        self._deploys = (free, moves)
        if events is not None:
            events.append(
                Event(
                    "deploy",
                    seat,
                    {"token": token, "at": list(at), "facing": facing},
                    Msg(
                        "{player} places the {token} on {field}, facing {direction}.",
                        player=seat,
                        token=token_msg(token),
                        field=label(at),
                        direction=dir_msg(facing),
                    ),
                    irreversible=True,
                )
            )
        other = 1 - seat
        if self.supply[other]:
            self.current = other
        elif not self.supply[seat]:
            self.phase = BATTLE
            self.current = 0
            if events is not None:
                events.append(Event("battle", None, {}, Msg("All tokens are placed: the battle begins.")))
            self._start_turn(events)

    # -- the battle turn

    def _do_activate(self, seat: int, action: Action, events: Events) -> None:
        """The top token of a stack acts: a spell token casts, the others act by kind (``_ACTIVATIONS``)."""
        at = action["at"]
        st = self.stacks[at]
        kind = st.kind
        self.activator = st.top
        self._activator_at = at
        if events is not None:
            events.append(
                Event(
                    "activate",
                    seat,
                    {"at": list(at), "token": st.top},
                    Msg(
                        "{player} activates the {token} on {field}.",
                        player=seat,
                        token=token_msg(st.top),
                        field=label(at),
                    ),
                )
            )
        if kind.spell is not None:
            prompts = self._cast(seat, at, kind.spell, action, events)
        else:
            prompts = _ACTIVATIONS[kind.key](self, seat, at, action, events)
        self.pending = prompts + self.pending
        self._advance(events)

    def _cast(self, seat: int, at: Field, spell: str, action: Action, events: Events) -> Prompts:
        """A spell from ``at``: the tokens it hits are captured (to be placed), the altars it reaches wake."""
        if spell == DISCHARGE:
            targets = [action["target"]]
        else:  # the first target of each line (geometry.stack_traces, without its traces)
            st = self.stacks[at]
            from_here, altars, stacks, owners = rays(self.fields)[at], self.altars, self.stacks, self.owners
            targets = []
            for d in LINE_DIRS[st.tokens[-1]][st.facing]:
                line_targets = follow(from_here[d], altars, stacks, owners, seat, d, spell)[1]
                if line_targets:
                    targets.append(line_targets[0])
        hits = [t for t in targets if t not in self.altars]
        pool: list[int] = []
        for h in hits:
            victim = self.stacks.pop(h)
            for t in victim.tokens:
                self.owners[t] = seat
            pool.extend(victim.tokens)
            if events is not None:
                events.append(
                    Event(
                        "hit",
                        seat,
                        {
                            "at": list(h),
                            "from": list(at),
                            "tokens": list(victim.tokens),
                            "spell": spell,
                        },
                        NMsg(
                            "{player} hits {field} with {spell} and captures {n} token.",
                            "{player} hits {field} with {spell} and captures {n} tokens.",
                            len(victim.tokens),
                            player=seat,
                            field=label(h),
                            spell=Msg(SPELL_NAMES[spell]),
                        ),
                    )
                )
        prompts: Prompts = []
        if pool:
            prompts.append({"type": "place", "seat": seat, "pool": tuple(pool)})
        for t in targets:
            if t in self.altars and self.altar_useful(self.altars[t], seat):
                prompts.extend(self._altar_hit(seat, t, events))
        return prompts

    def _activate_priest(self, seat: int, at: Field, action: Action, events: Events) -> Prompts:
        """The Priest's line wakes every useful altar it reaches; it never hits tokens."""
        prompts: Prompts = []
        for tr in stack_traces(self.fields, self.altars, self.stacks, self.owners, at):
            for woken in tr.targets:
                if self.altar_useful(self.altars[woken], seat):
                    prompts.extend(self._altar_hit(seat, woken, events))
        return prompts

    def _activate_barbarian(self, seat: int, at: Field, action: Action, events: Events) -> Prompts:
        """The Barbarian destroys the altar it targets."""
        target = action["target"]
        altar = self.altars.pop(target)
        if events is not None:
            events.append(
                Event(
                    "destroy",
                    seat,
                    {"at": list(target), "altar": altar},
                    Msg("{player} destroys the {altar}.", player=seat, altar=altar_msg(altar)),
                )
            )
        return []

    def _activate_medium(self, seat: int, at: Field, action: Action, events: Events) -> Prompts:
        """The Medium refreshes exhausted stacks first (when any), then arranges."""
        refresh = any(s.exhausted for s in self.stacks.values())
        stage = "refresh" if refresh else "arrange"
        return [{"type": "medium", "seat": seat, "stage": stage, "refreshed": False}]

    def _activate_prince(self, seat: int, at: Field, action: Action, events: Events) -> Prompts:
        return [{"type": "prince_pick", "seat": seat}]

    def _activate_keeper(self, seat: int, at: Field, action: Action, events: Events) -> Prompts:
        return [{"type": "keeper", "seat": seat}]

    def _altar_hit(self, seat: int, at: Field, events: Events) -> list[dict[str, Any]]:
        kind = self.altars[at]
        if events is not None:
            events.append(
                Event(
                    "altar",
                    seat,
                    {"at": list(at), "altar": kind},
                    Msg("{player} activates the {altar}.", player=seat, altar=altar_msg(kind)),
                )
            )
        return [self._power_prompt(kind, seat)]

    @staticmethod
    def _power_prompt(kind: str, seat: int) -> dict[str, Any]:
        if kind == ENERGY:
            return {"type": "energy", "seat": seat, "left": ENERGY_REFRESHES}
        if kind == PROTECTION:
            return {"type": "protection", "seat": seat}
        if kind == TRANSLOCATION:
            return {"type": "translocate", "seat": seat}
        return {"type": "summon_attach", "seat": seat}

    def _do_power(self, seat: int, action: Action, events: Events) -> None:
        kind = self.power[seat]
        assert kind is not None
        self.power_used[seat] = True
        if events is not None:
            events.append(
                Event(
                    "power",
                    seat,
                    {"power": kind},
                    Msg(
                        "{player} reveals the power token {power} and uses it.",
                        player=seat,
                        power=power_msg(kind),
                    ),
                    irreversible=True,
                )
            )
        self.pending.insert(0, self._power_prompt(kind, seat))
        self._advance(events)

    # -- prompt steps

    def _put(self, token: int, at: Field) -> None:
        """Put ``token`` on the stack at ``at``: the stack's markers go.  The activator's own marker
        comes later, in ``_advance``, so a caster that receives a token still ends exhausted."""
        st = self.stacks[at]
        self.stacks[at] = Stack(st.tokens + (token,), st.facing)

    def _do_place(self, seat: int, action: Action, events: Events) -> None:
        token, at = action["token"], action["at"]
        p = self.pending[0]
        pool = list(p["pool"])
        pool.remove(token)
        self._put(token, at)
        if events is not None:
            events.append(
                Event(
                    "place",
                    seat,
                    {"token": token, "at": list(at)},
                    Msg(
                        "{player} puts the {token} on the stack on {field}.",
                        player=seat,
                        token=token_msg(token),
                        field=label(at),
                    ),
                )
            )
        if pool:
            self.pending[0] = {**p, "pool": tuple(pool)}
        else:
            self.pending.pop(0)
        self._advance(events)

    def _do_refresh(self, seat: int, action: Action, events: Events) -> None:
        at = action["at"]
        st = self.stacks[at]
        self.stacks[at] = Stack(st.tokens, st.facing, False, st.shields)
        if events is not None:
            events.append(
                Event(
                    "refresh",
                    seat,
                    {"at": list(at)},
                    Msg("{player} removes the exhaustion marker on {field}.", player=seat, field=label(at)),
                )
            )
        p = self.pending[0]
        if p["type"] == "medium":
            self.pending[0] = {**p, "stage": "arrange", "refreshed": True}
        elif p["left"] > 1:
            self.pending[0] = {**p, "left": p["left"] - 1}
        else:
            self.pending.pop(0)
        self._advance(events)

    def _do_done(self, seat: int, action: Action, events: Events) -> None:
        self.pending.pop(0)
        self._advance(events)

    def _do_skip(self, seat: int, action: Action, events: Events) -> None:
        self.pending[0] = {**self.pending[0], "stage": "arrange"}
        self._advance(events)

    def _do_shield(self, seat: int, action: Action, events: Events) -> None:
        at, d = action["at"], action["dir"]
        st = self.stacks[at]
        self.stacks[at] = st._replace(shields=tuple(sorted(st.shields + (d,))))
        self.pending.pop(0)
        if events is not None:
            events.append(
                Event(
                    "shield",
                    seat,
                    {"at": list(at), "dir": d},
                    Msg(
                        "{player} puts a shield marker on {field}, facing {direction}.",
                        player=seat,
                        field=label(at),
                        direction=dir_msg(d),
                    ),
                )
            )
        self._advance(events)

    def _do_pick(self, seat: int, action: Action, events: Events) -> None:
        at = action["at"]
        p = self.pending[0]
        nxt = "translocate_to" if p["type"] == "translocate" else "prince_remove"
        self.pending[0] = {"type": nxt, "seat": seat, "at": at}
        if events is not None:
            events.append(Event("pick", seat, {"at": list(at)}))

    def _do_move(self, seat: int, action: Action, events: Events) -> None:
        at = self.pending[0]["at"]
        to, facing = action["to"], action["facing"]
        st = self.stacks.pop(at)
        self.stacks[to] = st._replace(facing=facing)
        self.pending.pop(0)
        if events is not None:
            if to == at:
                text = Msg(
                    "{player} turns the stack on {field} to face {direction}.",
                    player=seat,
                    field=label(at),
                    direction=dir_msg(facing),
                )
            else:
                text = Msg(
                    "{player} moves the stack from {src} to {dst}, facing {direction}.",
                    player=seat,
                    src=label(at),
                    dst=label(to),
                    direction=dir_msg(facing),
                )
            events.append(Event("move", seat, {"from": list(at), "to": list(to), "facing": facing}, text))
        self._advance(events)

    def _do_attach(self, seat: int, action: Action, events: Events) -> None:
        cells: tuple[Field, ...] = action["cells"]
        twins = tuple(sorted(twin(c) for c in cells))
        self.fields = self.fields | set(cells) | set(twins)
        self.pieces.remove(len(cells))
        self.pending[0:1] = [
            {"type": "summon_place", "seat": 1 - seat, "cells": twins},
            {"type": "summon_place", "seat": seat, "cells": cells},
        ]
        if events is not None:
            events.append(
                Event(
                    "attach",
                    seat,
                    {"cells": [list(c) for c in cells], "twin": [list(c) for c in twins]},
                    NMsg(
                        "{player} attaches a piece of {n} field to the board, and its twin opposite.",
                        "{player} attaches a piece of {n} fields to the board, and its twin opposite.",
                        len(cells),
                        player=seat,
                    ),
                )
            )
        self._advance(events)

    def _do_summon(self, seat: int, action: Action, events: Events) -> None:
        token, at, facing = action["token"], action["at"], action["facing"]
        self.reserve[seat].remove(token)
        self.stacks[at] = Stack((token,), facing)
        self.pending.pop(0)
        if events is not None:
            events.append(
                Event(
                    "summon",
                    seat,
                    {"token": token, "at": list(at), "facing": facing},
                    Msg(
                        "{player} summons the {token} onto {field}, facing {direction}.",
                        player=seat,
                        token=token_msg(token),
                        field=label(at),
                        direction=dir_msg(facing),
                    ),
                )
            )
        self._advance(events)

    def _do_arrange(self, seat: int, action: Action, events: Events) -> None:
        at, top, facing = action["at"], action["top"], action["facing"]
        st = self.stacks[at]
        tokens = list(st.tokens)
        tokens.remove(top)
        self.stacks[at] = st._replace(tokens=tuple(tokens) + (top,), facing=facing)
        self.pending.pop(0)
        if events is not None:
            events.append(
                Event(
                    "arrange",
                    seat,
                    {"at": list(at), "top": top, "facing": facing},
                    Msg(
                        "{player} puts the {token} on top of the stack on {field}, facing {direction}.",
                        player=seat,
                        token=token_msg(top),
                        field=label(at),
                        direction=dir_msg(facing),
                    ),
                )
            )
        self._advance(events)

    def _do_remove(self, seat: int, action: Action, events: Events) -> None:
        token = action["token"]
        at = self.pending[0]["at"]
        st = self.stacks.pop(at)
        rest = list(st.tokens)
        rest.remove(token)
        self.owners[token] = None
        self.removed.append(token)
        self.pending.pop(0)
        if rest:
            self.pending.insert(0, {"type": "place", "seat": seat, "pool": tuple(rest)})
        if events is not None:
            events.append(
                Event(
                    "remove",
                    seat,
                    {"token": token, "at": list(at), "rest": rest},
                    Msg("{player} removes the {token} from the game.", player=seat, token=token_msg(token)),
                )
            )
        self._advance(events)

    def _do_swap(self, seat: int, action: Action, events: Events) -> None:
        a, b = action["a"], action["b"]
        self.stacks[a], self.stacks[b] = self.stacks[b], self.stacks[a]
        self.pending[0:1] = [{"type": "face", "seat": seat, "at": a}, {"type": "face", "seat": seat, "at": b}]
        if events is not None:
            events.append(
                Event(
                    "swap",
                    seat,
                    {"a": list(a), "b": list(b)},
                    Msg("{player} swaps the stacks on {a} and {b}.", player=seat, a=label(a), b=label(b)),
                )
            )
        self._advance(events)

    def _do_face(self, seat: int, action: Action, events: Events) -> None:
        at = self.pending.pop(0)["at"]
        facing = action["facing"]
        self.stacks[at] = self.stacks[at]._replace(facing=facing)
        if events is not None:
            events.append(
                Event(
                    "face",
                    seat,
                    {"at": list(at), "facing": facing},
                    Msg(
                        "{player} turns the stack on {field} to face {direction}.",
                        player=seat,
                        field=label(at),
                        direction=dir_msg(facing),
                    ),
                )
            )
        self._advance(events)

    # -- turn bookkeeping

    def _advance(self, events: Events) -> None:
        """Drop prompts that can no longer have an effect; end the turn when nothing is left."""
        while self.pending:
            prompt = self.pending[0]
            actions = _OFFERS[prompt["type"]](self, prompt)
            if actions:
                self._legal[prompt["seat"]] = actions  # the next legal list, worked out already
                return
            self.pending.pop(0)
        if self.activator is None:  # a power token was used; the activation is still to come
            self._check_stuck(events)
            return
        # the exhaustion marker comes after the whole effect, captured tokens put on the caster included
        activator, where = self.activator, self._activator_at
        here = self.stacks.get(where) if where is not None else None
        if here is None or activator not in here.tokens:  # moved (Translocation, Keeper) or loaded
            where = self.field_of(activator)
        if where is not None:
            st = self.stacks[where]
            self.stacks[where] = Stack(st.tokens, st.facing, True, st.shields)  # _replace is slow
        self.activator = None
        self.current = 1 - self.current
        self.turn += 1
        self._start_turn(events)

    def _start_turn(self, events: Events) -> None:
        key = self.position_key()
        count = self.seen.get(key, 0) + 1
        self.seen[key] = count
        if count >= REPETITIONS_FOR_DRAW:
            self.phase = OVER
            self.draw = True
            if events is not None:
                events.append(
                    Event(
                        "draw",
                        None,
                        {},
                        Msg("The same position has come up three times: the game is a draw."),
                    )
                )
            return
        self._check_stuck(events)

    def _check_stuck(self, events: Events) -> None:
        seat = self.current
        actions = self._legal[seat] = self._battle_actions(seat)  # the turn's legal list: no prompt is open
        if not actions:
            self.phase = OVER
            self.winner = 1 - seat
            if events is not None:
                events.append(
                    Event(
                        "concede", seat, {}, Msg("{player} has no legal activation and loses.", player=seat)
                    )
                )

    def position_key(self) -> tuple[Any, ...]:
        """Everything that decides the future of the battle, for the repetition rule.

        Cheap to build and hash (sets, not sorted texts); saves hold its text, see :func:`_key_text`.
        """
        owners = self.owners
        stacks = frozenset([(f, st, owners[st.tokens[-1]]) for f, st in self.stacks.items()])
        return (
            self.current,
            stacks,
            frozenset(self.altars.items()),
            tuple(self.pieces),
            tuple(self.power_used),
            len(self.fields),
        )

    # ------------------------------------------------------------------ results and views

    def result(self) -> Result:
        """Win (1) or loss (0) by the rules; the breakdown shows the final material, which need
        not agree -- a player with many stacks can still lose (an "unclean victory")."""

        def breakdown(s: int) -> tuple[tuple[Msg, int], ...]:
            mine = [self.stacks[f] for f in self.own_stacks(s)]
            return (
                (Msg("Tokens owned at the end"), sum(len(st.tokens) for st in mine)),
                (Msg("Fresh stacks at the end"), sum(1 for st in mine if not st.exhausted)),
            )

        if self.draw or self.winner is None:
            both = (ResultEntry(None, 0, 0, breakdown(0)), ResultEntry(None, 1, 0, breakdown(1)))
            return Result(
                both, (0, 1), draw=True, reason=Msg("The same position came up for the third time.")
            )
        entries = tuple(ResultEntry(None, s, 1 if s == self.winner else 0, breakdown(s)) for s in (0, 1))
        return Result(
            entries,
            (self.winner,),
            reason=Msg("{player} had no legal activation left.", player=1 - self.winner),
        )

    def view(self, seat: int | None) -> dict[str, Any]:
        def power_view(s: int) -> dict[str, Any]:
            known = self.power_used[s] or (seat == s)
            return {
                "has": self.power[s] is not None and not self.power_used[s],
                "used": self.power_used[s],
                "kind": self.power[s] if known else None,
            }

        picks = [sorted(self.picks[s]) if s == seat else None for s in (0, 1)]
        deploying = self.phase == DEPLOY and self.supply[self.current]
        next_token = self.supply[self.current][-1] if deploying else None
        prompt = None
        if self.pending:
            prompt = {k: _jsonable(v) for k, v in self.pending[0].items()}
        return {
            "phase": self.phase,
            "current": self.current,
            "turn": self.turn,
            "tournament": self.tournament,
            "master": self.master,
            "fields": [list(f) for f in sorted(self.fields)],
            "altars": [{"at": list(f), "kind": k} for f, k in sorted(self.altars.items())],
            "stacks": [
                {
                    "at": list(f),
                    "facing": s.facing,
                    "exhausted": s.exhausted,
                    "shields": list(s.shields),
                    "owner": self.owners[s.top],
                    "tokens": list(s.tokens),
                }
                for f, s in sorted(self.stacks.items())
            ],
            "tokens": [
                {"id": t, "kind": TOKEN_KINDS[t], "home": self.home[t], "owner": self.owners[t]}
                for t in range(TOKEN_COUNT)
            ],
            "supply": [sorted(s) for s in self.supply],
            "next_token": next_token,
            "reserve": [list(r) for r in self.reserve],
            "picks": picks,
            "picks_made": [len(p) for p in self.picks],
            "pieces": sorted(self.pieces),
            "removed": list(self.removed),
            "shield_markers": self.shield_markers_left(),
            "power": [power_view(0), power_view(1)],
            "prompt": prompt,
            "activator": self.activator,
            "winner": self.winner,
            "draw": self.draw,
        }

    def secret_choice(self, seat: int, action: Action) -> bool:
        """Held-back tokens are picked in secret; the power token is hidden until it is used."""
        return action.kind in ("reserve", "power")

    def describe(self, action: Action) -> Msg:
        top = None
        if action.kind == "activate":
            st = self.stacks.get(action.get("at"))
            top = st.top if st is not None else None
        power = None
        if action.kind == "power":
            power = next((p for s, p in enumerate(self.power) if p is not None and s in self.to_act()), None)
        return describe_action(action, top, power)

    def current_prompt(self, seat: int) -> Msg | None:
        if seat not in self.to_act():
            return None
        if self.phase == RESERVE:
            return Msg("Choose three tokens to hold back for Summoning.")
        if self.phase == DEPLOY:
            return Msg(
                "Place the {token} on a free field and choose its facing.",
                token=token_msg(self.supply[seat][-1]),
            )
        if self.pending:
            p = self.pending[0]
            return prompt_msg(p["type"], p)
        return Msg("Activate a stack that hits an enemy, wakes an altar or uses a power.")

    # ------------------------------------------------------------------ persistence and search

    def to_json(self) -> dict[str, Any]:
        return {"version": self.JSON_VERSION, **FIELDS.to_json(self)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> WitchcraftState:
        if data.get("version") != cls.JSON_VERSION:
            raise ValueError(f"unsupported Witchcraft save version {data.get('version')!r}")
        return FIELDS.load(cls, data)

    def clone(self) -> WitchcraftState:
        return FIELDS.clone(self)

    def invalidate(self) -> None:
        self._legal = {}
        self._deploys = None

    def determinize(self, seat: int, seed: int) -> WitchcraftState:
        """Re-sample what ``seat`` cannot know: stack orders, the opponent's power token and secret picks."""
        st = self.clone()
        st._legal = {}
        rng = Rng(seed)
        for s in (0, 1):
            stack = st.supply[s]
            keep = 1 if (st.phase == DEPLOY and s == st.current and stack) else 0
            hidden = stack[: len(stack) - keep]
            rng.shuffle(hidden)
            st.supply[s] = hidden + stack[len(stack) - keep :]
        other = 1 - seat
        if st.power[other] is not None and not st.power_used[other]:
            st.power[other] = rng.choice([k for k in ALTARS if k != st.power[seat]])
        if st.phase == RESERVE and st.picks[other]:
            mine = [t for t in range(TOKEN_COUNT) if st.home[t] == other]
            st.picks[other] = rng.sample(mine, len(st.picks[other]))
        st.rng = Rng(seed ^ 0x5EED_5EED)
        return st


_HANDLERS: dict[str, Callable[[WitchcraftState, int, Action, Events], None]] = {
    kind: getattr(WitchcraftState, "_do_" + kind)
    for kind in (
        "reserve",
        "deploy",
        "activate",
        "power",
        "place",
        "refresh",
        "done",
        "skip",
        "shield",
        "pick",
        "move",
        "attach",
        "summon",
        "arrange",
        "remove",
        "swap",
        "face",
    )
}


#: What activating a token without a spell does, by its kind's key: the prompts it opens.
_ACTIVATIONS: dict[str, Callable[[WitchcraftState, int, Field, Action, Events], Prompts]] = {
    key: getattr(WitchcraftState, "_activate_" + key) for key, t in TOKEN_TYPES.items() if t.spell is None
}


#: What each prompt offers now, by its ``"type"`` (as ``_HANDLERS`` carry out actions by kind);
#: ``[]``: the prompt can have no effect and is dropped.
_OFFERS: dict[str, Callable[[WitchcraftState, dict[str, Any]], list[Action]]] = {
    ptype: getattr(WitchcraftState, "_offer_" + ptype)
    for ptype in (
        "place",
        "energy",
        "protection",
        "translocate",
        "translocate_to",
        "summon_attach",
        "summon_place",
        "medium",
        "prince_pick",
        "prince_remove",
        "keeper",
        "face",
    )
}


def _all_but(by_facing: tuple[Action, ...], skip: tuple[int, ...]) -> list[Action]:
    """The eight variants of a move (by facing or direction) except those in ``skip``."""
    return [a for k, a in enumerate(by_facing) if k not in skip]


def _key_text(key: tuple[Any, ...]) -> str:
    """A position key as saves hold it: the stacks (each flat) and the altars in field order."""
    stacks = tuple((f, *st, owner) for f, st, owner in sorted(key[1]))
    return repr((key[0], stacks, sorted(key[2]), *key[3:]))


def _key_from_text(text: str) -> tuple[Any, ...]:
    key = literal_eval(text)
    stacks = frozenset(
        (f, Stack(tokens, facing, exhausted, shields), owner)
        for f, tokens, facing, exhausted, shields, owner in key[1]
    )
    return (key[0], stacks, frozenset(key[2]), *key[3:])


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value


def _prompt_from_json(data: Mapping[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in data.items():
        if k in _FIELD_KEYS:
            out[k] = _as_field(v)
        elif k == "cells":
            out[k] = tuple(_as_field(c) for c in v)
        elif k == "pool":
            out[k] = tuple(v)
        else:
            out[k] = v
    return out


#: The fields declared above, taken off the class: defaults, saves and clones come from them.
FIELDS = Fields.of(WitchcraftState)
