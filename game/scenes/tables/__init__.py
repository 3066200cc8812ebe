"""Per-game table views; importing this package registers every shipped one."""

from game.scenes.tables import sorcery, spellbook, trickerion, witchcraft  # noqa: F401
