// One logical request under the catalog's transport policy: its tries and retries (Retry-After or full
// jitter), timeouts, the request id kept across tries, error responses mapped to the catalog's errors; the
// redirects a try follows (redirects.ts) and what runs around it (hooks, log lines: observe.ts) are the
// core's, so a core made without them carries none of their code.

import type { BaseCore } from "./base.js";
import { ApiError } from "./errors.js";
import type { TransportReason } from "./errors.js";
import type { HookContext } from "./hooks.js";
import type { RetryReason } from "./observe.js";
import type { CallOptions } from "./options.js";
import { policyBackoff, retryAfterSeconds, undecodedCoding } from "./policy.js";
import { readBody, transportMessage, uuid4, watchedBody } from "./transport.js";

/** One sent request, its response headers in. @internal */
export interface Sent {
  readonly response: Response;
  readonly requestId: string;
  /**
   * The response body, to read instead of `response`'s: each read waits at most the try's timeout, and
   * a body that breaks off or goes silent raises the transport error (null for a response without one).
   */
  readonly body: ReadableStream<Uint8Array> | null;
  /** The body read whole inside the try, for a `whole` send (then `body` is null and the try has ended). */
  readonly whole: Uint8Array | null;
  /** Ends the try: clears the headers' timer and lets go of the caller's abort signal. */
  readonly done: () => void;
  /** The transport error of this try (the op, the request id sent; `extra` joins its `details`). */
  readonly fail: (reason: TransportReason, message: string, cause: unknown, extra?: { readonly [key: string]: unknown }) => ApiError;
}

/** A request as one hop of a try sends it. */
export interface Hop {
  method: string;
  url: string;
  body: BodyInit | null;
  readonly headers: Headers;
}

/**
 * Sends one logical request: retries the tries the policy retries, keeps the request id, maps error
 * responses. A `whole` send reads a 2xx body inside the try: nothing reached the caller yet, so one that
 * breaks off or goes silent is retried like a lost response; otherwise the body is the caller's, and its
 * failures are never retried. The caller's own abort (`options.signal`) ends the call with the signal's
 * reason, as fetch does.
 */
