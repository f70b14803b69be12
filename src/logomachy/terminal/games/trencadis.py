"""Trencadís's screen: the mosaic, the sheets and what to do now."""

from __future__ import annotations

from typing import Any

from logomachy.kernel import Game
from logomachy.terminal.lines import final_line

HELP = {
    "write": "write WORD (a word related to the prompt) — or give-up",
    "spell": "spell N (a suggestion: {suggestions}) or spell WORD (the word you meant)"
    " — or spell (keep it as written)",
    "reveal": "allow — or challenge [GROUND:] REASON (grounds: {grounds})",
    "explain": "explain TEXT (why you chose your word)",
    "vote": "vote yes (accept the word) — or vote no",
    "withdraw": "withdraw N N ... (cards to take {owed} token(s) from) — or withdraw auto",
    "place": "place N N ... (a card for each letter: {letters}) — or place auto",
}


def render(game: Game[Any], view: dict[str, Any]) -> str:
    lines = [
        f"Round {view['round']}/{view['rounds']} — prompt: {view['prompt']}"
        f"  (cards claimed after rounds {', '.join(map(str, view['claim_rounds']))})"
    ]
    cells = []
    for card in view["mosaic"]:
        if card is None:
            cells.append("  [ -- ]")
            continue
        tokens = "".join(f"{chr(ord('a') + s)}{n}" for s, n in enumerate(card["tokens"]) if n)
        cells.append(f"{card['spot'] + 1:>2}[{card['letter']}{card['points']}]{tokens}")
    for i in range(0, len(cells), 8):
        lines.append("  " + " ".join(cells[i : i + 8]))
    lines.append(f"  deck: {view['deck']} cards   (tokens: a=seat 1, b=seat 2, ...)")
    you = view.get("you")
    for p in view["players"]:
        words = ", ".join(
            f"{e['word']}{' → ' + e['spelled'] if e.get('spelled') else ''}"
            f"{'*' if e['fastest'] else ''}"
            f"{'' if e['verdict'] in (None, 'valid', 'pending') else ' (' + e['verdict'] + ')'}"
            for e in p["sheet"]
            if e["word"]
        )
        won = "".join(c["letter"] for c in p["won"])
        marker = " ✓" if p["finished"] else ""
        lines.append(
            f"  seat {p['seat'] + 1}{' (you)' if you and you['seat'] == p['seat'] else '      '}:"
            f" {p['total']:>3} pts, supply {p['supply']:>2},"
            f" won [{won}]  {words}{marker}"
        )
    if view["challenge"]:
        c = view["challenge"]
        lines.append(f"  challenge: seat {c['challenger'] + 1} → {c['word']}: {c['reason']}")
        if c["explanation"]:
            lines.append(f"  explanation: {c['explanation']}")
    if you and you["word"]:
        lines.append(f"  your word: {you['word']}{' (locked)' if you['locked'] else ''}")
    if you and you["to_act"]:
        hint = HELP.get(view["stage"], "")
        hint = hint.format(
            letters=" ".join(you["letters_on_table"]) or "none",
            owed=you["withdraw_owed"],
            suggestions=", ".join(f"{i} {w}" for i, w in enumerate(you.get("suggestions", []), 1))
            or "none nearby",
            grounds=", ".join(g for g in view.get("grounds", []) if g != "spelling"),
        )
        lines.append(f"  → {hint}")
    if view["result"]:
        lines.append(final_line(view["result"]))
    return "\n".join(lines)
