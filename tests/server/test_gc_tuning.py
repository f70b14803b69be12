"""`logomachy serve` tunes the garbage collector once started (in a child process: the setting
is process-wide, and tests keep Python's defaults)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from logomachy.server.gc_tuning import THRESHOLDS

CHILD = """
import gc, json, sys
from pathlib import Path
from fastapi.testclient import TestClient
from logomachy.server import Settings, create_app
before = gc.get_threshold()
with TestClient(create_app(Settings(data_dir=Path(sys.argv[1]), tune_gc=True))) as c:
    c.get("/api/games")
    print(json.dumps([before, gc.get_threshold(), gc.get_freeze_count()]))
"""


def test_serve_settings_tune_the_collector(tmp_path: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-c", CHILD, str(tmp_path)], capture_output=True, text=True, check=True
    )
    before, after, frozen = json.loads(out.stdout.strip().splitlines()[-1])
    assert tuple(before) != THRESHOLDS
    assert tuple(after) == THRESHOLDS
    assert frozen > 10_000  # the modules and data loaded at start-up


def test_off_by_default(tmp_path: Path) -> None:
    from logomachy.server import Settings

    assert Settings(data_dir=tmp_path).tune_gc is False
