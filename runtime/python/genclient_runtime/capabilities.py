"""What a server reports at `GET /capabilities`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .transport import Transport


def normalise_path(path: str) -> str:
    """`path` with `//` collapsed and `.` and `..` resolved lexically (no file system), never above `/`."""
    segments: list[str] = []
    for segment in path.split("/"):
        if segment in ("", "."):
            continue
        if segment == "..":
            if segments:
                segments.pop()
        else:
            segments.append(segment)
    return "/" + "/".join(segments)


@dataclass(frozen=True)
class PathScope:
    """The file-system paths the server lets one op touch: its allowed `roots` and whether the server says the op
    is `readonly`. No roots: the server reported no restriction."""

    roots: tuple[str, ...] = ()
    readonly: bool = False

    @classmethod
    def of(cls, paths: Any) -> PathScope:
        """The scope of a discovery entry's `paths`: `{"roots": [...], "readonly": bool}` or a bare list of prefixes."""
        listed = paths.get("roots") if isinstance(paths, dict) else paths
        roots = tuple(str(p) for p in listed if isinstance(p, str)) if isinstance(listed, list) else ()
        return cls(roots, isinstance(paths, dict) and paths.get("readonly") is True)

    def allows(self, path: str) -> bool:
        """True when `path` lies inside a root, by whole segments after normalisation (`/tmp` allows `/tmp/a`, not
        `/tmpx` or `/tmp/../etc`); a scope without roots allows everything, and a relative path is the server's to
        resolve against its working directory, so it is let through."""
        if not self.roots or not path.startswith("/"):
            return True
        normal = normalise_path(path)
        for root in self.roots:
            r = normalise_path(root)
            if r == "/" or normal == r or normal.startswith(r + "/"):
                return True
        return False


class Capabilities:
    """What a server reported at `GET /capabilities` (v2.1 ops, v1.x endpoints or v1 groups)."""

    def __init__(self, raw: Any, transport: Transport) -> None:
        self.raw: dict[str, Any] = raw if isinstance(raw, dict) else {}
        self._t = transport
        ops = self.raw.get("ops")
        self._ops: dict[str, Any] = ops if isinstance(ops, dict) else {}
        # "v2.1" (per-op entries), "v1x" (a legacy endpoint list) or "v1" (legacy groups), read in that order as in
        # every language: a union body carrying the older keys as well is the newest generation it carries.
        self.generation: str = ("v2.1" if "ops" in self.raw else
                                "v1x" if isinstance(self.raw.get("endpoints"), list) else
                                "v1" if isinstance(self.raw.get("groups"), list) else "v2.1")
        # Only a v1 server is legacy (group gating, the legacy credential header); a v1.x server is not.
        self.legacy: bool = self.generation == "v1"
        self.catalog_version: str | None = self.raw.get("catalog_version")
        self.sdk_version: str | None = self.raw.get("sdk_version")
        self._endpoints = set(str(e) for e in self.raw.get("endpoints") or [])
        self._groups = [str(g) for g in self.raw.get("groups") or []]

    def _id(self, op: str) -> str:
        op_id = str(op)
        return self._t.spec.aliases.get(op_id, op_id)

    def knows(self, op: str) -> bool:
        """True when the server's catalog has the op at all (enabled or not)."""
        op_id = self._id(op)
        if self.generation == "v2.1":
            return op_id in self._ops
        return self.can(op_id)

    def can(self, op: str) -> bool:
        """True when the server serves the op and has it enabled (v1: through `legacy_groups`)."""
        op_id = self._id(op)
        if self.generation == "v2.1":
            entry = self._ops.get(op_id)
            return isinstance(entry, dict) and bool(entry.get("enabled", True))
        if self.generation == "v1x":
            known = self._t.spec.ops.get(op_id)
            return known is not None and known.legacy is not None and known.legacy.path in self._endpoints
        # A v1 server has no /ops routes: it serves only ops with a legacy binding, gated by group.
        known = self._t.spec.ops.get(op_id)
        if known is None or known.legacy is None:
            return False
        for group in self._groups:
            for pattern in self._t.spec.legacy_groups.get(group, ()):
                if op_id == pattern or (pattern.endswith(".*") and op_id.startswith(pattern[:-1])):
                    return True
        return False

    def limit(self, op: str, name: str) -> int | float | None:
        """The server's limit `name` for the op, or None."""
        entry = self._ops.get(self._id(op))
        limits = entry.get("limits") if isinstance(entry, dict) else None
        value = limits.get(name) if isinstance(limits, dict) else None
        return value if isinstance(value, (int, float)) and not isinstance(value, bool) else None

    def paths(self, op: str) -> PathScope:
        """The op's path scope as the server reported it (no roots: no restriction reported)."""
        entry = self._ops.get(self._id(op))
        return PathScope.of(entry.get("paths") if isinstance(entry, dict) else None)

    def require_paths(self, op: str, args: Mapping[str, Any]) -> None:
        """Raises PolicyDeniedError, without a request, when a file-system path param of the op (its `scoped_params`)
        in `args` lies outside the op's path scope."""
        op_id = self._id(op)
        scope = self.paths(op_id)
        if not scope.roots:
            return
        for name in self._t.spec.scoped_params(op_id):
            value = args.get(name)
            if isinstance(value, str) and not scope.allows(value):
                raise self._t.errors.policy_denied(
                    f"{op_id}: {name} {value!r} is outside the paths the server allows ({', '.join(scope.roots)})",
                    error_code="policy.denied", op=op_id, details={"param": name, "path": value, "roots": list(scope.roots)})

    def require(self, op: str) -> None:
        """Raises OperationNotEnabledError, without a request, unless the server can run the op."""
        if not self.can(op):
            raise self._t.errors.not_enabled(f"{self._id(op)} is not enabled on this server", error_code="op.not_enabled",
                                             op=self._id(op))

    async def check(self, op: str, args: Mapping[str, Any] | None = None, /, **kwargs: Any) -> Any:
        """Asks the server whether `op` with these arguments would be allowed (a dry run through the catalog's check
        op): `caps.check(ops.files.download, path="/etc/passwd")`; a mapping is still accepted as `args`."""
        return await self._t.invoke(*self._check_call(op, args, kwargs))

    def check_sync(self, op: str, args: Mapping[str, Any] | None = None, /, **kwargs: Any) -> Any:
        """Blocking twin of `check`."""
        return self._t.invoke_sync(*self._check_call(op, args, kwargs))

    def _check_call(self, op: str, args: Mapping[str, Any] | None, kwargs: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
        check_op = self._t.spec.check_op
        if check_op is None:
            raise NotImplementedError("this catalog declares no server.check_op")
        return check_op, {"op": self._id(op), "args": self._t.spec.results.dump({**(args or {}), **kwargs})}

    def __repr__(self) -> str:
        return f"Capabilities(generation={self.generation!r}, legacy={self.legacy}, sdk_version={self.sdk_version!r})"


# The design note's name for what `discover()` returns: the same class.
ServerCapabilities = Capabilities
