"""The transport shared by every namespace of one client: its settings and policy, the two drivers (httpx's
`AsyncClient` for the async methods, its `Client` for the `_sync` twins) that run the shared plans (sync.py), auth
headers, discovery state and the dynamic fallback. Sending lives in sending.py, jobs in polling.py, response
streams in streams.py."""

from __future__ import annotations

import asyncio
import copy
import logging
import time
import warnings
from collections.abc import AsyncGenerator, Awaitable, Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import httpx

from . import discovery, polling, sending, streams
from . import hooks as hooks_module
from .bodies import Upload
from .hooks import Hook, Hooks
from .jobs import PendingJob
from .logs import Log, client_logger
from .policy import Backoff, Policy
from .pool import Discovered, Pool, Shared
from .raw import RawResponse
from .spec import Binding, ClientSpec, Op
from .sync import Build, Close, Plan, Read, Send, Sleep, SyncStream, drive_sync

if TYPE_CHECKING:
    from .capabilities import Capabilities

T = TypeVar("T")
Headers = Mapping[str, str]
AsyncSleep = Callable[[float], Awaitable[None]]
SyncSleep = Callable[[float], None]
Clock = Callable[[], float]


def deprecated(alias: str, target: str) -> None:
    """Warns that a deprecated member (`alias`) was used, naming what to use instead."""
    warnings.warn(f"{alias} is deprecated; use {target}", DeprecationWarning, stacklevel=3)