export async function sendRequest(
  core: BaseCore,
  method: string,
  url: string,
  body: BodyInit | null,
  contentType: string | null,
  idempotent: boolean,
  opId: string | null,
  options: CallOptions | undefined,
  whole: boolean,
): Promise<Sent> {
  const policy = core.catalog.client_defaults;
  const headers = core.headers(options?.headers);
  const requestId = headers.get("X-Request-Id") ?? uuid4();
  headers.set("X-Request-Id", requestId);
  // Node's fetch sends it; a browser keeps its own (a forbidden header), and both decode what they asked for.
  headers.set("Accept-Encoding", "identity");
  if (contentType !== null) {
    headers.set("Content-Type", contentType);
  }
  // A non-idempotent call carries an idempotency key when the catalog names its header (the caller's own, set in
  // `headers`, wins): one key per logical call, sent again on each retry, which makes the call retryable.
  const keyHeader = idempotent ? null : core.catalog.auth.idempotency_header ?? null;
  if (keyHeader !== null && !headers.has(keyHeader)) {
    headers.set(keyHeader, uuid4());
  }
  const keyed = keyHeader !== null;
  const streamed = isStream(body);
  // A retry resends only a body that can be sent again: a key never buffers a stream to make it so.
  const maxRetries = idempotent || (keyed && !streamed)
    ? options?.maxRetries ?? core.options.maxRetries ?? policy.retry.max_retries : 0;
  const timeoutMs = options?.timeoutMs ?? core.options.timeoutMs ?? policy.timeout_seconds * 1000;
  const backoff = core.options.backoff ?? policyBackoff(policy.retry);
  const signal = options?.signal;
  if (maxRetries > 0 && streamed) {
    // A stream can be sent once: buffer it so a retry can resend it (maxRetries: 0 streams it as is).
    body = new Uint8Array(await new Response(body).arrayBuffer());
  }
  const replayable = maxRetries > 0 || !streamed;
  const watch = core.observer;
  const fail = (reason: TransportReason, message: string, cause: unknown, extra?: { readonly [key: string]: unknown }): ApiError =>
    core.errors.transport(reason, message, opId, requestId, cause, extra);
  for (let attempt = 0; ; attempt++) {
    if (signal?.aborted) {
      throw signal.reason;
    }
    // Each try's hooks see its own copy of the headers (beforeRequest may change them for this try only).
    const context: HookContext = { op: opId, requestId, attempt: attempt + 1, method, url, headers: new Headers(headers) };
    await watch?.before(context);
    // The try's error, after the onError hooks.
    const failed = async (error: unknown): Promise<unknown> => {
      await watch?.error(context, error);
      return error;
    };
    // Whether the try is retried (`wait` ms): the retry's log line, then the wait.
    const retried = async (wait: number, reason: RetryReason, status: number | null = null, retryAfter: number | null = null):
      Promise<boolean> => {
      if (attempt >= maxRetries || (reason !== "status" && !policy.retry.connection_errors)) {
        return false;
      }
      watch?.retry(opId, requestId, attempt + 1, reason, wait, status, retryAfter);
      await core.sleep(wait, signal);
      return true;
    };
    const controller = new AbortController();
    let timedOut = false;
    const timer = timeoutMs > 0 ? core.clock.schedule(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs) : null;
    const onAbort = (): void => controller.abort();
    signal?.addEventListener("abort", onAbort);
    const done = (): void => {
      if (timer !== null) {
        core.clock.cancel(timer);
      }
      signal?.removeEventListener("abort", onAbort);
    };
    const started = core.clock.now();
    let response: Response;
    try {
      response = await core.follow(core, { method, url, body, headers: context.headers }, controller.signal, replayable, opId, requestId);
    } catch (cause) {
      done();
      if (signal?.aborted) {
        throw signal.reason;
      }
      if (cause instanceof ApiError) {
        throw await failed(cause);
      }
      const error = timedOut ? fail("timeout", "no response within " + timeoutMs + " ms", cause) : fail("connection", transportMessage(cause), cause);
      await failed(error);
      if (await retried(backoff(attempt, null), timedOut ? "timeout" : "connection")) {
        continue;
      }
      throw error;
    }
    const status = response.status;
    const headerOf = (name: string): string | null => response.headers.get(name);
    // Ends the try before its answer's body is read: the body is let go of.
    const drop = async (): Promise<void> => {
      done();
      await response.body?.cancel().catch(() => undefined);
    };
    try {
      await watch?.after(context, response, core.clock.now() - started);
    } catch (error) {
      await drop();
      throw error;
    }
    if (policy.retry.statuses.includes(status) && attempt < maxRetries) {
      const after = retryAfterSeconds(headerOf("Retry-After"), core.clock);
      await drop();
      const most = policy.retry.retry_after_max_seconds;
      if (after !== null && after > most) {
        throw await failed(fail("retry_after_too_long", "the server asked to retry after " + after + " s, longer than the " + most
          + " s this client waits", null, { retry_after: after, status }));
      }
      await retried(backoff(attempt, after === null ? null : after * 1000), "status", status, after);
      continue;
    }
    const sentId = headerOf("X-Request-Id") ?? requestId;
    if (status >= 400) {
      const raw = await response.text().catch(() => "");
      done();
      let parsed: unknown = raw;
      try {
        parsed = JSON.parse(raw);
      } catch {
        // not JSON: the text as it came
      }
      throw await failed(core.errors.fromResponse(status, parsed, sentId, opId));
    }
    const coding = undecodedCoding(headerOf("Content-Encoding"));
    if (coding !== null) {
      await drop();
      throw await failed(fail("bad_framing", "the body arrived in the content coding '" + coding + "', which this client does not decode",
        null, { status }));
    }
    // The headers are in: from here the timeout is an idle timeout between reads of the body.
    if (timer !== null) {
      core.clock.cancel(timer);
    }
    const read = response.body === null ? null
      : watchedBody(response.body, timeoutMs, core.clock, (reason) => controller.abort(reason), signal, fail, done);
    if (!whole) {
      return { response, requestId: sentId, body: read, whole: null, done, fail };
    }
    let bytes: Uint8Array;
    try {
      bytes = await readBody(read);
    } catch (cause) {
      done();
      // The body's reader raised the transport error (or the caller's abort reason, passed on as it is).
      if (signal?.aborted) {
        throw cause;
      }
      await failed(cause);
      // The reader's error says whether the body stopped coming or went silent past the timeout.
      if (await retried(backoff(attempt, null), (cause as { details?: { reason?: unknown } } | null)?.details?.reason === "timeout"
        ? "timeout" : "connection")) {
        continue;
      }
      throw cause;
    }
    done();
    return { response, requestId: sentId, body: null, whole: bytes, done, fail };
  }
}

