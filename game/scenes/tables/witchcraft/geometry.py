"""Where Witchcraft's table puts things: the layout's slots (``assets/layouts/witchcraft.tmx``), the base
board's fields and the room left for the coordinates, shared by the view's input and its drawing."""

from __future__ import annotations

from game.rules.witchcraft.data import COLS, ROWS
from game.sprites import layout

Field = tuple[int, int]
LAYOUT_NAME = "witchcraft"
layout.declare(LAYOUT_NAME, {"board", "seat_top", "seat_bottom", "tray", "controls", "inspector"})

BASE = frozenset((x, y) for x in range(COLS) for y in range(ROWS))
LABEL_GAP = 12  # px between the outermost fields and the column letters or row numbers (inside the floor)
# Modes whose decision is a token placed with the editor: shown at its field, turned by its knob.
EDIT_MODES = ("deploy", "move", "summon", "arrange", "face")
