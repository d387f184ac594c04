"""Test-only bridge: pyxel 2.6.2's browser runtime made to accept the pyxel 2.9.9 calls
RetroHearts makes. The page server appends this file to the runtime's import_hook.py,
which pyxel.js runs after loading the wheel and before the game starts.

Each shim stands for one call 2.6.2 lacks; what it leaves untested is said in the README:
- ``pyxel.width`` / ``height`` / ``frame_count`` read before ``init`` (2.6.2 dies with
  "unreachable"): 0, as 2.9.9 answers;
- ``init(headless=...)``: the keyword is dropped (a page is never headless);
- ``resize(w, h)``: the same size is a no-op; another size is refused (no mode change in
  one run is tested);
- ``colors[:] = ...``, ``colors.append``, ``tones.append`` (2.6.2's lists take neither):
  through ``from_list`` / ``to_list``; a palette of 256 colours is cut to 2.6.2's 255;
- colour 255 (2.6.2 has 255 colours, 0 to 254, and panics on 255; the games use 255 as
  "transparent, never drawn"): every colour argument of 255, and a blit's colour key,
  becomes 254, through a stand-in ``pyxel.Image`` that wraps 2.6.2's;
- ``Tone.wavetable`` (2.6.2 calls it ``waveform``), ``Sound.pcm`` (missing) and
  ``Sound.mml`` (2.6.2 crashes on the game's tunes): silent stand-ins, so sound is not
  exercised at all.
"""

import contextlib
import sys as _sys
import types as _types

import pyxel as _pyxel

_BRIDGE = {"open": False}
_UNOPENED = {"width": 0, "height": 0, "frame_count": 0}
_MAX_COLORS = 255


class _ListProxy:
    """One of 2.6.2's pyxel lists, with slice assignment and append."""

    def __init__(self, real, limit=None):
        self._real = real
        self._limit = limit

    def __len__(self):
        return len(self._real)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return self._real.to_list()[index]
        if index < 0:
            index += len(self._real)
        return self._real[index]

    def __setitem__(self, index, value):
        if isinstance(index, slice):
            items = self._real.to_list()
            items[index] = list(value)
            self.from_list(items)
            return
        if index < 0:
            index += len(self._real)
        if self._limit is None or index < self._limit:
            self._real[index] = value

    def __iter__(self):
        return iter(self._real.to_list())

    def append(self, value):
        self.from_list([*self._real.to_list(), value])

    def from_list(self, items):
        self._real.from_list(list(items)[: self._limit] if self._limit else list(items))

    def to_list(self):
        return self._real.to_list()


# Where each drawing call takes its colours (positional index, keyword).
_COLOUR_ARGS = {
    "cls": ((0, "col"),), "pset": ((2, "col"),), "line": ((4, "col"),),
    "rect": ((4, "col"),), "rectb": ((4, "col"),), "circ": ((3, "col"),),
    "circb": ((3, "col"),), "elli": ((4, "col"),), "ellib": ((4, "col"),),
    "tri": ((6, "col"),), "trib": ((6, "col"),), "fill": ((2, "col"),),
    "text": ((3, "col"),), "pal": ((0, "col1"), (1, "col2")),
    "blt": ((7, "colkey"),), "bltm": ((7, "colkey"),),
}
_LAST = _MAX_COLORS - 1


def _unwrap(value):
    return value._real if isinstance(value, _Image) else value


def _fixed(name, args, kwargs):
    args = [_unwrap(a) for a in args]
    kwargs = {k: _unwrap(v) for k, v in kwargs.items()}
    for index, key in _COLOUR_ARGS.get(name, ()):
        if index < len(args) and args[index] == _MAX_COLORS:
            args[index] = _LAST
        if kwargs.get(key) == _MAX_COLORS:
            kwargs[key] = _LAST
    return args, kwargs


def _drawing(name, real):
    takes_image = name in ("blt", "bltm")

    def call(*args, **kwargs):
        if takes_image or kwargs or _MAX_COLORS in args:
            args, kwargs = _fixed(name, args, kwargs)
        return real(*args, **kwargs)
    return call


_RealImage = _pyxel.Image


