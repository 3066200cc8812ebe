"""The SpellBook table's words: hints, tooltips, refusal reasons and the F1 summary.

All are the project's own sentences (English msgids, translated through
``locale/pl.po`` and ``locale/de.po``); card texts come from the engine's
data through ``_``.
"""

from __future__ import annotations

from typing import Any

from game.i18n import _, ngettext, tr
from game.rules.spellbook.data import LEVELS, PHASE_NAMES, POOL_CAP, SPELLS
from game.rules.spellbook.texts import materia_msg


def kind_name(kind: str) -> str:
    names = {
        "immediate": _("immediate effect"),
        "permanent": _("permanent effect"),
        "scoring": _("scores at the end"),
        "none": _("no effect"),
        "action": _("phase action"),
    }
    return names.get(kind, "")


def phase_name(phase: str | None) -> str:
    if phase in PHASE_NAMES:
        return _(PHASE_NAMES[phase])
    return _("no phase")


def breakdown_name(key: str) -> str:
    """A score line's source: a spell's printed name, or the familiar."""
    if key in SPELLS:
        return _(SPELLS[key].name)
    if key == "familiar":
        return _("familiar")
    return key


def breakdown_line(data: dict[str, Any]) -> str:
    """Where a seat's points come from, each source with its points ("Healing 3 pts · familiar 1 pt")."""
    return " · ".join(_source(breakdown_name(key), n) for key, n in data.get("breakdown", []))


def _source(name: str, points: int) -> str:
    """One source and its points, kept on one line (no-break spaces: "1 P." was cut at its space)."""
    return f"{name}\u00a0{points_label(points)}".replace(" ", "\u00a0")


def breakdown_summary(data: dict[str, Any]) -> str:
    """The same in two sums, spells and familiar, where the whole line does not fit."""
    parts = data.get("breakdown", [])
    spells = sum(n for key, n in parts if key in SPELLS)
    familiar = sum(n for key, n in parts if key not in SPELLS)
    return f"{_source(_('Spells'), spells)} · {_source(breakdown_name('familiar'), familiar)}"


def scores_tooltip(view: dict[str, Any], names: list[str]) -> str:
    """The points board's tooltip: how points count, then every seat's whole breakdown."""
    lines = [_("Points if the game ended now: each learned spell at its marker's level, plus the familiar.")]
    lines += [f"{names[seat]}: {breakdown_line(data)}" for seat, data in enumerate(view["seats"])]
    return "\n".join(lines)


def materia_name(m: int) -> str:
    return tr(materia_msg(m))


def hint(
    view: dict[str, Any], mine: bool, prompt_kind: str | None, names: list[str], can_learn: bool = True
) -> str:
    """One line telling the player at the screen how to do what they may do now.

    ``can_learn`` is False in an evening where no spell level is affordable: a new
    player otherwise drags a lone materia onto a level, is refused, and does not
    know that a level costs that many materia of the spell's colour.
    """
    if view.get("over"):
        return _("The game is over.")
    current = int(view["current"])
    if not mine:
        prompt = view.get("prompt") or {}
        waiting = prompt.get("seat", current)
        return _("{name} is playing.").format(name=names[waiting])
    if prompt_kind == "take":
        return _("Click a glowing materia on the altar, or drag it to where it goes.")
    if prompt_kind == "discard":
        return _("Click a glowing materia in your pool to discard it.")
    if prompt_kind in ("store", "store_discarded"):
        return _("Click a glowing materia to store it on your familiar.")
    if prompt_kind == "swap_altar":
        return _("Drag a materia from your pool onto an altar materia to swap them.")
    if prompt_kind == "swap_track":
        return _("Drag a materia from your pool onto one on your familiar to swap them.")
    if prompt_kind == "replace":
        return _("Click altar materia to replace them from the bag; press Done when finished.")
    if prompt_kind == "raise":
        return _("Click one of your learned spells to raise its marker one level.")
    if prompt_kind == "pay":
        return _("Click a glowing materia of the spell's colour: it becomes the card's marker.")
    phase = view.get("phase")
    if phase == "morning":
        return _(
            "Morning: drag a materia from the altar to your pool, click the bag to draw 2, or use a spell."
        )
    if phase == "noon":
        return _("Noon: drag a materia from your pool onto your familiar, or use a spell.")
    if phase == "evening" and not can_learn:
        return _(
            "Evening: you cannot pay for a spell yet (level 3 costs 3 materia of its colour). "
            "Use a spell or skip."
        )
    if phase == "evening":
        return _(
            "Evening: drag a materia onto a level of a spell of its colour to learn it "
            "(a level costs that many materia), or use a spell."
        )
    if phase == "end":
        return _("End of day: give one altar materia to the rival.")
    return ""


