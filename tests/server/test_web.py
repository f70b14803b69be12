"""The front end as shipped: every key the scripts ask for exists (the catalogues themselves:
tests/i18n), and no file reaches for the internet."""

from __future__ import annotations

import re
from importlib.resources import files
from pathlib import Path

from logomachy.i18n import messages

WEB = Path(str(files("logomachy.web")))


def strings(lang: str) -> dict[str, str]:
    return {k: str(v) for k, v in messages(lang).items()}


def test_every_literal_key_used_by_the_scripts_exists() -> None:
    en = strings("en")
    used = set()
    for path in WEB.rglob("*.js"):
        used |= set(re.findall(r"\bt\(\"([\w.]+)\"", path.read_text("utf-8")))
    assert used, "the scan found no keys"
    assert sorted(used - set(en)) == []


def test_no_file_loads_anything_from_the_internet() -> None:
    for path in [*WEB.rglob("*.js"), *WEB.rglob("*.html"), *WEB.rglob("*.css")]:
        text = path.read_text("utf-8")
        assert not re.search(r"(src|href)=\"https?://", text), path
        assert not re.search(r"import[^;]*[\"']https?://", text), path
        assert "innerHTML" not in text, f"{path}: text must be set as text, never as markup"


def test_every_installed_game_has_its_own_screen() -> None:
    from logomachy.games.catalogue import GAMES
    from logomachy.server.screens import screen_of

    assert len(GAMES) > 4  # not the tests' fakes
    missing = [g.meta.id for g in GAMES if screen_of(g)["module"] == "generic"]
    assert missing == [], f"these games would fall back to the generic JSON screen: {missing}"
    for game in GAMES:
        screen = screen_of(game)
        text = (WEB / "js/games" / f"{screen['module']}.js").read_text("utf-8")
        assert f"export function {screen['mount']}(" in text or (
            screen["mount"] == "mount" and "mount" in text
        ), f"{game.meta.id}: {screen['module']}.js exports no {screen['mount']}"