class Transport(Shared):
    """HTTP, auth, the transport policy and discovery state, shared by every namespace. Each behaviour is a plan
    run by `drive` on httpx's `AsyncClient` or by `drive_sync` on its `Client`. `sleep` and `sleep_sync` wait between
    retries and job polls, `clock` (monotonic) times job deadlines and `wall_clock` reads `Retry-After` dates
    (all injectable, so tests need no real waits). `max_retries`, `backoff` and `job_timeout` default to the policy
    of the runtime catalog document."""

    def __init__(
        self,
        spec: ClientSpec,
        base_url: str,
        token: str | None,
        legacy_auth: bool,
        gateway_token: str | None,
        gateway_header: str,
        timeout: float,
        max_retries: int | None,
        backoff: Backoff | None,
        strict: bool,
        http_client: httpx.AsyncClient | None,
        sleep: AsyncSleep = asyncio.sleep,
        *,
        sync_http_client: httpx.Client | None = None,
        sleep_sync: SyncSleep = time.sleep,
        job_timeout: float | None = None,
        clock: Clock = time.monotonic,
        wall_clock: Clock = time.time,
        policy: Policy | None = None,
        headers: Headers | None = None,
        hooks: Hooks | Sequence[Hooks] | None = None,
        logger: logging.Logger | None = None,
    ) -> None:
        if legacy_auth and spec.legacy_header is None:
            raise ValueError("legacy_auth: this catalog declares no legacy auth header")
        self.spec = spec
        self.errors = spec.errors
        self.policy = policy if policy is not None else Policy.of(spec.client_defaults())
        self.base_url = base_url.rstrip("/")
        self.token = token
        self.gateway_token = gateway_token
        self.gateway_header = gateway_header
        self.timeout = timeout
        self.max_retries = self.policy.retry.max_retries if max_retries is None else max_retries
        self.backoff: Backoff = self.policy.retry.backoff if backoff is None else backoff
        self.job_timeout = self.policy.jobs.deadline_seconds if job_timeout is None else job_timeout
        self.strict = strict
        self.sleep = sleep
        self.sleep_sync = sleep_sync
        self.clock = clock
        self.wall_clock = wall_clock
        self.log = Log(logger or client_logger(spec.package, spec.name), self._credential_headers())
        self.default_headers = self._own_headers(headers)
        self.hooks = hooks_module.hook_list(hooks)
        self.pool = Pool(timeout, http_client, sync_http_client)
        self.found = Discovered(legacy_auth)

    def with_options(self, *, timeout: float | None = None, max_retries: int | None = None,
                     job_timeout: float | None = None, headers: Headers | None = None, backoff: Backoff | None = None,
                     hooks: Hooks | Sequence[Hooks] | None = None, logger: logging.Logger | None = None) -> Transport:
        """A transport for a copy of the client: the same base URL, credentials, connections and discovery, with the
        knobs given replaced (`headers` added to the client's own)."""
        other = copy.copy(self)
        if timeout is not None:
            other.timeout = timeout
        if max_retries is not None:
            other.max_retries = max_retries
        if job_timeout is not None:
            other.job_timeout = job_timeout
        if backoff is not None:
            other.backoff = backoff
        if headers is not None:
            other.default_headers = {**self.default_headers, **self._own_headers(headers)}
        if hooks is not None:
            other.hooks = hooks_module.hook_list(hooks)
        if logger is not None:
            other.log = Log(logger, self.log.secret)
        return other

    def _own_headers(self, headers: Headers | None) -> dict[str, str]:
        """The client's own headers; a credential among them is refused (a copy keeps its original's principal)."""
        found = dict(headers or {})
        secret = [name for name in found if name.lower() in self._credential_headers()]
        if secret:
            raise ValueError(f"headers: {', '.join(secret)} carries a credential; give it as the client's token")
        return found

    def _credential_headers(self) -> frozenset[str]:
        """The headers that carry credentials, lower-case: left out on a redirect to another origin, `***` in logs."""
        names = {"authorization", self.gateway_header.lower(), *self.policy.redirects.cross_origin_strip}
        if self.spec.legacy_header is not None:
            names.add(self.spec.legacy_header.lower())
        return frozenset(names)

    def cross_origin_strip(self) -> frozenset[str]:
        return self._credential_headers()

    # -- the two drivers: one per httpx client --

    def http(self) -> httpx.AsyncClient:
        return self.pool.http()

    def http_sync(self) -> httpx.Client:
        """The blocking client: yours (`sync_http_client`) or one opened on first use (thread-safe)."""
        return self.pool.http_sync()

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
            return self.http().build_request(
                effect.method, effect.url, params=effect.params, headers=effect.headers, timeout=effect.timeout,
                content=None if effect.body is None else effect.body.async_content())
        if isinstance(effect, Send):
            return await self.http().send(effect.request, stream=True, follow_redirects=False)
        if isinstance(effect, Read):
            return await effect.response.aread()
        if isinstance(effect, Close):
            return await effect.response.aclose()
        if isinstance(effect, Sleep):
            return await self.sleep(effect.seconds)
        if isinstance(effect, Hook):
            return await hooks_module.run_async(effect)
        raise TypeError(f"not an effect: {effect!r}")

    def drive_sync(self, plan: Plan[T]) -> T:
        """Runs a plan on the blocking client, with no event loop."""
        return drive_sync(plan, self._perform_sync)

    def _perform_sync(self, effect: Any) -> Any:
        if isinstance(effect, Build):
            return self.http_sync().build_request(
                effect.method, effect.url, params=effect.params, headers=effect.headers, timeout=effect.timeout,
                content=None if effect.body is None else effect.body.sync_content())
        if isinstance(effect, Send):
            return self.http_sync().send(effect.request, stream=True, follow_redirects=False)
        if isinstance(effect, Read):
            return effect.response.read()
        if isinstance(effect, Close):
            return effect.response.close()
        if isinstance(effect, Sleep):
            return self.sleep_sync(effect.seconds)
        if isinstance(effect, Hook):
            return hooks_module.run_sync(effect)
        raise TypeError(f"not an effect: {effect!r}")

    async def aclose(self) -> None:
        await self.pool.aclose()

    def close(self) -> None:
        """Closes the `_sync` streams and downloads still open and the blocking client the transport opened."""
        self.pool.close()

    # -- requests --

    def headers(self, request_id: str, extra_headers: Headers | None) -> dict[str, str]:
        # Identity only: a client never gets an encoded body it would have to tell apart from the data.
        headers = {"X-Request-Id": request_id, self.spec.client_header: self.spec.client_value,
                   "Accept": "application/json", "Accept-Encoding": "identity"}
        if self.token is not None:
            if self.legacy_auth and self.spec.legacy_header is not None:
                headers[self.spec.legacy_header] = self.token
            else:
                headers["Authorization"] = f"Bearer {self.token}"
        if self.gateway_token is not None:
            headers[self.gateway_header] = self.gateway_token
        headers.update(self.default_headers)
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

    def plan_send(self, op: Op, args: Mapping[str, Any], **options: Any) -> Plan[httpx.Response]:
        """One logical call under the transport policy (sending.py)."""
        return sending.plan_send(self, op, args, **options)

    def raw(self, response: httpx.Response, data: T) -> RawResponse[T]:
        request_id = response.headers.get("X-Request-Id") or response.request.headers.get("X-Request-Id", "")
        return RawResponse(response.status_code, response.headers, request_id, data)

    def plan_call_raw(self, op: Op, args: Mapping[str, Any], **options: Any) -> Plan[RawResponse[Any]]:
        response = yield from self.plan_send(op, args, **options)
        if op.kind == "download":
            return self.raw(response, response.content)
        data = self.json(response, op.id or None)
        if op.kind != "job":
            self.check_result(op.id, data, response.headers.get("X-Request-Id"))
        return self.raw(response, data)

    def json(self, response: httpx.Response, op: str | None) -> Any:
        """A 2xx answer's JSON body (None when empty); a body that is not JSON is the contract-mismatch role's error."""
        if not response.content.strip():
            return None
        try:
            return response.json()
        except ValueError as error:
            request_id = response.headers.get("X-Request-Id") or response.request.headers.get("X-Request-Id")
            raise self.errors.malformed_result("the response body is not JSON", error, op, request_id) from error

    def check_result(self, op: str, data: Any, request_id: str | None) -> None:
        """Raises the contract-mismatch role's error (`malformed_result`) when `data` does not fit the result schema
        of the op `op` in the embedded document."""
        found = self.spec.result_problem(op, data)
        if found is not None:
            raise self.errors.malformed_result("the result does not match the op's result schema", ValueError(found),
                                               op or None, request_id)

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

    # -- response bodies read as they arrive (streams.py) --

    async def events(self, op: Op, args: Mapping[str, Any], **options: Any) -> AsyncGenerator[Any, None]:
        response = await self.drive(self.plan_send(op, args, stream=True, **options))
        events = streams.aiter_events(self, op, response)
        try:
            async for event in events:
                yield event
        finally:
            await events.aclose()  # the caller stopping early closes the response now, not when collected

    def events_sync(self, op: Op, args: Mapping[str, Any], convert: Callable[[Any], T] | None = None,
                    **options: Any) -> SyncStream[T]:
        """The blocking stream: sent before it returns (so a failure before the first line raises here), closed by
        `close()`, by leaving a `with` block, when dropped, or by the client's `close()`."""
        response = self.drive_sync(self.plan_send(op, args, stream=True, **options))
        stream: SyncStream[T] = SyncStream(streams.iter_events(self, op, response), convert)
        self.pool.sync_streams.add(stream)
        return stream

    async def download(self, op: Op, args: Mapping[str, Any], **options: Any) -> streams.ByteStream:
        """A download read as it arrives: sent (and its errors raised) before it returns."""
        response = await self.drive(self.plan_send(op, args, stream=True, **options))
        return streams.ByteStream(streams.aiter_chunks(self, op, response), response)

    def download_sync(self, op: Op, args: Mapping[str, Any], **options: Any) -> streams.SyncByteStream:
        """Blocking twin of `download`, closed with the client's `close()` too."""
        response = self.drive_sync(self.plan_send(op, args, stream=True, **options))
        stream = streams.SyncByteStream(streams.iter_chunks(self, op, response), response)
        self.pool.sync_streams.add(stream)
        return stream

    # -- jobs (polling.py) --

    async def job(self, op: Op, args: Mapping[str, Any], wait: bool, **options: Any) -> Any:
        return await self.drive(polling.plan_job(self, op, args, wait, **options))

    def job_sync(self, op: Op, args: Mapping[str, Any], wait: bool, **options: Any) -> Any:
        return self.drive_sync(polling.plan_job(self, op, args, wait, **options))

    async def wait(self, pending: PendingJob[Any], timeout: float | None = None, **options: Any) -> Any:
        """Polls a pending job to its end; `timeout` is the wait's deadline in seconds (default the client's)."""
        return await self.drive(polling.plan_wait(self, pending, timeout, **options))

    def wait_sync(self, pending: PendingJob[Any], timeout: float | None = None, **options: Any) -> Any:
        return self.drive_sync(polling.plan_wait(self, pending, timeout, **options))

    # -- discovery and the generic call (discovery.py) --

    def plan_capabilities(self) -> Plan[Any]:
        return discovery.plan_capabilities(self)

    def plan_discover(self) -> Plan[Capabilities]:
        return discovery.plan_discover(self)

    async def fetch_capabilities(self) -> Any:
        return await self.drive(self.plan_capabilities())

    async def discover(self) -> Capabilities:
        return await self.drive(self.plan_discover())

    def plan_server_ops(self) -> Plan[dict[str, Op]]:
        return discovery.plan_server_ops(self)

    def plan_resolve(self, op_id: str) -> Plan[Op]:
        return discovery.plan_resolve(self, op_id)

    async def resolve(self, op_id: str) -> Op:
        return await self.drive(self.plan_resolve(op_id))

    async def invoke(self, op_id: str, args: Mapping[str, Any], *, body: Upload | None = None, wait: bool = True,
                     raw: bool = False, **options: Any) -> Any:
        """The generic call: any op id, arguments by wire name, the result as parsed JSON (bytes for downloads)."""
        op, values = await self.drive(discovery.plan_prepare(self, op_id, args))
        if op.kind == "stream":
            options.pop("job_timeout", None)
            return self.events(op, values, **options)
        return await self.drive(discovery.plan_invoke(self, op, values, body, wait, raw, **options))

    def invoke_sync(self, op_id: str, args: Mapping[str, Any], *, body: Upload | None = None, wait: bool = True,
                    raw: bool = False, **options: Any) -> Any:
        """Blocking twin of `invoke` (a stream comes back as a `SyncStream`)."""
        op, values = self.drive_sync(discovery.plan_prepare(self, op_id, args))
        if op.kind == "stream":
            options.pop("job_timeout", None)
            return self.events_sync(op, values, **options)
        return self.drive_sync(discovery.plan_invoke(self, op, values, body, wait, raw, **options))
