"""Turning game objects into plain JSON data, canonically (for records, views and fingerprints)."""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
from collections.abc import Mapping
from typing import Any

JSON = Any


def to_jsonable(obj: object) -> JSON:
    """Dataclasses, enums, tuples, sets and int-keyed dicts as JSON data.

    Sets become sorted lists and dict keys strings, so the output is canonical: equal objects
    give equal JSON.
    """
    if obj is None or isinstance(obj, bool | int | float | str):
        return obj
    if isinstance(obj, enum.Enum):
        return to_jsonable(obj.value)
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_jsonable(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, Mapping):
        return {str(k): to_jsonable(v) for k, v in obj.items()}
    if isinstance(obj, set | frozenset):
        items = [to_jsonable(x) for x in obj]
        return sorted(items, key=lambda x: json.dumps(x, sort_keys=True))
    if isinstance(obj, list | tuple):
        return [to_jsonable(x) for x in obj]
    raise TypeError(f"cannot serialise {type(obj).__name__}")


def canonical_json(obj: object) -> str:
    return json.dumps(to_jsonable(obj), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def fingerprint(obj: object) -> str:
    """A short stable hash of an object's canonical JSON: equal states, equal fingerprints."""
    return hashlib.sha256(canonical_json(obj).encode()).hexdigest()[:16]
