"""HTTP, auth, retries, error mapping, discovery state and the dynamic fallback, shared by every namespace of one
client, written once as plans (sync.py) that the async methods run on httpx's `AsyncClient` and the `_sync` twins on
its `Client`."""

from __future__ import annotations

import asyncio
import json
import os
import random
import re
import threading
import time
import uuid
import warnings
import weakref
from collections.abc import AsyncGenerator, Awaitable, Callable, Generator, Mapping
from typing import IO, TYPE_CHECKING, Any, TypeVar
from urllib.parse import quote

import httpx

from .errors import ClientUsageError, ErrorTable
from .jobs import PendingJob
from .raw import RawResponse
from .spec import Binding, ClientSpec, Op
from .sync import Build, Close, Plan, Read, Send, Sleep, SyncStream, drive_sync

if TYPE_CHECKING:
    from .capabilities import Capabilities

T = TypeVar("T")
Headers = Mapping[str, str]
Upload = bytes | os.PathLike[str] | IO[bytes]
Backoff = Callable[[int, float | None], float]
AsyncSleep = Callable[[float], Awaitable[None]]
SyncSleep = Callable[[float], None]

_PATH_PARAM = re.compile(r"\{([^}]+)\}")


def default_backoff(attempt: int, retry_after: float | None) -> float:
    """Seconds to wait before retry `attempt` (0-based): `Retry-After` when the server sent one, else exponential with jitter."""
    if retry_after is not None:
        return max(0.0, retry_after)
    return min(8.0, 0.25 * (2.0**attempt)) * (0.5 + random.random() / 2)


def deprecated(alias: str, target: str) -> None:
    """Warns that a deprecated member (`alias`) was used, naming what to use instead."""
    warnings.warn(f"{alias} is deprecated; use {target}", DeprecationWarning, stacklevel=3)


