"""Typed use of the example client's attributes, checked by `mypy --strict` and by pyright in PythonTypecheckTest.

Never run. A misspelt member is a type error in both checkers (the dynamic fallback is hidden from them), while
the members the client has, `base_url`, ops it lacks through `call`, and results read as mappings type-check. A
line that must stay an error carries `# type: ignore[code]` for mypy (`--warn-unused-ignores` fails the check if the
line ever type-checks) and `# pyright: ignore[rule]` for pyright (run with `reportUnnecessaryTypeIgnoreComment`, and
`# type:` comments off).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from typing_extensions import assert_type

from agent_sandbox_server import AgentSession, FileEntry, FilesListResult, ServerClient


def typos(srv: ServerClient) -> None:
    srv.files.lisst_sync("/tmp")  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue]
    srv.custom.grade_sync(submission="2 + 2 = 4")  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue]
    srv.base_urll  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue]


async def spelt_right(srv: ServerClient) -> None:
    assert_type(srv.files.list_sync("/tmp"), FilesListResult)
    assert_type(srv.base_url, str)
    assert_type(await srv.call("custom.grade", submission="2 + 2 = 4"), Any)  # an op this client lacks: `call`
    assert_type(srv.call_sync("custom.grade", {"submission": "2 + 2 = 4"}), Any)
    session = await srv.agents.codex.sessions.create(environment={"type": "sandbox", "id": "env-1"}, input="hi")
    assert_type(session, AgentSession)
    assert_type(srv.agents.codex.sessions.create_sync({"type": "sandbox", "id": "env-1"}, input="hi"), AgentSession)


def mappings(entry: FileEntry) -> None:
    """Results of either style read as mappings of their wire names."""
    as_mapping: Mapping[str, object] = entry
    copied: dict[str, object] = {**entry}
    keyed: dict[str, object] = dict(entry)
    assert_type("name" in entry, bool)
    for key in entry:
        assert_type(key, str)
    entry.get("name")
    print(as_mapping, copied, keyed, len(entry), list(entry.keys()), list(entry.values()), list(entry.items()))
