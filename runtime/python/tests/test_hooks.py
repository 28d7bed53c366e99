"""Hooks and client copies: before_request / after_response / on_error per try with the op, request id and try number
(plain and async hooks, both drivers); `with_options` shares the connections and discovery and changes only the copy."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest
from support import OPS, Sleeps, Unavailable, answer, transport

from genclient_runtime.hooks import HookContext, Hooks


def busy_once() -> tuple[list[httpx.Request], Any]:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return answer(503, {"error": {"code": "busy"}}, {"Retry-After": "0"}) if len(seen) == 1 else answer(200, {"ok": 1})

    return seen, handler


def recording(log: list[str], use_async: bool) -> Hooks:
    def before(ctx: HookContext) -> None:
        log.append(f"before {ctx.op} {ctx.attempt}")
        ctx.headers["X-Attempt"] = str(ctx.attempt)
        ctx.headers["X-Seen-Id"] = ctx.request_id

    def after(ctx: HookContext, response: httpx.Response) -> None:
        log.append(f"after {ctx.op} {ctx.attempt} {response.status_code}")

    def error(ctx: HookContext, failure: Exception) -> None:
        log.append(f"error {ctx.op} {ctx.attempt} {type(failure).__name__}")

    if not use_async:
        return Hooks(before, after, error)

    async def abefore(ctx: HookContext) -> None:
        await asyncio.sleep(0)
        before(ctx)

    async def aafter(ctx: HookContext, response: httpx.Response) -> None:
        after(ctx, response)

    async def aerror(ctx: HookContext, failure: Exception) -> None:
        error(ctx, failure)

    return Hooks(abefore, aafter, aerror)


@pytest.mark.parametrize("sync", [False, True])
@pytest.mark.parametrize("use_async", [False, True])
def test_hooks_run_per_try_in_order_with_the_op_request_id_and_attempt(sync: bool, use_async: bool) -> None:
    seen, handler = busy_once()
    log: list[str] = []
    t = transport(handler, Sleeps(), max_retries=1, hooks=recording(log, use_async))
    if sync:
        t.call_sync(OPS["files.stat"], {"path": "p"})
    else:
        asyncio.run(t.call(OPS["files.stat"], {"path": "p"}))
    assert log == ["before files.stat 1", "after files.stat 1 503", "before files.stat 2", "after files.stat 2 200"]
    assert [r.headers["X-Attempt"] for r in seen] == ["1", "2"], "a header a hook adds goes out on its try"
    assert {r.headers["X-Seen-Id"] for r in seen} == {seen[0].headers["X-Request-Id"]}, "one request id on every try"


def test_on_error_sees_each_failed_try_and_the_error_the_call_raises() -> None:
    tries: list[int] = []

    def handler(request: httpx.Request) -> httpx.Response:
        tries.append(1)
        if len(tries) == 1:
            raise httpx.ConnectError("refused", request=request)
        return answer(404, {"error": {"code": "files.not_found", "message": "gone"}})

    log: list[str] = []
    t = transport(handler, Sleeps(), max_retries=1, hooks=[recording(log, False)])
    with pytest.raises(Exception) as raised:
        t.call_sync(OPS["files.stat"], {"path": "p"})
    assert type(raised.value).__name__ == "NotFound"
    assert log == ["before files.stat 1", "error files.stat 1 Unavailable", "before files.stat 2",
                   "after files.stat 2 404", "error files.stat 2 NotFound"]


def test_after_response_of_a_stream_runs_when_the_headers_arrive() -> None:
    log: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, content=b'{"type": "out", "data": "x"}\n', headers={"Content-Type": "application/x-ndjson"})

    t = transport(handler, Sleeps(), hooks=recording(log, False))

    async def first() -> None:
        events = t.events(OPS["cmd.stream"], {})
        await events.__anext__()
        assert log == ["before cmd.stream 1", "after cmd.stream 1 200"]
        await events.aclose()

    asyncio.run(first())


def test_a_copy_shares_connections_and_discovery_and_changes_only_itself() -> None:
    seen, handler = busy_once()
    t = transport(handler, Sleeps(), max_retries=0, headers={"X-Team": "a"})
    copy = t.with_options(max_retries=1, headers={"X-Copy": "1"}, timeout=9.0)
    assert copy.http_sync() is t.http_sync() and copy.pool is t.pool
    t.server_sdk_version, t.legacy_auth = "9.9.0", True
    assert (copy.server_sdk_version, copy.legacy_auth) == ("9.9.0", True), "what the original learns, the copy knows"
    t.legacy_auth = False
    copy.call_sync(OPS["files.stat"], {"path": "p"})
    assert len(seen) == 2 and seen[1].headers["X-Team"] == "a" and seen[1].headers["X-Copy"] == "1"
    seen.clear()
    with pytest.raises(Unavailable):
        t.call_sync(OPS["files.stat"], {"path": "p"})
    assert len(seen) == 1 and "X-Copy" not in seen[0].headers, "the original keeps its own options"
    assert (t.max_retries, t.timeout, copy.timeout) == (0, 1.0, 9.0)


def test_a_credential_header_is_refused() -> None:
    with pytest.raises(ValueError, match="Authorization"):
        transport(lambda r: answer(200, {}), Sleeps()).with_options(headers={"Authorization": "Bearer other"})
