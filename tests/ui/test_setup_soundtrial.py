"""SETUP's test sounds: played on the board under test, the game's sound put back after."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from retrohearts.pc.sound import Board, MusicMode, SoundSettings, SoundsMode
from retrohearts.ui.setup.soundtrial import NO_DEVICE, NO_SOUND_LAYER, SoundTrial


class FakeSound:
    def __init__(self, settings: SoundSettings, available: bool) -> None:
        self.settings = settings
        self.wanted: str | None = "title-tune"
        self.report = SimpleNamespace(available=available)
        self.calls: list[tuple[str, Any]] = []

    def stop(self) -> None:
        self.calls.append(("stop", None))

    def configure(self, settings: SoundSettings) -> None:
        self.settings = settings
        self.calls.append(("configure", settings))

    def play_music(self, name: str) -> None:
        self.calls.append(("music", name))


def _app(sound: object | None) -> Any:
    return SimpleNamespace(services={} if sound is None else {"sound": sound})


def test_each_test_plays_on_its_board_and_stop_puts_the_game_back() -> None:
    game = SoundSettings(Board.parse("pcspeaker"), MusicMode.NONE, SoundsMode.NONE)
    sound = FakeSound(game, available=True)
    trial = SoundTrial()
    heard: list[Board] = []
    adlib = Board.parse("adlib")

    def play(_s: Any, board: Board) -> str:
        heard.append(board)
        return "a tune"

    assert trial.run(_app(sound), lambda saved: adlib, play) == "a tune"
    assert trial.run(_app(sound), lambda saved: saved, play) == "a tune"
    assert heard == [adlib, game.board]  # "as saved" is the board the game had, not the last test
    assert sound.settings == SoundSettings(game.board, MusicMode.FULL, SoundsMode.FULL)
    trial.stop(_app(sound))
    assert sound.settings == game and sound.calls[-1] == ("music", "title-tune")
    sound.calls.clear()
    trial.stop(_app(sound))  # a second stop changes nothing
    assert sound.calls == []


def test_no_device_and_no_sound_layer_are_said() -> None:
    sound = FakeSound(SoundSettings(Board.parse("adlib"), MusicMode.FULL, SoundsMode.FULL),
                      available=False)
    line = SoundTrial().run(_app(sound), lambda saved: saved, lambda _s, _b: "AdLib")
    assert line == "AdLib" + NO_DEVICE
    assert SoundTrial().run(_app(None), lambda saved: saved, lambda _s, _b: "x") == NO_SOUND_LAYER
    SoundTrial().stop(_app(None))
