"""A beam search for good HomeRun lines fast: the solver's first incumbent.

A depth-first search finds its first lines by diving down the best-looking moves, and with
four jokers it can spend its whole time limit below one poor early choice.  The beam keeps the
``width`` most promising positions after every move instead (score so far, points still to
take, jokers and pack cards kept, cards that fit now), drops positions the parity and
lonely-card tests prove unclearable while others remain, and returns the best line that
ended and the best clearing line.
"""

from __future__ import annotations

from retrohearts.homerun.rules import (
    CLEAR_BONUS_BASE,
    JOKER_BONUS,
    PACK_CARD_BONUS,
    RUN_BONUS,
    run_after,
)
from retrohearts.homerun.solver import Searcher, now

__all__ = ["beam_search"]

_MOVE = ("R1", "R2", "R3", "R4", "R5", "R6", "R7")
Line = tuple[int, tuple[str, ...], bool]
#: (heights, pack position, layout value, jokers, run length (max 3), run direction, score,
#: points left in the ranks, moves)
_Pos = tuple[tuple[int, ...], int, int, int, int, int, int, int, tuple[str, ...]]


def beam_search(s: Searcher, heights: list[int], pp: int, lay: int, jok: int, rl: int, rd: int,
                g0: int, width: int = 64, deadline: float = float("inf")) -> list[Line]:
    """Lines found (score, moves, cleared): the best of any ending and the best clear."""
    vals, pts, pack = s.vals, s.pts, s.pack
    npack = len(pack)
    counts_layout = 1 if s.rules.run_counts_layout_card else 0
    anytime = s.rules.draw_anytime
    ptl0 = sum(sum(p[:h]) for p, h in zip(pts, heights, strict=True))
    layer: list[_Pos] = [(tuple(heights), pp, lay, jok, min(rl, 3), rd, g0, ptl0, ())]
    best_any: Line | None = None
    best_clear: Line | None = None
    while layer and now() < deadline:
        nxt: dict[tuple[object, ...], tuple[float, _Pos]] = {}
        for n, (hts, p, lv, j, r_len, r_dir, g, ptl, line) in enumerate(layer):
            if not n & 15 and now() > deadline:
                break
            moves: list[_Pos] = []
            fit = False
            for r, h in enumerate(hts):
                if not h:
                    continue
                v = vals[r][h - 1]
                if lv and v - lv != 1 and lv - v != 1:
                    continue
                fit = True
                nrl, nrd = run_after(r_len, r_dir, v, lv)
                gain = pts[r][h - 1] + (RUN_BONUS if nrl >= 4 else 0)
                nh = hts[:r] + (h - 1,) + hts[r + 1:]
                moves.append((nh, p, v, j, min(nrl, 3), nrd, g + gain, ptl - pts[r][h - 1],
                              line + (_MOVE[r],)))
            if p < npack and (anytime or not fit):
                moves.append((hts, p + 1, pack[p], j, counts_layout, 0, g, ptl, line + ("P",)))
            if j and lv:
                moves.append((hts, p, 0, j - 1, 0, 0, g, ptl, line + ("J",)))
            if not moves:
                if best_any is None or g > best_any[0]:
                    best_any = (g, line, False)
                continue
            for m in moves:
                nh, p2, lv2, j2, rl2, rd2, g2, ptl2, line2 = m
                if not any(nh):
                    total = g2 + CLEAR_BONUS_BASE + PACK_CARD_BONUS * (npack - p2) \
                        + JOKER_BONUS * j2
                    if best_any is None or total > best_any[0]:
                        best_any = (total, line2, True)
                    if best_clear is None or total > best_clear[0]:
                        best_clear = (total, line2, True)
                    continue
                hcode = sum(h << 3 * i for i, h in enumerate(nh))
                dead = s.is_dead(hcode, p2, lv2, j2)
                fits = sum(1 for i, h in enumerate(nh)
                           if h and (lv2 == 0 or abs(vals[i][h - 1] - lv2) == 1))
                score = (g2 + 0.7 * ptl2 + 40 * j2 + 8 * (npack - p2) + 4 * fits + 6 * rl2
                         - (400 if dead else 0))
                key = (nh, p2, lv2, j2, rl2, rd2)
                old = nxt.get(key)
                if old is None or old[1][6] < g2:
                    nxt[key] = (score, m)
        ranked = sorted(nxt.values(), key=lambda e: -e[0])[:width]
        layer = [m for _, m in ranked]
    found = [b for b in (best_any, best_clear) if b is not None]
    return found
