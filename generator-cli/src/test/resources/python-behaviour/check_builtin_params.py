"""Calls every op of the python-builtins catalog, async and `_sync`, with every param given (their names shadow
builtins the generated bodies could use: `isinstance`, `str`, `cast`, `list`...), against httpx's MockTransport, and
checks the arguments reached the wire unchanged. Run by PythonBuiltinParamsTest with the client `builtin_client`.
"""

import asyncio
import json
import keyword

import httpx

import builtin_client

with open("operations.json", encoding="utf-8") as handle:
    CATALOG = json.load(handle)
sent: list[httpx.Request] = []


def answer(request: httpx.Request) -> httpx.Response:
    sent.append(request)
    path = request.url.path
    if path.endswith("/b.stream"):
        return httpx.Response(200, content=b'{"n": 1}\n{"n": 2}\n', headers={"Content-Type": "application/x-ndjson"})
    if path.endswith("/b.download"):
        return httpx.Response(200, content=b"bytes")
    if path.endswith("/b.job"):
        return httpx.Response(202, json={"job_id": "j1", "retry_after": 0})
    if path.endswith("/b.job_status"):
        return httpx.Response(200, json={"job_id": "j1", "status": "succeeded", "result": {"ok": True}})
    return httpx.Response(200, json={"ok": True})


def arguments(op: dict) -> tuple[dict, dict]:
    """The keyword arguments of the op's method and the wire arguments they must become."""
    wire = {name: "v-" + name for name in op["params"]["properties"]}
    return {(name + "_" if keyword.iskeyword(name) else name): value for name, value in wire.items()}, wire


def sent_arguments(request: httpx.Request) -> dict:
    if request.url.path.endswith("/b.upload"):
        return dict(request.url.params)
    return json.loads(request.content)


def check(outcome: object, op: dict, wire: dict, start: int) -> None:
    assert sent_arguments(sent[start]) == wire, (op["id"], sent_arguments(sent[start]))
    expected = {"b.call": {"ok": True}, "b.stream": [{"n": 1}, {"n": 2}], "b.download": b"bytes",
                "b.upload": {"ok": True}, "b.job": {"ok": True}}[op["id"]]
    got = outcome.model_dump(mode="json") if hasattr(outcome, "model_dump") else outcome
    assert got == expected, (op["id"], got)


async def main() -> int:
    srv = builtin_client.ServerClient("http://srv", token="t", http_client=httpx.AsyncClient(transport=httpx.MockTransport(answer)),
                                      sync_http_client=httpx.Client(transport=httpx.MockTransport(answer)))
    calls = 0
    for op in CATALOG["ops"]:
        if op["id"] == "b.job_status":
            continue
        kwargs, wire = arguments(op)
        if op.get("kind") == "upload":
            kwargs["body"] = b"x"
        method = getattr(srv.b, op["id"].split(".")[1])
        twin = getattr(srv.b, op["id"].split(".")[1] + "_sync")
        start = len(sent)
        outcome = method(**kwargs)
        outcome = [event async for event in outcome] if op.get("kind") == "stream" else await outcome
        check(outcome, op, wire, start)
        start = len(sent)
        outcome = twin(**kwargs)  # inside the running loop
        check(list(outcome) if op.get("kind") == "stream" else outcome, op, wire, start)
        calls += 2
    srv.close()
    return calls


print("builtin params sent unchanged:", asyncio.run(main()), "calls")
