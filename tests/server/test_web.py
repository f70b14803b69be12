"""The front end as shipped: every key the scripts ask for exists (the catalogues themselves:
tests/i18n), and no file reaches for the internet."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from importlib.resources import files
from pathlib import Path

import pytest

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


IMPORT = re.compile(r"^import [^;]*? from \"(\.[^\"]+)\";", re.M)


def imports(path: Path) -> list[Path]:
    """The files a script imports by a relative path (each must exist)."""
    found = [(path.parent / name).resolve() for name in IMPORT.findall(path.read_text("utf-8"))]
    missing = [str(p.relative_to(WEB)) for p in found if not p.is_file()]
    assert missing == [], f"{path.relative_to(WEB)} imports missing files: {missing}"
    return found


def test_every_installed_game_has_its_own_screen() -> None:
    from logomachy.games.catalogue import GAMES
    from logomachy.server.screens import screen_of

    assert len(GAMES) > 4  # not the tests' fakes
    missing = [g.meta.id for g in GAMES if screen_of(g)["module"] == "generic"]
    assert missing == [], f"these games would fall back to the generic JSON screen: {missing}"
    for game in GAMES:
        screen = screen_of(game)
        assert screen["mount"] == "mount", game.meta.id
        text = (WEB / "js/games" / f"{screen['module']}.js").read_text("utf-8")
        assert "export function mount(" in text, (
            f"{game.meta.id}: {screen['module']}.js has no mount"
        )


def test_the_screens_mirror_the_games_and_every_file_is_used() -> None:
    """Every file under web/js/games draws some game (its own, its engine's or its family's
    screen) or is imported by one that does, and no relative import points nowhere; a screen
    lives where its game's Python does (verbalia/coast/buscador.js: games/verbalia/coast/)."""
    from logomachy.games.catalogue import GAMES
    from logomachy.server.screens import screen_of

    games_js = WEB / "js" / "games"
    python = Path(str(files("logomachy.games")))
    screens = {games_js / f"{screen_of(g)['module']}.js" for g in GAMES}
    for screen in screens:
        rel = screen.relative_to(games_js).with_suffix("")
        assert (python / rel).is_dir() or (python / rel).with_suffix(".py").is_file(), rel
    used = {games_js / "generic.js"}  # the fallback table.js and replay.js load
    todo = list(screens)
    while todo:
        path = todo.pop()
        if path not in used:
            used.add(path)
            todo.extend(p for p in imports(path) if p.is_relative_to(games_js))
    for path in WEB.rglob("*.js"):
        imports(path)
    unused = sorted(str(p.relative_to(games_js)) for p in set(games_js.rglob("*.js")) - used)
    assert unused == [], f"these screens draw no game: {unused}"


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node")
def test_every_screen_module_loads() -> None:
    """Each file under web/js/games loads with what it imports (a name one of them does not
    export fails here, where the page would quietly fall back to the generic screen)."""
    games_js = WEB / "js" / "games"
    names = sorted(f"./{p.relative_to(games_js).as_posix()}" for p in games_js.rglob("*.js"))
    script = (
        f"Promise.all({json.dumps(names)}.map((f) => import(f).then((m) => [f, !!m.mount])))"
        ".then((r) => console.log(JSON.stringify(r)))"
    )
    out = subprocess.run(
        ["node", "--experimental-default-type=module", "-e", script],
        cwd=games_js,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    loaded = dict(json.loads(out.stdout))
    assert sorted(loaded) == names
    no_mount = [f for f, mounts in loaded.items() if not mounts and "/pieces/" not in f]
    assert no_mount == [], f"these screens export no mount: {no_mount}"
