"""Player-facing texts of the Witchcraft engine: action labels and prompts.

Kept apart from the state so the rules read as rules; every string here is
an English msgid the UI translates (``Msg``), never a translated string.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.rules.base import Action, Msg, NMsg
from game.rules.witchcraft.data import ALTAR_NAMES, DIR_NAMES, POWER_NAMES, TOKEN_TYPES, field_label
from game.rules.witchcraft.geometry import TOKEN_KINDS


def token_msg(token: int) -> Msg:
    return Msg(TOKEN_TYPES[TOKEN_KINDS[token]].name)


def dir_msg(direction: int) -> Msg:
    return Msg(DIR_NAMES[direction])


def altar_msg(kind: str) -> Msg:
    return Msg(ALTAR_NAMES[kind])


def power_msg(kind: str) -> Msg:
    return Msg(POWER_NAMES[kind])


def label(field: Any) -> str:
    return field_label((int(field[0]), int(field[1])))


def describe_action(action: Action, top_token: int | None, power: str | None) -> Msg:
    """A short label for ``action``; ``top_token`` is the token the action concerns, if any."""
    if action.kind == "activate":
        return _describe_activate(action, top_token)
    if action.kind == "power":
        return Msg("Use your power token ({power})", power=power_msg(power or ""))
    describe = _DESCRIBE.get(action.kind)
    return describe(action) if describe is not None else Msg("Unknown move")


def _describe_activate(action: Action, top_token: int | None) -> Msg:
    token = token_msg(top_token) if top_token is not None else Msg("stack")
    if action.get("target") is not None:
        return Msg(
            "Activate the {token} on {field}, aiming at {target}",
            token=token,
            field=label(action["at"]),
            target=label(action["target"]),
        )
    return Msg("Activate the {token} on {field}", token=token, field=label(action["at"]))


def _describe_attach(action: Action) -> Msg:
    cells = action["cells"]
    return NMsg(
        "Attach a piece of {n} field at {fields}",
        "Attach a piece of {n} fields at {fields}",
        len(cells),
        fields=" ".join(label(c) for c in cells),
    )


#: Labels of the actions that need only the action itself, by kind.
_DESCRIBE: dict[str, Callable[[Action], Msg]] = {
    "deploy": lambda a: Msg(
        "Place on {field}, facing {direction}", field=label(a["at"]), direction=dir_msg(a["facing"])
    ),
    "place": lambda a: Msg(
        "Put the {token} on the stack on {field}", token=token_msg(a["token"]), field=label(a["at"])
    ),
    "refresh": lambda a: Msg("Remove the exhaustion marker on {field}", field=label(a["at"])),
    "done": lambda a: Msg("Finish"),
    "skip": lambda a: Msg("Skip"),
    "shield": lambda a: Msg(
        "Shield the stack on {field} towards {direction}", field=label(a["at"]), direction=dir_msg(a["dir"])
    ),
    "pick": lambda a: Msg("Choose the stack on {field}", field=label(a["at"])),
    "move": lambda a: Msg(
        "Move to {field}, facing {direction}", field=label(a["to"]), direction=dir_msg(a["facing"])
    ),
    "attach": _describe_attach,
    "summon": lambda a: Msg(
        "Summon the {token} onto {field}, facing {direction}",
        token=token_msg(a["token"]),
        field=label(a["at"]),
        direction=dir_msg(a["facing"]),
    ),
    "arrange": lambda a: Msg(
        "Put the {token} on top on {field}, facing {direction}",
        token=token_msg(a["top"]),
        field=label(a["at"]),
        direction=dir_msg(a["facing"]),
    ),
    "swap": lambda a: Msg("Swap the stacks on {a} and {b}", a=label(a["a"]), b=label(a["b"])),
    "face": lambda a: Msg("Face {direction}", direction=dir_msg(a["facing"])),
    "remove": lambda a: Msg("Remove the {token} from the game", token=token_msg(a["token"])),
    "reserve": lambda a: Msg("Hold back the {token}", token=token_msg(a["token"])),
}


def prompt_msg(ptype: str, data: dict[str, Any]) -> Msg:
    """What the player holding prompt ``ptype`` is asked."""
    if ptype == "place":
        return Msg("Put the tokens taken off the board onto your stacks.")
    if ptype == "energy":
        return Msg("Energy: refresh up to two exhausted stacks, or finish.")
    if ptype == "protection":
        return Msg("Protection: choose one of your stacks and the direction of the shield marker.")
    if ptype == "translocate":
        return Msg("Translocation: choose a stack to move or turn.")
    if ptype == "translocate_to":
        return Msg(
            "Translocation: choose where the stack on {field} goes and its facing.", field=label(data["at"])
        )
    if ptype == "summon_attach":
        return Msg("Summoning: attach a pair of extra pieces to the board's edge.")
    if ptype == "summon_place":
        return Msg("Summoning: place one of your reserve tokens on the new piece.")
    if ptype == "medium":
        if data.get("stage") == "refresh":
            return Msg("Medium: remove one exhaustion marker, or skip.")
        return Msg("Medium: choose one of your stacks, its new top token and facing.")
    if ptype == "prince_pick":
        return Msg("Prince: choose one of your stacks to take off the board.")
    if ptype == "prince_remove":
        return Msg("Prince: choose the token that leaves the game.")
    if ptype == "keeper":
        return Msg("Keeper: choose two of your stacks to swap.")
    if ptype == "face":
        return Msg("Choose the new facing of the stack on {field}.", field=label(data["at"]))
    return Msg("Make your move.")
