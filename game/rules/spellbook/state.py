"""The SpellBook engine: one state object driven through the rules interface.

How it works: a day is three phases; the current player picks one top-level
action per phase (or skips).  A chosen action becomes a list of small *steps*
in ``self.queue``.  Automatic steps (draw from the bag, lower a marker...)
run at once; *decision* steps (take which altar materia, pay with which...)
stop the engine and become the prompt that ``legal_actions`` answers.  A
decision with nothing possible is dropped -- that is how the rulebook's
partial effects (full pool, empty altar, full familiar) fall out without
special cases.  Steps are plain dicts that are never mutated in place (they
are replaced), so ``clone`` may share them.
"""

from __future__ import annotations

from bisect import insort
from functools import lru_cache
from typing import Any

from game.rules.base import Action, Event, IllegalAction, Msg, NMsg, Result, ResultEntry, State
from game.rules.fields import Fields, field, items, rows, transient, value
from game.rules.rng import Rng
from game.rules.spellbook import effects
from game.rules.spellbook.data import (
    COLOURS,
    FAMILIAR_FULL,
    FAMILIAR_VALUES,
    MATERIA_COUNT,
    POOL_CAP,
    RIVAL_FULL,
    RIVAL_REFRESH,
    RIVAL_VALUES,
    SOLO_ALTAR_SIZE,
    SPELLS,
    TRACK_SPACES,
    colour_index,
    rune_index,
)
from game.rules.spellbook.payment import buckets, units_of
from game.rules.spellbook.texts import materia_msg, phase_msg, spell_msg

TAKE_ONE, DRAW_TWO, STORE_ONE, SKIP = (
    Action("take_one"),
    Action("draw_two"),
    Action("store_one"),
    Action("skip"),
)
# Built once: legal lists are rebuilt after every action in playouts.
LEARN = {(sid, lv): Action("learn", spell=sid, level=lv) for sid in SPELLS for lv in (3, 4, 5)}
CAST = {(sid, lv): Action("cast", spell=sid, level=lv) for sid in SPELLS for lv in (3, 4, 5)}

#: Phase actions whose steps log their own record line (takes, draws, stores, learns).
SELF_RECORDED = frozenset({"take_one", "draw_two", "store_one", "learn"})
SEAT_TUPLES = ((0,), (1,), (2,), (3,))  # to_act's answers, built once (it is asked before every step)
#: Levels (ascending) at which a spell is an action, and (spell, level) pairs for levels 3, 4, 5.
ACTION_LEVELS = {
    sid: tuple(lv for lv in (3, 4, 5) if card.kind(lv) == "action") for sid, card in SPELLS.items()
}
LEVEL_PAIRS = {sid: ((sid, 3), (sid, 4), (sid, 5)) for sid in SPELLS}


