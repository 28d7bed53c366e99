// Behaviour checks of the generated TypeScript client, in plain JavaScript (the dynamic fallback
// is invisible to the typed API). Run by TsClientBehaviourTest in one node process beside the
// compiled client: first the contract runner's plan, then these checks against in-process mocks.
// Prints one JSON summary line: {"passed": [...], "failed": [{"name", "message"}]}.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import assert from "node:assert/strict";
import { runPlan } from "./runner.js";
import * as lib from "./index.js";
import { modularChecks } from "./modular.mjs";

const { ServerClient, ApiError, exitCodeFor, errorFromResponse, ops } = lib;
const config = JSON.parse(readFileSync(process.argv[2], "utf8"));
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const passed = [];
const failed = [];

async function check(name, body) {
  try {
    await body();
    passed.push(name);
  } catch (error) {
    failed.push({ name, message: String((error && error.stack) || error) });
  }
}

/** A fetch that records every request and delegates to the global fetch (or to `inner`). */
function recorder(inner = fetch) {
  const seen = [];
  const record = (url, init) => {
    const u = new URL(String(url));
    seen.push({ url: String(url), path: u.pathname, query: u.search, method: init.method, headers: new Headers(init.headers) });
    return inner(url, init);
  };
  return { seen, fetch: record };
}

function client(extra = {}) {
  return new ServerClient({ baseUrl: config.main, token: config.token, maxRetries: 0, ...extra });
}

async function rejects(promise, catalogClass) {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof ApiError, "not an ApiError: " + error);
    assert.equal(error.catalogClass, catalogClass, error.message);
    return error;
  }
  assert.fail("expected " + catalogClass);
}

async function collect(iterable) {
  const out = [];
  for await (const item of iterable) {
    out.push(item);
  }
  return out;
}

async function readAll(stream) {
  const chunks = [];
  const reader = stream.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    chunks.push(...value);
  }
  return new Uint8Array(chunks);
}

await runPlan(config.plan, config.results);

await check("bearer token, client header, request id", async () => {
  const rec = recorder();
  await client({ fetch: rec.fetch }).files.list({ path: "/tmp" });
  const h = rec.seen[0].headers;
  assert.equal(h.get("authorization"), "Bearer " + config.token);
  assert.equal(h.get("x-access-token"), null);
  assert.equal(h.get("x-abx-client"), config.clientValue);
  assert.match(h.get("x-request-id"), UUID_V4);
  assert.equal(rec.seen[0].method, "POST");
  assert.equal(rec.seen[0].path, "/ops/files.list");
});

await check("GET binding: path params percent-encoded, the rest in the query", async () => {
  const rec = recorder();
  const srv = client({ fetch: rec.fetch });
  await srv.terminal.get({ terminal_id: "a/b c" });
  assert.equal(rec.seen[0].method, "GET");
  assert.equal(rec.seen[0].path, "/terminals/a%2Fb%20c");
  assert.equal(rec.seen[0].query, "");
});

await check("legacy auth sends only the legacy header", async () => {
  const rec = recorder();
  await client({ fetch: rec.fetch, legacyAuth: true }).files.list({ path: "/tmp" });
  assert.equal(rec.seen[0].headers.get("x-access-token"), config.token);
  assert.equal(rec.seen[0].headers.get("authorization"), null);
});

await check("gateway token is a separate header", async () => {
  const rec = recorder();
  await client({ fetch: rec.fetch, gatewayHeader: "X-Gateway-Token", gatewayToken: "gw" }).files.list({ path: "/tmp" });
  assert.equal(rec.seen[0].headers.get("x-gateway-token"), "gw");
  assert.equal(rec.seen[0].headers.get("authorization"), "Bearer " + config.token);
});

await check("missing token maps to the auth family", async () => {
  const e = await rejects(new ServerClient({ baseUrl: config.main }).files.list({ path: "/tmp" }), "ServerAuthError");
  assert.equal(e.status, 401);
  assert.equal(e.errorCode, "auth.missing");
  assert.equal(exitCodeFor(e), config.exitCodes.auth);
  assert.equal(e.exitCode, config.exitCodes.auth);
});

await check("idempotent op retried on 503 with the same request id and injected backoff", async () => {
  const rec = recorder();
  const waits = [];
  const srv = client({ fetch: rec.fetch, maxRetries: 2, backoff: (attempt, retryAfterMs) => { waits.push([attempt, retryAfterMs]); return 0; } });
  const result = await srv.files.list({ path: "/tmp" }, { headers: { "X-Mock-Fail-Times": "2" } });
  assert.ok(Array.isArray(result.entries));
  assert.equal(rec.seen.length, 3);
  assert.equal(new Set(rec.seen.map((r) => r.headers.get("x-request-id"))).size, 1);
  assert.deepEqual(waits, [[0, 0], [1, 0]]);
});

await check("default backoff honours Retry-After", async () => {
  const started = Date.now();
  await client({ maxRetries: 1 }).files.list({ path: "/tmp" }, { headers: { "X-Mock-Fail-Times": "1" } });
  assert.ok(Date.now() - started < 2000);
});

