// Server-sent events on hostile bodies: every line end, reads split inside a CRLF or a UTF-8 sequence, a byte-order
// mark, comments, long lines, cut-off ends; and a stream op declared `stream_format: "sse"` behind the same iterator.

import assert from "node:assert/strict";
import { test } from "node:test";
import { ApiError } from "../src/errors.js";
import { lazyEvents } from "../src/events.js";
import { SseParser } from "../src/sse.js";
import { lenientOp } from "../src/values.js";
import type { SseFrame } from "../src/sse.js";
import { core, fake, feed } from "./fixtures.js";

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** The frames of a body read in exactly these chunks; a failure's message instead when it fails. */
function frames(chunks: readonly Uint8Array[], max = 1 << 20): SseFrame[] | string {
  const parser = new SseParser(max, (message) => new Error(message));
  const out: SseFrame[] = [];
  try {
    for (const chunk of chunks) {
      out.push(...parser.feed(chunk));
    }
    out.push(...parser.feed(null));
  } catch (e) {
    return (e as Error).message;
  }
  return out;
}

const bytewise = (body: Uint8Array): Uint8Array[] => Array.from(body, (b) => new Uint8Array([b]));
const message = (data: string): SseFrame => ({ name: "message", data });

test("CRLF, LF and a lone CR end lines alike; data lines join with LF", () => {
  const body = utf8("data: a\r\ndata: b\r\n\r\ndata: c\ndata: d\n\ndata: e\rdata: f\r\r");
  const expected = [message("a\nb"), message("c\nd"), message("e\nf")];
  assert.deepEqual(frames([body]), expected);
  assert.deepEqual(frames(bytewise(body)), expected, "read a byte at a time");
});

test("a CRLF split between reads is one line end", () => {
  // Counted as two line ends, the CR|LF split would end the event after its first data line.
  assert.deepEqual(frames([utf8("data: {\"n\":\r"), utf8("\ndata: 1}\r"), utf8("\n\r"), utf8("\n")]), [message("{\"n\":\n1}")]);
});

test("a UTF-8 sequence split across reads stays whole", () => {
  const body = utf8("data: {\"t\": \"h\u00e9 \u2713 \ud83d\ude00\"}\n\n");
  for (let cut = 1; cut < body.length; cut++) {
    assert.deepEqual(frames([body.slice(0, cut), body.slice(cut)]), [message("{\"t\": \"h\u00e9 \u2713 \ud83d\ude00\"}")], "cut at " + cut);
  }
});

test("a leading byte-order mark is dropped, even split, but not a later one", () => {
  assert.deepEqual(frames([new Uint8Array([0xef, 0xbb]), new Uint8Array([0xbf]), utf8("data: 1\n\n")]), [message("1")]);
  assert.deepEqual(frames([utf8("\ufeffdata: 1\n\ndata: \ufeff2\n\n")]), [message("1"), message("\ufeff2")]);
});

test("comments, id, retry, unknown fields and events without data are skipped; one space after the colon is dropped", () => {
  assert.deepEqual(frames([utf8(": hello\nretry: 10\nid: 7\nfoo: bar\n\nevent: ping\n\ndata: 1\n\n"
    + "event: tick\nid\ndata:2\n\n:only a comment\n\ndata\n\ndata:  x\n\ndata: y: z\n\n")]),
  [message("1"), { name: "tick", data: "2" }, message(""), message(" x"), message("y: z")]);
});

test("a long line, long data, a long comment fail; a body ending inside an event is cut off", () => {
  assert.equal(frames([utf8("data: 0123456789"), utf8("0123456789\n\n")], 16), "a stream line is longer than 16 bytes");
  assert.equal(frames([utf8("data: 12345\ndata: 12345\ndata: 12345\n\n")], 16), "a stream line is longer than 16 bytes");
  assert.equal(frames([utf8(": a comment that goes on\n\n")], 16), "a stream line is longer than 16 bytes");
  assert.deepEqual(frames([utf8("data: 0123456789\n\n")], 16), [message("0123456789")]);
  assert.equal(frames([utf8("data: 1\n\ndata: 2\n")]), "the body ended inside an event");
  assert.equal(frames([utf8("data: 1\n\ndata: 2")]), "the body ended inside an event");
  assert.deepEqual(frames([utf8("data: 1\n\nid: 3\n")]), [message("1")]);
  assert.deepEqual(frames([]), []);
});

/** The events of `commands.events` (stream_format sse) over a body pushed in `chunks`, and the error that ended it. */
async function events(...chunks: (string | Uint8Array)[]): Promise<{ events: unknown[]; error: ApiError | null }> {
  const body = feed();
  chunks.forEach(body.push);
  body.close();
  const c = core({ fetch: fake(() => new Response(body.body, { headers: { "Content-Type": "text/event-stream" } })).fetch });
  const seen: unknown[] = [];
  try {
    for await (const event of lazyEvents(c.invoke("commands.events", false, false, {}, undefined))) {
      seen.push(event);
    }
  } catch (e) {
    assert.ok(e instanceof ApiError, String(e));
    return { events: seen, error: e };
  }
  return { events: seen, error: null };
}

test("an sse stream op: messages are its events; comments, retry and unknown event names are skipped", async () => {
  assert.deepEqual(await events(": opened\r\nretry: 5\r\n\r\ndata: {\"n\": 1}\r", "\n\r\nevent: progress\rdata: {\"n\": 9}\r\r",
    "event: message\nid: 2\ndata: {\"n\":\ndata:  2}\n\n", utf8("data: {\"n\": 3, \"t\": \"\u00e9\"}\n\n").slice(0, 20),
    utf8("data: {\"n\": 3, \"t\": \"\u00e9\"}\n\n").slice(20)),
  { events: [{ n: 1 }, { n: 2 }, { n: 3, t: "\u00e9" }], error: null });
});

test("an sse error event raises its mapped error with its row's first status", async () => {
  const { events: got, error } = await events("data: {\"n\": 1}\n\nevent: error\n",
    "data: {\"error\": {\"code\": \"commands.timeout\", \"message\": \"slow\"}}\n\ndata: {\"n\": 2}\n\n");
  assert.deepEqual(got, [{ n: 1 }]);
  assert.deepEqual([error?.catalogClass, error?.status, error?.errorMessage, error?.op], ["TimeoutError_", 504, "slow", "commands.events"]);
});

test("sse data that is no event, an error event without the envelope, a long line, a cut-off body: malformed_event", async () => {
  for (const tail of ["data: not json\n\n", "data: {\"m\": 2}\n\n", "event: error\ndata: {\"code\": 1}\n\n", "data: {\"n\": 2}\n",
    "data: {\"n\"", "data: {\"n\": 2, \"pad\": \"" + "x".repeat(64) + "\"}\n\n"]) {
    const { events: got, error } = await events("data: {\"n\": 1}\n\n", tail);
    assert.deepEqual(got, [{ n: 1 }], tail);
    assert.deepEqual([error?.catalogClass, (error?.details as { reason: string } | undefined)?.reason], ["MismatchError", "malformed_event"], tail);
  }
});

test("an op of the server's /ops catalog keeps its stream_format; a stream without one is ndjson", () => {
  assert.equal(lenientOp({ id: "a.b", kind: "stream", stream_format: "sse" }, "/ops")!.stream_format, "sse");
  assert.equal(lenientOp({ id: "a.b", kind: "stream" }, "/ops")!.stream_format, "ndjson");
  assert.equal(lenientOp({ id: "a.b" }, "/ops")!.stream_format, null);
});
