// What explicit discovery found (which ops the server serves and allows), and the handle of a job
// that has not finished, with its wait under the runtime catalog's job policy.

import type { CallOptions, Core, WaitOptions } from "./core.js";
import type { CatalogOp } from "./document.js";
import { waitJob } from "./jobs.js";
import { answerChecks, isObject, own } from "./values.js";

/**
 * The file-system paths the server lets one op touch: its allowed roots and whether the server says the
 * op is read-only. No roots: the server reported no restriction.
 */
export interface PathScope {
  readonly roots: readonly string[];
  readonly readonly: boolean;
}

/** `path` with `//` collapsed and `.` and `..` resolved lexically, never above `/`. */
export function normalisePath(path: string): string {
  const segments: string[] = [];
  for (const segment of path.split("/")) {
    if (segment === "" || segment === ".") {
      continue;
    }
    if (segment === "..") {
      segments.pop();
    } else {
      segments.push(segment);
    }
  }
  return "/" + segments.join("/");
}

/**
 * True when `path` lies inside one of the scope's roots, by whole segments after normalisation (`/tmp`
 * allows `/tmp/a`, not `/tmpx` or `/tmp/../etc`); a scope without roots allows everything, and a relative
 * path is the server's to resolve, so it is let through.
 */
export function scopeAllows(scope: PathScope, path: string): boolean {
  if (scope.roots.length === 0 || !path.startsWith("/")) {
    return true;
  }
  const normal = normalisePath(path);
  return scope.roots.some((root) => {
    const r = normalisePath(root);
    return r === "/" || normal === r || normal.startsWith(r + "/");
  });
}

/** What discovery found: which ops the server serves and allows; `C` is the result of the catalog's check op. */
export class Capabilities<C = unknown> {
  /** `v2.1` (per-op capabilities), `v1x` (legacy endpoint list) or `v1` (legacy groups). */
  declare readonly generation: "v2.1" | "v1x" | "v1";
  /** True for a v1 server: group-level gating, legacy auth. */
  declare readonly legacy: boolean;
  /** The server's sdk_version, or null (v1 servers have none). */
  declare readonly sdkVersion: string | null;
  /** The raw `/capabilities` body. */
  declare readonly body: unknown;
  readonly #core: Core;

  /** @internal */
  constructor(core: Core, body: unknown) {
    // The fields in their declared order (`declare`d: no code of their own).
    this.#core = core;
    const b = isObject(body) ? body : {};
    this.generation = isObject(own(b, "ops")) ? "v2.1" : Array.isArray(own(b, "endpoints")) ? "v1x" : "v1";
    this.legacy = this.generation === "v1";
    const sdk = own(b, "sdk_version");
    this.sdkVersion = typeof sdk === "string" ? sdk : null;
    this.body = body;
  }

