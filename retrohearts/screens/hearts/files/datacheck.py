"""What the Hearts program checks before its first frame, in the original's words.

Memory first: when the emulated PC, as SYSINFO reports it, has less free memory than
the program needs (pc/sysinfo.py: 400K conventional, and 32 MB of extended memory, which
is the host's free memory), ``Not enough memory for this program to run - Sorry.`` and
the program stops with status 1 before any window opens.

The fonts (the mode's and the big prompt's): a missing or damaged one is
``Cannot find 'fonts/NAME.bdf' data in 'HEARTS.DAT'`` and the program stops, as it
cannot draw. The on-line document: a missing or damaged HEARTS.DOC or HEARTS.IDX is
``On-line documentation is DISABLED`` and the program goes on (shared/onlinedoc.py).
"""

from __future__ import annotations

import sys

from retrohearts.datafiles import DataFileError
from retrohearts.pc.font import check_fonts
from retrohearts.screens.hearts.shared.onlinedoc import report_at_start


def memory_check() -> bool:
    """Say so when the emulated PC has too little memory; False when it cannot run."""
    from retrohearts.pc import sysinfo

    if sysinfo.enough_memory(sysinfo.free_memory_k()):
        return True
    print(sysinfo.NOT_ENOUGH_MEMORY, file=sys.stderr)
    return False


def startup_checks() -> bool:
    """Say what is missing; False when the program cannot start."""
    report_at_start()
    try:
        check_fonts()
    except DataFileError as missing:
        print(missing, file=sys.stderr)
        return False
    return True
