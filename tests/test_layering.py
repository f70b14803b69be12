"""The layering rule of docs/architecture.md: imports point down only."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "logomachy"

# For each layer, the logomachy layers it must never import.
FORBIDDEN = {
    "kernel": {"games", "bots", "server", "cli", "lexicon", "wordfind", "i18n", "terminal"},
    "i18n": {"games", "bots", "server", "cli", "lexicon", "wordfind", "terminal"},
    "lexicon": {"kernel", "games", "bots", "server", "cli", "wordfind", "terminal"},
    "wordfind": {"kernel", "games", "bots", "server", "cli", "terminal"},
    "games": {"bots", "server", "cli", "terminal"},
    "bots": {"server", "cli", "terminal"},
    # The terminal's screens read views (kernel, i18n, games' pieces); `cli` shows them.
    "terminal": {"bots", "server", "cli"},
    "server": {"cli"},
}


def _imported_layers(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    layers = set()
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module]
        for name in names:
            parts = name.split(".")
            if parts[0] == "logomachy" and len(parts) > 1:
                layers.add(parts[1])
    return layers


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_imports_point_down(layer: str) -> None:
    offenders = []
    for path in sorted((SRC / layer).rglob("*.py")):
        bad = _imported_layers(path) & FORBIDDEN[layer]
        if bad:
            offenders.append(f"{path.relative_to(SRC)} imports {', '.join(sorted(bad))}")
    assert not offenders, "\n".join(offenders)


def test_the_checker_sees_a_bad_import(tmp_path: Path) -> None:
    bad = tmp_path / "x.py"
    bad.write_text("from logomachy.server import app\nimport logomachy.bots.x\n")
    assert _imported_layers(bad) == {"server", "bots"}


GAMES = SRC / "games"


def _module_name(path: Path) -> str:
    return ".".join(("logomachy", *path.relative_to(SRC).with_suffix("").parts))


def _imports(path: Path) -> set[str]:
    """The logomachy modules a file imports (`from pkg import module` counts the module)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found |= {f"{node.module}.{a.name}" for a in node.names}
    return {name for name in found if name.startswith("logomachy.")}


def _defines_a_game(path: Path) -> bool:
    return any(
        isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "GAME" for t in node.targets)
        for node in ast.parse(path.read_text(encoding="utf-8")).body
    )


def test_no_game_imports_another_game() -> None:
    """Games share through engines and pieces, never through another game's module: a game
    serving as a library for others is how copies drift (a fix lands in one game only)."""
    modules = {_module_name(p): p for p in GAMES.rglob("*.py")}
    games = {name for name, path in modules.items() if _defines_a_game(path)}
    offenders = []
    for name, path in sorted(modules.items()):
        top = name.split(".")[2] if name.count(".") >= 2 else ""
        for imported in sorted(_imports(path)):
            if imported in games and imported != name and not name.endswith("catalogue"):
                offenders.append(f"{name} imports the game {imported}")
            parts = imported.split(".")
            # A module of its own under games/ (games/challenges.py) is no rulebook's package:
            # game-independent pieces more than one game uses live there.
            rulebook = (GAMES / parts[2]).is_dir() if len(parts) > 2 else False
            if rulebook and parts[1] == "games" and top and parts[2] != top:
                offenders.append(f"{name} imports {imported}, another rulebook's package")
    assert not offenders, "\n".join(offenders)
