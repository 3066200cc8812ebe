"""Spies on the text a view draws, for tests that check what a player reads."""

from __future__ import annotations

import pytest

from game.sprites import text as textmod


def texts_drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text ``draw_text`` draws from now on, in order (the list fills as the view draws)."""
    drawn: list[str] = []
    real = textmod.draw_text

    def noting(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(textmod, "draw_text", noting)
    return drawn
