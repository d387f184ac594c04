"""The on-line document as the program finds it: loaded from the package's data, or DISABLED.

HEARTS.DOC and HEARTS.IDX are read by ``retrohearts.docfile``; here the Hearts program looks
for them: at start (``report_at_start`` prints the original's ``On-line documentation is
DISABLED`` when either is missing or damaged), for every DOCS icon's hover (``docs_hover``, at
the table and on the menu screens) and for the DOCS screen itself (``load_shipped``).
"""

from __future__ import annotations

from pathlib import Path

from retrohearts.datafiles import DataFileError, data_dir
from retrohearts.docfile import DocError, Document, load_document

DISABLED = "On-line documentation is DISABLED"


def document_folder() -> Path:
    """Where HEARTS.DOC and HEARTS.IDX are kept (tests point it elsewhere)."""
    return data_dir("onlinedoc")


def load_shipped() -> tuple[Document | None, str | None]:
    """The program's document, or None and the reason it cannot be used."""
    try:
        return load_document(document_folder()), None
    except (DocError, DataFileError) as error:
        return None, str(error)


def report_at_start() -> bool:
    """Print the original's line when the document cannot be used; True when it can."""
    document, _error = load_shipped()
    if document is None:
        print(DISABLED)
    return document is not None


_READABLE: dict[Path, bool] = {}


def docs_hover(text: str) -> str:
    """What hovering a DOCS icon says: ``text``, or the DISABLED line when the document
    cannot be read (found out once per document folder)."""
    folder = document_folder()
    if folder not in _READABLE:
        _READABLE[folder] = load_shipped()[0] is not None
    return text if _READABLE[folder] else DISABLED
