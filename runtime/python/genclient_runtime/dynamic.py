"""Ops and namespaces the generated client does not know, resolved through the server's `/ops` on call."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .sync import Plan
    from .transport import Transport


_OPTIONS = ("timeout", "extra_headers", "max_retries", "body", "wait", "job_timeout")
"""The per-call options a dynamic call takes besides the op's arguments."""


class Dynamic:
    """An op or namespace the generated client does not know, resolved through the server's `/ops` on call."""

    def __init__(self, transport: Transport, path: str) -> None:
        self._t = transport
        self._path = path

    if not TYPE_CHECKING:  # a dynamic namespace's members are dynamic too; type checkers see none (`call` is typed)

        def __getattr__(self, name: str) -> Dynamic:
            if name.startswith("_"):
                raise AttributeError(name)
            return Dynamic(self._t, f"{self._path}.{name}")

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if self._path.endswith("_sync"):
            op_id, values, options = self._t.drive_sync(self._plan(self._path[: -len("_sync")], args, kwargs, True))
            return self._t.invoke_sync(op_id, values, **options)
        return self._invoke(self._path, args, kwargs)

    async def _invoke(self, op_id: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        op_id, values, options = await self._t.drive(self._plan(op_id, args, kwargs, False))
        return await self._t.invoke(op_id, values, **options)

    def _plan(self, op_id: str, args: tuple[Any, ...], kwargs: dict[str, Any],
              sync: bool) -> Plan[tuple[str, dict[str, Any], dict[str, Any]]]:
        """The op id, wire arguments and per-call options of a dynamic call (positional arguments fill the op's
        required params in order); `x_sync` is the blocking twin of `x` (an op or an op alias: `system.env_sync` of the
        alias `system.env`, which has a namespace's name) unless an op is named `x_sync` itself."""
        if sync and not (self._t.spec.known(op_id) is not None or op_id in (yield from self._t.plan_server_ops())):
            op_id = op_id + "_sync"
        op = yield from self._t.plan_resolve(op_id)
        options: dict[str, Any] = {k: kwargs.pop(k) for k in _OPTIONS if k in kwargs}
        if args:
            required = (op.params or {}).get("required") or [] if isinstance(op.params, dict) else []
            if len(args) > len(required):
                raise TypeError(f"{op.id}: too many positional arguments")
            for name, value in zip(required, args):
                if name in kwargs:
                    raise TypeError(f"{op.id}: got multiple values for argument {name!r}")
                kwargs[name] = value
        return op.id, kwargs, options

    def __repr__(self) -> str:
        return f"<dynamic op or namespace {self._path}>"
