"""A data file of the package missing or damaged: the original's one line,
``Cannot find 'xxxx' data in 'HEARTS.DAT'``, from every loader (palettes, fonts, music,
voices), and the program either stops cleanly (palette, font) or plays on (sound).
Each case hides or damages a temporary copy and points the loader at it."""

from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from retrohearts import datafiles
from retrohearts.datafiles import DataFileError, data_dir, missing_data
from retrohearts.docfile import DOC_NAME
from retrohearts.pc import font as fontmod
from retrohearts.pc import video
from retrohearts.pc.modes import build as build_mode
from retrohearts.pc.options import PCOptions
from retrohearts.pc.palette import load_palette
from retrohearts.pc.sound import Board, MusicMode, Sound, SoundSettings, SoundsMode, clips, library
from retrohearts.pc.sound.backend import Recorder
from retrohearts.pc.sound.detect import AudioReport
from retrohearts.pc.sound.settings import Device
from retrohearts.pc.video import Video

ROOT = Path(__file__).resolve().parent.parent


def test_the_message_is_the_original_one() -> None:
    assert missing_data("palettes/ega.gpl") == "Cannot find 'palettes/ega.gpl' data in 'HEARTS.DAT'"


def test_a_missing_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(datafiles, "_PACKAGE_DIR", tmp_path / "retrohearts")
    with pytest.raises(DataFileError) as err:
        data_dir("music")
    assert str(err.value) == "Cannot find 'music' data in 'HEARTS.DAT'"
    assert "looked in" in err.value.detail


# -- palettes -------------------------------------------------------------------------------
@pytest.fixture
def palettes(tmp_path: Path) -> Iterator[Path]:
    folder = tmp_path / "palettes"
    shutil.copytree(data_dir("palettes"), folder)
    load_palette.cache_clear()
    yield folder
    load_palette.cache_clear()


def test_a_missing_palette(palettes: Path) -> None:
    (palettes / "ega.gpl").unlink()
    with pytest.raises(DataFileError) as err:
        load_palette("ega", palettes)
    assert str(err.value) == "Cannot find 'palettes/ega.gpl' data in 'HEARTS.DAT'"


