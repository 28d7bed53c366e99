"""The client's log: a `logging` logger named after the generated package (`agent_sandbox_server`), switched on by the
environment variable `<NAME>_LOG=debug|info` (NAME: the catalog's name upper-cased, other characters `_`) or by the
application's own logging setup. info: each answer, retry and job poll; debug adds the request and response headers,
credentials shown as `***`. Bodies are never logged."""

from __future__ import annotations

import logging
import os
import re
import sys
from collections.abc import Collection, Mapping
from typing import Any

_LEVELS = {"debug": logging.DEBUG, "info": logging.INFO}


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


def _fields(fields: Mapping[str, Any]) -> str:
    return " ".join(f"{key}={value}" for key, value in fields.items() if value is not None)


class Log:
    """What the transport logs, with the names of the headers that carry credentials."""

    def __init__(self, logger: logging.Logger, secret_headers: Collection[str]) -> None:
        self.logger = logger
        self.secret = frozenset(name.lower() for name in secret_headers)

    def redacted(self, headers: Mapping[str, str]) -> dict[str, str]:
        """`headers` with every credential shown as `***`."""
        return {name: "***" if name.lower() in self.secret else value for name, value in headers.items()}

    def request(self, op: str, method: str, origin: str, path: str, attempt: int, headers: Mapping[str, str]) -> None:
        """A request about to go out (debug): its URL without the query string, which may carry a signature."""
        if self.logger.isEnabledFor(logging.DEBUG):
            self.logger.debug("request %s", _fields({"op": op, "method": method, "url": origin + path,
                                                      "attempt": attempt, "headers": self.redacted(headers)}))

    def answer(self, op: str, method: str, path: str, status: int, request_id: str | None, attempt: int,
               seconds: float, headers: Mapping[str, str]) -> None:
        if self.logger.isEnabledFor(logging.INFO):
            fields: dict[str, Any] = {"op": op, "method": method, "path": path, "status": status,
                                      "request_id": request_id, "attempt": attempt, "duration": f"{seconds:.3f}s"}
            if self.logger.isEnabledFor(logging.DEBUG):
                fields["headers"] = self.redacted(headers)
            self.logger.info("answer %s", _fields(fields))

    def retry(self, op: str, attempt: int, wait: float, reason: str, request_id: str | None) -> None:
        self.logger.info("retry %s", _fields({"op": op, "attempt": attempt, "wait": f"{wait:.3f}s", "reason": reason,
                                              "request_id": request_id}))

    def redirect(self, op: str, status: int, origin: str, path: str) -> None:
        self.logger.info("redirect %s", _fields({"op": op, "status": status, "to": origin + path}))

    def poll(self, op: str, job_id: str, status: str, wait: float) -> None:
        self.logger.info("job poll %s", _fields({"op": op, "job_id": job_id, "status": status,
                                                 "wait": f"{wait:.3f}s"}))
