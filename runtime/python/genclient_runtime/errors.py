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


class ApiError(Exception):
    """Base of every error the server answers with, carrying the catalog's error-table fields."""

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
    ) -> None:
        super().__init__(message)
        self.message = message
        self.status = status
        self.error_code = error_code
        self.op = op
        self.request_id = request_id
        self.details = details

    @property
    def exit_code(self) -> int:
        """The process exit code of this error's exit family (the catalog's `exit_codes`)."""
        return self.exit_codes.get(self.exit_family, self.exit_codes.get("other", 1))

    def __str__(self) -> str:
        where = f" (op {self.op}, request {self.request_id})" if self.op or self.request_id else ""
        return f"{self.catalog_class} [{self.error_code or self.status}]: {self.message}{where}"


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
    ) -> None:
        self.rows = tuple(rows)
        self.base = base
        self.contract_mismatch = contract_mismatch
        self.not_enabled = not_enabled
        self.policy_denied = policy_denied
        self.transport = transport

    def class_for(self, error_code: str | None, status: int | None) -> type[ApiError]:
        """Exact wire code, then the longest prefix, then the first row listing the status, then the base row."""
        if error_code:
            for cls, exact, _prefixes in self.rows:
                if error_code in exact:
                    return cls
            best: type[ApiError] | None = None
            best_length = -1
            for cls, _exact, prefixes in self.rows:
                for prefix in prefixes:
                    if error_code.startswith(prefix) and len(prefix) > best_length:
                        best, best_length = cls, len(prefix)
            if best is not None:
                return best
        if status is not None:
            for cls, _exact, _prefixes in self.rows:
                if status in cls.statuses:
                    return cls
        return self.base

    def from_body(self, error: Any, status: int | None, op: str, request_id: str | None) -> ApiError:
        """The error of an `{"error": {...}}` object (a response body, a stream line or a failed job)."""
        if not isinstance(error, dict):
            cls = self.class_for(None, status)
            return cls(f"HTTP {status}", status=status, op=op, request_id=request_id)
        code = error.get("code")
        error_code = code if isinstance(code, str) else None
        cls = self.class_for(error_code, status)
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
        return self.from_body(None, status, op, request_id)

    def from_transport(self, error: httpx.TransportError, op: str | None, request_id: str | None) -> ApiError:
        """The error of a request that got no HTTP response at all: the transport role's class, with status 0."""
        reason = "timeout" if isinstance(error, httpx.TimeoutException) else "connection"
        message = str(error) or type(error).__name__
        return self.transport(f"no response from the server ({reason}): {message}", status=0, op=op,
                              request_id=request_id, details={"reason": reason, "message": message})
