"""School of Sorcery: the rules engine (two players, five phases a round).

The state is plain lists and ints so that ``clone`` is a handful of list
copies (bots clone it thousands of times a second).  Simultaneous hidden
choices (cast cards, the draft, the portal when both use it) put both seats
in ``to_act``; each choice stays out of the other seat's ``view`` until both
are made, and ``determinize`` re-samples it.  "Any moment" for one-time cards
is modelled as explicit windows (see ``docs/sorcery.md``) so the interface
stays turn-based.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import permutations
from typing import Any

from game.rules.base import Action, Event, IllegalAction, Msg, NMsg, Result, ResultEntry, State
from game.rules.rng import Rng
from game.rules.sorcery import effects, texts
from game.rules.sorcery.deck import Deck, default_deck, parse_deck

CRYSTALS_PER_COLOUR = 30
TOKENS_TOTAL = 12  # the Polish box; the English one has 8
START_TOKENS = 3
TAKE_PER_ROUND = 5
REMOVE_AT = 12
POOL_MINIMUM = 5
PORTAL = "portal"

SUBSETS = [(0,), (1,), (2,), (0, 1), (0, 2), (1, 2), (0, 1, 2)]
REROLL_THREE = [Action("reroll", dice=s) for s in SUBSETS]
REROLL_ONE = [Action("reroll", dice=(0,))]
REROLL_TWO = [Action("reroll", dice=s) for s in ((0,), (1,), (0, 1))]
PASS, DONE, SKIP = Action("pass"), Action("done"), Action("skip")


def _other(seat: int) -> int:
    return 1 - seat


class SorceryState(State):
    game_id = "sorcery"
    JSON_VERSION = 1

    # ------------------------------------------------------------------ set-up

    def __init__(self, deck: Deck, advanced: bool, goal: int, rng: Rng) -> None:
        self.deck = deck
        self.advanced = advanced
        self.goal = goal
        self.rng = rng
        self.round = 1
        self.phase = 0
        self.step = "setup"
        self.wizard = 0
        self.score = [0, 0]
        self.bonus = [0, 0]
        self.reserve = [0, 0]
        self.pool = [CRYSTALS_PER_COLOUR, CRYSTALS_PER_COLOUR]
        self.tokens = [START_TOKENS, START_TOKENS]
        self.pool_tokens = TOKENS_TOTAL - 2 * START_TOKENS
        self.loc: list[str | None] = [None] * 6
        self.cry: list[list[int]] = [[0, 0] for _ in range(6)]
        self.draw: list[str] = []
        self.removed: list[str] = []
        self.perm: list[list[str]] = [[], []]
        self.once: list[list[str]] = [[], []]
        self.used: list[list[str]] = [[], []]
        self.perm_used: list[list[str]] = [[], []]
        self.dice: list[list[int]] = [[1, 1, 1], [1, 1, 1]]
        self.assign: list[list[int] | None] = [None, None]
        self.revealed: list[list[list[int]]] | None = None  # per seat, per die: [cast card, face, placed]
        self.short: list[list[int] | None] = [None, None]
        self.portal_need = [False, False]
        self.portal_pick: list[int | None] = [None, None]
        self.window: str | None = None
        self.passed = [False, False]
        self.ab_done = [False, False]
        self.to_resolve: list[int] = []
        self.pending: dict[str, Any] | None = None
        self.draft_stage = 0
        self.draft_hand: list[list[str]] = [[], []]
        self.draft_kept: list[list[str]] = [[], []]
        self.draft_pick: list[str | None] = [None, None]
        self.winner: int | None = None
        self.over = False
        self.end_reason = ""
        self._legal: list[list[Action] | None] = [None, None]
        self._acting: tuple[int, ...] | None = None

    def start_play(self, events: list[Event]) -> None:
        """Score the dealt permanent cards, lay out the locations and the portal, begin round 1.

        Each scoring card gets its log line: a new game showed points on the track that no
        line explained (the kept cards are public, so both seats read it).
        """
        for seat in (0, 1):
            for cid in self.perm[seat]:
                card = self.deck.cards[cid]
                if card.points and not self.quiet_mode:
                    events.append(
                        Event(
                            "dealt_points",
                            seat,
                            {"card": cid, "n": card.points},
                            text=NMsg(
                                "{player} scores {n} point for {card}.",
                                "{player} scores {n} points for {card}.",
                                card.points,
                                player=seat,
                                card=card.label(),
                            ),
                        )
                    )
                self._gain(seat, card.points, events)
        self.rng.shuffle(self.draw)
        for i in range(5):
            self.loc[i] = self.draw.pop()
        self.loc[5] = PORTAL
        self._begin_round(events)

    # ------------------------------------------------------------------ interface

    @property
    def num_players(self) -> int:
        return 2

    def portal_index(self) -> int:
        return self.loc.index(PORTAL)

    def to_act(self) -> tuple[int, ...]:
        acting = self._acting
        if acting is None:
            acting = self._acting = self._seats_to_act()
        return acting

    def _seats_to_act(self) -> tuple[int, ...]:
        if self.over:
            return ()
        if self.pending is not None:
            return (self.pending["seat"],)
        step = self.step
        if step == "draft":
            return tuple(s for s in (0, 1) if self.draft_pick[s] is None)
        if step == "cast":
            return tuple(s for s in (0, 1) if self.assign[s] is None)
        if step == "shortage":
            return tuple(_other(s) for s in (0, 1) if self.short[s] is not None)
        if step == "portal":
            return tuple(s for s in (0, 1) if self.portal_need[s] and self.portal_pick[s] is None)
        if step == "window":
            return (self._window_seat(),)
        if step == "abilities":
            return (self._abilities_seat(),)
        return ()

    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action of ``seat``, computed once per position (``apply`` clears the cache).

        Code that writes the state's fields directly (tests laying out a table) calls ``changed``.
        """
        cached = self._legal[seat]
        if cached is None:
            cached = self._legal[seat] = self._list_actions(seat)
        return list(cached)

    def changed(self) -> None:
        """Forget the cached seats and legal lists after the state was changed other than by ``apply``."""
        self._legal = [None, None]
        self._acting = None

    def _list_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.pending is not None:
            return self._pending_actions()
        step = self.step
        if step == "draft":
            return [Action("keep", card=c) for c in self.draft_hand[seat]]
        if step == "cast":
            return self._cast_actions(seat)
        if step == "shortage":
            return [Action("honour", amounts=a) for a in self._honour_options(_other(seat))]
        if step == "portal":
            return [Action("portal", loc=i + 1) for i in self._portal_targets()]
        if step == "window":
            return self._card_uses(seat, self.once[seat], effects.WINDOW_EFFECTS) + [PASS]
        if step == "abilities":
            cards = [c for c in self.perm[seat] if c not in self.perm_used[seat]]
            return self._card_uses(seat, cards, None) + [DONE]
        return []

    def _card_uses(self, seat: int, cards: list[str], allowed: frozenset[str] | None) -> list[Action]:
        out: list[Action] = []
        for cid in cards:
            card = self.deck.cards[cid]
            if allowed is None or card.effect in allowed:
                out += effects.use_actions(self, seat, cid, card.effect, card.n)
        return out

    def _cast_actions(self, seat: int) -> list[Action]:
        out: list[Action] = []
        if self.tokens[seat] > 0:
            out += REROLL_THREE
        out += self._card_uses(seat, self.once[seat], effects.CAST_EFFECTS)
        out += assign_actions(tuple(self.dice[seat]), len(self.deck.cast_cards))
        return out

    def _pending_actions(self) -> list[Action]:
        p = self.pending
        assert p is not None
        seat = p["seat"]
        if p.get("dice") is not None:
            out: list[Action] = []
            if self.tokens[seat] > 0:
                out += REROLL_ONE if len(p["dice"]) == 1 else REROLL_TWO
            out.extend(Action("resolve", **c) for c in effects.dice_choices(self))
            return out + [SKIP]
        card = self.deck.cards[p["card"]]
        return effects.use_actions(self, seat, card.id, card.effect, card.n) + [SKIP]

    def _honour_options(self, short_seat: int) -> list[tuple[int, ...]]:
        demand = self.short[short_seat]
        assert demand is not None
        have = self.reserve[short_seat]
        faces = [r[1] for r in self.revealed[short_seat]] if self.revealed else [0, 0, 0]
        out: list[tuple[int, ...]] = []
        seen = set()
        for a in range(demand[0] + 1):
            for b in range(demand[1] + 1):
                c = have - a - b
                if 0 <= c <= demand[2]:
                    totals: dict[int, int] = {}
                    for face, k in zip(faces, (a, b, c), strict=True):
                        totals[face] = totals.get(face, 0) + k
                    key = tuple(sorted((f, k) for f, k in totals.items() if k))
                    if key not in seen:
                        seen.add(key)
                        out.append((a, b, c))
        return out

    def _portal_targets(self) -> list[int]:
        p = self.portal_index()
        return [i for i in range(6) if i != p and self.loc[i] is not None]

    # ------------------------------------------------------------------ apply

    def apply(self, seat: int, action: Action) -> list[Event]:
        if seat not in self.to_act():
            raise IllegalAction(Msg("It is not your turn."))
        legal = self._legal[seat]
        if legal is None:
            legal = self._legal[seat] = self._list_actions(seat)
        if id(action) not in set(map(id, legal)) and action not in legal:  # listed objects skip __eq__
            raise IllegalAction(self._refusal(seat, action))
        self._legal = [None, None]
        self._acting = None
        events: list[Event] = []
        if self.pending is not None:
            self._apply_pending(seat, action, events)
        else:
            _HANDLERS[action.kind](self, seat, action, events)
        return events

    def _do_keep(self, seat: int, action: Action, events: list[Event]) -> None:
        self.draft_pick[seat] = action["card"]
        if not self.quiet_mode:
            events.append(
                Event(
                    "keep",
                    seat,
                    visible_to=(seat,),
                    text=Msg(
                        "{player} keeps {card}.",
                        player=seat,
                        card=self.deck.cards[action["card"]].label(),
                    ),
                )
            )
            events.append(
                Event(
                    "kept_hidden",
                    seat,
                    text=Msg("{player} has chosen a card.", player=seat),
                    visible_to=(_other(seat),),
                )
            )
        if None not in self.draft_pick:
            self._draft_next(events)

    def _do_reroll(self, seat: int, action: Action, events: list[Event]) -> None:
        self._reroll(seat, self.dice[seat], action["dice"], events)

    def _do_assign(self, seat: int, action: Action, events: list[Event]) -> None:
        self.assign[seat] = list(action["cards"])
        if not self.quiet_mode:
            events.append(
                Event("assigned", seat, text=Msg("{player} has placed cast cards face down.", player=seat))
            )
        if None not in self.assign:
            self._reveal(events)

    def _do_honour(self, seat: int, action: Action, events: list[Event]) -> None:
        short_seat = _other(seat)
        self._place(short_seat, list(action["amounts"]), events)
        self.short[short_seat] = None
        if self.short == [None, None]:
            self._begin_window("w1", events)

    def _do_portal(self, seat: int, action: Action, events: list[Event]) -> None:
        self.portal_pick[seat] = action["loc"]
        if all(self.portal_pick[s] is not None for s in (0, 1) if self.portal_need[s]):
            self._portal_move(events)  # the move's own lines say where both went: no "has chosen"
        elif not self.quiet_mode:  # only while the other player still has to choose
            events.append(
                Event("portal_chosen", seat, text=Msg("{player} has chosen a portal target.", player=seat))
            )

    def _do_pass(self, seat: int, action: Action, events: list[Event]) -> None:
        self.passed[seat] = True
        if not self.quiet_mode:
            events.append(Event("pass", seat, text=Msg("{player} passes.", player=seat)))
        self._continue(events)

    def _do_done(self, seat: int, action: Action, events: list[Event]) -> None:
        self.ab_done[seat] = True
        self._continue(events)

    def _refusal(self, seat: int, action: Action) -> Msg:
        if action.kind == "assign":
            return Msg("Place three different cast cards, one on each die.")
        if action.kind == "reroll" and self.tokens[seat] == 0:
            return Msg("You have no reroll token left.")
        if action.kind == "portal":
            return Msg("The portal crystals must go to a card at another location.")
        if action.kind == "use":
            return Msg("That card cannot be used that way now.")
        return Msg("That move is not allowed now.")

    def _reroll(self, seat: int, dice: list[int], which: tuple[int, ...], events: list[Event]) -> None:
        self.tokens[seat] -= 1
        self.pool_tokens += 1
        for d in which:
            dice[d] = self.rng.randint(1, 6)
        if not self.quiet_mode:
            events.append(
                Event(
                    "reroll",
                    seat,
                    {"dice": list(which), "faces": list(dice)},
                    irreversible=True,
                    text=NMsg(  # the new faces only: "rerolls 1 die: 4, 2, 6" left the reader guessing which
                        "{player} pays a token and rerolls {n} die: it shows {faces}.",
                        "{player} pays a token and rerolls {n} dice: they show {faces}.",
                        len(which),
                        player=seat,
                        faces=", ".join(str(dice[d]) for d in which),
                    ),
                )
            )

    def _do_use(self, seat: int, action: Action, events: list[Event]) -> None:
        cid = action["card"]
        card = self.deck.cards[cid]
        params = {k: v for k, v in action.params if k != "card"}
        if not self.quiet_mode:
            events.append(
                Event(
                    "use",
                    seat,
                    {"card": cid},
                    text=Msg("{player} uses {card}.", player=seat, card=card.label()),
                )
            )
        if card.type == "one_time":
            self.once[seat].remove(cid)
            self.used[seat].append(cid)
            if self.step == "window":
                self.passed[_other(seat)] = False
        elif card.type == "permanent":
            self.perm_used[seat].append(cid)
        effect, n = card.effect, card.n
        if effect == "spear":
            via = self.deck.cards[params.pop("via")]
            effect, n = via.effect, via.n
        effects.perform(self, seat, cid, effect, n, params, events)
        self._continue(events)

    def _apply_pending(self, seat: int, action: Action, events: list[Event]) -> None:
        p = self.pending
        assert p is not None
        if action.kind == "reroll":
            self._reroll(seat, p["dice"], action["dice"], events)
            return
        if action.kind == "skip":
            self.pending = None
        elif action.kind == "resolve":
            effects.finish_dice(self, dict(action.params), events)
        else:  # an immediate card's use
            self.pending = None
            card = self.deck.cards[action["card"]]
            params = {k: v for k, v in action.params if k != "card"}
            effects.perform(self, seat, card.id, card.effect, card.n, params, events)
            if self.pending is not None:
                return
        self._continue(events)

    # ------------------------------------------------------------------ flow

    def _continue(self, events: list[Event]) -> None:
        """Pick up the current step after a decision (or a finished prompt)."""
        if self.over or self.pending is not None:
            return
        if self.step == "window":
            self._window_step(events)
        elif self.step == "abilities":
            self._abilities_step(events)
        elif self.step == "resolve":
            self._resolve_step(events)

    def _gain(self, seat: int, points: int, events: list[Event]) -> None:
        """Score points and end the game at once when the goal is reached (checked after every gain)."""
        if points <= 0 or self.over:
            return
        self.score[seat] += points
        if self.score[seat] >= self.goal:
            self.over = True
            self.winner = seat
            self.end_reason = "goal"
            self.pending = None
            if not self.quiet_mode:
                events.append(
                    Event(
                        "game_over",
                        seat,
                        {"winner": seat},
                        irreversible=True,
                        text=Msg("{player} reaches {goal} points and wins!", player=seat, goal=self.goal),
                    )
                )

    def _draft_next(self, events: list[Event]) -> None:
        picks = [p for p in self.draft_pick if p is not None]
        for seat in (0, 1):
            self.draft_kept[seat].append(picks[seat])
            self.draft_hand[seat].remove(picks[seat])
        self.draft_pick = [None, None]
        if self.draft_stage == 1:
            self.draft_hand = [self.draft_hand[1], self.draft_hand[0]]
            self.draft_stage = 2
            if not self.quiet_mode:
                events.append(Event("draft_pass", None, text=Msg("Both players pass their other two cards.")))
            return
        self.draw.extend(self.draft_hand[0] + self.draft_hand[1])
        self.draft_hand = [[], []]
        self.perm = [list(k) for k in self.draft_kept]
        self.draft_kept = [[], []]
        self.draft_stage = 0
        if not self.quiet_mode:
            events.append(
                Event(
                    "draft_done",
                    None,
                    {"perm": [list(p) for p in self.perm]},
                    irreversible=True,
                    text=Msg("The draft is over: the kept cards are revealed."),
                )
            )
        self.start_play(events)

    def _begin_round(self, events: list[Event]) -> None:
        self.phase = 1
        self.perm_used = [[], []]
        self.revealed = None
        if not self.quiet_mode:
            events.append(
                Event(
                    "round", None, {"round": self.round}, text=Msg("Round {round} begins.", round=self.round)
                )
            )
        for seat in self._order():
            k = min(TAKE_PER_ROUND, self.pool[seat])
            self.pool[seat] -= k
            self.reserve[seat] += k
            if not self.quiet_mode:
                events.append(
                    Event(
                        "take",
                        seat,
                        {"n": k},
                        text=NMsg(
                            "{player} takes {n} crystal from the pool.",
                            "{player} takes {n} crystals from the pool.",
                            k,
                            player=seat,
                        ),
                    )
                )
        self.phase = 2
        self.step = "cast"
        self.assign = [None, None]
        for seat in (0, 1):
            self.dice[seat] = [self.rng.randint(1, 6) for _ in range(3)]
        if not self.quiet_mode:
            events.append(
                Event(
                    "roll",
                    None,
                    {"dice": [list(d) for d in self.dice]},
                    irreversible=True,
                    text=Msg(  # named: "4, 6, 1 and 2, 1, 5" never said whose dice were whose
                        "{player_a} rolls {a}; {player_b} rolls {b}.",
                        player_a=0,
                        a=", ".join(map(str, self.dice[0])),
                        player_b=1,
                        b=", ".join(map(str, self.dice[1])),
                    ),
                )
            )

    def _order(self) -> list[int]:
        return [self.wizard, _other(self.wizard)]

    def _reveal(self, events: list[Event]) -> None:
        cast = self.deck.cast_cards
        self.revealed = [[], []]
        for seat in (0, 1):
            for die, idx in zip(self.dice[seat], self.assign[seat] or [], strict=True):
                face = 7 - die if cast[idx].flip else die
                self.revealed[seat].append([idx, face, 0])
        if not self.quiet_mode:
            events.append(
                Event(
                    "reveal",
                    None,
                    {"revealed": [[list(r) for r in s] for s in self.revealed]},
                    irreversible=True,
                    text=Msg("Both players reveal their cast cards."),
                )
            )
        for seat in (0, 1):
            demand = [cast[r[0]].value for r in self.revealed[seat]]
            if sum(demand) > self.reserve[seat]:
                self.short[seat] = demand
                if not self.quiet_mode:
                    events.append(
                        Event(
                            "short",
                            seat,
                            text=Msg(
                                "{player} is short of crystals: {player_other} decides "
                                "which cards are honoured.",
                                player=seat,
                                player_other=_other(seat),
                            ),
                        )
                    )
            else:
                self._place(seat, demand, events)
        if self.short == [None, None]:
            self._begin_window("w1", events)
        else:
            self.step = "shortage"

    def _place(self, seat: int, amounts: list[int], events: list[Event]) -> None:
        assert self.revealed is not None
        totals: dict[int, int] = {}
        for row, k in zip(self.revealed[seat], amounts, strict=True):
            row[2] = k
            if k:
                totals[row[1]] = totals.get(row[1], 0) + k
        for face, k in sorted(totals.items()):
            i = face - 1
            self.reserve[seat] -= k
            self.cry[i][seat] += k
            if not self.quiet_mode:
                events.append(Event("place", seat, {"loc": face, "n": k}, text=self._place_text(seat, i, k)))

    def _place_text(self, seat: int, i: int, k: int) -> Msg:
        """The card the cast crystals land on, by name: "location 4" alone sent the reader to count tiles."""
        cid = self.loc[i]
        if cid is None or cid == PORTAL:
            return NMsg(
                "{player} places {n} crystal on the portal.",
                "{player} places {n} crystals on the portal.",
                k,
                player=seat,
            )
        return NMsg(
            "{player} places {n} crystal on {card} at location {loc}.",
            "{player} places {n} crystals on {card} at location {loc}.",
            k,
            player=seat,
            card=self.deck.cards[cid].label(),
            loc=i + 1,
        )

    # windows for one-time cards ------------------------------------------------

    def _has_once(self, seat: int) -> bool:
        cards = self.deck.cards
        return any(
            cards[cid].effect in effects.WINDOW_EFFECTS
            and effects.usable(self, seat, cards[cid].effect, cards[cid].n)
            for cid in self.once[seat]
        )

    def _begin_window(self, name: str, events: list[Event]) -> None:
        self.step = "window"
        self.window = name
        self.passed = [False, False]
        self._window_step(events)

    def _window_seat(self) -> int:
        return next(s for s in self._order() if not self.passed[s])

    def _window_step(self, events: list[Event]) -> None:
        for seat in self._order():
            if not self.passed[seat] and not self._has_once(seat):
                self.passed[seat] = True
        if all(self.passed):
            name, self.window = self.window, None
            if name == "w1":
                self._begin_portal(events)
            else:
                self._begin_resolve(events)

    # phase III ------------------------------------------------------------------

    def _begin_portal(self, events: list[Event]) -> None:
        self.phase = 3
        p = self.portal_index()
        self.portal_need = [self.cry[p][s] > 0 for s in (0, 1)]
        self.portal_pick = [None, None]
        if any(self.portal_need):
            self.step = "portal"
        else:
            self._begin_abilities(events)

    def _portal_move(self, events: list[Event]) -> None:
        p = self.portal_index()
        picks = list(self.portal_pick)
        if not self.quiet_mode:
            events.append(Event("portal_reveal", None, {"picks": picks}, irreversible=True))
        for seat in (0, 1):
            target = picks[seat]
            if target is not None:
                k = self.cry[p][seat]
                self.cry[p][seat] = 0
                self.cry[target - 1][seat] += k
                if not self.quiet_mode:
                    events.append(
                        Event(
                            "portal",
                            seat,
                            {"loc": target, "n": k},
                            text=NMsg(
                                "{player} sends {n} crystal through the portal to {card} at location {loc}.",
                                "{player} sends {n} crystals through the portal to {card} at location {loc}.",
                                k,
                                player=seat,
                                card=self.deck.cards[str(self.loc[target - 1])].label(),  # a target is a card
                                loc=target,
                            ),
                        )
                    )
        self.portal_need = [False, False]
        self.portal_pick = [None, None]
        self._begin_abilities(events)

    # phase IV -------------------------------------------------------------------

    def _begin_abilities(self, events: list[Event]) -> None:
        self.phase = 4
        self.step = "abilities"
        self.ab_done = [False, False]
        self._abilities_step(events)

    def _abilities_seat(self) -> int:
        return next(s for s in self._order() if not self.ab_done[s])

    def _abilities_step(self, events: list[Event]) -> None:
        for seat in self._order():
            if self.ab_done[seat]:
                continue
            cards = [self.deck.cards[c] for c in self.perm[seat] if c not in self.perm_used[seat]]
            if any(effects.usable(self, seat, c.effect, c.n) for c in cards):
                return
            self.ab_done[seat] = True
        self._begin_window("w2", events)

    # phase V --------------------------------------------------------------------

    def _begin_resolve(self, events: list[Event]) -> None:
        self.phase = 5
        self.step = "resolve"
        p = self.portal_index()
        self.to_resolve = [i for i in range(5, -1, -1) if i != p]
        self._resolve_step(events)

    def _resolve_step(self, events: list[Event]) -> None:
        while self.to_resolve and self.pending is None and not self.over:
            self._resolve_location(self.to_resolve.pop(0), events)
        if not self.to_resolve and self.pending is None and not self.over:
            self._end_round(events)

    def _resolve_location(self, i: int, events: list[Event]) -> None:
        cid = self.loc[i]
        if cid is None or cid == PORTAL:
            return
        card = self.deck.cards[cid]
        have = self.cry[i]
        winner = next(
            (s for s in (0, 1) if have[s] >= card.cost and have[s] - have[1 - s] >= card.advantage), None
        )
        if winner is not None:
            self._win_location(i, winner, events)
        elif sum(have) >= REMOVE_AT:
            self._remove_location(i, events)
        elif not self.quiet_mode:
            events.append(
                Event(
                    "unclaimed",
                    None,
                    {"loc": i + 1, "card": cid},
                    text=Msg("Nobody wins {card} at location {loc}.", card=card.label(), loc=i + 1),
                )
            )

    def _win_location(self, i: int, winner: int, events: list[Event]) -> None:
        """``winner`` takes the card at location ``i``; the loser gets back up to the card's advantage."""
        cid = self.loc[i]
        assert cid is not None
        card = self.deck.cards[cid]
        have = self.cry[i]
        loser = _other(winner)
        back = min(card.advantage, have[loser])
        self.pool[winner] += have[winner]
        self.pool[loser] += have[loser] - back
        self.reserve[loser] += back
        self.cry[i] = [0, 0]
        self.loc[i] = None
        if not self.quiet_mode:
            events.append(
                Event(
                    "win",
                    winner,
                    {"loc": i + 1, "card": cid, "back": back},
                    text=Msg(
                        "{player} wins {card} at location {loc}.",
                        player=winner,
                        card=card.label(),
                        loc=i + 1,
                    ),
                )
            )
            if back:
                events.append(
                    Event(
                        "refund",
                        loser,
                        {"n": back},
                        text=NMsg(
                            "{player} takes back {n} crystal.",
                            "{player} takes back {n} crystals.",
                            back,
                            player=loser,
                        ),
                    )
                )
        self._award(winner, cid, events)

    def _remove_location(self, i: int, events: list[Event]) -> None:
        """Nobody wins a card holding too many crystals: they go back and the card leaves the game."""
        cid = self.loc[i]
        assert cid is not None
        have = self.cry[i]
        self.pool[0] += have[0]
        self.pool[1] += have[1]
        self.cry[i] = [0, 0]
        self.loc[i] = None
        self.removed.append(cid)
        if not self.quiet_mode:
            events.append(
                Event(
                    "removed",
                    None,
                    {"loc": i + 1, "card": cid},
                    text=Msg(
                        "Nobody wins {card}: it holds {n} crystals and leaves the game.",
                        card=self.deck.cards[cid].label(),
                        n=sum(have),
                    ),
                )
            )

    def _award(self, seat: int, cid: str, events: list[Event]) -> None:
        card = self.deck.cards[cid]
        if card.type == "character":
            self.used[seat].append(cid)
            self._gain(seat, 1, events)
            owned = sum(1 for c in self.used[seat] if self.deck.cards[c].type == "character")
            effects.take_into_reserve(self, seat, owned, cid, events)
            return
        self._gain(seat, card.points, events)
        if card.type == "permanent":
            self.perm[seat].append(cid)
        elif card.type == "one_time":
            self.once[seat].append(cid)
        else:
            self.used[seat].append(cid)
            if self.over:
                return
            if card.effect == "wand":
                extra = min(card.n, len(self.used[seat]) - 1)
                if extra:
                    if not self.quiet_mode:
                        events.append(
                            Event(
                                "bonus",
                                seat,
                                {"n": extra, "card": cid},
                                text=NMsg(
                                    "{player} scores {n} more point with {card}.",
                                    "{player} scores {n} more points with {card}.",
                                    extra,
                                    player=seat,
                                    card=card.label(),
                                ),
                            )
                        )
                    self.bonus[seat] += extra
                    self._gain(seat, extra, events)
            elif card.effect in ("reserve", "tokens"):
                effects.perform(self, seat, cid, card.effect, card.n, {}, events)
            elif card.effect == "ball":
                effects.perform(self, seat, cid, card.effect, card.n, {}, events)
            elif card.effect != "none" and effects.usable(self, seat, card.effect, card.n):
                self.pending = {"seat": seat, "card": cid, "effect": card.effect, "n": card.n, "dice": None}

    def _end_round(self, events: list[Event]) -> None:
        self._slide(events)
        self._top_up(events)
        w = self.wizard
        if self.score[w] > self.score[_other(w)]:
            if not self.quiet_mode:
                events.append(Event("wizard", w, text=Msg("{player} keeps the wizard marker.", player=w)))
        else:
            self.wizard = _other(w)
            if not self.quiet_mode:
                events.append(
                    Event(
                        "wizard",
                        self.wizard,
                        text=Msg("The wizard marker passes to {player}.", player=self.wizard),
                    )
                )
        if None in self.loc:
            self.over = True
            self.end_reason = "deck"
            lead = self._leader()
            self.winner = lead
            if not self.quiet_mode:
                events.append(
                    Event(
                        "game_over",
                        lead,
                        {"winner": lead},
                        irreversible=True,
                        text=Msg("The deck cannot fill every location: the game ends."),
                    )
                )
            return
        self.round += 1
        self._begin_round(events)

    def _slide(self, events: list[Event]) -> None:
        items = [(self.loc[i], self.cry[i]) for i in range(6) if self.loc[i] is not None]
        portal_aside = None
        if items and items[0][0] == PORTAL:
            portal_aside = items.pop(0)
            if not self.quiet_mode:
                events.append(
                    Event(
                        "portal_aside",
                        None,
                        text=Msg(
                            "The portal would reach location 1: it is set aside and returns at location 6."
                        ),
                    )
                )
        slots = 5 if portal_aside is not None else 6
        new_loc: list[str | None] = [None] * 6
        new_cry: list[list[int]] = [[0, 0] for _ in range(6)]
        for i, (cid, cry) in enumerate(items):
            new_loc[i], new_cry[i] = cid, cry
        drawn = []
        for i in range(len(items), slots):
            if self.draw:
                new_loc[i] = self.draw.pop()
                drawn.append(i + 1)
        if portal_aside is not None:
            new_loc[5], new_cry[5] = portal_aside
        self.loc, self.cry = new_loc, new_cry
        if not self.quiet_mode:
            events.append(Event("slide", None, {"locations": list(self.loc), "drawn": drawn}))

    def _top_up(self, events: list[Event]) -> None:
        """The rare-case rule: return both colours from the fullest card until the pool has 5 of each."""
        while min(self.pool) < POOL_MINIMUM:
            cards = [i for i in range(6) if self.loc[i] not in (None, PORTAL) and any(self.cry[i])]
            if not cards:
                return
            i = max(cards, key=lambda j: (sum(self.cry[j]), -j))
            taken = [1 if self.cry[i][s] else 0 for s in (0, 1)]
            if all(taken):
                taken = [1, 1]
            for s in (0, 1):
                self.cry[i][s] -= taken[s]
                self.pool[s] += taken[s]
            if not self.quiet_mode:
                events.append(
                    Event(
                        "top_up",
                        None,
                        {"loc": i + 1, "taken": taken},
                        text=Msg("The pool runs low: crystals return to it from location {loc}.", loc=i + 1),
                    )
                )

    def _leader(self) -> int | None:
        if self.score[0] != self.score[1]:
            return 0 if self.score[0] > self.score[1] else 1
        won = [len(self.perm[s]) + len(self.once[s]) + len(self.used[s]) for s in (0, 1)]
        if won[0] != won[1]:
            return 0 if won[0] > won[1] else 1
        return None

    # ------------------------------------------------------------------ views

    def view(self, seat: int | None) -> dict[str, Any]:
        revealed_portal = self.step != "portal" or sum(self.portal_need) < 2
        v: dict[str, Any] = {
            "round": self.round,
            "phase": self.phase,
            "step": self.step,
            "goal": self.goal,
            "advanced": self.advanced,
            "wizard": self.wizard,
            "scores": list(self.score),
            "bonus": list(self.bonus),
            "reserve": list(self.reserve),
            "tokens": list(self.tokens),
            "pool": list(self.pool),
            "pool_tokens": self.pool_tokens,
            "locations": [{"card": self.loc[i], "crystals": list(self.cry[i])} for i in range(6)],
            "deck_size": len(self.draw),
            "removed": list(self.removed),
            "areas": [
                {"permanent": list(self.perm[s]), "one_time": list(self.once[s]), "used": list(self.used[s])}
                for s in (0, 1)
            ],
            "perm_used": [list(u) for u in self.perm_used],
            "dice": [list(d) for d in self.dice],
            "assigned": [a is not None for a in self.assign],
            "my_assignment": list(a) if seat is not None and (a := self.assign[seat]) is not None else None,
            "revealed": [[list(r) for r in s] for s in self.revealed] if self.revealed else None,
            "short": [list(s) if s else None for s in self.short],
            "portal_need": list(self.portal_need),
            "portal_picked": [p is not None for p in self.portal_pick],
            "portal_picks": list(self.portal_pick)
            if revealed_portal
            else [p if s == seat else None for s, p in enumerate(self.portal_pick)],
            "window": self.window,
            "passed": list(self.passed),
            "ab_done": list(self.ab_done),
            "to_resolve": [i + 1 for i in self.to_resolve],
            "pending": dict(self.pending, dice=list(self.pending["dice"]) if self.pending["dice"] else None)
            if self.pending
            else None,
            "draft": self._draft_view(seat),
            "over": self.over,
            "winner": self.winner,
            "end_reason": self.end_reason,
            "cast_cards": [{"value": c.value, "flip": c.flip} for c in self.deck.cast_cards],
            "deck_title": self.deck.title,
            "reconstruction": self.deck.reconstruction,
            "cards": self.deck.public(),
        }
        return v

    def _draft_view(self, seat: int | None) -> dict[str, Any] | None:
        if self.draft_stage == 0:
            return None
        out: dict[str, Any] = {
            "stage": self.draft_stage,
            "picked": [p is not None for p in self.draft_pick],
            "hand_sizes": [len(h) for h in self.draft_hand],
        }
        if seat is not None:
            out["hand"] = list(self.draft_hand[seat])
            out["kept"] = list(self.draft_kept[seat])
            out["pick"] = self.draft_pick[seat]
            if self.draft_stage == 2:
                out["passed"] = list(self.draft_hand[_other(seat)])
        return out

    def current_prompt(self, seat: int) -> Msg | None:
        if seat not in self.to_act():
            return None
        if self.pending is not None:
            card = self.deck.cards[self.pending["card"]].label()
            if self.pending["effect"] == "ring":  # "resolve it" did not say what the buttons below do
                return Msg("{card}: reroll with a token, remove rival crystals, or skip.", card=card)
            if self.pending["dice"] is not None:
                return Msg("{card}: reroll with a token, add crystals there, or skip.", card=card)
            return Msg("You won {card}: use its ability now, or skip.", card=card)
        return {
            "draft": Msg("Choose a permanent card to keep.")
            if self.draft_stage == 1
            else Msg("Choose one of the cards your opponent passed to you."),
            "cast": Msg("Reroll dice with a token, or place three cast cards face down on your dice."),
            "shortage": Msg("Your opponent is short of crystals: choose where the crystals they have go."),
            "portal": Msg("Choose the location your portal crystals go to."),
            "window": Msg("You may use a one-time card now, or pass."),
            "abilities": Msg("Phase IV: use your permanent cards, then finish."),
        }.get(self.step)

    def secret_choice(self, seat: int, action: Action) -> bool:
        """Kept draft cards and cast cards lie face down; portal targets stay hidden while both choose."""
        return action.kind in ("keep", "assign") or (action.kind == "portal" and sum(self.portal_need) == 2)

    def describe(self, action: Action) -> Msg:
        return texts.describe(self, action)

    # ------------------------------------------------------------------ end

    def is_over(self) -> bool:
        return self.over

    def result(self) -> Result:
        entries = []
        for s in (0, 1):
            chars = sum(1 for c in self.used[s] if self.deck.cards[c].type == "character")
            entries.append(
                ResultEntry(
                    None,
                    s,
                    self.score[s],
                    (
                        # the dealt permanent cards' points are in it: the label says so (playtest)
                        (Msg("Sorcery cards, dealt ones included"), self.score[s] - chars - self.bonus[s]),
                        (Msg("Characters"), chars),
                        (Msg("Broken Wand bonus"), self.bonus[s]),
                    ),
                )
            )
        if self.winner is not None:
            tie = Msg("More sorcery cards won") if self.score[0] == self.score[1] else None
            return Result(tuple(entries), (self.winner,), tie_break=tie)
        if self.score[0] != self.score[1]:
            return Result(tuple(entries), (0 if self.score[0] > self.score[1] else 1,))
        return Result(tuple(entries), (0, 1), draw=True)

    # ------------------------------------------------------------------ persistence

    _LISTS = (
        "score",
        "bonus",
        "reserve",
        "pool",
        "tokens",
        "loc",
        "draw",
        "removed",
        "portal_need",
        "portal_pick",
        "passed",
        "ab_done",
        "to_resolve",
        "draft_pick",
    )
    _NESTED = ("cry", "perm", "once", "used", "perm_used", "dice", "draft_hand", "draft_kept")
    _SCALARS = (
        "advanced",
        "goal",
        "round",
        "phase",
        "step",
        "wizard",
        "pool_tokens",
        "window",
        "draft_stage",
        "winner",
        "over",
        "end_reason",
    )

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "version": self.JSON_VERSION,
            "rng": self.rng.to_json(),
            "deck": "default" if self.deck is default_deck() else self.deck.source,
        }
        for key in self._SCALARS:
            data[key] = getattr(self, key)
        for key in self._LISTS:
            data[key] = list(getattr(self, key))
        for key in self._NESTED:
            data[key] = [list(x) for x in getattr(self, key)]
        data["assign"] = [list(a) if a is not None else None for a in self.assign]
        data["short"] = [list(a) if a is not None else None for a in self.short]
        data["revealed"] = (
            [[list(r) for r in s] for s in self.revealed] if self.revealed is not None else None
        )
        p = self.pending
        data["pending"] = dict(p, dice=list(p["dice"]) if p["dice"] is not None else None) if p else None
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SorceryState:
        if data.get("version") != cls.JSON_VERSION:
            raise ValueError(f"unsupported School of Sorcery save version {data.get('version')!r}")
        deck = default_deck() if data["deck"] == "default" else parse_deck(data["deck"])
        st = cls(deck, bool(data["advanced"]), int(data["goal"]), Rng.from_json(data["rng"]))
        for key in cls._SCALARS:
            setattr(st, key, data[key])
        for key in cls._LISTS:
            setattr(st, key, list(data[key]))
        for key in cls._NESTED:
            setattr(st, key, [list(x) for x in data[key]])
        st.assign = [list(a) if a is not None else None for a in data["assign"]]
        st.short = [list(a) if a is not None else None for a in data["short"]]
        st.revealed = (
            [[list(r) for r in s] for s in data["revealed"]] if data["revealed"] is not None else None
        )
        p = data["pending"]
        st.pending = dict(p, dice=list(p["dice"]) if p["dice"] is not None else None) if p else None
        return st

    def clone(self) -> SorceryState:
        st = SorceryState.__new__(SorceryState)
        st.deck = self.deck
        st.rng = self.rng.clone()
        st._legal = [None, None]
        st._acting = None
        st.quiet_mode = self.quiet_mode
        for key in self._SCALARS:
            setattr(st, key, getattr(self, key))
        for key in self._LISTS:
            setattr(st, key, list(getattr(self, key)))
        for key in self._NESTED:
            setattr(st, key, [list(x) for x in getattr(self, key)])
        st.assign = [list(a) if a is not None else None for a in self.assign]
        st.short = [list(a) if a is not None else None for a in self.short]
        st.revealed = [[list(r) for r in s] for s in self.revealed] if self.revealed is not None else None
        p = self.pending
        st.pending = dict(p, dice=list(p["dice"]) if p["dice"] is not None else None) if p else None
        return st

    def determinize(self, seat: int, seed: int) -> SorceryState:
        """Re-sample the deck order, the opponent's secret choices and unseen draft cards.

        The search determinises its quiet copy (``state.quiet().determinize(...)``): clones stay quiet.
        """
        st = self.clone()
        rng = Rng(seed)
        opp = _other(seat)
        if st.draft_stage:
            hidden = st.draft_hand[opp] if st.draft_stage == 1 else st.draft_kept[opp]
            unknown = hidden + st.draw
            perms = [c for c in unknown if st.deck.cards[c].type == "permanent"]
            rng.shuffle(perms)
            new_hidden = perms[: len(hidden)]
            if st.draft_stage == 1:
                st.draft_hand[opp] = new_hidden
            else:
                st.draft_kept[opp] = new_hidden
            st.draw = [c for c in unknown if c not in new_hidden]
            if st.draft_pick[opp] is not None:
                st.draft_pick[opp] = rng.choice(st.draft_hand[opp])
        rng.shuffle(st.draw)
        if st.step == "cast" and st.assign[opp] is not None:
            st.assign[opp] = rng.sample(range(len(st.deck.cast_cards)), 3)
        if st.step == "portal" and sum(st.portal_need) == 2 and st.portal_pick[opp] is not None:
            st.portal_pick[opp] = rng.choice(st._portal_targets()) + 1
        st.rng = Rng(seed ^ 0x50C3)
        return st


#: What each action does, by its kind (a pending prompt's answers go to ``_apply_pending``).
_HANDLERS: dict[str, Callable[[SorceryState, int, Action, list[Event]], None]] = {
    kind: getattr(SorceryState, "_do_" + kind)
    for kind in ("keep", "reroll", "assign", "honour", "portal", "use", "pass", "done")
}

_ASSIGN_CACHE: dict[tuple[tuple[int, ...], int], list[Action]] = {}


def assign_actions(dice: tuple[int, ...], n_cards: int) -> list[Action]:
    """Every way to lay 3 of the cast cards on the dice, dice showing equal faces counted once.

    Cached by the dice faces: building ~100 actions is the hot spot of a playout.
    """
    key = (dice, n_cards)
    cached = _ASSIGN_CACHE.get(key)
    if cached is None:
        cached, seen = [], set()
        for perm in permutations(range(n_cards), 3):
            sig = tuple(sorted(zip(dice, perm, strict=True)))
            if sig not in seen:
                seen.add(sig)
                cached.append(Action("assign", cards=perm))
        _ASSIGN_CACHE[key] = cached
    return cached
