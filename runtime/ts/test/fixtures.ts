// A small catalog, error table and client definition for the runtime's tests, and a clock that
// moves only when a test advances it.

import type { Clock, TimerHandle } from "../src/clock.js";
import assert from "node:assert/strict";
import { Core } from "../src/core.js";
import type { ClientDefinition, ServerClientOptions } from "../src/core.js";
import { JobPending } from "../src/discovery.js";
import type { CatalogDocument, CatalogErrorRoles, CatalogErrorRow, CatalogOp } from "../src/document.js";
import { ApiError, ErrorTable } from "../src/errors.js";
import type { ErrorClass } from "../src/errors.js";
import { binding } from "../src/values.js";

function op(id: string, fields: Partial<CatalogOp> = {}): CatalogOp {
  return {
    id, kind: "call", summary: id, http: binding("POST", "/ops/" + id), legacy: null, idempotent: false, admin: false,
    client: true, params: null, scoped_params: [], result: null, event: null, stream_format: null, job: null, exit_check: null, pagination: null, errors: [], limits: {}, since: null, deprecated: null, examples: [],
    ...fields,
  };
}

function row(className: string, code: string, wire: string[], status: number[], exit: string, fields: Partial<CatalogErrorRow> = {}):
  CatalogErrorRow {
  return { class: className, code, wire, status, exit, exit_code: EXIT_CODES[exit as keyof typeof EXIT_CODES], parent: "BaseError",
    client_only: false, legacy: false, ...fields };
}

export const EXIT_CODES = { auth: 3, permission: 4, retryable: 75, other: 1 };

export const ERROR_ROWS: readonly CatalogErrorRow[] = [
  row("BaseError", "E1", [], [], "other", { parent: null }),
  row("AuthError", "E2", ["auth.*"], [401], "auth"),
  row("TokenExpiredError", "E3", ["auth.token.*"], [401], "auth"),
  row("NotEnabledError", "E4", ["op.not_enabled"], [403], "permission"),
  row("PolicyError", "E9", ["policy.*"], [403], "permission"),
  row("ArgsError", "E5", ["args.*"], [400, 422], "other"),
  row("UnknownOpError", "E6", ["op.unknown"], [404], "other"),
  row("MismatchError", "E6", [], [], "other", { client_only: true, parent: "UnknownOpError" }),
  row("UnavailableError", "E7", [], [503], "retryable"),
  row("TimeoutError_", "E8", ["commands.timeout"], [504], "retryable"),
];

export const ROLES: CatalogErrorRoles = {
  base: "BaseError", contract_mismatch: "MismatchError", not_enabled: "NotEnabledError", policy_denied: "PolicyError",
  invalid_args: "ArgsError",
  transport: "UnavailableError",
};

export const CATALOG: CatalogDocument = {
  runtime_catalog_format: 1,
  name: "runtime-test",
  title: "Runtime test",
  catalog_version: "1.2.3",
  sdk_version: "1.2.3",
  catalog_digest: "sha256:00",
  server: { default_port: 9, ops_path: "/ops", capabilities_path: "/capabilities", check_op: "core.check", health_op: null, openai: null },
  auth: { bearer: true, legacy_header: "X-Access-Token", client_header: "X-Test-Client", idempotency_header: null },
  // The policy's numbers differ from gen-client's built-in ones, so a test shows the runtime reads them from here.
  client_defaults: {
    gateway_header: "X-Test-Gateway",
    timeout_seconds: 3,
    retry: { max_retries: 3, statuses: [429, 502, 503], connection_errors: true, base_seconds: 0.1, cap_seconds: 0.4, jitter: "full",
      retry_after_max_seconds: 30 },
    redirects: { max: 3, keep_method: [307, 308], get_only: [301, 302, 303], cross_origin_strip: ["authorization", "x-access-token", "x-test-gateway"] },
    jobs: { min_poll_seconds: 0.5, max_poll_seconds: 4, initial_poll_seconds: 1, deadline_seconds: 20 },
    stream: { max_line_bytes: 64 },
    download: { max_buffered_bytes: 1024 },
  },
  exit_codes: EXIT_CODES,
  errors: ERROR_ROWS,
  error_roles: ROLES,
  legacy_groups: { filesystem: ["files.*"] },
  types: {
    FileEntry: { type: "object", required: ["name", "size"], properties: {
      name: { type: "string" }, size: { type: "integer" }, kind: { enum: ["file", "dir"] }, link: { type: ["string", "null"] } } },
  },
  ops: [
    op("files.list", { idempotent: true, legacy: binding("GET", "/files/list"), scoped_params: ["path"] }),
    op("files.download", { kind: "download", idempotent: true }),
    op("commands.run"),
    op("commands.stream", { kind: "stream" }),
    op("core.check"),
    op("core.capabilities", { http: binding("GET", "/capabilities"), idempotent: true }),
    op("jobs.start", { kind: "job", job: { status_op: "jobs.status", id_param: "job_id", pending_class: "StartPending" } }),
    op("jobs.status", { idempotent: true }),
    op("files.stat", { http: binding("GET", "/files/stat"), idempotent: true, result: { $ref: "#/types/FileEntry" } }),
    op("files.tree", { http: binding("GET", "/files/tree"), idempotent: true, result: { type: "array", items: { $ref: "#/types/FileEntry" } } }),
    op("commands.watch", { kind: "stream", event: { type: "object", required: ["n"], properties: { n: { type: "integer" } } } }),
    op("commands.events", { kind: "stream", stream_format: "sse",
      event: { type: "object", required: ["n"], properties: { n: { type: "integer" } } } }),
    op("jobs.build", { kind: "job", result: { $ref: "#/types/FileEntry" },
      job: { status_op: "jobs.status", id_param: "job_id", pending_class: "JobPending" } }),
  ],
  aliases: [],
};

