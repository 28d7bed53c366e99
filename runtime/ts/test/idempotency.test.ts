import assert from "node:assert/strict";
import { test } from "node:test";
import { Core } from "../src/core.js";
import type { ServerClientOptions } from "../src/options.js";
import { CATALOG, definition, fake, rejection } from "./fixtures.js";

const UUID4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A client whose document names an idempotency header (or none: `header` null). */
function keyed(options: ServerClientOptions, header: string | null = "Idempotency-Key"): Core {
  const catalog = { ...CATALOG, auth: { ...CATALOG.auth, idempotency_header: header } };
  return new Core({ ...definition(), catalog }, { baseUrl: "http://h", token: "t", backoff: () => 0, ...options });
}

const busyOnce = (_url: string, _init: RequestInit, seen: readonly unknown[]): Response => seen.length % 2 === 1
  ? new Response("", { status: 503 }) : Response.json({ ok: true });

test("a non-idempotent call keeps one fresh UUID v4 key across its retry", async () => {
  const { seen, fetch } = fake(busyOnce);
  const client = keyed({ fetch, maxRetries: 1 });
  await client.invoke("commands.run", false, false, {}, undefined);
  await client.invoke("commands.run", false, false, {}, undefined);
  const keys = seen.map((s) => s.headers.get("idempotency-key") ?? "");
  assert.equal(keys.length, 4);
  assert.ok(keys.every((k) => UUID4.test(k)), String(keys));
  assert.ok(keys[0] === keys[1] && keys[2] === keys[3] && keys[0] !== keys[2], String(keys));
});

test("the caller's key wins; an idempotent op sends none", async () => {
  const { seen, fetch } = fake(busyOnce);
  const client = keyed({ fetch, maxRetries: 1 });
  await client.invoke("commands.run", false, false, {}, { headers: { "idempotency-key": "order-42" } });
  await client.invoke("files.list", false, false, {}, undefined);
  assert.deepEqual(seen.map((s) => s.headers.get("idempotency-key")), ["order-42", "order-42", null, null]);
});

test("without the header a non-idempotent call is sent once", async () => {
  const { seen, fetch } = fake(busyOnce);
  await rejection(keyed({ fetch, maxRetries: 3 }, null).invoke("commands.run", false, false, {}, undefined));
  assert.equal(seen.length, 1);
  assert.equal(seen[0].headers.get("idempotency-key"), null);
});
