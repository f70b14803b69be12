"""Players: a device identity every browser gets, which may become an account, and "my games".

A browser's first `POST /api/me` makes it a device identity (a player with no name) and
gives it a session cookie; the seats it takes from then on are linked to that player, so
its finished games, replays and ratings are its own without any sign-up. Choosing a name
and a password (`/api/me/register`) makes the same player an account, which another browser
reaches with `/api/me/login`. Playing needs none of it: a client with no cookie plays as
before, its seats linked to no one.

The session cookie is HttpOnly (no script reads it), SameSite=Lax (no other site's form
sends it), Secure on HTTPS (or always, `Settings.secure_cookies`), and the database keeps
only its SHA-256. Passwords are hashed with argon2id (argon2-cffi). Login attempts are
limited per address and per account name; a wrong name and a wrong password answer alike.
"""

from __future__ import annotations

import asyncio
import hashlib
import re
import secrets
import time
import unicodedata
from typing import Any

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from fastapi import APIRouter, HTTPException, Request, Response
from pydantic import BaseModel, Field

from logomachy.kernel import get_game
from logomachy.server.limits import AddressRates
from logomachy.server.ratings import outcome
from logomachy.server.rooms import clean_name
from logomachy.server.settings import Settings
from logomachy.server.store import Store
from logomachy.server.store_accounts import NameTaken, PlayerRow

COOKIE = "logomachy_session"
SESSION_SECONDS = 365 * 86_400  # a device identity is meant to last: a year, renewed by use
NAME_MIN, NAME_MAX = 2, 24
PASSWORD_MIN, PASSWORD_MAX = 8, 256
# Letters and digits of any script, and a few joiners inside a name (no markup characters).
NAME_PATTERN = re.compile(r"^\w(?:[\w .'·-]*\w)?$")
MY_GAMES = 50


class Credentials(BaseModel):
    name: str = Field(max_length=200)
    password: str = Field(max_length=1000)


def name_key(name: str) -> str:
    """What makes two account names the same: case and Unicode forms folded."""
    return unicodedata.normalize("NFKC", name).casefold()


def check_name(name: str) -> str:
    """The account name as kept, or a 400 that says which rule it breaks."""
    name = clean_name(unicodedata.normalize("NFC", name), NAME_MAX + 1)
    if not NAME_MIN <= len(name) <= NAME_MAX:
        raise HTTPException(400, f"a name has {NAME_MIN} to {NAME_MAX} characters")
    if not NAME_PATTERN.match(name):
        raise HTTPException(
            400, "a name is letters, digits, spaces and . ' · - _ inside, starting with a letter"
        )
    return name


