"""The embedded document read a line at a time (document.py): in the layout gen-client embeds (one line per top-level
field and per element of errors, types, ops and aliases) each piece is parsed alone; any other text is parsed whole."""

from __future__ import annotations

import json

from genclient_runtime.document import DocumentText

ENTRY = {"type": "object", "properties": {"size": {"type": "integer"}}, "required": ["size"]}
ODD = {"type": "string"}
LIST_OP = {"id": "files.list", "kind": "call", "result": {"$ref": "#/types/Entry"}, "scoped_params": ["path"]}
STREAM_OP = {"id": "cmd.run", "kind": "stream", "event": {"type": "object"}, "stream_format": "sse"}
LINES = "\n".join([
    "{",
    '"name": "unit",',
    '"auth": {"idempotency_header":"Idempotency-Key"},',
    '"client_defaults": {"retry":{"max_retries":2}},',
    '"errors": [',
    '  {"code":"files.not_found","class":"NotFound"}',
    "],",
    '"types": {',
    '  "Entry": ' + json.dumps(ENTRY, separators=(",", ":")) + ",",
    '  "Odd\\"Name": ' + json.dumps(ODD) + "",
    "},",
    '"ops": [',
    "  " + json.dumps(LIST_OP, separators=(",", ":")) + ",",
    "  " + json.dumps(STREAM_OP, separators=(",", ":")),
    "],",
    '"aliases": []',
    "}",
    "",
])


def test_each_piece_is_read_from_its_line_without_parsing_the_whole_text() -> None:
    reader = DocumentText(LINES)
    assert reader.field("name") == "unit" and reader.field("auth") == {"idempotency_header": "Idempotency-Key"}
    assert reader.field("client_defaults") == {"retry": {"max_retries": 2}} and reader.field("nothing") is None
    assert reader.op("files.list") == LIST_OP and reader.op("cmd.run") == STREAM_OP
    assert reader.op("files") == {} and reader.op("files.lis") == {} and reader.op("Entry") == {}
    assert reader.types["Entry"] == ENTRY and reader.types.get("files.list") is None
    assert reader._whole is None
    # A name whose escaping may differ, and a field spread over lines, are looked up in the whole document.
    assert reader.types.get('Odd"Name') == ODD and reader.field("ops") == [LIST_OP, STREAM_OP]
    assert reader._whole == json.loads(LINES)


def test_a_text_in_another_layout_is_parsed_whole() -> None:
    document = json.loads(LINES)
    reader = DocumentText(json.dumps(document))
    assert reader.op("cmd.run") == STREAM_OP and reader.field("client_defaults") == document["client_defaults"]
    assert dict(reader.types) == document["types"] and len(reader.types) == 2
    assert reader.op("no.such") == {} and reader._whole == document
