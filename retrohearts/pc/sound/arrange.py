"""Arrange a score for one device: the synthesis plan, as plain data.

A ``Plan`` is one ``Line`` of ``Step``s per hardware voice. It says exactly what
each voice does at each tick, so tests can count voices without listening, and
``synth.py`` turns each line into a pyxel MML string.

- AdLib (and the "sampler" that records effects for the DACs): one voice per
  part, at most nine, each note played through a patch's stages.
- Sound Master: melody, bass and a fast arpeggio of the harmony on three
  squares, drums on the noise channel.
- PC speaker: a single square. Whatever sounds at once (melody, bass, the
  harmony when the melody rests) becomes a fast arpeggio; drums in effects
  become bursts of random pitches.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterable
from dataclasses import dataclass

from .instruments import (
    ADLIB,
    ADLIB_DRUMS,
    AY_DRUMS,
    AY_LEAD,
    AY_SOFT,
    DRUM_PITCH,
    SPEAKER_TONE,
    SPEAKER_VOLUME,
    Patch,
    ay_level,
    drum_kind,
)
from .score import Note, Part, Score

ADLIB_VOICES = 9
SPEAKER_LOWEST = 48  # MIDI C3, 131 Hz
ARPEGGIO_SECONDS = 0.022  # one arpeggio note, as PC speaker tunes of the time did


@dataclass(frozen=True)
class Step:
    """What a voice does for some ticks: a pitch on a tone at a volume, or rest."""

    ticks: int
    pitch: int | None = None  # MIDI number; None = rest
    tone: str = "square"
    volume: int = 0  # 0-127

    @property
    def sounding(self) -> bool:
        """Whether this step makes sound."""
        return self.pitch is not None and self.volume > 0


@dataclass(frozen=True)
class Line:
    """One hardware voice's whole part."""

    name: str
    steps: tuple[Step, ...]

    @property
    def length(self) -> int:
        """Ticks covered."""
        return sum(s.ticks for s in self.steps)

    def pitch_at(self, tick: int) -> int | None:
        """The pitch sounding at a tick (None for silence)."""
        t = 0
        for step in self.steps:
            if t <= tick < t + step.ticks:
                return step.pitch if step.sounding else None
            t += step.ticks
        return None


@dataclass(frozen=True)
class Plan:
    """A score arranged for one device."""

    device: str
    tempo: int
    length: int  # ticks
    lines: tuple[Line, ...]

    def voices_at(self, tick: int) -> int:
        """How many voices sound at a tick."""
        return sum(line.pitch_at(tick) is not None for line in self.lines)

    def max_voices(self) -> int:
        """The most voices sounding at any one tick."""
        counts = [0] * (self.length + 1)
        for line in self.lines:
            t = 0
            for step in line.steps:
                if step.sounding:
                    for k in range(t, min(t + step.ticks, self.length)):
                        counts[k] += 1
                t += step.ticks
        return max(counts, default=0)


def _ticks_for(ms: float, tick_seconds: float) -> int:
    return max(1, round(ms / 1000.0 / tick_seconds))


def _patched(note: Note, patch: Patch, tick_seconds: float, pitch: int,
             level_map: object = None) -> list[Step]:
    steps: list[Step] = []
    remaining = note.length
    for stage in patch:
        if remaining <= 0:
            break
        if stage.level <= 0:
            steps.append(Step(remaining))
            remaining = 0
            break
        ticks = remaining if stage.ms is None else min(remaining, _ticks_for(stage.ms,
                                                                            tick_seconds))
        level = ay_level(stage.level) if level_map == "ay" else stage.level
        volume = max(1, min(127, round(note.velocity * level)))
        steps.append(Step(ticks, pitch + stage.transpose, stage.tone, volume))
        remaining -= ticks
    if remaining > 0:
        steps.append(Step(remaining))
    return steps


def _line(name: str, notes: Iterable[Note], length: int, tick_seconds: float,
          patch_of: dict[str, Patch] | Patch, drums: bool, level_map: object = None) -> Line:
    steps: list[Step] = []
    t = 0
    for note in sorted(notes, key=lambda n: n.start):
        if note.start < t:  # a later hit cuts the previous one short
            steps = _cut(steps, note.start)
            t = note.start
        if note.start > t:
            steps.append(Step(note.start - t))
        if drums:
            kind = drum_kind(note.pitch)
            assert isinstance(patch_of, dict)
            steps += _patched(note, patch_of[kind], tick_seconds, DRUM_PITCH[kind], level_map)
        else:
            patch = patch_of if isinstance(patch_of, tuple) else patch_of[name]
            steps += _patched(note, patch, tick_seconds, note.pitch, level_map)
        t = note.start + note.length
    if t < length:
        steps.append(Step(length - t))
    return Line(name, tuple(_cut(steps, length)))


def _cut(steps: list[Step], at: int) -> list[Step]:
    out: list[Step] = []
    t = 0
    for step in steps:
        if t >= at:
            break
        ticks = min(step.ticks, at - t)
        out.append(Step(ticks, step.pitch, step.tone, step.volume))
        t += ticks
    return out


def arrange_adlib(score: Score, device: str = "adlib", voices: int = ADLIB_VOICES) -> Plan:
    """One FM voice per part (at most nine), patches with brightness decay."""
    order = {"melody": 0, "bass": 1, "drums": 2, "harmony": 3}
    parts = sorted(score.parts, key=lambda p: order[p.role])[:voices]
    parts = [p for p in score.parts if p in parts]  # keep the written order
    lines = []
    for part in parts:
        if part.role == "drums":
            lines.append(_line(part.name, part.notes, score.length, score.tick_seconds,
                               ADLIB_DRUMS, True))
        else:
            patch = ADLIB.get(part.instrument, ADLIB["epiano"])
            lines.append(_line(part.name, part.notes, score.length, score.tick_seconds, patch,
                               False))
    return Plan(device, score.tempo, score.length, tuple(lines))


