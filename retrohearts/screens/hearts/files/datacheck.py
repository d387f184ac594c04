"""What the Hearts program checks before its first frame, in the original's words.

The fonts (the mode's and the big prompt's): a missing or damaged one is
``Cannot find 'fonts/NAME.bdf' data in 'HEARTS.DAT'`` and the program stops, as it
cannot draw. The on-line document: a missing or damaged HEARTS.DOC or HEARTS.IDX is
``On-line documentation is DISABLED`` and the program goes on (onlinedoc.py).
"""

from __future__ import annotations

import sys

from retrohearts.datafiles import DataFileError
from retrohearts.pc.font import check_fonts
from retrohearts.screens.hearts.files.onlinedoc import report_at_start


def startup_checks() -> bool:
    """Say what is missing; False when the program cannot start."""
    report_at_start()
    try:
        check_fonts()
    except DataFileError as missing:
        print(missing, file=sys.stderr)
        return False
    return True
