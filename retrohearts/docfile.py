"""Read the on-line document: HEARTS.DOC (the text) and HEARTS.IDX (its subject index).

The pair lives in the data folder ``onlinedoc/`` (``retrohearts/_data/onlinedoc`` in a
wheel). This module has one job: turn the two files into a :class:`Document`, or say
in one :class:`DocError` why it cannot. It draws nothing.

HEARTS.DOC is plain ASCII text. Each subject starts with a heading line ``@L Title``
(``L`` the level: 1 for a section, 2 for a part of the one before; the first is a
section); the lines after it, up to the next heading, are the subject's text. Inside a
text, lines of one paragraph are joined when shown, blank lines part paragraphs, and a
line that starts with a dash begins a list item (its indented lines continue it).

HEARTS.IDX is the index the viewer reads, as text::

    HEARTS.IDX 1 <size of HEARTS.DOC in bytes>
    <level> <offset> <length> <title>        (one line per subject, in order)

``offset`` and ``length`` are bytes of HEARTS.DOC; each subject's bytes begin with its
own heading line. The index is checked against the text (size, order, every heading),
so a damaged or mismatched pair is refused rather than shown half. ``build_index``
writes the index for a text; ``python -m retrohearts.docfile`` rebuilds the shipped one.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path

from retrohearts.atomicfile import write_text_atomic

__all__ = ["DOC_NAME", "IDX_NAME", "DocError", "Document", "Subject", "build_index",
           "load_document", "parse_document"]

DOC_NAME = "HEARTS.DOC"
IDX_NAME = "HEARTS.IDX"
_MAGIC = "HEARTS.IDX"
_VERSION = "1"
_HEADING = re.compile(rb"@([12]) ([^\r\n]+)\n")
_ENTRY = re.compile(r"([12]) (\d+) (\d+) (.+)")
MAX_BYTES = 1 << 20  # a document larger than a megabyte is not ours


class DocError(ValueError):
    """The document cannot be used; the message names the file and the trouble."""


@dataclass(frozen=True)
class Subject:
    """One subject of the document."""

    title: str
    level: int  # 1 a section, 2 a part of the section before
    text: str  # the text under the heading, ends trimmed


@dataclass(frozen=True)
class Document:
    """The subjects in reading order."""

    subjects: tuple[Subject, ...]

    def find(self, title: str) -> int | None:
        """The index of the subject with this title (any case), or None."""
        key = title.strip().lower()
        return next((i for i, s in enumerate(self.subjects) if s.title.lower() == key), None)


def _headings(doc: bytes) -> list[tuple[int, int, str]]:
    """(offset, level, title) of every heading line of the text."""
    out = []
    for m in re.finditer(rb"(?m)^@", doc):
        h = _HEADING.match(doc, m.start())
        if h is None:
            line = doc[m.start():doc.find(b"\n", m.start())].decode("ascii", "replace")
            raise DocError(f"?'{DOC_NAME}' file corrupt: bad heading '{line[:40]}'")
        out.append((m.start(), int(h.group(1)), h.group(2).decode("ascii").strip()))
    return out


def _ascii(doc: bytes) -> None:
    try:
        text = doc.decode("ascii")
    except UnicodeDecodeError:
        raise DocError(f"?'{DOC_NAME}' file corrupt: not plain text") from None
    if any(ch < " " and ch not in "\n" for ch in text):
        raise DocError(f"?'{DOC_NAME}' file corrupt: control characters")


def build_index(doc: bytes) -> str:
    """The HEARTS.IDX text for a HEARTS.DOC (DocError if the text has no subjects or
    something before the first heading)."""
    _ascii(doc)
    heads = _headings(doc)
    if not heads or heads[0][0] != 0 or heads[0][1] != 1:
        raise DocError(f"?'{DOC_NAME}' file corrupt: it must start with a section heading")
    lines = [f"{_MAGIC} {_VERSION} {len(doc)}"]
    for i, (offset, level, title) in enumerate(heads):
        end = heads[i + 1][0] if i + 1 < len(heads) else len(doc)
        lines.append(f"{level} {offset} {end - offset} {title}")
    return "\n".join(lines) + "\n"


def parse_document(doc: bytes, idx: str) -> Document:
    """The document from the two files' contents; DocError when they do not agree."""
    bad = f"?'{IDX_NAME}' file corrupt"
    _ascii(doc)
    lines = [ln.rstrip("\r") for ln in idx.split("\n") if ln.strip()]
    if not lines:
        raise DocError(f"{bad}: it is empty")
    head = lines[0].split()
    if len(head) != 3 or head[0] != _MAGIC or not head[2].isdigit():
        raise DocError(f"{bad}: not an index")
    if head[1] != _VERSION:
        raise DocError(f"{bad}: version {head[1][:8]} (this program reads {_VERSION})")
    if int(head[2]) != len(doc):
        raise DocError(f"?'{IDX_NAME}' does not belong to this '{DOC_NAME}' (size differs)")
    subjects: list[Subject] = []
    expected = 0
    for n, line in enumerate(lines[1:], start=2):
        m = _ENTRY.fullmatch(line.strip())
        if m is None:
            raise DocError(f"{bad}: line {n}")
        level, offset, length, title = int(m[1]), int(m[2]), int(m[3]), m[4].strip()
        if offset != expected or length <= 0 or offset + length > len(doc):
            raise DocError(f"{bad}: line {n} points outside the text")
        body = doc[offset:offset + length]
        h = _HEADING.match(body)
        if h is None or int(h.group(1)) != level or h.group(2).decode().strip() != title:
            raise DocError(f"?'{IDX_NAME}' does not belong to this '{DOC_NAME}' (line {n})")
        if b"\n@" in body[h.end() - 1:]:
            raise DocError(f"{bad}: line {n} spans two subjects")
        subjects.append(Subject(title, level, body[h.end():].decode("ascii").strip("\n")))
        expected = offset + length
    if not subjects or subjects[0].level != 1:
        raise DocError(f"{bad}: no section to begin with")
    if expected != len(doc):
        raise DocError(f"{bad}: the text goes on after the last subject")
    return Document(tuple(subjects))


