"""The members every generated `ServerClient` has besides its namespaces: construction, the generic `call`,
`with_response`, discovery, job waits and closing."""

from __future__ import annotations

import importlib
from collections.abc import AsyncIterator, Callable, Mapping
from typing import Any, ClassVar, ParamSpec, TypeVar, cast, overload

import httpx

from .capabilities import Capabilities
from .jobs import PendingJob
from .namespace import Namespace
from .opref import OpRef
from .raw import RawResponse, WrongArguments
from .spec import ClientSpec
from .transport import Backoff, Headers, Transport, Upload, default_backoff

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
        gateway_header: str = "X-Gateway-Token",
        timeout: float = 30.0,
        max_retries: int = 2,
        backoff: Backoff = default_backoff,
        strict: bool = False,
        http_client: httpx.AsyncClient | None = None,
    ) -> None:
        spec = type(self)._spec
        super().__init__(
            Transport(spec, spec.default_base_url if base_url is None else base_url, token, legacy_auth, gateway_token,
                      gateway_header, timeout, max_retries, backoff, strict, http_client))

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
        **kwargs: Any,
    ) -> Any:
        """Calls any op by id (an `ops` reference or a string), arguments by wire name; ops unknown to this client go through the server's `/ops`."""
        return await self._t.invoke(str(op), {**(params or {}), **kwargs}, body=body, wait=wait, timeout=timeout,
                                    extra_headers=extra_headers, max_retries=max_retries)

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
        **kwargs: Any,
    ) -> Any:
        """Blocking twin of `call` (a stream comes back as an iterator)."""
        result = self._t.run(self.call(op, params, body=body, wait=wait, timeout=timeout, extra_headers=extra_headers,
                                       max_retries=max_retries, **kwargs))
        if isinstance(result, AsyncIterator):
            return self._t.iterate(result)
        return result

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
        result = await self._t.invoke(str(op), {**(params or {}), **kwargs}, body=body, raw=True, timeout=timeout,
                                      extra_headers=extra_headers, max_retries=max_retries)
        if not isinstance(result, RawResponse):
            raise TypeError(f"{op}: streams have no single raw response")
        spec = self._t.spec
        known = spec.known(str(op))
        if known is not None and (result_type := spec.result_type(known)) is not None:
            result.data = spec.results.result(result_type, result.data, self._t.errors, known.id, result.request_id or None)
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
        return self._t.run(self.with_response(op, params, *args, body=body, timeout=timeout, extra_headers=extra_headers,
                                              max_retries=max_retries, **kwargs))

    async def capabilities(self) -> Any:
        """The raw `GET /capabilities` body; changes nothing in the client."""
        return await self._t.fetch_capabilities()

    def capabilities_sync(self) -> Any:
        """Blocking twin of `capabilities`."""
        return self._t.run(self.capabilities())

    async def discover(self) -> Capabilities:
        """Fetches and caches the server's capabilities; later calls then use legacy bindings on v1 servers and raise ContractMismatchError before sending an op the server lacks."""
        return await self._t.discover()

    def discover_sync(self) -> Capabilities:
        """Blocking twin of `discover`."""
        return self._t.run(self.discover())

    async def wait(self, job: PendingJob[T]) -> T:
        """Polls a pending job's status op until it succeeds (returns its result) or fails (raises the mapped error)."""
        return cast(T, await self._t.wait(job))

    def wait_sync(self, job: PendingJob[T]) -> T:
        """Blocking twin of `wait`."""
        return self._t.run(self.wait(job))

    async def aclose(self) -> None:
        """Closes the HTTP connections of the current event loop."""
        await self._t.aclose()

    def close(self) -> None:
        """Closes the connections and private event loops the `_sync` methods opened."""
        self._t.close()

    async def __aenter__(self: C) -> C:
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.aclose()

    def __enter__(self: C) -> C:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
