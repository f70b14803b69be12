"""CaValcagrama (rulebook: shared/rules/verbalia.md, CaValcagrama; 2-4 players, 30 minutes).

Buguigrama with a knight's move between letters: two squares in a straight line one way and
one square another, an L. The rules, readings and scoring are shared with Buguigrama: see
`logomachy.games.verbalia.cover.engine`.
"""

from __future__ import annotations

from typing import ClassVar

from logomachy.games.verbalia.cover.engine import CoverGame, cover_meta
from logomachy.kernel import GameMeta, register

RULES = "CaValcagrama: rules"  # the rule its refusals name (`CoverGame.rules`)


class CaValcagrama(CoverGame):
    meta: ClassVar[GameMeta] = cover_meta(
        "CaValcagrama",
        id="verbalia-cavalcagrama",
        summary=(
            "The square is filled with letters. On your turn you have 30 seconds to announce "
            "the longest word you can find (5 letters or more) whose letters are a knight's "
            "move apart, each letter once, and cover it with markers. 5 letters score 1, 6: 2, "
            "7: 4, 8: 6, 9: 9, 10: 12, 11: 15, 12 or more: 20. The round ends when no word is "
            "left; as many rounds as players; most points wins."
        ),
    )
    section: ClassVar[str] = "CaValcagrama"
    moves_by: ClassVar[str] = "knight"


GAME = register(CaValcagrama())
