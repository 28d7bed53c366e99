// The state one client shares across its namespaces: auth, discovery gating, the kinds, the generic
// call and the dynamic fallback for ops added to the server after generation. It knows one catalog
// only through the ClientDefinition the generated client.ts fills. No runtime dependencies; Node 18+
// and browsers. The transport is send.ts, the request encoding encode.ts, stream events events.ts.

import { BaseCore } from "./base.js";
import type { CoreExtras } from "./base.js";
import { JobPending } from "./discovery.js";
import type { Capabilities } from "./discovery.js";
import type { CatalogBinding, CatalogDocument, CatalogOp } from "./document.js";
import { encodeRequest } from "./encode.js";
import { ClientUsageError } from "./errors.js";
import type { ApiError } from "./errors.js";
import { streamEvents } from "./events.js";
import { Learnt } from "./learnt.js";
import { observer } from "./observe.js";
import type { CallOptions, ClientDefinition, ClientOptions, DiscoveryBody, ServerClientOptions, UploadBody, WaitOptions } from "./options.js";
import { walkItems, walkPages } from "./pages.js";
import { followRedirects } from "./redirects.js";
import { bodyBytes, checkResult, exitCheck, jsonBody, malformedResult, objectArgs } from "./unary.js";
import { answerChecks, isObject, paramsChecks, violation } from "./values.js";

export type {
  CallOptions, CallResult, CheckOptions, ClientDefinition, ClientOptions, DiscoveryBody, DownloadOptions, EmptyParams, EndpointsDiscoveryBody,
  GenericCallOptions, GroupsDiscoveryBody, JobOptions, Mode, OpsDiscoveryBody, Out, RawResponse, ServerClientOptions, StreamOut,
  UploadBody, WaitOptions,
} from "./options.js";
export type { Logger } from "./log.js";
export type { HookContext, Hooks } from "./hooks.js";
export type { OptionalPagedCall, PagedCall } from "./pages.js";
export type { Sent } from "./send.js";
export { BaseCore } from "./base.js";
export type { CoreExtras, CoreOptions } from "./base.js";

/** The tree client's extras: hooks and logging, and the redirects the policy follows. */
const TREE = { observe: observer, follow: followRedirects } satisfies CoreExtras;

/** The options a copy may not be given: they name the server or the principal. */
const FIXED = ["baseUrl", "token", "legacyAuth", "gatewayHeader", "gatewayToken", "fetch", "strict", "clock", "sleep"];

/** The transport and the state one client shares across its namespaces: a BaseCore with the whole core facts. @internal */
export class Core extends BaseCore {
  declare readonly definition: ClientDefinition;
  declare readonly catalog: CatalogDocument;
  readonly #opsById: ReadonlyMap<string, CatalogOp>;
  readonly #learnt: Learnt;

  constructor(definition: ClientDefinition, options: ServerClientOptions, learnt?: Learnt) {
    super(definition, options, TREE);
    this.#learnt = learnt ?? new Learnt(options.legacyAuth === true);
    this.#opsById = new Map(definition.catalog.ops.map((op) => [op.id, op] as const));
  }

  /** Whether the token goes in the legacy header (as asked, or once discovery found a v1 server); shared with copies. */
  override get legacyAuth(): boolean {
    return this.#learnt.legacyAuth;
  }

  /** What explicit discovery found, shared with the client's copies. */
  get discovery(): Capabilities | null {
    return this.#learnt.discovery;
  }

