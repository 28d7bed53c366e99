import assert from "node:assert/strict";
import { test } from "node:test";
import { callableNamespace } from "../src/dynamic.js";
import { lazyEvents } from "../src/events.js";
import { lenientOp } from "../src/values.js";
import { FakeClock, StartPending, core, fake, feed, rejection, settle } from "./fixtures.js";

test("headers: the client value, the bearer token or the legacy header (never both), the gateway header", async () => {
  const { seen, fetch } = fake(() => Response.json({}));
  await core({ fetch, gatewayHeader: "X-Gw", gatewayToken: "g" }).invoke("files.list", false, false, {}, undefined);
  await core({ fetch, legacyAuth: true }).invoke("files.list", false, false, {}, undefined);
  assert.equal(seen[0].headers.get("x-test-client"), "ts/1.2.3");
  assert.equal(seen[0].headers.get("authorization"), "Bearer t");
  assert.equal(seen[0].headers.get("x-gw"), "g");
  assert.equal(seen[1].headers.get("x-access-token"), "t");
  assert.equal(seen[1].headers.get("authorization"), null);
  assert.equal(seen[0].url, "http://h/ops/files.list");
});

test("a gateway token without a header name goes in the runtime catalog's default gateway header", async () => {
  const { seen, fetch } = fake(() => Response.json({}));
  await core({ fetch, gatewayToken: "g" }).invoke("files.list", false, false, {}, undefined);
  assert.equal(seen[0].headers.get("x-test-gateway"), "g");
  assert.equal(seen[0].headers.get("authorization"), "Bearer t");
});

test("without timeoutMs a try times out after the runtime catalog's timeout_seconds", async () => {
  const clock = new FakeClock();
  const { fetch } = fake((_url, init) => new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
  }));
  const call = rejection(core({ fetch, clock, maxRetries: 0 }).invoke("commands.run", false, false, {}, undefined));
  await clock.advance(3000);
  const e = await call;
  assert.deepEqual(e.details, { reason: "timeout", message: "no response within 3000 ms" });
});

test("retries of an idempotent op keep the request id; the default sleep runs on the clock", async () => {
  const clock = new FakeClock();
  const { seen, fetch } = fake((_url, _init, seen) => seen.length < 3
    ? new Response("", { status: 503, headers: { "Retry-After": "2" } }) : Response.json({ ok: true }));
  const call = core({ fetch, clock }).invoke("files.list", false, false, {}, undefined);
  await clock.advance(1999);
  assert.equal(seen.length, 1, "Retry-After: 2 s not yet over");
  await clock.advance(1);
  assert.equal(seen.length, 2);
  await clock.advance(2000);
  assert.deepEqual(await call, { ok: true });
  assert.equal(new Set(seen.map((s) => s.headers.get("x-request-id"))).size, 1);
});

test("a Retry-After date counts from the clock's now", async () => {
  const clock = new FakeClock();
  const waits: (number | null)[] = [];
  const date = new Date(clock.now() + 5000).toUTCString();
  const { fetch } = fake((_url, _init, seen) => seen.length < 2
    ? new Response("", { status: 429, headers: { "Retry-After": date } }) : Response.json(1));
  assert.equal(await core({ fetch, clock, sleep: () => Promise.resolve(), backoff: (_a, ms) => { waits.push(ms); return 0; } })
    .invoke("files.list", false, false, {}, undefined), 1);
  assert.ok(waits[0]! > 4000 && waits[0]! <= 5000, String(waits));
});

test("no headers within timeoutMs: the transport row with reason timeout", async () => {
  const clock = new FakeClock();
  const { fetch } = fake((_url, init) => new Promise((_resolve, reject) =>
    init.signal!.addEventListener("abort", () => reject(new Error("aborted")))));
  const call = rejection(core({ fetch, clock, maxRetries: 0, timeoutMs: 200 }).invoke("commands.run", false, false, {}, undefined));
  await clock.advance(199);
  await clock.advance(1);
  const e = await call;
  assert.deepEqual([e.catalogClass, e.status, e.details], ["UnavailableError", 0, { reason: "timeout", message: "no response within 200 ms" }]);
});

