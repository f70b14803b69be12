"""Trencadís with players who challenge and vote at random, and sometimes misspell their word:
every path of the challenge and spelling rules (rejections, failed challenges and their
penalty, ties at random, respelled and kept words, timers running out) keeps the game's
invariants over many seeds."""

from __future__ import annotations

from typing import Any

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.trencadis.strategies import TrencadisBot
from logomachy.games.trencadis import GAME, ChallengeWord, Phase, Verdict, Vote, Write
from logomachy.kernel import Game, Move, Rng, verify


class Contrarian(TrencadisBot):
    """Challenges a third of the words and votes at random; misspells a word in six (two
    letters swapped); sometimes sleeps past a timer."""

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        if state.stage is Phase.WRITE:
            move = super().choose(game, state, seat, rng)
            word = move.word if isinstance(move, Write) else ""
            if len(word) >= 5 and rng.below(6) == 0:
                typo = word[:2] + word[3] + word[2] + word[4:]
                if typo != word and GAME.refusal(state, typo) is None:
                    return Write(typo)
            return move
        if state.stage is Phase.REVEAL and rng.below(3) == 0:
            return ChallengeWord("does not fit the prompt")
        if state.stage is Phase.VOTE:
            return Vote(rng.coin())
        return super().choose(game, state, seat, rng)

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        if rng.below(10) == 0:
            return 400.0  # away from the table: the timer decides
        return super().delay(game, state, seat, rng)


@pytest.mark.slow
def test_random_challenges_keep_the_invariants() -> None:
    seen: set[str] = set()
    for seed in range(120):
        players = 2 + seed % 4
        bots = [Contrarian(("easy", "medium", "hard")[s % 3]) for s in range(players)]
        match = autoplay(GAME, players, seed, {"lang": "en"}, bots=bots)
        assert GAME.invariants(match.state) == []
        assert verify(match.record) == []
        for event in match.state.log:
            seen.add(event.kind)
        if any(a.verdict is Verdict.REJECTED for sheet in match.state.sheets for a in sheet):
            seen.add("rejected")
    assert {"challenge", "word-accepted", "word-rejected", "withdraw", "late", "rejected"} <= seen
    assert {"respell", "spell-kept"} <= seen