  /**
   * The core of a copy of the client: the same base URL, credentials, fetch (so its connections) and what
   * discovery learnt, with the knobs given replaced (`headers` added to the client's own).
   */
  withOptions(options: ClientOptions): Core {
    const fixed = FIXED.filter((name) => name in options);
    if (fixed.length > 0) {
      throw new TypeError("withOptions cannot change " + fixed.join(", ") + ": make a new client for another server or principal");
    }
    const headers = options.headers === undefined ? this.options.headers : { ...this.options.headers, ...options.headers };
    const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
    return new Core(this.definition, { ...this.options, ...given, headers }, this.#learnt);
  }

  /** The named types of the server's catalog (for ops reached through the dynamic fallback). */
  serverTypes(): { readonly [name: string]: unknown } {
    return this.#learnt.serverTypes;
  }

  /** The embedded catalog's op of this id, if any. */
  knownOp(id: string): CatalogOp | undefined {
    return this.#opsById.get(id);
  }

  /** The catalog op behind an id: the embedded catalog first, then the server's `/ops` (dynamic fallback). */
  async resolve(id: string): Promise<{ op: CatalogOp; dynamic: boolean }> {
    const known = this.#opsById.get(id);
    if (known !== undefined) {
      return { op: known, dynamic: false };
    }
    const served = await this.serverOps();
    const op = served.get(id);
    if (op === undefined) {
      throw this.errors.client("contract_mismatch", "op " + id + " is in neither this client's catalog nor the server's (sdk_version "
        + (this.#learnt.serverSdk ?? "unknown") + ")", id);
    }
    return { op, dynamic: true };
  }

  /** The server's catalog, fetched once per client on first need. */
  serverOps(): Promise<ReadonlyMap<string, CatalogOp>> {
    return this.#learnt.serverOps(this);
  }

  /** The raw `/capabilities` body, typed as the bodies discovery understands (not checked: a server may send more). */
  async capabilities(options?: CallOptions): Promise<DiscoveryBody> {
    return await jsonBody(this, await this.send("GET", this.baseUrl + this.catalog.server.capabilities_path, null, null, true,
      this.definition.capabilitiesOp, options, true), null) as DiscoveryBody;
  }

  /** Fetches `/capabilities` once per client and its copies (see learnt.ts). */
  discover(): Promise<Capabilities> {
    return this.#learnt.discover(this);
  }

  mismatch(op: string, found: Capabilities): ApiError {
    const server = found.sdkVersion !== null ? "sdk_version " + found.sdkVersion : "a " + found.generation + " server, which reports no sdk_version";
    return this.errors.client("contract_mismatch", "the server does not serve op " + op + " (" + server + ")", op);
  }

  /** Runs an op by id: binding choice, discovery gating, encoding, kind-specific handling. */
  async invoke(
    id: string,
    legacyAlias: boolean,
    raw: boolean,
    params: unknown,
    options: (WaitOptions & { readonly stream?: boolean; readonly wait?: boolean; readonly check?: boolean }) | undefined,
    upload?: UploadBody,
  ): Promise<unknown> {
    const { op, dynamic } = await this.resolve(id);
    const check = options?.check === true;
    if (check && (op.kind !== "call" || !op.exit_check)) {
      throw new TypeError(id + ": check is only for ops with an exit_check");
    }
    const args = objectArgs(this, id, params);
    if (dynamic) {
      const found = violation(op.params, args, this.#learnt.serverTypes, "", paramsChecks);
      if (found !== null) {
        throw this.errors.client("invalid_args", "invalid params of " + id + " at '" + found.pointer + "': " + found.reason, id, found);
      }
    }
    if (this.options.strict === true && this.discovery === null) {
      throw new ClientUsageError("strict mode: call discover() before calling " + id);
    }
    let binding: CatalogBinding = legacyAlias && op.legacy !== null ? op.legacy : op.http;
    const found = this.discovery;
    if (found !== null && !dynamic) {
      // A legacy binding is used only for an op the older server lists (v1.x endpoints, v1 groups).
      if (!found.has(id)) {
        throw this.mismatch(id, found);
      }
      if (found.generation !== "v2.1" && op.legacy !== null) {
        binding = op.legacy;
      }
      // Once discovered, a disabled op fails fast in every mode: no request is sent for a known 403.
      found.require(id);
      // So does a file-system path outside the op's discovered scope (a known 403 policy.denied).
      found.requirePaths(op, args);
    }
    // Only a stream op's body and the `ReadableStream` download are handed to the caller unread.
    const whole = op.kind !== "stream" && !(op.kind === "download" && options?.stream === true);
    const request = encodeRequest(this.baseUrl, op, binding, args, upload);
    const sent = await this.send(request.method, request.url, request.body, request.contentType, op.idempotent, op.id, options, whole);
    const response = sent.response;
    const wrap = (data: unknown): unknown =>
      raw ? { status: response.status, headers: response.headers, requestId: sent.requestId, data } : data;
    switch (op.kind) {
      case "stream": {
        return wrap(streamEvents(this, sent, op, dynamic ? this.serverTypes() : this.catalog.types, answerChecks));
      }
      case "download": {
        if (options?.stream === true && sent.body !== null) {
          return wrap(sent.body);
        }
        return wrap(await bodyBytes(sent));
      }
      default: {
        const body = await jsonBody(this, sent, op.id);
        const pending = op.kind === "job" && response.status === 202;
        if (!pending) {
          checkResult(this, op, body, dynamic ? this.serverTypes() : this.catalog.types, sent.requestId, answerChecks);
        }
        if (check) {
          exitCheck(this, op, body, sent.requestId);
        }
        if (pending) {
          if (!isObject(body)) {
            throw malformedResult(this, op.id, "the 202 answer of job " + op.id + " is not an object", sent.requestId);
          }
          const pendingClass = op.job?.pending_class ?? "JobPending";
          const handle = new (this.definition.pendingClasses.get(pendingClass) ?? JobPending)(this, op, body);
          return wrap(options?.wait === false ? handle : await handle.wait(options));
        }
        return wrap(body);
      }
    }
  }

  /** The member of a paginated op: called, one page; `items` and `pages` walk the pages (pages.ts). */
  paged(id: string, legacy: boolean, raw: boolean): unknown {
    const page = (args: unknown, options: CallOptions | undefined): Promise<unknown> => this.invoke(id, legacy, false, args, options);
    const walk = (params: unknown, options: CallOptions | undefined, each: typeof walkPages): AsyncIterable<unknown> => {
      const plan = this.knownOp(id)?.pagination;
      if (plan === undefined || plan === null) {
        throw new TypeError(id + " has no pagination");
      }
      return each(plan, id, this.errors, params, (args) => page(args, options));
    };
    return Object.assign((params?: unknown, options?: CallOptions) => this.invoke(id, legacy, raw, params, options), {
      pages: (params?: unknown, options?: CallOptions) => walk(params, options, walkPages),
      items: (params?: unknown, options?: CallOptions) => walk(params, options, walkItems),
    });
  }
}
