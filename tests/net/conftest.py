"""Makes the network tests' helpers importable as ``netkit``."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
