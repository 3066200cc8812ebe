"""Witchcraft's table texts: token and altar help, and the F1 rules summary.

Our own wording throughout (msgids marked with ``N_`` and translated when
shown), kept apart from the drawing code so translators find them in one place.
"""

from __future__ import annotations

from game.i18n import _
from game.rules.base import N_

TOKEN_HELP: dict[str, str] = {
    "adept": N_("Magic missile forward."),
    "master": N_("Two magic missiles at once, front-left and front-right."),
    "guardian": N_("Magic missile forward. Shield at the front."),
    "golem": N_("Magic missile forward. Shields at the front, left and right."),
    "archmage": N_("Thunder forward: breaks shields. Shield at the back."),
    "monk": N_("Thunder forward: breaks shields."),
    "telepath": N_("Discharge forward: hits any one target on its line, not only the first."),
    "medium": N_(
        "Removes one exhaustion marker, then puts any token of one of your stacks on top and turns it."
    ),
    "prince": N_(
        "Takes one of your stacks off the board: one token leaves the game, "
        "the rest go onto your other stacks."
    ),
    "keeper": N_("Swaps two of your stacks and turns both."),
    "barbarian": N_("Removes any altar from the game."),
    "priest": N_("Its forward line wakes every altar on it; enemy stacks block it, own ones do not."),
}

ALTAR_HELP: dict[str, str] = {
    "energy": N_("Remove up to two exhaustion markers from any stacks."),
    "protection": N_("Put a shield marker on one of your stacks, facing any of the eight directions."),
    "translocation": N_("Move any stack one field onto a free field, and/or turn it."),
    "summoning": N_(
        "Attach a pair of extra board pieces; the opponent, then you, bring in a reserve token on them."
    ),
}
SPENT_HELP = N_("All extra pieces are used: this altar only blocks lines now.")

# the guilds are named after the colour the palette paints them (the colour-blind one: blue/orange)
GUILD_NAMES: dict[bool, tuple[str, str]] = {
    False: (N_("Green guild"), N_("Red guild")),
    True: (N_("Blue guild"), N_("Orange guild")),
}


def guild_name(seat: int, colour_blind: bool) -> str:
    """The guild of ``seat`` as the screen shows it, translated now."""
    return _(GUILD_NAMES[colour_blind][seat])


def rules_summary(colour_blind: bool) -> list[tuple[str, str]]:
    """(heading, text) pairs for the F1 screen, translated now; guilds named as the palette paints them."""
    return _the_turn(colour_blind) + _the_spells() + _the_rest()


def _the_turn(colour_blind: bool) -> list[tuple[str, str]]:
    """Goal, deployment and activation."""
    return [
        (
            _("Goal"),
            _(
                "Two guilds of wizards fight in a ruined temple. You lose when, on your turn, "
                "none of your stacks can make a legal activation."
            ),
        ),
        (
            _("Deployment"),
            _(
                "Each guild's eight tokens lie in a shuffled face-down stack. In turn, place "
                "the top token on any free field and choose one of eight facings: its spell "
                "lines and shields turn with it. Monk, Telepath and Medium wait in reserve."
            )
            + " "
            + _(
                "First to place and to start the battle: {first} (a triangle on its tokens). "
                "Second: {second} (a square)."
            ).format(first=guild_name(0, colour_blind), second=guild_name(1, colour_blind)),
        ),
        (
            _("Activation"),
            _(
                "On your turn activate one fresh stack (its top token counts). It must hit an "
                "enemy stack, wake an altar that can do something, or use a special power. "
                "Afterwards the stack is exhausted until a marker is removed."
            ),
        ),
    ]


def _the_spells() -> list[tuple[str, str]]:
    """Spells, capture, altars and the special tokens."""
    return [
        (
            _("Spells"),
            _(
                "Lines fly over your own stacks and end at the edge or a gap. A magic missile "
                "hits the first enemy or altar on its line; thunder does too and breaks shields; "
                "a discharge may hit any one target on its line. A shield facing the shot stops "
                "missiles and discharges, and blocks the line behind it."
            ),
        ),
        (
            _("Capture"),
            _(
                "The whole hit stack changes colour and you spread its tokens onto your own "
                "stacks as you like. A stack that receives a token loses its markers; the caster "
                "is exhausted after the whole effect, even when it takes a captured token."
            ),
        ),
        (
            _("Altars"),
            _(
                "Energy: remove up to two exhaustion markers, or none. Protection: a shield "
                "marker on one of your stacks. Translocation: move a stack one field and/or turn "
                "it. Summoning: attach a pair of extra pieces (1, 2 or 3 fields) symmetrically; "
                "your opponent places a reserve token on the twin, then you on yours. Altars "
                "block missile and thunder lines."
            ),
        ),
        (
            _("Specials"),
            _(
                "Medium: refresh one stack, then choose the top token and facing of one of "
                "your stacks. Prince: take one of your stacks off, one token leaves the game. "
                "Keeper: swap two of your stacks and turn them. Barbarian: remove an altar. "
                "Priest: wake every altar on its line."
            ),
        ),
    ]


def _the_rest() -> list[tuple[str, str]]:
    """Power tokens, draws and the controls."""
    return [
        (
            _("Power tokens"),
            _(
                "Once per game, before activating, you may reveal your secret power token "
                "and use the power of the matching altar. The tournament variant plays "
                "without them."
            ),
        ),
        (_("Draw"), _("When the same position comes up for the third time, the game is a draw.")),
        (
            _("Controls"),
            _(
                "Drag a token onto a field, turn it with the mouse wheel or Q/E, confirm with "
                "Enter. Hover a stack to see its lines; click to activate. Drag captured tokens "
                "onto your stacks. The Up and Down keys walk through the choices and Enter "
                "takes one; a right click cancels. P uses the power token, F finishes, "
                "S skips."
            ),
        ),
    ]
