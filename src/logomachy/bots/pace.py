"""How fast bots play at a real table: the table's pace and the floors no pace goes under.

Every bot's `delay()` models how long a person of its strength would take for a decision
(reading the letters or the prompt, finding a word, writing it letter by letter); simulated
clocks (autoplay, tests) use it as is. A live table plays it at the pace its host chose when
opening it: `normal` as modelled, `relaxed` half again as long (newcomers, a memory game
among friends), `quick` in half the time (people who know the game and hate to wait). Two
things hold at every pace:

- a bot that would answer before a running timer ends still does (the pace never makes it
  miss a deadline its own model meets);
- in the memory games a tile a bot turned over stays face up at least `SHOW_SECONDS` before
  the bot turns the tiles back (or keeps them): everyone at the table must be able to read it.
"""

from __future__ import annotations

from typing import Any

from logomachy.kernel import Game

#: The table option "pace": multiplier on every bot's modelled think time.
PACES: dict[str, float] = {"relaxed": 1.5, "normal": 1.0, "quick": 0.5}
PACE_HELP = (
    "how fast the bots play: relaxed (half again as long as a person of their strength "
    "would take), normal (as long as a person would) or quick (half that)"
)

#: Games whose bots' turns the people only wait through (no race, nothing to read): quick by
#: default. Every other game starts at normal: in a race a quick easy bot would beat people.
QUICK_BY_DEFAULT = frozenset({"letter-tycoon"})

#: Seconds a tile turned face up in a memory game stays up before a bot hides it. Reading:
#: a person needs about 2 s to see and read a syllable somewhere on a 7x7 square and 1 more to
#: place it; 3 s is what a table would wait before "seen? turning them back".
SHOW_SECONDS = 3.0
#: The memory-family games (Verbàlia's square games) whose tiles go back face down.
_MEMORY_MODULE = "logomachy.games.verbalia.memory.engine"


def default_pace(game_id: str) -> str:
    return "quick" if game_id in QUICK_BY_DEFAULT else "normal"


def show_floor(game: Game[Any], state: Any) -> float:
    """The least pause before this decision so the tiles face up stay readable: in a memory
    game with every syllable of the play turned over (the next move turns them back or keeps
    them), `SHOW_SECONDS`; else 0."""
    from logomachy.games.verbalia.memory.engine import MemoryGame

    if not isinstance(game, MemoryGame) or game.is_over(state):
        return 0.0
    return SHOW_SECONDS if len(state.turned) >= game.needed(state) else 0.0


def bot_pause(
    think: float,
    pace: str,
    floor: float = 0.0,
    timer_remaining: float | None = None,
    clamp: tuple[float, float] | None = None,
) -> float:
    """Seconds a live table waits before a bot's move: its modelled `think` at the table's
    `pace`, never below `floor`, never past a running timer its model would meet; `clamp`
    (tests and demos: the server's `bot_pause` setting) overrides everything."""
    think = max(0.0, think)
    pause = max(think * PACES[pace], floor)
    if timer_remaining is not None and think < timer_remaining:
        pause = min(pause, max(think, floor, timer_remaining - 0.5))
    if clamp is not None:
        low, high = clamp
        pause = min(high, max(low, pause))
    return pause