/**
 * One try of a request: its hops, with the redirects it follows. Without redirecting (redirects.ts) it is
 * `oneHop`: a redirect is not followed.
 */
export type Follow = (core: BaseCore, hop: Hop, signal: AbortSignal, replayable: boolean, opId: string | null,
  requestId: string) => Promise<Response>;

/** The transport error of a redirect the client does not follow (`redirect_not_followed`). */
export function notFollowed(core: BaseCore, opId: string | null, requestId: string, why: string, status: number,
  location: string | null): ApiError {
  return core.errors.transport("redirect_not_followed", "a redirect was not followed: " + why, opId, requestId, null, { status, location });
}

/** Whether a body is a stream (which can be sent once). */
export function isStream(body: BodyInit | null): boolean {
  return typeof ReadableStream !== "undefined" && body instanceof ReadableStream;
}

/**
 * One hop, sent with `redirect: "manual"` so the platform's fetch never follows a redirect itself; null when
 * an upload met a redirect. Node's fetch (undici) keeps a copy of every chunk of a body it could resend on a
 * redirect until the answer comes, unless the request may not be redirected at all: an upload (a stream or
 * a Blob) goes out that way (unless `manual`), and only an answer that turns out to be a redirect is asked
 * again with `manual` to read its Location.
 */
export async function fetchHop(core: BaseCore, hop: Hop, signal: AbortSignal, manual: boolean): Promise<Response | null> {
  const streamed = isStream(hop.body);
  const upload = !manual && (streamed || (typeof Blob !== "undefined" && hop.body instanceof Blob));
  const init: RequestInit & { duplex?: "half" } = { method: hop.method, headers: hop.headers, body: hop.body, signal,
    redirect: upload ? "error" : "manual" };
  if (upload) {
    init.window = null;
  }
  if (streamed) {
    init.duplex = "half";
  }
  try {
    return await (core.options.fetch ?? fetch)(hop.url, init);
  } catch (cause) {
    if (upload && (cause as { cause?: { message?: unknown } } | null)?.cause?.message === "unexpected redirect") {
      return null;
    }
    throw cause;
  }
}

/**
 * Whether an answer is a redirect (3xx), which is never the answer: it is followed or refused. A browser's
 * fetch hides a manual redirect (an opaque answer, status 0): refused here.
 */
export function isRedirect(core: BaseCore, response: Response, opId: string | null, requestId: string): boolean {
  if (response.type === "opaqueredirect") {
    throw notFollowed(core, opId, requestId, "the platform's fetch hides it (a browser: an opaque redirect)", 0, null);
  }
  return response.status >= 300 && response.status <= 399;
}

/** A try of one hop, for a core made without redirecting: every redirect is refused (`redirect_not_followed`). */
export const oneHop: Follow = async (core, hop, signal, _replayable, opId, requestId) => {
  const response = await fetchHop(core, hop, signal, false);
  const why = "this client follows none (made without redirecting)";
  if (response === null) {
    throw notFollowed(core, opId, requestId, why, 0, null);
  }
  if (!isRedirect(core, response, opId, requestId)) {
    return response;
  }
  await response.body?.cancel().catch(() => undefined);
  throw notFollowed(core, opId, requestId, why, response.status, response.headers.get("Location"));
};
