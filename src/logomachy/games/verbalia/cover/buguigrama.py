"""Buguigrama (rulebook: shared/rules/verbalia.md, Buguigrama; 2-4 players, 30 minutes).

La plaça full of letters; on your turn, thirty seconds to announce the longest word (five
letters or more) read along letters adjacent orthogonally or diagonally (king's moves), each
letter once, and cover it with markers. The rules, readings and scoring are shared with
CaValcagrama: see `logomachy.games.verbalia.cover.engine`.
"""

from __future__ import annotations

from typing import ClassVar

from logomachy.games.verbalia.cover.engine import CoverGame, cover_meta
from logomachy.kernel import GameMeta, register

RULES = "Buguigrama: rules"  # the rule its refusals name (`CoverGame.rules`)


class Buguigrama(CoverGame):
    meta: ClassVar[GameMeta] = cover_meta(
        "Buguigrama",
        id="verbalia-buguigrama",
        summary=(
            "The square is filled with letters. On your turn you have 30 seconds to announce "
            "the longest word you can find (5 letters or more) along letters adjacent "
            "orthogonally or diagonally, each letter once, and cover it with markers. "
            "5 letters score 1, 6: 2, 7: 4, 8: 6, 9: 9, 10: 12, 11: 15, 12 or more: 20. The "
            "round ends when no word is left; as many rounds as players; most points wins."
        ),
    )
    section: ClassVar[str] = "Buguigrama"
    moves_by: ClassVar[str] = "king"


GAME = register(Buguigrama())
