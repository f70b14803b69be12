"""Fan-out: telling every connection watching a table that the table changed.

The message is only "table T is now at number N"; each connection then builds its own seat's
view from the table, so no seat's secrets ever travel on a shared channel. In one process a
dict of callbacks is all it takes; a Redis fan-out publishes the same small message on a
channel per table so that several server processes can serve one table's sockets.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import defaultdict
from collections.abc import Callable

Listener = Callable[[str, int], None]


class Fanout(ABC):
    @abstractmethod
    def subscribe(self, table_id: str, listener: Listener) -> None: ...

    @abstractmethod
    def unsubscribe(self, table_id: str, listener: Listener) -> None: ...

    @abstractmethod
    def publish(self, table_id: str, seq: int) -> None:
        """Tells every listener of `table_id` that it changed (seq: its message number)."""

    def listeners(self, table_id: str) -> int:
        return 0


class LocalFanout(Fanout):
    """Listeners in this process, called synchronously (they only set a flag and return)."""

    def __init__(self) -> None:
        self._listeners: dict[str, list[Listener]] = defaultdict(list)

    def subscribe(self, table_id: str, listener: Listener) -> None:
        self._listeners[table_id].append(listener)

    def unsubscribe(self, table_id: str, listener: Listener) -> None:
        group = self._listeners.get(table_id)
        if group and listener in group:
            group.remove(listener)
            if not group:
                del self._listeners[table_id]

    def publish(self, table_id: str, seq: int) -> None:
        for listener in list(self._listeners.get(table_id, ())):
            listener(table_id, seq)

    def listeners(self, table_id: str) -> int:
        return len(self._listeners.get(table_id, ()))
