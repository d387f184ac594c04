"""A wheel built by ``pip`` carries the data folders, not only an editable install."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _files_in(folder: str) -> set[str]:
    return {
        p.relative_to(ROOT / folder).as_posix()
        for p in (ROOT / folder).rglob("*")
        if p.is_file()
    }


def test_wheel_carries_palettes_music_and_portraits(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
         "-w", str(tmp_path), str(ROOT)],
        check=True, capture_output=True,
    )
    (wheel,) = tmp_path.glob("retrohearts-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for folder in ("palettes", "music", "portraits", "cardfaces",
                   "onlinedoc"):  # the on-line document
        expected = _files_in(folder)
        assert expected, f"{folder}/ is empty"
        for rel in expected:
            assert f"retrohearts/_data/{folder}/{rel}" in names
    assert any(n.startswith("retrohearts/pc/fonts/") and n.endswith(".bdf") for n in names)
    assert "retrohearts/screens/hearts/pregame/measured.txt" in names  # Players screen figures


def test_data_dir_finds_source_folders() -> None:
    from retrohearts.datafiles import data_dir

    assert data_dir("palettes").is_dir()
    assert data_dir("music").is_dir()
    assert data_dir("portraits").is_dir()
    assert (data_dir("cardfaces") / "king.txt").is_file()
    assert (data_dir("onlinedoc") / "HEARTS.DOC").is_file()
    assert (data_dir("onlinedoc") / "HEARTS.IDX").is_file()
