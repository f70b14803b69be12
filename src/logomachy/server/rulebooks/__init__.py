"""The rulebooks, shipped with the server, and a game's section of its rulebook for the page.

The files beside this module are copies of the project's `shared/rules/*.md` (README.md says
where they come from). They are plain-text exports rather than markdown: a heading is a short
line of its own, a table is tab-separated (or pipe cells one to a line), items start with "- ".
`to_markdown` restores that structure as markdown, markdown-it-py parses it (its "js-default"
preset: raw HTML is never passed through and unsafe link schemes are refused), and
`rules_section` cuts out the section a game's `GameMeta.rulebook` names (`file#anchor`; no
anchor: the whole book) as a tree of plain nodes, so the page builds it element by element
from text without ever parsing markup.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from pathlib import PurePosixPath
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.tree import SyntaxTreeNode

from logomachy.kernel import GameMeta

HERE = files(__name__)
# A language suffix names the language a copy is written in ("letter-tycoon.es.md"); a file
# without one is in English (the translations of Verbàlia, El Soneto and the others are).
DEFAULT_LANG = "en"
# The elements the page may build (the text is escaped, so no link, code or HTML can appear).
TAGS = {"p", "ul", "ol", "li", "table", "thead", "tbody", "tr", "th", "td", "em", "strong"}
GAME_LINE = re.compile(r"Players: \d")  # opens a game of a collection (Verbàlia)
CHAPTER = re.compile(r".+ \(.+\)")  # "The First Visit (La Primera Visita)"
ESCAPED = re.compile(r"([\\`*_\[\]<>|~])")

_md = MarkdownIt("js-default")

Node = str | dict[str, Any]


@dataclass(frozen=True)
class Section:
    """A rulebook's section as the page shows it: `content` is a list of text and
    {"tag", "attrs"?, "children"?} nodes; `lang` is the language it is written in."""

    game: str
    source: str
    lang: str
    title: str
    content: list[Node]


def fold(text: str) -> str:
    """Lower case, no accents, letters and digits only: "Bigrafosíl·laB" and the anchor
    "bigrafosillab" (or "arbredasíl·lab") are the same heading."""
    bare = unicodedata.normalize("NFD", text)
    return "".join(c for c in bare if c.isalnum() and not unicodedata.combining(c)).lower()


def rules_section(meta: GameMeta, lang: str | None = None) -> Section:
    """The section of `meta.rulebook`, in `lang` where a copy in it exists (otherwise in the
    language of the copy the game names). A missing file or anchor is a LookupError: the
    tests check that every game's resolves."""
    file, _, anchor = meta.rulebook.partition("#")
    name = _copy_in(PurePosixPath(file).name, lang)
    tokens = _tokens(name)
    start, end = (0, len(tokens)) if not anchor else _span(tokens, anchor, name)
    heads = [i for i in range(start, end) if tokens[i].type == "heading_open"]
    title = _text(tokens[start + 1]) if anchor else meta.title
    top = min((int(tokens[i].tag[1]) for i in heads), default=3)
    root = SyntaxTreeNode(tokens[start:end])
    return Section(
        game=meta.id,
        source=f"shared/rules/{name}" + (f"#{anchor}" if anchor else ""),
        lang=_lang_of(name),
        title=title,
        content=[n for child in root.children for n in _nodes(child, top)],
    )


def _text(inline: Any) -> str:
    return "".join(c.content for c in inline.children or () if c.type == "text")


def _lang_of(name: str) -> str:
    parts = name.split(".")
    return parts[-2] if len(parts) == 3 else DEFAULT_LANG


def _copy_in(name: str, lang: str | None) -> str:
    stem = name.split(".")[0]
    if lang:
        for candidate in (f"{stem}.{lang}.md", f"{stem}.md"):
            if (HERE / candidate).is_file() and _lang_of(candidate) == lang:
                return candidate
    if not (HERE / name).is_file():
        raise LookupError(f"no rulebook {name!r} is shipped")
    return name


@cache
def _tokens(name: str) -> list[Any]:
    return _md.parse(to_markdown((HERE / name).read_text(encoding="utf-8")))


def _span(tokens: list[Any], anchor: str, name: str) -> tuple[int, int]:
    """Token indices of the heading `anchor` names, up to the next heading as high."""
    want = fold(anchor)
    for i, tok in enumerate(tokens):
        if tok.type == "heading_open" and fold(tokens[i + 1].content) == want:
            end = next(
                (
                    j
                    for j in range(i + 1, len(tokens))
                    if tokens[j].type == "heading_open" and tokens[j].tag <= tok.tag
                ),
                len(tokens),
            )
            return i, end
    raise LookupError(f"no section {anchor!r} in {name}")


