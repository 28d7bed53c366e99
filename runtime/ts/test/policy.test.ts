// The transport policy of the runtime catalog's client_defaults: the fixture's numbers differ from
// gen-client's built-in ones (3 retries, 502 among the statuses, 30 s Retry-After limit, 3 redirects,
// 0.5 s minimum poll, 20 s job deadline, 64-byte lines), so each test shows the number came from there.

import assert from "node:assert/strict";
import { test } from "node:test";
import { systemClock } from "../src/clock.js";
import { policyBackoff, PollDelays, retryAfterSeconds, undecodedCoding } from "../src/policy.js";
import { uuid4 } from "../src/transport.js";
import { CATALOG, FakeClock, core, fake, rejection } from "./fixtures.js";

const RETRY = CATALOG.client_defaults.retry;

test("Retry-After: delta-seconds or an HTTP date against the clock, a past date 0, anything else absent", () => {
  const clock = new FakeClock();
  assert.equal(retryAfterSeconds("120", clock), 120);
  assert.equal(retryAfterSeconds(" 7 ", clock), 7);
  assert.equal(retryAfterSeconds(new Date(clock.now() + 90_500).toUTCString(), clock), 90, "an HTTP date has whole seconds");
  assert.equal(retryAfterSeconds(new Date(clock.now() - 5000).toUTCString(), clock), 0);
  for (const bad of ["1.5", "-1", "", "soon", "0x10", null]) {
    assert.equal(retryAfterSeconds(bad, clock), null, String(bad));
  }
});

test("full jitter: uniform between 0 and min(cap_seconds, base_seconds * 2^(n-1)); a Retry-After passes through", () => {
  assert.deepEqual([0, 1, 2, 3, 9].map((n) => policyBackoff(RETRY, () => 1)(n, null)), [100, 200, 400, 400, 400]);
  assert.deepEqual([0, 1, 2].map((n) => policyBackoff(RETRY, () => 0.5)(n, null)), [50, 100, 200]);
  assert.equal(policyBackoff(RETRY, () => 0)(2, null), 0);
  assert.equal(policyBackoff(RETRY, () => 1)(0, 2500), 2500);
});

test("retries: the document's statuses (502 here) and max_retries (3 here), each wait as full jitter", async () => {
  const waits: number[] = [];
  const { seen, fetch } = fake(() => new Response("", { status: 502 }));
  const e = await rejection(core({ fetch, sleep: async (ms) => void waits.push(ms) }).invoke("files.list", false, false, {}, undefined));
  assert.equal(seen.length, 4, "one try and the document's 3 retries");
  assert.equal(e.status, 502);
  assert.equal(waits.length, 3);
  waits.forEach((ms, n) => assert.ok(ms >= 0 && ms <= Math.min(400, 100 * 2 ** n), String(waits)));
});

test("a Retry-After past retry_after_max_seconds fails at once: no wait, no retry, the server's value in the details", async () => {
  for (const value of ["31", "3600"]) {
    const clock = new FakeClock();
    const { seen, fetch } = fake(() => new Response("", { status: 503, headers: { "Retry-After": value } }));
    const e = await rejection(core({ fetch, clock }).invoke("files.list", false, false, {}, undefined));
    assert.equal(seen.length, 1);
    assert.equal(clock.pending, 0, "no timer left");
    assert.deepEqual([e.catalogClass, e.status, (e.details as { reason: string }).reason], ["UnavailableError", 0, "retry_after_too_long"]);
    assert.deepEqual([(e.details as { retry_after: number }).retry_after, (e.details as { status: number }).status], [Number(value), 503]);
  }
  const clock = new FakeClock();
  const date = new Date(clock.now() + 3_600_000).toUTCString();
  const { fetch } = fake(() => new Response("", { status: 429, headers: { "Retry-After": date } }));
  const e = await rejection(core({ fetch, clock }).invoke("files.list", false, false, {}, undefined));
  assert.deepEqual(e.details, { reason: "retry_after_too_long", message: e.errorMessage, retry_after: 3600, status: 429 });
  const at = await rejection(core({ fetch: fake(() => new Response("", { status: 503, headers: { "Retry-After": "30" } })).fetch,
    sleep: async () => undefined, maxRetries: 1 }).invoke("files.list", false, false, {}, undefined));
  assert.equal(at.status, 503, "30 s is within the limit: waited and retried, then the 503 itself");
});

