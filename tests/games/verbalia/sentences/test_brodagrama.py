"""Brodagrama, rule by rule (rulebook section Brodagrama; ABC B, L and N)."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.games.verbalia.pieces.letters import letter_set
from logomachy.games.verbalia.sentences.brodagrama import GAME
from logomachy.games.verbalia.sentences.contest import Award, ContestState, Write
from logomachy.kernel import IllegalMove, Move, Pass, Rng, TimeUp

PEDST = ["P", "E", "D", "S", "T"]
OK = "La pera estava dins del sac tot el dia"  # P E D S T, with words between


def table(letters: list[str] = PEDST, seats: int = 4, **options: object) -> ContestState:
    """A fresh game whose five letters are `letters` (taken from the bag: tiles conserved)."""
    state = GAME.setup(seats, options, seed=1)
    state.bag.put_back(state.tiles)
    for tile in letters:
        state.bag.pieces.remove(tile)
    state.tiles = list(letters)
    return state


def play(state: ContestState, *moves: tuple[int | None, Move]) -> ContestState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
    return state


def time_up(state: ContestState) -> ContestState:
    timer = GAME.timer(state)
    assert timer is not None
    return GAME.apply(state, None, TimeUp(timer.key))


SENTENCES = [
    "La pera estava dins del sac tot el dia",
    "Un peix escolta dues sardines tristes",
    "Pares entren després sense tu",
    "Pocs elefants dormen sota teulades",
]


def written(state: ContestState) -> ContestState:
    return play(state, *((seat, Write(SENTENCES[seat])) for seat in range(state.seats)))


def paper_of(state: ContestState, seat: int) -> int:
    """The number the screen gives `seat`'s sentence in the read-out."""
    return GAME.view(state, seat)["you"]["paper"]


def test_five_letters_are_drawn_in_order_and_everyone_writes_for_a_minute() -> None:
    state = GAME.setup(4, {}, seed=3)
    assert len(state.tiles) == 5 and GAME.to_act(state) == [0, 1, 2, 3]
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 60
    assert GAME.view(state, None)["tiles"] == state.tiles
    assert GAME.invariants(state) == []
    assert sorted(state.bag.pieces + state.tiles) == sorted(letter_set())  # all the letters


def test_a_sentence_has_words_beginning_with_the_letters_in_order() -> None:
    state = play(table(), (0, Write(OK)))
    assert state.writing.entries[0] == "LA PERA ESTAVA DINS DEL SAC TOT EL DIA"


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        ("Estava la pera dins del sac tot", "after PERA begins with letter 2, E"),  # order
        ("La pera estava dins", "letter 4, S"),
        ("La pera xyzzq dins del sac tot", "XYZZQ is not in the dictionary"),
        ("", "write a sentence"),
        ("!!!", "write a sentence"),
    ],
)
def test_the_referee_refuses_what_a_rule_decides_and_says_why(sentence: str, reason: str) -> None:
    with pytest.raises(IllegalMove) as caught:
        GAME.apply(table(), 0, Write(sentence))
    assert reason in caught.value.reason


def test_reading_accents_do_not_count_and_digraph_tiles_begin_their_words() -> None:
    state = table(["E", "N", "QU", "L", "A"])
    play(state, (0, Write("És nostre què l'àvia")))  # É is E; L' carries L; À is A
    with pytest.raises(IllegalMove, match="letter 2, N"):
        GAME.apply(state, 0, Write("És nyu què l'àvia"))  # NYU begins with NY, not N
    nyu = table(["E", "NY", "QU", "L", "A"])
    play(nyu, (0, Write("El nyu quan llegeix acaba")))  # LLEGEIX begins with L (L·L: two Ls)


def test_reading_elisions_and_hyphens_split_into_words() -> None:
    state = table(["D", "A", "H", "M", "P"])
    # D' carries D, AIGUA A, HOME H; PORTA'L: PORTA and 'L; ANAR-HI: two words
    play(state, (0, Write("D'aigua l'home menja i porta'l")))
    play(state, (0, Write("Dues àvies han de menjar-ho poc")))


def test_reading_a_particle_may_carry_a_letter() -> None:
    play(table(["D", "E", "A", "U", "I"]), (0, Write("De ella a un i")))


