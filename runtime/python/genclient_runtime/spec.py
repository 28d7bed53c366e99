"""The interface generated code fills for the runtime: the embedded catalog (ops, aliases, discovery routes) and
the error table with its roles. The runtime reads the catalog only through a `ClientSpec`."""

from __future__ import annotations

import datetime
import importlib
import json
from collections.abc import Callable, Collection, Mapping
from typing import TYPE_CHECKING, Any

from .document import DocumentText
from .errors import ClientUsageError
from .schema import problem

if TYPE_CHECKING:
    from .errors import ErrorTable
    from .jobs import PendingJob


class Binding:
    """One HTTP binding of an op: method and path template (`/v2/files/{path}`)."""

    __slots__ = ("method", "path")

    def __init__(self, method: str, path: str) -> None:
        self.method = method
        self.path = path


class Op:
    """One op of the catalog as the runtime needs it. `home` is the module whose `_RESULTS` holds the op's result type."""

    __slots__ = ("id", "kind", "http", "idempotent", "legacy", "status_op", "id_param", "pending", "params", "home",
                 "stream_format")

    def __init__(
        self,
        id: str,
        kind: str,
        http: Binding,
        idempotent: bool,
        legacy: Binding | None = None,
        status_op: str | None = None,
        id_param: str = "job_id",
        pending: type[PendingJob[Any]] | None = None,
        params: Any = None,
        home: str | None = None,
        stream_format: str = "ndjson",
    ) -> None:
        self.id = id
        self.kind = kind
        self.http = http
        self.idempotent = idempotent
        self.legacy = legacy
        self.status_op = status_op
        self.id_param = id_param
        self.pending = pending
        self.params = params
        self.home = home
        self.stream_format = stream_format


