"""A German percentage never breaks before its sign (playcheck, issue #28).

Played at 2560x1440 in German: the tooltip of a Hard bot's log row read
"…: etwa 55" on one line and "% Siegchance; …" on the next. German writes a
space between the number and "%", and our word wrap breaks at every plain space,
so the sign could start a line. The German catalogue now joins them with a
no-break space (U+00A0), which the wrap keeps whole.
"""

from __future__ import annotations

import re

import pygame
import pytest
from babel.messages.pofile import read_po

from game import i18n
from game.i18n import Msg, tr
from game.sprites import text as textmod

# A number or placeholder, a plain space, then the percent sign: a line may begin with "%".
SPLIT_PERCENT = re.compile(r"[0-9}] %")


def test_no_german_percent_sign_follows_a_plain_space() -> None:
    """Every German msgstr joins "{n} %" with a no-break space, so no wrap can strand the sign."""
    with (i18n.locale_dir() / "de.po").open("rb") as fh:
        catalog = read_po(fh, locale="de")
    bad = []
    for message in catalog:
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        bad.extend(s for s in strings if s and SPLIT_PERCENT.search(s))
    assert bad == []


@pytest.mark.parametrize("width", range(120, 700, 13))
def test_bot_reason_tooltip_keeps_the_percent_with_its_number(width: int) -> None:
    """The log row's tooltip (the search bot's whole reason) at many widths: no line starts with "%"."""
    pygame.font.init()
    i18n.set_language("de")
    try:
        reason = tr(
            Msg(
                "{move}: about {pct}% to win; {share}% went to it in the search, "
                "{alt_share}% to the next best, {alt}.",
                move="Der Gentleman spielen",
                pct=55,
                share=25,
                alt_share=19,
                alt="Meister der Ketten spielen",
            )
        )
        assert "55\u00a0%" in reason
        lines = textmod.wrap(reason, textmod.font(20), width)
    finally:
        i18n.set_language("en")
    assert not [line for line in lines if line.lstrip().startswith("%")]
