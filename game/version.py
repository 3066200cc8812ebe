"""The one version of Arcana Table: ``pyproject.toml``'s, as installed.

From source (``pip install -e .``) it comes from the package metadata; the
frozen build has no metadata, so it reads the ``pyproject.toml`` bundled
beside the assets.  The menu's corner, ``arcana-table --version`` and crash
reports all show this one string.
"""

from __future__ import annotations

import sys
import tomllib
from functools import cache
from importlib import metadata
from pathlib import Path

DIST = "arcana-table"


@cache
def version() -> str:
    try:
        return metadata.version(DIST)
    except metadata.PackageNotFoundError:
        pass
    base = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parents[1]))
    try:
        return str(tomllib.loads((base / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"])
    except (OSError, ValueError, KeyError):
        return "unknown"