def points_label(n: int) -> str:
    """A score such as "1 pt" / "7 pts": plural-aware, so a one-point seat never reads "1 pts"."""
    return ngettext("{points} pt", "{points} pts", n).format(points=n)


def payment_status(units: int, remaining: int, reals: int, wilds: int) -> str:
    """The payment line; each count takes its own plural form ("0 dzikich", not "0 dzikie")."""
    return _("Selected {units} of {remaining}: {reals}, {wilds}.").format(
        units=units,
        remaining=remaining,
        reals=ngettext("{n} real", "{n} real", reals).format(n=reals),
        wilds=ngettext("{n} wild", "{n} wild", wilds).format(n=wilds),
    )


def familiar_line(view: dict[str, Any], seat: int) -> str:
    data = view["seats"][seat]
    values = view["familiar_values"]
    filled = len(data["track"])
    now = data["track_value"]
    if filled >= len(values):
        return ngettext("Familiar: {now} point (full)", "Familiar: {now} points (full)", now).format(now=now)
    nxt = values[filled + 1] if filled + 1 < len(values) else view["familiar_full"]
    return ngettext(
        "Familiar: {now} point, {next} after one more", "Familiar: {now} points, {next} after one more", now
    ).format(now=now, next=nxt)


def card_tooltip(view: dict[str, Any], seat: int | None, sid: str, level: int | None) -> str:
    card = SPELLS[sid]
    lines = [_(card.name) + " · " + phase_name(card.phase)]
    learned = view["seats"][seat]["learned"].get(sid) if seat is not None else None
    for lv in LEVELS:
        pts = card.points[lv - 3]
        points = "?" if pts is None else str(pts)
        mark = "» " if level == lv else ""
        extra = kind_name(card.kind(lv))
        lines.append(
            mark
            + _("Level {level} (cost {level}, {points} pts, {kind}): {text}").format(
                level=lv, points=points, kind=extra, text=_(card.text(lv))
            )
        )
    if learned:
        lines.append(
            _("Learned at level {level}; marker: {materia}.").format(
                level=learned["level"], materia=materia_name(learned["marker"])
            )
        )
    else:
        lines.append(_("Not learned yet."))
    return "\n".join(lines)


def bag_tooltip(view: dict[str, Any]) -> str:
    n = int(view["bag"])
    return (
        ngettext("Vortex bag: {n} materia inside.", "Vortex bag: {n} materia inside.", n).format(n=n)
        + "\n"
        + _("In the morning, click it to draw 2. When it runs empty, the discard is put back in.")
    )


def altar_tooltip(view: dict[str, Any]) -> str:
    return (
        _("Altar: {n} materia. Take one in the morning.").format(n=len(view["altar"]))
        + "\n"
        + _(
            "At the end of each day: below 5 it is refilled to 5; with 5 to 9 one is added; "
            "with 10 or more all are discarded and 5 new ones drawn."
        )
    )


def discard_tooltip(view: dict[str, Any]) -> str:
    return _("Discard tray: {n} materia.").format(n=len(view["discard"]))


def pool_tooltip(view: dict[str, Any], seat: int, names: list[str]) -> str:
    n = len(view["seats"][seat]["pool"])
    return _("{name}'s pool: {n} of {cap} materia. A pool never holds more than {cap}.").format(
        name=names[seat], n=n, cap=POOL_CAP
    )


def seat_tooltip(view: dict[str, Any], seat: int, names: list[str]) -> str:
    """A seat's standing, for the panel between its pool, track and cards."""
    data = view["seats"][seat]
    n = len(data["learned"])
    return ngettext(
        "{name}: {score} pts if the game ended now; {n} spell learned.",
        "{name}: {score} pts if the game ended now; {n} spells learned.",
        n,
    ).format(name=names[seat], score=data["score"], n=n)