def test_a_paper_may_be_written_again_until_everyone_has_handed_in() -> None:
    state = play(table(), (0, Write(OK)), (0, Write(SENTENCES[2])))
    assert state.writing.entries[0] == "PARES ENTREN DESPRÉS SENSE TU"
    assert GAME.to_act(state) == [1, 2, 3]


def test_while_writing_a_paper_is_its_writers_secret() -> None:
    state = play(table(), (0, Write(OK)))
    assert GAME.secrets(state) == {0: {OK.upper()}}
    other = GAME.view(state, 1)
    assert OK.upper() not in str(other) and other["writing"][0]["written"] is True
    assert GAME.view(state, 0)["you"]["sentence"] == OK.upper()


def test_the_papers_are_read_out_shuffled_and_without_authors() -> None:
    state = written(table())
    assert state.stage == "award" and GAME.secrets(state) == {}
    view = GAME.view(state, 1)
    assert [set(p) for p in view["papers"]] == [{"n", "sentence"}] * 4  # no seat
    assert sorted(p["sentence"] for p in view["papers"]) == sorted(s.upper() for s in SENTENCES)
    orders = set()
    for seed in range(6):
        s = GAME.setup(4, {}, seed=seed)
        s.tiles = list(PEDST)
        s.bag = GAME.setup(4, {}, seed=seed).bag  # (tiles are not checked here)
        s = written(s)
        orders.add(tuple(p.seat for p in s.papers))
    assert len(orders) > 1  # the screen shuffles them
    assert view["you"]["paper"] == [p.seat for p in state.papers].index(1) + 1


def test_points_are_3_2_1_never_to_ones_own_sentence() -> None:
    state = written(table())
    mine = paper_of(state, 0)
    others = [n for n in range(1, 5) if n != mine]
    with pytest.raises(IllegalMove, match="own sentence"):
        GAME.apply(state, 0, Award((mine, others[0], others[1])))
    with pytest.raises(IllegalMove, match="name 3"):
        GAME.apply(state, 0, Award((others[0], others[1])))
    with pytest.raises(IllegalMove, match="one award"):
        GAME.apply(state, 0, Award((others[0], others[0], others[1])))
    with pytest.raises(IllegalMove, match="no sentence 9"):
        GAME.apply(state, 0, Award((9, others[0], others[1])))
    with pytest.raises(IllegalMove, match="not the time to award: now write or pass"):
        GAME.apply(table(), 0, Award((1, 2, 3)))
    with pytest.raises(IllegalMove, match="not the time to write: now award or pass"):
        GAME.apply(state, 0, Write(OK))
    state = play(state, (0, Award(tuple(others))))
    assert 0 not in GAME.to_act(state)


def award_all(state: ContestState, ranking: dict[int, list[int]]) -> ContestState:
    """Each seat awards the sentences of the seats in `ranking[seat]` (3, 2, 1 points)."""
    for seat, authors in ranking.items():
        state = GAME.apply(state, seat, Award(tuple(paper_of(state, a) for a in authors)))
    return state


def test_authors_score_their_points_and_the_winners_voters_collect_theirs() -> None:
    state = written(table())
    state = award_all(state, {0: [1, 2, 3], 1: [2, 0, 3], 2: [1, 3, 0], 3: [1, 2, 0]})
    # seat 1: 3 + 3 + 3 = 9 (the winner); seat 2: 2 + 3 + 2 = 7; seat 0: 2 + 1 + 1 = 4;
    # seat 3: 1 + 1 + 2 = 4. Voters of seat 1's sentence collect what they gave it: seats 0, 2
    # and 3 gave it 3 each.
    sheet = state.sheets[0]
    assert {p.seat: p.points for p in sheet.papers} == {0: 4, 1: 9, 2: 7, 3: 4}
    assert [sheet.papers[i].seat for i in sheet.winners] == [1]
    assert sheet.collected == {0: 3, 2: 3, 3: 3}
    assert GAME.result(state).scores == (7, 9, 10, 7)
    assert GAME.result(state).breakdown[2] == {"sentences": 7, "awards to the winner": 3}
    last = GAME.view(state, 3)["last"]
    assert {p["seat"]: p["points"] for p in last["papers"]} == {0: 4, 1: 9, 2: 7, 3: 4}
    assert GAME.invariants(state) == []


