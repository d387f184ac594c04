"""Damage every file a player can edit by hand, start the real program on it, and check what
happened.

The table :data:`PLAYER_FILES` lists each file with how the program is started so that it
reads that file. :func:`run_damaged` writes a good copy of every file of the entry's family,
damages the one under test (a :class:`Damage`), starts the program in-process (the same
``main(argv)`` the console command calls, with a temporary user data folder and a temporary
current folder), and returns an :class:`Outcome`; :func:`check` asserts the rules:

* no traceback, and an exit status the entry allows;
* if the program complained about the file, the complaint is one of the entry's messages,
  and (for files that are set aside) the damaged content is kept, byte for byte, under a
  telling name (``HEARTS.SAV.BAD``, ``HEARTS.SAV.BAD2``...) while the original name is free;
* if it did not complain, the file is exactly as it was;
* every other file is untouched, and no temporary file is left.

How to add a file
-----------------
Append a :class:`PlayerFile` to :data:`PLAYER_FILES`:

``name``
    the file's name as the program spells it (``HEARTS.STA``, ``HOMERUN.INI``);
``where``
    ``"data"`` (the user data folder; ``RETROHEARTS_DATA_DIR`` points there) or ``"cwd"``
    (the folder the program is started in);
``good``
    a function returning a good file's bytes (the damage starts from these: make it a
    realistic file, e.g. written by the program's own save function);
``start``
    ``"module:function"``: the console entry point, called with ``argv`` and returning the
    exit status (``retrohearts.hearts_main:main``; HomeRun's would be
    ``retrohearts.homerun_main:main``). An entry whose module is missing is skipped;
``argv``
    the arguments that make the program read the file (``--headless --frames N`` and a
    ``--keys`` script that walks to where the file is read, e.g. a statistics screen);
``family``
    other files the program expects beside it, written good (HEARTS.TBL beside HEARTS.SAV);
``messages``
    regular expressions, one of which the program's complaint must match;
``set_aside``
    whether a damaged file is renamed out of the way (HEARTS.CLI is the player's own
    options file: it is reported, never renamed);
``statuses``
    the exit statuses allowed (2 is a bad option in HEARTS.CLI);
``fuzz_skip``
    a reason to leave the entry out of the hypothesis run for now (a known finding its
    owner must fix); the plain tests still run it.

tests/robust/test_player_files_fuzz.py then fuzzes the new entry with every kind of damage.
"""

from __future__ import annotations

import contextlib
import importlib
import io
import json
import os
import re
import shutil
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

# -- good files ---------------------------------------------------------------------------


def _a_match() -> Any:
    from retrohearts.hearts.match import Match
    from retrohearts.hearts.rules import HouseRules

    match = Match(HouseRules(), first_deal=4242, first_dealer=1, work=32_000)
    hand = match.hand
    for seat in range(4):
        hand.pass_cards(seat, list(hand.cards(seat))[:3])
    for _ in range(9):
        hand.play(hand.legal_plays()[0])
    return match


def good_sav() -> bytes:
    from retrohearts.hearts.savegame import match_to_dict

    return (json.dumps(match_to_dict(_a_match()), indent=1, ensure_ascii=True) + "\n").encode()


def good_tbl() -> bytes:
    from dataclasses import asdict

    from retrohearts.screens.hearts.files.saving import TABLE_FORMAT
    from retrohearts.screens.hearts.shared.controls import Controls

    table = {"format": TABLE_FORMAT, "version": 1,
             "names": ["Kim", "Jeffrey", "Lindsay", "Michael"],
             "controls": asdict(Controls(play_speed=7, between_tricks=1))}
    return json.dumps(table, indent=1).encode()


def good_def() -> bytes:
    from retrohearts.hearts.rules import HouseRules
    from retrohearts.screens.hearts.files.defaults import Defaults
    from retrohearts.screens.hearts.shared.controls import Controls

    chosen = Defaults(rules=HouseRules.preset("omnibus"), controls=Controls(play_speed=9),
                      opponents=("Ellen", "David", "Julia"))
    return json.dumps(chosen.to_dict(), indent=1).encode()


def good_cli() -> bytes:
    return b"vga mono --look crisp\r\n; a comment line the program ignores\r\n"


def good_ini() -> bytes:
    from retrohearts.screens.homerun import inifile

    ini = inifile.HomeRunIni()
    ini.setup.names = ["Kim", "Lee"]
    return inifile.render(ini).encode()


# -- the table ----------------------------------------------------------------------------

HEARTS = "retrohearts.hearts_main:main"
HOMERUN = "retrohearts.homerun_main:main"
# Title -> resume offer -> "Yes" -> the table (or the name prompt when nothing resumed).
RESUME = ("--headless", "--frames", "40", "--keys",
          "wait 3; key SPACE; wait 3; key ENTER; wait 6; text \"Kim\"; key ENTER; wait 12")
