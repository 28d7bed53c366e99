"""The pages of a paginated op, followed lazily by the rules of the runtime catalog document's `pagination`
(docs/runtime-catalog.md, Pages): one call per page, made when the caller asks past the pages it has, each with the
caller's options; a cursor the server repeats is the contract-mismatch error `repeated_cursor`."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

from .namespace import Bound

if TYPE_CHECKING:
    from .errors import ApiError
    from .spec import Op


class PageWalk:
    """Where the next page of a walk starts: the args of the first call, then of each call after a page."""

    def __init__(self, plan: Mapping[str, Any], args: Mapping[str, Any], op: str,
                 errors: Callable[..., ApiError]) -> None:
        self.style = str(plan.get("style"))
        self.param = str(plan.get("param"))
        self.next_field = plan.get("next")
        self.total_field = plan.get("total")
        self.items_field = str(plan.get("items"))
        self.op = op
        self.errors = errors
        self.args = dict(args)
        self.sent: set[str] = set()
        self.received = 0
        given = self.args.get(self.param)
        if self.style == "cursor" and isinstance(given, str):
            self.sent.add(given)

    def items(self, data: Any) -> list[Any]:
        """The page's items (a page without its items array is a result that does not fit)."""
        items = data.get(self.items_field) if isinstance(data, Mapping) else None
        if not isinstance(items, list):
            raise self.errors(f"the page has no '{self.items_field}' array", op=self.op,
                              details={"reason": "malformed_result",
                                       "message": f"'{self.items_field}' is not an array"})
        return items

    def advance(self, data: Any) -> bool:
        """Moves to the page after `data`: False when the walk stops there."""
        count = len(self.items(data))
        self.received += count
        if self.style == "cursor":
            cursor = data.get(self.next_field) if self.next_field else None
            if not isinstance(cursor, str) or cursor == "":
                return False
            if cursor in self.sent:
                raise self.errors(f"the server repeated the cursor {cursor!r} (repeated_cursor): the pages would loop",
                                  op=self.op, details={"reason": "repeated_cursor", "cursor": cursor})
            self.sent.add(cursor)
            self.args[self.param] = cursor
            return True
        if count == 0:
            return False
        total = data.get(self.total_field) if self.total_field else None
        if self.style == "offset":
            start = self.args.get(self.param)
            offset = (start if isinstance(start, int) else 0) + count
            self.args[self.param] = offset
            reached = offset
        else:
            page = self.args.get(self.param)
            self.args[self.param] = (page if isinstance(page, int) else 1) + 1
            reached = self.received
        return not (isinstance(total, int) and not isinstance(total, bool) and reached >= total)


class PagedMember(Bound):
    """The member of a paginated op (`srv.process.list`): calling it returns one page; its generated `pages(...)` and
    `items(...)` (and their `_sync` twins) follow the pages."""

    def _walk(self, op: Op, args: Mapping[str, Any]) -> PageWalk:
        plan = self._t.spec.pagination(op.id)
        if plan is None:
            raise TypeError(f"{op.id} has no pagination")
        return PageWalk(plan, args, op.id, self._t.errors.contract_mismatch)

    async def _pages(self, op: Op, args: Mapping[str, Any], tp: Any, **options: Any) -> AsyncIterator[Any]:
        walk = self._walk(op, args)
        while True:
            data = await self._t.call(op, walk.args, **options)
            walk.items(data)
            yield self._result(tp, data, op.id)
            if not walk.advance(data):
                return

    async def _items(self, op: Op, args: Mapping[str, Any], tp: Any, items: str, **options: Any) -> AsyncIterator[Any]:
        async for page in self._pages(op, args, tp, **options):
            for item in page[items]:
                yield item

    def _pages_sync(self, op: Op, args: Mapping[str, Any], tp: Any, **options: Any) -> Iterator[Any]:
        walk = self._walk(op, args)
        while True:
            data = self._t.call_sync(op, walk.args, **options)
            walk.items(data)
            yield self._result(tp, data, op.id)
            if not walk.advance(data):
                return

    def _items_sync(self, op: Op, args: Mapping[str, Any], tp: Any, items: str, **options: Any) -> Iterator[Any]:
        for page in self._pages_sync(op, args, tp, **options):
            yield from page[items]
