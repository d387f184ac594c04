"""DOCS: the on-line document viewer (HEARTS.DOC and HEARTS.IDX, read by retrohearts.docfile).

The index lists the major sections, each with a small square button; when it needs
more than one page NEXT and PREV (PgDn, PgUp) turn its pages. Selecting a section
opens its text in the large window, labelled with the subject and page. NEXT and
PREV turn pages and run on into the next or previous subject (a section's parts follow
it), DOCS (F10) goes back to the index, DONE (ESC, right button) leaves.
``open_docs(app, "Play Speed")`` opens the document at any subject. Pages are filled
before they break, and the last page of a subject never holds a lone line.

When either file is missing, unreadable or damaged the program goes on without its
document: ``On-line documentation is DISABLED`` is printed once at start
(``shared/onlinedoc.py``, which finds and loads it) and the DOCS screen says so in place of the
index.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

import pyxel

from retrohearts.docfile import DOC_NAME, IDX_NAME, Document
from retrohearts.pc.cursor import Target
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts.pages.pagescreen import (
    PageFrame,
    button_row,
    draw_button_row,
    draw_page,
    page_frame,
)
from retrohearts.screens.hearts.shared import helptext
from retrohearts.screens.hearts.shared.drawing import HALO, bold
from retrohearts.screens.hearts.shared.onlinedoc import DISABLED, load_shipped
from retrohearts.ui.text import fit_line, reflow, wrap

if TYPE_CHECKING:
    from retrohearts.pc.app import App

MIN_LAST_PAGE = 3  # lines the last page of a subject holds at least (when it has them)


def open_docs(app: App, subject: str | None = None) -> None:
    """Push the DOCS screen, at the index or at the subject with this title."""
    app.push(DocsScreen(start=subject))


def wrap_text(text: str, columns: int) -> list[str]:
    """A subject's text as lines of at most ``columns``: paragraphs reflowed, and the
    lines of a list item ("- ...") after its first indented under its text."""
    joined: list[str] = []
    for raw in text.split("\n"):  # a list item's indented lines are one item
        if joined and joined[-1].startswith("- ") and raw.startswith("  ") and raw.strip():
            joined[-1] = f"{joined[-1].rstrip()} {raw.strip()}"
        else:
            joined.append(raw)
    out: list[str] = []
    for line in reflow("\n".join(joined)).split("\n"):
        if line.startswith("- ") and columns > 8:
            first, *rest = wrap(line[2:], columns - 2)
            out += [f"- {first}", *(f"  {more}" for more in rest)]
        else:
            out += wrap(line, columns)
    return out


def paginate(lines: Sequence[str], rows: int) -> list[list[str]]:
    """Lines cut into pages of at most ``rows``: every page is filled before it breaks,
    no page starts or ends with a blank line, and the last page takes lines from the page
    before so it never holds fewer than MIN_LAST_PAGE (a lone word or two)."""
    rows = max(1, rows)
    starts: list[int] = []  # where each page begins in ``lines``
    i = 0
    while i < len(lines):
        while i < len(lines) and not lines[i].strip():
            i += 1
        if i == len(lines):
            break
        starts.append(i)
        i += rows
    if not starts:
        return [[]]

    def page(begin: int, end: int) -> list[str]:
        out = list(lines[begin:end])
        while out and not out[-1].strip():
            out.pop()
        return out

    need = min(MIN_LAST_PAGE, rows)
    if len(starts) > 1:  # lend lines from the page before until the last one has enough
        before, best = starts[-2], starts[-1]
        for start in range(best - 1, before, -1):
            if len(page(best, len(lines))) >= need:
                break
            if not lines[start].strip():
                continue  # a page never opens on a paragraph gap
            if len(page(start, len(lines))) > rows:
                break
            best = start
        starts[-1] = best
    ends = [*starts[1:], len(lines)]
    return [page(b, e) for b, e in zip(starts, ends, strict=True)]


class DocsScreen(Screen):
    """The document viewer: index, then subject pages; or the DISABLED notice."""

    help_title, help_text = helptext.HELP["docs"]

    def __init__(self, document: Document | None = None, *, error: str | None = None,
                 start: str | None = None) -> None:
        if document is None and error is None:
            document, error = load_shipped()
        self.document = document
        self.error = error
        self.subject: int | None = None  # None: the index
        self.page = 0  # page of the subject, or of the index
        if document is not None and start is not None:
            self.subject = document.find(start)

    # -- measuring ------------------------------------------------------------------
    @property
    def titles(self) -> list[tuple[str, int]]:
        return [] if self.document is None else [
            (s.title, s.level) for s in self.document.subjects]

    @property
    def sections(self) -> list[int]:
        """The subjects the index lists: the major sections (their parts follow them
        when reading on with NEXT)."""
        return [i for i, (_t, level) in enumerate(self.titles) if level == 1]

    def heading(self, subject: int, columns: int) -> str:
        """A subject's title as the page shows it: a part is named with its section
        ("The Rules screen: Play Speed") when that fits."""
        title, level = self.titles[subject]
        if level > 1:
            section = self.titles[self.sections[self._section_of(subject)]][0]
            if len(section) + 2 + len(title) <= columns:
                return f"{section}: {title}"
        return title

    def _section_of(self, subject: int) -> int:
        """The position in the index of the section a subject belongs to."""
        return max((n for n, i in enumerate(self.sections) if i <= subject), default=0)

    def _rows(self, app: App) -> int:
        """Text lines a page holds: the panel less a gap and the label line."""
        return max(1, page_frame(app).text.h // app.font.cell_h - 2)

    def pages_of(self, app: App, subject: int) -> list[list[str]]:
        """The pages of one subject in this mode."""
        if self.document is None:
            return [[]]
        key = ("docs-pages", app.mode.key, self.document, subject)
        pages = app.cache.get(key)
        if pages is None:
            cols = page_frame(app).text.w // app.font.cell_w
            text = self.document.subjects[subject].text
            pages = app.cache[key] = paginate(wrap_text(text, cols), self._rows(app))
        return list(pages)

    def _index_grid(self, app: App) -> tuple[int, int, int, int]:
        """(columns, rows per column, row height, column width) of the index."""
        f = page_frame(app)
        row_h = f.ch + max(HALO + 2, f.ch // 2)
        rows = max(1, (f.text.h - f.ch * 2) // row_h)
        longest = max((len(self.titles[i][0]) for i in self.sections), default=10)
        col_w = (min(longest, 28) + 4) * f.cw
        cols = max(1, min(3, f.text.w // col_w))
        count = len(self.sections)
        if count <= cols * rows:  # all on one page: as few columns as fit, evenly filled
            cols = min(cols, -(-count // rows))
            rows = max(1, -(-count // cols))
        return cols, rows, row_h, f.text.w // cols

    def index_pages(self, app: App) -> int:
        cols, rows, _h, _w = self._index_grid(app)
        return max(1, -(-len(self.sections) // (cols * rows)))

    def _index_targets(self, app: App) -> list[Target]:
        f = page_frame(app)
        cols, rows, row_h, col_w = self._index_grid(app)
        per_page = cols * rows
        out = []
        first = self.page * per_page
        for i, subject in enumerate(self.sections[first:first + per_page]):
            col, row = divmod(i, rows)
            x = f.text.x + col * col_w
            y = f.text.y + row * row_h
            out.append(Target(("subject", subject), x, y, f.ch, f.ch,
                              f"Click now to read '{self.titles[subject][0]}'"))
        return out

    # -- the cursor -----------------------------------------------------------------
    def targets(self, app: App) -> Sequence[Target]:
        if self.document is None:
            return button_row(app, (("DONE", "Click now to leave the document"),))
        if self.subject is None:
            out = self._index_targets(app)
            buttons: tuple[tuple[str, str], ...] = (("DONE", "Click now to leave the document"),)
            if self.index_pages(app) > 1:
                buttons = (("PREV", "Click now for the previous page of the index"),
                           ("NEXT", "Click now for the next page of the index"), *buttons)
            last = self.page >= self.index_pages(app) - 1
            return out + button_row(app, buttons, self._ends(self.page == 0, last, "index"))
        first = self.subject == 0 and self.page == 0
        last = (self.subject == len(self.titles) - 1
                and self.page >= len(self.pages_of(app, self.subject)) - 1)
        return button_row(app, (
            ("PREV", "Click now for the previous page"), ("NEXT", "Click now for the next page"),
            ("DOCS", "Click now for the index"), ("DONE", "Click now to leave the document")),
            self._ends(first, last, "document"))

    @staticmethod
    def _ends(first: bool, last: bool, what: str) -> dict[str, str]:
        """PREV on the first page and NEXT on the last can do nothing: they say so."""
        ends = {}
        if first:
            ends["PREV"] = f"First page of the {what}"
        if last:
            ends["NEXT"] = f"Last page of the {what}"
        return ends

    def on_enter(self, app: App) -> None:
        if self.cursor.focus is None:
            if self.document is None:
                self.focus("DONE")
            elif self.subject is None:
                self.focus(("subject", self.sections[0]))
            else:
                self.focus("NEXT")

    def update(self, app: App) -> None:
        inp = app.input
        if self.document is not None:
            if inp.pressed("PGDN"):
                self._turn(app, 1)
            if inp.pressed("PGUP"):
                self._turn(app, -1)
            if inp.pressed("F10") and self.subject is not None:
                self._to_index(app)
        super().update(app)

    def _turn(self, app: App, step: int) -> None:
        """Next or previous page; in a subject, run on into the next or previous one. The
        halo leaves a button that has nothing more to do (NEXT on the last page)."""
        self._page_step(app, step)
        focus = self.focused(app)
        if focus is not None and not focus.enabled:
            subjects = [t.id for t in self.targets(app) if isinstance(t.id, tuple)]
            self.focus(subjects[0] if subjects else "NEXT" if step < 0 else "DONE")

    def _page_step(self, app: App, step: int) -> None:
        if self.subject is None:
            self.page = max(0, min(self.index_pages(app) - 1, self.page + step))
            targets = self._index_targets(app)
            if targets and not any(t.id == self.cursor.focus for t in targets):
                self.focus("NEXT" if step > 0 else "PREV")
            return
        pages = self.pages_of(app, self.subject)
        page = self.page + step
        count = len(self.titles)
        if page >= len(pages):
            if self.subject + 1 < count:
                self.subject, self.page = self.subject + 1, 0
        elif page < 0:
            if self.subject > 0:
                self.subject -= 1
                self.page = len(self.pages_of(app, self.subject)) - 1
        else:
            self.page = page

    def _to_index(self, app: App) -> None:
        """Back to the index, on the page that shows the subject just read."""
        at = self._section_of(self.subject or 0)
        self.subject = None
        cols, rows, _h, _w = self._index_grid(app)
        self.page = at // (cols * rows)
        self.focus(("subject", self.sections[at]))

    def select(self, app: App, target_id: Hashable) -> None:
        if isinstance(target_id, tuple) and target_id[0] == "subject":
            self.subject, self.page = int(target_id[1]), 0
            self.focus("NEXT")
        elif target_id == "NEXT":
            self._turn(app, 1)
        elif target_id == "PREV":
            self._turn(app, -1)
        elif target_id == "DOCS":
            self._to_index(app)
        else:
            app.pop()

    # -- drawing --------------------------------------------------------------------
    def draw(self, app: App) -> None:
        f = draw_page(app)
        if self.document is None:
            self._draw_disabled(app, f)
        elif self.subject is None:
            self._draw_index(app, f)
        else:
            self._draw_subject(app, f)
        draw_button_row(app, [t for t in self.targets(app) if not isinstance(t.id, tuple)])

    def _label(self, app: App, f: PageFrame, text: str) -> None:
        inside = f.text
        text = fit_line(text, inside.w // f.cw)
        app.text(inside.right - app.text_width(text), inside.bottom - f.ch, text,
                 app.ink.panel_text)

    def _draw_index(self, app: App, f: PageFrame) -> None:
        ink = app.ink
        bold(app, *f.title, "On-line document: index", ink.panel_text)
        _cols, _rows, _h, col_w = self._index_grid(app)
        for t in self._index_targets(app):
            pyxel.rectb(t.x, t.y, t.w, t.h, ink.panel_text)
            pyxel.rect(t.x + 2, t.y + 2, t.w - 4, t.h - 4, ink.button)
            title, _level = self.titles[int(t.id[1])]  # type: ignore[index]
            room = (f.text.x + col_w * (1 + (t.x - f.text.x) // col_w) - t.x) // f.cw - 2
            app.text(t.x + t.w + f.cw, t.y + (t.h - f.ch) // 2, fit_line(title, room),
                     ink.panel_text)
        pages = self.index_pages(app)
        if pages > 1:
            self._label(app, f, f"Index, page {self.page + 1} of {pages}")

    def _draw_subject(self, app: App, f: PageFrame) -> None:
        ink = app.ink
        assert self.subject is not None
        cols = f.text.w // f.cw
        title = self.titles[self.subject][0]
        pages = self.pages_of(app, self.subject)
        self.page = min(self.page, len(pages) - 1)
        bold(app, *f.title, fit_line(self.heading(self.subject, cols), cols), ink.panel_text)
        for i, line in enumerate(pages[self.page]):
            app.text(f.text.x, f.text.y + f.ch * i, line, ink.panel_text)
        page = f", page {self.page + 1} of {len(pages)}"
        self._label(app, f, title[:max(4, cols - len(page))] + page)

    def _draw_disabled(self, app: App, f: PageFrame) -> None:
        ink = app.ink
        bold(app, *f.title, "On-line document", ink.panel_text)
        cols = f.text.w // f.cw
        lines = [DISABLED, ""]
        lines += wrap(reflow(helptext.DOCS_DISABLED.format(doc=DOC_NAME, idx=IDX_NAME)), cols)
        if self.error:
            lines += ["", *wrap(self.error, cols)]
        for i, line in enumerate(lines):
            if i == 0:
                bold(app, f.text.x, f.text.y, line, ink.panel_text)
            else:
                app.text(f.text.x, f.text.y + f.ch * i, line, ink.panel_text)
