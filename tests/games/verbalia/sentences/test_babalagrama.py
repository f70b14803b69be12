"""BaBalagrama, rule by rule, and the rulebook's example (Albert and Bruna)."""

from __future__ import annotations

from typing import Any

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.games.verbalia.pieces import categories
from logomachy.games.verbalia.sentences.babalagrama import GAME, BabalagramaState, Draw
from logomachy.games.verbalia.sentences.spoken import GiveUp, Say, Vote
from logomachy.i18n import say
from logomachy.kernel import IllegalMove, Move, Rng, TimeUp


def reason(last: dict[str, Any] | None) -> str:
    """A mistake's reason as the screen says it in English (its message id and parameters)."""
    assert last is not None
    return say("en", last["message"], last["params"])


def rig(state: BabalagramaState, letter: str, bag: str = "letters") -> None:
    """The next letter drawn from `bag` will be `letter` (the others wait aside: conserved)."""
    pieces = state.bags[bag].pieces + state.aside
    pieces.remove(letter)
    state.aside = pieces
    state.bags[bag].pieces = [letter]


def table(first: str = "C", seats: int = 2, **options: object) -> BabalagramaState:
    """A fresh game whose first letter is `first`."""
    state = GAME.setup(seats, options, seed=1)
    if not options.get("two_bags"):
        state.bags["letters"].pieces.extend(state.letters)
        state.bags["letters"].pieces.remove(first)
        state.letters = [first]
    return state


def play(state: BabalagramaState, *moves: tuple[int | None, Move]) -> BabalagramaState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
    return state


def turn(state: BabalagramaState, sentence: str, next_letter: str) -> BabalagramaState:
    """The player whose turn it is says `sentence`; the others accept it; `next_letter` is
    drawn for the next player."""
    seat = state.turn
    rig(state, next_letter)
    state = play(state, (seat, Say(sentence)))
    assert state.stage == "vote", state.last
    for voter in list(GAME.to_act(state)):
        state = play(state, (voter, Vote(True)))
    return state


def test_golden_albert_and_bruna() -> None:
    """The rulebook's example, turn by turn: Albert is seat 0, Bruna seat 1."""
    state = table("C")  # "A C comes out."
    said = [
        ("LA CARMANYOLA", "A"),  # Albert; "An A comes out."
        ("LA CARMANYOLA ABSTRACTA", "NY"),  # Bruna
        ("LA CARMANYOLA ABSTRACTA DEL NYU", "C"),  # Albert
        ("LA CARMANYOLA ABSTRACTA DEL NYU CATALANITZA", "L"),  # Bruna
        ("LA CARMANYOLA ABSTRACTA DEL NYU CATALANITZA EL LLIBRE", "R"),  # Albert
        ("LA CARMANYOLA ABSTRACTA DEL NYU CATALANITZA EL LLIBRE DE RECLAMACIONS", "G"),
        (
            "LA CARMANYOLA ABSTRACTA DEL NYU CATALANITZA EL LLIBRE DE RECLAMACIONS DE LA "
            "GENERALITAT",
            "I",
        ),
        (
            "LA CARMANYOLA ABSTRACTA DEL NYU CATALANITZA EL LLIBRE DE RECLAMACIONS DE LA "
            "GENERALITAT ITALIANA",
            "N",
        ),
    ]
    drawn = ["C", "A", "NY", "C", "L", "R", "G", "I", "N"]
    for i, (sentence, next_letter) in enumerate(said):
        assert state.turn == i % 2 and state.letters[-1] == drawn[i]
        state = turn(state, sentence, next_letter)
        assert " ".join(state.sentence).upper() == sentence
    assert state.letters == drawn
    # "An N comes out. Albert gets confused when saying the sentence, takes an A and places it
    # in front of them, face up. The next round begins."
    assert state.turn == 0
    confused = "LA CARMANYOLA ABSTRACTA DEL NYU EL LLIBRE DE RECLAMACIONS NOVES"
    state = play(state, (0, Say(confused)))
    assert state.mistakes == [1, 0] and GAME.view(state, 1)["adeu"] == ["A", ""]
    assert state.last is not None and "earlier words" in reason(state.last)
    assert state.round == 2 and state.turn == 0  # Albert is the first player of the new round
    assert state.sentence == [] and len(state.letters) == 1
    assert GAME.invariants(state) == []


def test_particles_are_allowed_before_the_new_word_and_stay() -> None:
    state = turn(table("C"), "la carmanyola", "A")
    state = turn(state, "La carmanyola i aquesta abstracta", "D")
    assert state.sentence[-3:] == ["i", "aquesta", "abstracta"]
    state = play(state, (0, Say("la carmanyola abstracta dolça")))  # dropped I AQUESTA
    assert state.mistakes == [1, 0] and "earlier words" in reason(state.last)  # type: ignore[index]


@pytest.mark.parametrize(
    ("sentence", "why"),
    [
        ("la carmanyola", "no new word"),
        ("la carmanyola blanca", "does not begin with A"),
        ("la carmanyola abstracta alegre", "ABSTRACTA is not an article"),
        ("la carmanyola al", "not a noun, adjective or verb"),
        ("la carmanyola xyzzq", "XYZZQ is not in the dictionary"),
        ("la capsa abstracta", "earlier words"),
    ],
)
def test_the_referee_finds_a_mistake_and_says_why(sentence: str, why: str) -> None:
    state = turn(table("C"), "la carmanyola", "A")
    state = play(state, (1, Say(sentence)))
    assert state.mistakes == [0, 1] and why in reason(state.last)  # type: ignore[index]
    assert state.turn == 1 and state.round == 2


