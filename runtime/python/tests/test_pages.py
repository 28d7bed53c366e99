"""The page walk's rules (docs/runtime-catalog.md, Pages): what each style sends next and where it stops."""

from __future__ import annotations

from typing import Any

import pytest

from genclient_runtime.errors import ApiError
from genclient_runtime.pages import PageWalk


class Mismatch(ApiError):
    catalog_class = "ContractMismatchError"


def walk(style: str, args: dict[str, Any], total: str | None = None) -> PageWalk:
    plan = {"style": style, "param": {"cursor": "c", "offset": "o", "page": "p"}[style], "limit": "n",
            "next": "next" if style == "cursor" else None, "total": total, "items": "rows"}
    return PageWalk(plan, args, "a.list", Mismatch)


def test_cursor_style_sends_the_next_cursor_and_stops_on_an_absent_null_or_empty_one() -> None:
    w = walk("cursor", {"n": 2})
    assert w.advance({"rows": [1, 2], "next": "x"})
    assert w.args == {"n": 2, "c": "x"}
    assert w.advance({"rows": [3], "next": "y"})
    assert w.args["c"] == "y"
    lasts: list[dict[str, Any]] = [{"rows": []}, {"rows": [4], "next": None}, {"rows": [4], "next": ""}]
    for last in lasts:
        assert not walk("cursor", {}).advance(last)


def test_a_repeated_cursor_is_the_contract_mismatch_error_repeated_cursor() -> None:
    w = walk("cursor", {"c": "start"})
    assert w.advance({"rows": [1], "next": "b"})
    with pytest.raises(Mismatch) as raised:
        w.advance({"rows": [2], "next": "start"})
    assert raised.value.details == {"reason": "repeated_cursor", "cursor": "start"}
    assert raised.value.op == "a.list"


def test_offset_style_adds_the_items_received_and_a_short_page_does_not_stop_it() -> None:
    w = walk("offset", {"n": 3})
    assert w.advance({"rows": [1, 2]})
    assert w.args["o"] == 2
    assert w.advance({"rows": [3]})
    assert w.args["o"] == 3
    assert not w.advance({"rows": []})


def test_offset_style_stops_once_the_next_offset_reaches_the_total() -> None:
    w = walk("offset", {"o": 4}, total="count")
    assert w.advance({"rows": [1, 2], "count": 7})
    assert not w.advance({"rows": [3], "count": 7})
    assert walk("offset", {}, total="count").advance({"rows": [1], "count": None}), "a missing total does not stop"


def test_page_style_counts_pages_from_one_and_stops_at_the_total_or_an_empty_page() -> None:
    w = walk("page", {}, total="count")
    assert w.advance({"rows": [1, 2], "count": 3})
    assert w.args["p"] == 2
    assert not w.advance({"rows": [3], "count": 3})
    w = walk("page", {"p": 5})
    assert w.advance({"rows": [1]})
    assert w.args["p"] == 6
    assert not w.advance({"rows": []})


def test_a_page_without_its_items_array_is_a_malformed_result() -> None:
    with pytest.raises(Mismatch) as raised:
        walk("page", {}).items({"rows": None})
    assert raised.value.details["reason"] == "malformed_result"
