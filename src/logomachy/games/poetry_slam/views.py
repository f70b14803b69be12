"""Poetry Slam as JSON for a seat (nothing another seat hides)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from logomachy.games.challenges import challenge_view
from logomachy.games.poetry_slam import words
from logomachy.games.poetry_slam.edition import ALPHABET, load_edition

if TYPE_CHECKING:
    from logomachy.games.poetry_slam.game import PoetrySlam, PoetrySlamState


def table_view(game: PoetrySlam, state: PoetrySlamState, seat: int | None) -> dict[str, Any]:
    """What `seat` sees of the table (None: a spectator); the kernel adds the envelope (the
    stage, who is to act, the timer, the result)."""
    from logomachy.games.poetry_slam.game import Phase

    over = state.stage is Phase.OVER
    edition = load_edition()
    card = game.card(state) if state.round else None
    writing = state.writing if state.stage is Phase.WRITE else None
    finished = set(range(state.seats)) - set(writing.outstanding()) if writing else set()
    players = []
    for s in range(state.seats):
        sheet = []
        for r in range(1, state.round + 1):
            line = state.line(s, r)
            shown = line.revealed or seat == s or over
            poem = line.poem
            if (
                poem is not None
                and r == state.round
                and s == state.poet
                and state.stage is Phase.RECITE
            ):
                poem = (*poem[:-1], "")  # the last line is not heard yet
            entry: dict[str, Any] = {"tile": line.tile.value if line.tile else None}
            if shown and line.word:
                entry["word"] = line.word
            if line.tile and line.tile.letter and (r < state.round or over):
                entry["tile_letter"] = line.tile.letter  # flipped in the Letter Loss Phase
            if poem is not None and r == state.round:  # earlier poems are in the log
                entry["poem"] = list(poem)
            if line.poetry or line.guessing:
                entry["poetry"], entry["guesses"] = line.poetry, line.guessing
            if line.slams:
                entry["slams"] = len(line.slams)
            if line.lost:
                entry["lost"] = line.lost
            sheet.append(entry)
        columns = game.score_sheet(state, s)
        if not over:  # hidden words' Speed and Length are behind the screen
            for r, line in enumerate(state.sheets[s][: state.round], start=1):
                if not (line.revealed or seat == s) and r == state.round:
                    columns["speed"] -= line.speed
                    columns["length"] -= line.length
        players.append(
            {
                "seat": s,
                "freeform": state.freeform[s],
                "covered": list(state.covered[s]),
                "snaps_left": state.snaps_left[s],
                "snaps_received": state.snaps_received[s],
                "snapped_this_round": state.snap_round[s] == state.round,
                "total": sum(columns.values()),
                "sheet": sheet,
                "finished": s in finished,
            }
        )
    challenge = None
    if state.challenge is not None:
        c = state.challenge
        challenge = challenge_view(
            c,
            seat,
            about=state.voting,
            subject=c.subject,
            reason=c.reason,
            # A doubt of the referee's as an id (the page says it: event.poetry-slam.value.<id>).
            doubt=words.doubt_code(c.subject) if state.voting == "word" else None,
        )
        if state.voting == "call" and state.appealed is not None:
            called = next(g.called for g in state.guesses if g.seat == state.appealed)
            challenge["guesser"] = state.appealed
            challenge["call"] = "right" if called else "wrong"
            if c.reason == f"the poet's call ({'right' if called else 'not it'}) is wrong":
                challenge["reason"] = ""  # no words of the appellant's: the call says it all
        if state.voting == "word":
            challenge["reason"] = ""  # the referee's doubt, said by the page from `doubt`
    you: dict[str, Any] | None = None
    if seat is not None:
        mine = state.line(seat).word if state.round else ""
        you = {
            "word": mine or None,
            "may_guess": state.stage in (Phase.RECITE, Phase.GUESS)
            and seat in game.guessers(state),
            "may_snap": state.snaps_left[seat] > 0 and state.snap_round[seat] != state.round,
            "cover_choices": [
                game.loss_choices(state.covered[seat], tier) for tier in state.owed.get(seat, [])
            ]
            if state.stage is Phase.COVER and state.covering and seat in state.covering.waiting()
            else [],
            "wordsmith": seat == state.wordsmith,
            "freeform": state.freeform[seat],
            "may_choose_freeform": state.stage is Phase.FREEFORM and seat in game.to_act(state),
        }
    rhyme = None
    if state.poet is not None and state.stage is Phase.CHALLENGE:
        poem = state.line(state.poet).poem
        if poem is not None and len(poem) == 2 and not state.freeform[state.poet]:
            rhyme = words.rhymes(*poem)
    return {
        "lang": "en",
        "round": state.round,
        "rounds": state.rounds,
        "wordsmith": state.wordsmith,
        "freeform": state.options["freeform"],  # the variant is allowed at this table
        "prompt": card.describe(state.drawn) if card else None,
        "prompt_card": card.text if card else None,
        # The card as an id: the page says it (poetry-slam.prompt.<code>, the letters drawn).
        "prompt_code": card.code if card else None,
        "letters": list(state.drawn),
        "may_discard": state.stage is Phase.PROMPT,
        "middle": sorted((t.value for t in state.middle), reverse=True),
        "tiers": {str(t): letters for t, letters in edition.tiers.items()},
        "alphabet": ALPHABET,
        "setup_tiers": list(state.setup_tiers),
        "players": players,
        "poet": state.poet,
        "waiting_poets": game.poets_waiting(state) if state.stage is Phase.PERFORM else [],
        "guesses": [
            {
                "seat": g.seat,
                "word": g.word or None,
                "correct": g.correct,
                "early": g.early,
                "called": g.called,
                "overruled": g.overruled,
            }
            for g in state.guesses
        ],
        "calling": state.guesses[state.calling].word
        if state.stage is Phase.CALL and state.calling is not None
        else None,
        "appealable": game.appealable(state) if state.stage is Phase.APPEAL else [],
        "rhyme": rhyme,
        "challenge": challenge,
        "you": you,
    }
