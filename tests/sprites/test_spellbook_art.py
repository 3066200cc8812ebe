"""SpellBook's familiar faces and spell cards stay pixel-identical through issue #26's split.

The digests were recorded from the painters before ``familiar_face`` and ``spell_card`` were
cut into small named parts; a refactor that moves one pixel fails here.
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
    ("sacrifice", False): "e51535368138acec",
    ("sacrifice", True): "28d52c58a8824f7d",
    ("levitation", False): "08ce6778d83b6041",
    ("levitation", True): "e5b8865ebc9e026f",
    ("abundance", False): "a83182d399de8627",
    ("abundance", True): "dfdc7ad8cfadc58e",
    ("clairvoyance", False): "52620dc1474e00be",
    ("clairvoyance", True): "518c8b96b9dcbc7b",
    ("distribution", False): "b445b53e6059ba33",
    ("distribution", True): "7f298a3450438050",
    ("eruption", False): "8a2ca8f3b6f1e40a",
    ("eruption", True): "5b65a1afd9019f11",
}


@pytest.mark.parametrize("kind", sorted(FACES))
def test_familiar_face_is_pixel_identical_to_the_unsplit_painter(english, kind):
    assert _digest(art.familiar_face(kind, 96)) == FACES[kind]


@pytest.mark.parametrize("key", sorted(CARDS))
def test_spell_card_is_pixel_identical_to_the_unsplit_painter(english, key):
    sid, colour_blind = key
    assert _digest(art.spell_card(sid, (200, 280), colour_blind)) == CARDS[key]