await check("per-call maxRetries overrides the client's; exhausted retries raise the 503 error", async () => {
  const rec = recorder();
  const srv = client({ fetch: rec.fetch, maxRetries: 5, backoff: () => 0 });
  const e = await rejects(srv.files.list({ path: "/tmp" }, { maxRetries: 1, headers: { "X-Mock-Fail-Times": "9" } }), "ServerUnavailableError");
  assert.equal(e.status, 503);
  assert.equal(rec.seen.length, 2);
  assert.equal(exitCodeFor(e), config.exitCodes.retryable);
});

/** A body that can be sent once: a ReadableStream of `text`. */
function onceBody(text) {
  return new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode(text)); c.close(); } });
}

await check("a non-idempotent op is retried only with its idempotency key (kept on the retry); a ReadableStream body is sent once", async () => {
  const rec = recorder();
  const srv = client({ fetch: rec.fetch, maxRetries: 3, backoff: () => 0 });
  await srv.commands.run({ command: "ls" }, { headers: { "X-Mock-Fail-Times": "1" } });
  assert.equal(rec.seen.length, 2);
  const keys = new Set(rec.seen.map((s) => s.headers.get("idempotency-key")));
  assert.equal(keys.size, 1);
  assert.match([...keys][0], /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  await rejects(srv.files.upload({ path: "/tmp/y" }, onceBody("once"), { headers: { "X-Mock-Fail-Times": "1" } }), "ServerUnavailableError");
  assert.equal(rec.seen.length, 3);
  assert.ok(!keys.has(rec.seen[2].headers.get("idempotency-key")), "a fresh key per call");
});

await check("connection errors retried for idempotent ops and ops with an idempotency key", async () => {
  let failures = 1;
  const flaky = (url, init) => (failures-- > 0 ? Promise.reject(new TypeError("fetch failed")) : fetch(url, init));
  const rec = recorder(flaky);
  await client({ fetch: rec.fetch, maxRetries: 2, backoff: () => 0 }).files.list({ path: "/tmp" });
  assert.equal(rec.seen.length, 2);
  failures = 1;
  await client({ fetch: rec.fetch, maxRetries: 2, backoff: () => 0 }).commands.run({ command: "ls" });
  assert.equal(rec.seen.length, 4);
  failures = 1;
  const rec2 = recorder(flaky);
  const e = await rejects(client({ fetch: rec2.fetch, maxRetries: 2, backoff: () => 0 }).files.upload({ path: "/tmp/y" }, onceBody("once")), "ServerUnavailableError");
  assert.equal(rec2.seen.length, 1);
  assert.equal(e.requestId, rec2.seen[0].headers.get("x-request-id"));
  assert.equal(e.details.reason, "connection");
  assert.equal(e.details.message, "fetch failed");
});

await check("per-call timeout aborts the try", async () => {
  const hang = (_url, init) => new Promise((_resolve, reject) => init.signal.addEventListener("abort", () => reject(new Error("aborted"))));
  const e = await rejects(client({ fetch: hang }).files.list({ path: "/tmp" }, { timeoutMs: 50 }), "ServerUnavailableError");
  assert.equal(e.details.reason, "timeout");
  assert.match(e.details.message, /50 ms/);
});

/** A URL where nothing listens: a port bound, then closed. */
async function closedPortUrl() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = server.address().port;
  await new Promise((resolve) => server.close(resolve));
  return "http://127.0.0.1:" + port;
}

/** Checks the transport-failure rule: the 503 row's class with status 0, the request id sent, the transport's error as cause. */
function assertTransport(e, reason, op, rec) {
  assert.equal(e.status, 0);
  assert.equal(e.errorCode, null);
  assert.equal(e.code, "E3109");
  assert.equal(e.exitFamily, "retryable");
  assert.equal(exitCodeFor(e), config.exitCodes.retryable);
  assert.equal(e.op, op);
  assert.equal(e.details.reason, reason);
  assert.equal(typeof e.details.message, "string");
  assert.ok(e.details.message.length > 0);
  assert.ok(e.cause instanceof Error, "cause: " + e.cause);
  assert.match(e.requestId, UUID_V4);
  assert.equal(e.requestId, rec.seen.at(-1).headers.get("x-request-id"));
}

await check("closed port: every kind, discovery and /ops raise the 503 row with status 0", async () => {
  const dead = await closedPortUrl();
  const rec = recorder();
  const srv = new ServerClient({ baseUrl: dead, token: config.token, fetch: rec.fetch, maxRetries: 0 });
  const cases = [
    ["commands.run", () => srv.commands.run({ command: "ls" })],
    ["commands.run", () => srv.process.shell({ command: "ls" })],
    ["commands.stream", () => collect(srv.commands.stream({ command: "ls" }))],
    ["files.download", () => srv.files.download({ path: "/tmp/a.txt" })],
    ["files.download", () => srv.files.download({ path: "/tmp/a.txt" }, { stream: true })],
    ["files.upload", () => srv.files.upload({ path: "/tmp/u.txt" }, "x")],
    ["agents.codex.install", () => srv.agents.codex.install({})],
    ["core.capabilities", () => srv.discover()],
    ["core.capabilities", () => srv.capabilities()],
    [null, () => srv.custom.grade({ submission: "x" })],
  ];
  for (const [op, run] of cases) {
    const e = await rejects(run(), "ServerUnavailableError");
    assert.ok(e instanceof lib.ServerUnavailableError);
    assertTransport(e, "connection", op, rec);
  }
});

