#!/usr/bin/env python3
"""The app's PNG icons, drawn from our own emblem (static/icon.svg), stdlib only.

Browsers install a web app only with raster icons (192 and 512 px) and want a maskable one (full-bleed, its
content inside the central circle of 80 % that any mask keeps). Rather than keep PNGs beside the SVG, the build
draws them from it, so the emblem has one source: this reads the small SVG subset the emblem uses (``rect`` with
``rx``, ``circle``, fill, stroke, ``rotate(...)``) and rasterises it with signed distances (one anti-aliased sample
per pixel), then writes PNG with zlib. Anything else in the SVG is an error, not a silent difference.

Run as a script for a look: ``python3 scripts/build_icons.py OUTDIR``.
"""

from __future__ import annotations

import math
import re
import struct
import sys
import zlib
import xml.etree.ElementTree as ET
from pathlib import Path

SVG_NS = "{http://www.w3.org/2000/svg}"
SAFE_ZONE = 0.4  # radius of the maskable safe zone, as a share of the icon's size
# file name -> (size in px, maskable)
ICONS = {
    "icon-192.png": (192, False),
    "icon-512.png": (512, False),
    "icon-maskable-512.png": (512, True),
}


def _colour(value: str) -> tuple[float, float, float]:
    m = re.fullmatch(r"#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})", value.strip())
    if not m:
        raise ValueError(f"icon.svg: colour {value!r} (only #rgb / #rrggbb)")
    h = m.group(1)
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    return tuple(int(h[i:i + 2], 16) / 255 for i in (0, 2, 4))


class Shape:
    """A filled and/or stroked rounded rectangle or circle, as a signed distance in SVG units."""

    def __init__(self, el: ET.Element):
        a = el.attrib
        tag = el.tag.removeprefix(SVG_NS)
        if tag == "rect":
            x, y = float(a.get("x", 0)), float(a.get("y", 0))
            w, h = float(a["width"]), float(a["height"])
            self.cx, self.cy, self.hx, self.hy = x + w / 2, y + h / 2, w / 2, h / 2
            self.r = min(float(a.get("rx", 0)), w / 2, h / 2)
        elif tag == "circle":
            self.cx, self.cy, self.r = float(a["cx"]), float(a["cy"]), float(a["r"])
            self.hx = self.hy = self.r
        else:
            raise ValueError(f"icon.svg: <{tag}> is not drawn by build_icons.py")
        self.fill = None if a.get("fill", "#000") == "none" else _colour(a.get("fill", "#000"))
        self.stroke = _colour(a["stroke"]) if a.get("stroke", "none") != "none" else None
        self.stroke_w = float(a.get("stroke-width", 1)) if self.stroke else 0.0
        self.cos, self.sin, self.ox, self.oy = 1.0, 0.0, 0.0, 0.0
        if "transform" in a:
            m = re.fullmatch(r"\s*rotate\(\s*([-\d.]+)(?:[\s,]+([-\d.]+)[\s,]+([-\d.]+))?\s*\)\s*", a["transform"])
            if not m:
                raise ValueError(f"icon.svg: transform {a['transform']!r} (only rotate)")
            angle = math.radians(float(m.group(1)))
            self.cos, self.sin = math.cos(angle), math.sin(angle)
            self.ox, self.oy = float(m.group(2) or 0), float(m.group(3) or 0)
        # Radius around (cx, cy) rotated about (ox, oy) that holds the whole shape: for bounds.
        self.reach = math.hypot(self.hx, self.hy) + self.stroke_w / 2
        dx, dy = self.cx - self.ox, self.cy - self.oy
        self.centre = (self.ox + dx * self.cos - dy * self.sin, self.oy + dx * self.sin + dy * self.cos)

    def distance(self, x: float, y: float) -> float:
        dx, dy = x - self.ox, y - self.oy  # undo the rotation about (ox, oy)
        lx = self.ox + dx * self.cos + dy * self.sin - self.cx
        ly = self.oy - dx * self.sin + dy * self.cos - self.cy
        qx, qy = abs(lx) - self.hx + self.r, abs(ly) - self.hy + self.r
        return math.hypot(max(qx, 0.0), max(qy, 0.0)) + min(max(qx, qy), 0.0) - self.r