def test_the_others_vote_on_the_syntax_a_rejection_is_a_mistake() -> None:
    state = play(table("C", seats=3), (0, Say("la carmanyola")))
    assert GAME.to_act(state) == [1, 2]
    with pytest.raises(IllegalMove, match="the others judge"):
        GAME.apply(state, 0, Vote(True))
    state = play(state, (1, Vote(False)), (2, Vote(False)))
    assert state.mistakes == [1, 0, 0] and state.round == 2 and state.turn == 0


def test_reading_a_tied_vote_keeps_the_sentence_and_late_votes_do_not_count() -> None:
    state = play(table("C", seats=3), (0, Say("la carmanyola")), (1, Vote(True)), (2, Vote(False)))
    assert state.mistakes == [0, 0, 0] and state.turn == 1
    state = play(table("C", seats=3), (0, Say("la carmanyola")), (1, Vote(False)))
    timer = GAME.timer(state)
    assert timer is not None
    state = GAME.apply(state, None, TimeUp(timer.key))
    assert state.mistakes == [1, 0, 0]


def test_giving_up_or_the_time_running_out_is_a_mistake() -> None:
    state = play(table("C"), (0, GiveUp()))
    assert state.mistakes == [1, 0]
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 60
    state = GAME.apply(state, None, TimeUp(timer.key))
    assert state.mistakes == [2, 0] and state.turn == 0


def test_adeu_complete_says_goodbye_and_the_last_player_still_in_wins() -> None:
    state = table("C", seats=3)
    for _ in range(4):
        assert state.turn == 0
        state = play(state, (0, GiveUp()))
    assert state.out == [0] and GAME.view(state, None)["adeu"][0] == "ADEU"
    assert state.turn == 1  # the next player in begins the new round
    for _ in range(4):
        state = play(state, (state.turn, GiveUp())) if state.turn == 1 else state
    assert GAME.is_over(state) and state.out == [0, 1]
    assert GAME.result(state).winners == (2,) and GAME.result(state).scores == (0, 1, 2)
    assert GAME.invariants(state) == [] and GAME.timer(state) is None


def test_reading_the_adeu_letters_are_set_aside_one_per_player() -> None:
    state = GAME.setup(3, {}, seed=4)
    assert sorted(state.adeu) == sorted("AAADDDEEEUUU")
    big = GAME.setup(8, {}, seed=4)
    assert big.adeu.count("D") == 6 and big.adeu.count("A") == 8  # the set has six Ds
    assert GAME.invariants(big) == []


def test_variant_two_bags_the_player_chooses() -> None:
    state = table(seats=2, two_bags=True)
    assert state.stage == "draw" and GAME.timer(state) is None
    with pytest.raises(IllegalMove, match="vowels or the consonants"):
        GAME.apply(state, 0, Draw("letters"))
    state = play(state, (0, Draw("vowels")))
    assert state.letters[-1] in "AEIOU" and state.stage == "say"
    with pytest.raises(IllegalMove, match="not the time to draw: now say or give-up"):
        GAME.apply(state, 0, Draw("vowels"))
    assert GAME.invariants(state) == []


def test_reading_the_sentence_is_on_screen_only_while_voted_on() -> None:
    state = turn(table("C"), "la carmanyola", "A")
    assert GAME.view(state, 1)["sentence"] is None and GAME.view(state, 1)["words"] == 2
    assert "CARMANYOLA" not in str(GAME.view(state, 1)) + str(state.log)
    voting = play(state, (1, Say("la carmanyola abstracta")))
    assert GAME.view(voting, 0)["said"] == "LA CARMANYOLA ABSTRACTA"
    shown = turn(table("C", show_sentence=True), "la carmanyola", "A")
    assert GAME.view(shown, 1)["sentence"] == "LA CARMANYOLA"


def test_typed_moves() -> None:
    state = table()
    assert GAME.parse_move(state, 0, "say la carmanyola") == Say("la carmanyola")
    assert GAME.parse_move(state, 0, "draw vowels") == Draw("vowels")
    assert GAME.parse_move(state, 0, "give-up") == GiveUp()
    assert GAME.parse_move(state, 1, "no") == Vote(False)


def test_bots_extend_the_sentence_legally() -> None:
    state = table("C")
    bot = make_bot(GAME.meta.id, "hard")
    for _ in range(4):
        if state.stage != "say":
            break
        seat = state.turn
        move = bot.choose(GAME, state, seat, Rng(len(state.letters)))
        if isinstance(move, GiveUp):
            break
        state = play(state, (seat, move))
        assert state.stage == "vote", state.last
        for voter in GAME.to_act(state):
            state = play(state, (voter, bot.choose(GAME, state, voter, Rng(1))))
    assert len(state.sentence) >= 2


def test_hard_outlasts_easy() -> None:
    wins = 0
    for seed in range(6):
        match = autoplay(GAME, 2, seed, {}, ["hard", "easy"])
        wins += GAME.result(match.state).winners == (0,)
    assert wins >= 5


def test_reading_a_category_only_a_guess_gives_goes_to_the_vote_which_judges_it() -> None:
    """CATALANITZA is a verb by hunspell's affix class only (ABC C "unknown"): no mistake by
    rule, the vote judges it and says so; a word the dictionary knows raises no doubt."""
    assert categories.verdicts("catalanitza")["verb"] == "unknown"
    state = turn(table("C"), "la carmanyola", "C")
    state = play(state, (1, Say("la carmanyola catalanitza")))
    assert state.stage == "vote" and state.vote is not None
    assert "CATALANITZA a noun, adjective or verb" in state.vote.reason
    state = play(table("C"), (0, Say("la carmanyola")))
    assert state.vote is not None and state.vote.reason == "is it syntactically correct?"
