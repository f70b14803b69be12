"""The list machinery (`games/verbalia/lists.py`) on a toy game, and Vermigrama's old records."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

import pytest

from logomachy.games.verbalia.lists.engine import (
    VOTED_MOVES,
    Done,
    Entry,
    ListGame,
    NotedEntry,
    Vote,
    VotedListState,
    Write,
)
from logomachy.kernel import (
    GameMeta,
    IllegalMove,
    Move,
    Record,
    Rng,
    TimeUp,
    verify,
)


@pytest.mark.parametrize("name", ["vermigrama-seed7.json", "vermigrama-seed11-timeup.json"])
def test_vermigrama_records_made_before_the_list_machinery_replay(name: str) -> None:
    """Records of Vermigrama written before it moved onto `ListGame` replay to the identical
    final state (fingerprint) and scores."""
    path = Path(__file__).parent / "data" / name
    assert verify(Record.loads(path.read_text("utf-8"))) == []


# -- A toy game: any word of four letters or more; words ending in -AT are put to the vote ------
@dataclass
class ToyState(VotedListState):
    deals: int = 0


class Toy(ListGame[ToyState]):
    meta: ClassVar[GameMeta] = GameMeta(
        "toy", "Toy", 2, 4, ("ca",), 5, (), "", "a list game for the tests"
    )
    section = "Toy"
    votes = True
    move_types = VOTED_MOVES

    def new_state(self, seats: int, options: dict[str, Any], rng: Rng) -> ToyState:
        return ToyState(seats, options, rng)

    def deal(self, state: ToyState) -> None:
        state.deals += 1

    def check_word(self, state: ToyState, word: str) -> str:
        if len(word) < 4:
            raise IllegalMove("four letters at least", rule=self.rule)
        return word.upper()

    def doubt(self, state: ToyState, word: str) -> str | None:
        return "is it an adjective?" if word.endswith("AT") else None

    def points(self, state: ToyState, word: str) -> int:
        return len(word)


class OneWordToy(Toy):
    one_word = True
    target = 10

    def shared(self, state: ToyState, word: str, writers: int) -> Entry:
        return Entry(word, 1)  # a shared word scores 1 instead of being cancelled


TOY, ONE = Toy(), OneWordToy()


def play(game: Toy, state: ToyState, *moves: tuple[int | None, Move]) -> ToyState:
    for seat, move in moves:
        state = game.apply(state, seat, move)
    return state


def test_a_round_writes_reads_out_cancels_and_scores() -> None:
    state = TOY.setup(3, {}, seed=1)
    assert state.deals == 1 and TOY.to_act(state) == [0, 1, 2]
    timer = TOY.timer(state)
    assert timer is not None and timer.key == "r1:write" and timer.seconds == 60
    state = play(
        TOY,
        state,
        (0, Write(("CASA", "GOTS"))),
        (1, Write(("casa",))),
        (0, Done()),
        (1, Done()),
        (2, Done()),
    )
    assert [(e.word, e.points, e.cancelled) for e in state.sheets[0][0]] == [
        ("CASA", 0, True),
        ("GOTS", 4, False),
    ]
    assert state.round == 2 and state.deals == 2 and TOY.result(state).scores == (4, 0, 0)
    assert TOY.result(state).breakdown[0] == {"round 1": 4, "round 2": 0, "round 3": 0}


def test_refusals_say_the_rule() -> None:
    state = TOY.setup(2, {}, seed=1)
    with pytest.raises(IllegalMove, match="four letters") as caught:
        TOY.apply(state, 0, Write(("CAS",)))
    assert caught.value.rule == "Toy: rules"
    state = play(TOY, state, (0, Write(("CASA",))))
    with pytest.raises(IllegalMove, match="already on your list"):
        TOY.apply(state, 0, Write(("casa",)))
    state = play(TOY, state, (0, Done()))
    with pytest.raises(IllegalMove, match="finished"):
        TOY.apply(state, 0, Write(("GOTS",)))
    with pytest.raises(IllegalMove, match="already said"):
        TOY.apply(state, 0, Done())
    with pytest.raises(IllegalMove, match="not the time to vote: now write or done"):
        TOY.apply(state, 1, Vote("CASA", False))


def test_each_word_of_a_write_is_judged_on_its_own() -> None:
    """ "They must write down all the words they find" (the list games): a refused word does
    not drop the good ones written with it; the writer alone is told which were refused."""
    state = TOY.setup(2, {}, seed=1)
    state = play(TOY, state, (0, Write(("CASA", "CAS", "GOTS", "casa"))))
    assert state.lists[0] == ["CASA", "GOTS"]
    refused = TOY.view(state, 0)["you"]["refused"]
    assert [(r["word"], r["reason"]) for r in refused] == [
        ("CAS", "four letters at least"),
        ("CASA", "CASA is already on your list"),
    ]
    assert TOY.view(state, 1)["you"]["refused"] == [] and "CAS" not in str(TOY.view(state, 1))
    state = play(TOY, state, (0, Write(("PORTA",))))
    assert TOY.view(state, 0)["you"]["refused"] == []  # the last write's refusals only
    assert refused[1]["message"] == "{word} is already on your list"
    assert refused[1]["params"] == {"word": "CASA"}  # said in each reader's language
    with pytest.raises(IllegalMove, match="none of these 2 words is accepted: CAS, GOTS") as caught:
        TOY.apply(state, 0, Write(("CAS", "GOTS")))
    # Each word's own refusal goes with it, as a message for the writer's screen.
    assert [(r["word"], r["message"], r["params"]) for r in caught.value.params["refusals"]] == [
        ("CAS", "four letters at least", {}),
        ("GOTS", "{word} is already on your list", {"word": "GOTS"}),
    ]


def test_doubtful_words_go_to_the_vote_of_those_who_did_not_write_them() -> None:
    state = TOY.setup(3, {}, seed=1)
    state = play(
        TOY,
        state,
        (0, Write(("DESAFINAT", "CASA"))),
        (1, Write(("DIBUIXAT",))),
        (2, Write(("DIBUIXAT",))),
    )
    assert TOY.view(state, 0)["you"]["doubts"] == ["DESAFINAT"]
    assert "DESAFINAT" not in str(TOY.view(state, 1))  # still secret
    state = play(TOY, state, (0, Done()), (1, Done()), (2, Done()))
    assert state.voting and TOY.to_act(state) == [0, 1, 2]
    assert TOY.timer(state).key == "r1:vote"  # type: ignore[union-attr]
    assert TOY.secrets(state) == {}  # the lists are read out
    assert TOY.view(state, 1)["you"]["to_vote"] == ["DESAFINAT"]
    assert TOY.view(state, 0)["you"]["to_vote"] == ["DIBUIXAT"]
    with pytest.raises(IllegalMove, match="no vote"):
        TOY.apply(state, 0, Vote("DESAFINAT", True))  # its writer does not vote
    with pytest.raises(IllegalMove, match="not the time to write: now vote"):
        TOY.apply(state, 0, Write(("GOTS",)))
    with pytest.raises(IllegalMove, match="GOTS is not put to the vote"):
        TOY.apply(state, 1, Vote("gots", False))
    state = play(TOY, state, (1, Vote("DESAFINAT", False)), (2, Vote("desafinat", False)))
    assert state.voting  # DIBUIXAT still waits for seat 0
    state = play(TOY, state, (0, Vote("DIBUIXAT", True)))
    sheet = state.sheets[0]
    assert sheet[0][0] == NotedEntry("DESAFINAT", 0, False, "voted out")
    assert sheet[0][1] == Entry("CASA", 4)
    assert sheet[1][0] == Entry("DIBUIXAT", 0, True)  # kept, then cancelled: two wrote it
    assert TOY.view(state, 0)["read_out"][0][0]["note"] == "voted out"
    assert not state.voting and state.round == 2


def test_the_vote_timer_settles_with_the_votes_cast_a_tie_keeps_the_word() -> None:
    state = TOY.setup(3, {}, seed=1)
    state = play(TOY, state, (0, Write(("DESAFINAT",))))
    state = TOY.apply(state, None, TimeUp("r1:write"))
    state = play(TOY, state, (1, Vote("DESAFINAT", False)), (2, Vote("DESAFINAT", True)))
    assert state.sheets[0][0] == [Entry("DESAFINAT", 9)]  # 1 to 1: kept
    state = play(TOY, state, (0, Write(("MENJAT",))))
    state = TOY.apply(state, None, TimeUp("r2:write"))
    state = play(TOY, state, (1, Vote("MENJAT", False)))
    with pytest.raises(IllegalMove, match="not running"):
        TOY.apply(state, None, TimeUp("r2:write"))
    state = TOY.apply(state, None, TimeUp("r2:vote"))
    assert state.sheets[1][0] == [NotedEntry("MENJAT", 0, False, "voted out")]  # 1 to 0


def test_a_doubt_everyone_wrote_needs_no_vote() -> None:
    state = TOY.setup(2, {}, seed=1)
    state = play(TOY, state, (0, Write(("MENJAT",))), (1, Write(("MENJAT",))))
    state = play(TOY, state, (0, Done()), (1, Done()))
    assert not state.voting and state.sheets[0][0] == [Entry("MENJAT", 0, True)]


def test_one_word_replaces_and_first_to_the_target_wins() -> None:
    state = ONE.setup(2, {}, seed=1)
    with pytest.raises(IllegalMove, match="one word"):
        ONE.apply(state, 0, Write(("CASA", "GOTS")))
    state = play(ONE, state, (0, Write(("CASA",))), (0, Write(("CASETA",))), (1, Write(("CASA",))))
    assert state.lists == [["CASETA"], ["CASA"]]
    state = play(ONE, state, (0, Done()), (1, Done()))
    assert ONE.result(state).scores == (6, 4) and not ONE.is_over(state)
    assert ONE.rounds(state) is None and ONE.result(state).breakdown[0] == {"round 1": 6}
    state = play(ONE, state, (0, Write(("GOTS",))), (1, Write(("GOTS",))))
    state = play(ONE, state, (0, Done()), (1, Done()))
    assert ONE.result(state).scores == (7, 5)  # a shared word scores 1 here
    state = play(ONE, state, (0, Write(("ARMARI",))), (0, Done()), (1, Done()))
    assert ONE.is_over(state) and ONE.result(state).winners == (0,)
    assert ONE.to_act(state) == [] and ONE.timer(state) is None


def test_typed_moves() -> None:
    state = TOY.setup(2, {}, seed=1)
    assert TOY.parse_move(state, 0, "write casa gots") == Write(("casa", "gots"))
    assert TOY.parse_move(state, 0, "vote menjat no") == Vote("menjat", False)
    assert TOY.parse_move(state, 0, "vote menjat yes") == Vote("menjat", True)
    assert TOY.parse_move(state, 0, "done") == Done()
    assert {o.name for o in TOY.option_specs()} == {"write_seconds", "vote_seconds"}