JUST_START = ("--headless", "--frames", "12")


@dataclass(frozen=True)
class PlayerFile:
    """One file a player can edit, and how to make the program read it."""

    name: str
    where: Literal["data", "cwd"]
    good: Callable[[], bytes]
    start: str
    argv: tuple[str, ...]
    family: tuple[str, ...] = ()
    messages: tuple[str, ...] = ()
    set_aside: bool = True
    statuses: tuple[int, ...] = (0,)
    fuzz_skip: str = ""  # why the hypothesis run skips this entry for now ("" = it runs)


def _reasons(name: str) -> tuple[str, ...]:
    """The complaints a damaged or unreadable ``name`` may give (Hearts' words), and the
    line saying where the file went."""
    quoted, bare = re.escape(f"'{name}'"), re.escape(name)
    return (rf"^\?{quoted} file corrupt$", rf"^\?{quoted} [A-Z][A-Za-z ]+$",
            rf"^\(The file is kept as {bare}\.BAD\d*\.\)$", rf"^\({bare} left as it is\.\)$")


PLAYER_FILES: dict[str, PlayerFile] = {f.name: f for f in (
    PlayerFile("HEARTS.SAV", "data", good_sav, HEARTS, RESUME, family=("HEARTS.TBL",),
               messages=_reasons("HEARTS.SAV")),
    PlayerFile("HEARTS.TBL", "data", good_tbl, HEARTS, RESUME, family=("HEARTS.SAV",),
               messages=_reasons("HEARTS.TBL")),
    PlayerFile("HEARTS.DEF", "data", good_def, HEARTS, JUST_START,
               messages=_reasons("HEARTS.DEF")),
    PlayerFile("HEARTS.CLI", "cwd", good_cli, HEARTS, JUST_START, set_aside=False,
               statuses=(0, 2),
               messages=(r"in HEARTS\.CLI file\.$", r"^\?Cannot read 'HEARTS\.CLI' file")),
    PlayerFile("HOMERUN.INI", "data", good_ini, HOMERUN, JUST_START,
               messages=(r"^HOMERUN\.INI damaged \(.+\): (kept as HOMERUN\.INI\.BAD\d*, )?"
                         r"defaults used$",)),
)}
GOOD: dict[str, Callable[[], bytes]] = {f.name: f.good for f in PLAYER_FILES.values()}


# -- damage -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Damage:
    """What to put under the file's name: ``data`` bytes, or a ``kind`` of thing that is
    not a regular file, optionally under another ``case`` of the name."""

    data: bytes = b""
    kind: Literal["file", "dir", "fifo", "dangling", "link_to_dir", "unreadable"] = "file"
    lower_case: bool = False

    def describe(self) -> str:
        head = self.data[:60]
        return f"{self.kind}{' (lower case)' if self.lower_case else ''} {head!r}" \
               f"{'...' if len(self.data) > 60 else ''} ({len(self.data)} bytes)"


def _write_damage(path: Path, damage: Damage) -> None:
    if damage.kind == "dir":
        path.mkdir()
        (path / "inside.txt").write_text("a folder, not a file")
    elif damage.kind == "fifo":
        os.mkfifo(path)
    elif damage.kind == "dangling":
        path.symlink_to(path.parent / "nowhere" / "at-all")
    elif damage.kind == "link_to_dir":
        target = path.parent / "some-folder"
        target.mkdir(exist_ok=True)
        path.symlink_to(target)
    else:
        path.write_bytes(damage.data)
        if damage.kind == "unreadable":
            path.chmod(0)


# -- running ------------------------------------------------------------------------------


@dataclass
class Outcome:
    """What one start of the program on a damaged file did."""

    entry: PlayerFile
    damage: Damage
    status: int | None
    output: str
    before: dict[str, Any]
    after: dict[str, Any]
    error: str | None = None  # an exception escaped (the traceback)
    target: str = ""  # the name the damaged file was written under
    folders: dict[str, Path] = field(default_factory=dict)


def _snapshot(folders: dict[str, Path]) -> dict[str, Any]:
    """Every entry of the folders: relative name -> bytes, or a marker for other kinds."""
    out: dict[str, Any] = {}
    for label, folder in folders.items():
        for path in sorted(folder.rglob("*")):
            key = f"{label}/{path.relative_to(folder)}"
            if path.is_symlink():
                out[key] = ("link", os.readlink(path))
            elif path.is_dir():
                out[key] = ("dir",)
            elif path.is_fifo():
                out[key] = ("fifo",)
            else:
                try:
                    out[key] = path.read_bytes()
                except OSError:
                    out[key] = ("unreadable",)
    return out


