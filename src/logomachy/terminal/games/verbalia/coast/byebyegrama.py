"""ByeByegrama's screen: every region with its distance to the sea, neighbours, letters and
piles; each seat's markers, hand and pile; the last play."""

from __future__ import annotations

from typing import Any

from logomachy.games.verbalia.pieces.country import country
from logomachy.kernel import Game
from logomachy.terminal.lines import game_over_lines


def render(game: Game[Any], view: dict[str, Any]) -> str:
    land = country()
    lines = [f"{game.meta.title} — play {view['play']}/{view['plays']}"]
    for region in land.regions:
        here = [p["seat"] + 1 for p in view["players"] if p["pile"]["region"] == region.id]
        lines.append(
            f"  {region.id:<8} {region.name:<12} sea {land.distance(region.id)} "
            f"[{', '.join(land.neighbours(region.id))}]  "
            + " ".join(view["contents"].get(region.id, []))
            + (f"  piles: {', '.join(f'seat {s}' for s in here)}" if here else "")
        )
    for p in view["players"]:
        pile = p["pile"]
        lines.append(
            f"  seat {p['seat'] + 1}: {p['markers']:>3} markers; hand "
            + " ".join("/".join(sides) for sides in p["hand"])
            + f"; pile {' '.join(pile['syllables'] + pile['letters']) or '-'}"
        )
    for s in view["last_play"]:
        lines.append(f"  seat {s['seat'] + 1}: {s['word'] or '-'} ({s['markers']} markers)")
    you = view.get("you")
    if you and you["to_act"]:
        lines.append(
            f"  → form SYLLABLE REGION WORD — or pass [SYLLABLE REGION]; "
            f"regions: {', '.join(you['regions'])}"
        )
    return "\n".join(lines + game_over_lines(view))