def familiar_tooltip(view: dict[str, Any], seat: int, names: list[str]) -> str:
    return (
        _("{name}'s familiar.").format(name=names[seat])
        + " "
        + familiar_line(view, seat)
        + "\n"
        + _(
            "At noon, store a materia on the first free space. The lowest visible value scores; a full track "
            "scores {full}."
        ).format(full=view["familiar_full"])
    )


def rival_tooltip(view: dict[str, Any]) -> str:
    rival = view.get("rival") or {}
    return (
        _("The rival: {score} pts (its lowest visible value plus 1 per materia in its lower area).").format(
            score=rival.get("score", 0)
        )
        + "\n"
        + _(
            "At the end of each of your days you give it one altar materia; a refresh space clears the altar."
        )
    )


def skip_tooltip(view: dict[str, Any]) -> str | None:
    """What skipping the time of day gives up and what follows (#28: the button's tooltip only
    repeated "Pomiń tę porę dnia"); None outside the three times of day."""
    phase = view.get("phase")
    if phase == "morning":
        return _("Skip the morning: you take no materia now, and noon follows.")
    if phase == "noon":
        return _("Skip noon: you store no materia on your familiar today, and evening follows.")
    if phase == "evening":
        return _("Skip the evening: you learn no spell today, and your day ends.")
    return None


def day_tooltip(view: dict[str, Any]) -> str:
    return _(
        "Day {day}, round {round}. Each day has a morning, a noon and an evening: one action in each, "
        "or skip."
    ).format(day=view["day"], round=view["round"])


def rules_summary(view: dict[str, Any]) -> list[tuple[str, str]]:
    """The F1 sheet: our own short rules, then the full texts of the seven spells in play."""
    out = [
        (
            _("Goal"),
            _(
                "Learn spells and feed your familiar. When someone learns a 7th spell or fills the familiar "
                "track, the round is finished and the most points win: each learned spell scores the points "
                "of the level its marker shows, the familiar scores its lowest visible value."
            ),
        ),
        (
            _("Your day"),
            _(
                "Morning: take 1 materia from the altar or draw 2 from the bag. Noon: store 1 materia "
                "from your pool on your familiar. Evening: learn 1 spell. Any phase may be skipped. A "
                "learned spell with a phase symbol may replace that phase's action from the next day on, "
                "at its level or lower."
            ),
        ),
        (
            _("Learning"),
            _(
                "Choose a spell you have not learned and a level 3, 4 or 5, and pay that many materia of "
                "its colour. Any three materia sharing a rune may stand in for one. At least one real "
                "materia of the colour is needed: it marks the level on the card, and its rune is the "
                "card's rune."
            ),
        ),
        (
            _("Limits"),
            _(
                "A pool holds at most 9 materia: an effect that would exceed it happens only in part. "
                "When the bag is empty, the discard goes back into it."
            ),
        ),
        (
            _("The altar"),
            _(
                "At the end of each day: fewer than 5 materia, refill to 5; 5 to 9, add one; 10 or "
                "more, discard them all and draw 5."
            ),
        ),
        (
            _("Ties"),
            _(
                "With equal points, more learned spells win, then more materia in the pool; otherwise "
                "the victory is shared."
            ),
        ),
    ]
    if view.get("solo"):
        out.append(
            (
                _("Solo: the rival"),
                _(
                    "The altar starts with 7. At the end of each of your days give the "
                    "rival one altar materia (its track, left to right), then refill to "
                    "7; a refresh space clears the altar instead. The rival scores its "
                    "lowest visible value plus 1 per materia in its lower area. You win "
                    "with more points."
                ),
            )
        )
    for sid in view["spells"]:
        card = SPELLS[sid]
        lines = [phase_name(card.phase)]
        for lv in LEVELS:
            pts = card.points[lv - 3]
            lines.append(
                _("Level {level} ({points} pts): {text}").format(
                    level=lv, points="?" if pts is None else pts, text=_(card.text(lv))
                )
            )
        out.append((_(card.name), "\n".join(lines)))
    return out
