"""Drag-and-drop with scripted pygame events: drops, snap-back reasons, click path, keyboard path."""

import pygame

from game.sprites.dragdrop import DragDrop, Source, Target
from game.sprites.tween import Animator


def down(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def move(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")


def make(speed="normal"):
    drops: list[tuple[str, str]] = []
    legal = {"red": {"pool"}, "blue": set()}
    dd = DragDrop(
        lambda s: legal.get(s, set()),
        lambda s, t: drops.append((s, t)),
        lambda s, t: f"cannot put {s} on {t}",
        Animator(speed),
    )
    img = pygame.Surface((40, 40), pygame.SRCALPHA)
    sources = [
        Source("red", pygame.Rect(0, 0, 40, 40), img),
        Source("blue", pygame.Rect(100, 0, 40, 40), img),
    ]
    targets = [Target("pool", pygame.Rect(0, 200, 200, 60)), Target("track", pygame.Rect(300, 200, 200, 60))]
    dd.set_items(sources, targets)
    return dd, drops


def test_drag_onto_legal_target_drops_once():
    dd, drops = make()
    dd.handle_event(down((20, 20)))
    dd.handle_event(move((60, 120)))
    assert dd.dragging
    dd.handle_event(move((50, 220)))
    dd.handle_event(up((50, 220)))
    assert drops == [("red", "pool")]
    assert dd.held is None and dd.last_drop_pos == (50, 220)


def test_while_dragging_legal_targets_glow_and_illegal_dim():
    dd, _ = make()
    dd.handle_event(down((20, 20)))
    dd.handle_event(move((60, 120)))
    assert dd.target_state("pool") == "legal"
    assert dd.target_state("track") == "illegal"
    surface = pygame.Surface((600, 300))
    surface.fill((100, 100, 100))
    dd.draw_highlights(surface)
    assert surface.get_at((100, 230))[:3] != (100, 100, 100)  # glow tint inside the legal target
    assert sum(surface.get_at((400, 230))[:3]) < 300  # dimmed illegal target


def test_drop_on_illegal_target_snaps_back_with_reason():
    dd, drops = make()
    dd.handle_event(down((20, 20)))
    dd.handle_event(move((350, 220)))
    dd.handle_event(up((350, 220)))
    assert drops == []
    assert dd.message == "cannot put red on track"
    assert dd.returning is not None and dd.animator.busy()
    dd.animator.update(0.5)
    assert dd.returning is None


def test_drop_on_empty_table_snaps_back_with_reason_for_no_target():
    dd, drops = make()
    dd.handle_event(down((20, 20)))
    dd.handle_event(move((500, 500)))
    dd.handle_event(up((500, 500)))
    assert drops == [] and dd.message == "cannot put red on None"


def test_click_source_then_click_target_is_the_same_move():
    dd, drops = make()
    dd.handle_event(down((20, 20)))
    dd.handle_event(up((20, 20)))
    assert dd.held is not None and not dd.dragging
    dd.handle_event(down((100, 230)))
    assert drops == [("red", "pool")]


def test_clicking_held_source_again_puts_it_down():
    dd, drops = make()
    for _ in range(2):
        dd.handle_event(down((20, 20)))
        dd.handle_event(up((20, 20)))
    assert dd.held is None and drops == []


def test_clicking_source_without_legal_target_says_why_and_lets_go():
    dd, _ = make()
    dd.handle_event(down((110, 10)))
    assert dd.message is None
    dd.handle_event(up((110, 10)))
    assert dd.message == "cannot put blue on None" and dd.held is None


def test_dragging_source_without_legal_target_says_why_at_once():
    dd, _ = make()
    dd.handle_event(down((110, 10)))
    dd.handle_event(move((150, 60)))
    assert dd.message == "cannot put blue on None"


def test_on_click_handles_a_plain_click_and_releases_the_source():
    dd, drops = make()
    clicked: list[str] = []
    dd.on_click = lambda s: clicked.append(s) or True
    dd.handle_event(down((20, 20)))
    dd.handle_event(up((20, 20)))
    assert clicked == ["red"] and dd.held is None and drops == []


def test_keyboard_tab_enter_moves_and_escape_cancels():
    dd, drops = make()
    dd.handle_event(key(pygame.K_TAB))
    assert dd.focused() == "red"  # blue has no legal target, so Tab skips it
    dd.handle_event(key(pygame.K_RETURN))
    assert dd.held is not None and dd.held.id == "red"
    dd.handle_event(key(pygame.K_ESCAPE))
    assert dd.held is None
    dd.handle_event(key(pygame.K_TAB))
    dd.handle_event(key(pygame.K_RETURN))
    dd.handle_event(key(pygame.K_TAB))
    assert dd.focused() == "pool"
    dd.handle_event(key(pygame.K_RETURN))
    assert drops == [("red", "pool")]


def test_refresh_without_the_held_source_cancels_the_hold():
    dd, _ = make()
    dd.handle_event(down((20, 20)))
    dd.set_items([], [])
    assert dd.held is None


def test_message_fades_after_a_few_seconds():
    dd, _ = make()
    dd.say("no")
    dd.update(1.0)
    assert dd.message == "no"
    dd.update(5.0)
    assert dd.message is None


def test_dragged_pictures_are_remade_once_when_the_window_changes_scale():
    """A view's dragged pictures are made at the picture scale of the moment; after a resize they
    are remade (once), or a dragged token would be drawn at the old window's size."""
    from game.sprites import scale

    made: list[float] = []
    dd = DragDrop(lambda s: [], lambda s, t: None, lambda s, t: "")

    def remake() -> None:
        made.append(scale.factor())
        dd.set_items([], [])

    dd.set_items([], [])
    dd.keep_pictures_at_scale(remake)
    assert made == []
    with scale.scaled(4 / 3):
        dd.keep_pictures_at_scale(remake)
        dd.keep_pictures_at_scale(remake)
    assert made == [4 / 3]
