"""How long the pre-game screens (Options, Players, Rules, Ad) take per frame, headless.

Each screen runs N frames (the halo moving one step every few frames, so the window's
text changes) in a few modes; the script prints milliseconds per frame, update and draw
together (the 4:3 row replication included). Also: a rule changed mid-hand, as the
Rules screen does it, timed on the engine alone.

    python bench/bench_pregame.py            # 240 frames each
    python bench/bench_pregame.py --frames 60
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from retrohearts.hearts import HouseRules, Match  # noqa: E402
from retrohearts.pc.app import open_app  # noqa: E402
from retrohearts.pc.input import InputFrame  # noqa: E402
from retrohearts.pc.options import PCOptions  # noqa: E402
from retrohearts.pc.screen import Screen  # noqa: E402
from retrohearts.screens.hearts.pregame.adscreen import AdScreen  # noqa: E402
from retrohearts.screens.hearts.pregame.options import NewGame, OptionsScreen  # noqa: E402
from retrohearts.screens.hearts.pregame.players import PlayersScreen  # noqa: E402
from retrohearts.screens.hearts.pregame.rulecontrols import Setup  # noqa: E402
from retrohearts.screens.hearts.pregame.rulescreen import RulesScreen  # noqa: E402

MODES = ("cga", "vga", "svga800")


def screens() -> dict[str, Screen]:
    game = NewGame("Ada", ("Jeffrey", "Lindsay", "Michael"), Setup())
    return {
        "options": OptionsScreen(game, lambda app: None),
        "players": PlayersScreen(("Jeffrey", "Lindsay", "Michael"), lambda app, three: None),
        "rules": RulesScreen(Setup()),
        "ad": AdScreen(None),
    }


def frame_ms(mode: str, name: str, frames: int) -> float:
    app = open_app(PCOptions(mode=mode), headless=True, display=None)  # type: ignore[arg-type]
    app.push(screens()[name])
    keys = ("RIGHT", "DOWN", "LEFT", "DOWN")
    start = time.perf_counter()
    for n in range(frames):
        key = keys[(n // 8) % len(keys)] if n % 8 == 0 else None
        app.update(InputFrame(keys=frozenset({key}) if key else frozenset()))
        app.draw()
    return (time.perf_counter() - start) * 1000 / frames


def rule_change_us(repeats: int = 2000) -> float:
    match = Match(HouseRules(), first_deal=1234)
    hand = match.hand
    for seat in range(4):
        hand.pass_cards(seat, hand.cards(seat)[:3])
    for _ in range(20):
        hand.play(hand.legal_plays()[0])
    rules = (HouseRules(must_play_queen=True, queen_breaks_hearts=False), HouseRules())
    start = time.perf_counter()
    for i in range(repeats):
        match.change_rules(rules[i % 2])
        hand.legal_plays()
    return (time.perf_counter() - start) * 1e6 / repeats


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=240)
    args = parser.parse_args()
    print(f"ms per frame (update + draw), {args.frames} frames each")
    print(f"{'screen':10s}" + "".join(f"{m:>10s}" for m in MODES))
    for name in screens():
        row = [frame_ms(mode, name, args.frames) for mode in MODES]
        print(f"{name:10s}" + "".join(f"{ms:10.2f}" for ms in row))
    print(f"rule change mid-hand + legal plays: {rule_change_us():.1f} us")


if __name__ == "__main__":
    main()