test("the platform clock never hands setTimeout more than it holds: a long delay does not fire at once", async () => {
  let ran = false;
  const handle = systemClock.schedule(() => { ran = true; }, 2 ** 40);
  await new Promise((resolve) => setTimeout(resolve, 20));
  systemClock.cancel(handle);
  assert.equal(ran, false);
});

test("a caller's abort ends a retry's wait at once with the signal's reason; no further request", async () => {
  const clock = new FakeClock();
  const { seen, fetch } = fake(() => new Response("", { status: 503, headers: { "Retry-After": "5" } }));
  const controller = new AbortController();
  const call = core({ fetch, clock }).invoke("files.list", false, false, {}, { signal: controller.signal });
  await clock.advance(1000);
  const reason = new Error("caller gave up");
  controller.abort(reason);
  await assert.rejects(call, (e) => e === reason);
  await clock.advance(10_000);
  assert.equal(seen.length, 1);
});

test("redirects: 307/308 resend method and body; 301/302/303 only for a GET; every fetch is redirect: manual", async () => {
  const hop = (status: number, location = "/moved") => fake((url) => url.includes("moved")
    ? Response.json({ name: url, size: 1 }) : new Response("", { status, headers: { Location: location } }));
  for (const status of [307, 308]) {
    const { seen, fetch } = hop(status);
    assert.deepEqual(await core({ fetch }).invoke("commands.run", false, false, { cmd: "ls" }, undefined), { name: "http://h/moved", size: 1 });
    assert.deepEqual(seen.map((s) => [s.method, s.body, s.redirect]), [["POST", "{\"cmd\":\"ls\"}", "manual"], ["POST", "{\"cmd\":\"ls\"}", "manual"]]);
  }
  for (const status of [301, 302, 303]) {
    const get = hop(status);
    assert.deepEqual(await core({ fetch: get.fetch }).invoke("files.stat", false, false, {}, undefined), { name: "http://h/moved", size: 1 });
    assert.deepEqual(get.seen.map((s) => s.method), ["GET", "GET"]);
    const post = hop(status);
    const e = await rejection(core({ fetch: post.fetch }).invoke("commands.run", false, false, { cmd: "ls" }, undefined));
    assert.equal(post.seen.length, 1, "a POST is never turned into a GET");
    assert.deepEqual([e.catalogClass, e.details], ["UnavailableError",
      { reason: "redirect_not_followed", message: e.errorMessage, status, location: "/moved" }]);
  }
});

test("redirects not followed: another 3xx, no Location, past the document's max, a stream body that cannot be resent", async () => {
  const reason = async (answer: (n: number) => Response, body?: ReadableStream<Uint8Array>) => {
    const { seen, fetch } = fake((_url, _init, seen) => answer(seen.length));
    const c = core({ fetch, maxRetries: 0 });
    const e = await rejection(body === undefined ? c.invoke("files.stat", false, false, {}, undefined)
      : c.send("PUT", "http://h/up", body, "application/octet-stream", false, "files.upload", undefined, true));
    return [(e.details as { reason: string }).reason, (e.details as { status: number }).status, seen.length];
  };
  assert.deepEqual(await reason(() => new Response("", { status: 300, headers: { Location: "/x" } })), ["redirect_not_followed", 300, 1]);
  assert.deepEqual(await reason(() => new Response(null, { status: 304 })), ["redirect_not_followed", 304, 1]);
  assert.deepEqual(await reason(() => new Response("", { status: 302 })), ["redirect_not_followed", 302, 1]);
  assert.deepEqual(await reason((n) => new Response("", { status: 302, headers: { Location: "/r" + n } })), ["redirect_not_followed", 302, 4],
    "3 redirects followed, the 4th refused");
  const stream = new ReadableStream<Uint8Array>({ start(c) { c.enqueue(new Uint8Array([1])); c.close(); } });
  assert.deepEqual(await reason(() => new Response("", { status: 307, headers: { Location: "/again" } }), stream),
    ["redirect_not_followed", 307, 1]);
  const opaque = fake(() => Object.defineProperty(new Response(null, { status: 200 }), "type", { value: "opaqueredirect" }));
  const e = await rejection(core({ fetch: opaque.fetch }).invoke("files.stat", false, false, {}, undefined));
  assert.equal((e.details as { reason: string }).reason, "redirect_not_followed");
});

