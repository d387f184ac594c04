"""Assemble a pyxel browser runtime in a local folder, for the real-browser tests.

The browser tests (tests/web/test_chromium.py) serve the built pages on 127.0.0.1 and
need pyxel's web runtime (its launcher ``pyxel.js``, its wheel for WebAssembly, its
images) and Pyodide beside them, since they allow no request off the machine. pyxel
2.9.9's browser wheel cannot be fetched here (pyxel's repository, as mirrored, lacks
files of 4 MiB and more), so the folder pairs pyxel 2.9.9's launcher (pyxel.js,
pyxel.css, import_hook.py and images, what a player's page loads) with the newest wheel
the repository still holds, pyxel 2.6.2's, and the Pyodide that wheel was built for,
0.29.3, from npm:

    python scripts/fetch_web_runtime.py --pyxel-git /path/to/pyxel.git --out ~/pyxel-web
    export RETROHEARTS_WEB_RUNTIME=~/pyxel-web

``--pyxel-git`` is a clone (or bare git directory) of https://github.com/kitao/pyxel that
has both commits below. The folder then holds ``wasm/`` (the launcher files, ``images/``
and the wheel), ``pyodide/v0.29.3/`` (the npm package's runtime files) and
``runtime.json`` saying what is what. The one change made to pyxel's files: pyxel.js
names the 2.6.2 wheel and loads Pyodide from ``../pyodide/v0.29.3/`` beside it instead
of the CDN. The calls 2.6.2's wheel lacks are bridged by the tests themselves
(tests/web/bridge_pyxel262.py). Nothing from here is committed to this project.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

LAUNCHER_COMMIT = "50f9bd77780c993aca62b5b221766bde5791081d"  # "Update wasm wheel to pyxel 2.9.9"
LAUNCHER_VERSION = "2.9.9"
WHEEL_COMMIT = "0ac6f5fbe1b8d337c6f37648f353c12ac7abbdb2"  # "Update the WASM wheel to 2.6.2"
WHEEL_VERSION = "2.6.2"
PYXEL_WHEEL = "pyxel-2.6.2-cp38-abi3-emscripten_4_0_9_wasm32.whl"
PYODIDE_VERSION = "0.29.3"
LAUNCHER_FILES = ("pyxel.js", "pyxel.css", "import_hook.py")
IMAGES = ("pyxel_logo_76x32.png", "click_to_start_114x14.png", "touch_to_start_114x14.png",
          "gamepad_cross_98x98.png", "gamepad_button_98x98.png", "gamepad_menu_92x26.png",
          "pyxel_icon_64x64.ico")
PYODIDE_FILES = ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json", "package.json")
PYODIDE_URL = re.compile(r'^const PYODIDE_URL = "[^"]*";$', re.MULTILINE)
WHEEL_PATH = re.compile(r'^const PYXEL_WHEEL_PATH = "[^"]*";$', re.MULTILINE)
LOCAL_PYODIDE = ("const PYODIDE_URL = new URL("
                 f'"../pyodide/v{PYODIDE_VERSION}/pyodide.js", document.currentScript.src).href;')
LOCAL_WHEEL = f'const PYXEL_WHEEL_PATH = "{PYXEL_WHEEL}";'


def git_file(repo: Path, commit: str, path: str) -> bytes:
    """One file of pyxel's repository at ``commit``."""
    done = subprocess.run(["git", f"--git-dir={repo}", "show", f"{commit}:{path}"],
                          capture_output=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"cannot read {path} at {commit[:9]} in {repo}: "
                         f"{done.stderr.decode(errors='replace').strip()}")
    return done.stdout


def git_dir(path: Path) -> Path:
    """The git directory of a clone or a bare repository."""
    return path / ".git" if (path / ".git").is_dir() else path


def pyodide_tarball(given: Path | None, scratch: Path) -> Path:
    if given is not None:
        return given
    if shutil.which("npm") is None:
        raise SystemExit("npm is needed to fetch Pyodide (or pass --pyodide-tgz)")
    subprocess.run(["npm", "pack", "--silent", f"pyodide@{PYODIDE_VERSION}"], cwd=scratch,
                   check=True, stdout=subprocess.DEVNULL)
    return scratch / f"pyodide-{PYODIDE_VERSION}.tgz"


def launcher_js(text: str) -> str:
    """pyxel.js, pointed at the 2.6.2 wheel and the local Pyodide."""
    if not (PYODIDE_URL.search(text) and WHEEL_PATH.search(text)):
        raise SystemExit("pyxel.js does not name Pyodide and its wheel as this script expects")
    return WHEEL_PATH.sub(LOCAL_WHEEL, PYODIDE_URL.sub(LOCAL_PYODIDE, text))


def assemble(pyxel_git: Path, out: Path, pyodide_tgz: Path | None = None) -> Path:
    """Write the runtime folder ``out``; return it."""
    repo = git_dir(pyxel_git)
    wasm = out / "wasm"
    pyodide = out / "pyodide" / f"v{PYODIDE_VERSION}"
    for folder in (wasm / "images", pyodide):
        folder.mkdir(parents=True, exist_ok=True)
    for name in LAUNCHER_FILES:
        data = git_file(repo, LAUNCHER_COMMIT, f"wasm/{name}")
        if name == "pyxel.js":
            data = launcher_js(data.decode("utf-8")).encode("utf-8")
        (wasm / name).write_bytes(data)
    for name in IMAGES:
        (wasm / "images" / name).write_bytes(
            git_file(repo, LAUNCHER_COMMIT, f"wasm/images/{name}"))
    wheel = git_file(repo, WHEEL_COMMIT, f"wasm/{PYXEL_WHEEL}")
    if not wheel.startswith(b"PK"):
        raise SystemExit(f"{PYXEL_WHEEL} in {repo} is not a wheel (a Git LFS pointer?)")
    (wasm / PYXEL_WHEEL).write_bytes(wheel)
    with tempfile.TemporaryDirectory() as tmp:
        tgz = pyodide_tarball(pyodide_tgz, Path(tmp))
        with tarfile.open(tgz) as tar:
            for name in PYODIDE_FILES:
                member = tar.extractfile(f"package/{name}")
                if member is None:
                    raise SystemExit(f"{tgz} has no package/{name}")
                (pyodide / name).write_bytes(member.read())
    version = json.loads((pyodide / "package.json").read_text("utf-8"))["version"]
    if version != PYODIDE_VERSION:
        raise SystemExit(f"{tgz} holds Pyodide {version}, not {PYODIDE_VERSION}")
    (out / "runtime.json").write_text(json.dumps(
        {"launcher": LAUNCHER_VERSION, "launcher_commit": LAUNCHER_COMMIT,
         "wheel": WHEEL_VERSION, "wheel_commit": WHEEL_COMMIT, "wheel_file": PYXEL_WHEEL,
         "pyodide": version}, indent=1) + "\n", encoding="utf-8")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pyxel-git", type=Path, required=True,
                        help="a clone (or bare git directory) of github.com/kitao/pyxel")
    parser.add_argument("--out", type=Path, required=True, help="the runtime folder to write")
    parser.add_argument("--pyodide-tgz", type=Path, default=None,
                        help=f"pyodide-{PYODIDE_VERSION}.tgz from `npm pack` (default: run it)")
    args = parser.parse_args(argv)
    out = assemble(args.pyxel_git, args.out.expanduser().resolve(), args.pyodide_tgz)
    print(f"runtime written to {out}\nexport RETROHEARTS_WEB_RUNTIME={out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