await check("closed port: idempotent and keyed ops retried keeping the request id (and the key), a ReadableStream body sent once", async () => {
  const dead = await closedPortUrl();
  const rec = recorder();
  const srv = new ServerClient({ baseUrl: dead, token: config.token, fetch: rec.fetch, maxRetries: 2, backoff: () => 0 });
  const e = await rejects(srv.files.list({ path: "/tmp" }), "ServerUnavailableError");
  assert.equal(rec.seen.length, 3);
  assert.equal(new Set(rec.seen.map((r) => r.headers.get("x-request-id"))).size, 1);
  assertTransport(e, "connection", "files.list", rec);
  const rec2 = recorder();
  const once = new ServerClient({ baseUrl: dead, token: config.token, fetch: rec2.fetch, maxRetries: 2, backoff: () => 0 });
  assertTransport(await rejects(once.commands.run({ command: "ls" }), "ServerUnavailableError"), "connection", "commands.run", rec2);
  assert.equal(rec2.seen.length, 3);
  assert.equal(new Set(rec2.seen.map((r) => r.headers.get("idempotency-key"))).size, 1);
  const rec3 = recorder();
  const streamed = new ServerClient({ baseUrl: dead, token: config.token, fetch: rec3.fetch, maxRetries: 2, backoff: () => 0 });
  assertTransport(await rejects(streamed.files.upload({ path: "/tmp/y" }, onceBody("once")), "ServerUnavailableError"), "connection", "files.upload", rec3);
  assert.equal(rec3.seen.length, 1);
});

await check("a job poll that gets no answer raises the 503 row naming the status op", async () => {
  const dead = await closedPortUrl();
  const rec = recorder((url, init) => fetch(String(url).includes("install_status") ? dead + new URL(String(url)).pathname : url, init));
  const e = await rejects(client({ fetch: rec.fetch }).agents.codex.install({}), "ServerUnavailableError");
  const statusOp = lib.ServerClient.$definition.catalog.ops.find((op) => op.id === "agents.codex.install").job.status_op;
  assertTransport(e, "connection", statusOp, rec);
});

await check("a server that never answers: the timeout raises the 503 row with reason timeout", async () => {
  const sockets = new Set();
  const silent = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise((resolve) => silent.listen(0, "127.0.0.1", resolve));
  try {
    const rec = recorder();
    const url = "http://127.0.0.1:" + silent.address().port;
    const srv = new ServerClient({ baseUrl: url, token: config.token, fetch: rec.fetch, maxRetries: 0, timeoutMs: 200 });
    const started = Date.now();
    assertTransport(await rejects(srv.commands.run({ command: "ls" }), "ServerUnavailableError"), "timeout", "commands.run", rec);
    assertTransport(await rejects(collect(srv.commands.stream({ command: "ls" })), "ServerUnavailableError"), "timeout", "commands.stream", rec);
    assert.ok(Date.now() - started < 2000);
    const retried = recorder();
    const again = new ServerClient({ baseUrl: url, token: config.token, fetch: retried.fetch, maxRetries: 1, backoff: () => 0 });
    const e = await rejects(again.files.list({ path: "/tmp" }, { timeoutMs: 200 }), "ServerUnavailableError");
    assert.equal(retried.seen.length, 2);
    assert.equal(new Set(retried.seen.map((r) => r.headers.get("x-request-id"))).size, 1);
    assertTransport(e, "timeout", "files.list", retried);
  } finally {
    for (const socket of sockets) {
      socket.destroy();
    }
    await new Promise((resolve) => silent.close(resolve));
  }
});

const LINE = { type: "stdout", data: "one", seq: 0 };

/**
 * A raw HTTP server answering every request with 200 headers and part of a body, then `after`:
 * "drop" destroys the socket, "silent" sends nothing more, "trickle" sends the rest in pieces 80 ms
 * apart. A stream op (path with "stream") gets chunked NDJSON, anything else a short Content-Length body.
 * With `close` it sends `Connection: close`, after which Node's fetch takes a chunked body's EOF as its end.
 */
