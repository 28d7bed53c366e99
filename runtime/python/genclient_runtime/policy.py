"""The transport policy, read from the runtime catalog document's `client_defaults` (retries, redirects, job polls,
stream and download limits): the runtime holds none of these numbers itself, so every language's client follows the
same ones (docs/runtime-catalog.md)."""

from __future__ import annotations

import email.utils
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

Backoff = Callable[[int, "float | None"], float]
"""Seconds to wait before retry `attempt` (0-based), given the answer's `Retry-After` in seconds (None: none)."""


def _number(section: Mapping[str, Any], key: str, where: str) -> float:
    value = section.get(key)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"the runtime catalog document's client_defaults.{where}.{key} is missing or not a number")
    return float(value)


def _section(defaults: Mapping[str, Any], key: str) -> Mapping[str, Any]:
    section = defaults.get(key)
    if not isinstance(section, Mapping):
        raise ValueError(f"the runtime catalog document's client_defaults.{key} is missing")
    return section


def _statuses(section: Mapping[str, Any], key: str, where: str) -> frozenset[int]:
    listed = section.get(key)
    if not isinstance(listed, list):
        raise ValueError(f"the runtime catalog document's client_defaults.{where}.{key} is missing")
    return frozenset(int(status) for status in listed)


@dataclass(frozen=True)
class RetryPolicy:
    """When a try is retried and how long to wait first (`client_defaults.retry`)."""

    max_retries: int
    statuses: frozenset[int]
    connection_errors: bool
    base_seconds: float
    cap_seconds: float
    retry_after_max_seconds: float

    @classmethod
    def of(cls, section: Mapping[str, Any]) -> RetryPolicy:
        if section.get("jitter") != "full":
            raise ValueError(f"client_defaults.retry.jitter {section.get('jitter')!r}: this runtime knows 'full' only")
        return cls(int(_number(section, "max_retries", "retry")), _statuses(section, "statuses", "retry"),
                   section.get("connection_errors") is True, _number(section, "base_seconds", "retry"),
                   _number(section, "cap_seconds", "retry"), _number(section, "retry_after_max_seconds", "retry"))

    def backoff(self, attempt: int, retry_after: float | None) -> float:
        """The wait before retry `attempt` (0-based): the server's `Retry-After` when it sent one, else full jitter,
        a random time between 0 and `min(cap, base * 2^attempt)`."""
        if retry_after is not None:
            return max(0.0, retry_after)
        bound = self.base_seconds
        for _ in range(attempt):
            if bound >= self.cap_seconds:
                break
            bound *= 2
        return random.uniform(0.0, min(self.cap_seconds, bound))


@dataclass(frozen=True)
class RedirectPolicy:
    """Which redirects the client follows itself (`client_defaults.redirects`)."""

    max: int
    keep_method: frozenset[int]
    get_only: frozenset[int]
    cross_origin_strip: tuple[str, ...]

    @classmethod
    def of(cls, section: Mapping[str, Any]) -> RedirectPolicy:
        strip = section.get("cross_origin_strip")
        return cls(int(_number(section, "max", "redirects")), _statuses(section, "keep_method", "redirects"),
                   _statuses(section, "get_only", "redirects"),
                   tuple(str(name).lower() for name in strip) if isinstance(strip, list) else ())


@dataclass(frozen=True)
class JobPolicy:
    """How a job is polled and for how long (`client_defaults.jobs`)."""

    min_poll_seconds: float
    max_poll_seconds: float
    initial_poll_seconds: float
    deadline_seconds: float

    @classmethod
    def of(cls, section: Mapping[str, Any]) -> JobPolicy:
        return cls(*(_number(section, key, "jobs") for key in (
            "min_poll_seconds", "max_poll_seconds", "initial_poll_seconds", "deadline_seconds")))

    def clamp(self, retry_after: int | float) -> float:
        """The server's `retry_after` kept between the minimum and the maximum poll interval (a huge integer
        compared as it is, never converted first)."""
        return float(min(self.max_poll_seconds, max(self.min_poll_seconds, retry_after)))


@dataclass(frozen=True)
class Policy:
    """The whole transport policy of one client."""

    retry: RetryPolicy
    redirects: RedirectPolicy
    jobs: JobPolicy
    max_line_bytes: int
    max_buffered_bytes: int

    @classmethod
    def of(cls, defaults: Mapping[str, Any]) -> Policy:
        """The policy of a document's `client_defaults`; a key missing is a ValueError naming it."""
        return cls(RetryPolicy.of(_section(defaults, "retry")), RedirectPolicy.of(_section(defaults, "redirects")),
                   JobPolicy.of(_section(defaults, "jobs")),
                   int(_number(_section(defaults, "stream"), "max_line_bytes", "stream")),
                   int(_number(_section(defaults, "download"), "max_buffered_bytes", "download")))


def retry_after_seconds(value: str | None, now: float) -> int | float | None:
    """The seconds a `Retry-After` value asks for (RFC 9110): delta-seconds as the integer sent (never converted to a
    float, so no value overflows), or an HTTP-date less `now` (seconds since the epoch; a date in the past is 0).
    None when absent or unparseable."""
    if value is None:
        return None
    text = value.strip()
    if text.isdigit() and text.isascii():
        return int(text)
    try:
        date = email.utils.parsedate_to_datetime(text)
    except (TypeError, ValueError, IndexError, OverflowError):
        return None
    if date.tzinfo is None:
        return None
    return max(0.0, date.timestamp() - now)


class PollSchedule:
    """The waits between job polls: the server's `retry_after` clamped when it sends one, else the initial interval
    doubling up to the maximum."""

    def __init__(self, policy: JobPolicy) -> None:
        self.policy = policy
        self._interval = policy.initial_poll_seconds

    def next(self, retry_after: Any) -> float:
        if isinstance(retry_after, (int, float)) and not isinstance(retry_after, bool) and retry_after == retry_after:
            return self.policy.clamp(retry_after)
        wait = min(self._interval, self.policy.max_poll_seconds)
        self._interval = min(self.policy.max_poll_seconds, self._interval * 2)
        return wait
