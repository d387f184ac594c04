"""The user data folder and where HEARTS.CLI is looked for (pc/storage.py, config.load)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from retrohearts.pc import storage
from retrohearts.pc.config import OptionError, load


@pytest.fixture
def no_override(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    monkeypatch.delenv(storage.DATA_DIR_ENV, raising=False)
    home = tmp_path / "home"
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("USERPROFILE", str(home))
    return home


def test_user_data_dir_follows_pyxels_rule(no_override: Path) -> None:
    assert storage.user_data_dir() == no_override / ".pyxel" / "retrohearts" / "hearts"
    assert storage.user_data_dir("Home Run 2.0!") == (
        no_override / ".pyxel" / "retrohearts" / "home_run_20")
    assert not (no_override / ".pyxel").exists()  # looking never creates it


def test_ensure_creates_the_folder(no_override: Path) -> None:
    folder = storage.ensure_user_data_dir()
    assert folder.is_dir()


def test_environment_override(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(storage.DATA_DIR_ENV, str(tmp_path / "portable"))
    assert storage.user_data_dir() == tmp_path / "portable"


def test_same_folder_as_pyxel_itself(tmp_path: Path) -> None:
    """pyxel.user_data_dir needs pyxel.init, so ask it in a child process."""
    env = {**os.environ, "HOME": str(tmp_path), "SDL_AUDIODRIVER": "dummy"}
    env.pop(storage.DATA_DIR_ENV, None)
    code = (
        "import pyxel; pyxel.init(8, 8, headless=True); "
        f"print(pyxel.user_data_dir({storage.VENDOR!r}, {storage.HEARTS_APP!r}))"
    )
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, timeout=60, check=True)
    theirs = Path(done.stdout.strip().splitlines()[-1])
    code = "from retrohearts.pc.storage import user_data_dir; print(user_data_dir())"
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, timeout=60, check=True,
                          cwd=Path(__file__).resolve().parents[2])
    assert Path(done.stdout.strip()) == theirs


def test_cli_file_current_folder_first(tmp_path: Path) -> None:
    here, data = tmp_path / "here", tmp_path / "data"
    here.mkdir()
    data.mkdir()
    assert storage.find_cli_file(here, data) is None
    (data / "HEARTS.CLI").write_text("ega\n")
    assert storage.find_cli_file(here, data) == data / "HEARTS.CLI"
    (here / "hearts.cli").write_text("cga\n")  # any case counts, as on DOS
    assert storage.find_cli_file(here, data) == here / "hearts.cli"


def test_a_folder_named_hearts_cli_is_not_the_file(tmp_path: Path) -> None:
    (tmp_path / "HEARTS.CLI").mkdir()
    assert storage.find_cli_file(tmp_path, tmp_path / "missing") is None


def test_load_reads_the_file_then_the_command_line(tmp_path: Path) -> None:
    here, data = tmp_path / "here", tmp_path / "data"
    here.mkdir()
    data.mkdir()
    (data / "HEARTS.CLI").write_text("ega mono\nvga\n")
    cfg = load(["color"], cwd=here, data_dir=data)
    assert (cfg.pc.adapter, cfg.pc.monitor) == ("ega", "color")
    assert cfg.cli_file == data / "HEARTS.CLI"
    assert cfg.cli_line == "ega mono"
    (here / "HEARTS.CLI").write_text("cga\n")
    cfg = load([], cwd=here, data_dir=data)
    assert (cfg.pc.adapter, cfg.pc.monitor) == ("cga", None)


def test_load_reports_a_bad_word_in_the_file(tmp_path: Path) -> None:
    (tmp_path / "HEARTS.CLI").write_text("cga sparkle\n")
    with pytest.raises(OptionError) as caught:
        load(["vga"], cwd=tmp_path, data_dir=tmp_path / "data")
    assert caught.value.message == "???Illegal option: 'sparkle' in HEARTS.CLI file."


def test_the_sample_file_parses() -> None:
    sample = Path(__file__).resolve().parents[2] / "HEARTS.CLI"
    cfg = load([], cwd=sample.parent, data_dir=sample.parent / "missing")
    assert cfg.cli_file == sample
    assert cfg.action == "run"
