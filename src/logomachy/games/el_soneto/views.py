"""What each seat sees (JSON).

Hidden: the letter cards in hands (their number is public; the owner sees them, and everyone
sees the cards they watched a player take from the table), the words laid face down until
revealed, the order of every face-down deck.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from logomachy.games.el_soneto.devices import NAMES
from logomachy.games.el_soneto.edition import DECKS
from logomachy.games.el_soneto.state import Box, Phase, SonetoState

if TYPE_CHECKING:
    from logomachy.games.el_soneto.game import ElSoneto


def _box(box: Box) -> dict[str, Any]:
    return {
        "turn": box.turn,
        "word": box.word.upper(),
        "category": box.category,
        "cards": box.cards,
        "points": box.points,
        "seals": box.seals,
        "crossed": box.crossed,
        "devices": {NAMES[d]: w.upper() for d, w in box.devices.items()},
        "refused": {NAMES[d]: why for d, why in box.refused.items()},
        # The reasons as messages (why.py), for the screen to say in the viewer's language.
        "why": box.crossed_why.data() if box.crossed_why else None,
        "refused_why": {d: why.data() for d, why in box.refused_why.items()},
        "rhyme": box.rhyme.upper(),
        "steps": box.steps,
        "valedor": box.valedor,
        "draws": list(box.draws),
    }


def table_view(game: ElSoneto, state: SonetoState, seat: int | None) -> dict[str, Any]:
    """The table and `seat`'s own cards and choices; the kernel's envelope adds the game, the
    stage, who is to act, the timer and the result."""
    ed = game.edition
    genre = ed.genre(state.genre)
    writing = state.writing if state.stage is Phase.CREATE else None
    result = game.result(state)
    players = []
    for s, p in enumerate(state.players):
        boxes = [_box(b) for b in p.poemario]
        players.append(
            {
                "seat": s,
                "hand": len(p.hand),
                "known_cards": sorted(ed.letter(c).letter for c in p.known),
                "valedores": [_valedor(game, v) for v in p.valedores],
                "literatos": [_literato(game, c) for c in p.literatos],
                "spent": [_literato(game, c) for c in p.spent],
                "rhyme": state.track.positions[s],
                "poemario": boxes,
                "score": result.breakdown[s],
                "total": result.scores[s],
                "finished": bool(writing and (s in writing.order or s in writing.passed)),
                "order": writing.order.index(s) + 1 if writing and s in writing.order else None,
            }
        )
    you: dict[str, Any] | None = None
    if seat is not None:
        p = state.players[seat]
        mine = state.written.get(seat) if state.stage is Phase.CREATE else None
        pending = state.pending if state.pending and state.pending.seat == seat else None
        you = {
            "hand": [
                {"letter": ed.letter(c).letter, "deck": ed.letter(c).deck}
                for c in sorted(p.hand, key=lambda c: (ed.letter(c).letter, c))
            ],
            "took": p.took,
            "discarded_valedor": p.discarded_valedor,
            "word": None if mine is None else {"word": mine.word, "cards": mine.count},
            "choices": None
            if pending is None
            else {
                "draws": pending.draws,
                "valedores": [_valedor(game, v) for v in pending.valedores],
                "claimable": {d: [w.upper() for w in ws] for d, ws in pending.claimable.items()},
            },
        }
    claim = None
    if state.claims:
        c = state.claims[0]
        claim = {
            "seat": c.vote.defendant,
            "device": c.device,
            "word": state.players[c.vote.defendant].poemario[-1].word.upper(),
            "other": c.other.upper(),
            "text": c.vote.reason,
            "voted": sorted(c.vote.votes),
            "your_vote": c.vote.votes.get(seat) if seat is not None else None,
        }
    devices = []
    for i, d in enumerate(state.devices):
        devices.append(
            {
                "device": d,
                "name": NAMES[d],
                "literato": ed.literatos[i],
                "cards": len(state.literato_decks[i]),
            }
        )
    return {
        "lang": "es",
        "turn": state.turn,
        "round": state.round,
        "genre": {
            "id": genre.id,
            "name": genre.name,
            "categories": list(genre.categories),
            "seal": genre.seal,
            "feathers": genre.feathers,
        },
        "genres_left": max(0, len(state.genres) - state.round),
        "face_up": [
            None
            if c is None
            else {"position": i + 1, "letter": ed.letter(c).letter, "deck": ed.letter(c).deck}
            for i, c in enumerate(state.face_up)
        ],
        "mentideros": {
            d: {
                "cards": len(state.decks[d].draw_pile),
                "discards": len(state.decks[d].discard_pile),
            }
            for d in DECKS
        },
        "corral": [_valedor(game, v) for v in state.row],
        "corral_deck": len(state.corral.draw_pile),
        "devices": devices,
        "lope": {str(level): len(cards) for level, cards in state.lope.items()},
        "soneto_top": state.track.top,
        "players": players,
        "order": list(state.order) if state.stage is not Phase.CREATE else [],
        "evaluating": state.order[state.evaluating]
        if state.stage in (Phase.COLLECT, Phase.VOTE) and 0 <= state.evaluating < len(state.order)
        else None,
        "claim": claim,
        "you": you,
        "log": [e.text for e in game.visible_events(state, seat)][-12:],
    }


def _valedor(game: ElSoneto, vid: int) -> dict[str, Any]:
    v = game.edition.valedor(vid)
    return {
        "id": v.id,
        "name": v.name,
        "letters": v.letters,
        "shield": v.shield,
        "number": v.number or "1-8",
    }


def _literato(game: ElSoneto, cid: int) -> dict[str, Any]:
    c = game.edition.literato(cid)
    return {"literato": c.literato, "vowel": c.vowel or "*"}
