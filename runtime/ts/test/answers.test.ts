// What the client makes of the answers it gets: results and stream events checked against the op's
// schema, a job's wait with its deadline and cancellation, and the log lines of an exchange.

import assert from "node:assert/strict";
import { test } from "node:test";
import { JobPending } from "../src/discovery.js";
import { ApiError } from "../src/errors.js";
import { lazyEvents } from "../src/events.js";
import { answerChecks, violation } from "../src/values.js";
import { clientLogger } from "../src/log.js";
import { FakeClock, core, fake, feed, rejection } from "./fixtures.js";

const reasonOf = (e: ApiError): string => (e.details as { reason: string }).reason;

test("a result that does not fit the op's result schema is the contract-mismatch row, reason malformed_result", async () => {
  const answer = async (op: string, body: unknown): Promise<unknown> =>
    core({ fetch: fake(() => Response.json(body)).fetch }).invoke(op, false, false, {}, undefined);
  for (const [op, body, pointer] of [["files.stat", [1, 2, 3], ""], ["files.stat", { name: "a" }, "/size"],
    ["files.stat", { name: "a", size: "1" }, "/size"], ["files.stat", { name: null, size: 1 }, "/name"],
    ["files.tree", [{ name: "a", size: 1 }, 7], "/1"], ["files.tree", { name: "a", size: 1 }, ""]] as const) {
    const e = await rejection(answer(op, body));
    assert.deepEqual([e.catalogClass, reasonOf(e), (e.details as { pointer: string }).pointer], ["MismatchError", "malformed_result", pointer],
      JSON.stringify(body));
  }
  const ahead = { name: "a", size: 1, kind: "socket", link: null, added_later: { x: 1 } };
  assert.deepEqual(await answer("files.stat", ahead), ahead, "unknown properties and enum values pass; null where allowed");
  assert.deepEqual(await answer("commands.run", [1, 2, 3]), [1, 2, 3], "an op without a result schema takes any JSON");
});

test("stream lines: not JSON, not an object, not the event schema, past max_line_bytes, cut off at the end: malformed_event", async () => {
  const events = async (text: string): Promise<{ events: unknown[]; error: ApiError | null }> => {
    const body = feed();
    body.push(text);
    body.close();
    const c = core({ fetch: fake(() => new Response(body.body)).fetch });
    const seen: unknown[] = [];
    try {
      for await (const event of lazyEvents(c.invoke("commands.watch", false, false, {}, undefined))) {
        seen.push(event);
      }
    } catch (e) {
      assert.ok(e instanceof ApiError, String(e));
      return { events: seen, error: e };
    }
    return { events: seen, error: null };
  };
  assert.deepEqual(await events("{\"n\":1}\n{\"n\":2, \"new\": true}\n"), { events: [{ n: 1 }, { n: 2, new: true }], error: null });
  for (const bad of ["not json\n", "[1]\n", "{\"n\":\"one\"}\n", "{\"m\":1}\n", "{\"n\":1,\"pad\":\"" + "x".repeat(60) + "\"}\n",
    "{\"n\":1,\"pad\":\"" + "x".repeat(60), "{\"n\":2}"]) {
    const { events: got, error } = await events("{\"n\":1}\n" + bad);
    assert.deepEqual(got, [{ n: 1 }], bad);
    assert.deepEqual([error?.catalogClass, error && reasonOf(error)], ["MismatchError", "malformed_event"], bad);
  }
});

/** A job server: `jobs.build` answers 202, `jobs.status` answers `status(poll)`. */
function jobServer(status: (poll: number) => unknown, accepted: unknown = { job_id: "j7", status: "pending" }) {
  return fake((url, _init, seen) => url.endsWith("jobs.build")
    ? Response.json(accepted, { status: 202 })
    : Response.json(status(seen.filter((s) => s.url.endsWith("jobs.status")).length)));
}

