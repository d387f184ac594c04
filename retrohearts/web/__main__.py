"""``python -m retrohearts.web build [--out DIR]``: write the itch.io uploads."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m retrohearts.web",
                                     description="Build the browser packages of the games.")
    sub = parser.add_subparsers(dest="command", required=True)
    build_cmd = sub.add_parser("build", help="write <game>-web.zip, .html and .pyxapp")
    build_cmd.add_argument("--out", type=Path, default=Path("dist"),
                           help="output folder (default: dist/ in the current folder)")
    args = parser.parse_args(argv)
    from retrohearts.web.build import build

    out = args.out if args.out.is_absolute() else Path.cwd() / args.out
    try:
        uploads = build(out)
    except OSError as error:
        print(f"?Error writing '{error.filename or out}' file: {error.strerror or error}",
              file=sys.stderr)
        return 1
    for upload in uploads:
        print(f"{upload}  ({upload.stat().st_size // 1024} KB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
