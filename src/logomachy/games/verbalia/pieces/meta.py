"""The lobby card every Verbàlia game fills the same way: Catalan, the rulebook's section,
the situations the rulebook recommends it for (VerBigràcia) among its tags."""

from __future__ import annotations

from typing import Any

from logomachy.games.verbalia.pieces.verbigracia import situations
from logomachy.kernel import GameMeta

RULEBOOK = "shared/rules/verbalia.md"


def verbalia_meta(
    section: str,
    *,
    id: str,
    family: str,
    minutes: int,
    tags: tuple[str, ...],
    summary: str,
    players: tuple[int, int] = (2, 6),
    anchor: str | None = None,
    **extra: Any,
) -> GameMeta:
    """`section` is the game's title as the rulebook prints it ("LlaVograma"); `anchor` its
    heading's anchor where that is not the title in lower case."""
    return GameMeta(
        id=id,
        title=f"Verbàlia: {section}",
        min_players=players[0],
        max_players=players[1],
        languages=("ca",),
        minutes=minutes,
        tags=("verbàlia", *situations(section), *tags),
        rulebook=f"{RULEBOOK}#{anchor or section.lower()}",
        family=f"verbalia.{family}",
        summary=summary,
        **extra,
    )
