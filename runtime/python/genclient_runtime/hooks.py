"""Hooks: the application's code run around each try of a request (a retry is a try of its own, a redirect is
not), given the op id, the request id (the same on every try of one call) and the try's number from 1.

- `before_request(ctx)` runs before the try is sent; it may add or replace headers in `ctx.headers`.
- `after_response(ctx, response)` runs when the answer's headers arrive (any status, before its body is read: for a
  stream or a download, before the first byte is handed over).
- `on_error(ctx, error)` runs when the try ends in an error: no answer (connection, timeout, a body cut while read
  whole), or the error the call raises (an error answer mapped to the catalog's exception, a refused redirect). A
  status the policy retries is seen by `after_response` only.

Each may be a plain function or a coroutine function (awaited; the `_sync` twins run it to its end on an event loop
of their own). An exception a hook raises ends the call with it."""

from __future__ import annotations

import asyncio
import concurrent.futures
from collections.abc import Awaitable, Callable, Generator, MutableMapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple, Union

import httpx

MaybeAwaitable = Union[Awaitable[None], None]


@dataclass
class HookContext:
    """One try of a request, as hooks see it: `headers` is the try's own copy, which `before_request` may change."""

    op: str | None
    request_id: str
    attempt: int
    method: str
    url: str
    headers: MutableMapping[str, str]


@dataclass(frozen=True)
class Hooks:
    """The hooks of a client (`ServerClient(hooks=[...])`, `with_options(hooks=[...])`); each one optional."""

    before_request: Callable[[HookContext], MaybeAwaitable] | None = None
    after_response: Callable[[HookContext, httpx.Response], MaybeAwaitable] | None = None
    on_error: Callable[[HookContext, Exception], MaybeAwaitable] | None = None


class Hook(NamedTuple):
    """The effect of running one hook (sync.py): each driver calls it, the async one awaiting what it returns."""

    fn: Callable[..., Any]
    args: tuple[Any, ...]


def hook_list(hooks: Hooks | Sequence[Hooks] | None) -> tuple[Hooks, ...]:
    """The hooks option as a tuple: one `Hooks`, a sequence of them, or none."""
    if hooks is None:
        return ()
    if isinstance(hooks, Hooks):
        return (hooks,)
    found = tuple(hooks)
    for one in found:
        if not isinstance(one, Hooks):
            raise TypeError(f"hooks: expected Hooks, got {type(one).__name__}")
    return found


def before(hooks: Sequence[Hooks], ctx: HookContext) -> list[Hook]:
    return [Hook(h.before_request, (ctx,)) for h in hooks if h.before_request is not None]


def after(hooks: Sequence[Hooks], ctx: HookContext, response: httpx.Response) -> list[Hook]:
    return [Hook(h.after_response, (ctx, response)) for h in hooks if h.after_response is not None]


def failed(hooks: Sequence[Hooks], ctx: HookContext, error: Exception) -> list[Hook]:
    return [Hook(h.on_error, (ctx, error)) for h in hooks if h.on_error is not None]


def plan_run(found: list[Hook]) -> Generator[Hook, Any, None]:
    """Runs hooks in order, as effects of the plan (sync.py) that yields them."""
    for hook in found:
        yield hook


async def run_async(hook: Hook) -> None:
    result = hook.fn(*hook.args)
    if asyncio.iscoroutine(result) or isinstance(result, Awaitable):
        await result


def run_sync(hook: Hook) -> None:
    """Runs a hook from a `_sync` call: a coroutine it returns runs on a loop of its own (on another thread when this
    one already runs a loop)."""
    result = hook.fn(*hook.args)
    if not isinstance(result, Awaitable):
        return

    async def wait() -> None:
        await result

    try:
        asyncio.get_running_loop()
    except RuntimeError:
        asyncio.run(wait())
        return
    with concurrent.futures.ThreadPoolExecutor(1) as worker:
        worker.submit(asyncio.run, wait()).result()
