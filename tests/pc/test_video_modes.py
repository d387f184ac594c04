"""Mode selection: flags force a mode, detection picks the best and says why."""

from __future__ import annotations

import pytest

from retrohearts.pc.modes import build
from retrohearts.pc.options import PCOptions
from retrohearts.pc.video import select_mode


def test_headless_default_is_svga_640_with_a_reason() -> None:
    choice = select_mode(PCOptions(), headless=True)
    assert choice.mode.key == "svga640"
    assert "headless" in choice.reason


@pytest.mark.parametrize(("display", "key"), [((1920, 1080), "svga800"), ((1024, 768), "svga800"),
                                              ((800, 600), "svga640"), ((640, 400), "cga")])
def test_detection_follows_the_display(display: tuple[int, int], key: str) -> None:
    choice = select_mode(PCOptions(), display)
    assert choice.mode.key == key
    assert f"{display[0]}x{display[1]}" in choice.reason


@pytest.mark.parametrize(("options", "key", "colors"), [
    (PCOptions(adapter="hercules"), "hercules", 2),
    (PCOptions(adapter="cga"), "cga", 4),
    (PCOptions(adapter="ega"), "ega", 16),
    (PCOptions(adapter="ega", ega64k=True), "ega64k", 4),
    (PCOptions(ega64k=True), "ega64k", 4),
    (PCOptions(adapter="vga"), "vga", 16),
    (PCOptions(adapter="svga"), "svga800", 256),
])
def test_flags_force_the_adapter(options: PCOptions, key: str, colors: int) -> None:
    choice = select_mode(options, (1920, 1080))
    assert (choice.mode.key, choice.mode.colors) == (key, colors)


def test_svga_forced_on_a_small_display_takes_640() -> None:
    assert select_mode(PCOptions(adapter="svga"), (800, 600)).mode.key == "svga640"


def test_mono_works_with_every_adapter() -> None:
    for adapter in ("hercules", "cga", "ega", "vga", "svga"):
        mode = select_mode(PCOptions(adapter=adapter, monitor="mono"), None).mode  # type: ignore[arg-type]
        assert mode.mono
    assert select_mode(PCOptions(adapter="ega", monitor="mono"), None).mode.bios_mode == "0Fh"
    assert select_mode(PCOptions(adapter="hercules", monitor="color"), None).mode.mono


def test_novesa_reports_a_chipset_and_takes_its_driver() -> None:
    vesa = select_mode(PCOptions(adapter="svga"), None)
    chip = select_mode(PCOptions(adapter="svga", novesa=True), None)
    assert vesa.chipset is None and chip.chipset
    assert chip.mode.driver != vesa.mode.driver and chip.mode.bios_mode != vesa.mode.bios_mode
    assert chip.offered != vesa.offered
    assert "NOVESA" in chip.reason


def test_aspect_sizes() -> None:
    assert build("cga").output_size(square=False) == (320, 240)
    assert build("ega").output_size(square=False) == (640, 480)
    assert build("hercules").output_size(square=False) == (720, 540)
    assert build("svga800").output_size(square=False) == (800, 600)
    assert build("cga").output_size(square=True) == (320, 200)


def test_unknown_mode_key() -> None:
    with pytest.raises(ValueError):
        build("tandy")


def test_display_size_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    from retrohearts.pc.video import DISPLAY_ENV, detect_display

    monkeypatch.setenv(DISPLAY_ENV, "1920x1080")
    assert detect_display() == (1920, 1080)
    assert select_mode(PCOptions()).mode.key == "svga800"
    monkeypatch.setenv(DISPLAY_ENV, "bogus")
    assert detect_display() is None
    monkeypatch.delenv(DISPLAY_ENV)
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert detect_display() is None


@pytest.mark.parametrize("key", ["cga", "ega", "hercules", "vga"])
def test_native_and_output_rows_map_both_ways(key: str) -> None:
    from retrohearts.pc.video import Video

    video = Video(build(key))
    for y in range(0, video.height, 7):
        out_x, out_y = video.to_output(5, y)
        assert video.to_native(out_x, out_y) == (5, y)
    assert video.to_native(-3, 10_000) == (0, video.height - 1)
