"""Text helpers over the mode's DOS font: wrapping, centring, a hover line."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from retrohearts.pc.app import App


def wrap(text: str, columns: int, measure: Callable[[str], int] = len) -> list[str]:
    """Split ``text`` into lines of at most ``columns`` characters (blank lines kept).

    ``measure`` says how long a piece of text is: characters by default, or pixels of a
    proportional font (then ``columns`` is a width in pixels)."""
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            while measure(word) > columns and len(word) > 1:
                cut = len(word) - 1
                while cut > 1 and measure(word[:cut]) > columns:
                    cut -= 1
                if line:
                    lines.append(line)
                    line = ""
                lines.append(word[:cut])
                word = word[cut:]
            candidate = f"{line} {word}" if line else word
            if measure(candidate) <= columns:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def reflow(text: str) -> str:
    """Help text as paragraphs: the line breaks inside a paragraph (kept in the source
    so it reads at 70 columns) become spaces, so a window of any width wraps it evenly.
    Blank lines still part paragraphs, and a line that starts with a space or a dash
    keeps its own line (lists, tables)."""
    out: list[str] = []
    for line in text.split("\n"):
        joinable = (out and out[-1].strip() and line.strip()
                    and not line.startswith((" ", "-", "\t")))
        if joinable:
            out[-1] = f"{out[-1].rstrip()} {line.strip()}"
        else:
            out.append(line)
    return "\n".join(out)


def draw_centered(app: App, y: int, text: str, col: int, x0: int = 0,
                  width: int | None = None) -> None:
    w = app.width if width is None else width
    app.text(x0 + (w - app.text_width(text)) // 2, y, text, col)


_CLICK = ("Click for ", "Click to ", "click for ", "click to ")


def shorter_forms(text: str) -> list[str]:
    """A hover line and its shorter wordings, longest first: without its "now" ("Click now
    to play the KH" -> "Click to play the KH"), then without its "Click to/for" ("Click
    for the previous odds screen" -> "Previous odds screen")."""
    forms = [text]
    text = text.replace("lick now ", "lick ", 1)
    if text != forms[-1]:
        forms.append(text)
    for lead in _CLICK:
        if text.startswith(lead) and len(text) > len(lead):
            rest = text[len(lead):]
            if rest.startswith("the ") and len(rest) > 4:
                rest = rest[4:]
            forms.append(rest[0].upper() + rest[1:])
            break
    return forms


def first_fitting(wordings: Sequence[str], fits: Callable[[str], bool]) -> str:
    """The first of ``wordings`` (longest first) that ``fits``, else the last, shortest one
    (a title, a legend or a prompt with shorter wordings for narrow screens)."""
    return next((w for w in wordings if fits(w)), wordings[-1])


#: Words a line cut short must not end on: they promise a word that is not there.
_DANGLING = frozenset({"a", "an", "and", "at", "by", "for", "from", "in", "of", "on", "or",
                       "the", "to", "with", "your"})


def fit_line(text: str, columns: int) -> str:
    """``text`` in at most ``columns`` characters: its shorter wordings first
    (:func:`shorter_forms`), then whole words from the end; a single long word is cut.
    A sentence with no shorter wording (a refusal, a reason) that loses words ends in
    "..." so that it never reads as a whole, different sentence ("The ace of clubs
    could" for "...could still beat your king of clubs")."""
    columns = max(1, columns)
    forms = shorter_forms(text)
    for form in forms:
        text = form
        if len(text) <= columns:
            return text
    if len(forms) == 1 and " " in text and columns >= 8:
        cut = text[: columns - 2].rfind(" ")
        if cut >= columns // 2:
            return text[:cut].rstrip(" ,:;.") + "..."
    cut = text[: columns + 1].rfind(" ")
    if cut >= columns // 2:
        words = text[:cut].rstrip(" ,:;").split(" ")
        while len(words) > 1 and words[-1].lower() in _DANGLING:
            words.pop()  # "Claim the rest of the" reads as "Claim the rest"
        return " ".join(words).rstrip(" ,:;")
    return text[:columns]


def clip_lines(lines: list[str], rows: int, columns: int) -> list[str]:
    """The first ``rows`` of wrapped ``lines``; when some are left out, the last one kept
    ends in "..." (within ``columns``), so a cut text never reads as a whole one."""
    if len(lines) <= rows:
        return lines
    if rows <= 0:
        return []
    kept = lines[:rows]
    last = kept[-1]
    while last and len(last) + 3 > columns:
        cut = last.rfind(" ")
        last = last[:cut] if cut > 0 else last[: columns - 3]
    kept[-1] = last.rstrip(" ,:;.") + "..."
    return kept


def fit_lines(text: str, columns: int, rows: int) -> list[str]:
    """``text`` in at most ``rows`` lines of ``columns``: on one line if any wording fits
    there, else the longest wording that wraps into the rows, else one line cut short."""
    columns = max(1, columns)
    forms = shorter_forms(text)
    for form in forms:
        if len(form) <= columns:
            return [form]
    for form in forms:
        lines = wrap(form, columns)
        if len(lines) <= rows:
            return lines
    return [fit_line(text, columns)]


def draw_hover_line(app: App, x: int, y: int, width: int, col: int | None = None) -> None:
    """The line that says what selecting the item under the halo does."""
    text = fit_line(app.hover_text, width // app.font.cell_w)
    app.text(x, y, text, app.ink.text if col is None else col)


def luminance(app: App, index: int) -> float:
    """Perceived brightness (0..255) of a palette index in the current mode."""
    c = app.video.palette.colors[index % len(app.video.palette.colors)]
    return 0.299 * ((c >> 16) & 255) + 0.587 * ((c >> 8) & 255) + 0.114 * (c & 255)


def readable_on(app: App, background: int, *candidates: int) -> int:
    """The candidate ink that stands out most against ``background``."""
    base = luminance(app, background)
    return max(candidates, key=lambda i: abs(luminance(app, i) - base))


def dim_on(app: App, background: int, dim: int, strong: int, contrast: float = 50.0) -> int:
    """``dim`` where it stands out enough from ``background``, else ``strong``."""
    return dim if abs(luminance(app, dim) - luminance(app, background)) >= contrast else strong
