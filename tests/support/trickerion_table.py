"""Playing Trickerion's table from tests: seeded positions, a hand that plays by mouse, the moves
of seats that are not the hand's.

Shared by the tests/scenes/test_trickerion_* files (and the secret assignment's confirm test), so
that no test file imports another's helpers.
"""

from __future__ import annotations

import random

import pygame

from game.rules import registry
from game.rules.base import Action
from game.scenes.table_api import TableContext
from game.scenes.tables.trickerion import TrickerionView
from game.sprites import text as textmod
from tests.scenes import harness
from tests.scenes.harness import start_table

# Random play that still gets somewhere: passing, idling and discarding are rarely chosen.
RARE = {"done": 0.05, "pass": 0.15, "stop": 0.15, "idle": 0.03, "discard": 0.05, "discard_trick": 0.02}


def weighted(rng: random.Random, actions):
    return rng.choices(actions, [RARE.get(a.kind, 1.0) for a in actions])[0]


def positions(players: int, modules: str, seed: int):
    """Each decision of a seeded game played by weighted random moves: ``(state, seat to act)``."""
    info = registry.get("trickerion")
    options = info.default_options(players)
    options["modules"] = modules
    state = info.new_game(players, options, seed)
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.to_act()[0]
        yield state, seat
        state.apply(seat, weighted(rng, state.legal_actions(seat)))


def first_position(wanted, players: int = 2, modules: str = "arcane_arts", seeds=range(1, 30)):
    """The first position of the seeded games where ``wanted(state, seat)`` holds."""
    for seed in seeds:
        for state, seat in positions(players, modules, seed):
            if wanted(state, seat):
                return state, seat
    raise AssertionError("no seeded game got there")


def sending_view(state, seat) -> tuple[TrickerionView, list[Action]]:
    """The table view of ``seat`` over ``state`` (no scene); what it submits lands in the list."""
    pygame.font.init()
    ctx = harness.offline_context("trickerion", state, seat)
    sent: list[Action] = []
    ctx.submit = lambda a, **kw: sent.append(a)
    return TrickerionView(ctx), sent


def context(state, seat) -> TableContext:
    return harness.offline_context("trickerion", state, seat)


def with_modules(modules: str, **extra):
    """Table options: these modules (and ``extra``)."""
    return {"modules": modules, **extra}


class Hand(harness.Hand):
    """Plays seat 0 through the Trickerion view's own routes with real mouse events."""

    @property
    def view(self) -> TrickerionView:
        return self.table.view

    def step(self) -> None:
        v = self.view
        if self.drive.scene_id() == "handoff":
            self.drive.key(pygame.K_RETURN)
            return
        if self.table.bot_seat is not None:  # a bot thinks: wait for its answer, not a count of frames
            self.drive.until(lambda: self.table.bot_seat is None, timeout=30)  # (its worker starts slowly)
            return
        if not v.ctx.is_my_turn() or not v.ctx.legal or self.drive.scene_id() != "table":
            self.drive.frame()
            return
        routes = v.routes()
        action = weighted(self.rng, sorted(routes, key=repr))
        how, what = self.rng.choice(routes[action])
        done = len(self.table.actions)
        if how == "click":
            self.click(v.element_rect(what))
        elif how == "drag":
            self.drag(v.element_rect(what[0]), v.element_rect(what[1]))
        else:
            self.click(what.rect)
        if v.chooser is not None:
            row = next(r for r in v.chooser if r.action == action)
            self.click(row.rect)
            self.note("chooser")
        if v.confirm.open:  # a placement that would leave the character at 0 AP asks first
            self.drive.key(pygame.K_RETURN)
            self.note("confirm")
        self.note(how)
        mine = [a for seat, a in self.table.actions[done:] if seat == 0]
        assert mine[:1] == [action], (how, what, action)


def table_and_hand(app, drive, modules: str = "arcane_arts", seed: int = 5, speed: str = "instant"):
    """A table with seat 0 human (the hand's) and seat 1 a bot."""
    options = with_modules(modules)
    table = start_table(app, "trickerion", ("human", "bot"), seed=seed, speed=speed, options=options)
    return table, Hand(app, drive, table, seed=seed)


def play_until(table, hand, drive, wanted, limit: int = 1500):
    """Seat 0 plays by mouse (animations skipped between its moves) until ``wanted(view)`` holds."""
    for _ in range(limit):
        v = table.view
        if wanted(v):
            return v
        if v.busy():
            v.skip_animations()
            drive.frame()
            continue
        hand.step()
    raise AssertionError("the seeded game never got there")


def my_assignment(v) -> bool:
    """Seat 0 lays its assignment cards (a card in the hand can be clicked)."""
    return v.ctx.is_my_turn() and v.view["phase"] == "assign" and any(k[0] == "card" for k in v.g.clicks)


def play_seat(table, drive):
    """Seat 1 (or whoever is asked) answers through its own view's routes, so the game moves on."""
    v = table.view
    if not v.ctx.legal:
        drive.frame()
        return
    routes = v.routes()
    action = sorted(routes, key=repr)[0]
    how, what = routes[action][0]
    if how == "click":
        drive.click_at(v.element_rect(what).center)
    elif how == "drag":
        drive.drag(v.element_rect(what[0]).center, v.element_rect(what[1]).center)
    else:
        drive.click_at(what.rect.center)
    if v.chooser is not None:
        drive.click_at(next(r for r in v.chooser if r.action == action).rect.center)


def texts_drawn(view, monkeypatch, whole: bool = False) -> list[tuple[str, pygame.Rect]]:
    """Every text a frame of ``view`` writes, with where: with ``whole`` the board is repainted
    whole under the spy, else only what the frame writes over its kept board is noted."""
    surface = pygame.Surface((1920, 1080))
    if whole:
        view.layers.invalidate()
        view.painted = None
    else:
        view.draw(surface)  # the board's own texts are painted before the spy
    drawn: list[tuple[str, pygame.Rect]] = []
    real = textmod.draw_text

    def noting(surface, text, rect, *args, **kwargs):
        drawn.append((text, pygame.Rect(rect)))
        return real(surface, text, rect, *args, **kwargs)

    monkeypatch.setattr(textmod, "draw_text", noting)
    view.draw(surface)
    return drawn
