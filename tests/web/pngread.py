"""Read a browser screenshot (8-bit RGB or RGBA PNG, not interlaced) into a numpy array.

Enough for the real-browser tests to look at the pixels Chromium shows, without Pillow.
"""

from __future__ import annotations

import struct
import zlib

import numpy as np


def read_png(data: bytes) -> np.ndarray:
    """The image as an (h, w, channels) uint8 array."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, chunks, header = 8, [], b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            chunks.append(body)
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", header)
    assert depth == 8 and colour in (2, 6) and interlace == 0, "only 8-bit RGB(A), plain"
    channels = 3 if colour == 2 else 4
    raw = np.frombuffer(zlib.decompress(b"".join(chunks)), dtype=np.uint8)
    stride = width * channels
    rows = raw.reshape(height, stride + 1)
    out = np.zeros((height, stride), dtype=np.int32)
    for y in range(height):
        kind, line = rows[y, 0], rows[y, 1:].astype(np.int32)
        prev = out[y - 1] if y else np.zeros(stride, dtype=np.int32)
        if kind == 0:
            out[y] = line
        elif kind == 2:
            out[y] = (line + prev) & 255
        else:  # 1 (sub), 3 (average), 4 (Paeth) depend on the pixel to the left
            row = np.zeros(stride, dtype=np.int32)
            for x in range(stride):
                left = row[x - channels] if x >= channels else 0
                up = prev[x]
                if kind == 1:
                    row[x] = (line[x] + left) & 255
                elif kind == 3:
                    row[x] = (line[x] + (left + up) // 2) & 255
                else:
                    corner = prev[x - channels] if x >= channels else 0
                    p = left + up - corner
                    pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                    pred = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                    row[x] = (line[x] + pred) & 255
            out[y] = row
    return out.reshape(height, width, channels).astype(np.uint8)


def whole_scale(image: np.ndarray, scale: int) -> bool:
    """Whether every ``scale`` x ``scale`` block of the image is one colour (a picture
    enlarged pixel for pixel by a whole number)."""
    h, w = image.shape[0] // scale * scale, image.shape[1] // scale * scale
    blocks = image[:h, :w, :3].reshape(h // scale, scale, w // scale, scale, 3)
    first = blocks[:, :1, :, :1, :]
    return bool((blocks == first).all())
