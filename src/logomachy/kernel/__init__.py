"""Game-independent machinery: the Game protocol, moves, flow pieces, components, records.

Imports nothing from the layers above it (games, bots, server), nor from lexicon/wordfind.
"""

from logomachy.kernel.components import Bag, Deck, Market, ScoreSheet, Tokens, Track
from logomachy.kernel.errors import BadRecord, IllegalMove
from logomachy.kernel.flow import (
    Stage,
    StagedGame,
    challenge_stage,
    result_from_sheets,
    winners_by_score,
)
from logomachy.kernel.game import (
    Event,
    Game,
    GameMeta,
    OptionSpec,
    Result,
    grows,
    shared,
)
from logomachy.kernel.moves import Move, Pass, TimeUp, Vote, parse_notation, yes_or_no
from logomachy.kernel.phases import (
    Challenge,
    ChallengeStage,
    SimultaneousSpec,
    Submissions,
    TieRule,
    Timer,
    clockwise_from,
)
from logomachy.kernel.record import Match, Record, RecordedMove, SeatInfo, replay, verify
from logomachy.kernel.registry import all_games, get_game, register
from logomachy.kernel.rng import Rng
from logomachy.kernel.serial import fingerprint, to_jsonable

__all__ = [
    "BadRecord",
    "Bag",
    "Challenge",
    "ChallengeStage",
    "Deck",
    "Event",
    "Game",
    "GameMeta",
    "IllegalMove",
    "Market",
    "Match",
    "Move",
    "OptionSpec",
    "Pass",
    "Record",
    "RecordedMove",
    "Result",
    "Rng",
    "ScoreSheet",
    "SeatInfo",
    "SimultaneousSpec",
    "Stage",
    "StagedGame",
    "Submissions",
    "TieRule",
    "TimeUp",
    "Timer",
    "Tokens",
    "Track",
    "Vote",
    "all_games",
    "challenge_stage",
    "clockwise_from",
    "fingerprint",
    "get_game",
    "grows",
    "parse_notation",
    "register",
    "replay",
    "result_from_sheets",
    "shared",
    "to_jsonable",
    "verify",
    "winners_by_score",
    "yes_or_no",
]
