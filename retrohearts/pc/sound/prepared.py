"""Digitized sounds prepared ahead of time, for a machine without numpy (the browser).

At build time (`prepare_all`, run on the desktop) every effect and voice is taken
through the device's rate and bits by digitize.py and written as the codes the device
was fed: ``_data/prepared/<device>/<effect|voice>/<name>.wav``, 8-bit at the device's
rate (a tenth of the finished sound's size). Devices fed at the same rate and bits get
the same codes (the Speech Thing and the Sound Master), so such a device's files are
written once, under the first of them (`code_device`). At run time `prepared_samples`
finds such a file and finishes it in plain Python (dacpath.py) with the asking device's
own analog filters. `available()` says whether this package carries prepared sounds.
"""

from __future__ import annotations

import wave
from pathlib import Path

import retrohearts.pc.sound.library as library
from retrohearts.datafiles import DataFileError, data_dir

from .dacpath import finish, read_codes, write_codes
from .dacprofiles import PROFILES
from .settings import Device

FOLDER = "prepared"
DIGITIZED = (Device.SOUND_BLASTER, Device.SOUND_MASTER, Device.SPEECH_THING,
             Device.VOICE_MASTER, Device.PC_SPEAKER)


def _root() -> Path | None:
    try:
        return data_dir(FOLDER)
    except DataFileError:  # the desktop package: it digitizes sounds itself
        return None


def available() -> bool:
    """Whether prepared sounds were shipped with this package."""
    return _root() is not None


def code_device(device: Device) -> Device:
    """The device whose files hold ``device``'s codes: the first one fed at its rate and
    bits (the codes depend on nothing else)."""
    profile = PROFILES[device]
    for other in DIGITIZED:
        theirs = PROFILES[other]
        if (theirs.rate, theirs.bits) == (profile.rate, profile.bits):
            return other
    return device


def _relative(kind: str, name: str, device: Device) -> Path:
    return Path(code_device(device).value) / kind / f"{name.replace('/', '--')}.wav"


def prepared_samples(kind: str, name: str, device: Device) -> list[float] | None:
    """A prepared effect (``kind="effect"``) or voice (``"voice"``, name as the voice
    file's ``speaker/phrase``) finished for ``device``; None when none was shipped."""
    root = _root()
    if root is None:
        return None
    path = root / _relative(kind, name, device)
    if not path.is_file():
        return None
    try:
        codes, rate = read_codes(path)
    except (OSError, EOFError, ValueError, wave.Error) as err:
        raise DataFileError(f"{FOLDER}/{path.relative_to(root)}", str(err)) from None
    return finish(codes, rate, device)


def prepare_all(out: Path) -> int:
    """Write every effect's and voice's device codes under ``out`` (needs numpy and
    pyxel, i.e. the desktop); return the number of files written."""
    import numpy as np

    from .clips import _recording, effect_score_name, voice_file
    from .digitize import device_codes, normalise
    from .synth import read_wav

    sources: list[tuple[str, str, np.ndarray, int]] = []
    for name in library.effect_names():
        sources.append(("effect", name, _recording(effect_score_name(name)), 22050))
    for voice in library.voice_names():
        path = voice_file(voice)
        samples, rate = read_wav(path)
        sources.append(("voice", f"{path.parent.name}/{path.stem}", normalise(samples), rate))
    written = 0
    for device in DIGITIZED:
        if code_device(device) is not device:
            continue  # its codes are another device's, written under that one
        profile = PROFILES[device]
        for kind, name, samples, rate in sources:
            if kind == "effect" and device is Device.PC_SPEAKER:
                continue  # the speaker beeps its effects (MML), it does not play them back
            codes = device_codes(samples, rate, device)
            target = out / _relative(kind, name, device)
            target.parent.mkdir(parents=True, exist_ok=True)
            write_codes(target, [int(c) << (8 - profile.bits) for c in codes], profile.rate)
            written += 1
    return written
