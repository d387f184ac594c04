"""hearts-server's command line: what it cannot do is said in one line, before it listens."""

from __future__ import annotations

from pathlib import Path

import pytest

from retrohearts.net.server import main


@pytest.mark.parametrize(("argv", "said"), [
    (["--tables", "0"], "hearts-server: --tables must be 1-10000"),
    (["--port", "70000"], "hearts-server: --port must be 0-65535"),
])
def test_numbers_out_of_range_are_one_line(argv: list[str], said: str,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    assert capsys.readouterr().err.strip() == said


def test_a_log_folder_it_cannot_write_stops_it_before_it_listens(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """It went on serving and printed '?Cannot create' when the first table opened."""
    (tmp_path / "taken").write_text("a file, not a folder", encoding="utf-8")
    monkeypatch.chdir(tmp_path)  # the path is the one given, from where it was typed
    assert main(["--log-dir", "taken/logs", "--port", "0"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("hearts-server: cannot write logs in taken/logs (")
    assert "\n" not in err
