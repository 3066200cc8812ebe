"""School of Sorcery texts for the table: card tooltips and the F1 rules summary.

All wording is the project's own; the summary says plainly that the deck is
the project's reconstruction, not the printed card list.
"""

from __future__ import annotations

from typing import Any

from game.i18n import _, ngettext, tr
from game.rules.base import N_

TYPE_NAMES = {
    "permanent": N_("Permanent (red): usable once per round, in phase IV."),
    "one_time": N_("One-time (yellow): usable once, in a window for one-time cards; then used."),
    "immediate": N_("Immediate (green): resolves when won."),
    "character": N_("Character: 1 point and crystals when won."),
}


def card_tooltip(card: dict[str, Any]) -> str:
    """Name, type, cost and advantage, points and the full rules text in the current language."""
    points = "?" if card["type"] == "character" else str(card["points"])
    head = _("{name} — cost {cost}, advantage {adv}, points {points}").format(
        name=tr(card["name"]), cost=card["cost"], adv=card["advantage"], points=points
    )
    return "\n".join((head, tr(TYPE_NAMES[card["type"]]), tr(card["text"])))


# What a card use asks at each step of narrowing it down (#28: the chooser said only "From location 1").
STEP_QUESTIONS = {
    "via": N_("which card?"),
    "frm": N_("from which location?"),
    "to": N_("to which location?"),
    "loc": N_("which location?"),
    "die": N_("which die?"),
    "face": N_("which face?"),
    "n": N_("how many crystals?"),
}


def effect_text(card: dict[str, Any]) -> str | None:
    """What the card's ability does, in a few words (None for the abilities that ask nothing).

    A card of one crystal says so plainly: "add up to 1 crystal" (found in play, in every
    language) offered a choice there is not.
    """
    n = card["n"]
    phrases = {
        "add": ngettext("add up to {n} crystal", "add up to {n} crystals", n),
        "move_own": ngettext("move up to {n} of your crystals", "move up to {n} of your crystals", n),
        "move_opp": ngettext("move up to {n} rival crystal", "move up to {n} rival crystals", n),
        "remove": ngettext("remove up to {n} rival crystal", "remove up to {n} rival crystals", n),
        "set_die": _("turn one of your dice to another face"),
        "spear": _("borrow a permanent card's ability"),
    }
    if n == 1:
        phrases |= {
            "add": _("add 1 crystal"),
            "move_own": _("move 1 of your crystals"),
            "move_opp": _("move 1 rival crystal"),
            "remove": _("remove 1 rival crystal"),
        }
    phrase = phrases.get(card["effect"])
    return phrase.format(n=n) if phrase is not None else None


def card_short_text(card: dict[str, Any]) -> str:
    """The card's ability in a few words, printed on a card whose whole rules text would not fit
    at a readable size (1280x720); the type label above it says when it works, the tooltip and F1
    give the whole text."""
    n = card["n"]
    phrase = effect_text(card)
    if phrase is None:
        phrases = {
            "reserve": ngettext(
                "take {n} crystal into your reserve", "take {n} crystals into your reserve", n
            ),
            "ball": ngettext(
                "roll a die: add up to {n} crystal there", "roll a die: add up to {n} crystals there", n
            ),
            "tokens": ngettext("take {n} reroll token", "take {n} reroll tokens", n),
            "wand": ngettext("+1 point per used card, at most {n}", "+1 point per used card, at most {n}", n),
            "ring": ngettext(
                "roll 2 dice: remove up to {n} rival crystal",
                "roll 2 dice: remove up to {n} rival crystals",
                n,
            ),
        }
        if card["type"] == "character":
            phrase = _("1 point, and 1 crystal per character you own")
        else:
            phrase = phrases.get(card["effect"], _("no ability: the points are the prize")).format(n=n)
    return phrase[:1].upper() + phrase[1:]


def window_tooltip(window: str) -> str:
    """The phase track's tooltip while one-time cards may be played: which window this is."""
    if window == "w1":
        return _("One-time cards: the cast is over; each player may use one-time cards before the portal.")
    return _("One-time cards: abilities are over; each player may use one-time cards before resolution.")


def use_prompt(card: dict[str, Any], key: str) -> str:
    """The top bar while a card is being used: the card, what it does, and what it asks now."""
    effect = effect_text(card)
    step = _(STEP_QUESTIONS[key]) if key in STEP_QUESTIONS else ""
    if effect is None:
        return _("{card}: {step}").format(card=tr(card["name"]), step=step)
    return _("{card}: {effect} – {step}").format(card=tr(card["name"]), effect=effect, step=step)