test("the idle timeout is per read: a body whose pieces keep coming within it succeeds, however long it takes", async () => {
  const clock = new FakeClock();
  const body = feed();
  const { fetch } = fake(() => new Response(body.body, { headers: { "Content-Type": "application/json" } }));
  let settled = false;
  const call = core({ fetch, clock, maxRetries: 0, timeoutMs: 200 }).invoke("commands.run", false, false, {}, undefined)
    .finally(() => { settled = true; });
  body.push("{\"entries\":");
  for (const piece of [" [],", " \"x\": 1", "}"]) {
    await clock.advance(150);
    body.push(piece);
  }
  await clock.advance(150);
  body.close();
  assert.deepEqual(await call, { entries: [], x: 1 });
  assert.ok(settled);
  assert.equal(clock.pending, 0, "every timer cancelled");
});

test("a body silent for timeoutMs after the headers raises the transport row; an idempotent whole read is retried", async () => {
  const clock = new FakeClock();
  const bodies: ReturnType<typeof feed>[] = [];
  const { seen, fetch } = fake(() => {
    const body = feed();
    bodies.push(body);
    body.push("{\"entries\":");
    return new Response(body.body);
  });
  const call = rejection(core({ fetch, clock, maxRetries: 1, timeoutMs: 200, backoff: () => 0 })
    .invoke("files.list", false, false, {}, undefined));
  await clock.advance(199);
  assert.equal(seen.length, 1);
  await clock.advance(1);
  await clock.advance(200);
  const e = await call;
  assert.equal(seen.length, 2);
  assert.deepEqual([e.catalogClass, e.op, e.details],
    ["UnavailableError", "files.list", { reason: "timeout", message: "no data for 200 ms after the response headers" }]);
  assert.equal(e.requestId, seen[0].headers.get("x-request-id"));
  assert.equal((e.cause as Error).name, "TimeoutError");
});

test("a stream yields its events, then raises the error its error line carries", async () => {
  const body = feed();
  const { fetch } = fake(() => new Response(body.body));
  body.push("{\"n\":1}\n{\"n\"");
  body.push(":2}\n{\"error\":{\"code\":\"commands.timeout\",\"message\":\"slow\"}}\n");
  body.close();
  const events: unknown[] = [];
  const c = core({ fetch });
  const e = await rejection((async () => {
    for await (const event of lazyEvents(c.invoke("commands.stream", false, false, {}, undefined))) {
      events.push(event);
    }
  })());
  assert.deepEqual(events, [{ n: 1 }, { n: 2 }]);
  assert.deepEqual([e.catalogClass, e.status, e.errorMessage, e.op], ["TimeoutError_", 504, "slow", "commands.stream"]);
});

test("a job polls its status op on the clock until it succeeds; wait: false gives the catalog's pending class", async () => {
  const clock = new FakeClock();
  const { seen, fetch } = fake((url, _init, seen) => url.endsWith("jobs.start")
    ? Response.json({ job_id: "j1", status: "pending", retry_after: 3 }, { status: 202 })
    : Response.json(seen.length < 4 ? { status: "running", retry_after: 1 } : { status: "succeeded", result: { done: 1 } }));
  const c = core({ fetch, clock });
  const pending = await c.invoke("jobs.start", false, false, {}, { wait: false });
  assert.ok(pending instanceof StartPending);
  const result = c.invoke("jobs.start", false, false, {}, undefined);
  await clock.advance(2999);
  assert.equal(seen.length, 2);
  await clock.advance(1);
  assert.equal(seen.length, 3);
  await clock.advance(1000);
  assert.deepEqual(await result, { done: 1 });
  assert.deepEqual(seen.map((s) => s.url.slice("http://h/ops/".length)), ["jobs.start", "jobs.start", "jobs.status", "jobs.status"]);
});

test("discovery: a v2.1 body gates ops; require raises the not-enabled row; a v1 body switches to legacy auth and bindings", async () => {
  const v2 = fake((url) => url.endsWith("/capabilities")
    ? Response.json({ sdk_version: "9", ops: { "files.list": { enabled: false }, "commands.run": {} } }) : Response.json({}));
  const c = core({ fetch: v2.fetch });
  const found = await c.discover();
  assert.deepEqual([found.generation, found.can("files.list"), found.has("files.list"), found.can("commands.run")], ["v2.1", false, true, true]);
  assert.equal((await rejection(Promise.resolve().then(() => found.require("files.list")))).catalogClass, "NotEnabledError");
  const mismatch = await rejection(c.invoke("files.download", false, false, {}, undefined));
  assert.deepEqual([mismatch.catalogClass, mismatch.errorMessage], ["MismatchError", "the server does not serve op files.download (sdk_version 9)"]);
  const v1 = fake((url) => url.endsWith("/capabilities") ? Response.json({ groups: ["filesystem"] }) : Response.json({}));
  const old = core({ fetch: v1.fetch });
  await old.discover();
  await old.invoke("files.list", false, false, {}, undefined);
  assert.equal(v1.seen[1].url, "http://h/files/list");
  assert.equal(v1.seen[1].method, "GET");
  assert.equal(v1.seen[1].headers.get("x-access-token"), "t");
});