test("a redirect to another origin drops the credentials (cross_origin_strip and the client's gateway header), keeps the rest", async () => {
  const { seen, fetch } = fake((url) => url.startsWith("http://h/")
    ? new Response("", { status: 307, headers: { Location: "https://store.example:8443/obj?sig=1" } }) : Response.json({ name: "a", size: 1 }));
  await core({ fetch, gatewayToken: "g" }).invoke("files.stat", false, false, {}, undefined);
  await core({ fetch, legacyAuth: true, gatewayHeader: "X-Own-Gw", gatewayToken: "g" }).invoke("files.stat", false, false, {}, undefined);
  const [first, away, legacy, legacyAway] = seen;
  assert.equal(away.url, "https://store.example:8443/obj?sig=1");
  assert.deepEqual([first.headers.get("authorization"), first.headers.get("x-test-gateway")], ["Bearer t", "g"]);
  assert.deepEqual([away.headers.get("authorization"), away.headers.get("x-test-gateway")], [null, null]);
  assert.deepEqual([legacy.headers.get("x-access-token"), legacy.headers.get("x-own-gw")], ["t", "g"]);
  assert.deepEqual([legacyAway.headers.get("x-access-token"), legacyAway.headers.get("x-own-gw")], [null, null]);
  assert.equal(away.headers.get("x-request-id"), first.headers.get("x-request-id"));
  assert.equal(away.headers.get("x-test-client"), "ts/1.2.3");
  const same = fake((url) => url === "http://h/files/stat" ? new Response("", { status: 308, headers: { Location: "/v2/stat" } }) : Response.json({ name: "a", size: 1 }));
  await core({ fetch: same.fetch }).invoke("files.stat", false, false, {}, undefined);
  assert.equal(same.seen[1].headers.get("authorization"), "Bearer t", "same origin: kept");
});

test("Accept-Encoding: identity is sent; a body in a coding fetch does not decode is refused, never returned as data", async () => {
  const { seen, fetch } = fake(() => new Response("raw", { headers: { "Content-Encoding": "compress" } }));
  const e = await rejection(core({ fetch }).invoke("files.download", false, false, {}, undefined));
  assert.equal(seen[0].headers.get("accept-encoding"), "identity");
  assert.deepEqual([(e.details as { reason: string }).reason, (e.details as { status: number }).status], ["bad_framing", 200]);
  assert.deepEqual([undecodedCoding(null), undecodedCoding("gzip"), undecodedCoding("identity"), undecodedCoding("gzip, zstd")], [null, null, null, "zstd"]);
});

test("job polls: clamp(retry_after, min, max), else initial doubling to max", () => {
  const delays = new PollDelays(CATALOG.client_defaults.jobs);
  assert.deepEqual([0, 0.1, 2, 99].map((s) => delays.next(s)), [500, 500, 2000, 4000]);
  const doubling = new PollDelays(CATALOG.client_defaults.jobs);
  assert.deepEqual([1, 2, 3, 4, 5].map(() => doubling.next(null)), [1000, 2000, 4000, 4000, 4000]);
});

