"""The sound system the screens talk to: music, effects and voices, by name.

``Sound(settings, options)`` follows the Sound Board, Music and Sounds
controls. It is always safe to call: with SILENT/QUIET, with no audio device,
before ``pyxel.init`` or headless, nothing plays and nothing breaks. Screens
call ``update()`` once a frame so the background pieces follow one another.

Channels: 0-8 the music board's voices, 9 the board's DAC, 10 the PC speaker.
When the speaker plays both music and digitized sound, a voice or effect
interrupts the tune and the tune goes on afterwards from the point where it
stopped, as on the real speaker. There is one digitizer: sounds asked for in the
same frame (an effect and a voice: hearts broken, the queen, the moon, the end of
the game) play one after the other instead of the later cutting the first; a
sound asked for in a later frame still cuts the last, so card clicks keep up.

A fanfare (``play_fanfare``: a won game, the moon, a high score) is a tune played once on
the music device, over whatever music was playing; that music comes back after it. The
boss key ``suspend``s everything at once and ``resume``s the music where it stopped.
"""

from __future__ import annotations

from collections.abc import Callable

import retrohearts.pc.sound.clips as clips
import retrohearts.pc.sound.library as library
import retrohearts.pc.sound.prepared as prepared
from retrohearts.datafiles import DataFileError, missing_data

from ..options import PCOptions
from .arrange import Plan, arrange
from .backend import AY_GAIN, DAC_GAIN, FM_GAIN, SPEAKER_GAIN, Backend, Clip, PyxelBackend
from .detect import AudioReport, detect_audio
from .mml import line_mml
from .settings import Device, MusicMode, SoundSettings, with_choices

MUSIC_CHANNELS = 9
DAC_CHANNEL = 9
SPEAKER_CHANNEL = 10
CHANNELS = 11


def music_clips(name: str, device: Device) -> list[Clip]:
    """One clip per voice of a tune arranged for a music device."""
    score = library.scores()[name]
    plan: Plan = arrange(score, device.value)
    seconds = score.seconds
    gain = {Device.PC_SPEAKER: SPEAKER_GAIN, Device.SOUND_MASTER: AY_GAIN}.get(device, FM_GAIN)
    return [Clip(f"music:{name}:{device.value}:{i}", seconds, mml=line_mml(line, plan.tempo),
                 gain=gain) for i, line in enumerate(plan.lines)]


def effect_clip(name: str, device: Device) -> Clip:
    """An effect on the device that plays digitized audio."""
    full = clips.effect_score_name(name)
    if device is Device.PC_SPEAKER:
        plan = clips.effect_plan(name)
        seconds = library.scores()[full].seconds
        return Clip(f"{full}:{device.value}", seconds, mml=line_mml(plan.lines[0], plan.tempo),
                    gain=SPEAKER_GAIN)
    short = full.split(":", 1)[1]
    shipped = prepared.prepared_samples("effect", short, device) if prepared.available() else None
    samples = clips.effect_samples(name, device) if shipped is None else shipped
    return Clip(f"{full}:{device.value}", len(samples) / 22050, samples=samples,
                gain=_digitized_gain(device))


def voice_clip(name: str, device: Device, speaker: str | None = None) -> Clip:
    """A voice on the device that plays digitized audio."""
    path = clips.voice_file(name, speaker)
    recording = f"{path.parent.name}/{path.stem}"
    shipped = (prepared.prepared_samples("voice", recording, device) if prepared.available()
               else None)
    samples = clips.voice_samples(name, device, speaker) if shipped is None else shipped
    key = f"voice:{path.parent.name}/{path.stem}:{device.value}"
    return Clip(key, len(samples) / 22050, samples=samples, gain=_digitized_gain(device))


def _digitized_gain(device: Device) -> float:
    # The speaker's PWM speech is as loud as its beeps (and shares their channel).
    return SPEAKER_GAIN if device is Device.PC_SPEAKER else DAC_GAIN