async function rawServer(after, close = false) {
  const sockets = new Set();
  const timers = new Set();
  const later = (ms, run) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const received = [];
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    let request = "";
    socket.on("data", (data) => {
      if (request.includes("\r\n\r\n")) {
        return;
      }
      request += data.toString("latin1");
      if (!request.includes("\r\n\r\n")) {
        return;
      }
      received.push(new Headers(request.split("\r\n\r\n")[0].split("\r\n").slice(1)
        .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()])));
      const streamed = request.split(" ")[1].includes("stream");
      const chunk = (text) => text.length.toString(16) + "\r\n" + text + "\r\n";
      const pieces = streamed
        ? [JSON.stringify(LINE) + "\n{\"type\":", "\"stdout\",\"data\":\"two\",\"seq\":1}\n", JSON.stringify(LINE) + "\n"].map(chunk)
        : ["{\"path\": \"/tmp\", \"truncated\": false, \"entries\":", " [],", " \"x\": 1}"];
      const head = "HTTP/1.1 200 OK\r\n" + (close ? "Connection: close\r\n" : "") + (streamed
        ? "Content-Type: application/x-ndjson\r\nTransfer-Encoding: chunked\r\n\r\n"
        : "Content-Type: application/json\r\nContent-Length: " + pieces.join("").length + "\r\n\r\n");
      socket.write(head + pieces[0]);
      if (after === "drop") {
        later(30, () => socket.destroy());
      } else if (after === "trickle") {
        const rest = [...pieces.slice(1), streamed ? "0\r\n\r\n" : ""];
        rest.forEach((piece, i) => later(80 * (i + 1), () => socket.write(piece)));
      }
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: "http://127.0.0.1:" + server.address().port,
    /** The headers of every request received so far (Node's fetch may open a connection it never uses). */
    received,
    async close() {
      timers.forEach(clearTimeout);
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Every kind whose body is read after the headers, each failing: the stream's events seen first, then per case
 * its op, its error, the tries it made (the requests the server received and the client sent) and
 * the tries expected with `maxRetries: 2`. Bodies handed to the caller unread (the stream, the `ReadableStream`
 * download) are never retried; bodies read whole (a call, the `Uint8Array` download) are when the op is idempotent or
 * carries an idempotency key.
 */
async function bodyFailures(srv, server, rec, cutLooksClean = false) {
  const events = [];
  const cases = [
    ["commands.stream", 1, async () => {
      for await (const event of srv.commands.stream({ command: "ls" })) {
        events.push(event);
      }
    }],
    ["files.download", 3, () => srv.files.download({ path: "/tmp/a.txt" })], // not idempotent, but keyed and read whole
    ["files.download", 1, async () => {
      const body = await srv.files.download({ path: "/tmp/a.txt" }, { stream: true });
      assert.ok(body instanceof ReadableStream);
      await readAll(body);
    }],
    ["browser.screenshot", 3, () => srv.browser.screenshot()],
    ["browser.screenshot", 1, async () => { // idempotent, but its body is handed over unread
      await readAll(await srv.browser.screenshot(undefined, { stream: true }));
    }],
    ["files.list", 3, () => srv.files.list({ path: "/tmp" })],
    ["files.mkdir", 3, () => srv.files.mkdir({ path: "/tmp/x" })], // not idempotent, but it carries an idempotency key
  ];
  const results = [];
  for (const [op, expected, run] of cases) {
    const [received, sent] = [server.received.length, rec.seen.length];
    if (cutLooksClean && op === "commands.stream") {
      // Node's fetch ends a chunked body whose `Connection: close` socket drops before the last chunk as if
      // it were complete: the client sees a partial last line at a clean end, a malformed event.
      const error = await rejects(run(), "ContractMismatchError");
      assert.equal(error.details.reason, "malformed_event");
      assert.equal(rec.seen.length - sent, 1);
      continue;
    }
    const error = await rejects(run(), "ServerUnavailableError");
    results.push({ op, error, expected, seen: rec.seen.slice(sent), received: server.received.slice(received) });
  }
  return { events, results };
}

/** One case of bodyFailures: its tries, all with one X-Request-Id (the error's), and the transport error. */
function assertBodyFailure({ op, error, expected, seen, received }, reason) {
  assert.equal(received.length, expected, op + ": requests the server received");
  assert.equal(seen.length, expected, op + ": requests the client sent");
  const ids = new Set([...seen.map((s) => s.headers), ...received].map((headers) => headers.get("x-request-id")));
  assert.equal(ids.size, 1, op + ": one X-Request-Id on every try");
  assertTransport(error, reason, op, { seen });
}

await check("a body cut after the headers raises the 503 row (connection; a stream cut under Connection: close, a malformed event); retried only when read whole and idempotent or keyed", async () => {
  for (const close of [false, true]) {
    const server = await rawServer("drop", close);
    try {
      const rec = recorder();
      const srv = new ServerClient({ baseUrl: server.url, token: config.token, fetch: rec.fetch, maxRetries: 2, backoff: () => 0 });
      const { events, results } = await bodyFailures(srv, server, rec, close);
      assert.deepEqual(events, [LINE]);
      for (const result of results) {
        assertBodyFailure(result, "connection");
      }
    } finally {
      await server.close();
    }
  }
});

await check("a body silent past timeoutMs after the headers raises the 503 row (timeout)", async () => {
  const server = await rawServer("silent");
  try {
    const rec = recorder();
    const srv = new ServerClient({ baseUrl: server.url, token: config.token, fetch: rec.fetch, maxRetries: 2, backoff: () => 0, timeoutMs: 200 });
    const started = Date.now();
    const { events, results } = await bodyFailures(srv, server, rec);
    assert.ok(Date.now() - started < 6000, "took " + (Date.now() - started) + " ms");
    assert.deepEqual(events, [LINE]);
    for (const result of results) {
      assertBodyFailure(result, "timeout");
      assert.match(result.error.details.message, /200 ms/);
    }
  } finally {
    await server.close();
  }
});

// That the idle timeout is per read, not per body (pieces 150 ms apart under a 200 ms timeout), is
// checked on an injected clock by the runtime's unit tests (runtime/ts/test/core.test.ts), which hold
// on a loaded machine; here real sockets only check that a body in pieces across writes is read whole.
await check("a body that arrives in pieces across TCP writes is read whole", async () => {
  const trickle = await rawServer("trickle", true);
  try {
    const srv = new ServerClient({ baseUrl: trickle.url, token: config.token, maxRetries: 0, timeoutMs: 10000 });
    assert.deepEqual(await collect(srv.commands.stream({ command: "ls" })), [LINE, { type: "stdout", data: "two", seq: 1 }, LINE]);
    assert.deepEqual(await srv.files.list({ path: "/tmp" }), { path: "/tmp", truncated: false, entries: [], x: 1 });
  } finally {
    await trickle.close();
  }
});

await check("the caller's AbortSignal after the headers rejects with the platform's AbortError", async () => {
  const server = await rawServer("silent");
  try {
    const srv = new ServerClient({ baseUrl: server.url, token: config.token, maxRetries: 0, timeoutMs: 5000 });
    const isAbort = (e) => {
      assert.equal(e.name, "AbortError", String(e));
      assert.ok(!(e instanceof ApiError));
      return true;
    };
    const streamAbort = new AbortController();
    const events = [];
    await assert.rejects((async () => {
      for await (const event of srv.commands.stream({ command: "ls" }, { signal: streamAbort.signal })) {
        events.push(event);
        setTimeout(() => streamAbort.abort(), 20);
      }
    })(), isAbort);
    assert.deepEqual(events, [LINE]);
    const downloadAbort = new AbortController();
    const body = await srv.files.download({ path: "/tmp/a.txt" }, { stream: true, signal: downloadAbort.signal });
    setTimeout(() => downloadAbort.abort(), 20);
    await assert.rejects(readAll(body), isAbort);
  } finally {
    await server.close();
  }
});

await check("per-call headers reach the server", async () => {
  const rec = recorder();
  await client({ fetch: rec.fetch }).files.stat({ path: "/etc/hostname" }, { headers: { "X-Trace": "t-1" } });
  assert.equal(rec.seen[0].headers.get("x-trace"), "t-1");
  assert.equal(rec.seen[0].method, "POST");
});

await check("withResponse gives status, headers, request id and data", async () => {
  const raw = await client().withResponse.files.list({ path: "/tmp" });
  assert.equal(raw.status, 200);
  assert.match(raw.requestId, UUID_V4);
  assert.equal(raw.headers.get("x-request-id"), raw.requestId);
  assert.ok(Array.isArray(raw.data.entries));
  const bytes = await client().withResponse.files.download({ path: "/tmp/a.txt" });
  assert.ok(bytes.data instanceof Uint8Array);
});

await check("download as bytes and as a ReadableStream", async () => {
  const srv = client();
  const bytes = await srv.files.download({ path: "/tmp/a.txt" });
  assert.ok(bytes instanceof Uint8Array);
  const text = new TextDecoder().decode(bytes);
  assert.ok(text.startsWith("mock download of files.download"), text);
  const stream = await srv.files.download({ path: "/tmp/a.txt" }, { stream: true });
  assert.ok(stream instanceof ReadableStream);
  assert.deepEqual(await readAll(stream), bytes);
});

await check("upload from Uint8Array, Blob, ReadableStream and string", async () => {
  const srv = client();
  const bodies = [
    new TextEncoder().encode("bytes"),
    new Blob(["blob"]),
    new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode("stream")); c.close(); } }),
    "text",
  ];
  for (const body of bodies) {
    const entry = await srv.files.upload({ path: "/tmp/u.txt", overwrite: true }, body);
    assert.equal(typeof entry.path, "string");
  }
});

