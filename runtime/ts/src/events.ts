// A stream op's body: one JSON event per line, a `{"error": ...}` line raising its error; or, for an op declared
// `stream_format: "sse"`, server-sent events whose data are the JSON events, an `error` event raising its error.

import type { BaseCore } from "./base.js";
import { expandOp } from "./document.js";
import type { CatalogOp } from "./document.js";
import { encodeRequest } from "./encode.js";
import type { ApiError } from "./errors.js";
import type { Sent } from "./send.js";
import { SseParser, tooLong } from "./sse.js";
import { objectArgs } from "./unary.js";
import type { OpCallOptions, OpFacts, Types } from "./unary.js";
import { isObject, own, violation } from "./values.js";
import type { Checks } from "./values.js";

/**
 * The events of a stream response, read line by line; ends the try when the body ends or the caller stops.
 * A line that is not JSON, not an object fitting the op's event schema, longer than the runtime catalog's
 * `stream.max_line_bytes`, or cut off by the end of the body is the `contract_mismatch` role's error, reason
 * `malformed_event`. Server-sent events (`sse.ts`) yield the data of each `message` event the same way, raise
 * the error an `error` event carries, and skip events of any other name.
 */
export async function* streamEvents(core: BaseCore, sent: Sent, op: CatalogOp, types: Types, checks: Checks | null):
  AsyncGenerator<unknown, void, undefined> {
  const body = sent.body;
  if (body === null) {
    sent.done();
    return;
  }
  const maxLine = core.catalog.client_defaults.stream.max_line_bytes;
  const malformed = (message: string): ApiError =>
    core.errors.client("contract_mismatch", message, op.id, { reason: "malformed_event", message }, sent.requestId);
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const sse = op.stream_format === "sse" ? new SseParser(maxLine, malformed) : null;
  let buffer = "";
  let finished = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      finished = done;
      if (sse !== null) {
        for (const frame of sse.feed(done ? null : value)) {
          if (frame.name === "message") {
            yield streamEvent(core, parseLine(frame.data, maxLine, malformed), op, sent.requestId, types, checks, malformed);
          } else if (frame.name === "error") {
            throw errorEvent(core, frame.data, op, sent.requestId, types, malformed);
          }
        }
        if (done) {
          return;
        }
        continue;
      }
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let newline = buffer.indexOf("\n");
      while (newline >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        if (line.trim().length > 0) {
          yield streamEvent(core, parseLine(line, maxLine, malformed), op, sent.requestId, types, checks, malformed);
        }
        newline = buffer.indexOf("\n");
      }
      if (tooLong(buffer, maxLine)) {
        throw malformed("a stream line is longer than " + maxLine + " bytes");
      }
      if (done) {
        if (buffer.trim().length > 0) {
          // The body ended cleanly inside a line: it may even be JSON by chance, but it was cut off.
          throw malformed("the stream ended inside a line (no newline after its last " + buffer.length + " characters)");
        }
        return;
      }
    }
  } finally {
    sent.done();
    if (!finished) {
      await reader.cancel().catch(() => undefined);
    }
    reader.releaseLock();
  }
}

/** One complete line as JSON. */
function parseLine(line: string, maxLine: number, malformed: (message: string) => ApiError): unknown {
  if (tooLong(line, maxLine)) {
    throw malformed("a stream line is longer than " + maxLine + " bytes");
  }
  try {
    return JSON.parse(line) as unknown;
  } catch (cause) {
    throw malformed("a stream line is not JSON (" + (cause instanceof Error ? cause.message : String(cause)) + ")");
  }
}

/** The error an SSE `error` event carries in its data (`{"error": {...}}`); data of another shape is malformed. */
function errorEvent(core: BaseCore, data: string, op: CatalogOp, requestId: string, types: Types,
  malformed: (message: string) => ApiError): ApiError {
  let envelope: unknown = null;
  try {
    envelope = JSON.parse(data) as unknown;
  } catch {
    // not JSON: reported below as not the envelope
  }
  if (isObject(envelope) && Object.keys(envelope).length === 1 && isObject(own(envelope, "error"))) {
    streamEvent(core, envelope, op, requestId, types, null, malformed);
  }
  return malformed("an error event does not carry the {\"error\": {...}} envelope");
}

/** An event (an object fitting the op's event schema), or the error its `{"error": ...}` line carries. */
function streamEvent(core: BaseCore, event: unknown, op: CatalogOp, requestId: string, types: Types, checks: Checks | null,
  malformed: (message: string) => ApiError): unknown {
  if (isObject(event) && Object.keys(event).length === 1 && isObject(own(event, "error"))) {
    const e = own(event, "error") as { readonly [key: string]: unknown };
    const code = typeof own(e, "code") === "string" ? (own(e, "code") as string) : null;
    throw core.errors.fromWire(code, null,
      typeof own(e, "message") === "string" ? (own(e, "message") as string) : "stream error", op.id,
      typeof own(e, "request_id") === "string" ? (own(e, "request_id") as string) : requestId, own(e, "details") ?? null);
  }
  if (!isObject(event)) {
    throw malformed("a stream line is not a JSON object");
  }
  const found = violation(op.event, event, types, "", checks);
  if (found !== null) {
    throw malformed("a stream event does not fit the event schema of " + op.id + " at '" + found.pointer + "': " + found.reason);
  }
  return event;
}

/** The events of a stream call as an async iterable; errors surface on iteration. */
export function lazyEvents(started: Promise<unknown>): AsyncIterable<unknown> {
  started.catch(() => undefined);
  return {
    async *[Symbol.asyncIterator]() {
      yield* (await started) as AsyncIterable<unknown>;
    },
  };
}

/**
 * Calls one stream op from its facts (the modular entry's stream functions): the request is sent at once, the
 * events come as an async iterable; its errors, the request's included, surface on iteration (as the tree's).
 */
export function streamOp(core: BaseCore, facts: OpFacts, params: unknown, options?: OpCallOptions): AsyncIterable<unknown> {
  const started = (async (): Promise<AsyncIterable<unknown>> => {
    const op = expandOp(facts.op, core.catalog.server.ops_path);
    core.errors.learn(op);
    const request = encodeRequest(core.baseUrl, op, op.http, objectArgs(core, op.id, params), undefined);
    const sent = await core.send(request.method, request.url, request.body, request.contentType, op.idempotent, op.id, options, false);
    return streamEvents(core, sent, op, facts.types, facts.checks ?? null);
  })();
  return lazyEvents(started);
}
