"""The F1 rules summary of the Trickerion table, one section per entry (base, Dark Alley, Arcane
Arts, the Heir, the table's own gestures): our own short account, translated when shown."""

from __future__ import annotations

from game.i18n import _
from game.rules.base import N_

SECTIONS: tuple[tuple[str, str], ...] = (
    (
        N_("Goal"),
        N_(
            "You are a stage magician. Over five turns (seven with Dark Alley) you learn tricks, "
            "buy components, prepare tricks and perform them in the Theater. Fame wins; on a tie, "
            "the player further ahead in initiative order."
        ),
    ),
    (
        N_("A turn"),
        N_(
            "1. Advertise: pay coins by initiative position for 2 Fame. 2. Assignment: in secret, "
            "give each character one assignment card (a location) or none. 3. Placement: in "
            "initiative order, put characters one by one on free slots of their card's location. "
            "4. Actions: each placed character spends its action points (AP) there. "
            "5. Performances Thursday to Sunday. 6. End of turn: wages, orders arrive, cards move on."
        ),
    ),
    (
        N_("Action points"),
        N_(
            "The Magician has 3 AP, the Engineer, Manager and Assistant 2, an Apprentice 1. The slot "
            "adds its number (+2, +1, +1 or 0; a Theater day from +1 to −1). A Trickerion Shard "
            "paid while placing adds 1 more AP. AP not spent are lost."
        ),
    ),
    (
        N_("Locations"),
        N_(
            "Downtown: learn a trick (3 AP) whose category a Residence die shows, hire a character "
            "the Inn die shows (3 AP), take the coins of a Bank die (3 AP), set a die (2 AP) or "
            "reroll it (1 AP). Market Row: buy components (1 AP per kind, pay their price), order "
            "one into Market Row for next turn (1 AP) or quick-order one (2 AP): it is for sale "
            "this turn only, at one coin more, and goes back to the supply at the end of the turn. "
            "Workshop: prepare a trick whose components you hold (components are kept, never "
            "spent); the Engineer and Manager move tricks and components. Theater: the Magician "
            "performs, others work backstage; all your characters there stand on the same day, "
            "chosen by the first one you place."
        ),
    ),
    (
        N_("Performing"),
        N_(
            "Prepared tricks give markers. In the Theater, put a marker on a free spot of a "
            "performance card. When the Magician performs on a day, every marker on that card "
            "yields its trick's Fame, coins and Shards, plus Link bonuses where two markers' "
            "symbols meet; Thursday pays one less, Sunday one more."
        ),
    ),
    (
        N_("End of the game"),
        N_(
            "After the last turn each player adds to the Fame won during the game: 1 Fame per "
            "Shard or magic shard (at most 20) and 1 Fame per 3 coins (at most 20). With Dark "
            "Alley also 2 Fame per unused Special Assignment card and the end bonus of each "
            "level-3 trick whose components you hold; without it, 2 Fame per Apprentice and 3 per "
            "Specialist."
        ),
    ),
    (
        N_("Dark Alley"),
        N_(
            "A fifth location with Special Assignment cards (drawn there, played like a location "
            "card with an extra ability) and the fortune teller: prophecies change one rule for a "
            "whole turn; the active one is shown at the top with the three coming ones."
        ),
    ),
    (
        N_("Arcane Arts"),
        N_(
            "A Mage's wagon moves on each turn, from Downtown to Market Row, to the Dark Alley and "
            "back to Downtown. Where it stands, a "
            "character may use the Mage's actions instead of the location's: buy a spell (stored "
            "like a component, one spell may stand for a trick's components), set and lock the "
            "magic dice, charge magic shards, or summon a magic servant, a character with its "
            "own card."
        ),
    ),
    (
        N_("Dahlgaard's Heir"),
        N_(
            "In the solo game the Heir is an automated rival. Its Plan card says whether it is "
            "ready (it places and acts) or busy, and its shopping list what it buys. Beat its Fame "
            "at the end of the seventh turn."
        ),
    ),
    (
        N_("At this table"),
        N_(
            "Drag a character onto a slot (the slot shows the AP it would have), click dice, decks, "
            "components and tricks to act, and use the small lists that open beside them when "
            'there are several ways. "All options" lists every possible move.'
        ),
    ),
)


def rules_summary() -> list[tuple[str, str]]:
    """The sections, translated: (title, body) each."""
    return [(_(title), _(body)) for title, body in SECTIONS]
