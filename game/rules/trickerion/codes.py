"""The codes every Trickerion module shares: locations, characters, card codes, slot codes and bits.

Conventions (the Heir module, the table and the tests rely on them):

* Locations: ``THEATER=0, DOWNTOWN=1, MARKET=2, WORKSHOP=3, DARK_ALLEY=4``.
* Characters: ``MAGICIAN=0, ENGINEER=1, MANAGER=2, ASSISTANT=3, APPRENTICE=4``,
  servants ``SPECTER=5, GOLEM=6, TRICKSTER=7, SHAPESHIFTER=8``.  A player's
  team is ``Player.chars`` (kinds, in board order); ``Player.incoming`` holds
  those hired this turn (they join at End Turn).
* Tricks are held per **symbol** (0..3): ``sym_trick[s]`` is an index into
  ``data.TRICKS`` or -1; ``sym_slot[s]`` is 0..2 (player board) or 3 (the
  Engineer's slot); ``sym_ready[s]`` is the number of prepared markers lying on
  the trick card; markers in the Theater are found on the performance cards.
* Components: ``comp[t]`` is the number of physical components of type ``t``
  (index into ``data.COMPONENTS``) on the board; ``mgr_type[i]``/``mgr_count[i]``
  are the two Manager piles (each counts one more than it holds).  ``spells[k]``
  counts Arcane Arts spells of type ``k`` held in the Workshop; they take board
  spaces like components, and a Manager pile holding spells of type ``k`` has
  ``mgr_type == SPELL_PILE + k`` (see ``storage.py``).
* Assignment cards: ``perm[loc]`` counts permanent cards in hand per location;
  ``specials`` lists Special Assignment card ids in hand (hidden from others).
  A card given to a character is a *card code*: ``0..4`` a permanent card of
  that location, ``100 + id`` a Special Assignment card, ``SERVANT_CARD`` a
  servant's own card (any location), ``IDLE`` (-1) no card.
* Performance cards on the table: ``t_cards[i]`` (index into
  ``data.PERFORMANCES`` or -1) for the slots left to right; ``occ[i][pos]`` is
  -1 or ``player * 4 + symbol`` for the 6 positions A1 A2 A3 B1 B2 B3, and
  ``face[i][pos]`` the direction (0 up, 1 right, 2 down, 3 left) the trick's own
  category points at.
"""

from __future__ import annotations

from game.rules.base import Msg

THEATER, DOWNTOWN, MARKET, WORKSHOP, DARK_ALLEY = range(5)
LOCATIONS = (THEATER, DOWNTOWN, MARKET, WORKSHOP, DARK_ALLEY)
LOCATION_NAMES = (Msg("Theater"), Msg("Downtown"), Msg("Market Row"), Msg("Workshop"), Msg("Dark Alley"))
LOCATION_AT = (
    # Translators: a location after a preposition ("places the Engineer in Downtown"): the case your
    # language needs there (Polish locative "w Śródmieściu", German dative "in der Innenstadt")
    Msg("at the Theater"),
    Msg("in Downtown"),
    Msg("at the Market Row"),
    Msg("in the Workshop"),
    Msg("in the Dark Alley"),
)
"""Each location as it reads inside a sentence ("... in the Workshop"), so no bare name follows a
preposition: a translation puts each in its own case, which a bare name in a sentence cannot."""
MAGICIAN, ENGINEER, MANAGER, ASSISTANT, APPRENTICE, SPECTER, GOLEM, TRICKSTER, SHAPESHIFTER = range(9)
SPECIALISTS = (ENGINEER, MANAGER, ASSISTANT)
SERVANTS = (SPECTER, GOLEM, TRICKSTER, SHAPESHIFTER)
APPRENTICE_LIKE = (APPRENTICE, SHAPESHIFTER)
"""Kinds an Apprentice-only effect may apply to: the Shapeshifter counts as one when its owner wants."""
IDLE = -1
SERVANT_CARD = 50
SPECIAL_BASE = 100
ENGINEER_SLOT = 3
SPELL_PILE = 100  # mgr_type of a Manager pile holding spells: SPELL_PILE + spell type
NO_SLOT = 30  # slot code of a Specter outside the Theater
SPECTER_DAY = 20  # slot code base of a Specter in the Theater (20 + day); Theater slots are day * 3 + 0..2
STACKED = 4  # face bit: Electra's two stacked markers on one slot (corner maths is mod 4, so it is inert)

# act_flags bits: what the character being activated has done at its location
DREW = 1  # drew Special Assignment cards in this placement
FORTUNE = 2  # Fortune Telling used in this placement
WAGON_MODE = 4  # a Mage's action was taken: the location's own actions are closed
LOC_MODE = 8  # a location action was taken: the Mage's actions are closed
FREE_SET = 16  # the Trickster's free Set Die is still available
CARD_USED = 32  # the Special Assignment card's ability has been used