await check("an idempotent upload from a ReadableStream is buffered for its retry, streamed as is without retries", async () => {
  const bodies = [];
  let failures = 1;
  const fake = async (url, init) => {
    const path = new URL(String(url)).pathname;
    if (path === "/ops") {
      return Response.json({ ops: [{ id: "custom.put_blob", kind: "upload", idempotent: true, http: { method: "PUT", path: "/blob" } }] });
    }
    bodies.push(init.body);
    const bytes = new Uint8Array(await new Response(init.body).arrayBuffer());
    if (failures-- > 0) {
      throw new TypeError("fetch failed");
    }
    return Response.json({ size: bytes.length, text: new TextDecoder().decode(bytes) });
  };
  const stream = () => new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode("streamed")); c.close(); } });
  const srv = client({ fetch: fake, maxRetries: 1, backoff: () => 0 });
  assert.deepEqual(await srv.custom.put_blob({}, {}, stream()), { size: 8, text: "streamed" });
  assert.equal(bodies.length, 2);
  assert.ok(bodies.every((body) => body instanceof Uint8Array));
  failures = 0;
  await srv.custom.put_blob({}, { maxRetries: 0 }, stream());
  assert.ok(bodies.at(-1) instanceof ReadableStream);
});

await check("stream yields typed events; an error line raises the mapped error", async () => {
  const srv = client();
  const events = await collect(srv.commands.stream({ command: "ls" }));
  assert.ok(events.length >= 1);
  const seen = [];
  const e = await rejects((async () => {
    for await (const event of srv.commands.stream({ command: "ls" }, { headers: { "X-Mock-Stream-Error": "commands.timeout" } })) {
      seen.push(event);
    }
  })(), "CommandTimeoutError");
  assert.equal(seen.length, 2);
  assert.equal(e.errorCode, "commands.timeout");
  assert.equal(e.status, 504, "an error inside a 200 answer carries the first status of its row");
  const raw = await srv.withResponse.commands.stream({ command: "ls" });
  assert.equal(raw.status, 200);
  assert.ok((await collect(raw.data)).length >= 1);
});

