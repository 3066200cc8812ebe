"""SpellBook's familiar faces and spell cards stay pixel-identical through issue #26's split.

The digests were recorded from the painters before ``familiar_face`` and ``spell_card`` were
cut into small named parts; a refactor that moves one pixel fails here.  The cards' digests were
re-taken when their rows changed on purpose (sb720: texts readable at 1280x720).
"""

from __future__ import annotations

import hashlib

import pygame
import pytest

from game import i18n
from game.scenes.tables.spellbook import art
from game.sprites import vector


def _digest(surface: pygame.Surface) -> str:
    return hashlib.sha256(pygame.image.tobytes(surface, "RGBA")).hexdigest()[:16]


@pytest.fixture
def english():
    previous = i18n.current_language()
    i18n.set_language("en")
    vector.clear_cache()
    yield
    i18n.set_language(previous)
    vector.clear_cache()


FACES = {
    "cat": "2b091c0c53724e26",
    "dragon": "25fe705c695fef56",
    "golem": "75ce8d282ac2b4ad",
    "gargoyle": "07167b7a3c7a981d",
    "rival": "0ba49d49cd3bd5df",
}

CARDS = {
    ("sacrifice", False): "b801db8e544ac21a",
    ("sacrifice", True): "d8d8186a0014620a",
    ("levitation", False): "128d5581874bc5ad",
    ("levitation", True): "c28eee79b523507a",
    ("abundance", False): "e83822bdac129905",
    ("abundance", True): "12f397416d0d10c9",
    ("clairvoyance", False): "5c351197fedfdcfe",
    ("clairvoyance", True): "4a58bd1ef7c02b33",
    ("distribution", False): "b62c7220526a8935",
    ("distribution", True): "035bb0217191fcbb",
    ("eruption", False): "2fc923c2902f254c",
    ("eruption", True): "588628cd431744c0",
}


@pytest.mark.parametrize("kind", sorted(FACES))
def test_familiar_face_is_pixel_identical_to_the_unsplit_painter(english, kind):
    assert _digest(art.familiar_face(kind, 96)) == FACES[kind]


@pytest.mark.parametrize("key", sorted(CARDS))
def test_spell_card_is_pixel_identical_to_the_unsplit_painter(english, key):
    sid, colour_blind = key
    assert _digest(art.spell_card(sid, (200, 280), colour_blind)) == CARDS[key]