def query_value(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        raise TypeError("object values cannot go in a query string")
    return json.dumps(value)


def read_upload(body: Upload) -> bytes:
    """The bytes of an upload body: bytes, a path, or an open binary file."""
    if isinstance(body, (bytes, bytearray)):
        return bytes(body)
    if isinstance(body, os.PathLike):
        with open(body, "rb") as handle:
            return handle.read()
    return body.read()


def op_from_json(entry: Mapping[str, Any], ops_path: str) -> Op:
    """An op of the server's `/ops` catalog, read leniently (unknown keys ignored)."""
    op_id = str(entry["id"])
    http = entry.get("http") or {}
    method = str(http.get("method", "POST")).upper()
    legacy = entry.get("legacy")
    job = entry.get("job") or {}
    return Op(
        op_id,
        str(entry.get("kind", "call")),
        Binding(method, str(http.get("path", f"{ops_path}/{op_id}"))),
        bool(entry.get("idempotent", method == "GET")),
        Binding(str(legacy.get("method", "POST")).upper(), str(legacy["path"])) if isinstance(legacy, dict) and "path" in legacy else None,
        job.get("status_op"),
        str(job.get("id_param", "job_id")),
        PendingJob,
        entry.get("params"),
    )


_JSON_TYPES: dict[str, tuple[type, ...]] = {
    "string": (str,),
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
    "array": (list, tuple),
    "object": (dict,),
    "null": (type(None),),
}


def args_problem(op: Op, args: Mapping[str, Any]) -> str | None:
    """What is wrong with the arguments of an op known only from the server's `/ops`, by its params schema (None: nothing)."""
    schema = op.params if isinstance(op.params, dict) else {}
    properties = schema.get("properties") or {}
    for name in schema.get("required") or []:
        if name not in args:
            return f"missing required argument {name!r}"
    for name, value in args.items():
        prop = properties.get(name)
        if prop is None:
            if schema.get("additionalProperties") is False:
                return f"unexpected argument {name!r}"
            continue
        declared = prop.get("type") if isinstance(prop, dict) else None
        names = [declared] if isinstance(declared, str) else declared or []
        allowed = tuple(t for n in names for t in _JSON_TYPES.get(n, ()))
        if allowed and not isinstance(value, allowed):
            return f"argument {name!r} must be {'|'.join(names)}, not {type(value).__name__}"
        if isinstance(value, bool) and allowed and bool not in allowed:
            return f"argument {name!r} must be {'|'.join(names)}, not bool"
    return None


def check_args(op: Op, args: Mapping[str, Any], errors: ErrorTable) -> None:
    """Raises the class `args.invalid` maps to (the invalid-args role, as in Java and TS), before any request, when the
    arguments of an op known only from the server's `/ops` fail its params schema."""
    problem = args_problem(op, args)
    if problem is not None:
        raise errors.class_for("args.invalid", None)(
            f"{op.id}: {problem}", error_code="args.invalid", op=op.id, details={"reason": problem})


class Transport:
    """HTTP, auth, retries, error mapping and discovery state, shared by every namespace. Each behaviour is a plan
    (`plan_*`, sync.py) run by `drive` on httpx's `AsyncClient` or by `drive_sync` on its `Client`. `sleep` and
    `sleep_sync` wait between retries and job polls (injectable, so tests need no real waits)."""

    def __init__(
        self,
        spec: ClientSpec,
        base_url: str,
        token: str | None,
        legacy_auth: bool,
        gateway_token: str | None,
        gateway_header: str,
        timeout: float,
        max_retries: int,
        backoff: Backoff,
        strict: bool,
        http_client: httpx.AsyncClient | None,
        sleep: AsyncSleep = asyncio.sleep,
        *,
        sync_http_client: httpx.Client | None = None,
        sleep_sync: SyncSleep = time.sleep,
    ) -> None:
        if legacy_auth and spec.legacy_header is None:
            raise ValueError("legacy_auth: this catalog declares no legacy auth header")
        self.spec = spec
        self.errors = spec.errors
        self.base_url = base_url.rstrip("/")
        self.token = token
        self.legacy_auth = legacy_auth
        self.gateway_token = gateway_token
        self.gateway_header = gateway_header
        self.timeout = timeout
        self.max_retries = max_retries
        self.backoff = backoff
        self.strict = strict
        self.sleep = sleep
        self.sleep_sync = sleep_sync
        self.capabilities: Capabilities | None = None
        self.server_ops: dict[str, Op] | None = None
        self._user_client = http_client
        self._clients: dict[asyncio.AbstractEventLoop, httpx.AsyncClient] = {}
        self._user_sync_client = sync_http_client
        self._sync_client: httpx.Client | None = None
        self._sync_lock = threading.Lock()
        self._sync_streams: weakref.WeakSet[SyncStream[Any]] = weakref.WeakSet()

    # -- the two drivers: one per httpx client --

    def http(self) -> httpx.AsyncClient:
        if self._user_client is not None:
            return self._user_client
        loop = asyncio.get_running_loop()
        client = self._clients.get(loop)
        if client is None:
            client = self._clients[loop] = httpx.AsyncClient(timeout=self.timeout)
        return client

    def http_sync(self) -> httpx.Client:
        """The blocking client: yours (`sync_http_client`) or one the transport opens on first use (thread-safe)."""
        if self._user_sync_client is not None:
            return self._user_sync_client
        with self._sync_lock:
            if self._sync_client is None:
                self._sync_client = httpx.Client(timeout=self.timeout)
            return self._sync_client

    async def drive(self, plan: Plan[T]) -> T:
        """Runs a plan on the async client (the twin of `sync.drive_sync`)."""
        value: Any = None
        error: BaseException | None = None
        while True:
            try:
                effect = plan.send(value) if error is None else plan.throw(error)
            except StopIteration as stop:
                return stop.value  # type: ignore[no-any-return]  # a plan returns T
            value, error = None, None
            try:
                value = await self._perform(effect)
            except BaseException as raised:  # noqa: BLE001 - handed to the plan, which re-raises what it does not handle
                error = raised

    async def _perform(self, effect: Any) -> Any:
        if isinstance(effect, Build):
            return self.http().build_request(effect.method, effect.url, params=effect.params, content=effect.content,
                                             headers=effect.headers, timeout=effect.timeout)
        if isinstance(effect, Send):
            return await self.http().send(effect.request, stream=True)
        if isinstance(effect, Read):
            return await effect.response.aread()
        if isinstance(effect, Close):
            return await effect.response.aclose()
        if isinstance(effect, Sleep):
            return await self.sleep(effect.seconds)
        raise TypeError(f"not an effect: {effect!r}")

    def drive_sync(self, plan: Plan[T]) -> T:
        """Runs a plan on the blocking client, with no event loop."""
        return drive_sync(plan, self._perform_sync)

    def _perform_sync(self, effect: Any) -> Any:
        if isinstance(effect, Build):
            return self.http_sync().build_request(effect.method, effect.url, params=effect.params,
                                                  content=effect.content, headers=effect.headers, timeout=effect.timeout)
        if isinstance(effect, Send):
            return self.http_sync().send(effect.request, stream=True)
        if isinstance(effect, Read):
            return effect.response.read()
        if isinstance(effect, Close):
            return effect.response.close()
        if isinstance(effect, Sleep):
            return self.sleep_sync(effect.seconds)
        raise TypeError(f"not an effect: {effect!r}")

    async def aclose(self) -> None:
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        client = self._clients.pop(loop, None)
        if client is not None:
            await client.aclose()

    def close(self) -> None:
        """Closes the `_sync` streams still open and the blocking client the transport opened."""
        for stream in list(self._sync_streams):
            stream.close()
        with self._sync_lock:
            client, self._sync_client = self._sync_client, None
        if client is not None:
            client.close()

    # -- requests --

    def headers(self, request_id: str, extra_headers: Headers | None) -> dict[str, str]:
        headers = {"X-Request-Id": request_id, self.spec.client_header: self.spec.client_value, "Accept": "application/json"}
        if self.token is not None:
            if self.legacy_auth and self.spec.legacy_header is not None:
                headers[self.spec.legacy_header] = self.token
            else:
                headers["Authorization"] = f"Bearer {self.token}"
        if self.gateway_token is not None:
            headers[self.gateway_header] = self.gateway_token
        if extra_headers:
            headers.update(extra_headers)
        return headers

    def binding(self, op: Op, explicit: Binding | None) -> Binding:
        """The binding to call `op` by, raising ContractMismatchError before sending when discovery shows the server lacks it."""
        caps = self.capabilities
        if caps is None:
            return explicit or op.http
        if caps.generation != "v2.1":
            # A v1 or v1.x server has no /ops routes: only an op's legacy REST binding, gated by groups or endpoints.
            if caps.can(op.id) and op.legacy is not None:
                return op.legacy
            server = "a v1 server, which has no sdk_version" if caps.legacy else "a v1.x server, which has no sdk_version"
            raise self.errors.contract_mismatch(
                f"{op.id} is not served by this server ({server})",
                error_code="op.unknown", op=op.id)
        if not caps.knows(op.id):
            raise self.errors.contract_mismatch(
                f"{op.id} is not in the server's catalog (server sdk_version {caps.sdk_version})",
                error_code="op.unknown", op=op.id)
        if not caps.can(op.id):
            # Once discovered, a disabled op fails fast in every mode: no request is sent for a known 403.
            raise self.errors.not_enabled(f"{op.id} is not enabled on this server", error_code="op.not_enabled", op=op.id)
        return explicit or op.http

    def plan_send(
        self,
        op: Op,
        args: Mapping[str, Any],
        *,
        binding: Binding | None = None,
        body: bytes | None = None,
        timeout: float | None = None,
        extra_headers: Headers | None = None,
        max_retries: int | None = None,
        stream: bool = False,
        checked: bool = True,
    ) -> Plan[httpx.Response]:
        """Sends one logical call, retrying idempotent ops on connection errors, 429 and 503; raises the mapped error on non-2xx.

        `stream=False` reads a 2xx body whole inside the try: one that breaks off or stays silent past the timeout is
        retried like a lost response (idempotent ops), then raises the transport error. A `stream=True` body is the
        caller's: its failures surface from the stream's reads, never retried."""
        if checked:
            if self.strict and self.capabilities is None:
                raise ClientUsageError(f"strict mode: call discover() before calling {op.id}")
            chosen = self.binding(op, binding)
            if self.capabilities is not None:
                # A file-system path outside the op's discovered scope fails fast (a known 403 policy.denied).
                self.capabilities.require_paths(op.id, args)
        else:
            chosen = binding or op.http
        request_id = str(uuid.uuid4())
        headers = self.headers(request_id, extra_headers)
        request_id = headers.get("X-Request-Id", request_id)
        rest = dict(args)
        path = chosen.path
        for name in _PATH_PARAM.findall(path):
            value = rest.pop(name, None)
            if value is None:
                raise TypeError(f"{op.id}: missing path parameter {name!r}")
            path = path.replace("{" + name + "}", quote(query_value(value), safe=""))
        query: list[tuple[str, str]] = []
        content: bytes | None = None
        if body is not None or chosen.method in ("GET", "DELETE", "HEAD"):
            for name, value in rest.items():
                for item in value if isinstance(value, (list, tuple)) else [value]:
                    query.append((name, query_value(item)))
            if body is not None:
                content = body
                headers.setdefault("Content-Type", "application/octet-stream")
        else:
            content = json.dumps(rest).encode()
            headers.setdefault("Content-Type", "application/json")
        request = yield Build(chosen.method, self.base_url + path, tuple(query) if query else None, content, headers,
                              timeout if timeout is not None else self.timeout)
        retries = self.max_retries if max_retries is None else max_retries
        attempt = 0
        while True:
            try:
                response: httpx.Response = yield Send(request)
                if response.status_code < 400 and not stream:
                    # Read whole before returning: nothing reached the caller yet, so a broken body is retried.
                    try:
                        yield Read(response)
                    finally:
                        yield Close(response)
            except httpx.TransportError as error:
                if op.idempotent and attempt < retries:
                    yield Sleep(self.backoff(attempt, None))
                    attempt += 1
                    continue
                raise self.errors.from_transport(error, op.id or None, request_id) from error
            if response.status_code in (429, 503) and op.idempotent and attempt < retries:
                retry_after: float | None
                try:
                    retry_after = float(response.headers.get("Retry-After", ""))
                except ValueError:
                    retry_after = None
                yield Close(response)
                yield Sleep(self.backoff(attempt, retry_after))
                attempt += 1
                continue
            if response.status_code >= 400:
                data = yield from self.plan_read_body(response, op.id or None, request_id)
                raise self.errors.from_response(
                    response.status_code, data, op.id, response.headers.get("X-Request-Id", request_id))
            return response

    def plan_read_body(self, response: httpx.Response, op: str | None, request_id: str | None) -> Plan[bytes]:
        """Reads a whole body and closes the response; a body that breaks off or stays silent past the timeout is the transport error."""
        try:
            data: bytes = yield Read(response)
            return data
        except httpx.TransportError as error:
            raise self.errors.from_transport(error, op, request_id) from error
        finally:
            yield Close(response)

    def raw(self, response: httpx.Response, data: T) -> RawResponse[T]:
        request_id = response.headers.get("X-Request-Id") or response.request.headers.get("X-Request-Id", "")
        return RawResponse(response.status_code, response.headers, request_id, data)

    def plan_call_raw(self, op: Op, args: Mapping[str, Any], **options: Any) -> Plan[RawResponse[Any]]:
        response = yield from self.plan_send(op, args, **options)
        if op.kind == "download":
            return self.raw(response, response.content)
        return self.raw(response, self.json(response, op.id or None))

    def json(self, response: httpx.Response, op: str | None) -> Any:
        """A 2xx answer's JSON body (None when empty); a body that is not JSON is the contract-mismatch role's error."""
        if not response.content.strip():
            return None
        try:
            return response.json()
        except ValueError as error:
            request_id = response.headers.get("X-Request-Id") or response.request.headers.get("X-Request-Id")
            raise self.errors.malformed_result("the response body is not JSON", error, op, request_id) from error

    def plan_call(self, op: Op, args: Mapping[str, Any], *, check: bool = False, **options: Any) -> Plan[Any]:
        """The op's result; with `check` (ops with an `exit_check`), a non-zero exit field raises the check's error."""
        if check and op.id not in self.errors.exit_checks:
            raise TypeError(f"{op.id}: check is only for ops with an exit_check")
        raw = yield from self.plan_call_raw(op, args, **options)
        if check:
            result_type = self.spec.result_type(op)
            result = raw.data if result_type is None else self.spec.results.result(result_type, raw.data, self.errors,
                                                                                    op.id, raw.request_id or None)
            failed = self.errors.exit_error(op.id, raw.data, result, raw.request_id or None)
            if failed is not None:
                raise failed
        return raw.data

    async def call(self, op: Op, args: Mapping[str, Any], *, check: bool = False, **options: Any) -> Any:
        return await self.drive(self.plan_call(op, args, check=check, **options))

    def call_sync(self, op: Op, args: Mapping[str, Any], *, check: bool = False, **options: Any) -> Any:
        return self.drive_sync(self.plan_call(op, args, check=check, **options))

    # -- streams: the request through the shared plan, each line through `event` --

    def event(self, line: str, op: Op, request_id: str | None) -> Any:
        """The event of one stream line (None for a blank line); an `{"error": ...}` line raises the mapped error."""
        if not line.strip():
            return None
        event = json.loads(line)
        if isinstance(event, dict) and list(event) == ["error"]:
            raise self.errors.from_body(event["error"], None, op.id, request_id)
        return event

    def broken(self, error: httpx.TransportError, op: Op, response: httpx.Response) -> Exception:
        """The mapped error of a stream whose body broke off or stayed silent."""
        return self.errors.from_transport(error, op.id, response.request.headers.get("X-Request-Id"))

    async def events(self, op: Op, args: Mapping[str, Any], **options: Any) -> AsyncGenerator[Any, None]:
        response = await self.drive(self.plan_send(op, args, stream=True, **options))
        request_id = response.headers.get("X-Request-Id")
        try:
            lines = response.aiter_lines()
            while True:
                try:
                    line = await lines.__anext__()
                except StopAsyncIteration:
                    return
                except httpx.TransportError as error:
                    raise self.broken(error, op, response) from error
                event = self.event(line, op, request_id)
                if event is not None:
                    yield event
        finally:
            await response.aclose()

    def _events_sync(self, response: httpx.Response, op: Op) -> Generator[Any, None, None]:
        request_id = response.headers.get("X-Request-Id")
        try:
            lines = response.iter_lines()
            while True:
                try:
                    line = next(lines)
                except StopIteration:
                    return
                except httpx.TransportError as error:
                    raise self.broken(error, op, response) from error
                event = self.event(line, op, request_id)
                if event is not None:
                    yield event
        finally:
            response.close()

    def events_sync(self, op: Op, args: Mapping[str, Any], convert: Callable[[Any], T] | None = None,
                    **options: Any) -> SyncStream[T]:
        """The blocking stream: sent before it returns (so a failure before the first line raises here), closed by
        `close()`, by leaving a `with` block, when dropped, or by the client's `close()`."""
        response = self.drive_sync(self.plan_send(op, args, stream=True, **options))
        stream: SyncStream[T] = SyncStream(self._events_sync(response, op), convert)
        self._sync_streams.add(stream)
        return stream

    # -- jobs --

    def plan_job(self, op: Op, args: Mapping[str, Any], wait: bool, **options: Any) -> Plan[Any]:
        response = yield from self.plan_send(op, args, **options)
        data = self.json(response, op.id)
        if response.status_code != 202 and not (isinstance(data, dict) and "job_id" in data):
            return data
        handle = data if isinstance(data, dict) else {}
        pending = (op.pending or PendingJob)(
            str(handle.get("job_id", "")), float(handle.get("retry_after") or 0),
            status=str(handle.get("status", "pending")), op=op.id, status_op=op.status_op or "",
            id_param=op.id_param)
        if not wait:
            return pending
        # Polls take the call's per-call options, never its binding: the status op has its own.
        return (yield from self.plan_wait(
            pending, **{k: v for k, v in options.items() if k in ("timeout", "extra_headers", "max_retries")}))

    def plan_wait(self, pending: PendingJob[Any], **options: Any) -> Plan[Any]:
        status_op = yield from self.plan_resolve(pending.status_op)
        while True:
            state = yield from self.plan_call(status_op, {pending.id_param: pending.job_id}, **options)
            status = state.get("status") if isinstance(state, dict) else None
            pending.status = str(status)
            if status == "succeeded":
                return state.get("result")
            if status == "failed":
                raise self.errors.from_body(state.get("error"), None, pending.op, None)
            pending.retry_after = float(state.get("retry_after") or pending.retry_after or 0)
            yield Sleep(pending.retry_after)

    async def job(self, op: Op, args: Mapping[str, Any], wait: bool, **options: Any) -> Any:
        return await self.drive(self.plan_job(op, args, wait, **options))

    def job_sync(self, op: Op, args: Mapping[str, Any], wait: bool, **options: Any) -> Any:
        return self.drive_sync(self.plan_job(op, args, wait, **options))

    async def wait(self, pending: PendingJob[Any], **options: Any) -> Any:
        return await self.drive(self.plan_wait(pending, **options))

    def wait_sync(self, pending: PendingJob[Any], **options: Any) -> Any:
        return self.drive_sync(self.plan_wait(pending, **options))

    # -- discovery and the dynamic fallback --

    def plan_capabilities(self) -> Plan[Any]:
        op = Op(self.spec.capabilities_op, "call", Binding("GET", self.spec.capabilities_path), True)
        response = yield from self.plan_send(op, {}, checked=False)
        return response.json()

    def plan_discover(self) -> Plan[Capabilities]:
        from .capabilities import Capabilities

        caps = Capabilities((yield from self.plan_capabilities()), self)
        if caps.legacy and "groups" in caps.raw and self.spec.legacy_header is not None:
            self.legacy_auth = True
        self.capabilities = caps
        return caps

    async def fetch_capabilities(self) -> Any:
        return await self.drive(self.plan_capabilities())

    async def discover(self) -> Capabilities:
        return await self.drive(self.plan_discover())

    def plan_server_ops(self) -> Plan[dict[str, Op]]:
        if self.server_ops is None:
            # The `/ops` catalog is no op of its own: its errors carry no op id.
            response = yield from self.plan_send(Op("", "call", Binding("GET", self.spec.ops_path), True), {}, checked=False)
            catalog = response.json()
            entries = catalog.get("ops", []) if isinstance(catalog, dict) else []
            self.server_ops = {
                str(e["id"]): op_from_json(e, self.spec.ops_path)
                for e in entries if isinstance(e, dict) and "id" in e
            }
        return self.server_ops

    def plan_resolve(self, op_id: str) -> Plan[Op]:
        """The op named `op_id`: generated ops and aliases first, then (fetched once) the server's `/ops` catalog."""
        op_id = str(op_id)
        known = self.spec.known(op_id)
        if known is not None:
            return known
        server_ops = yield from self.plan_server_ops()
        found = server_ops.get(op_id)
        if found is None:
            raise self.errors.contract_mismatch(
                f"{op_id} is neither in this client's catalog ({self.spec.catalog_version}) nor in the server's",
                error_code="op.unknown", op=op_id)
        return found

    async def resolve(self, op_id: str) -> Op:
        return await self.drive(self.plan_resolve(op_id))

    def plan_prepare(self, op_id: str, args: Mapping[str, Any]) -> Plan[tuple[Op, dict[str, Any]]]:
        """The op of a generic call and its wire arguments (those of an op known only from `/ops` checked first)."""
        op = yield from self.plan_resolve(op_id)
        if op.id not in self.spec.ops:
            check_args(op, args, self.errors)
        return op, self.spec.results.args(args)

    def plan_invoke(self, op: Op, values: Mapping[str, Any], body: Upload | None, wait: bool, raw: bool,
                    **options: Any) -> Plan[Any]:
        """A generic call of any kind but a stream (the result as parsed JSON, bytes for downloads)."""
        if op.kind == "job" and not raw:
            return (yield from self.plan_job(op, values, wait, **options))
        upload = read_upload(body) if body is not None else (b"" if op.kind == "upload" else None)
        if raw:
            return (yield from self.plan_call_raw(op, values, body=upload, **options))
        return (yield from self.plan_call(op, values, body=upload, **options))

    async def invoke(
        self,
        op_id: str,
        args: Mapping[str, Any],
        *,
        body: Upload | None = None,
        wait: bool = True,
        raw: bool = False,
        **options: Any,
    ) -> Any:
        """The generic call: any op id, arguments by wire name, the result as parsed JSON (bytes for downloads)."""
        op, values = await self.drive(self.plan_prepare(op_id, args))
        if op.kind == "stream":
            return self.events(op, values, **options)
        return await self.drive(self.plan_invoke(op, values, body, wait, raw, **options))

    def invoke_sync(self, op_id: str, args: Mapping[str, Any], *, body: Upload | None = None, wait: bool = True,
                    raw: bool = False, **options: Any) -> Any:
        """Blocking twin of `invoke` (a stream comes back as a `SyncStream`)."""
        op, values = self.drive_sync(self.plan_prepare(op_id, args))
        if op.kind == "stream":
            return self.events_sync(op, values, **options)
        return self.drive_sync(self.plan_invoke(op, values, body, wait, raw, **options))