def read_svg(path: Path) -> tuple[float, list[Shape]]:
    root = ET.parse(path).getroot()
    box = [float(v) for v in root.attrib["viewBox"].split()]
    if box[0] or box[1] or box[2] != box[3]:
        raise ValueError("icon.svg: the viewBox must be a square from 0 0")
    return box[2], [Shape(el) for el in root]


def render(svg: Path, size: int, maskable: bool) -> list[bytearray]:
    """RGBA rows. Maskable: the first shape (the tile) becomes the full square, the rest shrinks to fit the safe
    zone."""
    view, shapes = read_svg(svg)
    px = size / view  # pixels per SVG unit
    scale, mid = 1.0, view / 2
    rgba = [[0.0, 0.0, 0.0, 0.0] for _ in range(size * size)]  # premultiplied
    if maskable:
        tile, shapes = shapes[0], shapes[1:]
        for p in rgba:
            p[:] = [*tile.fill, 1.0]
        extent = max(math.hypot(s.centre[0] - mid, s.centre[1] - mid) + s.reach for s in shapes)
        scale = min(1.0, SAFE_ZONE * view / extent)
    for shape in shapes:
        # Pixel bounds, from the shape's reach (scaled about the centre for the maskable icon).
        cx, cy = mid + (shape.centre[0] - mid) * scale, mid + (shape.centre[1] - mid) * scale
        reach = shape.reach * scale
        x0, x1 = max(0, int((cx - reach) * px) - 1), min(size, int((cx + reach) * px) + 2)
        y0, y1 = max(0, int((cy - reach) * px) - 1), min(size, int((cy + reach) * px) + 2)
        unit = px * scale  # pixels per unit of the shape's own coordinates
        for j in range(y0, y1):
            sy = mid + (((j + 0.5) / px) - mid) / scale
            for i in range(x0, x1):
                sx = mid + (((i + 0.5) / px) - mid) / scale
                d = shape.distance(sx, sy) * unit
                layers = []
                if shape.fill:
                    layers.append((shape.fill, min(1.0, max(0.0, 0.5 - d))))
                if shape.stroke:
                    layers.append((shape.stroke, min(1.0, max(0.0, 0.5 + shape.stroke_w * unit / 2 - abs(d)))))
                p = rgba[j * size + i]
                for colour, cover in layers:
                    if cover:
                        keep = 1.0 - cover
                        p[0] = colour[0] * cover + p[0] * keep
                        p[1] = colour[1] * cover + p[1] * keep
                        p[2] = colour[2] * cover + p[2] * keep
                        p[3] = cover + p[3] * keep
    rows = []
    for j in range(size):
        row = bytearray()
        for r, g, b, a in rgba[j * size:(j + 1) * size]:
            if a:
                row += bytes((round(r / a * 255), round(g / a * 255), round(b / a * 255), round(a * 255)))
            else:
                row += b"\0\0\0\0"
        rows.append(row)
    return rows


def png(rows: list[bytearray]) -> bytes:
    """A PNG (8-bit RGBA, no filter) of the rows."""
    height, width = len(rows), len(rows[0]) // 4

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    raw = b"".join(b"\0" + bytes(row) for row in rows)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def build(svg: Path) -> dict[str, bytes]:
    return {name: png(render(svg, size, maskable)) for name, (size, maskable) in ICONS.items()}


if __name__ == "__main__":
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for name, data in build(Path(__file__).resolve().parent.parent / "static" / "icon.svg").items():
        (out / name).write_bytes(data)
        print(out / name, len(data))
