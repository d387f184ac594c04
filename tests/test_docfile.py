"""HEARTS.DOC and HEARTS.IDX: the shipped pair reads, covers what the manual covers, is in
our own words, and any damage to either file is refused with one clear line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from retrohearts.datafiles import data_dir
from retrohearts.docfile import (
    DOC_NAME,
    IDX_NAME,
    DocError,
    build_index,
    load_document,
    parse_document,
)
from retrohearts.pc.font import CELLS, load_font

FOLDER = data_dir("onlinedoc")
MANUAL = Path("/work/shared/manuals/hearts-dos-villa-crespo-manual.txt")
DOC = (FOLDER / DOC_NAME).read_bytes()
IDX = (FOLDER / IDX_NAME).read_text(encoding="ascii")

# every screen, control and chapter the brief and the manual name
SUBJECTS = (
    "Introduction", "What this edition adds", "The command line", "HEARTS.CLI", "SYSINFO",
    "The rules of Hearts", "Optional rules", "Rule sets", "The Title screen",
    "The Options screen", "The Players screen", "The opponents", "The main playing screen",
    "Passing cards", "Playing a card", "End of hand", "End of game", "The Rules screen",
    "Sound Board", "Music", "Sounds", "Your Portrait", "Play Speed", "Auto Advice",
    "Between Tricks", "Back design", "2C must lead", "Must Play QS", "End Game",
    "First Trick", "Hearts break on", "Unbroken lead", "Jack of diamonds", "Moon scoring",
    "Hands per Game", "Rule set", "The Odds screens", "First Odds screen",
    "Second Odds screen", "Third Odds screen", "On-line Docs", "The Ad screen",
    "Last hand and post-mortem", "Career statistics", "Network play", "HomeRun",
    "Error messages", "Troubleshooting",
)
MESSAGES = (
    "Couldn't find VGA, EGA, CGA or Hercules graphics adapter", "Not enough memory",
    "???Illegal option: 'xxxx'", "?'xxxx' file corrupt", "?Error writing 'xxxx' file",
    "Cannot find 'xxxx' data in 'HEARTS.DAT'", "On-line documentation is DISABLED",
    "You must follow suit", "Hearts have not been broken",
)


def test_shipped_index_is_the_one_built_from_the_text() -> None:
    assert build_index(DOC) == IDX  # run `python -m retrohearts.docfile` after editing


def test_shipped_document_covers_every_subject() -> None:
    doc = load_document(FOLDER)
    titles = [s.title for s in doc.subjects]
    for title in SUBJECTS:
        assert doc.find(title) is not None, title
    assert len(set(titles)) == len(titles)
    assert doc.subjects[0].level == 1
    text = "\n".join(s.text for s in doc.subjects)
    for message in MESSAGES:
        assert message in text.replace("\n", " "), message
    for subject in doc.subjects:  # every subject says something
        assert len(subject.text.split()) >= 12, subject.title


def test_every_character_is_in_every_dos_font() -> None:
    text = DOC.decode("ascii")
    for name in CELLS:
        assert load_font(name).missing(text) == set(), name


def test_the_document_is_in_our_own_words() -> None:
    """No run of eight words in common with the 1993 manual, but for the names the two
    must share: the sound boards of the routing table and the quoted messages."""
    if not MANUAL.is_file():
        pytest.skip("the manual is not on this machine")

    def words(text: str) -> list[str]:
        for quoted in (*MESSAGES, "Memory for this program to run - Sorry"):
            text = text.replace(quoted, " ")
        return re.findall(r"[a-z0-9']+", text.lower())

    boards = {"adlib", "sound", "blaster", "master", "speech", "thing", "voice", "pc",
              "speaker", "music", "digitized", "audio", "plays", "on"}
    manual, ours = words(MANUAL.read_text()), words(DOC.decode("ascii"))
    grams = {tuple(manual[i:i + 8]) for i in range(len(manual) - 7)}
    shared = [" ".join(ours[i:i + 8]) for i in range(len(ours) - 7)
              if tuple(ours[i:i + 8]) in grams and not set(ours[i:i + 8]) <= boards]
    assert shared == []


def _pair(tmp_path: Path, doc: bytes = DOC, idx: str | bytes = IDX) -> Path:
    (tmp_path / DOC_NAME).write_bytes(doc)
    (tmp_path / IDX_NAME).write_bytes(idx.encode("ascii") if isinstance(idx, str) else idx)
    return tmp_path


def _lines(idx: str) -> list[str]:
    return idx.splitlines()


DAMAGE = {
    "doc cut short": (DOC[:-40], IDX),
    "doc grows": (DOC + b"more text\n", IDX),
    "doc not ascii": (DOC.replace(b"Hearts", b"H\xe9arts", 1), IDX),
    "doc with control bytes": (DOC.replace(b"\n", b"\n\x1a", 1), IDX),
    "idx empty": (DOC, ""),
    "idx not an index": (DOC, "hello\n"),
    "idx other version": (DOC, IDX.replace("HEARTS.IDX 1 ", "HEARTS.IDX 2 ", 1)),
    "idx line lost": (DOC, "\n".join(_lines(IDX)[:5] + _lines(IDX)[6:]) + "\n"),
    "idx lines swapped": (DOC, "\n".join(_lines(IDX)[:2] + _lines(IDX)[3:4] + _lines(IDX)[2:3]
                                         + _lines(IDX)[4:]) + "\n"),
    "idx title changed": (DOC, IDX.replace("Play Speed", "Play Sped", 1)),
    "idx last lines lost": (DOC, "\n".join(_lines(IDX)[:-3]) + "\n"),
    "idx garbage line": (DOC, IDX + "x y z\n"),
    "idx binary": (DOC, b"\x00\xff" * 40),
    "starts with a part": (DOC.replace(b"@1 Introduction", b"@2 Introduction", 1),
                           IDX.replace("1 0 ", "2 0 ", 1)),
}


@pytest.mark.parametrize("case", sorted(DAMAGE))
def test_damaged_pairs_are_refused_with_one_line(tmp_path: Path, case: str) -> None:
    doc, idx = DAMAGE[case]
    with pytest.raises(DocError) as err:
        load_document(_pair(tmp_path, doc, idx))
    message = str(err.value)
    assert message.startswith("?") and "\n" not in message


@pytest.mark.parametrize("missing", [DOC_NAME, IDX_NAME])
def test_a_missing_file_is_named(tmp_path: Path, missing: str) -> None:
    folder = _pair(tmp_path)
    (folder / missing).unlink()
    with pytest.raises(DocError, match=re.escape(f"?Cannot find '{missing}'")):
        load_document(folder)


def test_an_unreadable_file_is_refused(tmp_path: Path) -> None:
    folder = _pair(tmp_path)
    (folder / IDX_NAME).unlink()
    (folder / IDX_NAME).mkdir()  # a folder where the file should be: reading fails
    with pytest.raises(DocError, match="HEARTS.IDX"):
        load_document(folder)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, len(DOC) - 1), st.integers(0, 255))
def test_any_changed_byte_is_refused_or_read_whole(position: int, value: int) -> None:
    """One byte changed anywhere: either refused with a DocError, or (a letter for a
    letter) read back with every subject still in place. Never a crash."""
    doc = DOC[:position] + bytes([value]) + DOC[position + 1:]
    try:
        document = parse_document(doc, IDX)
    except DocError:
        return
    assert len(document.subjects) == len(_lines(IDX)) - 1


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=126), max_size=200))
def test_texts_written_by_anyone_index_and_read_back(body: str) -> None:
    doc = f"@1 First\n{body}\n@2 Second part\nmore\n".encode("ascii")
    try:
        index = build_index(doc)
    except DocError:
        assert "\n@" in f"\n{body}"  # only a stray heading inside the body is refused
        return
    document = parse_document(doc, index)
    assert document.subjects[-1].title == "Second part"
    assert document.subjects[-1].level == 2