@lru_cache(maxsize=64)
def phase_spells(spells: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    """A game's spells by the phase they act in, in table order (one small dict per selection)."""
    out: dict[str, tuple[str, ...]] = {}
    for sid in spells:
        phase = SPELLS[sid].phase
        if phase is not None:
            out[phase] = (*out.get(phase, ()), sid)
    return out


# Steps are never mutated in place, so the constant ones are shared.
ADVANCE: dict[str, Any] = {"k": "advance", "skip": False}
ADVANCE_SKIP: dict[str, Any] = {"k": "advance", "skip": True}
NEXT_DAY: dict[str, Any] = {"k": "next_day"}
REFILL: dict[str, Any] = {"k": "refill", "refresh": False}
#: The log line of each way the altar is refilled at the end of a day.
REFILL_TEXTS = {
    "refresh": Msg("The rival's refresh space clears the altar; it is refilled."),
    "clear": Msg("The altar holds 10 or more: it is cleared and refilled."),
    "up_to": Msg("The altar is refilled."),
    "one": Msg("The altar still holds 5 or more: one materia is added."),
}


class SpellBookState(State):
    game_id = "spellbook"
    JSON_VERSION = 1

    # ------------------------------------------------------------------ construction

    # ------------------------------------------------------------------ fields (see game/rules/fields.py)

    n: int = value(1)
    solo: bool = transient(lambda st: st.n == 1, "share")
    spells: tuple[str, ...] = field(lambda st: (), dump=list, load=tuple)
    by_phase: dict[str, tuple[str, ...]] = transient(lambda st: phase_spells(st.spells), "share")
    rng: Rng = field(lambda st: Rng(0), "clone", Rng.to_json, Rng.from_json)
    first: int = value(0)
    current: int = value(0)
    day: int = value(1)
    phase: str = value("morning")
    morning_left: int = value(1)
    altar: list[int] = items()
    bag: list[int] = items()
    discard: list[int] = items()
    pools: list[list[int]] = rows(lambda st: [[] for _ in range(st.n)])
    tracks: list[list[int]] = rows(lambda st: [[] for _ in range(st.n)])
    learned: list[dict[str, tuple[int, int, int]]] = field(  # spell -> (level, marker materia, day learned)
        lambda st: [{} for _ in range(st.n)],
        "dicts",
        dump=lambda learned: [{sid: list(v) for sid, v in d.items()} for d in learned],
        load=lambda data: [{sid: tuple(v) for sid, v in d.items()} for d in data],
    )
    rival_track: list[int] = items()
    rival_lower: list[int] = items()
    queue: list[dict[str, Any]] = field(  # steps are replaced, never changed in place: copies share them
        lambda st: [],
        "list",
        dump=lambda queue: [
            {k: (list(v) if isinstance(v, (list, tuple)) else v) for k, v in step.items()} for step in queue
        ],
        load=lambda data: [{k: (tuple(v) if isinstance(v, list) else v) for k, v in s.items()} for s in data],
    )
    end_triggered: bool = value(False)
    over: bool = value(False)
    _events: list[Event] = transient(lambda st: [])
    _legal: tuple[int, list[Action]] | None = transient(lambda st: None)
    quiet_mode: bool = transient(lambda st: False, "share")  # a search copy (:meth:`quiet`): no texts

    # ------------------------------------------------------------------ construction

    def __init__(self, n: int, spells: tuple[str, ...], rng: Rng) -> None:
        FIELDS.init(self, n=n, spells=spells, rng=rng)

    @property
    def num_players(self) -> int:
        return self.n

    @property
    def last_seat(self) -> int:
        """The player to the right of the first player plays the last day of a round."""
        return (self.first - 1) % self.n

    # ------------------------------------------------------------------ interface

    def to_act(self) -> tuple[int, ...]:
        if self.over:
            return ()
        return SEAT_TUPLES[self.queue[0]["seat"] if self.queue else self.current]

    def legal_actions(self, seat: int) -> list[Action]:
        """``seat``'s legal actions, listed once per position and kept in ``_legal``.

        ``_run`` also keeps a prompt's answers there (it lists them to see whether it must stop);
        every change of the position goes through ``apply``, which empties it."""
        cached = self._legal
        if cached is None or cached[0] != seat:
            queue = self.queue
            if self.over or seat != (queue[0]["seat"] if queue else self.current):
                actions: list[Action] = []
            elif queue:
                step = queue[0]
                actions = effects.OFFERS[step["k"]](self, step)
            else:
                actions = self.phase_actions(seat, self.phase)
                actions.append(SKIP)
            cached = self._legal = (seat, actions)
        return cached[1][:]

    def apply(self, seat: int, action: Action) -> list[Event]:
        cached = self._legal
        queue = self.queue
        if cached is not None and cached[0] == seat and cached[1]:
            legal = cached[1]  # listed for this position: only the seat to act has answers
        else:
            if self.over:
                raise IllegalAction(Msg("The game is over."))
            if seat != (queue[0]["seat"] if queue else self.current):
                raise IllegalAction(Msg("It is not your turn."))
            legal = self.legal_actions(seat)
        # Search and playouts pass the listed object itself: found by identity (most lists hold one
        # to three, and a plain loop beats setting up a scan in C) before comparing field by field.
        if not legal or (action is not legal[-1] and action is not legal[0]):
            for listed in legal:
                if listed is action:
                    break
            else:
                if action not in legal:
                    raise IllegalAction(self._refusal(action))
        self._legal = None
        quiet = self.quiet_mode
        if not quiet:
            self._events = []
        if queue:  # the answer to the prompt at the front (a third of all actions)
            step = queue.pop(0)
            kind = action.kind
            if kind != "stop" and kind != "done":
                effects.DECISIONS[step["k"]](self, step, action)
        elif not quiet:
            self.start(seat, action, top_level=True)
        elif action.kind == "skip":  # a third of all actions: nothing to queue or report
            self._auto_advance(ADVANCE_SKIP)
        else:  # what start does, with nothing to report
            steps = effects.steps_for(self, seat, action)
            steps.append(ADVANCE)
            queue[0:0] = steps
        if self.queue:
            self._run()
        if quiet:  # search and playouts: nothing is reported
            return []
        events, self._events = self._events, []
        return events

    def invalidate(self) -> None:
        """Forget the legal list worked out for the position (after a test or tool edits fields)."""
        self._legal = None

    def _refusal(self, action: Action) -> Msg:
        if self.queue:
            return Msg("Answer the current prompt first.")
        if action.kind in ("take", "discard", "store", "swap", "replace", "raise", "pay", "wild", "marker"):
            return Msg("Nothing is being asked of you now.")
        return Msg("That move is not allowed now.")

    def is_over(self) -> bool:
        return self.over

    # ------------------------------------------------------------------ phase actions

    def usable_spells(self, seat: int, phase: str) -> list[str]:
        """Learned phase spells of ``phase``, usable from the day after learning."""
        learned, day = self.learned[seat], self.day
        return [sid for sid in self.by_phase.get(phase, ()) if sid in learned and learned[sid][2] < day]

    def phase_actions(self, seat: int, phase: str) -> list[Action]:
        """``seat``'s actions in ``phase`` besides skipping: the standard ones, then its spells."""
        pool = self.pools[seat]
        out: list[Action] = []
        if phase == "morning":  # the standard actions (as in _standard_actions, which Mirror Image asks)
            if len(pool) < POOL_CAP:
                if self.altar:
                    out.append(TAKE_ONE)
                if self.bag or self.discard:
                    out.append(DRAW_TWO)
        elif phase == "noon":
            if pool and len(self.tracks[seat]) < TRACK_SPACES:
                out.append(STORE_ONE)
        elif phase == "evening" and len(pool) >= 3:  # spells cost 3 or more
            out.extend([LEARN[pair] for pair in self.learnable(seat, pool, "triple", None, 0)])
        learned = self.learned[seat]
        spells = self.by_phase.get(phase)
        if not learned or spells is None:
            return out
        day = self.day
        for sid in spells:
            card = learned.get(sid)
            if card is None or card[2] >= day:
                continue  # not learned, or learned today: usable from tomorrow (see usable_spells)
            top, marker, _ = card
            rune = (marker % 15) // 5  # rune_index, inlined
            for level in ACTION_LEVELS[sid]:
                if level > top:
                    break
                if sid == "mirror_image":
                    out.extend(self._mirror_actions(seat, level, rune))
                    continue
                for extra in effects.variants(self, seat, sid, level, rune):
                    out.append(effects.cast_action(sid, level, extra) if extra else CAST[sid, level])
        return out

    def _mirror_actions(self, seat: int, level: int, rune: int) -> list[Action]:
        copied_phase = effects.MIRROR_COPIES[level]
        pool = self.pools[seat]
        if level == 5 and not any(rune_index(m) == rune for m in pool):
            return []
        out: list[Action] = []
        for std in effects.STANDARD_ACTIONS[copied_phase]:
            if std == "learn":
                out.extend(
                    effects.cast_action(
                        "mirror_image", level, {"copy": "learn", "learn": s, "learn_level": lv}
                    )
                    for s, lv in self.learnable(seat, pool, "triple", None, 0)
                )
            elif std in [a.kind for a in self._standard_actions(seat, copied_phase)]:
                out.append(effects.cast_action("mirror_image", level, {"copy": std}))
        for sid in self.spells:
            card = SPELLS[sid]
            if card.phase != copied_phase or sid == "mirror_image":
                continue
            if self.solo:
                levels = [4] if sid not in self.learned[seat] else []
            else:
                others = [
                    self.learned[o][sid][0] for o in range(self.n) if o != seat and sid in self.learned[o]
                ]
                levels = list(range(3, max(others) + 1)) if others else []
            for lv in levels:
                if card.kind(lv) != "action":
                    continue
                for extra in effects.variants(self, seat, sid, lv, rune):
                    out.append(
                        effects.cast_action("mirror_image", level, {"copy": sid, "copy_level": lv, **extra})
                    )
        return out

    def _standard_actions(self, seat: int, phase: str) -> list[Action]:
        """The always-available take/draw (morning) and store (noon) actions, when they can do something."""
        pool = self.pools[seat]
        if phase == "morning":
            out = []
            if self.altar and len(pool) < POOL_CAP:
                out.append(TAKE_ONE)
            if len(pool) < POOL_CAP and (self.bag or self.discard):
                out.append(DRAW_TWO)
            return out
        if phase == "noon":
            return [STORE_ONE] if pool and len(self.tracks[seat]) < TRACK_SPACES else []
        return []

    # ------------------------------------------------------------------ learning

    def learnable(
        self, seat: int, pool: list[int], wilds: str, rune: int | None, wild_limit: int
    ) -> list[tuple[str, int]]:
        """(spell, level) pairs ``seat`` can pay for now from ``pool``."""
        out: list[tuple[str, int]] = []
        n = len(pool)
        if n < 3:
            return out  # a materia pays at most one unit (a real one, or a third of a wild); spells cost 3+
        learned = self.learned[seat]
        b = buckets(pool)
        triple = wilds == "triple"
        circles, triangles, squares = b[21], b[22], b[23]
        for ci, sid in enumerate(self.spells):
            if sid in learned:
                continue
            k = 3 * ci
            circle, triangle, square = b[k], b[k + 1], b[k + 2]
            real = circle + triangle + square
            if not real:
                continue  # the marker must be a real materia of the colour
            if triple:  # payment.units_of for three-of-a-rune wilds, inlined: asked for every spell
                if real + (n - real) // 3 < 3:
                    continue  # a wild takes three other materia
                most = real + (circles - circle) // 3 + (triangles - triangle) // 3 + (squares - square) // 3
            else:
                most = units_of(b, ci, wilds, rune, wild_limit)
            if most >= 3:
                out.extend(LEVEL_PAIRS[sid][: min(most, 5) - 2])
        return out

    # ------------------------------------------------------------------ starting actions

    def start(self, seat: int, action: Action, top_level: bool) -> None:
        """Turn a chosen phase action into steps at the front of the queue."""
        kind = action.kind
        if kind == "skip":
            if top_level:
                if not self.quiet_mode:
                    self.emit(
                        "skip",
                        seat,
                        {"phase": self.phase},
                        Msg("{player} skips the {phase}.", player=seat, phase=phase_msg(self.phase)),
                    )
                self._auto_advance(ADVANCE_SKIP)  # the queue is empty at the top level: no need to queue it
            return
        # One log line per action, reading as a record: the steps of these write their own
        # ("Ania takes red materia…"), so the imperative label before it only repeated them.
        if not self.quiet_mode:
            text = (
                None
                if kind in SELF_RECORDED
                else Msg("{player} chooses: {action}", player=seat, action=self.describe(action))
            )
            self.emit("action", seat, {"action": action.to_json()}, text)
        steps = effects.steps_for(self, seat, action)
        if top_level:
            steps.append(ADVANCE)
        self.queue[0:0] = steps

    # ------------------------------------------------------------------ the step machine

    def _run(self) -> None:
        """Run automatic steps until a decision with answers is at the front, or the queue is empty."""
        queue = self.queue
        offers = effects.OFFERS
        while queue and not self.over:
            step = queue[0]
            k = step["k"]
            offer = offers.get(k)
            if offer is not None:  # a decision: stop at it if it has answers
                actions = offer(self, step)
                if actions:
                    self._legal = (step["seat"], actions)  # the prompt's answers, already listed
                    return
                queue.pop(0)
                if step.get("gate"):
                    self._close_gate()
                continue
            queue.pop(0)
            AUTO_STEPS[k](self, step)
            queue = self.queue  # a step may replace the queue (the game's end empties it)

    def _close_gate(self) -> None:
        """A paid cost could not be paid: drop what it would have bought (gates may nest)."""
        depth = 1
        while self.queue and depth:
            step = self.queue.pop(0)
            if step.get("gate"):
                depth += 1
            elif step["k"] == "gate_end":
                depth -= 1

    def push_front(self, step: dict[str, Any]) -> None:
        self.queue.insert(0, step)

    # automatic steps --------------------------------------------------

    def _auto_gate_end(self, step: dict[str, Any]) -> None:
        """Marks the end of what a gated cost buys; nothing to do when it was paid."""

    def auto_draw(self, step: dict[str, Any]) -> None:
        """Draw ``step["n"]`` materia from the bag to ``step["dest"]`` (a step of the queue, and the
        setup's starting pools and rival rows)."""
        seat = step["seat"]
        dest = step.get("dest", "pool")
        for _ in range(step["n"]):
            if dest == "pool" and len(self.pools[seat]) >= POOL_CAP:
                return
            m = self.draw_from_bag()
            if m is None:
                return
            if dest == "pool":
                insort(self.pools[seat], m)
            elif dest == "altar":
                self.altar.append(m)
            else:
                self.rival_lower.append(m)
            if not self.quiet_mode:
                self.emit_draw(seat, m, dest)

    def _auto_draw_to(self, step: dict[str, Any]) -> None:
        seat = step["seat"]
        want = min(step["n"], POOL_CAP) - len(self.pools[seat])
        if want > 0:
            self.auto_draw({"seat": seat, "n": want, "dest": "pool"})

    def _auto_lower(self, step: dict[str, Any]) -> None:
        seat, sid = step["seat"], step["spell"]
        level, marker, day = self.learned[seat][sid]
        if level > 3:
            self.learned[seat][sid] = (level - 1, marker, day)
            if not self.quiet_mode:
                self.emit(
                    "lower",
                    seat,
                    {"spell": sid, "level": level - 1},
                    Msg(
                        "{player} lowers {spell} to level {level}.",
                        player=seat,
                        spell=spell_msg(sid),
                        level=level - 1,
                    ),
                )

    def _auto_advance(self, step: dict[str, Any]) -> None:
        seat = self.current
        phase = self.phase
        if phase == "morning":
            self.morning_left = 0 if step["skip"] else self.morning_left - 1
            if self.morning_left > 0:
                return
            phase = "noon"
        elif phase == "noon":
            phase = "evening"
        else:
            if not self.quiet_mode:
                self.emit("day_end", seat, {"day": self.day}, Msg("{player} ends their day.", player=seat))
            if self.solo:
                self.phase = "end"
                self.queue[0:0] = [
                    {
                        "k": "take",
                        "seat": seat,
                        "n": 1,
                        "dest": "rival_track",
                        "runes": None,
                        "colours": None,
                        "same": None,
                        "optional": False,
                        "source": "rival",
                    },
                    REFILL,
                    NEXT_DAY,
                ]
            else:  # nothing can come between (no decision): run them at once instead of queueing them
                self._auto_refill(REFILL)
                self._auto_next_day(NEXT_DAY)
            return
        # No log text: the table's track already shows the phase, and a line per phase
        # change drowned the log; the event stays so the table can animate it.
        self.phase = phase
        if not self.quiet_mode:
            self.emit("phase", seat, {"phase": phase})

    def _auto_refill(self, step: dict[str, Any]) -> None:
        target = SOLO_ALTAR_SIZE if self.solo else 5
        if step["refresh"] or len(self.altar) >= 10:
            for m in self.altar:
                self.discard.append(m)
                if not self.quiet_mode:
                    self.emit("discard", None, {"materia": m, "source": "altar"})
            self.altar = []
            self.draw_to_altar(target)
            rule = "refresh" if step["refresh"] else "clear"
        elif len(self.altar) < target:
            self.draw_to_altar(target)
            rule = "up_to"
        elif self.solo:
            rule = "up_to"
        else:
            self.draw_to_altar(len(self.altar) + 1)
            rule = "one"
        if not self.quiet_mode:
            self.emit("refill", None, {"rule": rule}, REFILL_TEXTS[rule])

    def draw_to_altar(self, size: int) -> None:
        """Fill the altar from the bag up to ``size`` (the refill step, and the setup's first altar)."""
        while len(self.altar) < size:
            m = self.draw_from_bag()
            if m is None:
                return
            self.altar.append(m)
            if not self.quiet_mode:
                self.emit_draw(None, m, "altar")

    def _auto_next_day(self, step: dict[str, Any]) -> None:
        if self.end_triggered and (self.solo or self.current == self.last_seat):
            self._finish()
            return
        self.current = (self.current + 1) % self.n
        self.day += 1
        self.phase = "morning"
        sprint = self.learned[self.current].get("sprint")
        self.morning_left = 2 if sprint is not None and sprint[0] == 5 else 1
        if not self.quiet_mode:
            self.emit(
                "day_start",
                self.current,
                {"day": self.day, "round": self.round},
                Msg("Day {day}: {player} begins their day.", day=self.day, player=self.current),
            )

    @property
    def round(self) -> int:
        return (self.day - 1) // self.n + 1

    def _finish(self) -> None:
        self.over = True
        self.queue = []
        self.phase = "over"
        scores = [self.score(s)[0] for s in range(self.n)]
        rival = self.rival_score()[0] if self.solo else None
        if not self.quiet_mode:
            self.emit("game_over", None, {"scores": scores, "rival": rival}, Msg("The game is over."))

    # randomness -----------------------------------------------------------

    def draw_from_bag(self) -> int | None:
        if not self.bag:
            if not self.discard:
                return None
            count = len(self.discard)
            self.bag, self.discard = self.discard, []
            if not self.quiet_mode:
                self.emit(
                    "reshuffle",
                    None,
                    {"count": count},
                    NMsg(
                        "The bag is empty: {n} discarded materia goes back into it.",
                        "The bag is empty: {n} discarded materia go back into it.",
                        count,
                    ),
                    True,
                )
        i = self.rng.randrange(len(self.bag))
        bag = self.bag
        bag[i], bag[-1] = bag[-1], bag[i]
        return bag.pop()

    # ------------------------------------------------------------------ shared moves

    def emit(
        self,
        kind: str,
        seat: int | None,
        data: dict[str, Any],
        text: Msg | None = None,
        irreversible: bool = False,
    ) -> None:
        self._events.append(Event(kind, seat, data, text=text, irreversible=irreversible))

    def emit_draw(self, seat: int | None, m: int, dest: str) -> None:
        """Report materia ``m`` drawn from the bag to ``dest``: the pool (of ``seat``), altar or rival."""
        materia = materia_msg(m)
        if dest == "pool":
            text = Msg("{player} draws {materia}.", player=seat, materia=materia)
        elif dest == "altar":
            text = Msg("{materia} is drawn onto the altar.", materia=materia)
        else:
            text = Msg("{materia} goes from the bag to the rival's lower area.", materia=materia)
        self.emit("draw", seat, {"materia": m, "dest": dest}, text, True)

    def store_materia(self, seat: int, m: int) -> int:
        """Put ``m`` on ``seat``'s next free familiar space; returns the space; may trigger the end."""
        track = self.tracks[seat]
        track.append(m)
        if len(track) == TRACK_SPACES and not self.end_triggered:
            self.end_triggered = True
            if not self.quiet_mode:
                self.emit(
                    "end_triggered",
                    seat,
                    {"reason": "track"},
                    Msg("{player}'s familiar is full: the game ends after this round.", player=seat)
                    if not self.solo
                    else Msg("{player}'s familiar is full: the game ends after this day.", player=seat),
                )
        return len(track) - 1

    def give_rival(self, m: int) -> None:
        """Solo: ``m`` covers the rival's next space (refresh symbol / last space handled here)."""
        self.rival_track.append(m)
        space = len(self.rival_track) - 1
        if len(self.rival_track) >= len(RIVAL_VALUES.values):
            if not self.quiet_mode:
                text = Msg("The rival's track is full: the game ends.")
                self.emit("end_triggered", None, {"reason": "rival"}, text)
            self._finish()
            return
        if space in RIVAL_REFRESH.values and self.queue and self.queue[0]["k"] == "refill":
            self.queue[0] = {"k": "refill", "refresh": True}

    def check_spells_end(self, seat: int) -> None:
        if len(self.learned[seat]) == 7 and not self.end_triggered:
            self.end_triggered = True
            if not self.quiet_mode:
                text = (
                    Msg("{player} has learned a seventh spell: the game ends after this day.", player=seat)
                    if self.solo
                    else Msg(
                        "{player} has learned a seventh spell: the game ends after this round.", player=seat
                    )
                )
                self.emit("end_triggered", seat, {"reason": "spells"}, text)

    # ------------------------------------------------------------------ scoring

    def familiar_value(self, seat: int) -> int:
        filled = len(self.tracks[seat])
        return FAMILIAR_FULL if filled >= TRACK_SPACES else FAMILIAR_VALUES.values[filled]

    def spell_points(self, seat: int, sid: str) -> int:
        """Points of a learned spell at its marker's final level."""
        level, marker, _ = self.learned[seat][sid]
        pts = SPELLS[sid].points[level - 3]
        if pts is not None:
            return pts
        others = [lv for s, (lv, _, _) in self.learned[seat].items() if s != sid]
        if sid == "knowledge":
            if level == 3:
                return len(others)
            if level == 4:
                return sum(2 if lv >= 4 else 1 for lv in others)
            return 2 * len(others)
        if sid == "synergy":
            return sum(1 for m in self.tracks[seat] if rune_index(m) == rune_index(marker))
        if sid == "feast":
            return len({colour_index(m) for m in self.tracks[seat]})
        raise ValueError(sid)

    def score(self, seat: int) -> tuple[int, list[tuple[str, int]]]:
        parts = [(sid, self.spell_points(seat, sid)) for sid in self.spells if sid in self.learned[seat]]
        parts.append(("familiar", self.familiar_value(seat)))
        return sum(p for _, p in parts), parts

    def rival_score(self) -> tuple[int, int, int]:
        """(total, track value, lower-area count) of the solo rival."""
        filled = len(self.rival_track)
        track = RIVAL_FULL if filled >= len(RIVAL_VALUES.values) else RIVAL_VALUES.values[filled]
        return track + len(self.rival_lower), track, len(self.rival_lower)

    def result(self) -> Result:
        entries = []
        totals = []
        for s in range(self.n):
            total, parts = self.score(s)
            totals.append(total)
            breakdown = tuple((spell_msg(k) if k != "familiar" else Msg("Familiar"), v) for k, v in parts)
            entries.append(ResultEntry(None, s, total, breakdown))
        if self.solo:
            total, track, lower = self.rival_score()
            entries.append(
                ResultEntry(
                    Msg("The rival"), None, total, ((Msg("Rival track"), track), (Msg("Lower area"), lower))
                )
            )
            if totals[0] == total:
                return Result(tuple(entries), (), draw=True)
            return Result(tuple(entries), (0,) if totals[0] > total else (1,))
        best = max(totals)
        tied = [s for s in range(self.n) if totals[s] == best]
        if len(tied) == 1:
            return Result(tuple(entries), (tied[0],))
        most = max(len(self.learned[s]) for s in tied)
        tied2 = [s for s in tied if len(self.learned[s]) == most]
        if len(tied2) == 1:
            return Result(tuple(entries), (tied2[0],), tie_break=Msg("more spells learned"))
        pool = max(len(self.pools[s]) for s in tied2)
        tied3 = [s for s in tied2 if len(self.pools[s]) == pool]
        if len(tied3) == 1:
            return Result(tuple(entries), (tied3[0],), tie_break=Msg("more materia in the pool"))
        return Result(tuple(entries), tuple(tied3), tie_break=Msg("a shared victory"), draw=True)

    # ------------------------------------------------------------------ views

    def view(self, seat: int | None) -> dict[str, Any]:
        seats = []
        for s in range(self.n):
            total, parts = self.score(s)
            seats.append(
                {
                    "pool": list(self.pools[s]),
                    "track": list(self.tracks[s]),
                    "track_value": self.familiar_value(s),
                    "learned": {
                        sid: {"level": lv, "marker": m, "day": d}
                        for sid, (lv, m, d) in self.learned[s].items()
                    },
                    "usable": [
                        sid for ph in ("morning", "noon", "evening") for sid in self.usable_spells(s, ph)
                    ],
                    "score": total,
                    "breakdown": [[k, v] for k, v in parts],
                }
            )
        rival = None
        if self.solo:
            total, track, _ = self.rival_score()
            rival = {
                "track": list(self.rival_track),
                "lower": list(self.rival_lower),
                "value": track,
                "score": total,
                "spaces": len(RIVAL_VALUES.values),
                "refresh": list(RIVAL_REFRESH.values),
                "values": list(RIVAL_VALUES.values),
                "full": RIVAL_FULL,
            }
        return {
            "game": "spellbook",
            "me": seat,
            "players": self.n,
            "solo": self.solo,
            "spells": list(self.spells),
            "first": self.first,
            "current": self.current,
            "day": self.day,
            "round": self.round,
            "phase": self.phase,
            "morning_left": self.morning_left,
            "altar": list(self.altar),
            "bag": len(self.bag),
            "discard": list(self.discard),
            "seats": seats,
            "rival": rival,
            "familiar_values": list(FAMILIAR_VALUES.values),
            "familiar_full": FAMILIAR_FULL,
            "end_triggered": self.end_triggered,
            "last_seat": self.last_seat,
            "prompt": self.prompt(),
            "over": self.over,
        }

    def prompt(self) -> dict[str, Any] | None:
        if not self.queue or self.over:
            return None
        step = self.queue[0]
        out = {
            ("kind" if k == "k" else k): (list(v) if isinstance(v, (list, tuple)) else v)
            for k, v in step.items()
            if k != "gate"
        }
        return out

    def current_prompt(self, seat: int) -> Msg | None:
        if self.over or seat not in self.to_act():
            return None
        if self.queue:
            return effects.prompt_msg(self, self.queue[0])
        return {
            "morning": Msg("Morning: choose an action or skip."),
            "noon": Msg("Noon: choose an action or skip."),
            "evening": Msg("Evening: choose an action or skip."),
        }[self.phase]

    def describe(self, action: Action) -> Msg:
        return effects.describe(action)

    # ------------------------------------------------------------------ persistence

    def to_json(self) -> dict[str, Any]:
        return {"version": self.JSON_VERSION, **FIELDS.to_json(self)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SpellBookState:
        if data.get("version") != cls.JSON_VERSION:
            raise ValueError(f"unsupported SpellBook save version {data.get('version')!r}")
        return FIELDS.load(cls, data)

    def clone(self) -> SpellBookState:
        return FIELDS.clone(self)

    def determinize(self, seat: int, seed: int) -> SpellBookState:
        """Only the bag is hidden; draws pick a random index, so re-sampling = new bag order + RNG."""
        st = self.clone()
        rng = Rng(seed)
        rng.shuffle(st.bag)
        st.rng = Rng(seed ^ 0x5EED_5B00C)
        return st

    # ------------------------------------------------------------------ invariants

    def all_materia(self) -> list[int]:
        """Every materia wherever it is (tests: conservation of the 105)."""
        out = self.bag + self.altar + self.discard + self.rival_track + self.rival_lower
        for s in range(self.n):
            out += self.pools[s] + self.tracks[s] + [m for (_, m, _) in self.learned[s].values()]
        return out

    def check_invariants(self) -> None:
        stones = self.all_materia()
        assert len(stones) == MATERIA_COUNT and set(stones) == set(range(MATERIA_COUNT)), (
            "materia lost/duplicated"
        )
        for s in range(self.n):
            assert len(self.pools[s]) <= POOL_CAP, "pool above 9"
            assert len(self.tracks[s]) <= TRACK_SPACES, "track overfull"
            for sid, (lv, m, _) in self.learned[s].items():
                assert 3 <= lv <= 5 and colour_index(m) == COLOURS.index(SPELLS[sid].colour)


#: The fields declared above, taken off the class: defaults, saves and clones come from them.
FIELDS = Fields.of(SpellBookState)

#: The automatic steps of the step machine by their ``"k"`` (a dict lookup, not ``getattr``).
AUTO_STEPS = {
    "gate_end": SpellBookState._auto_gate_end,
    "draw": SpellBookState.auto_draw,
    "draw_to": SpellBookState._auto_draw_to,
    "lower": SpellBookState._auto_lower,
    "advance": SpellBookState._auto_advance,
    "refill": SpellBookState._auto_refill,
    "next_day": SpellBookState._auto_next_day,
}
