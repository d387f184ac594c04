"""The packaged game runs with only what a browser page has.

Each run plays the built ``.pyxapp`` through web/profile.py: numpy, threads,
subprocesses, modules from outside the package and writes outside the browser's
storage all fail there, exactly as in Pyodide. DEMO takes the game from the title to
the table and through a whole hand, preparing its digitized sounds on the way.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from urllib.parse import quote

import pytest
from homerun_keys import greedy_script

PROFILE = Path(__file__).resolve().parents[2] / "retrohearts" / "web" / "profile.py"
HAND_FRAMES = 5000  # DEMO finishes its first hand well inside this


def _play(dist: Path, tmp_path: Path, query: str, game: str = "hearts"
          ) -> tuple[subprocess.CompletedProcess[str], dict[str, object]]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["SDL_AUDIODRIVER"] = "dummy"
    # pyxel extracts packages under the temporary folder and clears other processes' old
    # ones there: a folder of this test's own keeps parallel runs out of each other's way.
    env["TMPDIR"] = str(tmp_path / "tmp")
    (tmp_path / "tmp").mkdir(exist_ok=True)
    done = subprocess.run([sys.executable, str(PROFILE), str(dist / f"{game}.pyxapp"),
                           "--storage", str(tmp_path / "storage"), "--query", query],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    lines = [ln for ln in done.stdout.splitlines() if ln.startswith("PROFILE ")]
    assert lines, done.stdout + done.stderr
    return done, json.loads(lines[-1][len("PROFILE "):])


@pytest.mark.parametrize("mode", ["cga", "vga&mono"])
def test_a_whole_hand_under_the_browser_limits(dist: Path, tmp_path: Path, mode: str) -> None:
    log = tmp_path / "storage" / "game.jsonl"
    done, facts = _play(dist, tmp_path,
                        f"?demo&{mode}&--headless&frames={HAND_FRAMES}&log={log}")
    assert done.returncode == 0, done.stderr[-3000:]
    assert "Traceback" not in done.stderr
    records = [json.loads(line) for line in log.read_text("utf-8").splitlines()]
    events = [r["event"] for r in records]
    first = records[: events.index("hand_end")] if "hand_end" in events else records
    cards = {r["card"] for r in first if r["event"] == "play"}  # and the cards a claim played
    cards |= {c for r in first if r["event"] == "claim" for t in r["tricks"] for _, c in t["plays"]}
    assert "hand_end" in events and len(cards) == 52
    assert facts["outside_package"] == []
    assert isinstance(facts["sounds_prepared"], int) and facts["sounds_prepared"] > 0


@pytest.mark.parametrize("mode", ["psion", "cga"])
def test_a_whole_homerun_hand_under_the_browser_limits(dist: Path, tmp_path: Path,
                                                       mode: str) -> None:
    if not (dist / "homerun.pyxapp").is_file():
        pytest.skip("no HomeRun in this package")
    keys, ending = greedy_script(7)
    keys += "; wait 60; key ENTER; wait 30; key ENTER; wait 30; key ENTER; wait 30"
    done, facts = _play(dist, tmp_path, f"?{mode}&deal=7&seed=3&--headless&frames=2500"
                        f"&keys={quote(keys)}", game="homerun")
    assert done.returncode == 0, done.stderr[-3000:]
    assert "Traceback" not in done.stderr
    assert facts["outside_package"] == []
    ini = (tmp_path / "storage" / "homerun" / "HOMERUN.INI").read_text("utf-8")
    assert ending == "stuck" and "[Player Player 1]" in ini and "games = 1" in ini


def test_a_bad_flag_is_shown_not_crashed(dist: Path, tmp_path: Path) -> None:
    env_query = "?cga&bogus"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env.update(SDL_AUDIODRIVER="dummy", RETROHEARTS_WEB_HEADLESS="1")
    done = subprocess.run([sys.executable, str(PROFILE), str(dist / "hearts.pyxapp"),
                           "--storage", str(tmp_path / "s"), "--query", env_query],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert "Traceback" not in done.stderr, done.stderr[-3000:]
    assert "???Illegal option: 'bogus'" in done.stdout


def test_the_limits_bite(tmp_path: Path) -> None:
    """The stand-in must refuse what a page refuses, or the tests above prove nothing."""
    app = tmp_path / "app"
    app.mkdir()
    script = textwrap.dedent(f"""
        import sys, threading
        sys.path.insert(0, {str(PROFILE.parent)!r})
        import profile as _  # noqa: the stdlib one; load ours by path instead
        import importlib.util
        spec = importlib.util.spec_from_file_location("webprofile", {str(PROFILE)!r})
        mod = importlib.util.module_from_spec(spec); spec.loader.exec_module(mod)
        from pathlib import Path
        mod.impose(Path({str(app)!r}), Path({str(tmp_path / 'store')!r}))
        results = []
        for attempt in (lambda: __import__("numpy"),
                        lambda: threading.Thread(target=print).start(),
                        lambda: __import__("subprocess").Popen(["true"]),
                        lambda: open({str(tmp_path / 'outside.txt')!r}, "w"),
                        lambda: __import__("hypothesis")):
            try:
                attempt()
                results.append("allowed")
            except Exception as exc:
                results.append(type(exc).__name__)
        (Path({str(tmp_path / 'store')!r})).mkdir()
        open({str(tmp_path / 'store' / 'ok.txt')!r}, "w").write("fine")
        print(results)
    """)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "allowed" not in done.stdout, done.stdout
    assert (tmp_path / "store" / "ok.txt").read_text() == "fine"
    assert not (tmp_path / "outside.txt").exists()
