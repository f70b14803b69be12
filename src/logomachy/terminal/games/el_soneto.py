"""El Soneto's screen: the round and turn, the genre, the cards face up, the valedores and
devices, each seat's poemario, your hand and choices, the vote, the log's last lines and the
moves."""

from __future__ import annotations

from typing import Any

from logomachy.kernel import Game

HELP = (
    "moves: take N | discard VALEDOR N | write WORD [LETTERS] [+VOWELS] [*DOUBLED] "
    "[as noun|adjective|verb] | pass | collect [gold|silver|bronze ...] [valedor N] "
    "[device:WORD ...] | vote yes|no"
)


def render(game: Game[Any], v: dict[str, Any]) -> str:
    lines = [
        f"El Soneto — round {v['round']}, turn {v['turn']} of 9 — {v['stage']}",
        f"Genre: {v['genre']['name']} ({', '.join(v['genre']['categories'])}; seal: "
        f"{v['genre']['seal']})",
        "Face up: "
        + "  ".join(f"{c['position']}:{c['letter']}({c['deck'][0]})" for c in v["face_up"] if c),
        "Valedores: "
        + "; ".join(
            f"#{x['id']} {x['name']} [{x['letters']}] {x['shield']} {x['number']}"
            for x in v["corral"]
        ),
        "Devices: "
        + ", ".join(f"{d['name']} ({d['literato']}, {d['cards']} left)" for d in v["devices"]),
    ]
    for p in v["players"]:
        words = (
            ", ".join(
                b["word"] + ("✗" if b["crossed"] else f" {b['points']}")
                for b in p["poemario"]
                if b["word"]
            )
            or "—"
        )
        lits = "".join(x["vowel"] for x in p["literatos"])
        vals = ",".join(str(x["id"]) for x in p["valedores"])
        lines.append(
            f"  seat {p['seat'] + 1}: {p['total']} pts, soneto {p['rhyme']}, "
            f"{p['hand']} cards, literatos [{lits}], valedores [{vals}]: {words}"
        )
    you = v.get("you")
    if you:
        hand = " ".join(f"{c['letter']}({c['deck'][0]})" for c in you["hand"])
        lines.append(f"Your hand: {hand}")
        if you["word"]:
            lines.append(f"Your word: {you['word']['word']} ({you['word']['cards']} cards)")
        if you["choices"]:
            ch = you["choices"]
            lines.append(
                f"Your choices: {ch['draws']} draw(s); valedores "
                f"{[x['id'] for x in ch['valedores']]}; claimable "
                f"{ch['claimable']}"
            )
    if v["claim"]:
        lines.append(f"Vote: {v['claim']['text']}?")
    lines += ["", *v["log"][-6:]]
    if v["result"]:
        lines.append(f"Final scores: {v['result']['scores']}, winners {v['result']['winners']}")
    lines.append(HELP)
    return "\n".join(lines)
