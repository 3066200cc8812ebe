"""Per-game table views; importing this package registers every shipped one.

Trickerion has no view of its own yet: the table scene falls back to the
generic view (a button per legal action) for it.
"""

from game.scenes.tables import sorcery, spellbook, witchcraft  # noqa: F401
