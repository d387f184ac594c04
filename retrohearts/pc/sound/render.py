"""Render any tune, effect or voice on any board to a WAV file, with no window.

``hearts --render NAME --device DEVICE --seconds N OUT.wav`` and
``python -m retrohearts.pc.sound.render NAME --device DEVICE --seconds N OUT.wav``
both land in ``render_command``. NAME is a tune (``theme``, ``background1``..., looped to
fill the seconds; a fanfare, ``fanfare-win``..., once and then silence),
``effect:NAME`` or ``voice:NAME`` (``voice:julia/gloat`` for an opponent's own);
DEVICE is a Sound Board choice, and the manual's routing decides which device
actually plays (music on ``speechthing`` is the PC speaker's, for instance).
Output: 16-bit mono at 22,050 Hz, exactly what pyxel's channels would play.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

import retrohearts.pc.sound.clips as clips
import retrohearts.pc.sound.library as library

from .backend import Recorder
from .player import effect_clip, music_clips, voice_clip
from .settings import Board
from .synth import write_wav

MAX_SECONDS = 900.0


def sound_names() -> list[str]:
    """Every name ``render`` accepts."""
    return (library.tune_names() + [f"effect:{n}" for n in library.effect_names()]
            + [f"voice:{n}" for n in library.voice_names()])


def render_audio(name: str, board: Board, seconds: float) -> np.ndarray:
    """The samples (floats, 22,050 Hz) of a sound on a board; raises UnknownSound."""
    recorder = Recorder()
    if name.startswith("effect:"):
        recorder.play(0, effect_clip(name[len("effect:"):], board.digitized_device))
    elif name.startswith("voice:"):
        recorder.play(0, voice_clip(name[len("voice:"):], board.digitized_device))
    elif name in library.tune_names():
        once = name in library.fanfare_names()  # a fanfare plays once, then silence
        for channel, clip in enumerate(music_clips(name, board.music_device)):
            recorder.play(channel, clip, loop=not once)
    else:
        raise clips.UnknownSound(name)
    return recorder.mix(seconds)


def render_command(name: str, device: str, seconds: float, out: str | Path) -> int:
    """Render to a WAV; print one line; 0 on success, 2 on a bad name, device or length."""
    try:
        board = Board.parse(device)
    except ValueError:
        choices = ", ".join(b.value for b in Board)
        print(f"?Unknown sound device: '{device}' (choose {choices})")
        return 2
    if not 0 < seconds <= MAX_SECONDS:
        print(f"?Illegal length: {seconds:g} seconds (1 to {MAX_SECONDS:g})")
        return 2
    try:
        samples = render_audio(name, board, seconds)
    except clips.UnknownSound:
        print(f"?Unknown sound: '{name}' (try theme, background1, effect:trick, "
              "voice:hearts-broken)")
        return 2
    except (OSError, ValueError) as exc:
        print(f"?Cannot render '{name}': {exc}")
        return 2
    try:
        write_wav(Path(out), samples)
    except OSError as exc:
        print(f"?Cannot write '{out}': {exc.strerror or exc}")
        return 2
    peak = float(np.max(np.abs(samples))) if len(samples) else 0.0
    level = f"peak {20 * np.log10(peak):.1f} dBFS" if peak > 0 else "silent"
    print(f"Wrote {out}: {name} on {board.label}, {seconds:g} s, {level}")
    return 0


def main(argv: list[str] | None = None) -> int:
    """``python -m retrohearts.pc.sound.render NAME --device D --seconds N OUT.wav``."""
    parser = argparse.ArgumentParser(
        prog="python -m retrohearts.pc.sound.render",
        description="Render a tune, effect or voice to a 16-bit 22,050 Hz WAV file.")
    parser.add_argument("name", nargs="?", help="theme, background1, effect:trick, voice:ouch")
    parser.add_argument("out", nargs="?", help="the WAV file to write")
    parser.add_argument("--device", default="soundblaster", help="a Sound Board choice")
    parser.add_argument("--seconds", type=float, default=10.0, help="length of the file")
    parser.add_argument("--list", action="store_true", help="print every sound name")
    args = parser.parse_intermixed_args(argv)
    if args.list:
        print("\n".join(sound_names()))
        return 0
    if not args.name or not args.out:
        parser.print_usage()
        return 2
    return render_command(args.name, args.device, args.seconds, args.out)


if __name__ == "__main__":
    sys.exit(main())
