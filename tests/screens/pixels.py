"""The screen as the screens drew it, before the 4:3 stretch: pixel regions to compare.

``native_frame(app)`` draws one frame with the monitor's stretch held back and returns
the palette indices of the mode's own pixels (height x width), so a test can say "this
rectangle looks the same with the window open as without it" in the coordinates the
screens use.
"""

from __future__ import annotations

import numpy as np

from retrohearts.pc.app import App
from retrohearts.ui.rect import Rect


def native_frame(app: App) -> np.ndarray:
    """Draw a frame and return its native pixels (palette indices, rows of app.width)."""
    import pyxel

    video = app.video
    video.present = lambda: None  # type: ignore[method-assign]
    try:
        app.draw()
    finally:
        del video.present  # back to the class's method
    w, h = video.out_width, video.out_height
    screen = np.ctypeslib.as_array(pyxel.screen.data_ptr(), shape=(w * h,)).reshape(h, w)
    return screen[: app.height, : app.width].copy()


def region(frame: np.ndarray, r: Rect) -> np.ndarray:
    """The pixels of one rectangle (clipped to the frame)."""
    return frame[max(0, r.y): max(0, r.bottom), max(0, r.x): max(0, r.right)]


def same(a: np.ndarray, b: np.ndarray, r: Rect) -> bool:
    """Whether a rectangle looks the same in two frames."""
    return bool(np.array_equal(region(a, r), region(b, r)))
