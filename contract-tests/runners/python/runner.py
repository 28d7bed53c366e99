"""Contract runner for the generated Python client (contract-tests/RUNNER-PROTOCOL.md).

Usage: python runner.py PLAN.json RESULTS.jsonl

Calls every planned member of the generated client (never raw HTTP) and writes one JSON line per
call, in plan order (one client per distinct base URL and token). The generated package is found on PYTHONPATH: set
GEN_CLIENT_PYTHON_MODULE (`a.b`) or leave exactly one generated package (a directory holding `_client.py` and
`ops.py`) on the path. Exits 0 once every call has a line, non-zero only when it cannot
run at all.
"""

from __future__ import annotations

import asyncio
import base64
import datetime
import functools
import importlib
import inspect
import json
import keyword
import os
import re
import sys
from pathlib import Path
from typing import Any


def find_module() -> Any:
    name = os.environ.get("GEN_CLIENT_PYTHON_MODULE")
    if name:
        return importlib.import_module(name)
    found: list[str] = []
    for entry in filter(None, os.environ.get("PYTHONPATH", "").split(os.pathsep)):
        root = Path(entry)
        for ops in sorted(root.rglob("ops.py")):
            if (ops.parent / "_client.py").is_file() and (ops.parent / "__init__.py").is_file():
                found.append(".".join(ops.parent.relative_to(root).parts))
    if len(found) != 1:
        raise SystemExit(f"runner: expected one generated package on PYTHONPATH, found {found}; set GEN_CLIENT_PYTHON_MODULE")
    return importlib.import_module(found[0])


# The names a generated method keeps for itself; a param spelt like one of them, or like a keyword, gets `_`.
OWN_NAMES = {"self", "cls", "timeout", "extra_headers", "max_retries", "wait", "body", "builtins"}


