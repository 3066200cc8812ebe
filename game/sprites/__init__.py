"""Drawing and input plumbing shared by every game table (no game knowledge here).

* :mod:`~game.sprites.tween` -- eased tweens, a speed factor, skip-all;
* :mod:`~game.sprites.sprite` -- token, card and die sprites that fly, flip, tumble;
* :mod:`~game.sprites.dragdrop` -- drag, click-then-click and keyboard moves with
  legal-target glow and snap-back reasons;
* :mod:`~game.sprites.tooltip` -- hover tooltips;
* :mod:`~game.sprites.text` -- wrapped, shrink-to-fit text with an overflow record;
* :mod:`~game.sprites.vector` -- painters cached per size, SVG rendering;
* :mod:`~game.sprites.scale` -- canvas pixels to window pixels: crisp drawing at any window size;
* :mod:`~game.sprites.layout` -- named slots from Tiled ``.tmx`` object layers.
"""
