"""Redirects, followed by the client itself under the policy (never by httpx): 307/308 resend the method and body,
301/302/303 are followed for a GET only, anything else is an error, never a success."""

from __future__ import annotations

from typing import NamedTuple

import httpx

from .policy import RedirectPolicy


class Hop(NamedTuple):
    """Where a followed redirect goes: the absolute URL and the request headers to send there."""

    url: httpx.URL
    headers: dict[str, str]


def origin(url: httpx.URL) -> tuple[str, str, int | None]:
    """A URL's origin: scheme, host and port (the scheme's default port spelt out)."""
    default = {"http": 80, "https": 443}.get(url.scheme)
    return url.scheme, url.host, url.port if url.port is not None else default


def refusal(policy: RedirectPolicy, status: int, method: str, location: str | None, replayable: bool,
            hops: int) -> str | None:
    """Why a 3xx is not followed (None: follow it)."""
    if location is None:
        return "the redirect has no Location"
    if hops >= policy.max:
        return f"more than {policy.max} redirects"
    if status in policy.keep_method:
        return None if replayable else "the request body cannot be sent again"
    if status in policy.get_only:
        return None if method == "GET" else f"a {status} is followed for GET only, not {method}"
    return f"HTTP {status} is not a redirect the client follows"


def hop(request_url: httpx.URL, location: str, headers: dict[str, str], strip: frozenset[str]) -> Hop:
    """The next request of a followed redirect: `location` resolved against the request's URL; to another origin the
    headers named in `strip` (lower-case: the credentials) are left out (the request id and the client header stay)."""
    target = request_url.join(location)
    if origin(target) == origin(request_url):
        return Hop(target, headers)
    return Hop(target, {name: value for name, value in headers.items() if name.lower() not in strip})
