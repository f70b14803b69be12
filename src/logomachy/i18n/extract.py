"""The message ids the code uses, found where they are written (what `pybabel extract` does for
`_()` calls, for the shapes this project writes): each `IllegalMove.of(template, rule)` in
the source, read from its syntax tree, and each game's title-free lobby words (summary, tags,
option help and choices) from the registry. Each id is filed under the namespace of the code
that writes it, so `python -m logomachy.i18n update` adds it to the right `.po` file.

A refusal must be a message: `IllegalMove("...")` with a sentence made in code cannot be said
in another language, so it is reported (`Found.sentences`)."""

from __future__ import annotations

import ast
import importlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import logomachy

SRC = Path(logomachy.__file__).parent


@dataclass(frozen=True)
class Use:
    msgid: str
    context: str | None
    namespace: str
    where: str  # "path:line"
    plural: str | None = None


@dataclass
class Found:
    uses: list[Use] = field(default_factory=list)
    sentences: list[str] = field(default_factory=list)  # IllegalMove("...") outside .of
    unresolved: list[str] = field(default_factory=list)  # templates or rules not literal


def namespace_of(path: Path) -> str:
    """games/trencadis/… and bots/trencadis/… → trencadis; games/verbalia/coast/… →
    verbalia.coast; games/verbalia/pieces/… → verbalia; kernel, server, cli… → themselves."""
    parts = path.relative_to(SRC).with_suffix("").parts
    if parts[0] in ("games", "bots") and len(parts) >= 2:
        name = parts[1]
        if name == "verbalia":
            family = parts[2] if len(parts) > 3 else ""
            return f"verbalia.{family}" if family and family != "pieces" else "verbalia"
        if (SRC / "games" / name).is_dir():
            return name
    return parts[0]


def _module_name(path: Path) -> str:
    rel = path.relative_to(SRC.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _literal(node: ast.AST | None, module: object) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        value = getattr(module, node.id, None)
        return value if isinstance(value, str) else None
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        owner = getattr(module, node.value.id, None)
        value = getattr(owner, node.attr, None)
        return value if isinstance(value, str) else None
    return None


def _is_illegal_move(func: ast.AST) -> bool:
    return isinstance(func, ast.Name) and func.id == "IllegalMove"


def _is_stage(func: ast.AST) -> bool:
    """`Stage(name, to_act, moves, rule)` and `challenge_stage(..., rule=...)` (kernel/flow)."""
    return isinstance(func, ast.Name) and func.id in ("Stage", "challenge_stage")


def _is_of(func: ast.AST) -> bool:
    return (
        isinstance(func, ast.Attribute)
        and func.attr == "of"
        and isinstance(func.value, ast.Name)
        and func.value.id in ("IllegalMove", "cls")
    )


TIEBREAK_ARGS = ("tiebreak", "tiebreak_name")


def refusals(paths: list[Path] | None = None) -> Found:
    found = Found()
    for path in paths or sorted(SRC.rglob("*.py")):
        if path.parts[-2:] == ("kernel", "errors.py"):
            continue  # where IllegalMove is defined
        tree = ast.parse(path.read_text("utf-8"))
        module: object = None
        where_ns = namespace_of(path)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            where = f"{path.relative_to(SRC)}:{node.lineno}"
            for kw in node.keywords:  # a result's tie-break, as the score table names it
                value = kw.value.value if isinstance(kw.value, ast.Constant) else None
                if kw.arg in TIEBREAK_ARGS and isinstance(value, str) and value:
                    found.uses.append(Use(value, "tiebreak", where_ns, where))
            if _is_illegal_move(node.func):
                found.sentences.append(where)
                continue
            if _is_stage(node.func):  # the rule a stage's refusals name
                rule_node = node.args[3] if len(node.args) > 3 else None
                for kw in node.keywords:
                    if kw.arg == "rule":
                        rule_node = kw.value
                if rule_node is not None:
                    if module is None:
                        module = importlib.import_module(_module_name(path))
                    rule = _literal(rule_node, module)
                    if rule:
                        found.uses.append(Use(rule, "rule", where_ns, where))
                continue
            if not _is_of(node.func):
                continue
            if module is None:
                module = importlib.import_module(_module_name(path))
            template = _literal(node.args[0] if node.args else None, module)
            rule_node = node.args[1] if len(node.args) > 1 else None
            for kw in node.keywords:
                if kw.arg == "rule":
                    rule_node = kw.value
            if template is None:
                found.unresolved.append(f"{where} template")
            else:
                found.uses.append(Use(template, None, where_ns, where))
            if rule_node is not None:
                rule = _literal(rule_node, module)
                if rule is None:
                    found.unresolved.append(f"{where} rule")
                elif rule:
                    found.uses.append(Use(rule, "rule", where_ns, where))
    return found


def rule_constants() -> Iterator[Use]:
    """The rule ids games keep as constants (`RULES = "the turn"`, a class's `RULE_WORDS`) and
    pass on by name, which the syntax tree alone cannot follow; tie-breaks kept the same way
    (`TIEBREAK_RHYME`)."""
    from logomachy.kernel import all_games

    seen: set[str] = set()
    for game in all_games():
        if not type(game).__module__.startswith("logomachy."):
            continue  # a game a test registers: not shipped, not translated
        cls = type(game)
        modules = {importlib.import_module(c.__module__) for c in cls.__mro__ if c is not object}
        for owner in [*modules, *cls.__mro__]:
            for name, value in list(vars(owner).items()):
                upper = name.upper()
                context = "tiebreak" if "TIEBREAK" in upper else "rule" if "RULE" in upper else ""
                if context and isinstance(value, str) and value and value not in seen:
                    seen.add(value)
                    path = Path(getattr(owner, "__file__", "") or SRC / "kernel" / "x.py")
                    ns = namespace_of(path) if path.is_relative_to(SRC) else "kernel"
                    yield Use(value, context, ns, f"{getattr(owner, '__name__', owner)}.{name}")


def lobby_words() -> Iterator[Use]:
    """Each game's summary, tags and table options, as the lobby shows them."""
    from logomachy.kernel import all_games

    for game in all_games():
        if not type(game).__module__.startswith("logomachy."):
            continue  # a game a test registers: not shipped, not translated
        ns = game.meta.family or namespace_of(
            Path(importlib.import_module(type(game).__module__).__file__ or "")
        )
        where = f"game {game.meta.id}"
        yield Use(game.meta.summary, None, ns, where)
        for tag in game.meta.tags:
            yield Use(tag, "tag", ns, where)
        for spec in game.option_specs():
            yield Use(spec.help, None, ns, f"{where} option {spec.name}")
            if spec.name.startswith("lang"):
                continue  # languages have their own names (lang.<code>)
            for choice in spec.choices:
                if isinstance(choice, str):
                    yield Use(choice, "choice", ns, f"{where} option {spec.name}")
