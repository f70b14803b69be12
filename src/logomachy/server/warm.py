"""Loading the games' dictionaries before the first player needs them.

A lexicon reads its tables on first use (a few hundred milliseconds of unpickling, during
which Python runs nothing else). On a server that first use is some player's move, and every
table of the process waits for it: the load benchmark saw other seats' pings stall 260 ms at
a language's first word. `logomachy serve` therefore preloads, in a worker thread before it
reports ready, the default lexicon of every language its games play in, and lets each game
build what its referee would otherwise build on a first use (`Game.warm_up`: Trencadís' index
of nearby words), and each bot module its own (`warm_up()`: Poetry Slam's index of meanings).
"""

from __future__ import annotations

import importlib
import logging
import time

from logomachy.bots.base import bots_module_name
from logomachy.kernel import all_games
from logomachy.lexicon import lexicon

log = logging.getLogger(__name__)


def game_languages() -> list[str]:
    """Every language some registered game plays in, sorted."""
    return sorted({lang for game in all_games() for lang in game.meta.languages})


def preload_lexicons() -> list[str]:
    """Loads each language's default lexicon whole; returns the languages loaded. A lexicon
    that is not built is skipped (the game says so when a table opens)."""
    loaded = []
    for lang in game_languages():
        started = time.perf_counter()
        try:
            lexicon(lang).preload()
        except Exception as exc:  # a missing or broken lexicon must not stop the server
            log.warning("lexicon %s not preloaded: %s", lang, exc)
            continue
        loaded.append(lang)
        log.info("lexicon %s preloaded in %.2f s", lang, time.perf_counter() - started)
    for game in all_games():
        try:
            game.warm_up()
        except Exception as exc:
            log.warning("%s not warmed up: %s", game.meta.id, exc)
    for name in sorted({n for g in all_games() if (n := bots_module_name(g)) is not None}):
        # A bot module may read a large source on its first decision (Poetry Slam's
        # meanings): its `warm_up()`, if it has one, does it now.
        try:
            warm = getattr(importlib.import_module(name), "warm_up", None)
            if warm is not None:
                warm()
        except Exception as exc:
            log.warning("bots %s not warmed up: %s", name, exc)
    return loaded
