"""Scenario runner of the generated Python client (docs/scenarios.md).

Usage: python scenarios.py [--sync] SCENARIOS.json RESULTS.jsonl

For each scenario: clears the mock's request log, builds one client with the scenario's options,
runs the steps (member calls through runner.py's run_call, or the client's own discover()) and
writes one line with every step's outcome and the requests the mock saw. With --sync every step goes
through the blocking `_sync` twins (discover_sync, check_sync, <member>_sync, wait_sync), and the lines
are the language `python-sync`'s.
"""

from __future__ import annotations

import asyncio
import json
import logging
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

import runner


def recording_hooks(module: Any, events: list[str]) -> Any:
    """The scenarios' hooks (docs/scenarios.md): each try's op, number and request id in headers of its own, and a
    line per hook run; async ones, which both drivers accept."""
    async def before(ctx: Any) -> None:
        events.append(f"before {ctx.op} {ctx.attempt}")
        ctx.headers.update({"X-Hook-Op": ctx.op or "", "X-Hook-Attempt": str(ctx.attempt),
                            "X-Hook-Request-Id": ctx.request_id})

    async def after(ctx: Any, response: Any) -> None:
        events.append(f"after {ctx.op} {ctx.attempt} {response.status_code}")

    async def error(ctx: Any, failure: Exception) -> None:
        events.append(f"error {ctx.op} {ctx.attempt} {type(failure).__name__}")

    return module.Hooks(before_request=before, after_response=after, on_error=error)


def copy_options(module: Any, options: dict[str, Any], events: list[str]) -> dict[str, Any]:
    """A with_options step's options (docs/scenarios.md) as the client's keywords."""
    out: dict[str, Any] = {}
    if options.get("timeout_ms") is not None:
        out["timeout"] = options["timeout_ms"] / 1000
    for name in ("max_retries", "headers"):
        if options.get(name) is not None:
            out[name] = options[name]
    if options.get("hooks"):
        out["hooks"] = recording_hooks(module, events)
    return out


def request_log(url: str, method: str) -> Any:
    with urllib.request.urlopen(urllib.request.Request(url, method=method), timeout=30) as response:
        return json.loads(response.read().decode("utf-8"))


async def step(module: Any, clients: dict[Any, Any], scenario: dict[str, Any], client: Any, call: dict[str, Any],
               saved: dict[str, Any], caps: dict[str, Any], sync: bool) -> dict[str, Any]:
    events: list[str] = caps.setdefault("events", [])
    if call.get("do") == "with_options":
        saved[call["save"]] = client.with_options(**copy_options(module, call.get("options") or {}, events))
        return {"outcome": "ok"}
    if call.get("do") == "hooks":
        return {"outcome": "ok", "result": {"events": list(events)}}
    if call.get("on"):
        # The call goes through a copy: the clients runner.py picks from are the copy's for this step.
        key = next(iter(clients))
        on = {key: saved[call["on"]]}
        return await step(module, on, scenario, saved[call["on"]], {**call, "on": None}, saved, caps, sync)
    if "cli" in call:
        # The command-line client is TypeScript's: the suite does not judge this step in Python (ledgered).
        return {"outcome": "crash", "message": "no command-line client in Python"}
    try:
        what = call.get("do")
        if what == "discover":
            caps["found"] = await (runner.blocking(client.discover_sync) if sync else client.discover())
            return {"outcome": "ok"}
        if what is not None:
            found = caps.get("found")
            if found is None:
                raise RuntimeError(f"step {what!r} before discover")
            if what == "paths":
                scope = found.paths(call["op"])
                return {"outcome": "ok", "result": {"roots": list(scope.roots), "readonly": scope.readonly}}
            # The note's spelling: caps.check(op, path="/etc/passwd"), arguments as keywords.
            args = call.get("args") or {}
            checked = runner.blocking(found.check_sync, call["op"], **args) if sync else found.check(call["op"], **args)
            return {"outcome": "ok", "result": await checked}
        if call.get("cancel_after_ms") is not None:
            return await given_up(module, clients, scenario, call, saved, sync)
        return await runner.run_call(module, clients, scenario, call, saved, sync)
    except Exception as crash:  # noqa: BLE001 - anything else is a crash by the protocol
        return {"outcome": "crash", "message": f"{type(crash).__name__}: {crash}"}


