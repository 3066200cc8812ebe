"""Entry point: ``python -m game`` opens the window; subcommands run headless tools.

    python -m game                 play (--verbose: the log also on the terminal)
    python -m game --version       print the version
    python -m game --smoke         start, play a bot game through the real scenes, exit 0
    python -m game --install-desktop-entry   Linux: put the game in your applications menu
    python -m game simulate ...    bot games without a window (results, games/s)
    python -m game screenshot ...  render a scene offscreen to a PNG
    python -m game bench           start-up, frame time and playouts/s per game
    python -m game smoke           same as --smoke
    python -m game arena ...       bot tournaments (game.ai.arena)

``main`` is also the ``arcana-table`` console script.
"""

from __future__ import annotations

import os
import sys

COMMANDS = ("simulate", "screenshot", "bench", "smoke", "arena")


def dpi_aware() -> None:
    """Windows: draw at the screen's real pixels, so display scaling (125 %, 150 %) does not blur the game.

    Without it Windows renders the window at 96 dpi and stretches it.  Per-monitor v2
    (Windows 10 1703+) first, then per-monitor (8.1+); older systems keep the
    stretch.  Must run before the window opens; nothing happens elsewhere.
    """
    if sys.platform != "win32":
        return
    import ctypes

    try:
        if ctypes.windll.user32.SetProcessDpiAwarenessContext(ctypes.c_void_p(-4)):  # PER_MONITOR_AWARE_V2
            return
    except (AttributeError, OSError):
        pass  # before Windows 10 1703
    try:
        ctypes.windll.shcore.SetProcessDpiAwareness(2)  # PROCESS_PER_MONITOR_DPI_AWARE
    except (AttributeError, OSError):
        pass  # Windows 7/8: the system stretches the window, as before


def play(first_frame_only: bool = False, verbose: bool = False) -> int:
    """The game; ``first_frame_only`` draws the menu once and exits (``bench`` times a cold start)."""
    import logging
    import platform

    from game import logs
    from game.app import App
    from game.scenes.menu import MenuScene
    from game.version import version

    dpi_aware()
    if not first_frame_only:
        logs.setup(verbose)
        # system, release and machine come from uname; platform.platform() also scans the Python
        # binary for its C library (~10 ms of every start): the crash report still names it
        logging.getLogger("game").info(
            "Arcana Table %s on %s %s (%s), Python %s",
            version(),
            platform.system(),
            platform.release(),
            platform.machine(),
            platform.python_version(),
        )
    app = App(persist=not first_frame_only)
    app.push(MenuScene(app))
    if first_frame_only:
        app.step(0.0)
        app.shutdown()
        return 0
    return app.run()


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in COMMANDS:
        command, rest = args[0], args[1:]
        if command == "arena":
            from game.ai import arena

            return int(arena.main(rest) or 0)
        from importlib import import_module

        return int(import_module(f"game.cli.{command}").main(rest) or 0)
    if "--smoke" in args:
        from game.cli import smoke

        return smoke.main([a for a in args if a != "--smoke"])
    if args and args[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    if "--install-desktop-entry" in args:
        from game import desktop

        return desktop.main()
    if "--version" in args:
        from game.version import version

        print(f"Arcana Table {version()}")
        return 0
    return play(first_frame_only="--first-frame" in args, verbose="--verbose" in args)


if __name__ == "__main__":
    if getattr(sys, "frozen", False):  # the bundle's bot process starts here; from source it never does
        import multiprocessing  # (~20 ms of imports the menu's first frame does not need)

        multiprocessing.freeze_support()
    sys.exit(main())
