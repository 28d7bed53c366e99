"""The blocking side of the client: the effects the transport's shared plans yield, and the iterator of a `_sync`
stream.

The logic of a call (auth, retries, error mapping, job polls, discovery, the dynamic fallback) is written once, as a
plan: a generator that yields an effect whenever it needs I/O (build a request, send it, read or close a response,
sleep) and gets the effect's outcome back (or its exception thrown in). The async methods perform the effects with
httpx's `AsyncClient` and the `_sync` twins with its `Client`, so a `_sync` method never needs an event loop and works
inside a running one (Jupyter, an async framework's sync callback)."""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterator
from typing import Any, Generic, NamedTuple, TypeVar

import httpx

from .bodies import Body

T = TypeVar("T")

Plan = Generator[Any, Any, T]
"""Shared client logic: yields effects (`Build`, `Send`, `Read`, `Close`, `Sleep`), returns the outcome."""


class Build(NamedTuple):
    """Build a request with the driver's client (its default headers and settings apply), the body in the driver's
    form (`Body.sync_content` or `Body.async_content`); answers the request."""

    method: str
    url: str | httpx.URL
    params: tuple[tuple[str, str], ...] | None
    body: Body | None
    headers: dict[str, str]
    timeout: float


class Send(NamedTuple):
    """Send a built request, body unread; answers the response."""

    request: Any


class Read(NamedTuple):
    """Read a response body whole; answers the bytes."""

    response: Any


class Close(NamedTuple):
    """Close a response; answers None."""

    response: Any


class Sleep(NamedTuple):
    """Wait before a retry or a job poll (the transport's injected sleep); answers None."""

    seconds: float


def drive_sync(plan: Plan[T], perform: Callable[[Any], Any]) -> T:
    """Runs a plan to its end, performing each effect with the blocking `perform`; an effect's exception goes into the
    plan (so its `try` blocks see it, as they would in straight-line code)."""
    value: Any = None
    error: BaseException | None = None
    while True:
        try:
            effect = plan.send(value) if error is None else plan.throw(error)
        except StopIteration as stop:
            return stop.value  # type: ignore[no-any-return]  # a plan returns T
        value, error = None, None
        try:
            value = perform(effect)
        except BaseException as raised:  # noqa: BLE001 - handed to the plan, which re-raises what it does not handle
            error = raised


class SyncStream(Generic[T]):
    """The blocking iterator of a `_sync` stream; `close()` (or leaving a `with` block) ends the response early."""

    def __init__(self, events: Iterator[Any], convert: Callable[[Any], T] | None = None) -> None:
        self._events = events
        self._convert = convert
        self._done = False

    def __iter__(self) -> SyncStream[T]:
        return self

    def __next__(self) -> T:
        if self._done:
            raise StopIteration
        try:
            event = next(self._events)
        except BaseException:
            self._done = True
            raise
        return event if self._convert is None else self._convert(event)

    def close(self) -> None:
        """Closes the stream's response (nothing to do once the stream ended)."""
        if self._done:
            return
        self._done = True
        closer = getattr(self._events, "close", None)
        if closer is not None:
            closer()

    def __enter__(self) -> SyncStream[T]:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
