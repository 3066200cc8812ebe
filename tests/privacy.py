"""What a seat may not read yet, named as the texts name it: the lines-against-views privacy check.

``view(seat)`` is guarded by re-sampling (``tests/conformance.py``); the lines a
seat reads -- log events, bots' reasons -- are free text, so they are checked
differently: every hidden thing of one seat is listed here by the words the
game's own texts would use for it (the ``describe`` of the secret choice, the
name of a hidden card or token), and a line shown to another seat must contain
none of them.  What counts as hidden is read from the state at the moment the
line is shown and confirmed against ``view(viewer)``, so a reveal lifts it.

The lines a seat reads about its *own* options (prompts, ``describe`` of its
legal actions) are checked by re-sampling instead: see
``conformance.assert_own_lines_hide``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from game.rules.base import Action, State


def _sorcery(st, owner: int, viewer: int) -> set[str]:
    from game.rules.sorcery.texts import cast_label

    view = st.view(viewer)
    out: set[str] = set()
    if st.step == "cast" and st.assign[owner] is not None:  # face down until both have cast
        assert view["assigned"][owner] and view["revealed"] is None
        out.add(", ".join(cast_label(st.deck.cast_cards[i]) for i in st.assign[owner]))
        out.add(st.describe(Action("assign", cards=tuple(st.assign[owner]))).english())
    if st.step == "portal" and sum(st.portal_need) == 2 and st.portal_pick[owner] is not None:
        assert view["portal_picks"][owner] is None
        out.add(st.describe(Action("portal", loc=st.portal_pick[owner])).english())
    draft = view["draft"]
    if draft is not None:
        hidden = set(st.draft_hand[owner]) | set(st.draft_kept[owner]) | {st.draft_pick[owner]} - {None}
        seen = set(draft["hand"]) | set(draft["kept"]) | set(draft.get("passed", ())) | {draft["pick"]}
        seen |= {loc["card"] for loc in view["locations"]}
        for area in view["areas"]:
            seen |= set(area["permanent"]) | set(area["one_time"]) | set(area["used"])
        names = {c: st.deck.cards[c].label().english() for c in hidden | seen if c is not None}
        out |= {names[c] for c in hidden - seen} - {names[c] for c in seen if c is not None}
    return out


def _witchcraft(st, owner: int, viewer: int) -> set[str]:
    from game.rules.witchcraft.texts import describe_action

    view = st.view(viewer)
    out: set[str] = set()
    if st.power[owner] is not None and not st.power_used[owner]:
        assert view["power"][owner]["kind"] is None
        out.add(describe_action(Action("power"), None, st.power[owner]).english())
    if st.picks[owner]:
        assert view["picks"][owner] is None
        out |= {st.describe(Action("reserve", token=t)).english() for t in st.picks[owner]}
    return out


def _trickerion(st, owner: int, viewer: int) -> set[str]:
    from game.rules.trickerion.tables import SPECIAL_NAME

    seen = st.view(viewer)["players"][owner]
    assert seen["specials"] is None
    out = {
        st.describe(Action("assign", card=code)).english()
        for code, shown in zip(st.p[owner].assign, seen["assign"], strict=True)
        if shown == "card"
    }
    return out | {SPECIAL_NAME[s] for s in st.p[owner].specials}  # the Special Assignment cards in hand


def _spellbook(st, owner: int, viewer: int) -> set[str]:
    return set()  # only the bag's order is hidden, and no text names a materia before it is drawn


SECRETS: dict[str, Callable[[State, int, int], set[str]]] = {
    "sorcery": _sorcery,
    "witchcraft": _witchcraft,
    "trickerion": _trickerion,
    "spellbook": _spellbook,
}


def secrets(state: State, owner: int, viewer: int) -> set[str]:
    """The English words that would give away what ``owner`` hides from ``viewer`` right now."""
    if owner == viewer or owner >= state.num_players:
        return set()
    return SECRETS[state.game_id](state, owner, viewer)


def assert_line_hides(state: State, line: str, viewer: int, owners: Iterable[int], what: str) -> None:
    """``line`` (English) is shown to ``viewer``: it must name no secret of ``owners``."""
    for owner in owners:
        for secret in secrets(state, owner, viewer):
            assert secret not in line, (
                f"{what} shown to seat {viewer} gives away {secret!r} of seat {owner}: {line!r}"
            )