def cast_prompt(placed: int) -> str | None:
    """The top bar while casting, once cards lie on the dice (None: the engine's "reroll or place")."""
    if placed >= 3:
        return _("Three cast cards placed: press Cast, or click a card to take it back.")
    if placed:
        return ngettext(
            "Place {n} more cast card on your dice, then press Cast.",
            "Place {n} more cast cards on your dice, then press Cast.",
            3 - placed,
        ).format(n=3 - placed)
    return None


def honour_label(view: dict[str, Any], me: int, amounts: tuple[int, ...]) -> str:
    """A shortage button: where the opponent's crystals go, location by location.

    The engine's words ("Honour 2 crystals at location 1, 2 crystals at location 3 and 1
    crystal on the portal") stay for the bots' reasons; two lines of a button hold no more
    than the amounts and places, and the prompt above says whose crystals they are.
    """
    faces = [row[1] for row in view["revealed"][1 - me]]
    portal = 1 + [loc["card"] for loc in view["locations"]].index("portal")
    totals: dict[int, int] = {}
    for face, k in zip(faces, amounts, strict=True):
        if k:
            totals[face] = totals.get(face, 0) + k
    if not totals:
        return _("No crystals at all")
    return ", ".join(
        _("{n} to the portal").format(n=k)
        if face == portal
        else _("{n} to location {loc}").format(n=k, loc=face)
        for face, k in sorted(totals.items())
    )


def removal_label(frm: tuple[int, ...]) -> str:
    """A Ring of Influence button: how many rival crystals leave which locations (the bar names the card)."""
    return ", ".join(
        _("{n} from location {loc}").format(n=frm.count(loc), loc=loc) for loc in sorted(set(frm))
    )


SECTIONS = (
    (
        N_("Goal"),
        N_(
            "Win sorcery cards for their points and abilities. The first player to reach the goal "
            "(13 points, or 16 in the long game) wins at once."
        ),
    ),
    (N_("I. Crystals"), N_("Both players take 5 crystals of their colour from the pool into their reserve.")),
    (
        N_("II. Cast"),
        N_(
            "Both roll three dice; a reroll token returned to the pool rerolls any of your dice, "
            "as often as you have tokens. Then lay 3 of your 6 cast cards face down, one by each "
            "die. Both reveal together: a flip card first turns its die to the opposite face; each "
            "card moves its crystals from your reserve onto the card at the location its die shows "
            "(onto the portal if it lies there). If you are short of crystals, your opponent "
            "chooses which of your cards are honoured."
        ),
    ),
    (
        N_("III. Portal"),
        N_(
            "Crystals on the portal move to a card at another location. If both players have "
            "some there, both choose in secret and reveal together."
        ),
    ),
    (
        N_("IV. Abilities"),
        N_(
            "The wizard-marker holder uses each of their permanent cards once, in any order; "
            "then the other player does."
        ),
    ),
    (
        N_("V. Resolve"),
        N_(
            "Locations 6 down to 1 (not the portal) are checked once each. You win a card with "
            "at least its cost in crystals and at least its advantage more than your opponent. "
            "The winner's crystals return to the pool; the loser takes back up to the advantage "
            "of theirs into the reserve. A card with 12 or more crystals that nobody wins leaves "
            "the game. Cards and the portal then slide down, the deck refills the row (the "
            "portal never lies at location 1), and the wizard marker stays only with the player "
            "who has strictly more points."
        ),
    ),
    (
        N_("One-time cards"),
        N_(
            "One-time cards are played in windows: after the cast cards are placed and before "
            "the locations are resolved (the wizard-marker holder first, and the window stays "
            "open while either player answers), and, for die-turning and taking cards, while "
            "you cast."
        ),
    ),
    (
        N_("The deck"),
        N_(
            "The printed list of 35 cards is not available, so this deck is the Arcana Table "
            "project's reconstruction built from the rulebook's own rules: 7 characters and cards "
            "that add, move or remove crystals, roll dice, take crystals or reroll tokens. Book of "
            "Destiny, Ring of Influence, Spear of Providence and Broken Wand carry their printed "
            "names."
        ),
    ),
    (
        N_("Game end"),
        N_(
            "If the deck can no longer fill every location, the game ends after the round: more "
            "points wins, then more cards won."
        ),
    ),
)


def rules_summary(view: dict[str, Any]) -> list[tuple[str, str]]:
    """The F1 rules screen: the phases, then every card of the deck in play with its full text."""
    out = [(_(head), _(text)) for head, text in SECTIONS]
    if view.get("reconstruction"):
        out.append((_("Deck"), tr(view["deck_title"])))
    for card in view["cards"].values():
        out.append((tr(card["name"]), card_tooltip(card)))
    n = len(view["cards"])
    out.append(
        (
            _("Cards"),
            ngettext("{n} sorcery card in this deck.", "{n} sorcery cards in this deck.", n).format(n=n),
        )
    )
    return out
