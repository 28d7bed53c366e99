// The pieces of one HTTP try: request ids, the transport's message, and a response body read under the
// idle timeout.

import type { Clock, TimerHandle } from "./clock.js";
import type { ApiError, TransportReason } from "./errors.js";

export type { Backoff } from "./policy.js";

/** A UUID v4 (the platform's `crypto.randomUUID` where there is one). */
export function uuid4(): string {
  const webCrypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (webCrypto && typeof webCrypto.randomUUID === "function") {
    return webCrypto.randomUUID();
  }
  // Where there is none (a browser page not served over https): 32 random hex digits as 8-4-4-4-12, the 13th the
  // version (4), the 17th the variant (8 to b).
  let out = "";
  for (let i = 0; i < 32; i++) {
    const digit = i === 12 ? 4 : i === 16 ? 8 + Math.random() * 4 : Math.random() * 16;
    out += (i === 8 || i === 12 || i === 16 || i === 20 ? "-" : "") + Math.floor(digit).toString(16);
  }
  return out;
}

/** The transport's message; Node's fetch puts the reason (`connect ECONNREFUSED ...`) in its cause. */
export function transportMessage(cause: unknown): string {
  if (!(cause instanceof Error)) {
    return String(cause);
  }
  const inner: unknown = (cause as { cause?: unknown }).cause;
  return inner instanceof Error && inner.message !== "" && inner.message !== cause.message
    ? cause.message + " (" + inner.message + ")"
    : cause.message;
}

/** Raises the transport error of one try (its op, the request id sent). */
export type TransportFailure = (reason: TransportReason, message: string, cause: unknown) => ApiError;

/**
 * A response body read under the idle timeout: a read that waits longer than `timeoutMs` aborts the try
 * and, like a body that breaks off, raises `fail`'s transport error (no retry: data may have been
 * delivered). The caller's own abort raises the signal's reason. `done` runs when the body ends.
 */
export function watchedBody(
  body: ReadableStream<Uint8Array>,
  timeoutMs: number,
  clock: Clock,
  abort: (reason: Error) => void,
  signal: AbortSignal | undefined,
  fail: TransportFailure,
  done: () => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller): Promise<void> {
      const idle: { error: Error | null } = { error: null };
      let timer: TimerHandle | null = null;
      const expired = new Promise<never>((_resolve, reject) => {
        if (timeoutMs > 0) {
          timer = clock.schedule(() => {
            idle.error = new Error("no data for " + timeoutMs + " ms after the response headers");
            idle.error.name = "TimeoutError";
            abort(idle.error);
            reject(idle.error);
          }, timeoutMs);
        }
      });
      try {
        const next = await Promise.race([reader.read(), expired]);
        if (next.done) {
          done();
          controller.close();
        } else {
          controller.enqueue(next.value);
        }
      } catch (cause) {
        done();
        reader.cancel().catch(() => undefined);
        if (signal?.aborted) {
          throw signal.reason;
        }
        throw idle.error !== null
          ? fail("timeout", idle.error.message, idle.error)
          : fail("connection", transportMessage(cause), cause);
      } finally {
        if (timer !== null) {
          clock.cancel(timer);
        }
      }
    },
    cancel(reason): Promise<void> {
      done();
      return reader.cancel(reason);
    },
  }, { highWaterMark: 0 });
}

/** A whole body (empty for none). */
export async function readBody(body: ReadableStream<Uint8Array> | null): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (body !== null) {
    const reader = body.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      chunks.push(next.value);
      size += next.value.length;
    }
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
