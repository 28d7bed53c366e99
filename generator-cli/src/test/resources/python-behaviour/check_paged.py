"""A paginated op with an exit_check (catalogs/paged-check): `check=True` on the plain call, on `items` and `pages`
and their `_sync` twins checks every page, and the page with a non-zero exit_code raises the check's error. Run by
PythonPagedCheckTest against an httpx MockTransport serving two pages, the second with exit_code 3; the output
matches ts-behaviour/paged-check.ts's."""

import asyncio
import json
from collections.abc import Awaitable, Callable
from typing import Any

import httpx

from paged_check import BatchFailedError, ServerClient

SEEN: list[str] = []


def two_pages(request: httpx.Request) -> httpx.Response:
    cursor = json.loads(request.content or b"{}").get("cursor")
    SEEN.append(cursor or "-")
    page: dict[str, Any] = {"lines": ["c"], "exit_code": 3} if cursor == "p2" else {"lines": ["a", "b"], "next": "p2", "exit_code": 0}
    return httpx.Response(200, json=page)


def failed(e: BatchFailedError) -> str:
    return "BatchFailedError " + e.code + " " + json.dumps(e.details, separators=(",", ":"))


async def step(name: str, run: Callable[[list[Any]], Awaitable[None]]) -> str:
    values: list[Any] = []
    try:
        await run(values)
        return name + " " + ",".join(str(v) for v in values)
    except BatchFailedError as e:
        return name + " " + ",".join(str(v) for v in values) + (" " if values else "") + failed(e)


async def walk(check: bool) -> str:
    SEEN.clear()
    srv = ServerClient(base_url="http://127.0.0.1:9", max_retries=0,
                       http_client=httpx.AsyncClient(transport=httpx.MockTransport(two_pages)),
                       sync_http_client=httpx.Client(transport=httpx.MockTransport(two_pages)))

    async def items(values: list[Any]) -> None:
        async for line in srv.batch.list.items(limit=2, check=check):
            values.append(line)

    async def pages(values: list[Any]) -> None:
        async for page in srv.batch.list.pages(check=check, timeout=1.0):
            values.append(page.exit_code)

    async def call(values: list[Any]) -> None:
        values.append((await srv.batch.list(cursor="p2", check=check)).exit_code)

    async def items_sync(values: list[Any]) -> None:
        for line in srv.batch.list.items_sync(check=check):
            values.append(line)

    async def pages_sync(values: list[Any]) -> None:
        for page in srv.batch.list.pages_sync(check=check):
            values.append(page.exit_code)

    lines = [await step("items", items), await step("pages", pages), await step("call", call),
             await step("items_sync", items_sync), await step("pages_sync", pages_sync)]
    return "check " + str(check).lower() + ": " + " | ".join(lines) + " | cursors " + ",".join(SEEN)


async def main() -> None:
    print(await walk(False))
    print(await walk(True))


asyncio.run(main())