await check("job waits for the result, or returns the pending handle", async () => {
  const srv = client();
  const result = await srv.agents.codex.install({});
  assert.equal(typeof result, "object");
  assert.notEqual(result, null);
  const pending = await srv.agents.codex.install({}, { wait: false });
  assert.ok(pending instanceof lib.InstallPending);
  assert.ok(pending instanceof lib.JobPending);
  assert.equal(pending.job_id, "job-agents.codex.install");
  assert.deepEqual(await pending.wait(), result);
});

await check("a failed job raises the mapped error with the first status of its row", async () => {
  const failing = (url, init) => String(url).includes("install_status")
    ? Promise.resolve(new Response(JSON.stringify({ job_id: "j", status: "failed", retry_after: 0,
      error: { code: "install.failed", message: "no disk" } }), { status: 200, headers: { "Content-Type": "application/json" } }))
    : fetch(url, init);
  const e = await rejects(client({ fetch: failing }).agents.codex.install({}), "ServerInstallError");
  assert.equal(e.errorCode, "install.failed");
  assert.equal(e.status, 409);
});

await check("aliases call their target op id", async () => {
  const rec = recorder();
  const srv = client({ fetch: rec.fetch });
  await srv.process.shell({ command: "ls" });
  await srv.system.set_env({ variables: { A: "1" } });
  await srv.devtools.run_code({ language: "python", code: "print(1)" });
  await srv.pty.list();
  await srv.terminal.list();
  assert.deepEqual(rec.seen.map((r) => r.path), ["/ops/commands.run", "/ops/system.env.set", "/ops/devtools.code.run",
    rec.seen[4].path, rec.seen[4].path]);
});

await check("ops tree, describe, call", async () => {
  const srv = client();
  assert.equal(ops.files.list, "files.list");
  assert.equal(ops.agents.claude_code.sessions.create, "agents.claude_code.sessions.create");
  // Aliases are in the tree as in Python's and Java's: an op alias is its target's id, a namespace alias its target's tree.
  assert.equal(ops.process.shell, "commands.run");
  assert.equal(ops.files.upload_legacy, "files.upload");
  assert.deepEqual(ops.pty, ops.terminal);
  // The client builds its tree from the core facts: equal to catalog.ts' `ops`, not the same object.
  assert.deepStrictEqual(srv.ops, ops);
  assert.equal(srv.ops.files.list, "files.list");
  // describe() reads the whole document, which only an import of catalog-document.js loads.
  assert.throws(() => srv.describe(), (e) => e instanceof lib.ClientUsageError && /catalog-document\.js/.test(e.message));
  const document = await import("./catalog-document.js");
  assert.equal(srv.describe(), document.catalog);
  assert.equal(srv.describe().catalog_version, config.clientValue.slice(3));
  assert.equal(srv.describe().ops.find((op) => op.id === "files.list").summary, "List a directory");
  const listing = await srv.call(ops.files.list, { path: "/tmp" });
  assert.ok(Array.isArray(listing.entries));
  const events = await collect(await srv.call(ops.commands.stream, { command: "ls" }));
  assert.ok(events.length >= 1);
});

await check("capabilities returns the raw body and changes nothing", async () => {
  const srv = client();
  const body = await srv.capabilities();
  assert.equal(typeof body.ops, "object");
  assert.equal(body.ops["files.list"].enabled, true);
});

