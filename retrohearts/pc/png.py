"""Write (and read back) plain RGB PNG files, for screenshots of the 4:3 output.

Our own few lines rather than ``pyxel.screenshot`` so the file is exactly the output
frame at scale 1, at exactly the path asked for; the reader lets tests check pixels.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

import numpy as np
import numpy.typing as npt


def _chunk(kind: bytes, data: bytes) -> bytes:
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def write_png(path: Path, rgb: npt.NDArray[np.uint8]) -> None:
    """Save an (h, w, 3) uint8 array as an 8-bit RGB PNG."""
    h, w, _ = rgb.shape
    raw = np.zeros((h, w * 3 + 1), dtype=np.uint8)
    raw[:, 1:] = rgb.reshape(h, w * 3)
    data = (b"\x89PNG\r\n\x1a\n"
            + _chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + _chunk(b"IDAT", zlib.compress(raw.tobytes(), 6))
            + _chunk(b"IEND", b""))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


def read_png(path: Path) -> npt.NDArray[np.uint8]:
    """Read an 8-bit RGB or RGBA PNG (any filter) into an (h, w, 3) array."""
    blob = path.read_bytes()
    pos, idat, w = 8, b"", 0
    h = channels = 0
    while pos < len(blob):
        (length,) = struct.unpack(">I", blob[pos:pos + 4])
        kind, data = blob[pos + 4:pos + 8], blob[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            w, h, depth, ctype = struct.unpack(">IIBB", data[:10])
            if depth != 8 or ctype not in (2, 6):
                raise ValueError(f"unsupported PNG ({depth}-bit, type {ctype})")
            channels = 3 if ctype == 2 else 4
        elif kind == b"IDAT":
            idat += data
    raw = np.frombuffer(zlib.decompress(idat), dtype=np.uint8).reshape(h, w * channels + 1)
    out = np.zeros((h, w * channels), dtype=np.int32)
    prev = np.zeros(w * channels, dtype=np.int32)
    bpp = channels
    for y in range(h):
        ftype, line = raw[y, 0], raw[y, 1:].astype(np.int32)
        cur = np.zeros_like(line)
        if ftype == 0:
            cur = line
        elif ftype == 2:
            cur = (line + prev) & 255
        else:
            for x in range(len(line)):
                a = cur[x - bpp] if x >= bpp else 0
                b = prev[x]
                c = prev[x - bpp] if x >= bpp else 0
                if ftype == 1:
                    pred = a
                elif ftype == 3:
                    pred = (a + b) // 2
                else:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                cur[x] = (line[x] + pred) & 255
        out[y] = cur
        prev = cur
    return out.reshape(h, w, channels)[:, :, :3].astype(np.uint8)