def python_name(wire: str, parameters: dict[str, inspect.Parameter]) -> str:
    """The keyword a generated method takes for a wire-spelled param: an identifier stays as it is (`input=`,
    `type=`: a param may shadow a builtin), a keyword or one of the method's own names gets `_`, any other
    spelling its snake case."""
    if wire.isidentifier() and not keyword.iskeyword(wire) and wire not in OWN_NAMES:
        return wire
    snake = re.sub(r"[^0-9A-Za-z]+", "_", re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", wire)).strip("_").lower()
    for base in (wire, snake, "_" + snake, "field_" + snake if snake else "field"):
        for candidate in (base, base + "_", base + "__"):
            if candidate in parameters:
                return candidate
    return wire


def argument(value: Any, parameter: inspect.Parameter | None) -> Any:
    """A plan's wire value as the method takes it: the RFC 3339 text of a date-time param (annotated with `datetime`)
    as a `datetime` with its offset, as Java's runner passes an `OffsetDateTime`, so the mock sees the client's own
    writing of it."""
    if isinstance(value, str) and parameter is not None and "_datetime.datetime" in str(parameter.annotation):
        return datetime.datetime.fromisoformat(value[:-1] + "+00:00" if value.endswith("Z") else value)
    return value


def to_json(value: Any) -> Any:
    if hasattr(value, "job_id") and hasattr(value, "retry_after"):  # a pending job handle
        return {"job_id": value.job_id, "status": value.status, "retry_after": value.retry_after}
    if hasattr(value, "model_dump"):
        return value.model_dump(mode="json", by_alias=True, exclude_unset=True)
    if isinstance(value, (bytes, bytearray)):
        return {"base64": base64.b64encode(bytes(value)).decode("ascii")}
    if isinstance(value, dict):
        return {str(k): to_json(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [to_json(v) for v in value]
    return value


def error_json(error: Any) -> dict[str, Any]:
    return {
        "catalog_class": error.catalog_class,
        "code": error.code,
        "error_code": error.error_code,
        "status": error.status,
        "exit_family": error.exit_family,
        "exit_code": error.exit_code,
        "op": error.op,
        "request_id": error.request_id,
        "status_code": error.status_code,
        "error_type": error.error_type,
        "endpoint": error.endpoint,
        "text": str(error),
        "root_class": root_class(error),
        "details": to_json(getattr(error, "details", None)),
    }


def root_class(error: Any) -> str:
    """The name of the topmost generated class the error is an instance of (below the runtime's ApiError)."""
    generated = [c for c in type(error).__mro__ if isinstance(c, type) and issubclass(c, Exception)
                 and c.__name__ != "ApiError" and hasattr(c, "catalog_class")]
    return generated[-1].__name__ if generated else type(error).__name__


async def blocking(function: Any, *args: Any, **kwargs: Any) -> Any:
    """A `_sync` twin's call on a worker thread (the blocking driver refuses a running event loop's thread);
    a sync stream is read to its end there and closed."""
    def run() -> Any:
        outcome = function(*args, **kwargs)
        if hasattr(outcome, "__next__") and hasattr(outcome, "__exit__"):
            with outcome as events:
                return [to_json(event) for event in events]
        return outcome
    return await asyncio.to_thread(run)


def deadlines(call: dict[str, Any], job_keyword: str) -> dict[str, Any]:
    """The call's per-call timeout and job deadline (milliseconds in the plan) as the client's keywords, in seconds."""
    out: dict[str, Any] = {}
    if call.get("timeout_ms") is not None:
        out["timeout"] = call["timeout_ms"] / 1000
    if call.get("job_timeout_ms") is not None:
        out[job_keyword] = call["job_timeout_ms"] / 1000
    return out


def read_sync(member: Any, **kwargs: Any) -> bytes:
    """A blocking download's streaming form read whole, the stream closed."""
    with member(**kwargs) as chunks:
        return b"".join(chunks)


async def walked(walk: Any, take: int | None, sync: bool) -> int:
    """How many items or pages a walk gave, stopping after `take`; a blocking walk runs on a worker thread."""
    limit = take if take is not None else sys.maxsize

    def count_sync() -> int:
        n = 0
        for _ in walk:
            n += 1
            if n >= limit:
                break
        return n

    if sync:
        return int(await blocking(count_sync))
    n = 0
    async for _ in walk:
        n += 1
        if n >= limit:
            break
    return n


async def run_call(module: Any, clients: dict[tuple[str, str, bool], Any], plan: dict[str, Any], call: dict[str, Any],
                   saved: dict[str, Any] | None = None, sync: bool = False) -> dict[str, Any]:
    """One call through the async member, or with `sync` through its blocking `_sync` twin."""
    saved = {} if saved is None else saved
    token = plan.get("admin_token") if call.get("admin") else plan.get("token")
    base_url = call.get("base_url") or plan["base_url"]
    legacy_auth = bool(call.get("legacy_auth"))
    key = (base_url, token or "", legacy_auth)
    client = clients.get(key)
    if client is None:
        options: dict[str, Any] = {"legacy_auth": True} if legacy_auth else {}
        if plan.get("gateway_token") is not None:
            options["gateway_token"] = plan["gateway_token"]
        client = clients[key] = module.ServerClient(base_url, token=token, backoff=lambda attempt, after: 0.0, **options)
    target: Any = client
    if call.get("dynamic"):
        # An op the client's catalog lacks: the generic call by id, arguments as a params mapping.
        target = functools.partial(client.call_sync if sync else client.call, call["op"], dict(call.get("args") or {}))
        kwargs: dict[str, Any] = {}
    else:
        *path, last = call["members"]["python"].split(".")
        for step in path:
            target = getattr(target, step)
        if call.get("resume"):
            # Python resumes a job through the job op's member: srv.agents.codex.install.wait(pending).
            pending = saved[call["resume"]]
            member = getattr(target, last)
            options = {"extra_headers": dict(call.get("headers") or {}), "max_retries": call.get("max_retries", 0),
                       **deadlines(call, "timeout")}
            try:
                done = await (blocking(member.wait_sync, pending, **options) if sync else member.wait(pending, **options))
                return {"outcome": "ok", "result": to_json(done)}
            except module.ApiError as error:
                return {"outcome": "error", "error": error_json(error)}
        if call.get("iterate"):
            # A paginated op's walk: its member's items/pages (or their _sync twins), counted here.
            target = getattr(getattr(target, last), call["iterate"] + ("_sync" if sync else ""))
        else:
            # A download's streaming form (`"streaming": true`): <member>_iter, read whole here.
            target = getattr(target, last + ("_iter" if call.get("streaming") else "") + ("_sync" if sync else ""))
        parameters = dict(inspect.signature(target).parameters)
        kwargs = {}
        for wire, value in (call.get("args") or {}).items():
            name = python_name(wire, parameters)
            kwargs[name] = argument(value, parameters.get(name))
    headers = dict(call.get("headers") or {})
    if call.get("stream_error"):
        headers["X-Mock-Stream-Error"] = call["stream_error"]
    if call.get("body") is not None:
        kwargs["body"] = call["body"].encode("utf-8")
    kwargs["extra_headers"] = headers
    kwargs["max_retries"] = call.get("max_retries", 0)
    if call.get("wait") is False:
        kwargs["wait"] = False
    if call.get("check"):
        kwargs["check"] = True
    kwargs.update(deadlines(call, "job_timeout"))
    try:
        if call.get("iterate"):
            return {"outcome": "ok", "result": {call["iterate"]: await walked(target(**kwargs), call.get("take"), sync)}}
        if sync and call.get("streaming"):
            return {"outcome": "ok", "result": to_json(await blocking(read_sync, target, **kwargs))}
        if sync:
            value = await blocking(target, **kwargs)
            if call.get("save"):
                saved[call["save"]] = value
            return {"outcome": "ok", "result": value if call.get("kind") == "stream" else to_json(value)}
        outcome = target(**kwargs)
        if call.get("kind") == "stream" or inspect.isasyncgen(outcome):
            result: Any = [to_json(event) async for event in outcome]
        elif call.get("streaming"):
            async with await outcome as chunks:
                result = to_json(b"".join([chunk async for chunk in chunks]))
        else:
            value = await outcome
            if call.get("save"):
                saved[call["save"]] = value
            result = to_json(value)
        return {"outcome": "ok", "result": result}
    except module.ApiError as error:
        return {"outcome": "error", "error": error_json(error)}
    except RuntimeError as error:
        # The client's usage error (strict mode before discover(), ...): a RuntimeError subclass it exports.
        if type(error).__name__ == "ClientUsageError":
            return {"outcome": "usage_error", "message": str(error)}
        raise


async def main(plan_path: str, results_path: str) -> None:
    module = find_module()
    plan = json.loads(Path(plan_path).read_text(encoding="utf-8"))
    clients: dict[tuple[str, str, bool], Any] = {}
    with open(results_path, "w", encoding="utf-8") as out:
        for call in plan["calls"]:
            try:
                line = await run_call(module, clients, plan, call)
            except Exception as crash:  # noqa: BLE001 - anything else is a crash by the protocol
                line = {"outcome": "crash", "message": f"{type(crash).__name__}: {crash}"}
            out.write(json.dumps({"id": call["id"], "lang": "python", **line}, sort_keys=False) + "\n")
            out.flush()
    for client in clients.values():
        await client.aclose()


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit("usage: runner.py PLAN.json RESULTS.jsonl")
    asyncio.run(main(sys.argv[1], sys.argv[2]))
