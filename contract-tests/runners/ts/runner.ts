// Contract runner of the TypeScript client (contract-tests/RUNNER-PROTOCOL.md).
// Copy it beside the generated client's index.ts and compile both with tsc (module NodeNext,
// @types/node, a package.json with "type": "module" above the sources and the output), then run
// `node runner.js PLAN.json RESULTS.jsonl`; or import `runPlan` from it. It calls the generated
// client's members only. TsClientBehaviourTest (generator-cli) runs it over every op of the example.

import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { ApiError, ServerClient } from "./index.js";
import type { ServerClientOptions } from "./index.js";

/** One call of the plan. */
export interface PlanCall {
  readonly id: string;
  readonly op: string;
  readonly kind: string;
  readonly admin: boolean;
  readonly members: { readonly [lang: string]: string | undefined };
  readonly args: { readonly [key: string]: unknown } | null;
  readonly body: string | null;
  readonly headers: { readonly [name: string]: string } | null;
  readonly stream_error: string | null;
  /** The call's retries; null: none given, the client's own. */
  readonly max_retries?: number | null;
  readonly base_url?: string | null;
  readonly legacy_auth?: boolean;
  /** Jobs: `false` returns the pending handle; `save` keeps the value under a name; `resume` waits for a saved handle. */
  readonly wait?: boolean;
  readonly save?: string;
  readonly resume?: string;
  /** An op the client's catalog lacks (scenarios): called through the generic `call` by `op`. */
  readonly dynamic?: boolean;
  readonly check?: boolean;
  /** Per-call deadlines in milliseconds: the try's timeout (`timeoutMs`), a job wait's (`jobTimeoutMs`). */
  readonly timeout_ms?: number;
  readonly job_timeout_ms?: number;
  /** The caller gives up: aborts the call's `signal` after `cancel_after_ms`, then waits `settle_ms` before reporting. */
  readonly cancel_after_ms?: number;
  readonly settle_ms?: number;
  /** A download's streaming form: `{stream: true}`, its ReadableStream read whole here. */
  readonly streaming?: boolean;
  /** A paginated op's walk: its member's `items` or `pages`, counted; `take` stops after that many. */
  readonly iterate?: "items" | "pages";
  readonly take?: number;
}

/** Values calls saved by name (`save`), for later steps (`resume`). */
export type Saved = Map<string, unknown>;

/** The plan. */
export interface Plan {
  readonly base_url: string;
  readonly token: string | null;
  readonly admin_token: string | null;
  /** A gateway's token, sent in the catalog's gateway header (optional). */
  readonly gateway_token?: string | null;
  readonly calls: readonly PlanCall[];
}

export type Line =
  | { id: string; lang: "ts"; outcome: "ok"; result: unknown }
  | { id: string; lang: "ts"; outcome: "error"; error: { [key: string]: unknown } }
  | { id: string; lang: "ts"; outcome: "crash" | "usage_error" | "cancelled"; message: string };

type Member = (...args: unknown[]) => unknown;

/** The member at a dotted path of the client, bound to its namespace. */
function resolveMember(client: object, path: string): Member {
  let owner: unknown = client;
  let value: unknown = client;
  for (const segment of path.split(".")) {
    if ((typeof value !== "object" && typeof value !== "function") || value === null) {
      throw new TypeError("no member " + path + " (stopped at " + segment + ")");
    }
    owner = value;
    value = (value as { [key: string]: unknown })[segment];
  }
  if (typeof value !== "function") {
    throw new TypeError("member " + path + " is not a method");
  }
  const method = value as Member;
  return (...args: unknown[]) => method.apply(owner, args);
}

/** Bytes as base64, as RESULTS lines carry a download. */
export function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i++) {
    binary += String.fromCharCode(bytes[i]);
  }
  return btoa(binary);
}

async function normalize(kind: string, value: unknown): Promise<unknown> {
  if (kind === "stream") {
    const events: unknown[] = [];
    for await (const event of value as AsyncIterable<unknown>) {
      events.push(event);
    }
    return events;
  }
  const settled = await value;
  if (kind === "download" && settled instanceof ReadableStream) {
    return { base64: base64(new Uint8Array(await new Response(settled as ReadableStream<Uint8Array>).arrayBuffer())) };
  }
  if (kind === "download") {
    return { base64: base64(settled as Uint8Array) };
  }
  return settled === undefined ? null : settled;
}

function errorFields(error: ApiError): { [key: string]: unknown } {
  return {
    catalog_class: error.catalogClass,
    code: error.code,
    error_code: error.errorCode,
    status: error.status,
    exit_family: error.exitFamily,
    exit_code: error.exitCode,
    op: error.op,
    request_id: error.requestId,
    status_code: error.statusCode,
    error_type: error.errorType,
    endpoint: error.endpoint,
    text: error.message,
    root_class: rootClass(error),
    details: error.details ?? null,
  };
}

/** The name of the topmost generated class the error is an instance of (below the runtime's ApiError). */
function rootClass(error: ApiError): string {
  let name = error.constructor.name;
  for (let proto = Object.getPrototypeOf(error) as object | null; proto !== null && proto !== ApiError.prototype;
    proto = Object.getPrototypeOf(proto) as object | null) {
    name = (proto.constructor as { name: string }).name;
  }
  return name;
}

