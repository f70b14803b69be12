"""Letter Tycoon in the reader's language: refusals and log lines from the catalogue, the
rulebook's headings as rule names, and money written one way per language -- the same in the
log's templates, the terminal (Babel) and the screen (Intl.NumberFormat)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from logomachy.games.letter_tycoon import GAME
from logomachy.games.letter_tycoon.moves import Buy
from logomachy.i18n.catalogue import read_catalog
from logomachy.i18n.render import event_text, money, refusal_text
from logomachy.kernel import IllegalMove

from .helpers import table

JS = Path(__file__).parents[3] / "src" / "logomachy" / "web" / "js" / "games"
AMOUNTS = (0, 1, 2, 9, 10, 45, 120)  # the game's amounts stay under 1000 (no grouping)


def texts(lang: str) -> list[str]:
    """Every text Letter Tycoon's catalogue holds in `lang` (English: its source ids too)."""
    out = []
    for message in read_catalog(lang, "letter_tycoon"):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple | list) else (message.id,)
        strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
        out += [s for s in strings if s]
        if lang == "en":
            out += [i for i in ids if " " in i]
    return out


@pytest.mark.parametrize("lang", ["en", "es", "ca"])
def test_every_amount_in_the_catalogue_is_written_the_languages_one_way(lang: str) -> None:
    layout = money(7, lang).replace("7", "{x}")
    amount = r"(?:\{\w+\}|\d+)"
    pattern = re.compile(re.escape(layout).replace(re.escape("{x}"), amount))
    for text in texts(lang):
        if "$" in text:
            assert text.count("$") == len(pattern.findall(text)), (lang, text)


def test_the_layouts_are_the_familiar_ones() -> None:
    assert [money(45, lang) for lang in ("en", "es", "ca")] == ["$45", "45\u00a0$", "45\u00a0$"]


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node")
def test_the_screen_writes_money_as_the_server_does() -> None:
    script = (
        'import("./letter_tycoon.js").then((m) => console.log(JSON.stringify('
        f'["en", "es", "ca"].map((l) => {list(AMOUNTS)}.map((a) => m.money(a, l))))))'
    )
    out = subprocess.run(
        ["node", "--experimental-default-type=module", "-e", script],
        cwd=JS,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    wanted = [[money(a, lang) for a in AMOUNTS] for lang in ("en", "es", "ca")]
    assert json.loads(out.stdout) == wanted


def test_a_refusal_reads_in_each_language_with_the_rulebooks_heading() -> None:
    state = table(["CATSDOG", "EEIIOOU"], money=[6, 0])
    state.turn.stage, state.turn.buyable = "buy", ["T"]
    with pytest.raises(IllegalMove) as caught:
        GAME.apply(state, 0, Buy("T"))
    exc = caught.value
    assert exc.reason == "the T patent costs $9; you have $6"
    said = {
        lang: refusal_text(lang, exc.message, exc.params, exc.rule, strict=True)
        for lang in ("en", "es", "ca")
    }
    assert "the player's turn" in said["en"] and "$9" in said["en"]
    assert "Turno del jugador" in said["es"] and "9\u00a0$" in said["es"]
    assert "Torn del jugador" in said["ca"] and "tens 6\u00a0$" in said["ca"]


def test_log_lines_agree_in_number() -> None:
    names = ["Ada", "Bob"]
    one = {"seat": 0, "money": 3, "stock": 1}
    assert event_text("es", "letter-tycoon", "earn", one, names, strict=True) == (
        "Ada gana 3\u00a0$ y 1 acción."
    )
    assert event_text("ca", "letter-tycoon", "earn", {**one, "stock": 2}, names) == (
        "Ada guanya 3\u00a0$ i 2 accions."
    )
    tries = {"seat": 1, "shown": "QXZ", "unknown_text": "QXZ"}
    assert event_text("en", "letter-tycoon", "refused", {**tries, "left": 1}, names).endswith(
        "(1 more try)."
    )
    assert event_text("es", "letter-tycoon", "refused", {**tries, "left": 2}, names).endswith(
        "(quedan 2 reintentos)."
    )
