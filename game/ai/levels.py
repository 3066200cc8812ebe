"""Named bot levels per game: what the setup screen offers and the arena pits.

``make_bot(game_id, level, seed)`` is the one way to get a bot.  Levels are
named configurations (search budget + policy quality) so a seat's choice is
just a string stored in the save.

- Easy: a short search with uniformly random playouts, then a softmax over the
  estimated values -- it prefers good moves but often takes a near-best one and
  sometimes a plainly weaker one, like a casual player.
- Medium: a modest search with the game's playout policy; always its best move.
- Hard: about a second of search (<= 2 s at the 95th percentile).
- Expert: the most time (<= 5 s at the 95th percentile) and a wider tree, and it starts each
  decision from what its last search found below the move it made (``reuse_tree``).

Iteration caps make a level reproducible for a seed where they bind before the
time limit; the time limits protect the window's responsiveness.  Expert is the
exception: its cap is set above what 4 s reaches in most games, because more
search is what it needed to beat Hard clearly (docs/bots.md).
"""

from __future__ import annotations

import time
from dataclasses import replace

from game.ai.base import Bot, RandomBot
from game.ai.ismcts import Clock, SearchConfig
from game.ai.policies import policy_for
from game.ai.search_bot import SearchBot
from game.rules.base import NC_

LEVELS: tuple[str, ...] = ("easy", "medium", "hard", "expert")
#: "Medium" is also a Witchcraft token, so level names carry a context.
LEVEL_CONTEXT = "bot level"
LEVEL_LABELS: dict[str, str] = {
    "random": NC_("bot level", "Random"),
    "easy": NC_("bot level", "Easy"),
    "medium": NC_("bot level", "Medium"),
    "hard": NC_("bot level", "Hard"),
    "expert": NC_("bot level", "Expert"),
}

#: The default configuration of each level; a game may override some (below).
DEFAULT_CONFIGS: dict[str, SearchConfig] = {
    "easy": SearchConfig(
        iterations=40,
        time_limit=0.3,
        exploration=1.0,
        rollout_depth=6,
        temperature=0.08,
        use_policy_rollouts=False,
    ),
    "medium": SearchConfig(iterations=150, time_limit=0.6, exploration=0.8, temperature=0.02),
    "hard": SearchConfig(iterations=600, time_limit=1.5, exploration=0.7),
    "expert": SearchConfig(iterations=8000, time_limit=4.0, exploration=0.6, reuse_tree=True),
}

#: Per-game overrides, tuned with ``python -m game arena`` (see docs/bots.md).  Trickerion's
#: Expert searches only the 8 moves its policy rates best wherever it rates them (``focus``): with
#: dozens of placements, purchases and set-ups, a search spread over all of them found no move much
#: better than the next, and more of the same search did not beat Hard (about 50 %).  School of
#: Sorcery's cast list is narrowed to a few sensible casts, which made Easy nearly as
#: good as Hard at the table; it now follows its hunches more often.  Expert's cap was
#: 2000 iterations: Witchcraft's ran out of them before its 4 s in 72 % of its decisions
#: and won only 58 % of 200 games against Hard, 67 % with the whole 4 s; SpellBook's
#: (60 %) stopped at the cap after about 0.7 s of its 4 s, School of Sorcery's (63.5 %)
#: after about 2.3 s, so Expert now searches up to 8000 iterations: its whole 4 s in most
#: positions of every game.
GAME_CONFIGS: dict[str, dict[str, SearchConfig]] = {
    "sorcery": {"easy": replace(DEFAULT_CONFIGS["easy"], temperature=0.15)},
    "trickerion": {"expert": replace(DEFAULT_CONFIGS["expert"], focus=8)},
}


def config_for(game_id: str, level: str) -> SearchConfig:
    """The search configuration of ``level`` for ``game_id``."""
    return GAME_CONFIGS.get(game_id, {}).get(level, DEFAULT_CONFIGS[level])


def make_bot(game_id: str, level: str, seed: int = 0, clock: Clock = time.perf_counter) -> Bot:
    """A fresh bot of ``level`` for ``game_id`` (unknown levels fall back to random); ``clock`` is
    what its time limit counts (the wall clock at the table, CPU time in the arena)."""
    if level not in DEFAULT_CONFIGS:
        return RandomBot(seed)
    return SearchBot(policy_for(game_id), config_for(game_id, level), seed, clock)
