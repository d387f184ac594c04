"""No module the browser can reach imports numpy.

Every module of the package is imported in a fresh interpreter where numpy cannot be
imported, as in the page, except the desktop tools that exist to make samples or
pictures with numpy (listed here, each with its reason). A module that starts to import
numpy at its top fails this test, before any browser would.
"""

from __future__ import annotations

import os
import pkgutil
import subprocess
import sys
from pathlib import Path

import retrohearts

DESKTOP_ONLY = {
    "retrohearts.pc.png": "writes screenshots (--screenshot), a desktop tool",
    "retrohearts.pc.sound.digitize": "prepares digitized sound with numpy; the browser ships it",
    "retrohearts.pc.sound.synth": "renders sound offline to samples (tests, --render)",
    "retrohearts.pc.sound.render": "the --render command",
    "retrohearts.homerun.anytimekernels": "the draw-any-time walk's compiled steps (numba); "
                                          "imported only by that walk, which needs numpy",
    "retrohearts.homerun.anytimerelaxed": "that walk's relaxed bound (numba), imported only "
                                          "by its compiled steps",
}
# ``__main__`` modules run their program when imported; what they import is checked here
# through the modules they call.


def _modules() -> list[str]:
    root = Path(retrohearts.__file__).parent
    names = [info.name for info in pkgutil.walk_packages([str(root)], "retrohearts.")]
    return sorted(n for n in names
                  if n not in DESKTOP_ONLY and n.rpartition(".")[2] != "__main__")


def test_every_browser_module_imports_without_numpy() -> None:
    modules = _modules()
    assert "retrohearts.screens.hearts.table.table" in modules
    script = (
        "import importlib, sys\n"
        "class NoNumpy:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] == 'numpy':\n"
        "            raise ImportError('numpy is not in the browser')\n"
        "sys.meta_path.insert(0, NoNumpy())\n"
        "failed = []\n"
        f"for name in {modules!r}:\n"
        "    try:\n"
        "        importlib.import_module(name)\n"
        "    except ImportError as exc:\n"
        "        failed.append(f'{name}: {exc}')\n"
        "print('\\n'.join(failed))\n"
    )
    env = dict(os.environ, SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          env=env, cwd=Path(retrohearts.__file__).parent.parent, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip() == "", done.stdout
