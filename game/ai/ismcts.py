"""Information-set Monte Carlo tree search with determinisation.

Why this shape: every game in the collection hides something (bags, decks,
face-down tokens, secret simultaneous choices) and throws dice, so the bot may
not search the real state.  Each iteration instead searches one
*determinisation* -- ``state.determinize(seat, seed)`` re-samples everything the
searching seat cannot see and reseeds the chance generator -- and all
iterations share one tree keyed by actions (single-observer ISMCTS, Cowling,
Powley & Whitehouse 2012).  Because the legal moves differ between
determinisations, child selection uses availability counts (UCB over the number
of times an action was *available*, not the parent's visits).

Simultaneous moves (several seats in ``to_act()``) are decoupled: at such a
node every acting seat picks its own action from its own statistics, without
seeing the others' picks, and the picks are applied in turn.  A seat's
already-committed secret choice is re-sampled by ``determinize``, so the tree
never learns it either.

Rewards are per seat (max^n): each edge stores the reward of the seat that
chose it, which is what 3-4 seat SpellBook needs.  Playouts follow the game's
:class:`~game.ai.policy.Policy` for a bounded number of steps and then trust its
evaluation.  Only ``clone``/``determinize``/``legal_actions``/``apply`` are used
-- never ``deepcopy``.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from game.ai.policy import Policy, terminal_rewards, win_shares
from game.rules.base import Action, IllegalAction, State

CHECK_EVERY = 16  # iterations between looks at the root's margins
SURE_VISITS = 48  # a move this often tried that always won ...
SURE_WIN = 0.999  # ... is taken without further search


@dataclass(frozen=True)
class SearchConfig:
    """A search budget and style; each bot level is one of these (see ``levels.py``)."""

    iterations: int = 1000
    time_limit: float = 0.0  # seconds; 0 = iterations only (fully reproducible)
    exploration: float = 0.7
    rollout_depth: int | None = None  # None: the policy's own choice
    temperature: float = 0.0  # > 0: softmax over root values instead of the best (Easy)
    use_policy_rollouts: bool = True  # False: uniformly random playouts (weaker levels)
    reuse_tree: bool = False  # True: a decision starts from what the seat's last search found below it
    focus: int = 0  # > 0: the tree tries only the policy's ``focus`` best-rated moves (``Policy.ratings``)


class Edge:
    """Statistics of one (seat, action) choice at a node."""

    __slots__ = ("visits", "total", "wins", "avail")

    def __init__(self) -> None:
        self.visits = 0
        self.total = 0.0  # shaped reward: what the search maximises
        self.wins = 0.0  # plain win chance: what the bot tells the player
        self.avail = 0

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


class Node:
    """A decision point shared by all determinisations that reach it by the same actions."""

    __slots__ = ("edges", "children")

    def __init__(self) -> None:
        self.edges: dict[tuple[int, Action], Edge] = {}
        self.children: dict[tuple[tuple[int, Action], ...], Node] = {}


@dataclass(frozen=True)
class RootStat:
    """What the search thinks of one of the root seat's moves."""

    action: Action
    visits: int
    value: float  # mean shaped reward in [0, 1]: what the choice is based on
    win_chance: float  # mean outcome (or evaluated win chance) in [0, 1]: what the player is told


@dataclass(frozen=True)
class SearchResult:
    stats: tuple[RootStat, ...]  # best first (by visits)
    iterations: int  # searched now (a reused tree's earlier visits not counted)
    seconds: float
    root: Node  # the tree, for a bot that keeps what lies below its move (``reuse_tree``)


#: What a search's time limit is counted on, in seconds.  At the table it is the wall clock: the
#: player waits for it.  The arena counts the thinking thread's CPU time (``time.thread_time``) so
#: that a level plays as strongly on a busy machine as on a quiet one, where the two agree.
Clock = Callable[[], float]


