"""Author the court-card face files in ``cardfaces/`` (run from the repository's top).

    python scripts/make_card_faces.py [--check]

The jack, the queen, the king and HomeRun's joker are drawn here as text sprites, one
character per pixel (``o`` outline, ``s`` skin, ``g`` gold, ``r`` robe...), a set of them
for every card size the games use: the big cards of VGA and Super VGA (two-headed, 30x34
and 42x42 halves), the small cards of EGA, Hercules, the Psion LCD and CGA (two-headed
where they allow it), and the point cards in front of the Hearts players (a head only).
Each sprite was drawn for its size and its pixel shape (EGA's pixels are 1.37 times as
tall as wide, Hercules' 1.55, CGA's 1.2), never scaled. The legend gives every role a
colour per adapter family, chosen by hand as an artist of the time would: the robe takes
the suit's colour (spades blue, hearts red, diamonds gold, clubs green) where there are
colours, and its own pattern where there are not (solid, checker, light and dark dots).

The committed files are the source of truth; this script is how they were made. ``--check``
only reports whether the files on disk match what it would write.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from card_face_art import FIGURES  # noqa: E402

from retrohearts.ui.facefile import FAMILIES, parse_face  # noqa: E402

HEADER = """\
# {title}: {words}
# One character per pixel ('.': the card shows through); the legend gives each
# character's role and, per adapter family, the palette entry that shows it ('a+b': checker
# of a and b, 'a^b': a with every fourth pixel b); 'r:S' is the role in spades. A 'mirror'
# grid is the top half of a two-headed card. Made by scripts/make_card_faces.py; read by
# retrohearts/ui/facefile.py.
"""


def render(name: str) -> str:
    fig = FIGURES[name]
    lines = [HEADER.format(title=fig.title, words=fig.words).rstrip("\n"), f"face {fig.title}"]
    lines.append("legend " + " ".join(FAMILIES))
    width = max(len(k) for k, _, _ in fig.legend) + 1
    names = max(len(n) for _, n, _ in fig.legend) + 1
    for key, role, colours in fig.legend:
        cells = "".join(f"{c:<8}" for c in colours.split())
        lines.append(f"{key:<{width}}{role:<{names}}{cells}".rstrip())
    lines.append("end")
    for grid in fig.grids:
        lines.append(f"# {grid.note}")
        lines.append(f"grid {grid.width} {grid.height} {'mirror' if grid.mirror else 'whole'}"
                     + ("" if grid.use == "card" else f" {grid.use}"))
        if grid.pip is not None:
            x, y, size = grid.pip
            lines.append(f"pip {x} {y}" + ("" if size == 7 else f" {size}"))
        lines.extend(grid.rows)
    text = "\n".join(lines) + "\n"
    parse_face(text, name)  # never write a file the game would refuse
    return text


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args()
    folder = ROOT / "cardfaces"
    folder.mkdir(exist_ok=True)
    stale = 0
    for name in FIGURES:
        path = folder / f"{name}.txt"
        text = render(name)
        if args.check:
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                print(f"differs: {path.name}")
                stale += 1
            continue
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)} ({len(text.splitlines())} lines)")
    return 1 if stale else 0


if __name__ == "__main__":
    raise SystemExit(main())
