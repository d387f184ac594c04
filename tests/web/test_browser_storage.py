"""Saves survive a reload: files written atomically are mirrored into the page's storage."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from retrohearts.atomicfile import write_text_atomic
from retrohearts.web import browser_storage
from retrohearts.web.browser_storage import MemoryStore, Mirror


@pytest.fixture()
def real_os() -> Iterator[None]:
    """install() wraps os functions: put them back after each test."""
    saved = {name: getattr(os, name) for name in ("replace", "rename", "unlink", "remove")}
    yield
    for name, fn in saved.items():
        setattr(os, name, fn)


def test_atomic_save_reaches_the_store_and_survives_a_reload(tmp_path: Path,
                                                             real_os: None) -> None:
    store = MemoryStore()
    first = tmp_path / "visit1" / "hearts"
    browser_storage.install(first, store, "hearts")
    write_text_atomic(first / "HEARTS.SAV", '{"version": 1}')
    assert list(store.names()) == ["retrohearts:hearts/HEARTS.SAV"]
    # A reload: a new, empty in-memory folder, the same browser storage.
    second = tmp_path / "visit2" / "hearts"
    Mirror(second, store, "hearts").restore()
    assert (second / "HEARTS.SAV").read_text(encoding="utf-8") == '{"version": 1}'


def test_temporaries_and_other_folders_stay_out(tmp_path: Path, real_os: None) -> None:
    store = MemoryStore()
    folder = tmp_path / "hearts"
    browser_storage.install(folder, store, "hearts")
    (tmp_path / "elsewhere").mkdir()
    write_text_atomic(tmp_path / "elsewhere" / "X.TXT", "x")
    (folder / ".HEARTS.SAV.1.tmp").write_text("half", encoding="utf-8")
    assert list(store.names()) == []


def test_a_removed_file_is_forgotten(tmp_path: Path, real_os: None) -> None:
    store = MemoryStore()
    folder = tmp_path / "hearts"
    browser_storage.install(folder, store, "hearts")
    write_text_atomic(folder / "HEARTS.DEF", "{}")
    (folder / "HEARTS.DEF").unlink()
    assert list(store.names()) == []


def test_damaged_store_entries_come_back_as_damaged_files(tmp_path: Path) -> None:
    store = MemoryStore()
    store.set("retrohearts:hearts/HEARTS.SAV", "not base64 at all!")
    store.set("retrohearts:hearts/../escape", "eA==")
    store.set("retrohearts:hearts/.hidden", "eA==")
    store.set("someone-else", "eA==")
    restored = Mirror(tmp_path / "hearts", store, "hearts").restore()
    assert restored == ["HEARTS.SAV"]
    assert (tmp_path / "hearts" / "HEARTS.SAV").read_bytes() == b"not base64 at all!"
    assert not (tmp_path / "escape").exists()
