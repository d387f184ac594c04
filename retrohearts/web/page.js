// RetroHearts' web page script (built into index.html by page.py, after pyxel.js).
// RETROHEARTS = {game, package, gamepad, size} is written before it by page.py.
// It starts pyxel with the game's package (fetched while Pyodide loads), keeps the picture
// scaled to the window, keeps the game's keys from moving the page, shows when the game
// does not have the keys, and offers a text field a phone's keyboard can open when the
// game asks for typed text. The game's side is retrohearts/web/pagelink.py.
(() => {
  "use strict";
  const CONFIG = RETROHEARTS;
  const game = document.getElementById("rh-game");
  const screen = document.getElementById("pyxel-screen");
  const header = document.querySelector("header");
  const focusNote = document.getElementById("rh-focus");
  const entry = document.getElementById("rh-entry");
  const entryText = document.getElementById("rh-entry-text");
  const touch = window.matchMedia("(pointer: coarse)").matches;
  const pad = touch && CONFIG.gamepad === "enabled"; // pyxel shows its virtual pad then
  let running = false; // the game has drawn (and not restarted since)
  let wantsKeys = true; // the player's last press was on the game (or none yet)
  let swallowing = false; // the press that gave the keys back does not also play

  // -- the link with the game (pagelink.py) -------------------------------------------
  const rh = (window.retrohearts = {
    state: null, // the game's last word: {game, width, height, screen, entry, ...}
    pending: false,
    queue: [],
    expose: false, // the browser tests set it: the game then lists its click targets
    update(text) {
      const before = this.state;
      this.state = JSON.parse(text);
      if (!before) started();
      if (!before || before.width !== this.state.width || before.height !== this.state.height) {
        fit();
      }
      showEntry(this.state.entry);
    },
    takeInput() {
      const items = JSON.stringify(this.queue);
      this.queue = [];
      this.pending = false;
      return items;
    },
    give(items) {
      this.queue.push(...items);
      this.pending = true;
    },
    leave() {
      // the message screen's ENTER (textscreen.py): the page again, without its flags
      window.location.assign(window.location.pathname);
    },
  });

  // -- the picture: as large as the window allows, at a whole scale when it fits -------
  function fit() {
    const [w, h] = rh.state ? [rh.state.width, rh.state.height] : CONFIG.size;
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight - (header ? header.offsetHeight : 0);
    const sides = pad && vw > vh; // landscape: the pad left and right of the picture
    const padSize = pad ? Math.round(Math.max(72, Math.min(150, 0.27 * Math.min(vw, vh)))) : 0;
    const availW = sides ? vw - 2 * padSize - 8 : vw;
    const availH = pad && !sides ? vh - padSize - 12 : vh;
    let scale = Math.min(availW / w, availH / h);
    if (scale >= 1) {
      scale = Math.floor(scale); // crisp: every pixel the same size
    } else {
      const dpr = window.devicePixelRatio || 1; // smaller than 1:1, on whole device pixels
      scale = Math.max(0.2, Math.floor(scale * w * dpr) / (w * dpr));
    }
    const picW = Math.round(w * scale);
    const picH = Math.round(h * scale);
    let boxW = picW;
    let boxH = picH;
    const style = screen.style;
    style.setProperty("--pic-x", "0px");
    if (pad) {
      style.setProperty("--pad", `${padSize}px`);
      const menuH = Math.round((padSize * 26) / 92);
      if (sides) {
        boxW = picW + 2 * padSize + 8;
        boxH = Math.max(picH, padSize + menuH + 8);
        style.setProperty("--pic-x", `${padSize + 4}px`);
        place("cross", 0, Math.max(0, (boxH - padSize) / 2));
        place("button", boxW - padSize, Math.max(0, (boxH - padSize) / 2));
        place("menu", 0, boxH - menuH);
      } else {
        boxW = Math.max(picW, 2 * padSize + 8);
        boxH = picH + padSize + 12;
        style.setProperty("--pic-x", `${(boxW - picW) / 2}px`);
        place("cross", 0, picH + 12);
        place("button", boxW - padSize, picH + 12);
        place("menu", (boxW - padSize) / 2, picH + 12 + (padSize - menuH) / 2);
      }
    }
    if (running) {
      // pyxel draws the picture 1:1 into the canvas; the browser scales it: whole scales
      // pixel for pixel, smaller ones smoothed (dropping whole rows would lose text).
      style.setProperty("--pic-w", `${picW}px`);
      style.setProperty("--pic-h", `${picH}px`);
      style.setProperty("--look", scale >= 1 ? "pixelated" : "auto");
    }
    style.width = `${boxW}px`;
    style.height = `${boxH}px`;
    game.style.height = `${boxH}px`;
    entry.style.top = `${Math.max(0, picH - 60)}px`;
  }

  function place(part, x, y) {
    screen.style.setProperty(`--${part}-x`, `${Math.round(x)}px`);
    screen.style.setProperty(`--${part}-y`, `${Math.round(y)}px`);
  }

  let fitting = 0;
  window.addEventListener("resize", () => {
    clearTimeout(fitting);
    fitting = setTimeout(fit, 50);
  });
  window.addEventListener("orientationchange", () => setTimeout(fit, 150));

  // -- the keys: the game's while it has them, the page's otherwise -------------------

  const GAME_KEYS = new Set([
    "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "PageUp", "PageDown", "Home", "End",
    "Tab", "Backspace", "Delete", "Insert", "Enter", "Escape", "F1", "F2", "F3", "F4", "F5",
    "F6", "F7", "F8", "F9", "F10",
  ]);
  const BROWSER_CTRL = new Set(["r", "l", "t", "w", "n", "q", "+", "-", "=", "0"]);

  const typing = () => document.activeElement === entryText;
  const hasKeys = () => running && wantsKeys && document.hasFocus() && !typing();

  function started() {
    running = true;
    fit();
    showFocus();
  }

  function showFocus() {
    focusNote.hidden = !running || hasKeys() || typing();
  }

  window.addEventListener("keydown", (event) => {
    if (!running || typing()) return;
    if (!hasKeys()) {
      event.stopImmediatePropagation(); // the page's key: the game does not see it
      return;
    }
    const letter = event.key.length === 1;
    if (GAME_KEYS.has(event.key) || (event.altKey && letter) ||
        (event.ctrlKey && letter && !event.shiftKey && !BROWSER_CTRL.has(event.key.toLowerCase()))) {
      event.preventDefault(); // the game's key: no scrolling, no browser shortcut
    }
  }, true);
  window.addEventListener("keypress", (event) => {
    if (running && !hasKeys() && !typing()) {
      event.stopImmediatePropagation();
    } else if (running && hasKeys() && event.key === " ") {
      event.preventDefault(); // SPACE plays; the page does not scroll (it still types)
    }
  }, true);

  function press(event) {
    const inGame = screen.contains(event.target);
    if (running && inGame && !hasKeys() && !typing()) {
      swallowing = true; // this press only gives the keys back
      event.stopPropagation();
      event.preventDefault();
    }
    if (!entry.contains(event.target)) {
      wantsKeys = game.contains(event.target);
      if (wantsKeys && typing()) entryText.blur();
      // In a frame (itch.io's), the press that only gives the keys back is cancelled, and
      // the browser then does not move the focus into the frame: move it here.
      if (wantsKeys && !document.hasFocus()) window.focus();
    }
    showFocus();
  }
  window.addEventListener("pointerdown", press, true);
  for (const type of ["mousedown", "mouseup", "click", "touchstart", "touchend"]) {
    window.addEventListener(type, (event) => {
      if (swallowing && screen.contains(event.target)) {
        event.stopPropagation();
        if (event.cancelable) event.preventDefault();
        if (type === "click" || type === "touchend") swallowing = false;
      }
    }, true);
  }
  // pyxel's virtual pad takes every touch on the page; keep it to the game's box, so the
  // page scrolls and its links and fields answer a finger.
  for (const type of ["touchstart", "touchmove", "touchend"]) {
    window.addEventListener(type, (event) => {
      if (running && !screen.contains(event.target)) event.stopPropagation();
    }, { capture: true, passive: true });
  }
  window.addEventListener("focus", showFocus);
  window.addEventListener("blur", showFocus);
  entryText.addEventListener("focus", showFocus);
  entryText.addEventListener("blur", showFocus);

  // -- typed text on a touch screen ------------------------------------------------------
  let entryOpen = false;
  let entryWas = "";

  function showEntry(text) {
    const wanted = touch && text !== null && text !== undefined;
    if (wanted && !entryOpen) {
      entryText.value = text;
      entryWas = text;
    }
    if (wanted) entryWas = text;
    entryOpen = wanted;
    entry.hidden = !wanted;
  }

  entry.addEventListener("submit", (event) => {
    event.preventDefault();
    const erase = Array.from(entryWas, () => ({ key: "BACKSPACE" }));
    rh.give([...erase, { text: entryText.value }, { key: "ENTER" }]);
    entryText.blur();
    entry.hidden = true;
    wantsKeys = true;
    showFocus();
  });

  // -- start: the package downloads while Pyodide loads ---------------------------------
  // The page fetches the package once and hands it to pyxel, checked first: a
  // missing or damaged package says so on the page, in words, and pyxel runs nothing
  // (it would fetch the file again and show the player a Python traceback). A "click to
  // start" before the package is in waits for it: pyxel's own wait for that click is
  // answered (pyxelContext.resolveInput, pyxel.js 2.6 to 2.9) once the package is ready.
  const params = { command: "play", name: CONFIG.package, gamepad: CONFIG.gamepad };
  const failure = document.getElementById("rh-failed");
  let packageState = "loading"; // then "ready" or "failed"
  let startAsked = false;

  function zipDamage(bytes) {
    // Why these bytes are not a whole .pyxapp (a zip holding pyxel's startup entry), or "".
    const u32 = (at) => (bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) |
      (bytes[at + 3] << 24)) >>> 0;
    const PK = (at, kind) => bytes[at] === 0x50 && bytes[at + 1] === 0x4b &&
      bytes[at + 2] === kind && bytes[at + 3] === kind + 1;
    if (bytes.length < 22) return "is empty or cut short";
    if (!PK(0, 3)) return "is not a game package";
    let end = -1;
    for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65535); at--) {
      if (PK(at, 5)) { end = at; break; }
    }
    if (end < 0 || end + 22 + (bytes[end + 20] | (bytes[end + 21] << 8)) !== bytes.length) {
      return "is cut short or damaged"; // no end record, or one whose comment is cut
    }
    const size = u32(end + 12);
    const start = u32(end + 16);
    if (start + size > end || !PK(start, 1)) return "is cut short or damaged";
    let names = "";
    for (let i = start; i < start + size; i += 0x8000) {
      names += String.fromCharCode.apply(null, bytes.subarray(i, Math.min(i + 0x8000, start + size)));
    }
    return names.includes(".pyxapp_startup_script") ? "" : "is not a game package";
  }

  function toBase64(bytes) {
    let text = "";
    for (let i = 0; i < bytes.length; i += 0x8000) {
      text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    }
    return btoa(text);
  }

  function fail(why) {
    if (packageState === "failed") return;
    packageState = "failed";
    params.command = "none"; // should pyxel start anyway, it runs nothing
    delete params.base64;
    console.warn(`RetroHearts: ${CONFIG.package} ${why}`);
    document.getElementById("rh-failed-why").textContent = `(${CONFIG.package} ${why}.)`;
    failure.hidden = false;
    game.classList.add("rh-failed");
  }

  fetch(CONFIG.package)
    .then((response) => {
      if (!response.ok) {
        throw new Error(response.status === 404 ? "is not on the server"
          : `could not be fetched: the server answered ${response.status}`);
      }
      return response.arrayBuffer().catch(() => {
        throw new Error("was cut off while downloading");
      });
    }, () => {
      throw new Error("could not be fetched: no connection to the server");
    })
    .then((buffer) => {
      const bytes = new Uint8Array(buffer);
      const damage = zipDamage(bytes);
      if (damage) throw new Error(damage);
      params.base64 = toBase64(bytes); // pyxel writes it into Pyodide's files at the click
      packageState = "ready";
      const waiting = window.pyxelContext && window.pyxelContext.resolveInput;
      if (startAsked && waiting) waiting();
    })
    .catch((error) => fail(error.message));

  function holdStart(event) {
    // pyxel starts on the first click or touch on the page once its prompt shows
    const waiting = window.pyxelContext && window.pyxelContext.resolveInput;
    if (packageState === "ready" || !waiting) return;
    event.stopPropagation(); // not yet: pyxel does not see it
    startAsked = packageState === "loading";
  }
  window.addEventListener("click", holdStart, true);
  window.addEventListener("touchstart", holdStart, { capture: true, passive: true });

  // A failure inside Python before the game has drawn (a package whose files are damaged):
  // pyxel's traceback overlay gives way to the page's words (the traceback stays in the
  // console). Once the game runs, pyxel's overlay is left as it is.
  new MutationObserver(() => {
    const overlay = document.getElementById("pyxel-error-overlay");
    if (overlay && !rh.state) {
      overlay.hidden = true;
      fail("could not be started (it may be damaged)");
    }
  }).observe(screen, { childList: true });
  document.getElementById("rh-reload").addEventListener("click", () => location.reload());

  fit();
  game.focus({ preventScroll: true });
  launchPyxel(params);
})();
