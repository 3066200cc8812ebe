"""How much a pool can pay towards learning a spell.

Used both to list which spells can be learned and to keep every payment
prompt completable (a choice is offered only if the rest can still be paid).
The marker must also be a real materia of the colour; callers check that.

Pools are counted by *bucket* -- materia ``m`` is in bucket ``m // 5``, that is
``3 * colour + rune``, and ``21 + rune`` counts each rune over all colours --
because legal lists ask this for every spell after every action, and one pass
over the pool answers all seven colours.
"""

from __future__ import annotations

from collections.abc import Iterable

#: Each materia's two buckets, looked up rather than worked out (a quarter less time per count).
_COLOUR_RUNE = tuple(m // 5 for m in range(105))
_RUNE = tuple(21 + (m % 15) // 5 for m in range(105))


def buckets(pool: Iterable[int]) -> list[int]:
    """Materia of each (colour, rune) in ``pool`` at ``3 * colour + rune``, of each rune at ``21 + rune``."""
    b = [0] * 24
    colour_rune, rune = _COLOUR_RUNE, _RUNE
    for m in pool:  # both counts in the one pass (three strided sums after it cost more)
        b[colour_rune[m]] += 1
        b[rune[m]] += 1
    return b


def units_of(b: list[int], ci: int, wilds: str, rune: int | None, wild_limit: int) -> int:
    """Most payment units the pool counted in ``b`` (see :func:`buckets`) can give towards colour ``ci``.

    ``wilds`` is ``"triple"`` (standard learn: 3 materia sharing a rune make 1
    wild) or ``"rune"`` (Transmutation: each materia with ``rune`` makes 1
    wild, at most ``wild_limit``).  A real materia of the colour is always
    worth at least as much as using it inside a wild, so the maximum is the
    reals plus the wilds made from the other materia.
    """
    k = 3 * ci
    real = b[k] + b[k + 1] + b[k + 2]
    if wilds == "triple":
        return real + (b[21] - b[k]) // 3 + (b[22] - b[k + 1]) // 3 + (b[23] - b[k + 2]) // 3
    if rune is None:
        return real
    return real + min(wild_limit, b[21 + rune] - b[k + rune])


def payable_without(
    b: list[int], spent: tuple[int, ...], need: int, ci: int, wilds: str, rune: int | None, wild_limit: int
) -> bool:
    """Whether the pool counted in ``b``, less the materia ``spent``, still gives ``need`` units (``b`` is
    left as it was)."""
    for m in spent:
        b[m // 5] -= 1
        b[21 + (m % 15) // 5] -= 1
    ok = units_of(b, ci, wilds, rune, wild_limit) >= need
    for m in spent:
        b[m // 5] += 1
        b[21 + (m % 15) // 5] += 1
    return ok
