"""A `format: date-time` param given as a `datetime` goes out as the RFC 3339 text every client sends (Java's
`OffsetDateTime` text: seconds always, the fraction without trailing zeros, `Z` for UTC), in a JSON body and in a query,
in both result styles and both drivers; a naive datetime is refused before any request."""

from __future__ import annotations

import asyncio
import json
from datetime import datetime, timedelta, timezone
from typing import Any

import httpx
import pydantic
import pytest
from support import OPS, Sleeps, answer, transport

from genclient_runtime import ClientUsageError
from genclient_runtime import results_plain, results_pydantic
from genclient_runtime.results_pydantic import Model
from genclient_runtime.spec import Results

STYLES = [results_plain.RESULTS, results_pydantic.RESULTS]
PLUS_TWO = timezone(timedelta(hours=2))


@pytest.mark.parametrize(("value", "text"), [
    (datetime(2025, 5, 1, 12, 0, 0, 500_000, tzinfo=PLUS_TWO), "2025-05-01T12:00:00.5+02:00"),
    (datetime(2025, 5, 1, 12, 0, tzinfo=timezone.utc), "2025-05-01T12:00:00Z"),
    (datetime(2025, 5, 1, 12, 0, tzinfo=timezone(timedelta(0))), "2025-05-01T12:00:00Z"),
    (datetime(2025, 5, 1, 12, 0, 0, 123, tzinfo=timezone(-timedelta(hours=5, minutes=30))),
     "2025-05-01T12:00:00.000123-05:30"),
])
@pytest.mark.parametrize("results", STYLES)
def test_a_datetime_is_sent_as_its_rfc3339_text(results: Results, value: datetime, text: str) -> None:
    assert results.args({"since": value, "at": [value], "window": {"from": value}, "raw": "2025-05-01T12:00:00Z"}) == {
        "since": text, "at": [text], "window": {"from": text}, "raw": "2025-05-01T12:00:00Z"}


@pytest.mark.parametrize("results", STYLES)
def test_a_naive_datetime_is_refused_naming_the_fix(results: Results) -> None:
    with pytest.raises(ClientUsageError, match=r"2025-05-01T12:00:00 has none .*timezone\.utc"):
        results.args({"since": datetime(2025, 5, 1, 12, 0)})


class Window(Model):
    start: datetime = pydantic.Field(alias="from")
    end: datetime | None = pydantic.Field(None, alias="to")


def test_a_model_param_writes_its_datetime_fields_the_same_way() -> None:
    window = Window.model_validate({"from": "2025-05-01T12:00:00.500+02:00"})
    assert results_pydantic.RESULTS.args({"window": window}) == {"window": {"from": "2025-05-01T12:00:00.5+02:00"}}


def send(op: str, args: dict[str, Any], sync: bool) -> httpx.Request:
    seen: list[httpx.Request] = []

    def server(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return answer(200, {"ok": True})

    t = transport(server, Sleeps())
    wire = results_plain.RESULTS.args(args)
    if sync:
        t.call_sync(OPS[op], wire)
    else:
        asyncio.run(t.call(OPS[op], wire))
    return seen[0]


@pytest.mark.parametrize("sync", [False, True])
def test_on_the_wire_in_a_json_body_and_in_a_query(sync: bool) -> None:
    at = datetime(2025, 5, 1, 12, 0, 0, 500_000, tzinfo=PLUS_TWO)
    body = send("files.write", {"path": "/x", "since": at}, sync)
    assert json.loads(body.content) == {"path": "/x", "since": "2025-05-01T12:00:00.5+02:00"}
    query = send("files.stat", {"path": "/x", "since": at}, sync)
    assert query.url.params["since"] == "2025-05-01T12:00:00.5+02:00"
