"""Per-game table views; each game names its own in its registration (``GameInfo.view``)."""