def json_data(value: Any, leaf: Callable[[Any], Any], whole: type | tuple[type, ...] = ()) -> Any:
    """`value` as JSON data: mappings and sequences walked, a `datetime` written as its RFC 3339 text, every other
    value, and a value of a `whole` type (a result model, which is a mapping too), passed to `leaf`."""
    if isinstance(value, Mapping) and not isinstance(value, whole):
        return {str(k): json_data(v, leaf, whole) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [json_data(v, leaf, whole) for v in value]
    if isinstance(value, datetime.datetime):
        return rfc3339(value)
    return leaf(value)


def rfc3339(value: datetime.datetime) -> str:
    """A `format: date-time` value as every client sends it (Java's `OffsetDateTime` text): seconds always, the
    fraction without trailing zeros, the offset as `+HH:MM`, `Z` for UTC. A naive datetime (no `tzinfo`) is refused:
    which zone it means is the caller's to say."""
    offset = value.utcoffset()
    if offset is None:
        raise ClientUsageError(f"a date-time needs a timezone: {value.isoformat()} has none (give it one, e.g. "
                               "datetime.now(timezone.utc) or value.replace(tzinfo=timezone.utc))")
    local = value.replace(tzinfo=None).isoformat(timespec="seconds")
    fraction = f".{value.microsecond:06d}".rstrip("0") if value.microsecond else ""
    zone = "Z" if not offset else value.isoformat(timespec="seconds")[len(local):]
    return local + fraction + zone


class Results:
    """How results are validated and arguments dumped: pydantic models or plain data (TypedDict)."""

    def __init__(self, validate: Callable[[Any, Any], Any], dump: Callable[[Any], Any]) -> None:
        self.validate = validate
        self.dump = dump

    def result(self, tp: Any, data: Any, errors: ErrorTable, op: str | None, request_id: str | None = None) -> Any:
        """`data` validated as `tp`; data that does not fit (pydantic's ValidationError, a shape check's ValueError or
        TypeError) is the client's own error: the contract-mismatch role's, as in every language's client."""
        try:
            return self.validate(tp, data)
        except (ValueError, TypeError) as error:
            raise errors.malformed_result("the result does not match the op's result schema", error, op,
                                          request_id) from error

    def args(self, values: Mapping[str, Any], keep: Collection[str] = ()) -> dict[str, Any]:
        """The wire arguments of a call: every value dumped to JSON data, `None` left out, except for the
        required nullable params named in `keep`, whose `None` is sent as JSON null."""
        return {k: self.dump(v) for k, v in values.items() if v is not None or k in keep}


class ClientSpec:
    """The embedded catalog of one generated client."""

    def __init__(
        self,
        *,
        name: str,
        catalog_version: str,
        sdk_version: str | None,
        client_header: str,
        client_value: str,
        legacy_header: str | None,
        default_base_url: str,
        capabilities_path: str,
        capabilities_op: str,
        ops_path: str,
        check_op: str | None,
        gateway_header: str,
        timeout: float,
        legacy_groups: Mapping[str, tuple[str, ...]],
        ops: Mapping[str, Op],
        aliases: Mapping[str, str],
        errors: ErrorTable,
        results: Results,
        package: str,
        document: str,
    ) -> None:
        self.name = name
        self.catalog_version = catalog_version
        self.sdk_version = sdk_version
        self.client_header = client_header
        self.client_value = client_value
        self.legacy_header = legacy_header
        self.default_base_url = default_base_url
        self.capabilities_path = capabilities_path
        self.capabilities_op = capabilities_op
        self.ops_path = ops_path
        self.check_op = check_op
        self.gateway_header = gateway_header
        self.timeout = timeout
        self.legacy_groups = legacy_groups
        self.ops = ops
        self.aliases = aliases
        self.errors = errors
        self.results = results
        self.package = package
        self.document = document
        self._document: DocumentText | None = None

    def known(self, op_id: str) -> Op | None:
        """The op of this catalog named `op_id` (an alias names its target), or None."""
        op_id = str(op_id)
        return self.ops.get(self.aliases.get(op_id, op_id))

    def result_type(self, op: Op) -> Any:
        """The result type of a known op (loading the module of its namespace), or None."""
        if op.home is None:
            return None
        results: Mapping[str, Any] = getattr(importlib.import_module(op.home), "_RESULTS", {})
        return results.get(op.id)

    def scoped_params(self, op_id: str) -> tuple[str, ...]:
        """The params of a known op that hold server file-system paths (the document's `scoped_params`)."""
        scoped = self._read().op(op_id).get("scoped_params")
        return tuple(str(n) for n in scoped) if isinstance(scoped, list) else ()

    def _read(self) -> DocumentText:
        """The document for the runtime's own reading, parsed a piece at a time (never handed out: `describe` parses
        afresh)."""
        if self._document is None:
            self._document = DocumentText(getattr(importlib.import_module(self.document), "DOCUMENT"))
        return self._document

    def client_defaults(self) -> Mapping[str, Any]:
        """The document's `client_defaults`: the transport policy's numbers."""
        defaults = self._read().field("client_defaults")
        return defaults if isinstance(defaults, dict) else {}

    def idempotency_header(self) -> str | None:
        """The document's `auth.idempotency_header`: the header of the key a non-idempotent call sends (None: none)."""
        auth = self._read().field("auth")
        header = auth.get("idempotency_header") if isinstance(auth, dict) else None
        return header if isinstance(header, str) else None

    def stream_format(self, op: Op) -> str:
        """A stream op's framing, `ndjson` or `sse`: the document's for an op it holds, else the op's own (an op of
        the server's `/ops` catalog)."""
        found = self._read().op(op.id).get("stream_format")
        return found if found in ("ndjson", "sse") else op.stream_format

    def pagination(self, op_id: str) -> Mapping[str, Any] | None:
        """The document's `pagination` of a known op (how its pages are walked), or None."""
        found = self._read().op(op_id).get("pagination")
        return found if isinstance(found, dict) else None

    def result_problem(self, op_id: str, data: Any) -> str | None:
        """What in a call's JSON result does not fit the op's result schema (None: it fits, or the op has none)."""
        schema = self._read().op(op_id).get("result")
        return None if schema is None else problem(data, schema, self._read().types)

    def event_problem(self, op_id: str, event: Any) -> str | None:
        """What in a stream event does not fit the op's event schema (None: it fits, or the op has none)."""
        schema = self._read().op(op_id).get("event")
        return None if schema is None else problem(event, schema, self._read().types, "event")

    def describe(self) -> dict[str, Any]:
        """The runtime catalog document (`docs/runtime-catalog.md`), the same in every language's client: read from
        the module `document` (its `DOCUMENT` JSON text) on each call, so the answer is the caller's to change."""
        text: str = getattr(importlib.import_module(self.document), "DOCUMENT")
        document: dict[str, Any] = json.loads(text)
        return document
