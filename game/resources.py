"""Where the app's own files lie (``assets/``, ``locale/``, ``pyproject.toml``).

In a source checkout they are beside the package; in the standalone build PyInstaller
unpacks them into its bundle folder, ``sys._MEIPASS`` (see ``build.spec``'s ``datas``).
"""

from __future__ import annotations

import sys
from pathlib import Path


def app_root() -> Path:
    """The folder holding the app's files: the bundle's when frozen, else the checkout's root."""
    return Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parent.parent))
