"""The base of every generated namespace class, and the `openai_client()` helper."""

from __future__ import annotations

import importlib
from collections.abc import Collection, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from .dynamic import Dynamic

if TYPE_CHECKING:
    from .transport import Transport


class Namespace:
    """One namespace of a client: its generated methods call ops through the shared transport; a member it does not
    know resolves through the server's `/ops` on call (the dynamic fallback)."""

    _path: ClassVar[str] = ""

    def __init__(self, transport: Transport) -> None:
        self._t = transport

    def __getattr__(self, name: str) -> Dynamic:
        if name.startswith("_"):
            raise AttributeError(name)
        return Dynamic(self._t, f"{self._path}.{name}" if self._path else name)

    def _args(self, values: Mapping[str, Any], keep: Collection[str] = ()) -> dict[str, Any]:
        """The wire arguments of a generated method's call; `keep` names the required nullable params."""
        return self._t.spec.results.args(values, keep)

    def _result(self, tp: Any, data: Any, op: str | None = None) -> Any:
        """A result of op `op` validated as `tp` (a model with pydantic; as it came with TypedDicts); one that does not
        fit raises the client's contract-mismatch error."""
        return self._t.spec.results.result(tp, data, self._t.errors, op)


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
