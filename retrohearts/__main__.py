"""``python -m retrohearts``: the same as the ``hearts`` command."""

from retrohearts.hearts_main import main

raise SystemExit(main())
