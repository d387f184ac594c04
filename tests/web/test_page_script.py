"""The page's own script and styles (retrohearts/web/page.js, page.css, page.py), read as
text, and page.js's package check run under Node.js when it is installed."""

from __future__ import annotations

import io
import json
import re
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

from retrohearts.web.page import HERE, index_html

SCRIPT = (HERE / "page.js").read_text("utf-8")
CSS = (HERE / "page.css").read_text("utf-8")


def test_a_failed_download_is_said_on_the_page_not_ignored() -> None:
    page = index_html("hearts", "RetroHearts: Hearts", "pyxel.js", "disabled")
    assert '<div id="rh-failed" role="alert" hidden>' in page
    assert "The game could not be loaded." in page and "Reload the page" in page
    assert 'id="rh-failed-why"' in page and 'id="rh-reload"' in page
    assert ".catch(() => {})" not in SCRIPT  # the failure was swallowed there
    assert 'params.command = "none"' in SCRIPT  # pyxel then runs nothing: no traceback
    assert "main#rh-game.rh-failed img#pyxel-prompt" in CSS  # no "click to start"


def _zip_damage_source() -> str:
    found = re.search(r"\n  function zipDamage\(bytes\) \{\n.*?\n  \}\n", SCRIPT, re.S)
    assert found, "page.js has no zipDamage"
    return found.group(0)


def _package() -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("hearts/.pyxapp_startup_script", "hearts_web.py")
        zf.writestr("hearts/hearts_web.py", "print('hi')\n" * 500)
        zf.comment = b"a comment, as some zip tools write"
    return out.getvalue()


def test_the_package_check_tells_whole_from_cut_or_wrong() -> None:
    if shutil.which("node") is None:
        pytest.skip("node is not installed: page.js's check runs under Node.js")
    whole = _package()
    other = io.BytesIO()
    with zipfile.ZipFile(other, "w") as zf:
        zf.writestr("hearts/readme.txt", "not a game")
    cases = {"whole": whole, "cut": whole[: len(whole) // 2], "end cut": whole[:-10],
             "empty": b"", "html": b"<!doctype html><title>404</title>" * 3,
             "wrong": other.getvalue()}
    program = _zip_damage_source() + (
        "const cases = JSON.parse(require('fs').readFileSync(0, 'utf8'));\n"
        "const out = {};\n"
        "for (const [k, v] of Object.entries(cases))\n"
        "  out[k] = zipDamage(Buffer.from(v, 'latin1'));\n"
        "console.log(JSON.stringify(out));\n")
    done = subprocess.run(["node", "-e", program], capture_output=True, text=True, timeout=60,
                          input=json.dumps({k: v.decode("latin1") for k, v in cases.items()}))
    assert done.returncode == 0, done.stderr
    said = json.loads(done.stdout)
    assert said == {"whole": "", "cut": "is cut short or damaged",
                    "end cut": "is cut short or damaged", "empty": "is empty or cut short",
                    "html": "is not a game package", "wrong": "is not a game package"}


def test_the_built_package_passes_the_check(dist: Path) -> None:
    if shutil.which("node") is None:
        pytest.skip("node is not installed: page.js's check runs under Node.js")
    program = _zip_damage_source() + (
        "console.log(JSON.stringify(zipDamage(require('fs').readFileSync(process.argv[1]))));")
    for name in ("hearts", "homerun"):
        done = subprocess.run(["node", "-e", program, str(dist / f"{name}.pyxapp")],
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 0 and json.loads(done.stdout) == "", done.stderr


def test_the_picture_has_no_focus_ring_but_the_page_keeps_its_note() -> None:
    plain = re.sub(r"/\*.*?\*/", "", CSS, flags=re.S)
    unringed = [sel for sel, body in re.findall(r"([^{}]+)\{([^{}]*)\}", plain)
                if "outline: none" in body]
    assert any("div#pyxel-screen canvas" in sel for sel in unringed), unringed
    assert "#rh-focus {" in CSS and "background: #ff5" in CSS  # the cue that stays
