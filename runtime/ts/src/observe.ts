// What runs around each try besides the request itself: the application's hooks (hooks.ts) and the log
// lines every client writes (log.ts). The tree client always has it; the modular entry's core only when
// made with `observing`, so a bundle that neither hooks nor logs carries none of it.

import type { CoreExtras } from "./base.js";
import type { HookContext, Hooks } from "./hooks.js";
import { hookList, runHooks } from "./hooks.js";
import { clientLogger, logVariable, redactedHeaders } from "./log.js";
import type { Logger } from "./log.js";
import type { ServerClientOptions } from "./options.js";

/** Why a try is retried. */
export type RetryReason = "status" | "connection" | "timeout";

/** The hooks and log lines of one client, called by the transport (send.ts) at each step of a try. */
export interface TryObserver {
  /** Where the client logs (the `logger` option, or `<NAME>_LOG`), or null. */
  readonly logger: Logger | null;
  /** Before a try is sent: the `beforeRequest` hooks (which may change `context.headers`), then its log lines. */
  before(context: HookContext): Promise<void>;
  /** When a try's answer arrives: its log lines, then the `afterResponse` hooks. */
  after(context: HookContext, response: Response, durationMs: number): Promise<void>;
  /** When a try ends in an error: the `onError` hooks. */
  error(context: HookContext, error: unknown): Promise<void>;
  /** Before the wait of a retry: its log line (`attempt`: the try being retried, from 1). */
  retry(opId: string | null, requestId: string, attempt: number, reason: RetryReason, waitMs: number, status: number | null,
    retryAfter: number | null): void;
}

/**
 * The observer of a client with these options: its `hooks`, and its `logger` (else `<NAME>_LOG` of the
 * catalog `name`); `secret` names the headers a debug line shows as `***`.
 */
export function observer(options: ServerClientOptions, name: string, secret: readonly string[]): TryObserver {
  const hooks: readonly Hooks[] = hookList(options.hooks);
  const log = clientLogger(options.logger, logVariable(name));
  // The exchange's lines: `event` with the try's op, method, path, status (an answer's), request id and attempt, then at
  // debug its headers (`event headers`, credentials as `***`).
  const lines = (event: string, { op, method, url, requestId, attempt }: HookContext, headers: Headers,
    answer?: { readonly status: number; readonly duration_ms: number }): void => {
    const path = pathOf(url);
    log?.info(event, answer === undefined ? { op, method, path, request_id: requestId, attempt }
      : { op, method, path, status: answer.status, request_id: requestId, attempt, duration_ms: answer.duration_ms });
    log?.debug(event + " headers", { op, request_id: requestId, attempt, headers: redactedHeaders(headers, secret) });
  };
  return {
    logger: log,
    async before(context) {
      await runHooks(hooks, "beforeRequest", context);
      lines("request", context, context.headers);
    },
    async after(context, response, durationMs) {
      lines("response", context, response.headers, { status: response.status, duration_ms: durationMs });
      await runHooks(hooks, "afterResponse", context, response);
    },
    async error(context, error) {
      await runHooks(hooks, "onError", context, error);
    },
    retry(opId, requestId, attempt, reason, waitMs, status, retryAfter) {
      log?.info("retry", { op: opId, request_id: requestId, attempt, reason, status, retry_after: retryAfter, wait_ms: Math.round(waitMs) });
    },
  };
}

/** The extra that gives a core the `hooks` and `logger` options and `<NAME>_LOG`: `createCore(options, observing)`. */
export const observing: CoreExtras = { observe: observer };

/** A URL's path, for a log line (its query may carry params). */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}