  #entry(op: string): { readonly [key: string]: unknown } | null {
    const opsMap = isObject(this.body) ? own(this.body, "ops") : undefined;
    const entry = isObject(opsMap) ? own(opsMap, op) : undefined;
    return isObject(entry) ? entry : null;
  }

  #groups(op: string): string[] {
    const out: string[] = [];
    const groups = this.#core.catalog.legacy_groups;
    for (const group of Object.keys(groups)) {
      for (const pattern of groups[group]) {
        if (pattern === op || (pattern.endsWith(".*") && op.startsWith(pattern.slice(0, -1)))) {
          out.push(group);
        }
      }
    }
    return out;
  }

  /** True when the server serves the op at all (enabled or not). */
  has(op: string): boolean {
    if (this.generation === "v2.1") {
      return this.#entry(op) !== null;
    }
    if (this.generation === "v1x") {
      const known = this.#core.knownOp(op);
      const endpoints = isObject(this.body) ? own(this.body, "endpoints") : undefined;
      return known !== undefined && known.legacy !== null && Array.isArray(endpoints) && endpoints.includes(known.legacy.path);
    }
    // A v1 server has no /ops routes: it serves only ops with a legacy binding, gated by group.
    const known = this.#core.knownOp(op);
    return known !== undefined && known.legacy !== null && this.#groups(op).length > 0;
  }

  /** True when the server serves the op and it is enabled. */
  can(op: string): boolean {
    if (this.generation === "v2.1") {
      const entry = this.#entry(op);
      return entry !== null && own(entry, "enabled") !== false;
    }
    if (this.generation === "v1x") {
      return this.has(op);
    }
    const reported = isObject(this.body) ? own(this.body, "groups") : undefined;
    return this.has(op) && Array.isArray(reported) && this.#groups(op).some((group) => reported.includes(group));
  }

  /** A numeric limit of the op, or null. */
  limit(op: string, name: string): number | null {
    const limits = this.#entry(op) ? own(this.#entry(op)!, "limits") : undefined;
    const value = isObject(limits) ? own(limits, name) : undefined;
    return typeof value === "number" ? value : null;
  }

  /** The op's path scope: `{"roots": [...], "readonly": bool}` or a bare list of prefixes as the server sent it. */
  paths(op: string): PathScope {
    const paths = this.#entry(op) ? own(this.#entry(op)!, "paths") : undefined;
    const list = isObject(paths) ? own(paths, "roots") : paths;
    const roots = Array.isArray(list) ? list.filter((p): p is string => typeof p === "string") : [];
    return { roots, readonly: isObject(paths) && own(paths, "readonly") === true };
  }

  /**
   * Throws PolicyDeniedError, without a request, when a file-system path param of `op` (its `scoped_params`)
   * in `args` lies outside the op's path scope.
   */
  requirePaths(op: CatalogOp, args: { readonly [key: string]: unknown }): void {
    const scope = this.paths(op.id);
    if (scope.roots.length === 0) {
      return;
    }
    for (const name of op.scoped_params) {
      const value = own(args, name);
      if (typeof value === "string" && !scopeAllows(scope, value)) {
        throw this.#core.errors.client("policy_denied", op.id + ": " + name + " '" + value
          + "' is outside the paths the server allows (" + scope.roots.join(", ") + ")", op.id,
          { param: name, path: value, roots: [...scope.roots] });
      }
    }
  }

  /** Throws ContractMismatchError (not served) or OperationNotEnabledError (disabled), without a request. */
  require(op: string): void {
    if (!this.has(op)) {
      throw this.#core.mismatch(op, this);
    }
    if (!this.can(op)) {
      throw this.#core.errors.client("not_enabled", "op " + op + " is not enabled on this server", op);
    }
  }

  /** Dry-runs a call of `op` with `args` through the catalog's check op. */
  check(op: string, args: { readonly [key: string]: unknown } = {}, options?: CallOptions): Promise<C> {
    const checkOp = this.#core.catalog.server.check_op;
    if (checkOp === null) {
      return Promise.reject(this.#core.errors.client("contract_mismatch", "the catalog names no check op", op));
    }
    return this.#core.invoke(checkOp, false, false, { op, args }, options) as Promise<C>;
  }
}

/** The handle of a job that has not finished: its id, and `wait()` to poll it to the end (again after a deadline). */
export class JobPending<R = unknown> {
  declare readonly job_id: string;
  declare readonly status: string;
  /** The seconds the server asked the client to wait before the first poll, or null when it gave none. */
  declare readonly retry_after: number | null;
  readonly #core: Core;
  readonly #op: CatalogOp;

  /** @internal */
  constructor(core: Core, op: CatalogOp, body: { readonly [key: string]: unknown }) {
    this.#core = core;
    this.#op = op;
    this.job_id = String(own(body, "job_id") ?? "");
    this.status = String(own(body, "status") ?? "pending");
    const after = own(body, "retry_after");
    this.retry_after = typeof after === "number" ? after : null;
  }

  /**
   * Polls the job's status op until it succeeds (its result, checked against the job op's result schema) or
   * fails (the mapped error). The wait between polls follows the runtime catalog's `jobs` policy and the
   * server's `retry_after`; the whole wait ends at `jobTimeoutMs` (the client's, else `jobs.deadline_seconds`)
   * with the transport error `job_deadline` (`details.job_id`), after which this handle can wait again. An
   * aborted `signal` ends the wait at once with the signal's reason: no further poll is sent.
   */
  async wait(options?: WaitOptions): Promise<R> {
    const core = this.#core;
    const jobs = core.catalog.client_defaults.jobs;
    return await waitJob(core, this.#op, core.catalog.types, answerChecks, jobs, core.options.jobTimeoutMs ?? jobs.deadline_seconds * 1000,
      (args, pollOptions) => core.invoke(this.#op.job!.status_op, false, false, args, pollOptions), this.job_id, this.retry_after, options) as R;
  }
}

/** A pending-handle class (JobPending or a catalog's `pending_class`). */
export type PendingClass = new (core: Core, op: CatalogOp, body: { readonly [key: string]: unknown }) => JobPending;
