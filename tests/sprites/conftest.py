"""Headless pygame for the sprite tests."""

import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True, scope="session")
def _pygame() -> None:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
