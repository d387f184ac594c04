"""Read the music text format: named scores made of parts written in MML.

A file in ``music/`` holds one or more scores. Lines starting at the left margin
are directives; indented lines carry MML for the current part; ``;`` starts a
comment and ``|`` (bar line) is ignored::

    tune theme                 ; or: effect trick
    tempo 132                  ; quarter notes per minute
    part lead melody epiano    ; part NAME ROLE INSTRUMENT
      O5 L8 E D C D | E E E4
    part bass bass bass
      O3 L4 C G C G

ROLE is ``melody``, ``harmony``, ``bass`` or ``drums``; INSTRUMENT names a patch
in ``instruments.py``. The MML is the subset of pyxel's that describes notes:
``O`` ``<`` ``>`` ``L`` ``A``-``G`` (``#``/``+``/``-``, length, dots), ``R``,
``&`` (tie or legato), ``V`` (0-127 velocity), ``Q`` (gate %) and ``[ ]n``
repeats. In drum parts the letter picks the drum: C bass drum, D snare, any
other letter a hi-hat. Time is counted in ticks of 1/48 quarter note, as pyxel does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

TICKS_PER_QUARTER = 48
WHOLE = 4 * TICKS_PER_QUARTER
ROLES = ("melody", "harmony", "bass", "drums")
_PITCH_CLASS = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}


class MusicError(ValueError):
    """A music file that cannot be read; the message names file and line."""


@dataclass(frozen=True)
class Note:
    """One note of a part: when it starts, how long it sounds, what it is."""

    start: int  # tick
    length: int  # sounding ticks (after the gate)
    pitch: int  # MIDI number: 60 = O4 C, 69 = O4 A = 440 Hz
    velocity: int  # 0-127


@dataclass(frozen=True)
class Part:
    """One line of music, played by one voice."""

    name: str
    role: str
    instrument: str
    notes: tuple[Note, ...]
    length: int  # ticks, including trailing rests


@dataclass(frozen=True)
class Score:
    """A tune or an effect: tempo and parts of equal length."""

    name: str
    tempo: int
    parts: tuple[Part, ...]
    source: str  # file name, for messages

    @property
    def length(self) -> int:
        """Length in ticks (the longest part)."""
        return max((p.length for p in self.parts), default=0)

    @property
    def seconds(self) -> float:
        """Playing time of one pass."""
        return self.length * self.tick_seconds

    @property
    def tick_seconds(self) -> float:
        """Duration of one tick at this tempo."""
        return 60.0 / (self.tempo * TICKS_PER_QUARTER)


_TOKEN = re.compile(
    r"\s*(?:(?P<note>[A-G][#+-]*)(?P<nlen>\d*)(?P<ndots>\.*)"
    r"|(?P<rest>R)(?P<rlen>\d*)(?P<rdots>\.*)"
    r"|(?P<cmd>[OLVQ])(?P<arg>\d+)(?P<cdots>\.*)"
    r"|(?P<up>>)|(?P<down><)|(?P<tie>&)(?P<tlen>\d*)(?P<tdots>\.*)"
    r"|(?P<open>\[)|(?P<close>\])(?P<count>\d*))",
)


def _ticks(length: str, dots: str, default: int, where: str) -> int:
    if not length:
        base = default
    else:
        n = int(length)
        if n < 1 or n > WHOLE or WHOLE % n:
            raise MusicError(f"{where}: note length {n} is not a power-of-two or triplet division")
        base = WHOLE // n
    total, add = base, base
    for _ in dots:
        add //= 2
        total += add
    return total


def _expand_repeats(text: str, where: str) -> str:
    """Unroll ``[ ... ]n`` (nested allowed) so the parser sees a flat line."""
    pattern = re.compile(r"\[([^\[\]]*)\](\d*)")
    while "[" in text or "]" in text:
        new = pattern.sub(lambda m: " ".join([m.group(1)] * int(m.group(2) or "2")), text)
        if new == text:
            raise MusicError(f"{where}: unbalanced [ ]")
        text = new
    return text


def parse_part(name: str, role: str, instrument: str, mml: str, where: str) -> Part:
    """Turn one part's MML into notes (monophonic: one note at a time)."""
    text = _expand_repeats(mml.upper().replace("|", " "), where)
    octave, default, velocity, gate = 4, TICKS_PER_QUARTER, 100, 90
    tick = 0
    notes: list[Note] = []
    pending_tie = False
    pos = 0
    text = text.rstrip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m or m.end() == pos:
            bad = text[pos:].strip()[:12]
            raise MusicError(f"{where}: cannot read MML at '{bad}'")
        pos = m.end()
        if m.group("note"):
            letters = m.group("note")
            pitch = 12 * (octave + 1) + _PITCH_CLASS[letters[0]]
            pitch += letters.count("#") + letters.count("+") - letters.count("-")
            ticks = _ticks(m.group("nlen"), m.group("ndots"), default, where)
            if pending_tie and notes and notes[-1].pitch == pitch:
                last = notes.pop()
                notes.append(Note(last.start, tick + ticks - last.start, pitch, last.velocity))
            else:
                if pending_tie and notes:  # legato: the previous note sounds to here
                    last = notes.pop()
                    notes.append(Note(last.start, tick - last.start, last.pitch, last.velocity))
                notes.append(Note(tick, ticks, pitch, velocity))
            notes[-1] = _gated(notes[-1], gate, tick + ticks)
            tick += ticks
            pending_tie = False
        elif m.group("rest"):
            tick += _ticks(m.group("rlen"), m.group("rdots"), default, where)
            pending_tie = False
        elif m.group("cmd"):
            cmd, arg = m.group("cmd"), int(m.group("arg"))
            if cmd == "O":
                octave = arg
            elif cmd == "L":
                default = _ticks(m.group("arg"), m.group("cdots"), default, where)
            elif cmd == "V":
                velocity = min(arg, 127)
            else:
                gate = max(1, min(arg, 100))
        elif m.group("up"):
            octave += 1
        elif m.group("down"):
            octave -= 1
        elif m.group("tie"):
            if m.group("tlen"):  # "C4&16": extend the last note by a length
                ticks = _ticks(m.group("tlen"), m.group("tdots"), default, where)
                if notes:
                    last = notes.pop()
                    notes.append(_gated(Note(last.start, tick + ticks - last.start, last.pitch,
                                             last.velocity), gate, tick + ticks))
                tick += ticks
            else:
                pending_tie = True
                if notes:  # undo the gate: the note runs into the next one
                    last = notes.pop()
                    notes.append(Note(last.start, tick - last.start, last.pitch, last.velocity))
        if not 0 <= octave <= 8:
            raise MusicError(f"{where}: octave {octave} out of range")
    for note in notes:
        if not 12 <= note.pitch <= 119:
            raise MusicError(f"{where}: note out of range")
    return Part(name, role, instrument, tuple(notes), tick)


