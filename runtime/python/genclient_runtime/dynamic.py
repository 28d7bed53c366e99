"""Ops and namespaces the generated client does not know, resolved through the server's `/ops` on call."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .transport import Transport


class Dynamic:
    """An op or namespace the generated client does not know, resolved through the server's `/ops` on call."""

    def __init__(self, transport: Transport, path: str) -> None:
        self._t = transport
        self._path = path

    def __getattr__(self, name: str) -> Dynamic:
        if name.startswith("_"):
            raise AttributeError(name)
        return Dynamic(self._t, f"{self._path}.{name}")

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if self._path.endswith("_sync"):
            return self._t.run(self._invoke(self._path[: -len("_sync")], args, kwargs, True))
        return self._invoke(self._path, args, kwargs, False)

    async def _invoke(self, op_id: str, args: tuple[Any, ...], kwargs: dict[str, Any], sync: bool) -> Any:
        if sync and not (op_id in self._t.spec.ops or op_id in await self._t.load_server_ops()):
            op_id = op_id + "_sync"
        op = await self._t.resolve(op_id)
        options = {k: kwargs.pop(k) for k in ("timeout", "extra_headers", "max_retries", "body", "wait") if k in kwargs}
        if args:
            required = (op.params or {}).get("required") or [] if isinstance(op.params, dict) else []
            if len(args) > len(required):
                raise TypeError(f"{op.id}: too many positional arguments")
            for name, value in zip(required, args):
                if name in kwargs:
                    raise TypeError(f"{op.id}: got multiple values for argument {name!r}")
                kwargs[name] = value
        return await self._t.invoke(op.id, kwargs, **options)

    def __repr__(self) -> str:
        return f"<dynamic op or namespace {self._path}>"
