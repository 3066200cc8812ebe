"""A bot that thinks with :mod:`game.ai.ismcts` and says why in one line.

The explanation names the chosen move and the best alternative with the
numbers the choice was made on, e.g. "Take red materia: about 64% to win; 58%
went to it in the search, 21% to the next best, Draw two from the bag" --
what a player wants to know about a bot's move.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Any

from game.ai.base import Decision
from game.ai.ismcts import Clock, Node, RootStat, Search, SearchConfig
from game.ai.policy import Policy
from game.rules.base import Action, IllegalAction, Msg, State


@dataclass(frozen=True)
class KeptTree:
    """What a search found below the move it chose, for the same seat's next decision.

    A seat often acts several times in a row (Trickerion's character actions after a placement,
    a SpellBook turn's actions, the setup picks), and the search below the chosen move has already
    explored the next decision.  The tree is used again only when the seat sees exactly what its
    move was expected to show (``view``, worked out on a determinisation, as a bot may only see
    the real state): nothing it can see has happened since, so it stands at the same choices.  A
    move whose outcome was hidden or random rarely matches, and then the search starts afresh.
    """

    seat: int
    view: dict[str, Any]
    node: Node


#: The determinisation a kept tree's expected view is worked out on: any seed serves, since only
#: what the seat itself sees is compared.
KEEP_SEED = 0


class SearchBot:
    """ISMCTS bot; ``config`` is the level, ``policy`` the game knowledge, ``clock`` what its time
    limit counts (see :data:`game.ai.ismcts.Clock`)."""

    def __init__(
        self, policy: Policy, config: SearchConfig, seed: int = 0, clock: Clock = time.perf_counter
    ) -> None:
        self.policy = policy
        self.config = config
        self.rng = random.Random(seed)
        self.clock = clock
        self.last_iterations = 0
        self.last_reused = 0  # root visits the last decision started with (a kept tree's)
        #: The tree below this bot's last move (``SearchConfig.reuse_tree``); the bot worker hands it
        #: from one decision's bot to the next, the arena keeps one bot per seat.
        self.kept: KeptTree | None = None

    def choose(self, state: State, seat: int) -> Decision:
        legal = state.legal_actions(seat)
        root = self._kept_root(state, seat)
        self.last_reused = sum(e.visits for (s, _a), e in root.edges.items() if s == seat) if root else 0
        if len(legal) == 1:
            self.last_iterations = 0
            self._keep(state, seat, legal[0], root)
            return Decision(legal[0], Msg("{move}: the only possible move.", move=state.describe(legal[0])))
        result = Search(self.policy, self.config, self.rng, self.clock).run(state, seat, root)
        self.last_iterations = result.iterations
        chosen = self._pick(result.stats)
        self._keep(state, seat, chosen.action, result.root)
        return Decision(chosen.action, self._why(state, seat, chosen, result.stats))

    def _kept_root(self, state: State, seat: int) -> Node | None:
        """The kept tree if ``seat`` sees what its last move was expected to show, else None."""
        kept, self.kept = self.kept, None
        if kept is None or kept.seat != seat or kept.view != state.view(seat):
            return None
        return kept.node

    def _keep(self, state: State, seat: int, action: Action, root: Node | None) -> None:
        """Keep the subtree below ``action`` when the level reuses trees and the search made one.

        Only a move this seat made alone has a subtree of its own (at a simultaneous node the
        children are keyed by every seat's pick).
        """
        if not self.config.reuse_tree or root is None:
            return
        node = root.children.get(((seat, action),))
        if node is None:
            return
        after = state.determinize(seat, KEEP_SEED)
        try:
            after.apply(seat, action)
        except IllegalAction:  # cannot happen with a conforming engine: keep nothing
            return
        if after.to_act() == (seat,):  # the seat's own next decision; else another seat moves first
            self.kept = KeptTree(seat, after.view(seat), node)

    def _pick(self, stats: tuple[RootStat, ...]) -> RootStat:
        """The most visited move, or (Easy) a softmax draw over the estimated values.

        Softmax over values makes mistakes a human would make: close alternatives
        are often chosen, clearly bad moves almost never.
        """
        temp = self.config.temperature
        tried = [st for st in stats if st.visits > 0]
        if temp <= 0 or len(tried) < 2:
            return stats[0]
        top = max(st.value for st in tried)
        weights = [math.exp((st.value - top) / temp) for st in tried]
        return self.rng.choices(tried, weights=weights)[0]

    def _why(self, state: State, seat: int, chosen: RootStat, stats: tuple[RootStat, ...]) -> Msg:
        """The move and the numbers it was chosen on, against the best other move.

        A most-visited choice is explained by its share of the search, a softmax
        choice by its rating (the value it was drawn on); the win chance the
        search estimates is said for the chosen move only.  Reporting each
        move's win chance beside a choice made on visits read as "85% chosen
        over 88%" (issue #22).  Only moves that are public when the chosen one
        is are named, so a public reason never shows a secret option (the
        table shows a reason naming a secret choice to its own seat only).
        """
        label = state.describe(chosen.action)
        secret = state.secret_choice(seat, chosen.action)
        # Two moves may read alike (the same card with other hidden parameters); naming
        # one as the other's alternative would puzzle the reader, so only distinct ones count.
        others = [
            st
            for st in stats
            if st.visits > 0
            and state.describe(st.action) != label
            and (secret or not state.secret_choice(seat, st.action))
        ]
        if not others:
            return Msg("{move}: about {pct}% to win.", move=label, pct=_percent(chosen.win_chance))
        if self.config.temperature <= 0:  # chosen as the most visited move
            total = sum(st.visits for st in stats)
            alt = max(others, key=lambda st: (st.visits, st.value))
            return Msg(
                "{move}: about {pct}% to win; {share}% went to it in the search, "
                "{alt_share}% to the next best, {alt}.",
                move=label,
                pct=_percent(chosen.win_chance),
                share=_percent(chosen.visits / total),
                alt=state.describe(alt.action),
                alt_share=_percent(alt.visits / total),
            )
        alt = max(others, key=lambda st: st.value)  # drawn by value: the ranking a player can follow
        rating, alt_rating = _percent(chosen.value), _percent(alt.value)
        if alt_rating > rating:
            return Msg(
                "{move}: rated {rating}%, taken on a hunch; {alt} was rated higher ({alt_rating}%).",
                move=label,
                rating=rating,
                alt=state.describe(alt.action),
                alt_rating=alt_rating,
            )
        return Msg(
            "{move}: rated {rating}%; next best {alt} ({alt_rating}%).",
            move=label,
            rating=rating,
            alt=state.describe(alt.action),
            alt_rating=alt_rating,
        )


def _percent(value: float) -> int:
    return max(0, min(100, round(100 * value)))
