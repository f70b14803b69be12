"""The `logomachy` command, run as a user runs it."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import time
from pathlib import Path
from typing import ClassVar

from logomachy.bots.base import make_bot
from logomachy.cli import main
from logomachy.cli.play import HUMAN, TerminalTable
from logomachy.games.trencadis.spelling import suggestions
from logomachy.kernel import Match, SeatInfo, get_game, verify
from logomachy.lexicon import lexicon


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "logomachy", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_games_json_lists_trencadis(capsys: object) -> None:
    assert main(["games", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)  # type: ignore[attr-defined]
    trencadis = next(r for r in rows if r["id"] == "trencadis")
    assert trencadis["players"] == [2, 5] and set(trencadis["languages"]) == {"en", "es", "ca"}


def test_rules_summary_points_at_the_rulebook(capsys: object) -> None:
    assert main(["rules", "trencadis"]) == 0
    out = capsys.readouterr().out  # type: ignore[attr-defined]
    assert "rulebook" in out.lower() and "trencadis.md" in out
    assert main(["rules", "nope"]) == 2


def test_autoplay_record_replays_and_is_reproducible(tmp_path: Path) -> None:
    first = run("autoplay", "trencadis", "--players", "4", "--seed", "7", "--json")
    assert first.returncode == 0, first.stderr
    again = run("autoplay", "trencadis", "--players", "4", "--seed", "7", "--json")
    assert first.stdout == again.stdout
    record = json.loads(first.stdout)
    assert record["game"] == "trencadis" and record["seed"] == 7 and len(record["seats"]) == 4
    assert record["result"]["winners"] and all("t" in m for m in record["moves"])
    path = tmp_path / "game.json"
    path.write_text(first.stdout)
    ok = run("replay", str(path))
    assert ok.returncode == 0 and "identical" in ok.stdout
    record["moves"][5]["move"] = {"verb": "write", "word": "TAMPERED"}
    path.write_text(json.dumps(record))
    assert run("replay", str(path)).returncode == 1


def test_play_in_the_terminal_refuses_a_bad_move_with_its_rule() -> None:
    script = "write two words\nwrite\ngive-up\nquit\n"
    done = run("play", "trencadis", "--bots", "2", "--seed", "3", "--speed", "50", stdin=script)
    assert done.returncode == 0, done.stderr
    assert "Refused (valid words): write exactly one word" in done.stdout


def test_the_terminal_speaks_the_interface_language() -> None:
    script = "write two words\nquit\n"
    args = ("play", "trencadis", "--bots", "1", "--seed", "3", "--speed", "50", "--ui-lang", "es")
    done = run(*args, stdin=script)
    assert done.returncode == 0, done.stderr
    assert "Eres el asiento 1" in done.stdout and "adiós" in done.stdout
    assert "Rechazado (" in done.stdout, done.stdout
    listed = run("games", "--ui-lang", "ca")
    assert "jugadors" in listed.stdout and "players" not in listed.stdout


class ScriptedPlayer(TerminalTable):
    """A terminal player who reads the screen and types the obvious answer (no real stdin).

    Every word it writes is misspelt, so it goes through the spell stage each round: it picks
    the second suggestion shown in round 1, types the word meant in round 2, and keeps the
    rest as written."""

    WORDS = ("wirter", "wintre", "zzqc", "zzqd", "zzqe", "zzqf")
    SPELLINGS: ClassVar[dict[int, str]] = {1: "spell 2", 2: "spell winter"}
    ANSWERS: ClassVar[dict[str, str]] = {
        "spell": "spell",
        "reveal": "allow",
        "explain": "explain because",
        "vote": "vote yes",
        "place": "place auto",
        "withdraw": "withdraw auto",
    }

    def read_line(self, timeout: float | None) -> str | None:
        state = self.match.state
        if HUMAN not in self.game.to_act(state):
            time.sleep(min(timeout or 0.0, 0.05))
            return None
        if state.stage.value == "write":
            return f"write {self.WORDS[state.round - 1]}"
        if state.stage.value == "spell" and state.round in self.SPELLINGS:
            return self.SPELLINGS[state.round]
        return self.ANSWERS[state.stage.value]


def test_play_to_the_end_in_the_terminal() -> None:
    game = get_game("trencadis")
    bots = [None, make_bot("trencadis", "hard"), make_bot("trencadis", "easy")]
    seats = [SeatInfo("me"), SeatInfo("b1", "bot:hard"), SeatInfo("b2", "bot:easy")]
    # 600 s to say how a word is spelled is 1.2 s at this speed: time enough to type it.
    match = Match(game, seats, {"lang": "en", "explain_seconds": 600}, seed=4)
    suggestions(lexicon("en"), "wirter")  # index the dictionary before the clock runs
    out = io.StringIO()
    assert ScriptedPlayer(match, bots, 500.0, io.StringIO(), out).run() == 0
    screen = out.getvalue()
    assert match.over and "Final:" in screen
    assert "→ spell N (a suggestion: 1 WINTER, 2 WRITER," in screen
    # The log names the seats as the table does (their names), in the interface language.
    assert "me wrote WIRTER for WRITER" in screen  # a suggestion chosen by its number
    assert "me wrote WINTRE for WINTER" in screen  # the spelling meant, typed
    assert "me keeps ZZQC as written." in screen
    assert verify(match.record) == []
