"""The wire format: HTTP request bodies and WebSocket messages, validated by pydantic.

Client → server on a table's socket: `hello` (first, with the seat key from the link, or none to
watch, and `since`: the last message number it saw), `move`, `ping`, `chat` (a line or a quick
phrase). Server → client: `update` (numbered snapshot of what this seat may see plus the log
lines it has not had), `refused` (a move or chat line and the rule it breaks), `ack`, `pong`,
`chat` (lines of the table's chat this socket has not had: the recent ones first), `error`.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SeatRequest(_Strict):
    kind: Literal["human", "bot"] = "human"
    strength: str = ""


class CreateTable(_Strict):
    game: str
    name: str = Field(default="", max_length=200, description="the host's name (seat 0)")
    options: dict[str, Any] = Field(default_factory=dict)
    seats: list[SeatRequest] = Field(
        min_length=1, max_length=12, description="seat 0 is the host's and must be human"
    )
    grace_seconds: float | None = Field(
        default=None, ge=0, le=3600, description="how long an absent seat waits for a stand-in"
    )
    private: bool = Field(default=False, description="hidden from the lobby's list")
    pace: Literal["relaxed", "normal", "quick"] | None = Field(
        default=None,
        description="how fast the bots play: relaxed (half again as long as a person of their "
        "strength would take), normal (as long as a person would) or quick (half that); "
        "default: the game's (`pace` in /api/games)",
    )
    seed: int | None = Field(
        default=None,
        ge=0,
        lt=2**63,
        description="a deal of your choosing (a replay, a tournament): announced to every seat, "
        "and the table is marked as practice; without it the server's secure randomness deals",
    )


class JoinTable(_Strict):
    name: str = Field(default="", max_length=200)
    key: str | None = Field(default=None, description="the seat key from an invite link")
    seat: int | None = Field(default=None, ge=0, description="which open seat (lobby join)")


class AddBot(_Strict):
    strength: str = ""


class ReleaseSeat(_Strict):
    to: Literal["invite", "bot"] = Field(
        default="invite", description="a new invite link for the seat, or a bot in it"
    )
    strength: str = Field(default="", description="the bot's strength (with `to: bot`)")


class SeatJoined(BaseModel):
    table: str
    seat: int
    key: str
    link: str


class Hello(_Strict):
    type: Literal["hello"]
    key: str | None = None
    since: int | None = Field(default=None, ge=0)


# Message ids are echoed back in JSON: kept to integers every client reads exactly.
MessageId = Annotated[int, Field(ge=-(2**53), le=2**53)]


class MoveMessage(_Strict):
    type: Literal["move"]
    move: dict[str, Any]
    id: MessageId | None = None


class Ping(_Strict):
    type: Literal["ping"]
    id: MessageId | None = None


class ChatMessage(_Strict):
    """A line for the table's chat (`text`), or one of its quick phrases (`phrase`, an id of
    `chat.QUICK_PHRASES`); never part of the game."""

    type: Literal["chat"]
    text: str = Field(default="", max_length=2000)
    phrase: str = Field(default="", max_length=40)
    id: MessageId | None = None


ClientMessage = Annotated[Hello | MoveMessage | Ping | ChatMessage, Field(discriminator="type")]
CLIENT_MESSAGE: TypeAdapter[Hello | MoveMessage | Ping | ChatMessage] = TypeAdapter(ClientMessage)