test("a job's wait ends at jobTimeoutMs with job_deadline and the job id; the pending handle waits again", async () => {
  const clock = new FakeClock();
  let finished = false;
  const { seen, fetch } = jobServer(() => finished ? { status: "succeeded", result: { name: "out", size: 2 } } : { status: "running", retry_after: 0 });
  const c = core({ fetch, clock });
  const pending = await c.invoke("jobs.build", false, false, {}, { wait: false }) as JobPending;
  const waiting = rejection(pending.wait({ jobTimeoutMs: 2000 }));
  await clock.advance(2000);
  const e = await waiting;
  assert.deepEqual([e.catalogClass, reasonOf(e), (e.details as { job_id: string }).job_id], ["UnavailableError", "job_deadline", "j7"]);
  assert.equal(seen.length, 1 + 2, "the first poll after initial_poll_seconds (the 202 gave no retry_after), then retry_after 0 "
    + "clamped to the document's 0.5 s: polls at 1 and 1.5 s, none at the deadline");
  assert.equal(clock.pending, 0);
  finished = true;
  const again = pending.wait();
  await clock.advance(1000);
  assert.deepEqual(await again, { name: "out", size: 2 });
});

test("without a jobTimeoutMs the document's deadline_seconds holds; without retry_after the polls double to max_poll_seconds", async () => {
  const clock = new FakeClock();
  const { seen, fetch } = jobServer(() => ({ status: "running" }));
  const call = rejection(core({ fetch, clock }).invoke("jobs.build", false, false, {}, undefined));
  await clock.advance(19_999);
  const polls = seen.filter((s) => s.url.endsWith("jobs.status")).length;
  assert.equal(polls, 6, "at 1, 3, 7, 11, 15 and 19 s");
  await clock.advance(1);
  assert.equal(reasonOf(await call), "job_deadline");
  const client = rejection(core({ fetch: jobServer(() => ({ status: "running" })).fetch, clock, jobTimeoutMs: 1500 })
    .invoke("jobs.build", false, false, {}, undefined));
  await clock.advance(1500);
  assert.equal(reasonOf(await client), "job_deadline", "the client's jobTimeoutMs");
});

test("the 202's retry_after sets the first poll; an abort between polls ends the wait at once, and no poll follows", async () => {
  const clock = new FakeClock();
  const { seen, fetch } = jobServer(() => ({ status: "running", retry_after: 2 }), { job_id: "j8", status: "pending", retry_after: 3 });
  const controller = new AbortController();
  const call = core({ fetch, clock }).invoke("jobs.build", false, false, {}, { signal: controller.signal });
  await clock.advance(2999);
  assert.equal(seen.length, 1);
  await clock.advance(1);
  assert.equal(seen.length, 2);
  await clock.advance(1000);
  controller.abort();
  await assert.rejects(call, (e) => e instanceof Error && e.name === "AbortError" && !(e instanceof ApiError));
  await clock.advance(60_000);
  assert.equal(seen.length, 2);
  assert.equal(clock.pending, 0);
});

test("a job's final result is checked against the job op's result schema", async () => {
  const clock = new FakeClock();
  const { fetch } = jobServer(() => ({ status: "succeeded", result: [1, 2, 3] }));
  const call = rejection(core({ fetch, clock }).invoke("jobs.build", false, false, {}, undefined));
  await clock.advance(1000);
  assert.equal(reasonOf(await call), "malformed_result");
});