def _arpeggio_ticks(score: Score) -> int:
    return max(1, round(ARPEGGIO_SECONDS / score.tick_seconds))


def _active(parts: Iterable[Part], length: int) -> tuple[list[set[int]], list[bool]]:
    """Per tick: the pitches sounding, and whether a note starts there."""
    active: list[set[int]] = [set() for _ in range(length)]
    onset = [False] * length
    for part in parts:
        for note in part.notes:
            if note.start < length:
                onset[note.start] = True
            for k in range(note.start, min(note.start + note.length, length)):
                active[k].add(note.pitch)
    return active, onset


def _merge(active: list[set[int]], onset: list[bool], arp: int, tone: str,
           volume_of: dict[int, int] | int, name: str) -> Line:
    """One voice playing every active pitch in turn, restarting the cycle at each onset."""
    steps: list[Step] = []
    seg_start = 0
    previous: tuple[int, ...] = ()
    for t, pitches in enumerate(active):
        chord = tuple(sorted(pitches, reverse=True))
        if onset[t] or chord != previous:
            seg_start = t
            fresh = True
        else:
            fresh = False
        previous = chord
        pitch = chord[((t - seg_start) // arp) % len(chord)] if chord else None
        volume = 0 if pitch is None else (volume_of if isinstance(volume_of, int)
                                          else volume_of.get(t, 100))
        last = steps[-1] if steps else None
        if last is not None and not fresh and last.pitch == pitch and last.volume == volume:
            steps[-1] = Step(last.ticks + 1, last.pitch, last.tone, last.volume)
        elif last is not None and pitch is None and last.pitch is None:
            steps[-1] = Step(last.ticks + 1)
        else:
            steps.append(Step(1, pitch, tone, volume) if pitch is not None else Step(1))
    return Line(name, tuple(steps))


def arrange_soundmaster(score: Score) -> Plan:
    """Three AY squares (melody, harmony arpeggio, bass) and the noise channel."""
    melody = [p for p in score.parts if p.role == "melody"]
    bass = [p for p in score.parts if p.role == "bass"]
    harmony = [p for p in score.parts if p.role == "harmony"] + melody[1:] + bass[1:]
    drums = [p for p in score.parts if p.role == "drums"]
    tick_s = score.tick_seconds
    lines = []
    if melody:
        lines.append(_line("A", melody[0].notes, score.length, tick_s, AY_LEAD, False, "ay"))
    if harmony:
        active, onset = _active(harmony, score.length)
        volume = round(100 * ay_level(0.6))
        lines.append(_merge(active, onset, _arpeggio_ticks(score), "ay", volume, "B"))
    if bass:
        lines.append(_line("C", bass[0].notes, score.length, tick_s, AY_SOFT, False, "ay"))
    if drums:
        hits = [n for p in drums for n in p.notes]
        lines.append(_line("noise", hits, score.length, tick_s, AY_DRUMS, True, "ay"))
    return Plan("soundmaster", score.tempo, score.length, tuple(lines))


def arrange_speaker(score: Score, with_drums: bool = False) -> Plan:
    """The PC speaker: one square wave, chords as fast arpeggios."""
    length = score.length
    main = [p for p in score.parts if p.role in ("melody", "bass")]
    harmony = [p for p in score.parts if p.role == "harmony"]
    active, onset = _active(main, length)
    melody_on, _ = _active([p for p in score.parts if p.role == "melody"], length)
    h_active, h_onset = _active(harmony, length)
    for t in range(length):
        if not melody_on[t] and h_active[t]:  # fill the melody's rests with the chords
            active[t] |= h_active[t]
            onset[t] = onset[t] or h_onset[t]
    for t in range(length):  # the small cone has no bass: lift the low notes an octave
        active[t] = {p + 12 if p < SPEAKER_LOWEST else p for p in active[t]}
    if with_drums:
        _add_drum_noise(score, active, onset)
    return Plan("pcspeaker", score.tempo, length,
                (_merge(active, onset, _arpeggio_ticks(score), SPEAKER_TONE, SPEAKER_VOLUME,
                        "speaker"),))


def _add_drum_noise(score: Score, active: list[set[int]], onset: list[bool]) -> None:
    """Drum hits take the speaker over with a burst of seeded random pitches."""
    state = zlib.crc32(score.name.encode()) or 1
    ranges = {"kick": (28, 40), "snare": (64, 88), "hat": (88, 108)}
    for part in score.parts:
        if part.role != "drums":
            continue
        for note in part.notes:
            low, high = ranges[drum_kind(note.pitch)]
            for k in range(note.start, min(note.start + note.length, len(active))):
                state = (state * 1103515245 + 12345) & 0x7FFFFFFF
                active[k] = {low + (state >> 16) % (high - low)}
                onset[k] = True


def arrange(score: Score, device: str, effect: bool = False) -> Plan:
    """The plan for a device name: adlib, soundblaster, soundmaster, pcspeaker or sampler."""
    if device in ("adlib", "soundblaster"):
        return arrange_adlib(score, device)
    if device == "sampler":
        return arrange_adlib(score, device, voices=32)
    if device == "soundmaster":
        return arrange_soundmaster(score)
    if device == "pcspeaker":
        return arrange_speaker(score, with_drums=effect)
    raise ValueError(f"?Unknown music device: '{device}'")