@contextlib.contextmanager
def _environment(cwd: Path, data: Path) -> Iterator[None]:
    old_cwd, old_env = os.getcwd(), os.environ.get("RETROHEARTS_DATA_DIR")
    os.environ["RETROHEARTS_DATA_DIR"] = str(data)
    os.chdir(cwd)
    try:
        yield
    finally:
        os.chdir(old_cwd)
        if old_env is None:
            os.environ.pop("RETROHEARTS_DATA_DIR", None)
        else:
            os.environ["RETROHEARTS_DATA_DIR"] = old_env


def entry_point(entry: PlayerFile) -> Callable[[list[str]], int] | None:
    """The entry's ``main``, or None when its module does not exist (yet)."""
    module, _, function = entry.start.partition(":")
    try:
        found = importlib.import_module(module)
    except ModuleNotFoundError:
        return None
    main: Callable[[list[str]], int] = getattr(found, function)
    return main


def run_damaged(entry: PlayerFile, damage: Damage) -> Outcome:
    """Write the entry's family good, ``entry``'s file damaged, start the program."""
    main = entry_point(entry)
    assert main is not None, f"{entry.start} is missing"
    root = Path(tempfile.mkdtemp(prefix="retrohearts-files-"))
    try:
        folders = {"cwd": root / "cwd", "data": root / "data"}
        for folder in folders.values():
            folder.mkdir()
        for name in entry.family:
            family = PLAYER_FILES.get(name)
            where = family.where if family is not None else "data"
            (folders[where] / name).write_bytes(GOOD[name]())
        (folders["data"] / "KEEP.ME").write_bytes(b"a file of the player's own")
        target = entry.name.lower() if damage.lower_case else entry.name
        _write_damage(folders[entry.where] / target, damage)
        before = _snapshot(folders)
        out, err = io.StringIO(), io.StringIO()
        status: int | None = None
        error = None
        with _environment(folders["cwd"], folders["data"]), \
                contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                status = main(list(entry.argv))
            except BaseException:  # noqa: BLE001 - the finding itself
                import traceback

                error = traceback.format_exc()
        after = _snapshot(folders)
        return Outcome(entry, damage, status, out.getvalue() + err.getvalue(), before, after,
                       error, f"{entry.where}/{target}", folders)
    finally:
        with contextlib.suppress(OSError):
            for path in root.rglob("*"):
                if not path.is_symlink():
                    with contextlib.suppress(OSError):
                        path.chmod(0o700)
        shutil.rmtree(root, ignore_errors=True)


def complaints(outcome: Outcome) -> list[str]:
    """The lines of the output that speak of the file under test."""
    name = outcome.entry.name
    return [line for line in outcome.output.splitlines() if name in line.upper()]


def check(outcome: Outcome) -> None:
    """Assert the rules of the module docstring for one outcome."""
    entry, what = outcome.entry, outcome.damage.describe()
    assert outcome.error is None, f"{entry.name} {what}: traceback\n{outcome.error}"
    assert "Traceback" not in outcome.output, f"{entry.name} {what}:\n{outcome.output}"
    assert outcome.status in entry.statuses, \
        f"{entry.name} {what}: exit status {outcome.status}\n{outcome.output}"
    said = complaints(outcome)
    for line in said:
        assert any(re.search(rx, line, re.IGNORECASE) for rx in entry.messages), \
            f"{entry.name} {what}: unexpected message {line!r}"
    before, after = outcome.before, outcome.after
    target = outcome.target
    temps = [k for k in after if k.endswith(".tmp")]
    assert temps == [], f"{entry.name} {what}: temporaries left {temps}"
    # a thing in the data folder that the run created: only the set-aside copy may appear
    created = sorted(set(after) - set(before))
    removed = sorted(set(before) - set(after))
    if said and entry.set_aside and before.get(target) not in (None, ("dir",)):
        aside = [k for k in created if re.fullmatch(re.escape(target) + r"\.BAD\d*", k)]
        assert aside, f"{entry.name} {what}: reported but not kept aside ({created})"
        assert after[aside[0]] == before[target], f"{entry.name} {what}: the copy differs"
        assert target not in after, f"{entry.name} {what}: the original name is not free"
        created.remove(aside[0])
        removed.remove(target)
    elif said and entry.set_aside and before.get(target) == ("dir",):
        aside = [k for k in created if k.startswith(target + ".BAD")]
        assert aside, f"{entry.name} {what}: a folder reported but not moved aside"
        created = [k for k in created if not k.startswith(aside[0])]
        removed = [k for k in removed if not k.startswith(target)]
    else:
        assert after.get(target) == before.get(target), \
            f"{entry.name} {what}: changed without a word"
    # everything else exactly as it was
    assert removed == [], f"{entry.name} {what}: files gone: {removed}"
    assert created == [], f"{entry.name} {what}: files made: {created}"
    for key, value in before.items():
        if key != target and not key.startswith(target + "/"):
            assert after.get(key) == value, f"{entry.name} {what}: {key} was changed"
