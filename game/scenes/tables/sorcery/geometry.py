"""Where School of Sorcery's table puts things: the layout's slots (``assets/layouts/sorcery.tmx``) and the
pieces' sizes in canvas pixels, shared by the view's input and its drawing."""

from __future__ import annotations

from game.sprites import layout

LAYOUT_NAME = "sorcery"
LOCS = [f"loc{i}" for i in range(1, 7)]
layout.declare(
    LAYOUT_NAME,
    {
        "phases",
        "info",
        "opp",
        "opp_dice",
        "opp_cards",
        "overlay",
        "me",
        "my_dice",
        "hand",
        "my_cards",
        "controls",
        *LOCS,
    },
)

LOCATION_PARAMS = ("frm", "to", "loc")  # a card use's parameters that name a location (1-6)
CARD = (160, 222)
CHIP = 24  # height of a won card's name plate (the opponent's, two lines: OPP_CHIP)
OPP_CHIP = 40  # two lines of 10 px at 1280x720 (30 held them only at 7 px)
OPP_CHIP_GAP = 6  # a plate is its column less this (a column of three holds "Drachenschuppe" at 10 px)
CAST = (90, 128)
DIE = 72
GEM = 22
