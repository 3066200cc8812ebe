"""How much a pool can pay towards learning a spell.

Used both to list which spells can be learned and to keep every payment
prompt completable (a choice is offered only if the rest can still be paid).
The marker must also be a real materia of the colour; callers check that.
"""

from __future__ import annotations


def units(pool: list[int], ci: int, wilds: str, rune: int | None, wild_limit: int) -> int:
    """Most payment units ``pool`` can give towards colour index ``ci``.

    ``wilds`` is ``"triple"`` (standard learn: 3 materia sharing a rune make 1
    wild) or ``"rune"`` (Transmutation: each materia with ``rune`` makes 1
    wild, at most ``wild_limit``).  A real materia of the colour is always
    worth at least as much as using it inside a wild, so the maximum is the
    reals plus the wilds made from the other materia.
    """
    real = 0
    by_rune = [0, 0, 0]
    for m in pool:
        if m // 15 == ci:
            real += 1
        else:
            by_rune[(m % 15) // 5] += 1
    if wilds == "triple":
        return real + by_rune[0] // 3 + by_rune[1] // 3 + by_rune[2] // 3
    if rune is None:
        return real
    return real + min(wild_limit, by_rune[rune])
