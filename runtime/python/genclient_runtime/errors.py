"""The error base class and the error factory by role: the generated client fills an `ErrorTable` with its
catalog's classes (one per error-table row) and the class of each role the runtime raises itself."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

import httpx


class ClientUsageError(RuntimeError):
    """A misuse of the client, refused before any request (strict mode before `discover()`): not a server answer,
    so not an ApiError."""


PLAIN_MESSAGE_LIMIT = 500
"""The longest message kept of an error response without an envelope (a legacy server's plain text)."""


def error_text(catalog_class: str, code: str, error_code: str | None, op: str | None, message: str,
               status: int | None, request_id: str | None) -> str:
    """The error text, the same in every language's client: `<class>[ <E-code>][ <wire code>][ in <op>]: <message>[
    (HTTP <status>, request <id>)]`; a part without a value is left out, the message loses its trailing white space."""
    out = catalog_class
    if code:
        out += f" {code}"
    if error_code:
        out += f" {error_code}"
    if op:
        out += f" in {op}"
    out += f": {message.rstrip()}"
    parts = ([f"HTTP {status}"] if status else []) + ([f"request {request_id}"] if request_id else [])
    return f"{out} ({', '.join(parts)})" if parts else out


class ApiError(Exception):
    """Base of every error the server answers with, carrying the catalog's error-table fields. `str(e)` is the error
    text every client shows alike (`error_text`); `message` (also `error_message`) is the message alone."""

    catalog_class: ClassVar[str] = "ApiError"
    code: ClassVar[str] = ""
    exit_family: ClassVar[str] = "other"
    statuses: ClassVar[tuple[int, ...]] = ()
    exit_codes: ClassVar[Mapping[str, int]] = {}

    def __init__(
        self,
        message: str,
        *,
        status: int | None = None,
        error_code: str | None = None,
        op: str | None = None,
        request_id: str | None = None,
        details: Any = None,
        result: Any = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.result = result
        """The result the call returned, for an exit-check error (`check=True`); None for every other error."""
        self.status = status
        self.error_code = error_code
        self.op = op
        self.request_id = request_id
        self.details = details

    @property
    def error_message(self) -> str:
        """The message alone (the envelope's `message`, or the client's own): `message` under the other clients' name."""
        return self.message

    @property
    def status_code(self) -> int | None:
        """The HTTP status: `status` under the name existing user code reads."""
        return self.status

    @property
    def error_type(self) -> str | None:
        """The wire family: the wire code up to its first dot (`files`), or None without a wire code."""
        return self.error_code.split(".", 1)[0] if self.error_code else None

    @property
    def endpoint(self) -> str | None:
        """The op id of the call: `op` under the name existing user code reads."""
        return self.op

    @property
    def exit_code(self) -> int:
        """The process exit code of this error's exit family (the catalog's `exit_codes`)."""
        return self.exit_codes.get(self.exit_family, self.exit_codes.get("other", 1))

    def __str__(self) -> str:
        return error_text(self.catalog_class, self.code, self.error_code, self.op, self.message, self.status,
                          self.request_id)


ErrorRow = tuple[type[ApiError], tuple[str, ...], tuple[str, ...]]
"""One served row of the error table: its class, its exact wire codes and its wire-code prefixes (`files.`)."""


class ErrorTable:
    """The catalog's error table and the class of each role: `base` (unmapped answers), `contract_mismatch`
    (an op the server lacks), `not_enabled` (an op the server disabled), `policy_denied` (a path outside the op's
    discovered scope) and `transport` (no HTTP response)."""

    def __init__(
        self,
        rows: Sequence[ErrorRow],
        *,
        base: type[ApiError],
        contract_mismatch: type[ApiError],
        not_enabled: type[ApiError],
        policy_denied: type[ApiError],
        transport: type[ApiError],
        declared: Mapping[str, Sequence[str]] | None = None,
        exit_checks: Mapping[str, tuple[str, type[ApiError]]] | None = None,
    ) -> None:
        self.rows = tuple(rows)
        self.base = base
        self.contract_mismatch = contract_mismatch
        self.not_enabled = not_enabled
        self.policy_denied = policy_denied
        self.transport = transport
        self.declared = {op: tuple(codes) for op, codes in (declared or {}).items()}
        """Op id -> the wire codes it declares in its `errors`."""
        self.exit_checks = dict(exit_checks or {})
        """Op id -> its `exit_check`: the result's exit field and the class raised when it is not 0."""

    def exit_error(self, op: str, data: Any, result: Any, request_id: str | None) -> ApiError | None:
        """For a call made with `check=True`: the op's exit-check error when the result's exit field (in the wire
        `data`) is not 0, `details` the wire result and `result` the result as returned; else None."""
        check = self.exit_checks.get(op)
        value = data.get(check[0]) if check is not None and isinstance(data, dict) else None
        if check is None or not isinstance(value, int) or isinstance(value, bool) or value == 0:
            return None
        return check[1](f"{check[0]} {value}", op=op, request_id=request_id, details=data, result=result)

    def _by_wire(self, error_code: str) -> type[ApiError] | None:
        """The row of a wire code: an exact code first, then the longest prefix; None when no row maps it."""
        for cls, exact, _prefixes in self.rows:
            if error_code in exact:
                return cls
        best: type[ApiError] | None = None
        best_length = -1
        for cls, _exact, prefixes in self.rows:
            for prefix in prefixes:
                if error_code.startswith(prefix) and len(prefix) > best_length:
                    best, best_length = cls, len(prefix)
        return best

    def class_for(self, error_code: str | None, status: int | None, op: str | None = None) -> type[ApiError]:
        """Exact wire code, then the longest prefix, then the first row listing the status (the rows `op` declares in
        its `errors` first, then table order), then the base row."""
        if error_code:
            found = self._by_wire(error_code)
            if found is not None:
                return found
        if status is not None:
            own = {self._by_wire(code) for code in self.declared.get(op or "", ())}
            for cls, _exact, _prefixes in self.rows:
                if cls in own and status in cls.statuses:
                    return cls
            for cls, _exact, _prefixes in self.rows:
                if status in cls.statuses:
                    return cls
        return self.base

    def from_body(self, error: Any, status: int | None, op: str, request_id: str | None, plain: str = "") -> ApiError:
        """The error of an `{"error": {...}}` object (a response body, a stream line or a failed job); without one, by
        status, with `plain` (a body that is no envelope) as its message."""
        if not isinstance(error, dict):
            cls = self.class_for(None, status, op)
            text = plain.strip()[:PLAIN_MESSAGE_LIMIT]
            return cls(text or f"HTTP {status}", status=status, op=op or None, request_id=request_id)
        code = error.get("code")
        error_code = code if isinstance(code, str) else None
        cls = self.class_for(error_code, status, op)
        if status is None and cls.statuses:
            status = cls.statuses[0]
        return cls(
            str(error.get("message") or error_code or f"HTTP {status}"),
            status=status,
            error_code=error_code,
            op=str(error.get("op") or op) or None,
            request_id=error.get("request_id") or request_id,
            details=error.get("details"),
        )

    def from_response(self, status: int, body: bytes, op: str, request_id: str | None) -> ApiError:
        """The error of a non-2xx response."""
        try:
            payload = json.loads(body)
        except ValueError:
            payload = None
        if isinstance(payload, dict) and isinstance(payload.get("error"), dict):
            return self.from_body(payload["error"], status, op, request_id)
        return self.from_body(None, status, op, request_id, body.decode("utf-8", "replace") if payload is None else "")

    def malformed_result(self, message: str, cause: Exception, op: str | None, request_id: str | None) -> ApiError:
        """The error of a 2xx answer whose body is not the op's result (not JSON, or not of the result's shape): the
        contract-mismatch role's class, `details` `{"reason": "malformed_result", "message": ...}`."""
        return self.contract_mismatch(message, op=op, request_id=request_id,
                                      details={"reason": "malformed_result", "message": str(cause)})

    def malformed_event(self, message: str, op: str | None, request_id: str | None) -> ApiError:
        """The error of a stream line that is not an event (not JSON, not an object of the event schema, cut off at the
        end of the body or longer than the line limit): the contract-mismatch role's class, reason `malformed_event`."""
        return self.contract_mismatch(message, op=op, request_id=request_id,
                                      details={"reason": "malformed_event", "message": message})

    def transport_failure(self, reason: str, message: str, op: str | None, request_id: str | None,
                          **details: Any) -> ApiError:
        """A failure the client decides itself under the transport policy (`retry_after_too_long`,
        `redirect_not_followed`, `job_deadline`, `body_too_large`, `bad_framing`): the transport role's class with
        status 0 (no answer the client used; an answer's HTTP status is `details.status`), `details` the reason, the
        message and what the reason names."""
        return self.transport(message, status=0, op=op, request_id=request_id,
                              details={"reason": reason, "message": message, **details})

    def from_transport(self, error: httpx.RequestError, op: str | None, request_id: str | None) -> ApiError:
        """The error of a request that got no HTTP response at all, or a body that broke off: the transport role's
        class, with status 0; a body httpx could not decode (a broken gzip stream) is `bad_framing`."""
        if isinstance(error, httpx.DecodingError):
            return self.transport_failure("bad_framing", f"the response body could not be decoded: {error}", op,
                                          request_id)
        reason = "timeout" if isinstance(error, httpx.TimeoutException) else "connection"
        message = str(error) or type(error).__name__
        return self.transport(f"no response from the server ({reason}): {message}", status=0, op=op,
                              request_id=request_id, details={"reason": reason, "message": message})
