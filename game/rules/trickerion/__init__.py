"""Trickerion: Legends of Illusion, with the Dark Alley module, the Arcane Arts
expansion and the Dahlgaard's Heir solo opponent (see docs/trickerion.md)."""

from __future__ import annotations

from game.rules.base import GameInfo, Msg, Option
from game.rules.registry import register
from game.rules.trickerion.setup import new_game
from game.rules.trickerion.state import TrickerionState

OPTIONS = (
    Option(
        "modules",
        Msg("Modules"),
        (
            ("base", Msg("Base game")),
            ("dark_alley", Msg("Dark Alley")),
            ("arcane_arts", Msg("Dark Alley and Arcane Arts")),
        ),
        "dark_alley",
        # what each choice adds, and the solo rule said so that it is right at every seat count
        # (it once said only "the solo game always uses Dark Alley", also beside 2-4 seats); one short
        # line per choice, read at a glance -- the whole rules are in the game's rules summary (F1)
        help=Msg(
            "Base game: 4 locations, 5 turns.\n"
            "Dark Alley: + a 5th location, prophecies, Magician abilities; 7 turns.\n"
            "Arcane Arts: Dark Alley + the Mage, spells, magic shards.\n"
            "Solo against Dahlgaard's Heir: always with Dark Alley.\n"
            "In full: the rules (F1 at the table)."
        ),
    ),
    Option(
        "length",
        Msg("Length"),
        (
            ("standard", Msg("Standard (5 turns, 7 with Dark Alley)")),
            (5, Msg("5 turns")),
            (7, Msg("7 turns")),
        ),
        "standard",
    ),
    Option(
        "beginner",
        Msg("Beginner setup"),
        (
            (False, Msg("Off")),
            (True, Msg("On: fixed starting tricks and components")),
        ),
        False,
    ),
    Option(
        "difficulty",
        Msg("Heir difficulty"),
        (
            ("easy", Msg("Easy")),
            ("normal", Msg("Normal")),
            ("hard", Msg("Hard")),
        ),
        "normal",
        min_players=1,
        max_players=1,
    ),
)

INFO = register(
    GameInfo(
        id="trickerion",
        name=Msg("Trickerion"),
        min_players=1,
        max_players=4,
        new_game=new_game,
        from_json=TrickerionState.from_json,
        options=OPTIONS,
        blurb=Msg("Rival illusionists learn tricks, hire helpers and perform in the Theater for Fame."),
        solo_label=Msg("Dahlgaard's Heir"),
        rules_version=5,  # 2: the Arcane Arts fixes of issue #25 (spell storage, wages, Apprentice spaces);
        # 3: the Heir re-read against the solo app S3 (backstage bonus by difficulty, card choice,
        # Electra shards, coin conversion at the wage step); 4: the Heir checked section by section
        # (five Plan card slots, idle helpers, place-two, the Priestess' coin, one Trick die);
        # 5: the quick-ordered type counts as stock, so it cannot be ordered that turn
        hidden_information=True,
        simultaneous=True,  # the characters are assigned face down at once
        chance=True,
        solo_variants=tuple((f"heir-{d}", {"difficulty": d}) for d in ("easy", "normal", "hard")),
        view="game.scenes.tables.trickerion:TrickerionView",
        policy="game.ai.policies.trickerion:make_policy",
        emblem=((180, 110, 220), (212, 176, 106), 9, 4),
    )
)
