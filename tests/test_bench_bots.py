"""The bots benchmark's harness (`python -m benchmarks bots`): how it seats and counts a
ladder's games and how it reads the figure modules of `benchmarks/bot_figures/`, tried on a
fake package of figure modules written here."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from benchmarks import bench_bots
from benchmarks.bot_figures import Judgment, Rate, Variety
from benchmarks.bots_ladder import Pairing, play_pairing, seats_for

from logomachy.kernel import get_game

FAKE_GAME = """
from benchmarks.bot_figures import Judgment, Rate, Variety

def judgment(strength):
    if strength == "hard":
        return Judgment(true_accepted=8, true_total=10, false_accepted=3, false_total=10)
    return Judgment(true_accepted=10, true_total=10, false_accepted=10, false_total=10)

def guess_rate(strength):
    return Rate(hits=6 if strength == "hard" else 1, total=10)

def variety(seeds):
    return Variety(same_rounds=len(seeds), rounds=len(seeds) * 4)
"""
FAKE_BROKEN = """
def judgment(strength):
    raise RuntimeError("still being written")
"""
FAKE_PACE = """
def pace_figures():
    return {"easy first word, s": 9.5}
"""


@pytest.fixture
def fake_figures(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[ModuleType]:
    package = tmp_path / "fake_bot_figures"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "trencadis.py").write_text(FAKE_GAME)
    (package / "el_soneto.py").write_text(FAKE_BROKEN)
    (package / "pace.py").write_text(FAKE_PACE)
    monkeypatch.syspath_prepend(str(tmp_path))
    yield importlib.import_module("fake_bot_figures")
    for name in [n for n in sys.modules if n.startswith("fake_bot_figures")]:
        del sys.modules[name]


def test_figures_are_found_and_printed_beside_their_bars(
    fake_figures: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    modules = bench_bots.figure_modules(fake_figures)
    assert set(modules) == {"trencadis", "el_soneto", "pace"}
    bench_bots.print_judgment(modules)
    bench_bots.print_guess_rate(modules)
    bench_bots.print_variety(modules)
    bench_bots.print_pace_figures(modules)
    lines = capsys.readouterr().out.splitlines()

    def line(*parts: str) -> str:
        return next(row for row in lines if all(p in row for p in parts))

    # Hard: 30 % of false claims accepted fails the 10 % bar, 80 % of true ones meets 70 %.
    assert "30% ✘" in line("trencadis", "hard", "false accepted")
    assert "80% ✔" in line("trencadis", "hard", "false accepted")
    assert "100% ✘" in line("trencadis", "easy", "false accepted")  # always yes
    assert "raised RuntimeError: still being written" in line("el_soneto", "hard")
    assert "60% ✔" in line("trencadis", "hard", "6/10")
    assert "not provided by el_soneto" in line("guess_rate")
    assert "25% ✘" in line("trencadis", "20/80")
    assert "easy first word, s: 9.5" in line("easy first word")


def test_missing_figures_are_said_to_be_not_provided(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "empty_bot_figures").mkdir()
    (tmp_path / "empty_bot_figures" / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path))
    modules = bench_bots.figure_modules(importlib.import_module("empty_bot_figures"))
    bench_bots.print_judgment(modules)
    bench_bots.print_pace_figures(modules)
    out = capsys.readouterr().out
    assert "judgment: not provided" in out
    assert "pace" in out and "not provided" in out


def test_the_stronger_takes_every_other_seat_starting_on_alternate_seeds() -> None:
    game = get_game("verbalia-endevinagrama")  # three seats at the smallest table
    assert seats_for(game, "easy", "hard", 0) == ["hard", "easy", "hard"]
    assert seats_for(game, "easy", "hard", 1) == ["easy", "hard", "easy"]
    # A team is of one strength, else every win would be a tie between strengths.
    teams = get_game("verbalia-esbartigrama")  # six seats, the first three one team
    assert seats_for(teams, "easy", "hard", 1) == ["easy"] * 3 + ["hard"] * 3
    pairs = get_game("verbalia-gravagrama")  # four seats, pairs side by side
    assert seats_for(pairs, "easy", "hard", 0) == ["hard", "hard", "easy", "easy"]


def test_a_pairing_counts_every_game_once_and_a_tie_as_half() -> None:
    pairing = play_pairing("trencadis", "easy", "medium", [0, 1])
    assert pairing.games + len(pairing.errors) == 2
    assert pairing.strong_wins + pairing.ties + pairing.weak_wins == pairing.games
    assert pairing.decisions["easy"] and pairing.delays["medium"]
    tied = Pairing("x", "easy", "hard", games=4, strong_wins=1, ties=2)
    assert tied.score == 0.5 and tied.weak_wins == 1


def test_a_figure_module_shape_is_the_one_of_bot_figures() -> None:
    assert Judgment(1, 2, 0, 2).true_rate == 0.5
    assert Variety(1, 10).same_share == 0.1
    assert Rate(0, 0).share != Rate(0, 0).share  # nan: nothing measured
