"""A plan's voices as pyxel MML strings, in plain Python (the browser has no numpy).

Each ``Line`` becomes one MML string: ``Q100`` so steps join without gaps, the
tone and volume set per step (a new note per stage is what lets a patch switch
wavetables mid-note; pyxel ignores tone changes inside a tie).
"""

from __future__ import annotations

from .arrange import Line, Plan
from .instruments import tone_index

RATE = 22050
_NAMES = ("C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B")
# Tick counts pyxel lengths can express (192 / n, with a dot for 1.5x), largest first.
_LENGTHS: tuple[tuple[int, str], ...] = tuple(sorted(
    [(192 // n, str(n)) for n in (1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 192)]
    + [(192 // n * 3 // 2, f"{n}.") for n in (1, 2, 4, 8, 16, 32)],
    reverse=True,
))


def lengths(ticks: int) -> list[str]:
    """MML lengths summing exactly to a tick count (greedy; 1 tick = L192)."""
    out: list[str] = []
    while ticks > 0:
        for size, text in _LENGTHS:
            if size <= ticks:
                out.append(text)
                ticks -= size
                break
    return out


def line_mml(line: Line, tempo: int) -> str:
    """The pyxel MML for one voice of a plan."""
    parts = [f"T{tempo} Q100"]
    tone = volume = octave = None
    for step in line.steps:
        pieces = lengths(step.ticks)
        if not step.sounding:
            parts.append("".join(f"R{p}" for p in pieces))
            continue
        assert step.pitch is not None
        index = tone_index(step.tone)
        if index != tone:
            parts.append(f"@{index}")
            tone = index
        if step.volume != volume:
            parts.append(f"V{step.volume}")
            volume = step.volume
        o = step.pitch // 12 - 1
        if o != octave:
            parts.append(f"O{o}")
            octave = o
        name = _NAMES[step.pitch % 12]
        parts.append(name + pieces[0] + "".join(f"&{p}" for p in pieces[1:]))
    return " ".join(parts)


def plan_sounds(plan: Plan) -> list[object]:
    """One pyxel Sound per line (in MML mode)."""
    import pyxel

    sounds: list[object] = []
    for line in plan.lines:
        sound = pyxel.Sound()
        sound.mml(line_mml(line, plan.tempo))
        sounds.append(sound)
    return sounds
