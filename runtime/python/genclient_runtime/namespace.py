"""The base of every generated namespace class and job member, and the `openai_client()` helper."""

from __future__ import annotations

import importlib
from collections.abc import Collection, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from .dynamic import Dynamic
from .jobs import PendingJob

if TYPE_CHECKING:
    from .transport import Transport


class Bound:
    """A generated object bound to one client's transport: its methods build wire arguments and validate results."""

    def __init__(self, transport: Transport) -> None:
        self._t = transport

    def _args(self, values: Mapping[str, Any], keep: Collection[str] = ()) -> dict[str, Any]:
        """The wire arguments of a generated method's call; `keep` names the required nullable params."""
        return self._t.spec.results.args(values, keep)

    def _result(self, tp: Any, data: Any, op: str | None = None) -> Any:
        """A result of op `op` validated as `tp` (a model with pydantic; as it came with TypedDicts); one that does not
        fit raises the client's contract-mismatch error."""
        return self._t.spec.results.result(tp, data, self._t.errors, op)


class Namespace(Bound):
    """One namespace of a client: its generated methods call ops through the shared transport; a member it does not
    know resolves through the server's `/ops` on call (the dynamic fallback, at run time only: type checkers see no
    such member, so typed code calls those ops with `srv.call("custom.grade", ...)`)."""

    _path: ClassVar[str] = ""

    if not TYPE_CHECKING:
        # The dynamic fallback at run time only: hidden from type checkers, so a misspelt member
        # (`srv.files.lisst_sync`) is a type error; typed code reaches ops the client lacks through `call`.

        def __getattr__(self, name: str) -> Dynamic:
            if name.startswith("_"):
                raise AttributeError(name)
            return Dynamic(self._t, f"{self._path}.{name}" if self._path else name)


class JobMember(Bound):
    """The member of a job op (`srv.agents.codex.install`): calling it starts the job (and waits, unless `wait=False`);
    its generated `wait(pending)` resumes a job started with `wait=False` and returns the typed result."""

    async def _resume(self, pending: PendingJob[Any], result_type: Any, timeout: float | None, **options: Any) -> Any:
        """The job's typed result, polled for at most `timeout` seconds (the wait's deadline; None: the client's)."""
        return self._result(result_type, await self._t.wait(pending, timeout, **options), pending.op)

    def _resume_sync(self, pending: PendingJob[Any], result_type: Any, timeout: float | None, **options: Any) -> Any:
        return self._result(result_type, self._t.wait_sync(pending, timeout, **options), pending.op)


def openai_client(transport: Transport, base_path: str, **kwargs: Any) -> Any:
    """An `openai.OpenAI` client for the server's OpenAI-compatible endpoint at `base_path` (needs `openai`).

    The server token is its `api_key`; a gateway token goes into its `default_headers`, merged with the caller's."""
    try:
        openai = importlib.import_module("openai")
    except ImportError as error:
        raise ImportError(
            "openai_client() needs the 'openai' package, which is not installed: pip install openai") from error
    headers: dict[str, str] = {}
    if transport.gateway_token is not None:
        headers[transport.gateway_header] = transport.gateway_token
    headers.update(kwargs.pop("default_headers", None) or {})
    if headers:
        kwargs["default_headers"] = headers
    return openai.OpenAI(base_url=transport.base_url + base_path, api_key=transport.token or "", **kwargs)
