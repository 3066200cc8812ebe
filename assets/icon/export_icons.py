"""Export the app icon from its vector source: PNGs for Linux and the window, .ico and .icns.

    .venv/bin/python assets/icon/export_icons.py

Renders ``icon.svg`` with pygame's SVG loader at each size and packs the
PNGs into a Windows ``.ico`` (16-256 px, PNG-compressed entries, Vista and
later) and a macOS ``.icns`` (16-1024 px).  Both containers are simple enough
to write here, so no image library is needed.  The outputs are committed.
"""

from __future__ import annotations

import os
import struct
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "icon.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns entry types holding PNG data, by pixel size (the @2x types reuse the larger pictures)
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
              (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512))


def png_bytes(size: int) -> bytes:
    surface = pygame.image.load_sized_svg(str(SOURCE), (size, size))
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "icon.png"
        pygame.image.save(surface, str(path))
        return path.read_bytes()


def ico(pngs: dict[int, bytes]) -> bytes:
    header = struct.pack("<HHH", 0, 1, len(ICO_SIZES))
    offset = 6 + 16 * len(ICO_SIZES)
    entries, blobs = b"", b""
    for size in ICO_SIZES:
        data = pngs[size]
        side = size % 256  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return header + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> None:
    pygame.init()
    sizes = sorted({*PNG_SIZES, *ICO_SIZES, *(size for _kind, size in ICNS_TYPES)})
    pngs = {size: png_bytes(size) for size in sizes}
    for size in PNG_SIZES:
        (HERE / f"icon-{size}.png").write_bytes(pngs[size])
    (HERE / "arcana-table.ico").write_bytes(ico(pngs))
    (HERE / "arcana-table.icns").write_bytes(icns(pngs))
    print(f"wrote {len(PNG_SIZES)} PNGs, arcana-table.ico and arcana-table.icns to {HERE}")


if __name__ == "__main__":
    main()
