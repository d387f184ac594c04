"""Where prepared sounds go: pyxel's channels, or a recorder that mixes to samples.

The runtime ``Sound`` talks to a backend with four calls (play, possibly from a
point in the clip; stop; is playing; and where a channel has got to).
``PyxelBackend`` drives the real channels;
``Recorder`` keeps a log and mixes it exactly as the channels would (each at
pyxel's 0.125 gain), so tests can listen to what a screen asked for. Playing needs
no numpy (the browser has none); rendering and mixing, which tests and ``--render``
use, import it when called.
"""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from .mml import RATE

if TYPE_CHECKING:
    import numpy as np

CHANNEL_GAIN = 0.125  # pyxel's default; offline rendering always uses it
# Channel gains per kind of sound: nine FM voices share the headroom; one DAC or
# one speaker voice plays alone and louder, as the real hardware did.
FM_GAIN = 0.22
AY_GAIN = 0.16
SPEAKER_GAIN = 0.15
DAC_GAIN = 0.35


@dataclass(frozen=True, eq=False)
class Clip:
    """One channel's worth of sound: an MML string or PCM samples at 22,050 Hz."""

    key: str  # unique name, for caches
    seconds: float
    mml: str | None = None
    # numpy on the desktop; a list of floats where sounds come prepared (the browser)
    samples: np.ndarray | Sequence[float] | None = field(default=None, repr=False)
    gain: float = CHANNEL_GAIN  # the channel's gain while this clip plays

    def sound(self) -> object:
        """A pyxel Sound for this clip (PCM goes through a temporary WAV)."""
        import pyxel

        sound = pyxel.Sound()
        if self.mml is not None:
            sound.mml(self.mml)
        else:
            assert self.samples is not None
            sound.pcm(str(_pcm_file(self)))
        return sound

    def render(self, seconds: float) -> np.ndarray:
        """What the clip sounds like on a channel, for some seconds (no looping)."""
        import numpy as np

        from .synth import render_sound

        if self.samples is not None:
            frames = round(seconds * RATE)
            data = np.asarray(self.samples[:frames], dtype=np.float64) * self.gain
            return np.pad(data, (0, frames - len(data)))
        # Offline rendering always mixes at pyxel's default gain: rescale.
        return render_sound(self.sound(), seconds) * (self.gain / CHANNEL_GAIN)


_PCM_DIR: tempfile.TemporaryDirectory[str] | None = None


def _pcm_file(clip: Clip) -> Path:
    global _PCM_DIR
    if _PCM_DIR is None:
        _PCM_DIR = tempfile.TemporaryDirectory(prefix="retrohearts-pcm-")
    safe = "".join(c if c.isalnum() or c in "-_" else "_" for c in clip.key)
    path = Path(_PCM_DIR.name) / f"{safe}.wav"
    if not path.exists():
        assert clip.samples is not None
        if isinstance(clip.samples, Sequence):  # prepared in plain Python (the browser)
            from .dacpath import write_wav16

            write_wav16(path, clip.samples)
        else:
            from .synth import write_wav

            write_wav(path, clip.samples)
    return path


class Backend(Protocol):
    """What the runtime needs from an audio output."""

    def play(self, channel: int, clip: Clip, loop: bool = False, resume: bool = False,
             start: float = 0.0) -> None:
        """Start a clip on a channel ``start`` seconds in, replacing (or, with resume,
        interrupting) what plays."""

    def stop(self, channel: int) -> None:
        """Silence a channel."""

    def is_playing(self, channel: int) -> bool:
        """Whether a channel still sounds."""

    def position(self, channel: int) -> float | None:
        """Seconds into the clip a channel is playing (None when silent)."""


