"""The terminal side of the console commands (``hearts``, ``homerun``).

When the reader of our output goes away (``hearts help | head``) that is no error:
`reader_gone` points standard output at the null device, so Python's own flush at exit
stays quiet, and gives the status the command ends with.
"""

from __future__ import annotations

import os
import sys

EXIT_OK = 0


def reader_gone() -> int:
    """Stop writing to a closed pipe; the command's exit status (success)."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    return EXIT_OK