@pytest.mark.parametrize("damage", ["cut", "garbage", "binary"])
def test_a_damaged_palette(palettes: Path, damage: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(video, "load_palette", lambda name: load_palette(name, palettes))
    path = palettes / "ega.gpl"
    text = path.read_bytes()
    path.write_bytes({"cut": text[:len(text) // 2], "garbage": b"GIMP Palette\nzz zz zz\n",
                      "binary": b"\xff\xfe\x00" * 30}[damage])
    with pytest.raises(DataFileError) as err:
        load_palette("ega", palettes)
        Video(build_mode("ega"))  # a palette cut between two colours: the mode refuses it
    assert str(err.value) == "Cannot find 'palettes/ega.gpl' data in 'HEARTS.DAT'"
    assert err.value.detail  # what exactly was wrong is kept for the curious


# -- fonts ----------------------------------------------------------------------------------
@pytest.fixture
def fonts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "fonts"
    shutil.copytree(fontmod.FONT_DIR, folder, ignore=shutil.ignore_patterns("src"))
    monkeypatch.setattr(fontmod, "FONT_DIR", folder)
    fontmod.load_font.cache_clear()
    yield folder
    monkeypatch.undo()
    fontmod.load_font.cache_clear()


def test_a_missing_font(fonts: Path) -> None:
    (fonts / "vga8x16.bdf").unlink()
    with pytest.raises(DataFileError) as err:
        fontmod.load_font("vga8x16")
    assert str(err.value) == "Cannot find 'fonts/vga8x16.bdf' data in 'HEARTS.DAT'"


@pytest.mark.parametrize("damage", ["cut", "bad bitmap", "glyph lost", "binary"])
def test_a_damaged_font(fonts: Path, damage: str) -> None:
    path = fonts / "cga8x8.bdf"
    text = path.read_text(encoding="ascii")
    if damage == "cut":
        text = text[:len(text) // 2]
    elif damage == "bad bitmap":
        text = text.replace("BITMAP\n00\n", "BITMAP\nzz\n", 1)
    elif damage == "glyph lost":
        start = text.index("STARTCHAR", text.index("STARTCHAR") + 1)
        text = text[:start] + text[text.index("ENDCHAR", start) + 8:]
    path.write_text(text, encoding="ascii")
    if damage == "binary":
        path.write_bytes(b"\x89PNG\r\n" * 20)
    with pytest.raises(DataFileError) as err:
        fontmod.load_font("cga8x8")
    assert str(err.value) == "Cannot find 'fonts/cga8x8.bdf' data in 'HEARTS.DAT'"


def _run_with(patch: str, *args: str) -> subprocess.CompletedProcess[str]:
    """The whole program, headless, in its own process, after ``patch`` ran."""
    script = textwrap.dedent(f"""
        import sys
        from pathlib import Path
        {patch}
        from retrohearts.hearts_main import main
        sys.exit(main({list(args)!r}))
    """)
    env = {"PYTHONPATH": str(ROOT), "SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin",
           "HOME": "/tmp", "RETROHEARTS_DATA_DIR": "/tmp/retrohearts-data-errors"}
    return subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=120)


def test_the_program_stops_with_one_line_on_a_damaged_palette(palettes: Path) -> None:
    (palettes / "vga.gpl").write_text("GIMP Palette\nnonsense\n")
    done = _run_with(
        f"import retrohearts.pc.palette as p; p.data_dir = lambda name: Path({str(palettes)!r})",
        "vga", "--headless", "--frames", "2")
    assert done.returncode == 2
    assert done.stderr.strip() == "Cannot find 'palettes/vga.gpl' data in 'HEARTS.DAT'"


@pytest.mark.parametrize("lost", ["ega8x14.bdf", "cga8x8.bdf"])  # the mode's; the big prompt's
def test_the_program_stops_with_one_line_on_a_missing_font(fonts: Path, lost: str) -> None:
    (fonts / lost).unlink()
    done = _run_with(f"import retrohearts.pc.font as f; f.FONT_DIR = Path({str(fonts)!r})",
                     "ega", "--headless", "--frames", "2")
    assert done.returncode == 2
    assert done.stderr.strip() == f"Cannot find 'fonts/{lost}' data in 'HEARTS.DAT'"


# -- music and voices -----------------------------------------------------------------------
PRESENT = AudioReport(True, "test", Board.SOUND_BLASTER, "Sound Blaster compatible (test)")


@pytest.fixture
def music(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "music"
    shutil.copytree(data_dir("music"), folder)
    monkeypatch.setattr(library, "music_dir", lambda: folder)
    library.scores.cache_clear()
    clips._recording.cache_clear()
    yield folder
    library.scores.cache_clear()
    clips._recording.cache_clear()


def _sound() -> Sound:
    return Sound(SoundSettings(Board.SOUND_BLASTER, MusicMode.FULL, SoundsMode.FULL),
                 PCOptions(), report=PRESENT, backend=Recorder())


def test_a_damaged_tune_silences_the_music_with_the_message(music: Path) -> None:
    (music / "theme.mml").write_text("@@@ not a tune {{{\n")
    with pytest.raises(DataFileError) as err:
        library.scores()
    assert str(err.value) == "Cannot find 'music/theme.mml' data in 'HEARTS.DAT'"
    sound = _sound()
    sound.play_music("theme")  # no crash: the program plays on in silence
    assert sound.now_playing is None
    assert sound.last_error == "Cannot find 'music/theme.mml' data in 'HEARTS.DAT'"


def test_a_missing_voice(music: Path) -> None:
    (music / "voices" / "narrator" / "hearts-broken.wav").unlink()
    sound = _sound()
    assert sound.voice("hearts-broken") is False
    assert sound.last_error == "Cannot find 'voice:hearts-broken' data in 'HEARTS.DAT'"
    assert sound.effect("trick") is True  # everything else still plays


def test_a_damaged_voice(music: Path) -> None:
    (music / "voices" / "narrator" / "ouch.wav").write_bytes(b"RIFF\x00\x00garbage")
    with pytest.raises(DataFileError) as err:
        clips.voice_samples("ouch", Device.SOUND_BLASTER)
    assert str(err.value) == "Cannot find 'music/voices/narrator/ouch.wav' data in 'HEARTS.DAT'"
    sound = _sound()
    assert sound.voice("ouch") is False
    assert sound.last_error == str(err.value)


def test_a_missing_effect(music: Path) -> None:
    sound = _sound()
    assert sound.effect("kaboom") is False
    assert sound.last_error == "Cannot find 'effect:kaboom' data in 'HEARTS.DAT'"


# -- the program goes on ----------------------------------------------------------------------
def test_the_program_starts_without_its_document(tmp_path: Path) -> None:
    (tmp_path / DOC_NAME).write_bytes((data_dir("onlinedoc") / DOC_NAME).read_bytes())
    done = _run_with(
        "import retrohearts.screens.hearts.shared.onlinedoc as d; "
        f"d.document_folder = lambda: Path({str(tmp_path)!r})",
        "demo", "cga", "--headless", "--frames", "30")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines().count("On-line documentation is DISABLED") == 1


def test_a_sound_missing_mid_game_is_said_once(monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    from retrohearts.pc import sound as soundmod
    from retrohearts.screens.hearts.shared.speaker import attach_sound

    class Quiet:
        """Stands in for the speaker: every sound it is asked for is missing."""

        def __init__(self, *args: object, **kwargs: object) -> None:
            self.last_error: str | None = None

        def preload(self) -> None:
            self.last_error = missing_data("effect:trick")

        def update(self) -> None:
            pass

    class Machine:
        services: dict[str, object] = {}
        frame_hooks: list[object] = []

    monkeypatch.setattr(soundmod, "Sound", Quiet)
    app = Machine()
    attach_sound(app, PCOptions())  # type: ignore[arg-type]
    for hook in app.frame_hooks * 3:
        hook(app)  # type: ignore[operator]
    said = app.services["sound"]
    said.last_error = missing_data("voice:ouch")  # type: ignore[attr-defined]
    for hook in app.frame_hooks * 3:
        hook(app)  # type: ignore[operator]
    assert capsys.readouterr().out.splitlines() == [
        "Cannot find 'effect:trick' data in 'HEARTS.DAT'",
        "Cannot find 'voice:ouch' data in 'HEARTS.DAT'"]


def test_a_missing_music_folder_is_said_and_the_game_plays_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def nowhere() -> Path:
        raise DataFileError("music", "test")

    monkeypatch.setattr(library, "music_dir", nowhere)
    library.scores.cache_clear()
    try:
        sound = _sound()
        sound.preload()
        assert sound.last_error == "Cannot find 'music' data in 'HEARTS.DAT'"
        sound.last_error = None
        sound.play_music("background")
        assert sound.last_error == "Cannot find 'music' data in 'HEARTS.DAT'"
        assert sound.effect("trick") is False and sound.now_playing is None
    finally:
        library.scores.cache_clear()


def test_a_missing_card_face_is_said_once_and_the_game_plays_on(tmp_path: Path) -> None:
    done = _run_with(
        f"import retrohearts.ui.facefile as f; f.data_dir = lambda name: Path({str(tmp_path)!r})",
        "vga", "--screen", "table", "--deal", "5", "--headless", "--frames", "40")
    assert done.returncode == 0, done.stderr
    said = [ln for ln in done.stdout.splitlines() if "cardfaces" in ln]
    assert "Cannot find 'cardfaces/queen.txt' data in 'HEARTS.DAT'" in said
    assert len(said) == len(set(said))  # each missing face said once
