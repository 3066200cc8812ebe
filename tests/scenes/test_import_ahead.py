"""pygame-gui is imported on a thread once the menu is on screen (issue #27: no frame over 50 ms
when a table opens).

Imported by the first element that needs it, the ~40 ms import fell into one frame: School of
Sorcery's first frame after its opening, where the table begins laying its rules reader out
ahead, took 55-65 ms of CPU.  Each check runs in a fresh interpreter: this one has pygame-gui
imported long ago.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

RUN_THE_APP = """
import json, sys, threading
import pygame
from game.app import App
from game.scenes.menu import MenuScene
from game.settings import Settings

app = App(Settings(language="en"), persist=False)
app.push(MenuScene(app))
seen = []
step = app.step


def watched(dt, events=()):
    # notes, each frame, whether pygame-gui is imported; ends the loop after a second
    seen.append("pygame_gui" in sys.modules)
    step(dt, events)
    if len(seen) == 60:
        app.quit()


app.step = watched
app.run()
print(json.dumps({"frames": seen, "threads": [t.name for t in threading.enumerate()]}))
"""

NEED_IT_AT_ONCE = """
import json
import pygame
pygame.init()
pygame.display.set_mode((64, 64))
from game.scenes import gui

thread = gui.import_ahead()
layer = gui.GuiLayer(1.0)  # needs pygame-gui while the thread is importing it
thread.join()
print(json.dumps({"again": gui.import_ahead() is None, "manager": type(layer.manager).__name__}))
"""


def run_fresh(script: str) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_app_imports_pygame_gui_after_its_first_frame_without_a_scene_asking() -> None:
    """The menu's first frame is drawn before the import begins (start-up does not pay for it),
    and the import is done within the second the menu then stands there."""
    seen = run_fresh(RUN_THE_APP)
    frames = seen["frames"]
    assert frames[0] is False
    assert frames[-1] is True, "the menu never needs pygame-gui: only the thread imported it"
    assert "import pygame-gui" not in seen["threads"], "the thread ended"


def test_a_scene_that_needs_pygame_gui_during_the_import_waits_for_it_whole() -> None:
    """A manager made while the thread imports gets the whole library (the import system's module
    lock), and a second call starts no second import."""
    seen = run_fresh(NEED_IT_AT_ONCE)
    assert seen == {"again": True, "manager": "CanvasManager"}
