"""Every path the program writes lies under the user data folder or is a path the user named,
never inside the installed package: relative names (``--screenshot``, ``--screenshot-at``,
the script's ``shot``, ``--log``, a relative ``RETROHEARTS_DATA_DIR``) mean the folder the
program was started in, though pyxel's start-up changes the working folder.

The program runs in a child process with an audit hook (``sys.addaudithook``) that records
every file opened for writing, renamed, replaced, created or removed, as an absolute path at
the moment it happens; the package's own files are compared before and after as well.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import retrohearts

PACKAGE = Path(retrohearts.__file__).resolve().parent

CHILD = r"""
import json, os, sys
record, argv = sys.argv[1], sys.argv[2:]
seen = []
WRITE = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC

def where(path):
    return os.path.abspath(os.fsdecode(path))

def hook(event, args):
    if event == "open":
        path, mode, flags = args
        if isinstance(path, int) or path is None:
            return
        if (mode and any(c in mode for c in "wax+")) or (not mode and flags & WRITE):
            seen.append(("write", where(path)))
    elif event in ("os.rename", "os.replace", "os.link", "os.symlink"):
        seen.append((event, where(args[1])))
    elif event in ("os.remove", "os.rmdir", "os.mkdir", "os.chmod", "os.truncate"):
        if not isinstance(args[0], int):
            seen.append((event, where(args[0])))

sys.addaudithook(hook)
from retrohearts.hearts_main import main
status = main(argv)
with open(record, "w") as f:  # the hook records this one too: the test allows it
    json.dump({"status": status, "seen": seen}, f)
"""


def _package_files() -> set[str]:
    return {str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("*")
            if "__pycache__" not in p.parts and not p.name.endswith(".pyc")}


def _run(start: Path, record: Path, argv: list[str], data_env: str) -> dict[str, object]:
    env = dict(os.environ, RETROHEARTS_DATA_DIR=data_env, SDL_AUDIODRIVER="dummy",
               PYTHONPATH=os.pathsep.join([str(PACKAGE.parent), os.environ.get("PYTHONPATH", "")]))
    done = subprocess.run([sys.executable, "-c", CHILD, str(record), *argv], cwd=start, env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert "Traceback" not in done.stderr, done.stderr
    result: dict[str, object] = json.loads(record.read_text())
    result["stdout"] = done.stdout
    return result


def test_every_write_is_in_the_data_folder_or_a_path_the_user_named(tmp_path: Path) -> None:
    start = tmp_path / "where-i-started"
    start.mkdir()
    data = start / "saves"  # RETROHEARTS_DATA_DIR=saves, relative
    before = _package_files()
    play = ('wait 3; key SPACE; wait 3; text "Ada"; key ENTER; wait 3; key ESC; wait 40; '
            'shot "mid.png"; wait 3; key CTRL+C')
    first = _run(start, tmp_path / "run1.json", [
        "--headless", "--frames", "200", "--screenshot", "end.png",
        "--screenshot-at", "20:at.png", "--keys", play, "--log", "game.jsonl"], "saves")
    assert first["status"] == 0
    resume = ("wait 3; key SPACE; wait 3; key ENTER; wait 3; key ESC; wait 30; key ESC; wait 3; "
              "key ENTER; wait 3")
    second = _run(start, tmp_path / "run2.json", [
        "--headless", "--frames", "120", "--keys", resume, "--screenshot", "again.png"], "saves")
    assert second["status"] == 0

    named = {start / n for n in ("end.png", "at.png", "mid.png", "game.jsonl", "again.png")}
    records = {tmp_path / "run1.json", tmp_path / "run2.json"}
    for run in (first, second):
        for event, path_text in run["seen"]:  # type: ignore[attr-defined]
            path = Path(path_text)
            assert not path.is_relative_to(PACKAGE), f"{event} {path}: inside the package"
            folder_of_named = event == "os.mkdir" and any(n.is_relative_to(path) for n in named)
            assert path.is_relative_to(data) or path in named or path in records \
                or folder_of_named, \
                f"{event} {path}: neither the data folder nor a path the user named"
    for path in named:
        assert path.is_file(), f"{path.name} was not written where the user started"
    assert (data / "HEARTS.SAV").is_file()  # the Ctrl-C save, then QUIT saved again
    assert _package_files() == before, "the package folder changed"


def test_a_relative_data_folder_is_pinned_before_anything_moves(tmp_path: Path,
                                                                monkeypatch: object) -> None:
    from retrohearts.pc import storage

    mp = monkeypatch  # pytest.MonkeyPatch
    mp.chdir(tmp_path)  # type: ignore[attr-defined]
    mp.setenv(storage.DATA_DIR_ENV, "rel/data")  # type: ignore[attr-defined]
    storage.pin_data_dir()
    mp.chdir(PACKAGE)  # type: ignore[attr-defined]  # what pyxel.init used to do
    assert storage.user_data_dir() == tmp_path / "rel" / "data"


def test_the_working_folder_survives_pyxel_start_up(tmp_path: Path, monkeypatch: object) -> None:
    """open_screen puts back the folder pyxel's init moves away from (in this process pyxel
    may be open already; the child process test above covers a first start)."""
    from retrohearts.pc.app import open_app
    from retrohearts.pc.options import PCOptions

    monkeypatch.chdir(tmp_path)  # type: ignore[attr-defined]
    open_app(PCOptions(mode="cga"), headless=True, display=None)
    assert Path.cwd() == tmp_path