class StepLog(logging.Handler):
    """Captures the client's log (the `logging` logger named after the package) at a step's level during the step."""

    def __init__(self, module: Any, level: str) -> None:
        super().__init__(logging.DEBUG)
        self.logger = logging.getLogger(module.__name__)
        self.level_name = level
        self.lines: list[dict[str, str]] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append({"level": "debug" if record.levelno < logging.INFO else "info", "line": record.getMessage()})

    def __enter__(self) -> StepLog:
        self.saved = self.logger.level
        self.logger.setLevel(logging.DEBUG if self.level_name == "debug" else logging.INFO)
        self.logger.addHandler(self)
        return self

    def __exit__(self, *exc: object) -> None:
        self.logger.removeHandler(self)
        self.logger.setLevel(self.saved)


async def logged_step(module: Any, clients: dict[Any, Any], scenario: dict[str, Any], client: Any,
                      call: dict[str, Any], saved: dict[str, Any], caps: dict[str, Any], sync: bool) -> dict[str, Any]:
    """A step with its wall time (`elapsed_ms`); with `log`, the client's log lines at that level during it, as the
    step's `log`."""
    started = time.monotonic()
    if call.get("log") is None:
        line = await step(module, clients, scenario, client, call, saved, caps, sync)
    else:
        with StepLog(module, call["log"]) as captured:
            line = {**await step(module, clients, scenario, client, call, saved, caps, sync), "log": captured.lines}
    return {**line, "elapsed_ms": round((time.monotonic() - started) * 1000)}


async def given_up(module: Any, clients: dict[Any, Any], scenario: dict[str, Any], call: dict[str, Any],
                   saved: dict[str, Any], sync: bool) -> dict[str, Any]:
    """The caller gives up after `cancel_after_ms`, in the driver's idiom: the async call's task is cancelled; a
    blocking call cannot be cancelled from outside, so its job deadline is that time. Then `settle_ms` pass (polls that
    should not come) before the outcome is reported."""
    after = call["cancel_after_ms"] / 1000
    if sync:
        outcome = await runner.run_call(module, clients, scenario, {**call, "job_timeout_ms": call["cancel_after_ms"]},
                                        saved, sync)
    else:
        task = asyncio.ensure_future(runner.run_call(module, clients, scenario, call, saved, sync))
        asyncio.get_running_loop().call_later(after, task.cancel)
        try:
            outcome = await task
        except asyncio.CancelledError:
            outcome = {"outcome": "cancelled", "message": "the task was cancelled"}
    await asyncio.sleep(call.get("settle_ms", 0) / 1000)
    return outcome


async def main(plan_path: str, results_path: str, sync: bool) -> None:
    module = runner.find_module()
    plan = json.loads(Path(plan_path).read_text(encoding="utf-8"))
    with open(results_path, "w", encoding="utf-8") as out:
        for scenario in plan["scenarios"]:
            request_log(scenario["log_url"], "DELETE")
            options = dict(scenario.get("client") or {})
            max_retries = options.pop("max_retries", 0)
            events: list[str] = []
            if options.pop("hooks", False):
                options["hooks"] = recording_hooks(module, events)
            # No backoff delay, but the server's Retry-After is honoured, as the other runners' clients do.
            client = module.ServerClient(scenario["base_url"], token=scenario["token"], max_retries=max_retries,
                                         backoff=lambda attempt, after: 0.0 if after is None else max(0.0, after),
                                         **options)
            key = (scenario["base_url"], scenario["token"] or "", bool(options.get("legacy_auth")))
            clients = {key: client}
            saved: dict[str, Any] = {}
            caps: dict[str, Any] = {"events": events}
            steps = [await logged_step(module, clients, scenario, client, call, saved, caps, sync)
                     for call in scenario["steps"]]
            if sync:
                await runner.blocking(client.close)
            await client.aclose()
            lang = "python-sync" if sync else "python"
            line = {"id": scenario["id"], "lang": lang, "steps": steps, "requests": request_log(scenario["log_url"], "GET")}
            out.write(json.dumps(line) + "\n")
            out.flush()


if __name__ == "__main__":
    arguments = [a for a in sys.argv[1:] if a != "--sync"]
    if len(arguments) != 2:
        raise SystemExit("usage: scenarios.py [--sync] SCENARIOS.json RESULTS.jsonl")
    asyncio.run(main(arguments[0], arguments[1], "--sync" in sys.argv[1:]))
