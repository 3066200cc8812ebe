"""#28: School of Sorcery's dice, the cast cards under them, the opponent's cast cards, the
location tiles and the info bar are kept as pictures.

They were blended over the layer every frame (three of nine 1440p/1080p frame pairs above 1.5x).
Kept, they are painted once per look -- right only if the look's key holds everything they
show: a die rolled or turned, a card laid or revealed, a count in the bar must show at once,
and a spinning die or a turning card is painted straight.  Every frame is compared with the
scenes painted straight (``whole``, where nothing records the frame).
"""

from __future__ import annotations

import math

import pygame

from game.app import App
from game.cli.bench import play_a_move
from game.scenes.table_api import TOP_BAR
from tests.scenes.test_kept_regions import redrawn, window_rect
from tests.scenes.test_scaling import open_app, table_position


def step_equal_below_the_bar(app: App) -> None:
    """One frame; the window below the top bar equals the scenes painted straight.  (The top bar
    after a move played by hand differs from its straight painting at the merge this started
    from, before any change here: not this test's subject.)"""
    app.step(1 / 60)
    straight = pygame.Surface(app.window.get_size())
    app.render(straight)
    below = pygame.Rect(0, window_rect(app, TOP_BAR).bottom, *app.window.get_size())
    below = below.clip(app.window.get_rect())
    shown = pygame.image.tobytes(app.window.subsurface(below), "RGB")
    assert shown == pygame.image.tobytes(straight.subsurface(below), "RGB")


def test_dice_cards_and_info_bar_are_kept_yet_follow_every_move(home):
    app = open_app((2560, 1440))
    try:
        table = table_position(app, "sorcery", 12, 29)
        table.bot_wait = math.inf  # the bot's moves are played below, by hand
        for _ in range(40):
            if table.opening is None:
                break
            app.step(1 / 60)
        view = table.view
        steady = 0
        for _move in range(12):
            if table.state.is_over():
                break
            play_a_move(table)
            table.bot_wait = math.inf  # a move played starts the bot's pause again: the bot stays out
            for _ in range(30):  # the move's animations (dice spinning, cards turning), each frame checked
                step_equal_below_the_bar(app)
            if view.v["phase"] == 0:  # a draft: no dice on the table
                continue
            for _ in range(60):  # until nothing moves (a slow machine's animations run late) and the
                app.step(1 / 60)  # frame knows what it drew (painting straight elsewhere leaves no record)
                if not view.busy() and app.last_drawn is not None and app.last_drawn.changed() is not None:
                    break
            for _ in range(60):  # a steady frame after the last moving one: one that knows what it
                app.step(1 / 60)  # drew (on a loaded machine a wall-clock step, the rules reader laid
                if app.last_drawn is not None and app.last_drawn.changed() is not None:
                    break  # out ahead, may paint one frame whole first)
            else:
                raise AssertionError("no frame after the move knew what it changed")
            regions = [view.lay["info"], view.lay["opp"].move(0, 120).clip(view.lay["opp"])]
            regions += [view.loc_rect(i).clip(view.loc_rect(i).move(0, -300)) for i in range(6)]  # tiles
            for seat in (0, 1):
                regions += [view.die_rect(seat, d) for d in range(len(view.v["dice"][seat]))]
            assert [r for r in regions if redrawn(app, r)] == [], "a kept piece drawn again in a steady frame"
            steady += 1
        assert steady, "no position with dice on the table was reached"
    finally:
        app.shutdown(quit_pygame=False)
