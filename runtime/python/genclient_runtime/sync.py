"""The blocking side of the client: a private event loop per calling thread, and the iterator of a `_sync` stream."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator, Coroutine
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class SyncRunner:
    """Runs coroutines to completion on one private event loop per calling thread (`_sync` methods)."""

    def __init__(self) -> None:
        self._local = threading.local()
        self._loops: list[asyncio.AbstractEventLoop] = []
        self._lock = threading.Lock()

    def run(self, awaitable: Coroutine[Any, Any, T]) -> T:
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            pass
        else:
            awaitable.close()
            raise RuntimeError("a _sync method was called inside a running event loop; await the async method instead")
        loop: asyncio.AbstractEventLoop | None = getattr(self._local, "loop", None)
        if loop is None or loop.is_closed():
            loop = asyncio.new_event_loop()
            self._local.loop = loop
            with self._lock:
                self._loops.append(loop)
        return loop.run_until_complete(awaitable)

    def take_loops(self) -> list[asyncio.AbstractEventLoop]:
        """The private loops opened so far, forgotten by the runner (the caller closes them)."""
        with self._lock:
            loops = list(self._loops)
            self._loops.clear()
        return loops


async def drain_loop() -> None:
    """Ends what a private event loop still holds before it closes: the closes that dropped streams' finalizers
    scheduled, then every stream not closed yet (its response with it)."""
    loop = asyncio.get_running_loop()
    await asyncio.sleep(0)  # a finalizer's scheduled close becomes a task
    await loop.shutdown_asyncgens()
    current = asyncio.current_task()
    await asyncio.gather(*(t for t in asyncio.all_tasks(loop) if t is not current), return_exceptions=True)


class SyncStream(Generic[T]):
    """The blocking iterator of a `_sync` stream; `close()` (or leaving a `with` block) ends the response early."""

    def __init__(self, runner: SyncRunner, events: AsyncIterator[T]) -> None:
        self._runner = runner
        self._events = events
        self._done = False

    def __iter__(self) -> SyncStream[T]:
        return self

    def __next__(self) -> T:
        if self._done:
            raise StopIteration
        more, item = self._runner.run(self._step())
        if not more:
            self._done = True
            raise StopIteration
        return item  # type: ignore[return-value]  # more is True: item is an event

    async def _step(self) -> tuple[bool, T | None]:
        try:
            return True, await self._events.__anext__()
        except StopAsyncIteration:
            return False, None
        except BaseException:
            self._done = True
            raise

    def close(self) -> None:
        """Closes the stream's response (nothing to do once the stream ended)."""
        if self._done:
            return
        self._done = True
        closer = getattr(self._events, "aclose", None)
        if closer is not None:
            self._runner.run(closer())

    def __enter__(self) -> SyncStream[T]:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
