"""Typed use of the example client, checked by `mypy --strict` in PythonTypecheckTest for both result styles.

Never run: mypy alone reads it. A `# type: ignore[code]` marks a line that must stay an error;
`--strict` includes `--warn-unused-ignores`, so the check fails if the line ever type-checks
(say, because a type became `Any`).
"""

from __future__ import annotations

import datetime
from typing import Any

from typing_extensions import assert_type

from agent_sandbox_server import (
    AgentInstallResult,
    InstallPending,
    CommandEvent,
    CommandExitEvent,
    CommandStderrEvent,
    CommandStdoutEvent,
    FileEntry,
    FilesListResult,
    HookContext,
    Hooks,
    RawResponse,
    ServerCapabilities,
    ServerClient,
    SyncStream,
    ops,
)


async def raw_responses(srv: ServerClient) -> None:
    listing = await srv.with_response(ops.files.list, path="/tmp")
    assert_type(listing, RawResponse[FilesListResult])
    assert_type(listing.data, FilesListResult)
    assert_type((await srv.with_response(ops.files.stat, path="/tmp")).data, FileEntry)
    assert_type((await srv.with_response(ops.files.download_legacy, path="/tmp/a")).data, bytes)  # an alias: its target's type
    assert_type(srv.with_response_sync(ops.files.list, path="/tmp").data, FilesListResult)
    assert_type((await srv.with_response("files.list", path="/tmp")).data, Any)  # by id: untyped
    wrong: int = listing.data  # type: ignore[assignment]
    also_wrong: FileEntry = srv.with_response_sync(ops.files.list, path="/tmp").data  # type: ignore[assignment]


async def raw_response_arguments(srv: ServerClient) -> None:
    """With an `ops` reference the keyword arguments are the op's params, by wire name."""
    full = await srv.with_response(ops.files.list, path="/tmp", recursive=True, max_depth=2, timeout=1.0, max_retries=0)
    assert_type(full.data, FilesListResult)
    assert_type((await srv.with_response(ops.files.list, {"path": "/tmp"})).data, FilesListResult)  # a params mapping
    assert_type((await srv.with_response(ops.files.list, {}, pathh="/tmp")).data, FilesListResult)  # ... with untyped extras
    assert_type((await srv.with_response(ops.files.upload, path="/tmp/u", body=b"x")).data, FileEntry)
    assert_type((await srv.with_response(ops.agents.codex.install)).data, Any)  # a job: its start answer
    assert_type(srv.with_response_sync(ops.files.stat, path="/tmp").data, FileEntry)
    assert_type((await srv.with_response("files.list", pathh="/tmp")).data, Any)  # by id: anything goes
    (await srv.with_response(ops.files.list, pathh="/tmp")).data  # type: ignore[attr-defined]
    (await srv.with_response(ops.files.list, path=7)).data  # type: ignore[attr-defined]
    (await srv.with_response(ops.files.list)).data  # type: ignore[attr-defined]
    (await srv.with_response(ops.files.upload, path="/tmp/u")).data  # type: ignore[attr-defined]
    srv.with_response_sync(ops.files.stat, "/tmp").data  # type: ignore[attr-defined]


async def unions(srv: ServerClient) -> None:
    async for event in srv.commands.stream("ls"):
        assert_type(event, CommandEvent)
        not_a_str: str = event  # type: ignore[assignment]
    with srv.commands.stream_sync("ls") as events:
        assert_type(events, SyncStream[CommandEvent])
        for item in events:
            assert_type(item, CommandEvent)
        events.close()


def variants(event: CommandEvent) -> CommandStdoutEvent | CommandStderrEvent | CommandExitEvent | dict[str, Any]:
    return event  # pydantic: the variants or an unknown one as a dict; TypedDict: the variants


async def jobs(srv: ServerClient) -> None:
    assert_type(await srv.agents.codex.install(version="latest"), AgentInstallResult)
    pending = await srv.agents.codex.install(version="latest", wait=False)
    assert_type(pending, InstallPending[AgentInstallResult])
    assert_type(await srv.agents.codex.install.wait(pending), AgentInstallResult)
    assert_type(srv.agents.codex.install.wait_sync(pending), AgentInstallResult)
    assert_type(await srv.wait(pending), AgentInstallResult)
    await srv.agents.codex.install.wait("job-1")  # type: ignore[arg-type]


async def discovery(srv: ServerClient) -> None:
    """The note's name for what discover() returns, `ServerCapabilities`, is exported (as `Capabilities` is)."""
    caps = await srv.discover()
    assert_type(caps, ServerCapabilities)
    assert_type(caps.legacy, bool)
    assert_type(srv.discover_sync().can(ops.files.list), bool)


async def copies_and_hooks(srv: ServerClient) -> None:
    """A copy is the client's own class; hooks take plain or async functions; a copy takes no base URL or token."""

    async def sign(ctx: HookContext) -> None:
        ctx.headers["X-Signature"] = ctx.request_id + str(ctx.attempt)

    def seen(ctx: HookContext, response: Any) -> None:
        assert_type(ctx.op, str | None)

    copy = srv.with_options(timeout=5.0, max_retries=1, headers={"X-Team": "a"},
                            hooks=[Hooks(before_request=sign), Hooks(after_response=seen)])
    assert_type(copy, ServerClient)
    assert_type(await copy.files.list("/tmp"), FilesListResult)
    srv.with_options(base_url="http://other")  # type: ignore[call-arg]


async def enums(srv: ServerClient, user_format: str) -> None:
    # A string enum param is a closed Literal: a value outside it, or any str, is an error.
    await srv.files.archive("/tmp", format="zip")
    srv.files.archive_sync("/tmp", format="tar.gz")
    await srv.files.archive("/tmp", format="rar")  # type: ignore[arg-type]
    await srv.files.archive("/tmp", format=user_format)  # type: ignore[arg-type]


async def date_times(srv: ServerClient, started: datetime.datetime, text: str) -> None:
    # A date-time param takes a datetime or its RFC 3339 text, nothing else.
    await srv.process.list(started_after=started)
    srv.process.list_sync(started_after=text)
    srv.process.list_sync(started_after=1714564800)  # type: ignore[arg-type]