def load_document(folder: Path) -> Document:
    """Read ``folder/HEARTS.DOC`` and ``folder/HEARTS.IDX``; DocError names the file
    missing, unreadable or damaged."""
    parts: dict[str, bytes] = {}
    for name in (DOC_NAME, IDX_NAME):
        path = folder / name
        try:
            with path.open("rb") as f:
                data = f.read(MAX_BYTES + 1)
        except FileNotFoundError:
            raise DocError(f"?Cannot find '{name}'") from None
        except OSError as error:
            raise DocError(f"?Cannot read '{name}': {error.strerror or error}") from None
        if len(data) > MAX_BYTES:
            raise DocError(f"?'{name}' file corrupt: too large")
        parts[name] = data
    try:
        idx = parts[IDX_NAME].decode("ascii")
    except UnicodeDecodeError:
        raise DocError(f"?'{IDX_NAME}' file corrupt: not plain text") from None
    return parse_document(parts[DOC_NAME], idx)


def main(argv: list[str] | None = None) -> int:
    """Rebuild HEARTS.IDX beside HEARTS.DOC in the given folder (default: the shipped
    one), then check the pair."""
    args = sys.argv[1:] if argv is None else argv
    if args:
        folder = Path(args[0])
    else:
        from retrohearts.datafiles import data_dir

        folder = data_dir("onlinedoc")
    try:
        doc = (folder / DOC_NAME).read_bytes()
        index = build_index(doc)
        write_text_atomic(folder / IDX_NAME, index, encoding="ascii")
        document = load_document(folder)
    except (OSError, DocError) as error:
        print(error)
        return 2
    print(f"Wrote {folder / IDX_NAME}: {len(document.subjects)} subjects, {len(doc)} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