test("the logger: info per try and retry, debug with the credentials as ***; never a body", async () => {
  const lines: { level: string; message: string; fields: { readonly [key: string]: unknown } }[] = [];
  const logger = { debug: (message: string, fields: { readonly [key: string]: unknown }) => void lines.push({ level: "debug", message, fields }),
    info: (message: string, fields: { readonly [key: string]: unknown }) => void lines.push({ level: "info", message, fields }) };
  const { fetch } = fake((_url, _init, seen) => seen.length < 2 ? new Response("", { status: 503 }) : Response.json({ secret: "body" }));
  await core({ fetch, logger, gatewayToken: "gw", sleep: async () => undefined }).invoke("files.list", false, false, { q: 1 }, undefined);
  const info = lines.filter((l) => l.level === "info");
  assert.deepEqual(info.map((l) => l.message), ["request", "response", "retry", "request", "response"]);
  assert.deepEqual([info[1].fields.op, info[1].fields.method, info[1].fields.path, info[1].fields.status, info[1].fields.attempt],
    ["files.list", "POST", "/ops/files.list", 503, 1]);
  assert.deepEqual([info[2].fields.reason, info[2].fields.status, info[2].fields.attempt], ["status", 503, 1]);
  assert.equal(typeof info[4].fields.duration_ms, "number");
  assert.deepEqual(lines.filter((l) => l.level === "debug").map((l) => l.message),
    ["request headers", "response headers", "request headers", "response headers"]);
  const request = lines.find((l) => l.message === "request headers")!;
  const headers = request.fields.headers as { [name: string]: string };
  assert.deepEqual([headers["authorization"], headers["x-test-gateway"], headers["x-test-client"]], ["***", "***", "ts/1.2.3"]);
  const text = JSON.stringify(lines);
  assert.ok(!text.includes("Bearer t") && !text.includes("\"gw\"") && !text.includes("secret") && !text.includes("\"q\""), text);
});

test("<NAME>_LOG=info|debug logs to console.error at that level where process.env exists; anything else logs nothing", () => {
  const written: string[] = [];
  const original = console.error;
  console.error = (line: string) => void written.push(line);
  try {
    process.env["RUNTIME_TEST_LOG"] = "info";
    const info = clientLogger(undefined, "RUNTIME_TEST_LOG")!;
    info.debug("hidden", {});
    info.info("shown", { status: 200, why: "a b", none: null, headers: { a: "x" } });
    process.env["RUNTIME_TEST_LOG"] = "DEBUG";
    clientLogger(undefined, "RUNTIME_TEST_LOG")!.debug("headers", { a: 1 });
    process.env["RUNTIME_TEST_LOG"] = "loud";
    assert.equal(clientLogger(undefined, "RUNTIME_TEST_LOG"), null);
  } finally {
    console.error = original;
    delete process.env["RUNTIME_TEST_LOG"];
  }
  assert.deepEqual(written, ["shown status=200 why=\"a b\" headers={\"a\":\"x\"}", "headers a=1"]);
});

test("a tagged union is checked against the branch its tag names; an unknown tag passes, a missing one does not", () => {
  const union = {
    oneOf: [
      { type: "object", required: ["type", "n"], properties: { type: { const: "a" }, n: { type: "integer" } } },
      { type: "object", required: ["type", "s"], properties: { type: { enum: ["b"] }, s: { type: "string" } } },
    ],
    discriminator: { propertyName: "type" },
  };
  const types = { Entry: { type: "object", required: ["size"], properties: { size: { type: "integer" } } } };
  const check = (schema: { readonly [k: string]: unknown }, value: unknown) => violation(schema, value, types, "", answerChecks);
  assert.equal(check(union, { type: "a", n: 1 }), null);
  assert.equal(check(union, { type: "b", s: "x" }), null);
  assert.equal(check(union, { type: "c" }), null, "a variant this client does not know");
  assert.deepEqual(check(union, { type: "a" }), { pointer: "/n", reason: "required" });
  assert.deepEqual(check(union, { type: "b", n: 1 }), { pointer: "/s", reason: "required" }, "fitting branch a does not count");
  assert.deepEqual(check(union, { n: 1 }), { pointer: "/type", reason: "required" });
  assert.deepEqual(check(union, "a"), { pointer: "", reason: "expected object" });
  const mapped = { oneOf: [{ $ref: "#/types/Entry" }, { type: "object" }], discriminator: { propertyName: "kind", mapping: { entry: "#/types/Entry" } } };
  assert.deepEqual(check(mapped, { kind: "entry" }), { pointer: "/size", reason: "required" });
  assert.equal(check(mapped, { kind: "other" }), null);
  const untagged = { anyOf: [{ type: "integer" }, { type: "string" }] };
  assert.equal(check(untagged, "x"), null);
  assert.deepEqual(check(untagged, true), { pointer: "", reason: "expected integer" });
  assert.equal(violation(union, { type: "a" }, types, "", null), null, "without the union check (a modular op whose schemas have no union)");
});