class Sound:
    """Music, effects and voices for the screens (see the module docstring)."""

    def __init__(self, settings: SoundSettings | None = None,
                 options: PCOptions | None = None, *,
                 report: AudioReport | None = None,
                 backend: Backend | None = None) -> None:
        silent = bool(options is not None and options.silent)
        base = settings or SoundSettings()
        if options is not None:  # --board / --music / --sounds win over the saved defaults
            base = with_choices(base, options.sound_board, options.music, options.sounds)
        self._settings = base.starting(silent)
        self._report = report
        self._backend = backend
        self._backend_tried = backend is not None
        self._clips: dict[str, Clip | None] = {}
        self._wanted: str | None = None  # "theme" | "background" | None
        self._tune: str | None = None  # the tune playing now
        self._music_channels: list[int] = []
        self._next_background = 0
        self._tune_clips: list[Clip] = []
        self._tune_loop = False
        self._frame = 0  # counts update() calls: "the same frame"
        self._digitized_frame = -1  # the frame the last digitized sound started in
        self._queue: list[Clip] = []  # digitized sounds waiting for the digitizer
        self._paused_at: float | None = None  # where the speaker's tune was interrupted
        self._fanfare = False  # the tune playing is a fanfare (once, then the music again)
        self._suspended: tuple[float | None, bool] | None = None  # the boss key: where, loop
        self.last_error: str | None = None  # one line, for a status bar or log

    # -- state ---------------------------------------------------------------------
    @property
    def settings(self) -> SoundSettings:
        """The controls in force."""
        return self._settings

    @property
    def report(self) -> AudioReport:
        """What the audio probe found (probed on first use)."""
        if self._report is None:
            self._report = detect_audio()
        return self._report

    @property
    def wanted(self) -> str | None:
        """The music asked for ("theme", "background"), whether or not it plays now."""
        return self._wanted

    @property
    def now_playing(self) -> str | None:
        """The name of the tune playing, if any."""
        return self._tune

    def configure(self, settings: SoundSettings) -> None:
        """New control settings (from the Rules screen); the music follows them."""
        board_changed = settings.board != self._settings.board
        self._settings = settings
        if board_changed:
            self._stop_all()
            self._tune = None
            self._fanfare = False
        wanted = self._wanted
        if wanted is None or not settings.music.allows(wanted):
            self._stop_tune()
        elif self._tune is None:
            self._start(wanted)

    # -- music ---------------------------------------------------------------------
    def play_music(self, kind: str) -> None:
        """Start the ``theme`` or the ``background`` music, if the Music control allows."""
        if kind not in ("theme", "background"):
            raise ValueError(f"?Unknown music: '{kind}'")
        if self._wanted == kind and self._tune is not None:
            return
        self._wanted = kind
        if self._fanfare and self._tune is not None:
            return  # a fanfare plays on; this music follows it
        self._stop_tune()
        if self._settings.music.allows(kind) and self._suspended is None:
            self._start(kind)

    def play_fanfare(self, name: str) -> bool:
        """Play the tune ``name`` once on the music device, over the music (which comes
        back after it), unless the Music control is None; True if it was started."""
        if self._settings.music is MusicMode.NONE or self._suspended is not None:
            return False
        backend = self._live()
        if backend is None:
            return False
        self._stop_tune()
        if not self._play_tune(backend, name, loop=False):
            return False
        self._fanfare = True
        return True

    def stop_music(self) -> None:
        """Stop the music (until the next ``play_music``)."""
        self._wanted = None
        self._stop_tune()

    def update(self) -> None:
        """Once a frame: play what waits for the digitizer, take the interrupted tune
        up where it stopped, move on to the next background piece when one ends."""
        self._frame += 1
        backend = self._live()
        if backend is None or self._suspended is not None:
            return
        channel = self._digitizer()
        if self._queue and not backend.is_playing(channel):
            self._send(backend, self._queue.pop(0))
            return
        if self._paused_at is not None:
            if backend.is_playing(SPEAKER_CHANNEL):
                return
            where, self._paused_at = self._paused_at, None
            if self._tune is not None and self._tune_clips:
                clip = self._tune_clips[0]
                backend.play(SPEAKER_CHANNEL, clip, loop=self._tune_loop, start=where)
                return
        if self._tune is None or not self._music_channels:
            return
        if backend.is_playing(self._music_channels[0]):
            return
        if self._fanfare:  # the fanfare is over: the music wanted before comes back
            self._fanfare = False
            self._tune = None
            if self._wanted is not None and self._settings.music.allows(self._wanted):
                self._start(self._wanted)
        elif self._wanted == "background":
            self._tune = None
            self._start("background")

    def _start(self, kind: str) -> None:
        backend = self._live()
        if backend is None:
            return
        if kind == "theme":
            name, loop = "theme", True
        else:
            try:
                pieces = library.background_names()
            except DataFileError as exc:  # a damaged tune: the music stays off
                self.last_error = str(exc)
                return
            if not pieces:
                return
            name = pieces[self._next_background % len(pieces)]
            self._next_background += 1
            loop = len(pieces) == 1
        self._play_tune(backend, name, loop)

    def _play_tune(self, backend: Backend, name: str, loop: bool, start: float = 0.0) -> bool:
        """Start the tune ``name`` on the music device's channels; False if it cannot."""
        device = self._settings.board.music_device
        made = self._prepare(f"music:{name}:{device.value}",
                             lambda: music_clips(name, device))
        if not isinstance(made, list):
            return False
        channels = ([SPEAKER_CHANNEL] if device is Device.PC_SPEAKER
                    else list(range(min(len(made), MUSIC_CHANNELS))))
        for channel, clip in zip(channels, made, strict=False):
            backend.play(channel, clip, loop=loop, start=start)
        self._music_channels = channels
        self._tune_clips = list(made)
        self._tune_loop = loop
        self._paused_at = None
        self._tune = name
        return True

    def _stop_tune(self) -> None:
        backend = self._live()
        if backend is not None:
            for channel in self._music_channels:
                backend.stop(channel)
        self._music_channels = []
        self._tune_clips = []
        self._paused_at = None
        self._tune = None
        self._fanfare = False

    def _stop_all(self) -> None:
        backend = self._live()
        if backend is not None:
            for channel in range(CHANNELS):
                backend.stop(channel)
        self._music_channels = []
        self._queue = []
        self._paused_at = None

    # -- effects and voices -------------------------------------------------------
    def effect(self, name: str) -> bool:
        """Play a sound effect (``trick``, ``card``...); True if it was started."""
        if not self._settings.sounds.effects or self._suspended is not None:
            return False
        device = self._settings.board.digitized_device
        return self._digitized(f"effect:{name}:{device.value}",
                               lambda: effect_clip(name, device))

    def voice(self, name: str, speaker: str | None = None) -> bool:
        """Say a phrase (``hearts-broken``...), in an opponent's voice if given."""
        if not self._settings.sounds.voices or self._suspended is not None:
            return False
        device = self._settings.board.digitized_device
        key = f"voice:{(speaker or '').lower()}/{name}:{device.value}"
        return self._digitized(key, lambda: voice_clip(name, device, speaker))

    def play_clip(self, clip: Clip) -> bool:
        """Play a clip a game made itself (its own digitized sounds, or tones as MML) where
        digitized audio goes: the board's DAC, or the speaker. The game decides whether
        its sounds are on; True if the clip was started."""
        backend = self._live()
        if backend is None or self._suspended is not None:
            return False
        speaker = clip.mml is not None or (
            self._settings.board.digitized_device is Device.PC_SPEAKER)
        channel = SPEAKER_CHANNEL if speaker else DAC_CHANNEL
        backend.play(channel, clip, resume=channel in self._music_channels)
        return True

    def _digitized(self, key: str, make: Callable[[], Clip]) -> bool:
        backend = self._live()
        if backend is None:
            return False
        clip = self._prepare(key, make)
        if not isinstance(clip, Clip):
            return False
        if self._digitized_frame == self._frame and backend.is_playing(self._digitizer()):
            if len(self._queue) < 4:
                self._queue.append(clip)  # started this frame: wait for it, don't cut it
            return True
        self._send(backend, clip)
        return True

    def _digitizer(self) -> int:
        """The channel digitized sound goes to."""
        speaker = self._settings.board.digitized_device is Device.PC_SPEAKER
        return SPEAKER_CHANNEL if speaker else DAC_CHANNEL

    def _send(self, backend: Backend, clip: Clip) -> None:
        """Start a digitized sound now (a new sound cuts the last on the one digitizer);
        on the speaker, remember where the tune it interrupts has got to."""
        channel = self._digitizer()
        tune_here = channel == SPEAKER_CHANNEL and SPEAKER_CHANNEL in self._music_channels
        if tune_here and self._paused_at is None:
            self._paused_at = backend.position(SPEAKER_CHANNEL) or 0.0
        backend.play(channel, clip)
        self._digitized_frame = self._frame

    # -- plumbing ------------------------------------------------------------------
    def _prepare(self, key: str, make: Callable[[], object]) -> object:
        if key not in self._clips:
            try:
                self._clips[key] = make()  # type: ignore[assignment]
            except (clips.UnknownSound, KeyError) as exc:
                # the screens only ask for sounds the package ships: one it lacks is data
                # missing from the program's files, as the original said it
                name = str(exc.args[0]) if exc.args else key
                kind = key.split(":", 1)[0]
                self.last_error = missing_data(f"{kind}:{name}" if kind in ("effect", "voice")
                                               else name)
                self._clips[key] = None
            except DataFileError as exc:
                self.last_error = str(exc)
                self._clips[key] = None
            except (OSError, ValueError) as exc:
                self.last_error = f"?Sound error: {exc}"
                self._clips[key] = None
        return self._clips[key]

    def _live(self) -> Backend | None:
        """The backend, or None when nothing can play (no device, no pyxel.init)."""
        if self._backend_tried:
            return self._backend
        self._backend_tried = True
        if not self.report.available:
            return None
        import pyxel

        if pyxel.width <= 0:  # pyxel.init has not run: channels would panic
            self._backend_tried = False
            return None
        self._backend = PyxelBackend(CHANNELS)
        return self._backend

    def preload(self) -> None:
        """Prepare every effect and the narrator's voices for the board (avoids first-use
        hitches of a few milliseconds each); does nothing when nothing can play."""
        if self._live() is None:
            return
        device = self._settings.board.digitized_device
        try:
            effects, voices = library.effect_names(), library.voice_names()
        except DataFileError as exc:  # said once; each sound then stays silent
            self.last_error = str(exc)
            return
        for name in effects:
            self._prepare(f"effect:{name}:{device.value}",
                          lambda name=name: effect_clip(name, device))  # type: ignore[misc]
        for name in voices:
            if "/" not in name:
                self._prepare(f"voice:/{name}:{device.value}",
                              lambda name=name: voice_clip(name, device))  # type: ignore[misc]

    def stop(self) -> None:
        """Silence everything (music, effects, voices)."""
        self._wanted = None
        self._stop_all()
        self._tune = None
        self._fanfare = False

    # -- the boss key --------------------------------------------------------------------
    @property
    def suspended(self) -> bool:
        """Whether the boss key has silenced everything."""
        return self._suspended is not None

    def suspend(self) -> None:
        """Silence everything at once (the boss key), remembering where the tune was."""
        if self._suspended is not None:
            return
        backend = self._live()
        where: float | None = None
        if backend is not None and self._tune is not None and self._music_channels:
            where = self._paused_at if self._paused_at is not None else (
                backend.position(self._music_channels[0]))
        self._suspended = (where, self._tune_loop)
        if backend is not None:
            for channel in range(CHANNELS):
                backend.stop(channel)
        self._queue = []
        self._paused_at = None

    def resume(self) -> None:
        """After the boss key: the tune goes on from where it stopped (a fanfare that had
        ended meanwhile gives way to the music wanted)."""
        state, self._suspended = self._suspended, None
        backend = self._live()
        if state is None or backend is None:
            return
        if self._tune is None:  # asked for while the boss looked: starts now
            if self._wanted is not None and self._settings.music.allows(self._wanted):
                self._start(self._wanted)
            return
        where, loop = state
        if where is None:  # the tune had ended: update() starts what comes next
            return
        channels, clips_ = self._music_channels, self._tune_clips
        for channel, clip in zip(channels, clips_, strict=False):
            backend.play(channel, clip, loop=loop, start=where)
