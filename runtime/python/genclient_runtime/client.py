"""The members every generated `ServerClient` has besides its namespaces: construction, the generic `call`,
`with_response`, discovery, job waits and closing."""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, ParamSpec, TypeVar, cast, overload

import httpx

from .capabilities import Capabilities
from .hooks import Hooks
from .jobs import PendingJob
from .namespace import Namespace
from .opref import OpRef
from .raw import RawResponse, WrongArguments
from .spec import ClientSpec
from .bodies import Upload
from .policy import Backoff
from .transport import Headers, Transport

T = TypeVar("T")
P = ParamSpec("P")
C = TypeVar("C", bound="ClientBase")


class ClientBase(Namespace):
    """The runtime half of a generated `ServerClient`; the generated half sets `_spec` and adds the root namespace."""

    _spec: ClassVar[ClientSpec]

    def __init__(
        self,
        base_url: str | None = None,
        *,
        token: str | None = None,
        legacy_auth: bool = False,
        gateway_token: str | None = None,
        gateway_header: str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        backoff: Backoff | None = None,
        strict: bool = False,
        http_client: httpx.AsyncClient | None = None,
        sync_http_client: httpx.Client | None = None,
        job_timeout: float | None = None,
        headers: Headers | None = None,
        hooks: Hooks | Sequence[Hooks] | None = None,
        logger: logging.Logger | None = None,
    ) -> None:
        spec = type(self)._spec
        # The gateway header, the timeout, the retries, their backoff and the job deadline default to the runtime
        # catalog's client_defaults, as in every language.
        super().__init__(
            Transport(spec, spec.default_base_url if base_url is None else base_url, token, legacy_auth, gateway_token,
                      spec.gateway_header if gateway_header is None else gateway_header,
                      spec.timeout if timeout is None else timeout, max_retries, backoff, strict, http_client,
                      sync_http_client=sync_http_client, job_timeout=job_timeout, headers=headers, hooks=hooks,
                      logger=logger))

    def with_options(
        self: C,
        *,
        timeout: float | None = None,
        max_retries: int | None = None,
        job_timeout: float | None = None,
        headers: Headers | None = None,
        backoff: Backoff | None = None,
        hooks: Hooks | Sequence[Hooks] | None = None,
        logger: logging.Logger | None = None,
    ) -> C:
        """A copy of this client with the transport policy's knobs given here replaced (`headers` are added to the
        client's own, `hooks` replace its hooks): the same base URL and credentials (never changed: what the server
        allows is per principal), and the same connections and discovery, so the copy costs no new connection and
        asks the server nothing its original already asked. `close()` on either closes the connections of both."""
        copy = object.__new__(type(self))
        Namespace.__init__(copy, self._t.with_options(timeout=timeout, max_retries=max_retries, job_timeout=job_timeout,
                                                      headers=headers, backoff=backoff, hooks=hooks, logger=logger))
        return copy

    @property
    def base_url(self) -> str:
        """The server's base URL, as given (without a trailing `/`)."""
        return self._t.base_url

    @property
    def ops(self) -> Any:
        """The ops tree (`ops.files.list`): op references accepted by `call`, `with_response` and `Capabilities.can`."""
        return importlib.import_module(self._t.spec.package + ".ops")

    def describe(self) -> dict[str, Any]:
        """The catalog as this client knows it."""
        return self._t.spec.describe()

    async def call(
        self,
        op: str,
        params: Mapping[str, Any] | None = None,
        /,
        *,
        body: Upload | None = None,
        wait: bool = True,
        timeout: float | None = None,
        extra_headers: Headers | None = None,
        max_retries: int | None = None,
        job_timeout: float | None = None,
        **kwargs: Any,
    ) -> Any:
        """Calls any op by id (an `ops` reference or a string), arguments by wire name; ops unknown to this client go
        through the server's `/ops`. `job_timeout`: a job's wait deadline in seconds (default the client's)."""
        return await self._t.invoke(str(op), {**(params or {}), **kwargs}, body=body, wait=wait, timeout=timeout,
                                    extra_headers=extra_headers, max_retries=max_retries, job_timeout=job_timeout)

    def call_sync(
        self,
        op: str,
        params: Mapping[str, Any] | None = None,
        /,
        *,
        body: Upload | None = None,
        wait: bool = True,
        timeout: float | None = None,
        extra_headers: Headers | None = None,
        max_retries: int | None = None,
        job_timeout: float | None = None,
        **kwargs: Any,
    ) -> Any:
        """Blocking twin of `call` (a stream comes back as a `SyncStream`)."""
        return self._t.invoke_sync(str(op), {**(params or {}), **kwargs}, body=body, wait=wait, timeout=timeout,
                                   extra_headers=extra_headers, max_retries=max_retries, job_timeout=job_timeout)

    @overload
    async def with_response(
        self,
        op: OpRef[Callable[..., T]],
        params: Mapping[str, Any],
        /,
        *,
        body: Upload | None = None,
        timeout: float | None = None,
        extra_headers: Headers | None = None,
        max_retries: int | None = None,
        **kwargs: Any,
    ) -> RawResponse[T]: ...

    @overload
    async def with_response(self, op: OpRef[Callable[P, T]], /, *args: P.args, **kwargs: P.kwargs) -> RawResponse[T]: ...

    @overload
    async def with_response(self, op: OpRef[Any], /, *args: Any, **kwargs: Any) -> WrongArguments: ...

    @overload
    async def with_response(
        self,
        op: str,
        params: Mapping[str, Any] | None = None,
        /,
        *,
        body: Upload | None = None,
        timeout: float | None = None,
        extra_headers: Headers | None = None,
        max_retries: int | None = None,
        **kwargs: Any,
    ) -> RawResponse[Any]: ...

    async def with_response(
        self,
        op: str,
        params: Any = None,
        /,
        *args: Any,
        body: Any = None,
        timeout: Any = None,
        extra_headers: Any = None,
        max_retries: Any = None,
        **kwargs: Any,
    ) -> Any:
        """Calls an op like `call` and returns the raw response: status, headers, request id and the data, typed and
        validated like the op's method result when `op` is an `ops` reference or id this client knows. With an `ops`
        reference, type checkers check the keyword arguments (by wire name) against the op's params."""
        if args:
            raise TypeError(f"with_response() takes the op and an optional params mapping positionally, got {2 + len(args)}")
        return self._typed_raw(op, await self._t.invoke(str(op), {**(params or {}), **kwargs}, body=body, raw=True,
                                                    timeout=timeout, extra_headers=extra_headers,
                                                    max_retries=max_retries))

    def _typed_raw(self, op: str, result: Any) -> RawResponse[Any]:
        """A raw response with its data validated as the op's result type, when this client knows the op."""
        if not isinstance(result, RawResponse):
            raise TypeError(f"{op}: streams have no single raw response")
        # A job's raw response is its start answer (the pending handle's body), not its result.
        known = self._t.spec.known(str(op))
        if known is not None and known.kind != "job":
            result.data = self._typed(known.id, result.data, result.request_id or None)
        return result

    @overload
    def with_response_sync(
        self,
        op: OpRef[Callable[..., T]],
        params: Mapping[str, Any],
        /,
        *,
        body: Upload | None = None,
        timeout: float | None = None,
        extra_headers: Headers | None = None,
        max_retries: int | None = None,
        **kwargs: Any,
    ) -> RawResponse[T]: ...

    @overload
    def with_response_sync(self, op: OpRef[Callable[P, T]], /, *args: P.args, **kwargs: P.kwargs) -> RawResponse[T]: ...

    @overload
    def with_response_sync(self, op: OpRef[Any], /, *args: Any, **kwargs: Any) -> WrongArguments: ...

    @overload
    def with_response_sync(
        self,
        op: str,
        params: Mapping[str, Any] | None = None,
        /,
        *,
        body: Upload | None = None,
        timeout: float | None = None,
        extra_headers: Headers | None = None,
        max_retries: int | None = None,
        **kwargs: Any,
    ) -> RawResponse[Any]: ...

    def with_response_sync(
        self,
        op: str,
        params: Any = None,
        /,
        *args: Any,
        body: Any = None,
        timeout: Any = None,
        extra_headers: Any = None,
        max_retries: Any = None,
        **kwargs: Any,
    ) -> Any:
        """Blocking twin of `with_response`."""
        if args:
            raise TypeError(f"with_response_sync() takes the op and an optional params mapping positionally, got {2 + len(args)}")
        return self._typed_raw(op, self._t.invoke_sync(str(op), {**(params or {}), **kwargs}, body=body, raw=True,
                                                   timeout=timeout, extra_headers=extra_headers,
                                                   max_retries=max_retries))

    async def capabilities(self) -> Any:
        """The raw `GET /capabilities` body; changes nothing in the client."""
        return await self._t.fetch_capabilities()

    def capabilities_sync(self) -> Any:
        """Blocking twin of `capabilities`."""
        return self._t.drive_sync(self._t.plan_capabilities())

    async def discover(self) -> Capabilities:
        """Fetches and caches the server's capabilities; later calls then use legacy bindings on v1 servers and raise ContractMismatchError before sending an op the server lacks."""
        return await self._t.discover()

    def discover_sync(self) -> Capabilities:
        """Blocking twin of `discover`."""
        return self._t.drive_sync(self._t.plan_discover())

    async def wait(self, job: PendingJob[T], *, timeout: float | None = None) -> T:
        """Polls a pending job's status op until it succeeds (returns its result, validated as the job op's result type)
        or fails (raises the mapped error), for at most `timeout` seconds (default the client's `job_timeout`): past
        it, the transport error `job_deadline` carrying the job id, and `job` can be waited on again. The job op's own
        `wait` (`srv.agents.codex.install.wait(pending)`) is the same, typed for that op."""
        return cast(T, self._typed(job.op, await self._t.wait(job, timeout)))

    def _typed(self, op_id: str, data: Any, request_id: str | None = None) -> Any:
        """`data` validated as the result type of the op `op_id` when this client knows the op, else as it came; data
        that does not fit is the client's contract-mismatch error, naming the request when it is known."""
        spec = self._t.spec
        known = spec.known(op_id)
        result_type = None if known is None else spec.result_type(known)
        return data if result_type is None else spec.results.result(result_type, data, self._t.errors, op_id, request_id)

    def wait_sync(self, job: PendingJob[T], *, timeout: float | None = None) -> T:
        """Blocking twin of `wait`."""
        return cast(T, self._typed(job.op, self._t.wait_sync(job, timeout)))

    async def aclose(self) -> None:
        """Closes the HTTP connections of the current event loop."""
        await self._t.aclose()

    def close(self) -> None:
        """Closes the `_sync` streams still open and the connections of the blocking client."""
        self._t.close()

    async def __aenter__(self: C) -> C:
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.aclose()

    def __enter__(self: C) -> C:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
