"""The layering rule of docs/architecture.md: imports point down only."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "logomachy"

# For each layer, the logomachy layers it must never import.
FORBIDDEN = {
    "kernel": {"games", "bots", "server", "cli", "lexicon", "wordfind"},
    "lexicon": {"kernel", "games", "bots", "server", "cli", "wordfind"},
    "wordfind": {"kernel", "games", "bots", "server", "cli"},
    "games": {"bots", "server", "cli"},
    "bots": {"server", "cli"},
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
