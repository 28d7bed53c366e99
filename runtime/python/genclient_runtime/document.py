"""The embedded runtime catalog document read a piece at a time. As embedded, its JSON text has one line per top-level
field and one per element of `errors`, `types`, `ops` and `aliases` (docs/runtime-catalog.md), so the runtime parses
only the lines a call reads (the fields of the transport policy, the op's own line, the types its result reaches) and
a client of a large catalog never holds the whole document as objects (about 10 MB at 2,000 ops). A text in another
layout (from a custom template) is parsed whole, on first need."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from typing import Any


class DocumentText:
    """Reads fields, ops and types out of the document's JSON text; each piece is parsed once."""

    def __init__(self, text: str) -> None:
        self._text = text
        self._lines = text.startswith("{\n")
        self._whole: dict[str, Any] | None = None
        self._pieces: dict[str, Any] = {}
        self.types: Mapping[str, Any] = _Types(self)

    def field(self, key: str) -> Any:
        """A top-level field's value, None when the document has none."""
        return self._piece("field " + key, "\n" + _key(key) + ": ", 0, len(self._text),
                           lambda whole: whole.get(key))

    def op(self, op_id: str) -> Mapping[str, Any]:
        """The `ops` entry of op `op_id`, empty when the document has none."""
        start, end = self._section("ops")
        found = self._piece("op " + op_id, "\n  {\"id\":" + _key(op_id) + ",", start, end,
                            lambda whole: next((e for e in whole.get("ops") or [] if isinstance(e, dict)
                                                and e.get("id") == op_id), None), value_at=3)
        return found if isinstance(found, dict) else {}

    def type(self, name: str) -> Any:
        """The schema of the named type `name`, None when the document has none."""
        start, end = self._section("types")
        return self._piece("type " + name, "\n  " + _key(name) + ": ", start, end,
                           lambda whole: (whole.get("types") or {}).get(name))

    def whole(self) -> dict[str, Any]:
        """The document parsed whole (once)."""
        if self._whole is None:
            parsed: dict[str, Any] = json.loads(self._text)
            self._whole = parsed
        return self._whole

    def _section(self, key: str) -> tuple[int, int]:
        """Where the element lines of a one-line-per-element field are (-1, -1: the document has no such field)."""
        start = self._text.find("\n" + _key(key) + ": ")
        if start < 0:
            return -1, -1
        end = self._text.find("\n" + ("]" if key == "ops" else "}"), start + 1)
        return start, len(self._text) if end < 0 else end

    def _piece(self, name: str, needle: str, start: int, end: int, from_whole: Callable[[dict[str, Any]], Any],
               value_at: int | None = None) -> Any:
        """The value on the line that starts with `needle` between `start` and `end` (None: no such line); the whole
        document answers when the text is not in the embedded layout or the line does not parse."""
        if name not in self._pieces:
            # A name needing an escape may be escaped otherwise in the text than by json.dumps: looked up whole.
            embedded = self._lines and self._whole is None and "\\" not in needle
            value = None
            at = self._text.find(needle, start, end) if embedded and start >= 0 else -1
            if at >= 0:
                line_end = self._text.find("\n", at + 1)
                line = self._text[at + (len(needle) if value_at is None else value_at):
                                  len(self._text) if line_end < 0 else line_end]
                try:
                    value = json.loads(line[:-1] if line.endswith(",") else line)
                except ValueError:
                    embedded = False
            self._pieces[name] = value if embedded else from_whole(self.whole())
        return self._pieces[name]


class _Types(Mapping[str, Any]):
    """The document's named types as the shape check reads them (`get`), each parsed on first use."""

    def __init__(self, document: DocumentText) -> None:
        self._document = document

    def __getitem__(self, name: str) -> Any:
        found = self._document.type(name)
        if found is None:
            raise KeyError(name)
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(self._document.whole().get("types") or {})

    def __len__(self) -> int:
        return len(self._document.whole().get("types") or {})


def _key(name: str) -> str:
    return json.dumps(name, ensure_ascii=False)
