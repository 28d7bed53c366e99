// The modular entry (fn.ts, fn/*.ts) against the mock: the scenarios of the tree client's behaviour checks
// that decide a unary call (auth and client headers, an error row's class, retries with one request id,
// Retry-After read and refused past its limit, the result check, the exit check, a download, an upload),
// each through a standalone function, with the same error classes the tree client raises; and the core's
// extras: hooks and log lines with `observing`, redirects followed with `redirecting` (refused without); and a
// paginated op's walks, page by page as the tree client's `pages` and `items` walk them; a job's function, which
// polls the status op to the job's result or its mapped error, as the tree client's job member.
import assert from "node:assert/strict";
import { createCore, observing, redirecting } from "./fn.js";
import { list, stat, download, upload } from "./fn/files.js";
import { run, stream } from "./fn/commands.js";
import { install } from "./fn/agents.codex.js";
import { follow, list as listProcesses, listItems as processItems, listPages as processPages } from "./fn/process.js";

/** Runs the checks with the behaviour script's `check`, `recorder` and `rejects`, over the generated package `lib`. */
export async function modularChecks({ check, recorder, rejects, config, lib }) {
  const core = (extra = {}, ...extras) => createCore({ baseUrl: config.main, token: config.token, maxRetries: 0, ...extra }, ...extras);

  await check("modular: a call sends the client and auth headers and returns the checked result", async () => {
    const rec = recorder();
    const result = await list(core({ fetch: rec.fetch }), { path: "/tmp" });
    assert.ok(Array.isArray(result.entries));
    assert.equal(rec.seen.length, 1);
    assert.equal(rec.seen[0].headers.get("authorization"), "Bearer " + config.token);
    assert.equal(rec.seen[0].headers.get("x-abx-client"), config.clientValue);
  });

  await check("modular: an error answer raises the tree client's class of its row", async () => {
    const e = await rejects(stat(core(), { path: "/tmp" }, { headers: { "X-Mock-Error": "files.not_found" } }), "FileNotFoundError");
    assert.ok(e instanceof lib.FileNotFoundError && e instanceof lib.ServerAPIError);
    assert.equal(e.status, 404);
    assert.equal(e.op, "files.stat");
    assert.equal(lib.exitCodeFor(e), config.exitCodes.other);
    const auth = await rejects(list(createCore({ baseUrl: config.main }), { path: "/tmp" }), "ServerAuthError");
    assert.equal(auth.exitCode, config.exitCodes.auth);
  });

  await check("modular: an idempotent op is retried on 503 with one request id and the policy's backoff", async () => {
    const rec = recorder();
    const waits = [];
    const c = core({ fetch: rec.fetch, maxRetries: 2, backoff: (attempt, retryAfterMs) => { waits.push([attempt, retryAfterMs]); return 0; } });
    const result = await list(c, { path: "/tmp" }, { headers: { "X-Mock-Fail-Times": "2" } });
    assert.ok(Array.isArray(result.entries));
    assert.equal(rec.seen.length, 3);
    assert.equal(new Set(rec.seen.map((r) => r.headers.get("x-request-id"))).size, 1);
    assert.deepEqual(waits, [[0, 0], [1, 0]]);
    const e = await rejects(list(core({ maxRetries: 5, backoff: () => 0 }), { path: "/tmp" },
      { maxRetries: 1, headers: { "X-Mock-Fail-Times": "9" } }), "ServerUnavailableError");
    assert.equal(e.status, 503);
  });

  await check("modular: Retry-After is the wait; past retry_after_max_seconds the call fails with retry_after_too_long", async () => {
    const waits = [];
    const sleep = (ms) => { waits.push(ms); return Promise.resolve(); };
    await list(core({ maxRetries: 1, sleep }), { path: "/tmp" }, { headers: { "X-Mock-Fail-Times": "1", "X-Mock-Retry-After": "2" } });
    assert.deepEqual(waits, [2000]);
    const e = await rejects(list(core({ maxRetries: 1, sleep }), { path: "/tmp" },
      { headers: { "X-Mock-Fail-Times": "1", "X-Mock-Retry-After": "3600" } }), "ServerUnavailableError");
    assert.equal(e.status, 0);
    assert.equal(e.details.reason, "retry_after_too_long");
    assert.equal(e.details.retry_after, 3600);
  });

  await check("modular: a result that does not fit the op's schema raises ContractMismatchError (malformed_result)", async () => {
    const e = await rejects(list(core(), { path: "/tmp" }, { headers: { "X-Mock-Result": "missing-required" } }), "ContractMismatchError");
    assert.ok(e instanceof lib.ContractMismatchError);
    assert.equal(e.details.reason, "malformed_result");
    assert.equal(e.details.pointer, "/path");
    const text = await rejects(list(core(), { path: "/tmp" }, { headers: { "X-Mock-Result": "not json" } }), "ContractMismatchError");
    assert.equal(text.details.reason, "malformed_result");
  });

  await check("modular: check raises the exit-check error with the result; params must be an object", async () => {
    const failing = { headers: { "X-Mock-Result": JSON.stringify({ exit_code: 2, stdout: "", stderr: "no", duration_ms: 1 }) } };
    const e = await rejects(run(core(), { command: "false" }, { ...failing, check: true }), "ProcessError");
    assert.equal(e.result.exit_code, 2);
    assert.equal((await run(core(), { command: "false" }, failing)).exit_code, 2);
    await rejects(list(core(), "nope"), "ServerArgumentError");
  });

  await check("modular: download gives the bytes (or the body with stream: true), upload sends the body", async () => {
    const rec = recorder();
    const c = core({ fetch: rec.fetch });
    await upload(c, { path: "/tmp/fn.txt" }, "hello fn");
    assert.equal(rec.seen[0].headers.get("content-type"), "application/octet-stream");
    const bytes = await download(c, { path: "/tmp/fn.txt" });
    assert.ok(bytes instanceof Uint8Array);
    const body = await download(c, { path: "/tmp/fn.txt" }, { stream: true });
    assert.ok(body instanceof ReadableStream);
    await body.cancel();
  });

  await check("modular: hooks and logger need observing; with it they run around each try as in the tree client", async () => {
    assert.throws(() => createCore({ hooks: {} }), /observing/);
    assert.throws(() => createCore({ logger: { info() {}, debug() {} } }), /observing/);
    const seen = [];
    const lines = [];
    const c = createCore({ baseUrl: config.main, token: config.token, maxRetries: 1, backoff: () => 0,
      hooks: { beforeRequest: (ctx) => { seen.push("before " + ctx.attempt); ctx.headers.set("X-Hooked", "1"); },
        afterResponse: (ctx, response) => { seen.push("after " + response.status); } },
      logger: { info: (message, fields) => lines.push(message + " " + fields.attempt), debug() {} } }, observing);
    await list(c, { path: "/tmp" }, { headers: { "X-Mock-Fail-Times": "1" } });
    assert.deepEqual(seen, ["before 1", "after 503", "before 2", "after 200"]);
    assert.deepEqual(lines, ["request 1", "response 1", "retry 1", "request 2", "response 2"]);
  });

  await check("modular: a redirect is refused without redirecting and followed by the policy with it", async () => {
    const redirect = { headers: { "X-Mock-Redirect": "307" } };
    const e = await rejects(list(core(), { path: "/tmp" }, redirect), "ServerUnavailableError");
    assert.equal(e.details.reason, "redirect_not_followed");
    assert.equal(e.details.status, 307);
    const result = await list(core({}, redirecting), { path: "/tmp" }, redirect);
    assert.ok(Array.isArray(result.entries));
  });

  await check("modular: a stream yields its checked events; an error line raises the row's class; SSE too", async () => {
    const events = [];
    for await (const event of stream(core(), { command: "ls" })) {
      events.push(event);
    }
    assert.ok(events.length >= 1 && typeof events[0] === "object");
    const seen = [];
    const e = await rejects((async () => {
      for await (const event of stream(core(), { command: "ls" }, { headers: { "X-Mock-Stream-Error": "commands.timeout" } })) {
        seen.push(event);
      }
    })(), "CommandTimeoutError");
    assert.ok(e instanceof lib.CommandTimeoutError);
    assert.equal(seen.length, 2);
    assert.equal(e.status, 504);
    const followed = [];
    for await (const event of follow(core(), { pid: 4211 })) {
      followed.push(event);
    }
    assert.ok(followed.length >= 1);
    await rejects((async () => {
      for await (const event of stream(createCore({ baseUrl: config.main }), { command: "ls" })) {
        seen.push(event);
      }
    })(), "ServerAuthError");
    // A tagged union's event is checked against the branch its tag names, as the tree client checks it.
    const variant = async (event) => {
      const got = [];
      for await (const one of stream(core(), { command: "ls" }, { headers: { "X-Mock-Stream": JSON.stringify(event) } })) {
        got.push(one);
      }
      return got;
    };
    assert.deepEqual(await variant({ type: "stdout", data: "x", seq: 0 }), [{ type: "stdout", data: "x", seq: 0 }]);
    const missing = await rejects(variant({ type: "stdout", data: "x" }), "ContractMismatchError");
    assert.equal(missing.details.reason, "malformed_event");
    assert.deepEqual(await variant({ type: "newer", any: 1 }), [{ type: "newer", any: 1 }], "a variant the catalog does not know passes");
  });

  await check("modular: a paginated op's walks request each page when the loop reaches it, as the tree client's", async () => {
    // A server of 5 processes, answering process.list's offset pages (its params in a JSON body) with their total.
    const all = [1, 2, 3, 4, 5].map((pid) => ({ pid, command: "sleep " + pid, cwd: "/", status: "running", exit_code: null,
      started_at: "2025-05-01T12:00:00Z", ended_at: null }));
    const offsets = [];
    const pager = async (url, init) => {
      const params = JSON.parse(init.body);
      const offset = params.offset ?? 0;
      offsets.push(offset);
      const body = { processes: all.slice(offset, offset + params.limit), total: all.length };
      return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
    };
    const c = core({ fetch: pager });
    const pages = [];
    for await (const page of processPages(c, { limit: 2 })) {
      pages.push(page.processes.map((p) => p.pid));
    }
    assert.deepEqual(pages, [[1, 2], [3, 4], [5]]);
    assert.deepEqual(offsets, [0, 2, 4]);
    offsets.length = 0;
    const items = processItems(c, { limit: 2, offset: 1 })[Symbol.asyncIterator]();
    assert.equal((await items.next()).value.pid, 2);
    assert.deepEqual(offsets, [1], "one request until the loop asks past the first page");
    const rest = [];
    for (let next = await items.next(); !next.done; next = await items.next()) {
      rest.push(next.value.pid);
    }
    assert.deepEqual(rest, [3, 4, 5]);
    const tree = [];
    for await (const item of new lib.ServerClient({ baseUrl: config.main, maxRetries: 0, fetch: pager }).process.list.items({ limit: 2, offset: 1 })) {
      tree.push(item.pid);
    }
    assert.deepEqual(tree, [2, 3, 4, 5], "the tree client walks the same pages");
    assert.deepEqual((await listProcesses(c, { limit: 2 })).processes.map((p) => p.pid), [1, 2], "called, one page");
    const wrong = async () => new Response(JSON.stringify({ total: 1 }), { status: 200, headers: { "Content-Type": "application/json" } });
    await rejects((async () => {
      for await (const item of processItems(core({ fetch: wrong }), {})) {
        assert.fail("no item: " + JSON.stringify(item));
      }
    })(), "ContractMismatchError");
  });

  await check("modular: a job's function polls its status op to the result, or raises the failed job's row", async () => {
    const rec = recorder();
    const result = await install(core({ fetch: rec.fetch }), {});
    const tree = await new lib.ServerClient({ baseUrl: config.main, token: config.token, maxRetries: 0 }).agents.codex.install({});
    assert.deepEqual(result, tree, "the tree client's result");
    const paths = rec.seen.map((r) => r.path);
    assert.equal(paths[0], "/ops/agents.codex.install");
    assert.ok(paths.length >= 2 && paths.slice(1).every((path) => path === "/ops/agents.codex.install_status"), paths.join(" "));
    const failing = (url, init) => String(url).includes("install_status")
      ? Promise.resolve(new Response(JSON.stringify({ job_id: "j", status: "failed", retry_after: 0,
        error: { code: "install.failed", message: "no disk" } }), { status: 200, headers: { "Content-Type": "application/json" } }))
      : fetch(url, init);
    const e = await rejects(install(core({ fetch: failing }), {}), "ServerInstallError");
    assert.ok(e instanceof lib.ServerInstallError);
    assert.equal(e.errorCode, "install.failed");
    assert.equal(e.status, 409);
    assert.equal(e.op, "agents.codex.install");
    const slow = (url, init) => String(url).includes("install_status")
      ? Promise.resolve(new Response(JSON.stringify({ job_id: "j", status: "running", retry_after: 0 }), { status: 200,
        headers: { "Content-Type": "application/json" } }))
      : fetch(url, init);
    const late = await rejects(install(core({ fetch: slow }), {}, { jobTimeoutMs: 50 }), "ServerUnavailableError");
    assert.equal(late.details.reason, "job_deadline");
  });
}
