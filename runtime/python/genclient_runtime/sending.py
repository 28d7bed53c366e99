"""Sending one logical call as a plan (sync.py): the request built from the op's binding, tries retried under the
retry policy, redirects followed under the redirect policy, a body with a `Content-Encoding` httpx cannot decode
refused, and every failure mapped into the client's error tree."""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, NamedTuple
from urllib.parse import quote

import httpx

from . import hooks, redirects
from .bodies import Body, Upload
from .errors import ApiError, ClientUsageError
from .hooks import HookContext
from .policy import retry_after_seconds
from .spec import Binding, Op
from .sync import Build, Close, Plan, Read, Send, Sleep

if TYPE_CHECKING:
    from .transport import Transport

Headers = Mapping[str, str]

_PATH_PARAM = re.compile(r"\{([^}]+)\}")
DECODED_ENCODINGS = frozenset({"identity", "gzip", "x-gzip", "deflate"})
"""The content codings httpx decodes itself; a body in any other coding is refused (`bad_framing`)."""


def query_value(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        raise TypeError("object values cannot go in a query string")
    return json.dumps(value)


class Prepared(NamedTuple):
    """A request ready to send on each try: what the op's binding and arguments make of it."""

    method: str
    url: str
    query: tuple[tuple[str, str], ...] | None
    body: Body | None
    headers: dict[str, str]
    request_id: str


def prepare(t: Transport, op: Op, chosen: Binding, args: Mapping[str, Any], body: Upload | None,
            extra_headers: Headers | None) -> Prepared:
    """Path params into the path; the rest into the query (GET, DELETE, HEAD, or beside an upload body) or a JSON body."""
    headers = t.headers(str(uuid.uuid4()), extra_headers)
    key_header = t.spec.idempotency_header()
    if key_header is not None and not op.idempotent and not any(n.lower() == key_header.lower() for n in headers):
        # One key per logical call, sent again on each retry; a key the caller passed in extra_headers wins.
        headers[key_header] = str(uuid.uuid4())
    rest = dict(args)
    path = chosen.path
    for name in _PATH_PARAM.findall(path):
        value = rest.pop(name, None)
        if value is None:
            raise TypeError(f"{op.id}: missing path parameter {name!r}")
        path = path.replace("{" + name + "}", quote(query_value(value), safe=""))
    query: list[tuple[str, str]] = []
    payload: Body | None = None
    if body is not None or chosen.method in ("GET", "DELETE", "HEAD"):
        for name, value in rest.items():
            for item in value if isinstance(value, (list, tuple)) else [value]:
                query.append((name, query_value(item)))
        if body is not None:
            payload = Body(body)
            headers.setdefault("Content-Type", "application/octet-stream")
            headers.update(payload.headers())
    else:
        payload = Body(json.dumps(rest).encode())
        headers.setdefault("Content-Type", "application/json")
        headers.update(payload.headers())
    return Prepared(chosen.method, t.base_url + path, tuple(query) if query else None, payload, headers,
                    headers["X-Request-Id"])


def plan_send(
    t: Transport,
    op: Op,
    args: Mapping[str, Any],
    *,
    binding: Binding | None = None,
    body: Upload | None = None,
    timeout: float | None = None,
    extra_headers: Headers | None = None,
    max_retries: int | None = None,
    stream: bool = False,
    checked: bool = True,
) -> Plan[httpx.Response]:
    """Sends one logical call, retrying under the retry policy; raises the mapped error on a non-2xx answer.

    `stream=False` reads a 2xx body whole inside the try: one that breaks off or stays silent past the timeout is
    retried like a lost response (idempotent ops), then raises the transport error. A `stream=True` body is the
    caller's: its failures surface from the stream's reads, never retried."""
    if checked:
        if t.strict and t.capabilities is None:
            raise ClientUsageError(f"strict mode: call discover() before calling {op.id}")
        chosen = t.binding(op, binding)
        if t.capabilities is not None:
            # A file-system path outside the op's discovered scope fails fast (a known 403 policy.denied).
            t.capabilities.require_paths(op.id, args)
    else:
        chosen = binding or op.http
    prepared = prepare(t, op, chosen, args, body, extra_headers)
    request_id = prepared.request_id
    policy = t.policy.retry
    retries = t.max_retries if max_retries is None else max_retries
    # A non-idempotent op is retried only when the call carries an idempotency key the server can deduplicate on.
    key_header = t.spec.idempotency_header()
    retryable = op.idempotent or (key_header is not None
                                  and any(n.lower() == key_header.lower() for n in prepared.headers))
    attempt = 0
    while True:
        # Each try's hooks see its own copy of the headers (before_request may change them for this try only).
        ctx = HookContext(op.id or None, request_id, attempt + 1, prepared.method, prepared.url, dict(prepared.headers))
        try:
            response = yield from plan_try(t, op, prepared, timeout if timeout is not None else t.timeout, attempt,
                                           stream, ctx)
        except (httpx.TransportError, httpx.DecodingError) as error:
            mapped = t.errors.from_transport(error, op.id or None, request_id)
            yield from hooks.plan_run(hooks.failed(t.hooks, ctx, mapped))
            if isinstance(error, httpx.TransportError) and policy.connection_errors and _may_retry(
                    retryable, attempt, retries, prepared.body):
                wait = t.backoff(attempt, None)
                t.log.retry(op.id, request_id, attempt + 1,
                            "timeout" if isinstance(error, httpx.TimeoutException) else "connection", wait)
                yield Sleep(wait)
                attempt += 1
                continue
            raise mapped from error
        except ApiError as error:  # a refused redirect or framing: the try's end
            yield from hooks.plan_run(hooks.failed(t.hooks, ctx, error))
            raise
        if response.status_code in policy.statuses and _may_retry(retryable, attempt, retries, prepared.body):
            sent = response.headers.get("Retry-After")
            after = retry_after_seconds(sent, t.wall_clock())
            yield Close(response)
            if after is not None and after > policy.retry_after_max_seconds:
                too_long = t.errors.transport_failure(
                    "retry_after_too_long",
                    f"the server asked to retry after {sent}, more than the {policy.retry_after_max_seconds:g} s "
                    "the client waits", op.id or None, response.headers.get("X-Request-Id", request_id),
                    retry_after=after if isinstance(after, int) else round(after), status=response.status_code)
                yield from hooks.plan_run(hooks.failed(t.hooks, ctx, too_long))
                raise too_long
            wait = t.backoff(attempt, None if after is None else float(after))
            t.log.retry(op.id, request_id, attempt + 1, "status", wait, response.status_code, after)
            yield Sleep(wait)
            attempt += 1
            continue
        if response.status_code >= 400:
            data = yield from plan_read_body(t, response, op.id or None, request_id)
            failure = t.errors.from_response(
                response.status_code, data, op.id, response.headers.get("X-Request-Id", request_id))
            yield from hooks.plan_run(hooks.failed(t.hooks, ctx, failure))
            raise failure
        return response


_BAD_LOCATION = "Invalid URL in location header"
"""How httpx's error begins when a redirect's Location is no URL it can parse."""


def _may_retry(retryable: bool, attempt: int, retries: int, body: Body | None) -> bool:
    """Whether another try may go: a retryable op, retries left, and a body that can be sent again."""
    return retryable and attempt < retries and not (body is not None and body.spent)


def plan_try(t: Transport, op: Op, prepared: Prepared, timeout: float, attempt: int,
             stream: bool, ctx: HookContext) -> Plan[httpx.Response]:
    """One try: the before-request hooks, the request sent, redirects followed under the policy, the after-response
    hooks once the answer's headers are in; a 2xx body read whole unless `stream`."""
    policy = t.policy.redirects
    yield from hooks.plan_run(hooks.before(t.hooks, ctx))
    method, url, query, headers = prepared.method, httpx.URL(prepared.url), prepared.query, dict(ctx.headers)
    hops = 0
    while True:
        started = t.clock()
        t.log.request(op.id, method, url.path, prepared.request_id, attempt + 1, headers)
        request = yield Build(method, url, query, prepared.body, headers, timeout)
        try:
            response: httpx.Response = yield Send(request)
        except httpx.RemoteProtocolError as error:
            # httpx parses a redirect's Location itself while it answers (even when it follows none), and one it cannot
            # parse fails the send: the server answered, so this is a redirect not followed, not a lost connection.
            if not str(error).startswith(_BAD_LOCATION):
                raise
            raise t.errors.transport_failure(
                "redirect_not_followed", f"redirect not followed: {error}", op.id or None, prepared.request_id) from None
        t.log.response(op.id, method, url.path, response.status_code, prepared.request_id, attempt + 1,
                       t.clock() - started, response.headers)
        if 300 <= response.status_code < 400:
            yield Close(response)
            location = response.headers.get("Location")
            body = prepared.body
            why = redirects.refusal(policy, response.status_code, method, location,
                                    body is None or not body.spent, hops)
            if why is not None or location is None:
                raise t.errors.transport_failure(
                    "redirect_not_followed", f"redirect not followed: {why}", op.id or None, prepared.request_id,
                    status=response.status_code, location=location)
            url, headers = redirects.hop(request.url, location, headers, t.cross_origin_strip())
            query = None
            hops += 1
            t.log.redirect(op.id, prepared.request_id, response.status_code,
                           f"{url.scheme}://{url.netloc.decode()}{url.path}", url.netloc != request.url.netloc
                           or url.scheme != request.url.scheme)
            continue
        try:
            yield from hooks.plan_run(hooks.after(t.hooks, ctx, response))
        except BaseException:
            yield Close(response)
            raise
        encoding = check_encoding(t, response, op, prepared.request_id)
        if encoding is not None:
            yield Close(response)
            raise encoding
        if response.status_code < 400 and not stream:
            # Read whole before returning: nothing reached the caller yet, so a broken body is retried.
            try:
                yield Read(response)
            finally:
                yield Close(response)
        return response


def check_encoding(t: Transport, response: httpx.Response, op: Op, request_id: str) -> Exception | None:
    """The error of a body framed two ways (`Content-Length` with `Transfer-Encoding`: which one a proxy on the way
    believed is unknown, so neither is), or whose `Content-Encoding` httpx would hand over undecoded (the client asks
    for identity, so a server that encodes anyway must use a coding httpx decodes), else None."""
    if "Content-Length" in response.headers and "Transfer-Encoding" in response.headers:
        return t.errors.transport_failure("bad_framing", "the answer has both Content-Length and Transfer-Encoding",
                                          op.id or None, request_id)
    codings = [c.strip().lower() for c in response.headers.get("Content-Encoding", "").split(",") if c.strip()]
    unknown = [c for c in codings if c not in DECODED_ENCODINGS]
    if not unknown:
        return None
    return t.errors.transport_failure("bad_framing", f"the body arrived in a content coding the client cannot decode: "
                                      f"{', '.join(unknown)}", op.id or None, request_id)


def plan_read_body(t: Transport, response: httpx.Response, op: str | None, request_id: str | None) -> Plan[bytes]:
    """Reads a whole body and closes the response; a body that breaks off or stays silent past the timeout is the
    transport error."""
    try:
        data: bytes = yield Read(response)
        return data
    except (httpx.TransportError, httpx.DecodingError) as error:
        raise t.errors.from_transport(error, op, request_id) from error
    finally:
        yield Close(response)