def check_password(password: str, name: str) -> None:
    if len(password) < PASSWORD_MIN:
        raise HTTPException(400, f"a password has at least {PASSWORD_MIN} characters")
    if len(password) > PASSWORD_MAX:
        raise HTTPException(400, f"a password has at most {PASSWORD_MAX} characters")
    if name_key(name) in name_key(password):
        raise HTTPException(400, "a password must not contain the name")
    if len(set(password)) < 4:
        raise HTTPException(400, "a password needs at least 4 different characters")


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class Accounts:
    """The players' endpoints and the identity behind a request."""

    def __init__(self, store: Store, settings: Settings) -> None:
        self.store = store
        self.settings = settings
        self.hasher = PasswordHasher(
            time_cost=settings.password_time_cost, memory_cost=settings.password_memory_kib
        )
        self.logins_by_address = AddressRates(settings.logins_per_minute, settings.logins_burst)
        self.logins_by_name = AddressRates(settings.logins_per_minute, settings.logins_burst)
        self.new_identities = AddressRates(
            settings.identities_per_minute, settings.identities_burst
        )
        self._dummy: str | None = None  # verified against for unknown names (same timing)

    # -- who is asking --------------------------------------------------------------------
    async def player(self, request: Request) -> PlayerRow | None:
        token = request.cookies.get(COOKIE)
        if not token or len(token) > 100:
            return None
        return await self.store.session_player(_digest(token), time.time())

    async def player_id(self, request: Request) -> str | None:
        player = await self.player(request)
        return player.id if player else None

    async def _open_session(self, request: Request, response: Response, player_id: str) -> None:
        token = secrets.token_urlsafe(32)
        await self.store.add_session(_digest(token), player_id, time.time() + SESSION_SECONDS)
        response.set_cookie(
            COOKIE,
            token,
            max_age=SESSION_SECONDS,
            path="/",
            httponly=True,
            samesite="lax",
            secure=self.settings.secure_cookies or request.url.scheme == "https",
        )

    async def _close_session(self, request: Request) -> None:
        token = request.cookies.get(COOKIE)
        if token:
            await self.store.delete_session(_digest(token))

    # -- checks ----------------------------------------------------------------------------
    def _same_site(self, request: Request) -> None:
        """A browser's cookie-changing request must come from this site's own pages."""
        origin = request.headers.get("origin")
        if origin is None or origin in self.settings.allowed_origins:
            return
        if origin.split("://", 1)[-1].lower() != request.headers.get("host", "").lower():
            raise HTTPException(403, "this page may not change your session")

    @staticmethod
    def _limit(rates: AddressRates, key: str, what: str) -> None:
        wait = rates.take(key)
        if wait is not None:
            raise HTTPException(
                429,
                f"too many {what}: try again in {wait:.0f} s",
                headers={"Retry-After": str(max(1, round(wait)))},
            )

    async def _hash(self, password: str) -> str:
        return await asyncio.to_thread(self.hasher.hash, password)

    async def _verify(self, hash_: str | None, password: str) -> bool:
        if hash_ is None:
            if self._dummy is None:
                self._dummy = await self._hash(secrets.token_hex(16))
            hash_ = self._dummy
        try:
            return await asyncio.to_thread(self.hasher.verify, hash_, password)
        except (VerificationError, InvalidHashError):
            return False

    # -- the routes ------------------------------------------------------------------------
    def router(self) -> APIRouter:
        api = APIRouter(prefix="/api/me", tags=["players"])
        address = _address

        @api.post("", responses={403: {}, 429: {}})
        async def me(request: Request, response: Response) -> dict[str, Any]:
            """This browser's player: the one its session cookie names, else a new device
            identity (with its cookie)."""
            player = await self.player(request)
            if player is None:
                self._same_site(request)
                self._limit(self.new_identities, address(request), "new players from here")
                player = PlayerRow(secrets.token_urlsafe(12), time.time())
                await self.store.add_player(player)
                await self._open_session(request, response, player.id)
            return _me(player)

        @api.post("/register", responses={400: {}, 403: {}, 409: {}, 429: {}})
        async def register(
            body: Credentials, request: Request, response: Response
        ) -> dict[str, Any]:
            """Makes this browser's player an account: a name (2-24 letters, digits, spaces,
            . ' · - _) and a password (8-256 characters, not containing the name). Its games
            and ratings stay its own; the session starts anew (a new cookie)."""
            self._same_site(request)
            self._limit(self.logins_by_address, address(request), "attempts from your address")
            name = check_name(body.name)
            check_password(body.password, name)
            player = await self.player(request)
            if player is not None and player.registered:
                raise HTTPException(409, f"you are signed in as {player.name}: sign out first")
            if await self.store.player_named(name_key(name)) is not None:
                raise HTTPException(409, "that name is taken")
            if player is None:
                player = PlayerRow(secrets.token_urlsafe(12), time.time())
                await self.store.add_player(player)
            hash_ = await self._hash(body.password)
            try:
                await self.store.register_player(player.id, name, name_key(name), hash_)
            except NameTaken:
                raise HTTPException(409, "that name is taken") from None
            await self._close_session(request)  # a new session for a new standing
            await self._open_session(request, response, player.id)
            return _me(PlayerRow(player.id, player.created, name, hash_))

        @api.post("/login", responses={401: {}, 403: {}, 429: {}})
        async def login(body: Credentials, request: Request, response: Response) -> dict[str, Any]:
            """Signs this browser in to an account (its games and ratings follow)."""
            self._same_site(request)
            self._limit(self.logins_by_address, address(request), "attempts from your address")
            key = name_key(clean_name(body.name, NAME_MAX + 1))
            self._limit(self.logins_by_name, key, "attempts for this name")
            found = await self.store.player_named(key)
            ok = await self._verify(found.password if found else None, body.password)
            if found is None or not ok:
                raise HTTPException(401, "wrong name or password")
            await self._close_session(request)  # this browser's guest keeps its own games
            await self._open_session(request, response, found.id)
            return _me(found)

        @api.post("/logout", responses={403: {}})
        async def logout(request: Request, response: Response) -> dict[str, Any]:
            """Ends this browser's session (the next visit is a new guest)."""
            self._same_site(request)
            await self._close_session(request)
            response.delete_cookie(COOKIE, path="/", httponly=True, samesite="lax")
            return {"name": None, "registered": False}

        @api.get("/games", responses={401: {}})
        async def my_games(request: Request) -> dict[str, Any]:
            """This browser's player's tables (newest first, with the seat, the result and
            what it did to their rating) and their rating in each game."""
            player = await self.player(request)
            if player is None:
                raise HTTPException(401, "no player: this browser has no session")
            return await self.games_of(player)

        return api

    async def games_of(self, player: PlayerRow) -> dict[str, Any]:
        games = []
        for row, seat in await self.store.player_tables(player.id, MY_GAMES):
            changes = await self.store.table_ratings(row.id) if row.status == "over" else None
            mine = next((c for c in changes or () if c["seat"] == seat), None)
            result = row.result
            place = None
            if result is not None:
                others = [o for o in range(len(row.seats)) if o != seat]
                place = 1 + sum(outcome(result, o, seat) == 1.0 for o in others)
            games.append(
                {
                    "table": row.id,
                    "game": row.game,
                    "title": _title(row.game),
                    "status": row.status,
                    "created": row.created,
                    "seat": seat,
                    "seats": [
                        {"name": s.name, "kind": s.kind, "strength": s.strength} for s in row.seats
                    ],
                    "result": result,
                    "place": place,
                    "won": result is not None and seat in result.get("winners", ()),
                    "rating": mine,
                }
            )
        ratings = await self.store.player_ratings(player.id)
        return {
            "me": _me(player),
            "ratings": [
                {
                    "game": game,
                    "title": _title(game),
                    "rating": round(r.rating),
                    "rd": round(r.rd),
                    "games": r.games,
                }
                for game, r in sorted(ratings.items())
            ],
            "games": games,
        }

    async def housekeeping(self) -> None:
        await self.store.delete_expired_sessions(time.time())


def _me(player: PlayerRow) -> dict[str, Any]:
    return {"name": player.name, "registered": player.registered}


def _title(game: str) -> str:
    try:
        return get_game(game).meta.title
    except KeyError:
        return game


def _address(request: Request) -> str:
    return request.client.host if request.client else "?"