export async function runCall(call: PlanCall, client: ServerClient, saved: Saved = new Map()): Promise<Line> {
  const caller = call.cancel_after_ms === undefined ? undefined : new AbortController();
  const cancel = caller === undefined ? undefined : setTimeout(() => caller.abort(), call.cancel_after_ms);
  try {
    const headers: { [name: string]: string } = { ...(call.headers ?? {}) };
    if (call.stream_error !== null && call.stream_error !== undefined) {
      headers["X-Mock-Stream-Error"] = call.stream_error;
    }
    const options = { headers, ...(call.max_retries === null ? {} : { maxRetries: call.max_retries ?? 0 }),
      ...(call.wait === false ? { wait: false } : {}),
      ...(call.check === true ? { check: true } : {}),
      ...(call.timeout_ms !== undefined ? { timeoutMs: call.timeout_ms } : {}),
      ...(call.job_timeout_ms !== undefined ? { jobTimeoutMs: call.job_timeout_ms } : {}),
      ...(caller !== undefined ? { signal: caller.signal } : {}),
      ...(call.streaming === true ? { stream: true } : {}) };
    if (call.resume !== undefined) {
      // TypeScript resumes a job through the pending handle itself: pending.wait(options).
      const pending = saved.get(call.resume) as { wait(options: object): Promise<unknown> };
      return { id: call.id, lang: "ts", outcome: "ok", result: await normalize(call.kind, pending.wait(options)) };
    }
    const args = call.args ?? {};
    let value: unknown;
    if (call.dynamic === true) {
      // An op the client's catalog lacks: the generic call by id.
      value = client.call(call.op, args, options);
    } else {
      const path = call.members["ts"];
      if (path === undefined) {
        throw new TypeError("the call has no ts member");
      }
      if (call.iterate !== undefined) {
        const walk = resolveMember(client, path + "." + call.iterate)(args, options) as AsyncIterable<unknown>;
        let count = 0;
        for await (const item of walk) {
          void item;
          count++;
          if (count >= (call.take ?? Infinity)) {
            break;
          }
        }
        return { id: call.id, lang: "ts", outcome: "ok", result: { [call.iterate]: count } };
      }
      const member = resolveMember(client, path);
      value = call.kind === "upload"
        ? member(args, new TextEncoder().encode(call.body ?? ""), options)
        : member(args, options);
    }
    const result = await normalize(call.kind, value);
    if (call.save !== undefined) {
      saved.set(call.save, result);
    }
    return { id: call.id, lang: "ts", outcome: "ok", result };
  } catch (error) {
    if (caller !== undefined && caller.signal.aborted && error === caller.signal.reason) {
      // The caller's own abort comes back as its reason; no poll may follow it.
      await new Promise((resolve) => setTimeout(resolve, call.settle_ms ?? 0));
      return { id: call.id, lang: "ts", outcome: "cancelled", message: String(error) };
    }
    if (error instanceof ApiError) {
      return { id: call.id, lang: "ts", outcome: "error", error: errorFields(error) };
    }
    // The client's usage error (strict mode before discover(), ...) is the named Error subclass ClientUsageError.
    const outcome = error instanceof Error && error.name === "ClientUsageError" ? "usage_error" : "crash";
    return { id: call.id, lang: "ts", outcome, message: error instanceof Error ? error.name + ": " + error.message : String(error) };
  } finally {
    clearTimeout(cancel);
  }
}

/** Runs every call of the plan in order and writes one JSON line per call. */
export async function runPlan(planPath: string, resultsPath: string, extra: ServerClientOptions = {}): Promise<void> {
  const plan = JSON.parse(readFileSync(planPath, "utf8")) as Plan;
  // One client per distinct base URL and token (legacy-binding calls go to a second, older server).
  const clients = new Map<string, ServerClient>();
  const clientFor = (call: PlanCall): ServerClient => {
    const baseUrl = call.base_url ?? plan.base_url;
    const token = call.admin ? plan.admin_token ?? plan.token : plan.token;
    const legacyAuth = call.legacy_auth === true;
    const key = JSON.stringify([baseUrl, token, legacyAuth]);
    let client = clients.get(key);
    if (client === undefined) {
      client = new ServerClient({
        ...extra, baseUrl, maxRetries: 0, ...(token === null ? {} : { token }), ...(legacyAuth ? { legacyAuth } : {}),
        ...(plan.gateway_token === undefined || plan.gateway_token === null ? {} : { gatewayToken: plan.gateway_token }),
      });
      clients.set(key, client);
    }
    return client;
  };
  const lines: string[] = [];
  for (const call of plan.calls) {
    lines.push(JSON.stringify(await runCall(call, clientFor(call))));
  }
  writeFileSync(resultsPath, lines.map((line) => line + "\n").join(""), "utf8");
}

const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(entry).href) {
  const [planPath, resultsPath] = process.argv.slice(2);
  if (planPath === undefined || resultsPath === undefined) {
    process.stderr.write("usage: node runner.js PLAN.json RESULTS.jsonl\n");
    process.exit(2);
  }
  runPlan(planPath, resultsPath).catch((error: unknown) => {
    process.stderr.write("runner failed: " + (error instanceof Error ? error.stack ?? error.message : String(error)) + "\n");
    process.exit(1);
  });
}
