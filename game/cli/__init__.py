"""Headless tools behind ``python -m game <command>``: simulate, screenshot, bench, smoke."""