class _Image:
    """2.6.2's Image, taking colour 255 as 254 (see the module docstring)."""

    def __init__(self, width=0, height=0, _real=None):
        self._real = _real if _real is not None else _RealImage(width, height)

    @staticmethod
    def from_image(filename, **options):
        return _Image(_real=_RealImage.from_image(filename, **options))

    def __getattr__(self, name):
        value = getattr(self._real, name)
        if name in _COLOUR_ARGS:
            value = _drawing(name, value)
            setattr(self, name, value)  # found directly next time
        return value


class _BridgedPyxel(_types.ModuleType):
    def __getattribute__(self, name):
        if name in _UNOPENED and not _BRIDGE["open"]:
            return _UNOPENED[name]
        value = super().__getattribute__(name)
        if name == "screen":
            return _Image(_real=value)
        if name == "colors":
            return _ListProxy(value, _MAX_COLORS)
        if name in ("tones", "sounds", "musics", "images"):
            return _ListProxy(value)
        return value


_real_init = _pyxel.init


def _init(width, height, *, headless=False, **options):
    _real_init(width, height, **options)
    _BRIDGE["open"] = True
    _BRIDGE["size"] = (width, height)
    _BRIDGE["options"] = options


def _resize(width, height):
    if _BRIDGE.get("size") != (width, height):
        raise RuntimeError(f"bridge: pyxel 2.6.2 cannot resize {_BRIDGE.get('size')} to "
                           f"{(width, height)} (a mode change is not bridged)")


_real_reset_statics = getattr(_pyxel, "_reset_statics", None)


def _reset_statics():
    # pyxel.js restarting the program (pyxel.reset): pyxel is not open again until init.
    _BRIDGE["open"] = False
    _BRIDGE.pop("size", None)
    if _real_reset_statics is not None:
        _real_reset_statics()


def _pcm(self, filename):
    return None


def _mml(self, code=None, *args, **kwargs):
    return None


for _name in _COLOUR_ARGS:
    setattr(_pyxel, _name, _drawing(_name, getattr(_pyxel, _name)))
_pyxel.Image = _Image
_pyxel.init = _init
_pyxel.resize = _resize
_pyxel._reset_statics = _reset_statics
for _name, _shim in (("pcm", _pcm), ("mml", _mml)):
    with contextlib.suppress(TypeError):
        setattr(_pyxel.Sound, _name, _shim)
if not hasattr(_pyxel.Tone, "wavetable"):
    with contextlib.suppress(TypeError):
        _pyxel.Tone.wavetable = property(lambda self: _ListProxy(self.waveform))
_sys.modules["pyxel"].__class__ = _BridgedPyxel
print("bridge: pyxel", _pyxel.VERSION, "made to take RetroHearts' pyxel 2.9.9 calls")


# -- timing marks (not a bridge: what bench_web_start.py reads) ---------------------------
# "RH-MARK <name> <ms since the page's navigation>" on the console at: the package's start-up
# script starting (after pyxel extracted the package), pyxel.init, pyxel.run, the first frame
# drawn.
def _mark(name):
    import js

    js.console.log(f"RH-MARK {name} {float(js.performance.now()):.0f}")


def _marked_run(real):
    def run(update, draw):
        _mark("run")
        drawn = {"first": True}

        def first_draw():
            draw()
            if drawn["first"]:
                drawn["first"] = False
                _mark("first-frame")
        return real(update, first_draw)
    return run


def _marked_init(real):
    def init(*args, **kwargs):
        _mark("init")
        return real(*args, **kwargs)
    return init


import runpy as _runpy  # noqa: E402

_real_run_path = _runpy.run_path


def _run_path(path, *args, **kwargs):
    _mark("startup-script")
    return _real_run_path(path, *args, **kwargs)


_runpy.run_path = _run_path
import pyxel.cli as _cli  # noqa: E402

_real_play = _cli.play_pyxel_app


def _play(*args, **kwargs):
    _mark("package-written")
    return _real_play(*args, **kwargs)


_cli.play_pyxel_app = _play
_pyxel.run = _marked_run(_pyxel.run)
_pyxel.init = _marked_init(_pyxel.init)
_mark("runtime-ready")
