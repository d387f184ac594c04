"""SYSINFO: every section, the reasons, and probes that never crash (pc/sysinfo.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from retrohearts.pc import sysinfo
from retrohearts.pc.config import parse
from retrohearts.pc.sysinfo import Probes, SoundProbe

ROOT = Path(__file__).resolve().parents[2]
LABELS = ("Computer speed", "DOS version", "Graphics adapter", "Graphics mode",
          "Mode chosen by", "Options used", "Chip set", "Monitor", "Screen shape",
          "Sound hardware", "Mouse", "Free memory", "Options file")

FAKE = Probes(
    speed=lambda: 123.45,
    audio=lambda: SoundProbe(True, "pulseaudio", "Built-in Audio"),
    display=lambda: True,
    memory=lambda: 1_048_576,
)


def _row(text: str, label: str) -> str:
    (line,) = [line for line in text.splitlines() if line.startswith(label + " ")]
    return line


def test_every_section_is_there() -> None:
    text = sysinfo.report(parse([]), FAKE)
    for label in LABELS:
        assert _row(text, label)
    assert "123.5 times an IBM PC" in _row(text, "Computer speed")
    assert "1,048,576K extended" in _row(text, "Free memory")
    assert "640K conventional" in _row(text, "Free memory")
    assert "pulseaudio" in _row(text, "Sound hardware")
    assert "Microsoft" in _row(text, "Mouse")


def test_forced_mode_says_why() -> None:
    text = sysinfo.report(parse(["ega", "--frames", "1", "cga", "mono"], "vga"), FAKE)
    assert "CGA" in _row(text, "Graphics adapter")
    assert "320x200" in _row(text, "Graphics mode")
    assert "CGA" in _row(text, "Mode chosen by")
    assert _row(text, "Options used").endswith("CGA on the command line, MONO on the command line")
    assert "Monochrome (MONO on the command line)" in _row(text, "Monitor")
    from_file = sysinfo.report(parse([], "hgc"), FAKE)
    assert "HGC in HEARTS.CLI" in _row(from_file, "Options used")
    assert "none" in _row(sysinfo.report(parse([]), FAKE), "Options used")
    assert "Monochrome" in _row(from_file, "Monitor")


def test_novesa_names_a_chip_set() -> None:
    text = sysinfo.report(parse(["svga", "novesa"]), FAKE)
    assert "driving it directly" in _row(text, "Chip set")
    assert "VESA" in _row(sysinfo.report(parse(["svga"]), FAKE), "Chip set")
    assert "unused" in _row(sysinfo.report(parse(["cga", "novesa"]), FAKE), "Chip set")


def test_ega64k_and_square() -> None:
    text = sysinfo.report(parse(["ega64k", "--square"]), FAKE)
    assert "640x350 4 colors" in _row(text, "Graphics mode").replace(",", "")
    assert "square" in _row(text, "Screen shape")


def test_sound_lines() -> None:
    assert "silence" in sysinfo.sound_report(SoundProbe(False, "dummy", "x"), False)
    line = sysinfo.sound_report(SoundProbe(False, "alsa", "cannot open"), True)
    assert "cannot open" in line and "SILENT" in line
    assert sysinfo.sound_report(SoundProbe(True, "x", "y", "Sound Blaster here"), False) == (
        "Sound Blaster here")


def test_no_display_no_mouse() -> None:
    assert "no mouse" in sysinfo.mouse_report(False)


def test_memory_unknown() -> None:
    assert "unknown" in sysinfo.memory_report(None)
    assert sysinfo.free_memory_k() is None or sysinfo.free_memory_k() > 0  # type: ignore[operator]


def test_measured_speed_and_dos_version() -> None:
    assert sysinfo.measure_speed(loops=2000, runs=1) > 0
    assert f"{sys.version_info[0]}." in sysinfo.dos_version()
    assert "Python" in sysinfo.dos_version()


def test_dummy_audio_driver_means_no_sound_card(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    probe = sysinfo.probe_audio()
    assert not probe.opened


def test_probe_survives_a_broken_driver(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-driver")
    probe = sysinfo.probe_audio()
    assert isinstance(probe, SoundProbe)
    assert not probe.opened


def test_child_probe_prints_one_json_line() -> None:
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-m", "retrohearts.pc.sysinfo", "--probe-audio"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found["opened"] is False
    assert set(found) == {"opened", "driver", "detail", "description"}


def test_sysinfo_command_with_no_display_and_no_sound(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(SDL_AUDIODRIVER="dummy", SDL_VIDEODRIVER="dummy", PYTHONPATH=str(ROOT),
               RETROHEARTS_DATA_DIR=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-m", "retrohearts", "/SYSINFO", "cga"],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    for label in LABELS:
        assert _row(done.stdout, label)
    assert "no sound board" in _row(done.stdout, "Sound hardware").lower()
    assert "no mouse" in _row(done.stdout, "Mouse")
    assert "CGA" in _row(done.stdout, "Graphics adapter")
    assert "no HEARTS.CLI" in _row(done.stdout, "Options file")
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("argv", [[], ["cga", "mono"], ["svga", "novesa"], ["ega64k"], ["hgc"],
                                  ["vga", "novesa"]])
def test_report_without_the_video_layer(monkeypatch: pytest.MonkeyPatch, argv: list[str]) -> None:
    """If pc/video.py cannot answer, SYSINFO still reports from the options alone."""

    def broken(_config: object) -> None:
        raise RuntimeError("no video layer")

    monkeypatch.setattr(sysinfo, "_from_video_layer", broken)
    text = sysinfo.report(parse(argv), FAKE)
    for label in LABELS:
        assert _row(text, label)
    if argv[:1] == ["cga"]:
        assert "320x200" in _row(text, "Graphics mode")
        assert "Monochrome" in _row(text, "Monitor")
    if "novesa" in argv and "svga" in argv:
        assert "driving it directly" in _row(text, "Chip set")