test("the dynamic fallback reads the server's /ops once and checks arguments against its schema", async () => {
  const { seen, fetch } = fake((url) => url.endsWith("/ops")
    ? Response.json({ ops: [{ id: "custom.grade", params: { type: "object", required: ["s"], properties: { s: { type: "string" } } } }] })
    : Response.json({ passed: true }));
  const c = core({ fetch });
  const e = await rejection(c.invoke("custom.grade", false, false, { s: 1 }, undefined));
  assert.deepEqual([e.catalogClass, e.details], ["ArgsError", { pointer: "/s", reason: "expected string" }]);
  assert.deepEqual(await c.invoke("custom.grade", false, false, { s: "x" }, undefined), { passed: true });
  assert.equal((await rejection(c.invoke("custom.nope", false, false, {}, undefined))).catalogClass, "MismatchError");
  assert.equal(seen.filter((s) => s.url.endsWith("/ops")).length, 1);
  assert.equal(await settle(), undefined);
});

test("a server op read leniently: defaults for what it lacks, its binding's placeholders and query use worked out", () => {
  assert.deepEqual(lenientOp({ id: "a.b", http: { method: "get", path: "/x/{id}/{n}" }, extra: 1 }, "/ops"), {
    id: "a.b", summary: "", kind: "call", http: { method: "get", path: "/x/{id}/{n}", path_params: ["id", "n"], query: true },
    legacy: null, idempotent: false, admin: false, client: true, params: null, scoped_params: [], result: null, event: null, stream_format: null, job: null, exit_check: null, pagination: null, errors: [],
    limits: {}, since: null, deprecated: null, examples: [],
  });
  assert.deepEqual(lenientOp({ id: "c.d", kind: "nope" }, "/ops")!.http, { method: "POST", path: "/ops/c.d", path_params: [], query: false });
  assert.equal(lenientOp({ id: 3 }, "/ops"), null);
});

test("a callable namespace: calling it runs the call, everything else is the namespace's", async () => {
  const c = core({});
  class Space {
    readonly $c = c;
    get(): string {
      return this.$c === c ? "member" : "wrong this";
    }
  }
  const calls: unknown[] = [];
  const ns = callableNamespace(new Space(), (params) => {
    calls.push(params);
    return "called";
  }) as Space & ((params?: unknown) => unknown);
  assert.equal(ns({ a: 1 }), "called");
  assert.equal(ns.apply(null, [{ b: 2 }]), "called");
  assert.deepEqual(calls, [{ a: 1 }, { b: 2 }]);
  assert.equal(ns.get(), "member");
  assert.equal(typeof ns, "function");
  assert.ok("$c" in ns);
  assert.equal(Object.getPrototypeOf(ns), Space.prototype);
  assert.deepEqual(Object.getOwnPropertyNames(ns), ["$c"]);
});

test("discovery: a path outside the op's scope raises the policy-denied row before sending; both scope forms read", async () => {
  const body = { ops: { "files.list": { enabled: true, paths: { roots: ["/tmp"], readonly: true } }, "files.download": { paths: ["/srv"] } } };
  const { seen, fetch } = fake((url) => url.endsWith("/capabilities") ? Response.json(body) : Response.json({}));
  const c = core({ fetch });
  const found = await c.discover();
  assert.deepEqual(found.paths("files.list"), { roots: ["/tmp"], readonly: true });
  assert.deepEqual(found.paths("files.download"), { roots: ["/srv"], readonly: false });
  assert.deepEqual(found.paths("commands.run"), { roots: [], readonly: false });
  for (const allowed of ["/tmp", "/tmp/a", "//tmp/./a/../b", "relative/../../etc"]) {
    await c.invoke("files.list", false, false, { path: allowed }, undefined);
  }
  assert.equal(seen.length, 5);
  for (const denied of ["/tmpx", "/tmp/../etc", "/"]) {
    const e = await rejection(c.invoke("files.list", false, false, { path: denied }, undefined));
    assert.equal(e.catalogClass, "PolicyError");
    assert.deepEqual(e.details, { param: "path", path: denied, roots: ["/tmp"] });
  }
  assert.equal(seen.length, 5, "no request for a denied path");
});
