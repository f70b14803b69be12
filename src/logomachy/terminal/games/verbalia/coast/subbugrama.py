"""SuBBugrama's screen: the round and the thrower, the letters in hand, the words written,
where each thrown letter lies, the points."""

from __future__ import annotations

from typing import Any

from logomachy.games.verbalia.pieces.country import country
from logomachy.kernel import Game
from logomachy.terminal.lines import game_over_lines


def render(game: Game[Any], view: dict[str, Any]) -> str:
    land = country()
    lines = [
        f"{game.meta.title} — round {view['round']}/{view['rounds']}, "
        f"seat {view['thrower'] + 1} throws ({view['stage']})"
    ]
    for s, hand in enumerate(view["hands"]):
        lines.append(f"  seat {s + 1} letters: {' '.join(hand)}")
    for w in view["words"]:
        lines.append(f"  {w['letter']}: {w['word'] or '-'} ({w['category']})")
    for p in view["lying"]:
        where = ", ".join(land.region(r).name for r in p["regions"]) or "outside"
        lines.append(f"  seat {p['seat'] + 1} {p['letter']} at {p['x']:.1f},{p['y']:.1f}: {where}")
    for s, score in enumerate(view["scores"]):
        lines.append(f"  seat {s + 1}: {score:>3} pts")
    you = view.get("you")
    if you and you["to_act"]:
        lines.append("  → write WORD:category ... | vote N yes/no | throw REGION STRENGTH")
    return "\n".join(lines + game_over_lines(view))