/** One class per row, each extending its parent's, as the generated errors.ts declares them. */
export function errorClasses(): ReadonlyMap<string, ErrorClass> {
  const classes = new Map<string, ErrorClass>();
  for (const r of ERROR_ROWS) {
    const parent = r.parent === null ? ApiError : classes.get(r.parent)!;
    classes.set(r.class, { [r.class]: class extends parent {} }[r.class]);
  }
  return classes;
}

export function errorTable(): ErrorTable {
  return new ErrorTable(CATALOG, errorClasses());
}

export class StartPending<R = unknown> extends JobPending<R> {}

export function definition(): ClientDefinition {
  return {
    catalog: CATALOG, errors: errorTable(), clientValue: "ts/1.2.3", defaultBaseUrl: "http://127.0.0.1:9",
    capabilitiesOp: "core.capabilities", pendingClasses: new Map([["StartPending", StartPending]]),
  };
}

/** Lets pending promise jobs and I/O callbacks run (no time passes on a FakeClock meanwhile). */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A clock whose time moves only by `advance`, running the timers that fall due in order. */
export class FakeClock implements Clock {
  #now = 1_000_000;
  #timers: { at: number; run: () => void; handle: TimerHandle }[] = [];

  now(): number {
    return this.#now;
  }

  schedule(run: () => void, ms: number): TimerHandle {
    const handle: TimerHandle = { timer: Symbol("timer") };
    this.#timers.push({ at: this.#now + ms, run, handle });
    return handle;
  }

  cancel(handle: TimerHandle): void {
    this.#timers = this.#timers.filter((t) => t.handle !== handle);
  }

  /** Timers not yet run or cancelled. */
  get pending(): number {
    return this.#timers.length;
  }

  async advance(ms: number): Promise<void> {
    await settle();
    const end = this.#now + ms;
    for (;;) {
      const due = this.#timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (due === undefined) {
        break;
      }
      this.#timers = this.#timers.filter((t) => t !== due);
      this.#now = due.at;
      due.run();
      await settle();
    }
    this.#now = end;
    await settle();
  }
}

/** A response body the test feeds piece by piece. */
export function feed(): { body: ReadableStream<Uint8Array>; push: (text: string | Uint8Array) => void; close: () => void } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start(c) { controller = c; } });
  return {
    body,
    push: (text) => controller.enqueue(typeof text === "string" ? new TextEncoder().encode(text) : text),
    close: () => controller.close(),
  };
}

export type Seen = { url: string; method: string; headers: Headers; body: unknown; redirect: string | undefined; window: unknown };

/** A fetch answering from `answer`, recording every request. */
export function fake(answer: (url: string, init: RequestInit, seen: Seen[]) => Promise<Response> | Response) {
  const seen: Seen[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = { url: String(url), method: init!.method!, headers: new Headers(init!.headers), body: init!.body, redirect: init!.redirect,
      window: "window" in init! ? init!.window : undefined };
    seen.push(request);
    return answer(String(url), init!, seen);
  };
  return { seen, fetch: fetch as typeof globalThis.fetch };
}

export function core(options: ServerClientOptions): Core {
  return new Core(definition(), { baseUrl: "http://h", token: "t", ...options });
}

export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (e) {
    assert.ok(e instanceof ApiError, String(e));
    return e;
  }
  assert.fail("expected a rejection");
}
