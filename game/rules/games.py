"""Imports every shipped game package so that each registers itself.

Add a line here when a new engine lands; the order is the order the menu shows.
"""

import game.rules.spellbook  # noqa: F401, I001  (menu order, not alphabetical)
import game.rules.witchcraft  # noqa: F401
import game.rules.sorcery  # noqa: F401
import game.rules.trickerion  # noqa: F401
