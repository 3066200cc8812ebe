"""Text boxes record overflows; vector art is cached per size and re-rendered for new sizes."""

import pygame

from game.sprites import text, vector
from game.sprites.sprite import CardSprite, DieSprite, Sprite
from game.sprites.tooltip import HoverTimer, draw_tooltip
from game.sprites.tween import Animator


def test_text_that_fits_after_shrinking_records_no_overflow():
    text.reset_overflows()
    surf = pygame.Surface((400, 200))
    text.draw_text(surf, "Zaklęcie Poświęcenie: odrzuć jedną materię", pygame.Rect(0, 0, 200, 80), 22)
    assert text.OVERFLOWS == []


def test_text_too_long_for_its_box_is_recorded_and_clipped():
    text.reset_overflows()
    surf = pygame.Surface((400, 200))
    surf.fill((0, 0, 0))
    text.draw_text(surf, "Feuersturm " * 30, pygame.Rect(10, 10, 120, 30), 22, (255, 255, 255))
    assert len(text.OVERFLOWS) == 1 and text.OVERFLOWS[0].rect == (10, 10, 120, 30)
    assert surf.get_at((200, 100))[:3] == (0, 0, 0)  # nothing drawn outside the box


def test_wrap_keeps_explicit_newlines():
    f = text.font(20)
    assert text.wrap("a\nb", f, 500) == ["a", "b"]


def test_render_caches_per_size_and_repaints_at_a_new_size():
    calls: list[tuple[int, int]] = []

    def paint(s: pygame.Surface) -> None:
        calls.append(s.get_size())
        pygame.draw.circle(s, (255, 0, 0), s.get_rect().center, s.get_width() // 2)

    a = vector.render(("test-dot",), (20, 20), paint)
    b = vector.render(("test-dot",), (20, 20), paint)
    c = vector.render(("test-dot",), (40, 40), paint)
    assert a is b and c.get_size() == (40, 40)
    assert calls == [(20 * vector.SUPERSAMPLE,) * 2, (40 * vector.SUPERSAMPLE,) * 2]


def test_svg_is_rendered_at_the_requested_size(tmp_path):
    path = tmp_path / "rune.svg"
    path.write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">'
        '<circle cx="5" cy="5" r="4" fill="#c33"/></svg>'
    )
    img = vector.svg(path, (64, 64))
    assert img.get_size() == (64, 64)
    assert img.get_at((32, 32))[0] > 150


def test_sprite_flies_to_its_target_and_card_flips_face():
    anim = Animator()
    dot = Sprite(lambda s: pygame.Surface(s, pygame.SRCALPHA), (0, 0), (10, 10))
    dot.fly_to(anim, (100, 50), duration=0.2, arc=30)
    anim.update(0.1)
    assert 0 < dot.center[0] < 100
    anim.update(0.2)
    assert dot.center == (100, 50)
    card = CardSprite(
        lambda s: pygame.Surface(s), lambda s: pygame.Surface(s), (0, 0), (50, 80), face_up=False
    )
    card.flip(anim)
    anim.skip()
    assert card.face_up and card.image_fn is card.front


def test_die_roll_ends_on_the_rolled_value():
    anim = Animator()
    die = DieSprite(lambda v, s: pygame.Surface(s), 1, (0, 0), (40, 40))
    die.roll(anim, 5)
    anim.update(0.05)
    anim.update(1.0)
    assert die.value == 5 and die.angle == 0


def test_tooltip_stays_inside_the_canvas_and_waits_for_a_rest():
    surf = pygame.Surface((800, 600))
    rect = draw_tooltip(surf, "Altar: ten spaces " * 5, (790, 590))
    assert surf.get_rect().contains(rect)
    timer = HoverTimer(0.4)
    assert not timer.update(0.1, "bag")
    assert not timer.update(0.2, "bag")
    assert timer.update(0.3, "bag")
    assert not timer.update(0.1, "altar")
