"""The raw form of a call (`with_response`)."""

from __future__ import annotations

from typing import Generic, TypeVar

import httpx

T = TypeVar("T")


class RawResponse(Generic[T]):
    """The raw form of a call: HTTP status, response headers, request id and the parsed data."""

    def __init__(self, status: int, headers: httpx.Headers, request_id: str, data: T) -> None:
        self.status = status
        self.headers = headers
        self.request_id = request_id
        self.data = data

    def __repr__(self) -> str:
        return f"RawResponse(status={self.status}, request_id={self.request_id!r}, data={self.data!r})"


class WrongArguments:
    """What a type checker sees `with_response(ops.x.y, ...)` answer when the keyword arguments are not the op's:
    it has no `data`, `status` or `headers`, so using the answer is a type error (the call itself runs as usual)."""
