"""Discovery and the generic call as plans: the server's capabilities, its `/ops` catalog (fetched once) and the
resolution of an op id through the generated catalog, then the server's."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from . import polling
from .bodies import Upload
from .server_ops import check_args, op_from_json
from .spec import Binding, Op
from .sync import Plan

if TYPE_CHECKING:
    from .capabilities import Capabilities
    from .transport import Transport


def plan_capabilities(t: Transport) -> Plan[Any]:
    op = Op(t.spec.capabilities_op, "call", Binding("GET", t.spec.capabilities_path), True)
    response = yield from t.plan_send(op, {}, checked=False)
    return t.json(response, op.id)


def plan_discover(t: Transport) -> Plan[Capabilities]:
    from .capabilities import Capabilities

    caps = Capabilities((yield from plan_capabilities(t)), t)
    if caps.legacy and "groups" in caps.raw and t.spec.legacy_header is not None:
        t.legacy_auth = True
    t.capabilities = caps
    return caps


def plan_server_ops(t: Transport) -> Plan[dict[str, Op]]:
    if t.server_ops is None:
        # The `/ops` catalog is no op of its own: its errors carry no op id.
        response = yield from t.plan_send(Op("", "call", Binding("GET", t.spec.ops_path), True), {}, checked=False)
        catalog = t.json(response, None)
        entries = catalog.get("ops", []) if isinstance(catalog, dict) else []
        sdk = catalog.get("sdk_version") if isinstance(catalog, dict) else None
        t.server_sdk_version = sdk if isinstance(sdk, str) else None
        t.server_ops = {
            str(e["id"]): op_from_json(e, t.spec.ops_path)
            for e in entries if isinstance(e, dict) and "id" in e
        }
    return t.server_ops


def plan_resolve(t: Transport, op_id: str) -> Plan[Op]:
    """The op named `op_id`: generated ops and aliases first, then (fetched once) the server's `/ops` catalog."""
    op_id = str(op_id)
    known = t.spec.known(op_id)
    if known is not None:
        return known
    server_ops = yield from plan_server_ops(t)
    found = server_ops.get(op_id)
    if found is None:
        # The server is named by its sdk_version (from `/ops`, else discovery), as in every language.
        sdk = t.server_sdk_version or (t.capabilities.sdk_version if t.capabilities is not None else None)
        raise t.errors.contract_mismatch(
            f"op {op_id} is in neither this client's catalog nor the server's (sdk_version {sdk or 'unknown'})",
            error_code="op.unknown", op=op_id)
    return found


def plan_prepare(t: Transport, op_id: str, args: Mapping[str, Any]) -> Plan[tuple[Op, dict[str, Any]]]:
    """The op of a generic call and its wire arguments (those of an op known only from `/ops` checked first)."""
    op = yield from plan_resolve(t, op_id)
    if op.id not in t.spec.ops:
        check_args(op, args, t.errors)
    return op, t.spec.results.args(args)


def plan_invoke(t: Transport, op: Op, values: Mapping[str, Any], body: Upload | None, wait: bool, raw: bool,
                **options: Any) -> Plan[Any]:
    """A generic call of any kind but a stream (the result as parsed JSON, bytes for downloads); an upload body is
    sent as it is read, never read whole first."""
    job_timeout = options.pop("job_timeout", None)
    if op.kind == "job" and not raw:
        return (yield from polling.plan_job(t, op, values, wait, job_timeout, **options))
    upload = body if body is not None else (b"" if op.kind == "upload" else None)
    if raw:
        return (yield from t.plan_call_raw(op, values, body=upload, **options))
    return (yield from t.plan_call(op, values, body=upload, **options))
