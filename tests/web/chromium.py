"""Headless Chromium for the real-browser tests and bench_wasm.py: find it, start it, watch a tab.

Debian's ``chromium`` (or the browser named by ``RETROHEARTS_CHROMIUM``) is driven by
Playwright from PyPI through its executable path, since Playwright cannot download its
own browsers here. Every tab blocks each request and each WebSocket that is not to
127.0.0.1 (and records it), and records the console's errors and the page's uncaught
exceptions, so a test can fail on any of them. `missing()` says why a run cannot happen
(no browser, no Playwright, no runtime) so the tests skip with that reason.
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

RUNTIME_ENV = "RETROHEARTS_WEB_RUNTIME"
CHROMIUM_ENV = "RETROHEARTS_CHROMIUM"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run",
        "--autoplay-policy=no-user-gesture-required"]
LOCAL = ("http://127.0.0.1:",)
LOCAL_SOCKETS = ("ws://127.0.0.1:",)
# Console noise that is the headless browser's, not the page's.
HARMLESS = ("GL Driver Message", "GPU stall due to ReadPixels", "ScriptProcessorNode")


def chromium_path() -> Path | None:
    named = os.environ.get(CHROMIUM_ENV)
    if named:
        return Path(named) if Path(named).is_file() else None
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return Path(found)
    return None


def runtime_path() -> Path | None:
    named = os.environ.get(RUNTIME_ENV)
    if named and (Path(named) / "wasm" / "pyxel.js").is_file():
        return Path(named)
    return None


def missing(need_runtime: bool = True) -> str | None:
    """Why a browser run cannot happen here, or None when it can."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright is not installed (pip install playwright)"
    if chromium_path() is None:
        return f"no Chromium found (install Debian's chromium, or set {CHROMIUM_ENV})"
    if need_runtime and runtime_path() is None:
        return (f"no pyxel browser runtime: set {RUNTIME_ENV} to a folder made by "
                "scripts/fetch_web_runtime.py")
    return None


@dataclass
class Tab:
    """A page and what it said: console errors, uncaught exceptions, blocked requests."""

    page: Any
    started: float = field(default_factory=time.monotonic)
    errors: list[str] = field(default_factory=list)
    blocked: list[str] = field(default_factory=list)
    log: list[tuple[float, str]] = field(default_factory=list)

    def said(self, text: str) -> bool:
        return any(text in line for _, line in self.log)

    def wait_for_log(self, text: str, timeout_s: float = 60.0) -> float:
        """Wait until the console has printed a line holding ``text``; return when (s)."""
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            for when, line in self.log:
                if text in line:
                    return when
            self.page.wait_for_timeout(50)
        raise AssertionError(f"the page never logged {text!r}; last lines: "
                             f"{[line[:200] for _, line in self.log[-15:]]}; errors: {self.errors}")


class Browser:
    """One Chromium; `tab()` opens a fresh context (its own storage) with one page."""

    def __init__(self, playwright: Any, browser: Any) -> None:
        self.playwright = playwright
        self.browser = browser

    def tab(self, viewport: tuple[int, int] = (1024, 768), *, touch: bool = False,
            scale: float = 1.0, storage: Any = None) -> Tab:
        context = self.browser.new_context(
            viewport={"width": viewport[0], "height": viewport[1]}, has_touch=touch,
            is_mobile=touch, device_scale_factor=scale, storage_state=storage)
        page = context.new_page()
        tab = Tab(page)

        def route(handle: Any) -> None:
            if handle.request.url.startswith(LOCAL):
                handle.continue_()
            else:
                tab.blocked.append(handle.request.url)
                handle.abort()

        def console(message: Any) -> None:
            text = message.text
            tab.log.append((time.monotonic() - tab.started, text))
            if message.type == "error" and not any(h in text for h in HARMLESS):
                tab.errors.append(text)

        def socket(handle: Any) -> None:
            tab.blocked.append(handle.url)
            handle.close()

        context.route("**/*", route)
        # WebSockets off the machine are refused too (those to 127.0.0.1 are not routed).
        context.route_web_socket(lambda url: not url.startswith(LOCAL_SOCKETS), socket)
        page.on("console", console)
        page.on("pageerror", lambda error: tab.errors.append(f"uncaught: {error}"))
        return tab


@contextmanager
def chromium() -> Iterator[Browser]:
    """Start headless Chromium (see `missing` first)."""
    from playwright.sync_api import sync_playwright

    path = chromium_path()
    assert path is not None
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(path), args=ARGS,
                                             headless=True)
        try:
            yield Browser(playwright, browser)
        finally:
            browser.close()
