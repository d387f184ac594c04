"""Build the digitized voices in music/voices/ from music/voices/voices.txt.

Needs espeak-ng and sox (Debian: ``apt-get install espeak-ng sox``); the WAVs it
writes are committed, so neither CI nor players need either program. Each
phrase is spoken by espeak-ng, trimmed of silence, normalised, and reduced to
8-bit unsigned mono at 11,025 Hz without dither, as a 1993 game would have
shipped it. Run from the repository root: ``python scripts/make_voices.py``; name some
voices (``python scripts/make_voices.py narrator/sympathy``) to make only those, leaving
the others' committed WAVs as they are.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VOICES = ROOT / "music" / "voices"
RATE = 11025


def read_manifest(path: Path) -> list[dict[str, str]]:
    """Rows of the voice list (speaker, voice, pitch, speed, name, text)."""
    keys = ("speaker", "voice", "pitch", "speed", "name", "text")
    rows = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.split(";", 1)[0].strip()
        if not line:
            continue
        fields = [f.strip() for f in line.split("|")]
        if len(fields) != len(keys):
            raise SystemExit(f"?Bad line in {path.name}: {raw!r}")
        rows.append(dict(zip(keys, fields, strict=True)))
    return rows


def make(row: dict[str, str], folder: Path) -> Path:
    """Speak one phrase and write its 8-bit WAV."""
    out = VOICES / row["speaker"] / f"{row['name']}.wav"
    out.parent.mkdir(parents=True, exist_ok=True)
    spoken = folder / "spoken.wav"
    subprocess.run(
        ["espeak-ng", "-v", row["voice"], "-p", row["pitch"], "-s", row["speed"],
         "-w", str(spoken), row["text"]],
        check=True,
    )
    subprocess.run(
        ["sox", str(spoken), "-D", "-r", str(RATE), "-b", "8", "-e", "unsigned-integer",
         "-c", "1", str(out),
         "silence", "1", "0.02", "1%", "reverse", "silence", "1", "0.02", "1%", "reverse",
         "norm", "-1"],
        check=True,
    )
    return out


def main(argv: list[str] | None = None) -> int:
    rows = read_manifest(VOICES / "voices.txt")
    only = set(sys.argv[1:] if argv is None else argv)
    if only:
        rows = [r for r in rows if f"{r['speaker']}/{r['name']}" in only]
        if not rows:
            raise SystemExit(f"?No such voice in voices.txt: {', '.join(sorted(only))}")
    with tempfile.TemporaryDirectory() as folder:
        for row in rows:
            print(make(row, Path(folder)).relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
