"""The client's log: a `logging` logger named after the generated package (`agent_sandbox_server`), switched on by the
environment variable `<NAME>_LOG=debug|info` (NAME: the catalog's name upper-cased, other characters `_`) or by the
application's own logging setup. Every client writes the same lines (docs/runtime-catalog.md, "Logging"): `<event>
key=value ...`, at INFO each request, response, retry, redirect and job poll; at DEBUG also `request headers` and
`response headers`, credentials shown as `***`. Bodies are never logged."""

from __future__ import annotations

import json
import logging
import os
import re
import sys
from collections.abc import Collection, Mapping
from typing import Any

_LEVELS = {"debug": logging.DEBUG, "info": logging.INFO}
_BARE = re.compile(r'[^\s"=]+')


def env_name(catalog_name: str) -> str:
    """The environment variable that switches the log on: `AGENT_SANDBOX_SERVER_LOG`."""
    return re.sub(r"[^A-Za-z0-9]", "_", catalog_name).upper() + "_LOG"


def client_logger(package: str, catalog_name: str) -> logging.Logger:
    """The package's logger; when `<NAME>_LOG` asks for a level and the logger has no handler yet, it gets that level
    and a handler writing to standard error (an application's own logging setup is left alone otherwise)."""
    logger = logging.getLogger(package)
    level = _LEVELS.get(os.environ.get(env_name(catalog_name), "").strip().lower())
    if level is not None and not logger.handlers:
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("%(asctime)s %(name)s %(levelname)s %(message)s"))
        logger.addHandler(handler)
        logger.setLevel(level)
    return logger


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return json.dumps(value)
    if isinstance(value, Mapping):
        return json.dumps(dict(sorted(value.items())), separators=(",", ":"), ensure_ascii=False)
    text = str(value)
    return text if _BARE.fullmatch(text) else json.dumps(text, ensure_ascii=False)


def line(event: str, fields: Mapping[str, Any]) -> str:
    """`event key=value ...`: a value bare unless it is empty or holds a space, `"` or `=` (then a JSON string), the
    headers a JSON object; null fields left out."""
    return " ".join([event, *(f"{key}={_value(value)}" for key, value in fields.items() if value is not None)])


class Log:
    """What the transport logs, with the names of the headers that carry credentials."""

    def __init__(self, logger: logging.Logger, secret_headers: Collection[str]) -> None:
        self.logger = logger
        self.secret = frozenset(name.lower() for name in secret_headers)

    def redacted(self, headers: Mapping[str, str]) -> dict[str, str]:
        """`headers` with lower-case names, every credential shown as `***`."""
        return {name.lower(): "***" if name.lower() in self.secret else value for name, value in headers.items()}

    def _info(self, event: str, fields: Mapping[str, Any]) -> None:
        if self.logger.isEnabledFor(logging.INFO):
            self.logger.info("%s", line(event, fields))

    def _headers(self, event: str, op: str, request_id: str | None, attempt: int, headers: Mapping[str, str]) -> None:
        if self.logger.isEnabledFor(logging.DEBUG):
            self.logger.debug("%s", line(event, {"op": op, "request_id": request_id, "attempt": attempt,
                                                 "headers": self.redacted(headers)}))

    def request(self, op: str, method: str, path: str, request_id: str | None, attempt: int,
                headers: Mapping[str, str]) -> None:
        """A try about to go out: its path without the query string, which may carry a signature."""
        self._info("request", {"op": op, "method": method, "path": path, "request_id": request_id, "attempt": attempt})
        self._headers("request headers", op, request_id, attempt, headers)

    def response(self, op: str, method: str, path: str, status: int, request_id: str | None, attempt: int,
                 seconds: float, headers: Mapping[str, str]) -> None:
        self._info("response", {"op": op, "method": method, "path": path, "status": status, "request_id": request_id,
                                "attempt": attempt, "duration_ms": round(seconds * 1000)})
        self._headers("response headers", op, request_id, attempt, headers)

    def retry(self, op: str, request_id: str | None, attempt: int, reason: str, wait: float, status: int | None = None,
              retry_after: float | None = None) -> None:
        """Try `attempt` failed and another follows after `wait` seconds; `reason`: status, connection or timeout."""
        self._info("retry", {"op": op, "request_id": request_id, "attempt": attempt, "reason": reason, "status": status,
                             "retry_after": retry_after, "wait_ms": round(wait * 1000)})

    def redirect(self, op: str, request_id: str | None, status: int, to: str, cross_origin: bool) -> None:
        self._info("redirect", {"op": op, "request_id": request_id, "status": status, "to": to,
                                "cross_origin": cross_origin})

    def poll(self, op: str, job_id: str, poll: int, status: str, wait: float) -> None:
        """Poll number `poll` of a job last seen as `status` goes out after `wait` seconds."""
        self._info("job poll", {"op": op, "job_id": job_id, "poll": poll, "status": status,
                                "wait_ms": round(wait * 1000)})
