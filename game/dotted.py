"""Dotted names ("package.module:attribute"): how a game's registration points at code.

``game/rules/`` must not import pygame, yet a game's registration names its table view,
bot policy and setup pictures; it names them as strings, and the platform resolves them
here when it needs them.
"""

from __future__ import annotations

import importlib
from typing import Any


def resolve(name: str) -> Any:
    """The object a dotted ``"module:attribute"`` name points at (importing the module)."""
    module, _, attribute = name.partition(":")
    return getattr(importlib.import_module(module), attribute)
