"""From Trickerion's legal actions to the things a hand does at the table.

Every legal action is anchored to the element it concerns: a character is
dragged onto a location slot, a trick onto a performance card's spot, a hand
card is clicked (it goes to the glowing character); dice, trick decks,
components, stored components, tricks, performance cards, prophecies and the
Mage's wagon are clicked.  When one element carries several actions (a die
may be rerolled or set to any face) a small chooser opens beside it.  Only
"pass"-like steps become prompt-bar buttons, and the few engine choices that
have no piece on the board yet (the setup offers, the drawn Special cards,
the Apprentice's trade) become tiles over the central board.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.rules.base import Action
from game.rules.trickerion import tables as T
from game.rules.trickerion.codes import ENGINEER_SLOT, SHAPESHIFTER, SPECIAL_BASE, SPECTER_DAY, THEATER
from game.rules.trickerion.state import ASSISTANT, ENGINEER
from game.scenes.tables.trickerion.geometry import Key

BUTTON_KINDS = frozenset({"pass", "advertise", "done", "stop", "sale_pay", "move_app"})
TILE_KINDS = frozenset({"magician", "trick", "specialist", "components", "keep", "talent"})

_BY_PARAM: dict[str, tuple[str, str]] = {
    "hire": ("die", "die"),
    "coins": ("die", "die"),
    "reroll": ("die", "die"),
    "setdie": ("die", "die"),
    "buy": ("comp", "comp"),
    "order": ("comp", "comp"),
    "quick": ("comp", "comp"),
    "invest": ("comp", "comp"),
    "sale_pick": ("comp", "comp"),
    "discard": ("store", "comp"),
    "move_comp": ("store", "comp"),
    "discard_trick": ("trick", "sym"),
    "prepare": ("trick", "sym"),
    "move_trick": ("trick", "sym"),
    "durable": ("trick", "sym"),
    "draw": ("sadeck", "deck"),
    "fate": ("proph", "pending"),
    "buy_spell": ("spell", "slot"),
    "perform": ("perf", "card"),
    "possess": ("perf", "card"),
    "swap": ("perf", "a"),
    "idle": ("char", "char"),
}
_FIXED: dict[str, Key] = {
    "fortune": ("fortune",),
    "charge": ("wagon",),
    "magic_dice": ("mdice",),
    "summon": ("servant",),
}


@dataclass
class Gestures:
    """What the hand may do now: clicks (element -> actions), drags (source -> target -> actions)."""

    clicks: dict[Key, list[Action]] = field(default_factory=dict)
    drags: dict[Key, dict[Key, list[Action]]] = field(default_factory=dict)
    buttons: list[Action] = field(default_factory=list)
    tiles: list[Action] = field(default_factory=list)

    def click(self, key: Key, action: Action) -> None:
        self.clicks.setdefault(key, []).append(action)

    def drag(self, src: Key, tgt: Key, action: Action) -> None:
        self.drags.setdefault(src, {}).setdefault(tgt, []).append(action)

    def covered(self) -> set[Action]:
        """Every action some gesture reaches."""
        out = {a for acts in self.clicks.values() for a in acts}
        out |= {a for per in self.drags.values() for acts in per.values() for a in acts}
        return out | set(self.buttons) | set(self.tiles)


def next_character(view: dict[str, Any], seat: int) -> int:
    """The character the next assignment card goes to: the engine fills them in board order."""
    me = view["players"][seat]
    return len([c for c in me["assign"] if c is not None]) if view["phase"] == "assign" else -1


def with_pending_card(view: dict[str, Any], seat: int, action: Action) -> dict[str, Any]:
    """``view`` as if the assignment card ``action`` lays were already under its character and out of
    the hand: the last card waits for "lay them face down?", and in the second playtest it was
    nowhere while the question was open (the hand still said x1, the figure had no card)."""
    me = dict(view["players"][seat])
    code = action["card"]
    me["assign"] = [*me["assign"], code]
    if 0 <= code < 5 and me.get("perm") is not None:
        me["perm"] = [n - (i == code) for i, n in enumerate(me["perm"])]
    elif code >= SPECIAL_BASE and me.get("specials") is not None:
        specials = list(me["specials"])
        specials.remove(code - SPECIAL_BASE)
        me["specials"] = specials
    players = list(view["players"])
    players[seat] = me
    return {**view, "players": players}


def performs_without_a_trick(view: dict[str, Any], seat: int | None, action: Action) -> bool:
    """``action`` puts the Magician on a day's Performance slot while no trick of ``seat`` stands on
    a Performance card.  In the playtest he went on stage that way, nothing was set up backstage
    by the day, and the performance was lost without a word before it."""
    if seat is None or action.kind != "place" or action["loc"] != THEATER:
        return False
    if action["slot"] >= SPECTER_DAY or action["slot"] % 3 != 2:  # a backstage slot, a Specter's
        return False
    markers = view["theater"]["markers"]
    return not any(code >= 0 and code // 4 == seat for row in markers for code in row)


def build(view: dict[str, Any], legal: list[Action], seat: int | None) -> Gestures:
    """Gestures for ``seat`` (the board at the bottom of the screen) given its legal actions."""
    g = Gestures()
    if seat is None:
        return g
    for a in legal:
        k = a.kind
        if k in BUTTON_KINDS:
            g.buttons.append(a)
        elif k in TILE_KINDS:
            g.tiles.append(a)
        elif k == "assign":
            g.click(("card", a["card"]), a)
            g.drag(("card", a["card"]), ("char", next_character(view, seat)), a)
        elif k == "place":
            src, tgt = ("char", a["char"]), ("slot", a["loc"], a["slot"])
            g.drag(src, tgt, a)
            g.click(tgt, a)
            g.click(src, a)
        elif k == "learn":
            g.click(("deck", T.TRICK_CAT[a["trick"]]), a)
        elif k == "setup":
            g.drag(("trick", a["sym"]), ("pos", a["card"], a["pos"]), a)
            g.click(("pos", a["card"], a["pos"]), a)
        elif k in ("moveto", "resched", "street"):
            g.click(("pos", a["card"], a["pos"]), a)
        elif k in _BY_PARAM:
            name, param = _BY_PARAM[k]
            g.click((name, a[param]), a)
        elif k in _FIXED:
            g.click(_FIXED[k], a)
        else:  # an action this table does not know yet still has a way: a tile
            g.tiles.append(a)
    _assistant_move(view, seat, g)
    _engineer_drags(view, seat, legal, g)
    return g


def _engineer_drags(view: dict[str, Any], seat: int, legal: list[Action], g: Gestures) -> None:
    """A trick dragged onto the Engineer -- his figure, or the trick in his slot -- moves to his slot
    (#24: the chooser row "Move ... to the Engineer" was the only way)."""
    me = view["players"][seat]
    onto = [("char", ci) for ci in engineer_figures(me["chars"], legal)]
    at_his_slot = [s for s, t in enumerate(me["tricks"]) if t["trick"] >= 0 and t["slot"] == ENGINEER_SLOT]
    onto += [("trick", s) for s in at_his_slot]
    for a in legal:
        if a.kind == "move_trick":
            for tgt in onto:
                g.drag(("trick", a["sym"]), tgt, a)


def engineer_figures(chars: list[int], legal: list[Action]) -> list[int]:
    """The figures a trick is dragged onto to move it to the Engineer's slot: the Engineer's, or,
    when the engine offers the move with no Engineer on the team, the Shapeshifter's, who stands in
    for him (Arcane Arts: it counts as any one Specialist); its drop had no target before."""
    engineers = [ci for ci, kind in enumerate(chars) if kind == ENGINEER]
    if engineers or not any(a.kind == "move_trick" for a in legal):
        return engineers
    return [ci for ci, kind in enumerate(chars) if kind == SHAPESHIFTER]


def _assistant_move(view: dict[str, Any], seat: int, g: Gestures) -> None:
    """Moving an Apprentice to the Assistant is done on the Assistant himself when he is on the board."""
    chars = view["players"][seat]["chars"]
    if ASSISTANT not in chars:
        return
    for a in [b for b in g.buttons if b.kind == "move_app"]:
        g.buttons.remove(a)
        g.click(("char", chars.index(ASSISTANT)), a)
