"""A seeded bot game is the same game in every process: bot choices depend on no `set` or dict
hash order and no float summed in a varying order (issue 16, part 5)."""

from __future__ import annotations

import os
import subprocess
import sys

# Plays seeded bot games (every strength, each language) and prints their records' digests.
SCRIPT = """
import hashlib
from logomachy.bots.autoplay import autoplay
from logomachy.games.trencadis import GAME
for seed, lang in ((3, "en"), (4, "es"), (5, "ca")):
    match = autoplay(GAME, 4, seed, {"lang": lang}, ["hard", "medium", "hard", "easy"])
    print(hashlib.sha256(match.record.dumps().encode()).hexdigest())
"""


def _digests(hash_seed: str) -> list[str]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, check=True
    )
    return done.stdout.split()


def test_a_seeded_bot_game_has_the_same_record_under_different_string_hashing() -> None:
    first, second = _digests("1"), _digests("2")
    assert len(first) == 3
    assert first == second
