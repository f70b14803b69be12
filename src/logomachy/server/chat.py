"""Table chat: short lines and quick phrases between the players, read by spectators too.

Chat is not the game: it never enters the record, the moves or the replay, and no rule reads
it. A table keeps its last `Settings.chat_keep` lines in the store (a reconnecting page, or a
server that takes the table over, gets them back) and in memory for its sockets, which send
each new line to every seat and spectator (`{"type": "chat", "lines": [...]}`).

Seats write; spectators only read (a watch link is public: an open chat for anyone who has it
would be a spam channel at every table). A line is plain text, at most `chat_max_chars`, with
control and direction-override characters dropped; each seat may say `chat_per_minute` lines
(a burst of `chat_burst`). A quick phrase travels as its id and is shown in each reader's own
language. Muting a seat is the reader's choice, kept in their browser.
"""

from __future__ import annotations

import asyncio
import re
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from logomachy.kernel import IllegalMove
from logomachy.server.limits import TokenBucket
from logomachy.server.settings import Settings
from logomachy.server.store import Store
from logomachy.server.store_accounts import ChatLine

# Ids of the quick phrases (their words are in the web's i18n files: chat.phrase.<id>).
QUICK_PHRASES = (
    "hello",
    "good_luck",
    "well_played",
    "thanks",
    "oops",
    "one_moment",
    "rematch",
    "bye",
)
# What `rooms.clean_name` drops from names (rooms imports this module: no shared import).
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2066-\u2069]")


def clean_line(text: str) -> str:
    """Control and direction characters dropped (line breaks become spaces), spaces
    squeezed. (Escaping for HTML is the page's: it sets text, never markup.)"""
    return " ".join(_CONTROL.sub("", text.replace("\n", " ")).split())


class TableChat:
    """One table's recent lines and the sockets to tell of new ones."""

    def __init__(self, store: Store, table_id: str, settings: Settings) -> None:
        self.store = store
        self.table_id = table_id
        self.settings = settings
        self.lines: deque[ChatLine] = deque(maxlen=settings.chat_keep)
        self.listeners: set[Callable[[], None]] = set()
        self._buckets: dict[int, TokenBucket] = {}
        self._loaded = False
        self._lock = asyncio.Lock()

    @property
    def last(self) -> int:
        return self.lines[-1].n if self.lines else 0

    async def load(self) -> None:
        """The lines kept in the store, once (the first socket after a (re)load)."""
        if self._loaded:
            return
        async with self._lock:
            if not self._loaded:
                kept = await self.store.recent_chat(self.table_id, self.settings.chat_keep)
                self.lines.extend(kept)
                self._loaded = True

    def since(self, n: int) -> list[dict[str, Any]]:
        return [line.to_json() for line in self.lines if line.n > n]

    async def say(self, seat: int | None, name: str, text: str, phrase: str) -> ChatLine:
        """Adds a line for `seat` (refused with the reason: IllegalMove, rule "chat")."""
        if seat is None:
            raise IllegalMove.of("spectators read the chat; the players write in it", rule="chat")
        if phrase:
            if phrase not in QUICK_PHRASES:
                raise IllegalMove.of("no quick phrase '{phrase}'", rule="chat", phrase=phrase[:40])
            text = ""
        else:
            text = clean_line(text)
            if not text:
                raise IllegalMove.of("an empty line is not sent", rule="chat")
            limit = self.settings.chat_max_chars
            if len(text) > limit:
                raise IllegalMove.of(
                    "a chat line has at most {count} characters", rule="chat", count=limit
                )
        bucket = self._buckets.get(seat)
        if bucket is None:
            rate = self.settings.chat_per_minute / 60
            bucket = self._buckets[seat] = TokenBucket(rate, self.settings.chat_burst)
        if not bucket.take():
            wait = max(1, round(bucket.retry_after()))
            raise IllegalMove.of(
                "you are writing fast: wait {seconds} s", rule="chat", seconds=wait
            )
        await self.load()
        async with self._lock:
            line = await self.store.add_chat(
                self.table_id, seat, name, text, phrase, time.time(), self.settings.chat_keep
            )
            self.lines.append(line)
        for listener in list(self.listeners):
            listener()
        return line
