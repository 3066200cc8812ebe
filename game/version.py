"""The one version of Arcana Table: ``pyproject.toml``'s, as installed.

It is read from the ``pyproject.toml`` beside the package (a source checkout) or
bundled beside the assets (the frozen build); an installed wheel has no such file
and asks the package metadata.  The file comes first because the menu's first
frame shows the version: importing :mod:`importlib.metadata` cost ~30 ms of every
start.  The menu's corner, ``arcana-table --version`` and crash reports all show
this one string.
"""

from __future__ import annotations

import tomllib
from functools import cache

from game.resources import app_root

DIST = "arcana-table"


@cache
def version() -> str:
    try:
        project = tomllib.loads((app_root() / "pyproject.toml").read_text(encoding="utf-8"))["project"]
        if project.get("name") == DIST:
            return str(project["version"])
    except (OSError, ValueError, KeyError):
        pass
    from importlib import metadata

    try:
        return metadata.version(DIST)
    except metadata.PackageNotFoundError:
        return "unknown"
