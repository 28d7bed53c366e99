"""A user's calls against the 2,000-op synthetic client (`python3 tools/bench/synthetic_catalog.py 2000`), checked by
pyright and by `mypy --strict` in PythonLargeCatalogTest: every call has its real type, never `Any` or `Unknown`.

Never run. `assert_type` fails in both checkers when a type is not exactly the one written. A line that must stay
an error carries `# type: ignore[code]` for mypy (`--warn-unused-ignores` fails when it type-checks) and
`# pyright: ignore[rule]` for pyright (run with `enableTypeIgnoreComments` off and unnecessary ignores an error).
"""

from __future__ import annotations

from typing_extensions import assert_type

from synthetic import (
    Ns00Op0006Result,
    Ns07Op0001Result,
    Ns12Op0003Event,
    Ns19Op0091Result,
    Pending,
    RawResponse,
    ServerClient,
    SyncStream,
    ops,
)


async def calls(srv: ServerClient) -> None:
    result = await srv.ns07.op_0001("/tmp", limit=3, mode="fast")
    assert_type(result, Ns07Op0001Result)
    assert_type(result.id, str)
    assert_type(result.size, int | None)
    raw = await srv.with_response(ops.ns19.op_0091, path="/x", recursive=True)
    assert_type(raw, RawResponse[Ns19Op0091Result])
    data = await srv.ns00.op_0004("/a")
    assert_type(data, bytes)
    async for event in srv.ns12.op_0003("/tmp"):
        assert_type(event, Ns12Op0003Event)
    pending = await srv.ns00.op_0006("/job", wait=False)
    assert_type(pending, Pending[Ns00Op0006Result])
    assert_type(await srv.wait(pending), Ns00Op0006Result)


def sync_calls(srv: ServerClient) -> None:
    assert_type(srv.ns12.op_0003_sync("/tmp"), SyncStream[Ns12Op0003Event])
    assert_type(srv.ns19.op_0091_sync("/tmp").id, str)
    wrong: int = srv.ns07.op_0001_sync("/tmp")  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    srv.ns07.op_0001_sync(limit=3)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    print(wrong)