test("an upload (a Blob or a stream) goes out with redirect: error and window: null, so Node's fetch keeps no copy of it", async () => {
  // As Node's fetch does: with redirect "error" a 3xx is a TypeError whose cause says "unexpected redirect".
  const undici = () => fake((url, init) => {
    if (url.endsWith("/moved")) {
      return Response.json({ size: 3 });
    }
    if (init.redirect === "error") {
      throw new TypeError("fetch failed", { cause: new Error("unexpected redirect") });
    }
    return new Response("", { status: 307, headers: { Location: "/moved" } });
  });
  const blob = undici();
  const body = new Blob(["abc"]);
  const c = core({ fetch: blob.fetch, maxRetries: 0 });
  const sent = await c.send("PUT", "http://h/up", body, "application/octet-stream", false, "files.upload", undefined, true);
  assert.equal(new TextDecoder().decode(sent.whole!), "{\"size\":3}");
  assert.deepEqual(blob.seen.map((s) => [s.url, s.redirect, s.window, s.body === body]),
    [["http://h/up", "error", null, true], ["http://h/up", "manual", undefined, true], ["http://h/moved", "error", null, true]],
    "asked again with manual only to read the Location, then followed with the same Blob");
  const stream = undici();
  const once = new ReadableStream<Uint8Array>({ start(ctl) { ctl.enqueue(new Uint8Array([1])); ctl.close(); } });
  const e = await rejection(core({ fetch: stream.fetch, maxRetries: 0 })
    .send("PUT", "http://h/up", once, "application/octet-stream", false, "files.upload", undefined, true));
  assert.deepEqual([e.details, stream.seen.length], [{ reason: "redirect_not_followed", message: e.errorMessage, status: 0, location: null }, 1]);
  const json = undici();
  assert.deepEqual(await core({ fetch: json.fetch, maxRetries: 0 }).invoke("commands.run", false, false, {}, undefined), { size: 3 });
  assert.deepEqual(json.seen.map((s) => s.redirect), ["manual", "manual"], "a JSON body is small: sent with manual at once");
});

test("an injected sleep ends at once when the call aborts, and leaves no timer or listener behind when it does not", async () => {
  const clock = new FakeClock();
  const controller = new AbortController();
  const { seen, fetch } = fake(() => new Response("", { status: 503 }));
  const call = core({ fetch, clock, sleep: () => new Promise(() => undefined) }).invoke("files.list", false, false, {}, { signal: controller.signal });
  await clock.advance(1);
  controller.abort();
  await assert.rejects(call, (e) => e instanceof Error && e.name === "AbortError");
  assert.deepEqual([seen.length, clock.pending], [1, 0]);
  const quiet = new AbortController();
  const { fetch: ok } = fake((_url, _init, seen) => seen.length < 2 ? new Response("", { status: 503 }) : Response.json(1));
  assert.equal(await core({ fetch: ok, clock, sleep: async () => undefined }).invoke("files.list", false, false, {}, { signal: quiet.signal }), 1);
  assert.equal(clock.pending, 0);
});

test("a request id without crypto.randomUUID (a page not served over https) is still a UUID v4", () => {
  const saved = Object.getOwnPropertyDescriptor(globalThis, "crypto");
  Object.defineProperty(globalThis, "crypto", { value: {}, configurable: true, writable: true });
  try {
    const ids = Array.from({ length: 200 }, () => uuid4());
    for (const id of ids) {
      assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    assert.equal(new Set(ids).size, ids.length);
    assert.deepEqual(new Set(ids.map((id) => id[19])), new Set(["8", "9", "a", "b"]), "every variant digit comes up");
  } finally {
    if (saved !== undefined) {
      Object.defineProperty(globalThis, "crypto", saved);
    }
  }
  assert.match(uuid4(), /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, "the platform's");
});
