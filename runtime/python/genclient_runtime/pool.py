"""The connections of one client and of every copy made from it by `with_options`: httpx's `AsyncClient` per event
loop (or yours), its blocking `Client` (or yours), and the `_sync` streams still open."""

from __future__ import annotations

import asyncio
import threading
import weakref
from typing import TYPE_CHECKING, Any

import httpx

if TYPE_CHECKING:
    from .capabilities import Capabilities
    from .spec import Op


class Pool:
    """The httpx clients a transport sends with, opened on first use and shared by the client's copies."""

    def __init__(self, timeout: float, http_client: httpx.AsyncClient | None,
                 sync_http_client: httpx.Client | None) -> None:
        self.timeout = timeout
        self.user_client = http_client
        self.clients: dict[asyncio.AbstractEventLoop, httpx.AsyncClient] = {}
        self.user_sync_client = sync_http_client
        self.sync_client: httpx.Client | None = None
        self.lock = threading.Lock()
        self.sync_streams: weakref.WeakSet[Any] = weakref.WeakSet()

    def http(self) -> httpx.AsyncClient:
        if self.user_client is not None:
            return self.user_client
        loop = asyncio.get_running_loop()
        client = self.clients.get(loop)
        if client is None:
            client = self.clients[loop] = httpx.AsyncClient(timeout=self.timeout, follow_redirects=False)
        return client

    def http_sync(self) -> httpx.Client:
        """The blocking client: yours (`sync_http_client`) or one opened on first use (thread-safe)."""
        if self.user_sync_client is not None:
            return self.user_sync_client
        with self.lock:
            if self.sync_client is None:
                self.sync_client = httpx.Client(timeout=self.timeout, follow_redirects=False)
            return self.sync_client

    async def aclose(self) -> None:
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        client = self.clients.pop(loop, None)
        if client is not None:
            await client.aclose()

    def close(self) -> None:
        """Closes the `_sync` streams and downloads still open and the blocking client the pool opened."""
        for stream in list(self.sync_streams):
            stream.close()
        with self.lock:
            client, self.sync_client = self.sync_client, None
        if client is not None:
            client.close()


class Discovered:
    """What a client learnt from its server (capabilities, the `/ops` catalog, the legacy auth a v1 server needs),
    shared by its copies: a copy never asks again what the original already knows."""

    def __init__(self, legacy_auth: bool) -> None:
        self.legacy_auth = legacy_auth
        self.capabilities: Capabilities | None = None
        self.server_ops: dict[str, Op] | None = None
        self.server_sdk_version: str | None = None


class Shared:
    """What a transport shares with its copies: `pool` (connections) and `found` (what discovery learnt), read and
    written through the attributes below."""

    pool: Pool
    found: Discovered

    @property
    def legacy_auth(self) -> bool:
        return self.found.legacy_auth

    @legacy_auth.setter
    def legacy_auth(self, value: bool) -> None:
        self.found.legacy_auth = value

    @property
    def capabilities(self) -> Capabilities | None:
        return self.found.capabilities

    @capabilities.setter
    def capabilities(self, value: Capabilities | None) -> None:
        self.found.capabilities = value

    @property
    def server_ops(self) -> dict[str, Op] | None:
        return self.found.server_ops

    @server_ops.setter
    def server_ops(self, value: dict[str, Op] | None) -> None:
        self.found.server_ops = value

    @property
    def server_sdk_version(self) -> str | None:
        return self.found.server_sdk_version

    @server_sdk_version.setter
    def server_sdk_version(self, value: str | None) -> None:
        self.found.server_sdk_version = value
