"""The real state handed to a bot with only the calls a fair bot may make allowed."""

from __future__ import annotations


class Guarded:
    """The real state, but only the calls a fair bot may make are allowed."""

    # secret_choice, like describe, speaks about the bot's own moves: it says whom the reason may name them to
    ALLOWED = {
        "legal_actions",
        "determinize",
        "describe",
        "secret_choice",
        "to_act",
        "num_players",
        "is_over",
        "view",
    }

    def __init__(self, state):
        self._state = state

    def quiet(self):
        """The search's quiet copy is guarded the same way: it holds the real hidden information too."""
        return Guarded(self._state.quiet())

    def __getattr__(self, name):
        if name not in self.ALLOWED:
            raise AssertionError(f"the bot read {name!r} of the real state")
        return getattr(self._state, name)
