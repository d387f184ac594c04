"""One web build per test session, shared by the web tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from retrohearts.web.build import build


@pytest.fixture(scope="session")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    build(out)
    return out
