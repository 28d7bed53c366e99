import assert from "node:assert/strict";
import { test } from "node:test";
import type { HookContext, Hooks } from "../src/hooks.js";
import { core, fake, feed, rejection } from "./fixtures.js";

const busyOnce = (_url: string, _init: RequestInit, seen: readonly unknown[]): Response => seen.length === 1
  ? new Response("", { status: 503, headers: { "Retry-After": "0" } }) : Response.json({ ok: true });

/** Hooks that record each run (async ones, as a caller may give) and tag their try's request. */
function recording(log: string[]): Hooks {
  return {
    beforeRequest: async (c: HookContext) => {
      await Promise.resolve();
      log.push("before " + c.op + " " + c.attempt);
      c.headers.set("X-Attempt", String(c.attempt));
      c.headers.set("X-Seen-Id", c.requestId);
    },
    afterResponse: (c, response) => {
      log.push("after " + c.op + " " + c.attempt + " " + response.status);
    },
    onError: (c, error) => {
      log.push("error " + c.op + " " + c.attempt + " " + (error as Error).name);
    },
  };
}

test("hooks run per try, in order, with the op, the try's number and the call's request id", async () => {
  const { seen, fetch } = fake(busyOnce);
  const log: string[] = [];
  await core({ fetch, maxRetries: 1, backoff: () => 0, hooks: recording(log) }).invoke("files.list", false, false, {}, undefined);
  assert.deepEqual(log, ["before files.list 1", "after files.list 1 503", "before files.list 2", "after files.list 2 200"]);
  assert.deepEqual(seen.map((s) => s.headers.get("x-attempt")), ["1", "2"]);
  assert.deepEqual(new Set(seen.map((s) => s.headers.get("x-seen-id"))), new Set([seen[0].headers.get("x-request-id")]));
});

test("onError sees a try with no answer and the error the call raises", async () => {
  let tries = 0;
  const { fetch } = fake(() => {
    tries++;
    return tries === 1 ? Promise.reject(new TypeError("fetch failed")) : new Response("{}", { status: 404 });
  });
  const log: string[] = [];
  const error = await rejection(core({ fetch, maxRetries: 1, backoff: () => 0, hooks: [recording(log)] })
    .invoke("files.list", false, false, {}, undefined));
  assert.deepEqual(log, ["before files.list 1", "error files.list 1 " + log[1].split(" ")[3], "before files.list 2",
    "after files.list 2 404", "error files.list 2 " + error.name]);
  assert.match(log[1], /^error files\.list 1 \S+Error$/);
});

test("a copy shares discovery and fetch, adds its headers and hooks, and leaves the original as it was", async () => {
  const { seen, fetch } = fake(busyOnce);
  const original = core({ fetch, maxRetries: 0, backoff: () => 0, headers: { "X-Team": "a" } });
  const log: string[] = [];
  const copy = original.withOptions({ maxRetries: 1, headers: { "X-Copy": "1" }, hooks: recording(log) });
  assert.equal(copy.options.fetch, original.options.fetch);
  await copy.invoke("files.list", false, false, {}, undefined);
  assert.equal(seen.length, 2);
  assert.equal(seen[1].headers.get("x-team"), "a");
  assert.equal(seen[1].headers.get("x-copy"), "1");
  await original.invoke("files.list", false, false, {}, undefined);
  assert.equal(seen.length, 3);
  assert.equal(seen[2].headers.get("x-team"), "a");
  assert.equal(seen[2].headers.get("x-copy"), null, "the original sends no header of the copy");
  assert.equal(log.length, 4, "the original runs no hook of the copy");
});

test("a copy cannot change the server or the principal, nor send a credential header", () => {
  const original = core({});
  assert.throws(() => original.withOptions({ baseUrl: "http://other" } as never), /cannot change baseUrl/);
  assert.throws(() => original.withOptions({ token: "x" } as never), /cannot change token/);
  assert.throws(() => original.withOptions({ headers: { Authorization: "Bearer x" } }), /credential/);
});

test("for a stream, afterResponse runs when the headers arrive, before any event is read", async () => {
  const body = feed();
  const { fetch } = fake(() => new Response(body.body));
  const log: string[] = [];
  const c = core({ fetch, hooks: recording(log) });
  const events = await c.invoke("commands.stream", false, false, {}, undefined) as AsyncIterable<unknown>;
  assert.deepEqual(log, ["before commands.stream 1", "after commands.stream 1 200"], "no byte of the body has come yet");
  body.push("{\"n\":1}\n");
  body.close();
  const seen: unknown[] = [];
  for await (const event of events) {
    seen.push(event);
  }
  assert.deepEqual(seen, [{ n: 1 }]);
});
