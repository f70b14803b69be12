"""Poetry Slam's screen: the prompt, the sheets, the poem recited and the guesses, what to do
now."""

from __future__ import annotations

from typing import Any

from logomachy.kernel import Game
from logomachy.terminal.lines import final_line

HELP = {
    "freeform": "freeform yes (free verse poems) — or freeform no (rhyming couplets)",
    "call": "call right — or call wrong (is the guess close enough to your word?)",
    "appeal": "allow — or appeal SEAT REASON (overrule the poet's call on SEAT's guess)",
    "cover": "cover L [L] (letters to lose: {choices})",
    "prompt": "keep — or discard L [L] (you are the Wordsmith)",
    "write": "write WORD SPEED (Speed Tiles left: {middle}) — or pass SPEED",
    "perform": "recite FIRST LINE / SECOND LINE (free verse: LINE [/ LINE ...]) — or pass",
    "recite": "guess WORD — or pass",
    "guess": "guess WORD — or pass",
    "challenge": "allow — or challenge REASON",
    "explain": "explain TEXT",
    "vote": "vote yes — or vote no",
}


def render(game: Game[Any], view: dict[str, Any]) -> str:
    lines = [
        f"Round {view['round']}/{view['rounds']} — {view['prompt'] or ''}"
        f"  (Wordsmith: seat {view['wordsmith'] + 1}; Speed Tiles: {view['middle']})"
    ]
    you = view.get("you")
    for p in view["players"]:
        played = ", ".join(
            f"{e.get('word') or '?'}●{e['tile']}" + (f"♪{e['poetry']}" if e.get("poetry") else "")
            for e in p["sheet"]
            if e["tile"]
        )
        marker = " (you)" if you and you["seat"] == p["seat"] else ""
        lines.append(
            f"  seat {p['seat'] + 1}{marker}: {p['total']:>3} pts, lost [{''.join(p['covered'])}]"
            f", snaps {p['snaps_left']}  {played}"
        )
    if view["poet"] is not None:
        poem = view["players"][view["poet"]]["sheet"][view["round"] - 1].get("poem") or []
        lines += [f"  seat {view['poet'] + 1} recites: {line}" for line in poem if line]
        lines += [f"  guess: seat {g['seat'] + 1} {g['word'] or '-'}" for g in view["guesses"]]
        if view["calling"]:
            lines.append(f"  the poet's call on: {view['calling']}")
    if view["challenge"]:
        c = view["challenge"]
        lines.append(f"  question: {c['subject']} ({c['reason']})")
    if you and you["word"]:
        lines.append(f"  your word: {you['word']}")
    if you and (you["to_act"] or you["may_guess"]):
        hint = HELP.get(view["stage"], "")
        choices = " / ".join(you["cover_choices"])
        lines.append("  → " + hint.format(choices=choices, middle=view["middle"]))
    if view["result"]:
        lines.append(final_line(view["result"]))
    return "\n".join(lines)