def test_reading_tied_winners_all_win_and_their_voters_collect_for_each() -> None:
    state = written(table())
    state = award_all(state, {0: [1, 2, 3], 1: [2, 0, 3], 2: [1, 0, 3], 3: [2, 1, 0]})
    # seat 1: 3 + 3 + 2 = 8, seat 2: 2 + 3 + 3 = 8 (both win); seat 0: 2 + 2 + 1 = 5
    sheet = state.sheets[0]
    assert sorted(sheet.papers[i].seat for i in sheet.winners) == [1, 2]
    assert sheet.collected == {0: 5, 1: 3, 2: 3, 3: 5}


def test_reading_with_fewer_sentences_the_first_points_only_are_awarded() -> None:
    state = play(
        table(), (0, Write(SENTENCES[0])), (1, Write(SENTENCES[1])), (2, Pass()), (3, Pass())
    )
    assert len(state.papers) == 2
    assert GAME.view(state, 0)["you"]["awards_due"] == 1  # only the other sentence: 3
    assert GAME.view(state, 3)["you"]["awards_due"] == 2  # both: 3 and 2
    with pytest.raises(IllegalMove, match="award 3 points: name 1"):
        GAME.apply(state, 0, Award((1, 2)))


def test_reading_a_paper_not_handed_in_in_time_is_blank_and_late_voters_award_nothing() -> None:
    state = time_up(play(table(), (0, Write(SENTENCES[0])), (1, Write(SENTENCES[1]))))
    assert [p.seat for p in sorted(state.papers, key=lambda p: p.seat)] == [0, 1]
    state = play(state, (2, Award((1, 2))))
    state = time_up(state)
    assert state.round == 2 and sum(p.points for p in state.sheets[0].papers) == 5
    with pytest.raises(IllegalMove, match="not running"):
        GAME.apply(state, None, TimeUp("r1:award:limit"))


def test_reading_nobody_writing_scores_nothing_and_the_next_round_begins() -> None:
    state = time_up(table())
    assert state.round == 2 and state.sheets[0].papers == [] and state.sheets[0].winners == []


def test_the_next_round_begins_to_the_left_with_new_letters_and_the_old_set_aside() -> None:
    state = time_up(table())
    assert state.first == 1 and state.aside == PEDST and len(state.tiles) == 5
    assert GAME.invariants(state) == []


def test_twice_as_many_rounds_as_players() -> None:
    state = table()
    for _ in range(8):
        assert not GAME.is_over(state)
        state = time_up(state)
    assert GAME.is_over(state) and len(state.sheets) == 8 and GAME.to_act(state) == []
    assert GAME.result(state).winners == (0, 1, 2, 3)  # ties share the victory
    assert GAME.timer(state) is None


def test_or_until_a_player_reaches_the_points_agreed() -> None:
    state = written(table(target=9))
    state = award_all(state, {0: [1, 2, 3], 1: [2, 0, 3], 2: [1, 3, 0], 3: [1, 2, 0]})
    assert GAME.is_over(state) and GAME.result(state).winners == (2,)  # 10 points


def test_typed_moves() -> None:
    state = table()
    assert GAME.parse_move(state, 0, "write La pera") == Write("La pera")
    assert GAME.parse_move(state, 0, "award 3, 1 2") == Award((3, 1, 2))
    assert GAME.parse_move(state, 0, "pass") == Pass()
    assert GAME.parse_move(state, 0, "La pera") == Write("La pera")


def test_bots_write_legal_sentences_and_award_others() -> None:
    made = {}
    for strength in ("easy", "medium", "hard"):
        bot = make_bot(GAME.meta.id, strength)
        for seed in range(12):
            move = bot.choose(GAME, table(), 0, Rng(seed))
            if isinstance(move, Write):
                GAME.apply(table(), 0, move)  # the referee accepts it
                made.setdefault(strength, []).append(move.sentence)
    assert len(made["easy"]) < len(made["hard"])  # easy gives up more often
    state = written(table())
    for seat in range(4):
        move = make_bot(GAME.meta.id, "hard").choose(GAME, state, seat, Rng(1))
        assert isinstance(move, Award) and paper_of(state, seat) not in move.sentences
        state = GAME.apply(state, seat, move)
    assert state.round == 2


def test_hard_beats_easy() -> None:
    """Two hard and two easy bots: a hard bot has the most points in most seeded games."""
    wins = 0
    for seed in range(6):
        match = autoplay(GAME, 4, seed, {}, ["hard", "easy"])
        scores = GAME.result(match.state).scores
        wins += max(scores[0], scores[2]) > max(scores[1], scores[3])
    assert wins >= 5