await check("discover on a v2.1 server: can, limit, paths, require, check", async () => {
  const rec = recorder();
  const srv = new ServerClient({ baseUrl: config.disabled, token: config.token, fetch: rec.fetch, maxRetries: 0 });
  const found = await srv.discover();
  assert.equal(found.generation, "v2.1");
  assert.equal(found.legacy, false);
  assert.equal(found.can("files.list"), true);
  assert.equal(found.can(config.disabledOp), false);
  assert.equal(found.limit("files.list", "no_such_limit"), null);
  assert.deepEqual(found.paths("files.list"), { roots: [], readonly: false });
  const before = rec.seen.length;
  const e = await rejects(Promise.resolve().then(() => found.require(config.disabledOp)), "OperationNotEnabledError");
  assert.equal(e.status, null);
  assert.equal(exitCodeFor(e), config.exitCodes.permission);
  assert.equal(rec.seen.length, before);
  found.require("files.list");
  const verdict = await found.check("files.list", { path: "/etc" });
  assert.equal(typeof verdict.allowed, "boolean");
  assert.equal(rec.seen.at(-1).path, "/ops/core.check");
  assert.strictEqual(await srv.discover(), found);
});

await check("ContractMismatchError before sending when the server lacks the op", async () => {
  const rec = recorder();
  const srv = new ServerClient({ baseUrl: config.customOnly, token: config.token, fetch: rec.fetch, maxRetries: 0 });
  await srv.discover();
  const e = await rejects(srv.files.list({ path: "/tmp" }), "ContractMismatchError");
  assert.ok(e instanceof lib.EndpointNotAvailableError);
  assert.match(e.message, /sdk_version/);
  assert.equal(rec.seen.length, 1);
});

await check("v1 server: groups gate ops, legacy auth and legacy bindings switch on", async () => {
  const rec = recorder();
  const srv = new ServerClient({ baseUrl: config.v1, token: config.token, fetch: rec.fetch, maxRetries: 0 });
  const found = await srv.discover();
  assert.equal(found.generation, "v1");
  assert.equal(found.legacy, true);
  assert.equal(found.sdkVersion, null);
  assert.equal(found.can("files.list"), true);
  await srv.files.list({ path: "/tmp" });
  const last = rec.seen.at(-1);
  assert.equal(last.path, "/files/list");
  assert.equal(last.headers.get("x-access-token"), config.token);
  assert.equal(last.headers.get("authorization"), null);
  const e = await rejects(srv.core.health(), "ContractMismatchError");
  assert.match(e.message, /no sdk_version/);
});

await check("v1x server: endpoint list, legacy bindings", async () => {
  const rec = recorder();
  const srv = new ServerClient({ baseUrl: config.v1x, token: config.token, fetch: rec.fetch, maxRetries: 0 });
  const found = await srv.discover();
  assert.equal(found.generation, "v1x");
  assert.equal(found.can("files.upload"), true);
  await srv.files.upload({ path: "/tmp/u.txt" }, "x");
  assert.equal(rec.seen.at(-1).path, "/upload");
  assert.equal(rec.seen.at(-1).headers.get("authorization"), "Bearer " + config.token);
});

await check("legacy-binding aliases use the target's legacy binding", async () => {
  const rec = recorder();
  const srv = new ServerClient({ baseUrl: config.v1x, token: config.token, fetch: rec.fetch, maxRetries: 0 });
  const entry = await srv.files.upload_legacy({ path: "/tmp/u.txt" }, "x");
  assert.equal(typeof entry.path, "string");
  assert.equal(rec.seen.at(-1).method, "POST");
  assert.equal(rec.seen.at(-1).path, "/upload");
  const bytes = await srv.files.download_legacy({ path: "/tmp/a.txt" });
  assert.ok(new TextDecoder().decode(bytes).startsWith("mock download of files.download"));
  assert.equal(rec.seen.at(-1).method, "GET");
  assert.equal(rec.seen.at(-1).path, "/files/download");
});

await check("dynamic fallback: srv.custom.grade through one GET /ops", async () => {
  const rec = recorder();
  const srv = client({ fetch: rec.fetch });
  const namespace = await srv.custom;
  assert.equal(typeof namespace, "function");
  const grade = await srv.custom.grade({ submission: "2 + 2 = 4" });
  assert.deepEqual(grade, { score: 1.0, passed: true, feedback: "Correct." });
  const echoed = await srv.custom.echo({ message: "hi" });
  assert.equal(typeof echoed, "object");
  const raw = await srv.withResponse.custom.grade({ submission: "x" });
  assert.equal(raw.status, 200);
  assert.equal(rec.seen.filter((r) => r.path === "/ops").length, 1);
  const before = rec.seen.length;
  const e = await rejects(srv.custom.grade({ rubric: "strict" }), "ServerArgumentError");
  assert.equal(e.details.pointer, "/submission");
  await rejects(srv.custom.grade({ submission: 3 }), "ServerArgumentError");
  assert.equal(rec.seen.length, before);
  await rejects(srv.custom.no_such_op({}), "ContractMismatchError");
  await rejects(srv.files.no_such_op({}), "ContractMismatchError");
  const viaCall = await srv.call("custom.grade", { submission: "2 + 2 = 4" });
  assert.equal(viaCall.passed, true);
  assert.equal(rec.seen.filter((r) => r.path === "/ops").length, 1);
});