def _gated(note: Note, gate: int, end: int) -> Note:
    full = end - note.start
    sounding = max(1, full * gate // 100) if gate < 100 else full
    return Note(note.start, sounding, note.pitch, note.velocity)


def parse_scores(text: str, source: str = "<text>") -> list[Score]:
    """Every score in a music file, in order."""
    scores: list[Score] = []
    header: tuple[str, int] | None = None  # (name, line)
    tempo = 120
    parts: list[Part] = []
    current: list[str] | None = None  # [name, role, instrument, line, mml...]

    def close_part() -> None:
        nonlocal current
        if current is not None:
            where = f"{source}:{current[3]}"
            parts.append(parse_part(current[0], current[1], current[2], " ".join(current[4:]),
                                    where))
        current = None

    def close_score() -> None:
        nonlocal parts
        close_part()
        if header is not None:
            if not parts:
                raise MusicError(f"{source}:{header[1]}: '{header[0]}' has no parts")
            lengths = {p.name: p.length for p in parts}
            if len(set(lengths.values())) > 1:
                detail = ", ".join(f"{n} {t}" for n, t in lengths.items())
                raise MusicError(f"{source}:{header[1]}: parts of '{header[0]}' differ in "
                                 f"length (ticks: {detail})")
            scores.append(Score(header[0], tempo, tuple(parts), source))
        parts = []

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split(";", 1)[0].rstrip()
        if not line.strip():
            continue
        where = f"{source}:{number}"
        if line[0].isspace():
            if current is None:
                raise MusicError(f"{where}: MML outside a part")
            current.append(line.strip())
            continue
        words = line.split()
        key = words[0].lower()
        if key in ("tune", "effect") and len(words) == 2:
            close_score()
            header = (words[1] if key == "tune" else f"effect:{words[1]}", number)
            tempo = 120
        elif header is None:
            raise MusicError(f"{where}: expected 'tune NAME' or 'effect NAME'")
        elif key == "tempo" and len(words) == 2 and words[1].isdigit():
            tempo = int(words[1])
            if not 20 <= tempo <= 400:
                raise MusicError(f"{where}: tempo {tempo} out of range")
        elif key == "part" and len(words) == 4:
            close_part()
            if words[2].lower() not in ROLES:
                raise MusicError(f"{where}: unknown role '{words[2]}'")
            current = [words[1], words[2].lower(), words[3].lower(), str(number)]
        else:
            raise MusicError(f"{where}: cannot understand '{line.strip()}'")
    close_score()
    return scores


def load_scores(path: Path) -> list[Score]:
    """Parse one music file."""
    return parse_scores(path.read_text(encoding="utf-8"), path.name)