class PyxelBackend:
    """The real thing: pyxel's channels (needs ``pyxel.init``)."""

    def __init__(self, channels: int) -> None:
        import pyxel

        while len(pyxel.channels) < channels:
            pyxel.channels.append(pyxel.Channel())
        self._sounds: dict[str, object] = {}

    def _sound(self, clip: Clip) -> object:
        if clip.key not in self._sounds:
            self._sounds[clip.key] = clip.sound()
        return self._sounds[clip.key]

    def play(self, channel: int, clip: Clip, loop: bool = False, resume: bool = False,
             start: float = 0.0) -> None:
        import pyxel

        if not resume:  # an interruption must not change the interrupted sound's level
            pyxel.channels[channel].gain = clip.gain
        pyxel.play(channel, self._sound(clip), sec=start or None,  # type: ignore[arg-type]
                   loop=loop, resume=resume)

    def stop(self, channel: int) -> None:
        import pyxel

        pyxel.stop(channel)

    def is_playing(self, channel: int) -> bool:
        import pyxel

        return pyxel.play_pos(channel) is not None

    def position(self, channel: int) -> float | None:
        import pyxel

        where = pyxel.play_pos(channel)
        return None if where is None else float(where[1])


@dataclass
class _Event:
    time: float
    channel: int
    clip: Clip | None  # None = stop
    loop: bool
    resume: bool
    start: float = 0.0  # seconds into the clip it starts from


class Recorder:
    """A backend with no device: logs what was asked and mixes it on demand."""

    def __init__(self) -> None:
        self.time = 0.0  # seconds; advance it between calls
        self.events: list[_Event] = []

    def play(self, channel: int, clip: Clip, loop: bool = False, resume: bool = False,
             start: float = 0.0) -> None:
        self.events.append(_Event(self.time, channel, clip, loop, resume, start))

    def stop(self, channel: int) -> None:
        self.events.append(_Event(self.time, channel, None, False, False))

    def is_playing(self, channel: int) -> bool:
        current = [e for e in self.events if e.channel == channel]
        if not current or current[-1].clip is None:
            return False
        last = current[-1]
        assert last.clip is not None
        return last.loop or self.time < last.time + last.clip.seconds - last.start

    def position(self, channel: int) -> float | None:
        if not self.is_playing(channel):
            return None
        last = [e for e in self.events if e.channel == channel][-1]
        assert last.clip is not None
        where = last.start + self.time - last.time
        return where % last.clip.seconds if last.loop and last.clip.seconds > 0 else where

    def channels_used(self) -> set[int]:
        """Channels that were ever given a clip."""
        return {e.channel for e in self.events if e.clip is not None}

    def mix(self, seconds: float) -> np.ndarray:
        """Everything played, from time 0, as floats at 22,050 Hz."""
        import numpy as np

        frames = round(seconds * RATE)
        out = np.zeros(frames)
        for channel in sorted({e.channel for e in self.events}):
            out += self._channel(channel, frames)
        return np.clip(out, -1.0, 1.0)

    def _channel(self, channel: int, frames: int) -> np.ndarray:
        import numpy as np

        out = np.zeros(frames)
        events = [e for e in self.events if e.channel == channel]
        # The base layer: each play or stop replaces the last, unless it resumes.
        base = [e for e in events if not e.resume]
        for i, event in enumerate(base):
            if event.clip is None:
                continue
            start = round(event.time * RATE)
            end = round(base[i + 1].time * RATE) if i + 1 < len(base) else frames
            _place(out, event.clip, event.loop, start, min(end, frames), event.start)
        for event in (e for e in events if e.resume and e.clip is not None):
            assert event.clip is not None
            start = round(event.time * RATE)
            end = min(frames, start + round(event.clip.seconds * RATE))
            out[start:end] = 0.0  # the interrupted sound is silent meanwhile
            _place(out, event.clip, False, start, end)
        return out


def _place(out: np.ndarray, clip: Clip, loop: bool, start: int, end: int,
           offset: float = 0.0) -> None:
    import numpy as np

    if end <= start:
        return
    span = (end - start) / RATE
    one = clip.render(min(span + offset, clip.seconds) if clip.seconds > 0 else span)
    skip = round(offset * RATE)
    if loop and len(one):
        one = np.tile(one, -(-(end - start + skip) // len(one)) + 1)
    one = one[skip: skip + end - start]
    out[start : start + len(one)] += one
