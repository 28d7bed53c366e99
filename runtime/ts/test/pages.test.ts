import assert from "node:assert/strict";
import { test } from "node:test";
import type { CatalogPagination } from "../src/document.js";
import { ApiError } from "../src/errors.js";
import { PageWalk, walkItems } from "../src/pages.js";
import { errorTable } from "./fixtures.js";

function walk(style: CatalogPagination["style"], args: object, total: string | null = null): PageWalk {
  const param = { cursor: "c", offset: "o", page: "p" }[style];
  return new PageWalk({ style, param, limit: "n", next: style === "cursor" ? "next" : null, total, items: "rows" }, args, "a.list",
    errorTable());
}

test("cursor style sends the next cursor and stops on an absent, null or empty one", () => {
  const w = walk("cursor", { n: 2 });
  assert.equal(w.advance({ rows: [1, 2], next: "x" }), true);
  assert.deepEqual(w.args, { n: 2, c: "x" });
  for (const last of [{ rows: [] }, { rows: [4], next: null }, { rows: [4], next: "" }]) {
    assert.equal(walk("cursor", {}).advance(last), false);
  }
});

test("a repeated cursor is the contract-mismatch error repeated_cursor", () => {
  const w = walk("cursor", { c: "start" });
  assert.equal(w.advance({ rows: [1], next: "b" }), true);
  assert.throws(() => w.advance({ rows: [2], next: "start" }), (e: unknown) =>
    e instanceof ApiError && e.catalogClass === "MismatchError"
    && JSON.stringify(e.details) === JSON.stringify({ reason: "repeated_cursor", cursor: "start" }));
});

test("offset style adds the items received, a short page does not stop it, the total does", () => {
  const w = walk("offset", { n: 3 });
  assert.equal(w.advance({ rows: [1, 2] }), true);
  assert.equal(w.args["o"], 2);
  assert.equal(w.advance({ rows: [3] }), true);
  assert.equal(w.advance({ rows: [] }), false);
  const t = walk("offset", { o: 4 }, "count");
  assert.equal(t.advance({ rows: [1, 2], count: 7 }), true);
  assert.equal(t.advance({ rows: [3], count: 7 }), false);
});

test("page style counts pages from one and stops at the total or an empty page", () => {
  const w = walk("page", {}, "count");
  assert.equal(w.advance({ rows: [1, 2], count: 3 }), true);
  assert.equal(w.args["p"], 2);
  assert.equal(w.advance({ rows: [3], count: 3 }), false);
});

test("items are walked lazily: one call per page, only when the loop reaches it", async () => {
  const plan: CatalogPagination = { style: "offset", param: "o", limit: null, next: null, total: null, items: "rows" };
  const calls: unknown[] = [];
  const pages = [[1, 2], [3], []];
  const seen: unknown[] = [];
  for await (const item of walkItems(plan, "a.list", errorTable(), { q: 1 }, async (args) => {
    calls.push({ ...args });
    return { rows: pages[calls.length - 1] };
  })) {
    seen.push(item);
    if (item === 1) {
      assert.equal(calls.length, 1);
    }
  }
  assert.deepEqual(seen, [1, 2, 3]);
  assert.deepEqual(calls, [{ q: 1 }, { q: 1, o: 2 }, { q: 1, o: 3 }]);
});