def _nodes(node: SyntaxTreeNode, top: int) -> list[Node]:
    """Plain nodes of the page; headings shifted so the section's highest is an h3 (the
    panel that shows it has its h2)."""
    kind = node.type
    if kind == "text":
        return [node.content]
    if kind == "softbreak":
        return [" "]
    children = [n for child in node.children for n in _nodes(child, top)]
    if kind == "heading":
        return [{"tag": f"h{min(6, int(node.tag[1]) - top + 3)}", "children": children}]
    if kind == "paragraph" and node.hidden:  # a tight list's item: no <p>
        return children
    if kind == "inline" or node.tag not in TAGS:
        return children
    out: dict[str, Any] = {"tag": node.tag, "children": children}
    if node.tag == "ol" and node.attrs.get("start") is not None:
        out["attrs"] = {"start": str(node.attrs["start"])}
    return [out]


# -- the plain-text exports as markdown -----------------------------------------------------


def to_markdown(text: str) -> str:
    """The rulebook export as markdown: headings, lists and tables marked, every other line a
    paragraph of its own (the export keeps one per line). In a book of many games (Verbàlia)
    a game's title, a chapter's or one before the first game is a level-2 heading, the
    others level 3, so a game's section ends where the next game or chapter begins."""
    lines = [line.rstrip() for line in text.splitlines()]
    lines = _join_dangling_items(lines)
    texts = [line for line in lines if line.strip()]
    # "Trencadís: A Mosaic of Words" then "... Rulebook": the book's title (one has none).
    title = texts[0] if len(texts) > 1 and texts[1] == f"{texts[0]} Rulebook" else None
    games = any(GAME_LINE.match(line) for line in lines)
    out = [f"# {_escape(title)}"] if title else []
    seen_game = False
    i = lines.index(title) + 1 if title else 0
    while i < len(lines):
        line = lines[i]
        if not line.strip() or line in ("Table of Contents", f"{title} Rulebook"):
            i += 1
        elif line.startswith("|") and line.endswith("|") and line != "|":
            j = _run(lines, i, lambda s: s.startswith("|") and s.endswith("|") and s != "|")
            out.append("\n".join(lines[i:j]))
            i = j
        elif line.startswith("|"):
            rows, i = _split_cells(lines, i)
            out.append(_table(rows))
        elif "\t" in line:
            j = _run(lines, i, lambda s: "\t" in s)
            out.append(_table([row.split("\t") for row in lines[i:j]]))
            i = j
        elif line.startswith("- "):
            j = _run(lines, i, lambda s: s.startswith("- "))
            out.append("\n".join(f"- {_escape(item[2:])}" for item in lines[i:j]))
            i = j
        elif _heading_like(line) and _next_text(lines, i) is not None:
            opens_game = bool(GAME_LINE.match(_next_text(lines, i) or ""))
            seen_game = seen_game or opens_game
            chapter = opens_game or CHAPTER.fullmatch(line) or not seen_game
            level = 2 if not games or chapter else 3
            out.append(f"{'#' * level} {_escape(line)}")
            i += 1
        else:
            out.append(_escape(line))
            i += 1
    return "\n\n".join(out) + "\n"


def _heading_like(line: str) -> bool:
    """A short line of its own that ends in no punctuation: "Material", "Setting Up the Game",
    "Example: Placement Phase" (a tagline ending in "!" or "?" is a paragraph)."""
    text = line.strip()
    return (
        0 < len(text) <= 60
        and text[-1] not in ".:,;!?"
        and not text.startswith(("(", "- ", "* "))
        and (text[0].isupper() or text[0].isdigit())
    )


def _next_text(lines: list[str], i: int) -> str | None:
    return next((line for line in lines[i + 1 :] if line.strip()), None)


def _run(lines: list[str], i: int, keep: Any) -> int:
    j = i
    while j < len(lines) and keep(lines[j]):
        j += 1
    return j


def _join_dangling_items(lines: list[str]) -> list[str]:
    """A lone "-" line whose item text went to the next line (El Soneto's scoring)."""
    out: list[str] = []
    for line in lines:
        if out and out[-1] == "-" and line.strip():
            out[-1] = f"- {line}"
        else:
            out.append(line)
    return out


def _split_cells(lines: list[str], i: int) -> tuple[list[list[str]], int]:
    """A table exported one cell to a line: a row opens with "| first cell", a lone "|" ends
    each cell (Letter Tycoon's scoring). The header row fixes the number of columns."""
    rows: list[list[str]] = []
    width = 0
    j = i
    while j < len(lines):
        line = lines[j].strip()
        if line.startswith("|") and line != "|":
            if rows and not width:
                width = len(rows[0])
            rows.append([line[1:].strip()])
        elif line == "|":
            pass
        elif rows and lines[j - 1].strip() == "|" and (not width or len(rows[-1]) < width):
            rows[-1].append(line)
        else:
            break
        j += 1
    return rows, j


def _table(rows: list[list[str]]) -> str:
    width = max(len(r) for r in rows)
    cells = [[_escape(c.strip()) for c in r] + [""] * (width - len(r)) for r in rows]
    lines = [cells[0], ["---"] * width, *cells[1:]]
    return "\n".join("| " + " | ".join(r) + " |" for r in lines)


def _escape(text: str) -> str:
    """Text as it reads: no emphasis, link, code or HTML made of its punctuation."""
    text = ESCAPED.sub(r"\\\1", text)
    return "\\" + text if text.startswith(("#", "+ ", "-")) else text