await check("the client is not thenable; symbols and then answer undefined", async () => {
  const srv = client();
  assert.equal(srv.then, undefined);
  assert.equal(srv.files.then, undefined);
  assert.equal(srv.custom.then, undefined);
  assert.equal(srv.custom.grade.then, undefined);
  assert.equal(srv[Symbol.iterator], undefined);
  assert.equal(srv.custom[Symbol.asyncIterator], undefined);
  assert.equal(await srv.files, srv.files);
});

await check("errorFromResponse: exact, prefix, status, base; exitCodeFor", async () => {
  const notFound = errorFromResponse(404, { error: { code: "files.not_found", message: "m", request_id: "r-1", details: { a: 1 } } }, null, "files.stat");
  assert.ok(notFound instanceof lib.FileNotFoundError);
  assert.equal(notFound.code, "E2004");
  assert.equal(notFound.requestId, "r-1");
  assert.equal(notFound.op, "files.stat");
  assert.deepEqual(notFound.details, { a: 1 });
  const policy = errorFromResponse(403, { error: { code: "policy.path_outside" } });
  assert.ok(policy instanceof lib.PolicyDeniedError);
  assert.equal(exitCodeFor(policy), config.exitCodes.permission);
  assert.equal(errorFromResponse(500, "oops").catalogClass, "ServerInternalError");
  assert.equal(errorFromResponse(404, { error: { code: "zzz.unknown" } }).catalogClass, "EndpointNotAvailableError");
  assert.equal(errorFromResponse(418, "teapot").catalogClass, "ServerAPIError");
  assert.equal(exitCodeFor(new Error("x")), config.exitCodes.other);
  assert.ok(new lib.CommandNotFoundError({ message: "", catalogClass: "", code: "", errorCode: null, status: null,
    exitFamily: "other", requestId: null, op: null, details: null }) instanceof lib.EndpointNotAvailableError);
});

await check("openai_config and openai_client live in the server.openai namespace only; the gateway header as defaultHeaders", async () => {
  const srv = new ServerClient({ baseUrl: config.main + "/", token: config.token });
  assert.deepEqual(srv.agents.openai_config(), { baseURL: config.main + "/v1", apiKey: config.token });
  assert.ok(!("defaultHeaders" in srv.agents.openai_config()), "no gateway, no defaultHeaders");
  assert.equal(new ServerClient({ baseUrl: config.main }).agents.openai_config().apiKey, "");
  const gateway = new ServerClient({ baseUrl: config.main, token: config.token, gatewayHeader: "X-Gateway-Token", gatewayToken: "gw" });
  assert.deepEqual(gateway.agents.openai_config(),
    { baseURL: config.main + "/v1", apiKey: config.token, defaultHeaders: { "X-Gateway-Token": "gw" } });
  const gatewayOnly = new ServerClient({ baseUrl: config.main, gatewayHeader: "X-Gateway-Token", gatewayToken: "gw" }).agents.openai_config();
  assert.equal(gatewayOnly.apiKey, "", "the gateway token never becomes the API key");
  assert.ok(!("openai_config" in Object.getPrototypeOf(srv.files)));
  assert.ok(!("openai_client" in Object.getPrototypeOf(srv)));
  const pkg = new URL("./node_modules/openai/", import.meta.url);
  rmSync(pkg, { recursive: true, force: true });
  await assert.rejects(srv.agents.openai_client(), (e) => {
    assert.match(e.message, /npm install openai/);
    assert.ok(e.cause instanceof Error);
    return true;
  });
  mkdirSync(pkg, { recursive: true });
  writeFileSync(new URL("package.json", pkg), JSON.stringify({ name: "openai", type: "module", main: "index.js" }));
  writeFileSync(new URL("index.js", pkg),
    "export default class OpenAI { constructor(options) { Object.assign(this, options); } }\n");
  try {
    const made = await srv.agents.openai_client();
    assert.equal(made.constructor.name, "OpenAI");
    assert.deepEqual({ ...made }, srv.agents.openai_config());
    const viaGateway = await gateway.agents.openai_client();
    assert.deepEqual(viaGateway.defaultHeaders, { "X-Gateway-Token": "gw" });
    assert.deepEqual({ ...viaGateway }, gateway.agents.openai_config());
  } finally {
    rmSync(pkg, { recursive: true, force: true });
  }
});

await check("admin op needs the admin token", async () => {
  const e = await rejects(client().core.reload({ scope: "policy" }), "PolicyDeniedError");
  assert.equal(e.errorCode, "policy.admin_required");
  await client({ token: config.adminToken }).core.reload({ scope: "policy" });
});

await modularChecks({ check, recorder, rejects, config, lib });

process.stdout.write(JSON.stringify({ passed, failed }) + "\n");