class Search:
    """One search from ``seat``'s point of view; create a new one per decision."""

    def __init__(
        self, policy: Policy, config: SearchConfig, rng: random.Random, clock: Clock = time.perf_counter
    ) -> None:
        self.policy = policy
        self.config = config
        self.rng = rng
        self.clock = clock
        depth = config.rollout_depth
        self.rollout_depth = policy.rollout_depth if depth is None else depth

    def run(self, state: State, seat: int, root: Node | None = None) -> SearchResult:
        """Search ``state`` for ``seat``; ``root`` is a tree an earlier search built for exactly
        this position (see :class:`~game.ai.search_bot.SearchBot`), else the search starts afresh."""
        root = Node() if root is None else root
        cfg = self.config
        start = self.clock()
        deadline = start + cfg.time_limit if cfg.time_limit > 0 else math.inf
        done = 0
        # Quieted once: nobody reads the search's log texts and events, so they are not built, and a
        # quiet state's determinisations stay quiet -- one copy per iteration instead of two.
        quiet = state.quiet()
        while done < cfg.iterations:
            det = quiet.determinize(seat, self.rng.getrandbits(62))
            self.policy.refine(det, seat, self.rng)
            self._iterate(root, det)
            done += 1
            now = self.clock()  # every iteration: one can take long in a big position
            if now >= deadline or (
                done % CHECK_EVERY == 0 and self._settled(root, seat, done, start, now, deadline)
            ):
                break
        legal = state.legal_actions(seat)
        stats = []
        for action in legal:
            edge = root.edges.get((seat, action))
            if edge is not None:
                stats.append(RootStat(action, edge.visits, edge.mean, edge.wins / max(edge.visits, 1)))
            else:
                stats.append(RootStat(action, 0, 0.0, 0.0))
        stats.sort(key=lambda st: (st.visits, st.value), reverse=True)
        return SearchResult(tuple(stats), done, self.clock() - start, root)

    def _settled(self, root: Node, seat: int, done: int, start: float, now: float, deadline: float) -> bool:
        """True when more search cannot change the choice (or cannot improve on it).

        The final choice is the most visited root move, so stopping when it can
        no longer be overtaken within the budget never changes it; stopping when
        it has won every sampled line only saves the time of decided positions.
        """
        mine = [e for (s, _a), e in root.edges.items() if s == seat]
        visits = sorted((e.visits for e in mine), reverse=True)
        if len(visits) < 2:
            return True
        best = max(mine, key=lambda e: e.visits)
        if best.visits >= SURE_VISITS and best.wins >= best.visits * SURE_WIN:
            return True  # every sampled line wins: more thinking cannot find a better result
        left = self.config.iterations - done
        if deadline != math.inf:
            rate = done / max(now - start, 1e-9)
            left = min(left, int(rate * (deadline - now)) + 1)
        return visits[0] - visits[1] > left

    # ------------------------------------------------------------------ one iteration

    def _iterate(self, root: Node, det: State) -> None:
        node = root
        path: list[tuple[Node, tuple[tuple[int, Action], ...]]] = []
        expanded = False
        while not det.is_over() and not expanded:
            joint, expanded = self._select(node, det)
            applied = self._apply_joint(det, joint)
            if not applied:  # cannot happen with a conforming engine; stop safely
                break
            path.append((node, applied))
            child = node.children.get(applied)
            if child is None:
                child = Node()
                node.children[applied] = child
                expanded = True
            node = child
        rewards, chances = self._playout(det)
        for visited, taken in path:
            for s, action in taken:
                edge = visited.edges[(s, action)]
                edge.visits += 1
                edge.total += rewards[s]
                edge.wins += chances[s]

    def _select(self, node: Node, det: State) -> tuple[list[tuple[int, Action]], bool]:
        """Each acting seat picks independently (decoupled UCB with availability)."""
        joint: list[tuple[int, Action]] = []
        expanded = False
        c = self.config.exploration
        focus = self.config.focus
        for s in det.to_act():
            legal = det.legal_actions(s)
            if not legal:
                continue
            if len(legal) > 1:
                legal = self.policy.candidates(det, s, legal)
                if len(legal) > focus > 0:
                    legal = self._focused(det, s, legal)
            untried: list[Action] = []
            best: Action | None = None
            best_score = -math.inf
            edges = node.edges
            for action in legal:
                key = (s, action)
                edge = edges.get(key)
                if edge is None:
                    edge = edges[key] = Edge()
                edge.avail += 1
                if edge.visits == 0:
                    untried.append(action)
                elif not untried:
                    score = edge.total / edge.visits + c * math.sqrt(math.log(edge.avail) / edge.visits)
                    if score > best_score:
                        best_score = score
                        best = action
            if untried:
                best = untried[self.rng.randrange(len(untried))]
                expanded = True
            assert best is not None
            joint.append((s, best))
        return joint, expanded

    def _focused(self, det: State, seat: int, legal: list[Action]) -> list[Action]:
        """The ``focus`` moves the policy rates best, in the order listed (a tie: the first listed).

        Why: where a seat has dozens of moves (Trickerion's placements, purchases and set-ups), a
        search shares its visits so thinly that the most visited move is barely better than a draw
        among the plausible ones; searching the few a player would look at first decides among them.
        """
        ratings = self.policy.ratings(det, seat, legal)
        if ratings is None:
            return legal
        best = sorted(range(len(legal)), key=lambda i: -ratings[i])[: self.config.focus]
        return [legal[i] for i in sorted(best)]

    @staticmethod
    def _apply_joint(det: State, joint: list[tuple[int, Action]]) -> tuple[tuple[int, Action], ...]:
        """Apply the picks in order; a pick made moot by an earlier one is dropped."""
        applied: list[tuple[int, Action]] = []
        for s, action in joint:
            if applied and (s not in det.to_act() or action not in det.legal_actions(s)):
                break
            try:
                det.apply(s, action)
            except IllegalAction:
                break
            applied.append((s, action))
        return tuple(applied)

    def _playout(self, det: State) -> tuple[list[float], list[float]]:
        """Shaped rewards and plain win chances per seat at the end of a playout."""
        policy = self.policy
        rng = self.rng
        smart = self.config.use_policy_rollouts
        steps = 0
        limit = self.rollout_depth
        while not det.is_over():
            if limit is not None and steps >= limit:
                chances = policy.evaluate(det)
                return policy.search_rewards(det, chances), chances
            seats = det.to_act()
            s = seats[0] if len(seats) == 1 else seats[rng.randrange(len(seats))]
            actions = det.legal_actions(s)
            if smart:
                action = policy.rollout_action(det, s, actions, rng)
            else:
                action = actions[rng.randrange(len(actions))]
            det.apply(s, action)
            steps += 1
        return terminal_rewards(det, policy.score_scale), win_shares(det)
