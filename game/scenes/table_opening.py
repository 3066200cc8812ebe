"""A table's opening: its first frame is built offscreen over several frames under a cover, then it fades in.

The first frame of a table paints a few hundred pictures (boards, card faces in
the player's language, labels, fonts): 130-230 ms of CPU in one frame, a hitch
every time a game opened.  Instead, while a cover in the table's mood shows the
game's name, each frame draws the new table offscreen within a small painting
budget (:mod:`game.sprites.paint_budget`); what it painted stays cached, so the
attempts go further each frame, and the one that completes leaves the first
real frame nothing to paint.  Then the bot process starts (when bots sit at the
table) in small steps, and the cover fades into the table.

It works for every game without the view's help: a view's pictures go through
the picture caches, and the budget stops a drawing at the next picture stored.
Before the scene's first update nothing covers the table, so tools that draw a
table without running frames (screenshots) see it as before.  Scripted scene tests
switch the opening off (``TableScene.opens_with_cover``): their hands act at once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

import pygame

from game.scenes.ui import CANVAS_SIZE
from game.sprites import paint_budget, scale

#: Seconds of painting per frame while a table opens at 1920x1080: with the cover and the frame's
#: own work it stays far below the 50 ms a player would notice as a hitch, and a table is ready
#: in 15-30 frames.  A larger window's pictures have more pixels, so the budget grows with its
#: area: at 3840x2160 a frame's redraw alone is ~45 ms, and a 16 ms budget let SpellBook's table
#: open only after ~75 frames of a still cover instead of ~28.
BUDGET = 0.016
#: Seconds in which the cover fades into the table.
FADE = 0.2
#: Attempts before the table is shown anyway: a drawing that paints a new picture every time (a key
#: that changes each frame) would otherwise never complete within its budget.
MAX_ATTEMPTS = 240


class Opening:
    """The steps of a table's opening, one per frame, and the cover shown meanwhile.

    ``draw_table`` draws the whole table (view, top bar, log) onto a surface;
    ``then`` are small steps run one per frame after it (starting the bot process);
    ``cover`` paints what shows while the table is being built.
    """

    def __init__(
        self,
        draw_table: Callable[[scale.Target], None],
        cover: Callable[[scale.Target], None],
        then: Sequence[Callable[[], object]] = (),
    ) -> None:
        self._draw_table = draw_table
        self._paint_cover = cover
        self._then = then
        self._steps = self._run()
        self.started = False
        self.building = True  # the table is not ready to be shown yet
        self.steps = 0  # frames that ran a step (tests: the work is split)
        self.fade_left = FADE
        self._cover: scale.Canvas | None = None

    @property
    def covering(self) -> bool:
        """The cover hides the table: input is not for a table nobody sees."""
        return self.started and self.building

    @property
    def done(self) -> bool:
        return not self.building and self.fade_left <= 0

    def update(self, dt: float) -> None:
        """One frame of the opening: the next step while building, then the fade."""
        if self.building:
            self.started = True
            self.steps += 1
            self.building = next(self._steps, False) is not False
        else:
            self.fade_left -= dt

    def _run(self) -> Iterator[bool]:
        yield True  # the first frame (the click that made the table) shows the cover only
        # at the window's scale (a migrated table at another size than 1080p paints its pictures at
        # that size); unmigrated views draw on plain surfaces, and scale 1 is the same for both
        scratch: scale.Target = pygame.Surface(CANVAS_SIZE)
        if pygame.display.get_surface() is not None:
            scratch = scratch.convert()  # the window's pixel format, as the real frames draw in
        if scale.factor() != 1:
            scratch = scale.Canvas(pygame.Surface(scale.px_size(CANVAS_SIZE)).convert(), scale.factor())
        yield True  # the second one collects the scenes left (App._free_left_scenes)
        for _ in range(MAX_ATTEMPTS):
            try:
                with paint_budget.budget(BUDGET * max(1.0, scale.factor()) ** 2):
                    self._draw_table(scratch)
                break
            except paint_budget.Spent:
                yield True
        for step in self._then:
            yield True
            step()
        if self._then:
            yield True  # the table's first frame comes alone, not after the last step

    def draw_cover(self, surface: scale.Target) -> None:
        scale.as_canvas(surface).put(self._cover_picture(surface))

    def draw_fade(self, surface: scale.Target) -> None:
        """The cover over the table, fading out."""
        if self.fade_left <= 0 or self.building:
            return
        cover = self._cover_picture(surface)
        cover.set_alpha(round(255 * self.fade_left / FADE))
        scale.as_canvas(surface).put(cover)
        cover.set_alpha(None)

    def _cover_picture(self, surface: scale.Target) -> scale.Canvas:
        """The cover at the target's pixel size (margins included), painted once per window size."""
        canvas = scale.as_canvas(surface)
        if self._cover is None or self._cover.key() != canvas.key():
            self._cover = canvas.blank()
            self._paint_cover(self._cover)
        return self._cover
