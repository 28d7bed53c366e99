// The client's transport and the state one client shares across its namespaces: auth, retries,
// timeouts, request ids, discovery gating, encoding, the kinds, the generic call and the dynamic
// fallback for ops added to the server after generation. It knows one catalog only through the
// ClientDefinition the generated client.ts fills. No runtime dependencies; Node 18+ and browsers.

import { sleepOn, systemClock } from "./clock.js";
import type { Clock } from "./clock.js";
import { Capabilities, JobPending } from "./discovery.js";
import type { PendingClass } from "./discovery.js";
import type { CatalogBinding, CatalogDocument, CatalogOp } from "./document.js";
import { ClientUsageError } from "./errors.js";
import type { ApiError, ErrorFactory, TransportReason } from "./errors.js";
import { defaultBackoff, readBody, retryAfterMs, transportMessage, uuid4, watchedBody } from "./transport.js";
import type { Backoff } from "./transport.js";
import { isObject, lenientOp, own, queryText, violation } from "./values.js";

/** Options of a ServerClient. */
export interface ServerClientOptions {
  /** Server base URL; default: the catalog's default port on 127.0.0.1. */
  readonly baseUrl?: string;
  /** The server credential, sent as `Authorization: Bearer <token>`. */
  readonly token?: string;
  /** Send the token in the catalog's legacy header instead of `Authorization` (never both). */
  readonly legacyAuth?: boolean;
  /** A gateway in front of the server: its header name (default: the runtime catalog's, `X-Gateway-Token`). */
  readonly gatewayHeader?: string;
  /** A gateway in front of the server: its token (never sent as the server credential). */
  readonly gatewayToken?: string;
  /** Per-try timeout in milliseconds (default: the runtime catalog's `timeout_seconds`, 60 s; 0 = none). */
  readonly timeoutMs?: number;
  /** Retries of idempotent ops on connection errors, 429 and 503 (default 2). */
  readonly maxRetries?: number;
  /** A fetch implementation (default: the global fetch). */
  readonly fetch?: typeof fetch;
  /** Strict mode: discover the server on first use and raise ContractMismatchError / OperationNotEnabled before sending. */
  readonly strict?: boolean;
  /** Delay before a retry, in ms (default: exponential with jitter, or Retry-After). */
  readonly backoff?: Backoff;
  /** Sleeps between retries and job polls (default: a timer of `clock`). */
  readonly sleep?: (ms: number) => Promise<void>;
  /** The time the timeouts, Retry-After dates and sleeps run on (default: the platform's timers; tests inject one). */
  readonly clock?: Clock;
}

/** Per-call options. */
export interface CallOptions {
  /** Timeout of each try in milliseconds, overriding the client's. */
  readonly timeoutMs?: number;
  /** Extra request headers. */
  readonly headers?: { readonly [name: string]: string };
  /** Retries for this call, overriding the client's. */
  readonly maxRetries?: number;
  /** Aborts the call. */
  readonly signal?: AbortSignal;
}

/**
 * Options of a call op with an `exit_check` in the catalog: `check: true` raises the check's error
 * (carrying the result) when the result's exit field is not 0, instead of returning the result.
 */
export interface CheckOptions extends CallOptions {
  readonly check?: boolean;
}

/** Options of a download: `stream: true` returns a ReadableStream instead of the whole body. */
export interface DownloadOptions extends CallOptions {
  readonly stream?: boolean;
}

/** Options of a job op: `wait: false` returns the pending handle instead of polling to the end. */
export interface JobOptions extends CallOptions {
  readonly wait?: boolean;
}

/** An upload body. */
export type UploadBody = Uint8Array | Blob | ReadableStream<Uint8Array> | string;

/** The raw-response form of a call (`srv.withResponse....`). */
export interface RawResponse<R> {
  readonly status: number;
  readonly headers: Headers;
  readonly requestId: string | null;
  readonly data: R;
}

/** A v2.1 server's `/capabilities` body: each op of its catalog with its state for this principal. */
export interface OpsDiscoveryBody {
  readonly catalog_version?: string;
  readonly sdk_version?: string;
  readonly ops: {
    readonly [op: string]: {
      readonly enabled?: boolean;
      readonly limits?: { readonly [name: string]: number | null };
      /** The op's path scope: the roots its path params may touch (a bare list of roots from older servers). */
      readonly paths?: readonly string[] | { readonly roots: readonly string[]; readonly readonly?: boolean };
      readonly [key: string]: unknown;
    };
  };
}

/** A v1.x server's `/capabilities` body: the legacy REST paths it serves. */
export interface EndpointsDiscoveryBody {
  readonly endpoints: readonly string[];
}

/** A v1 server's `/capabilities` body: the groups it enables (mapped to ops by the catalog's `legacy_groups`). */
export interface GroupsDiscoveryBody {
  readonly groups: readonly string[];
}

/**
 * The `/capabilities` bodies this client understands; `"ops" in body`, `"endpoints" in body` tell them apart
 * (a server may send more keys than these types name).
 */
export type DiscoveryBody = OpsDiscoveryBody | EndpointsDiscoveryBody | GroupsDiscoveryBody;

/** Parameters of an op that takes none. */
export type EmptyParams = { readonly [key: string]: never };

/** `value`: methods return their result; `raw`: a RawResponse around it. */
export type Mode = "value" | "raw";
export type Out<M extends Mode, R> = M extends "raw" ? Promise<RawResponse<R>> : Promise<R>;
/** What `call` resolves to for an op's entry in OpTypes (a job's final result). */
export type CallResult<X> = X extends { kind: "stream"; event: infer E }
  ? AsyncIterable<E>
  : X extends { kind: "download" }
    ? Uint8Array
    : X extends { result: infer R }
      ? R
      : unknown;

/** Options of the generic `call`: any op's options, and the body of an upload. */
export interface GenericCallOptions extends CallOptions {
  /** As for CheckOptions: only for an op with an `exit_check`. */
  readonly check?: boolean;
  readonly stream?: boolean;
  readonly wait?: boolean;
  readonly upload?: UploadBody;
}
export type StreamOut<M extends Mode, E> = M extends "raw" ? Promise<RawResponse<AsyncIterable<E>>> : AsyncIterable<E>;

/** What the generated client hands the runtime: everything in it that varies with the catalog. */
export interface ClientDefinition {
  /** The runtime catalog document (what `describe()` returns). */
  readonly catalog: CatalogDocument;
  /** The catalog's error classes by role and by response. */
  readonly errors: ErrorFactory;
  /** The value of the catalog's client header (`ts/<catalog_version>`). */
  readonly clientValue: string;
  /** The base URL without a `baseUrl` option. */
  readonly defaultBaseUrl: string;
  /** The op served at the capabilities path: discovery's errors name it (null: none). */
  readonly capabilitiesOp: string | null;
  /** The pending handle of each `job.pending_class` the catalog names (others: JobPending). */
  readonly pendingClasses: ReadonlyMap<string, PendingClass>;
}

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
  /** The transport error of this try (the op, the request id sent). */
  readonly fail: (reason: TransportReason, message: string, cause: unknown) => ApiError;
}

const SEGMENT = /^[a-z][a-z0-9_]*$/;

/** The transport and the state one client shares across its namespaces. @internal */
export class Core {
  readonly definition: ClientDefinition;
  readonly catalog: CatalogDocument;
  readonly errors: ErrorFactory;
  readonly baseUrl: string;
  readonly options: ServerClientOptions;
  readonly clock: Clock;
  legacyAuth: boolean;
  discovery: Capabilities | null = null;
  readonly #opsById: ReadonlyMap<string, CatalogOp>;
  #discovering: Promise<Capabilities> | null = null;
  #serverOps: Promise<ReadonlyMap<string, CatalogOp>> | null = null;
  #serverTypes: { readonly [name: string]: unknown } = {};
  #serverSdk: string | null = null;

  constructor(definition: ClientDefinition, options: ServerClientOptions) {
    this.definition = definition;
    this.catalog = definition.catalog;
    this.errors = definition.errors;
    this.options = options;
    this.clock = options.clock ?? systemClock;
    this.baseUrl = (options.baseUrl ?? definition.defaultBaseUrl).replace(/\/+$/, "");
    this.legacyAuth = options.legacyAuth === true;
    this.#opsById = new Map(definition.catalog.ops.map((op) => [op.id, op] as const));
  }

  /** The embedded catalog's op of this id, if any. */
  knownOp(id: string): CatalogOp | undefined {
    return this.#opsById.get(id);
  }

  sleep(ms: number): Promise<void> {
    return this.options.sleep !== undefined ? this.options.sleep(ms) : sleepOn(this.clock, ms);
  }

  /** The gateway header and token when a gateway token is set; the header defaults to the runtime catalog's. */
  gateway(): { readonly header: string; readonly token: string } | null {
    const token = this.options.gatewayToken;
    return token === undefined ? null : { header: this.options.gatewayHeader ?? this.catalog.client_defaults.gateway_header, token };
  }

  headers(extra: { readonly [name: string]: string } | undefined): Headers {
    const headers = new Headers();
    headers.set(this.catalog.auth.client_header, this.definition.clientValue);
    const token = this.options.token;
    if (token !== undefined && token !== "") {
      if (this.legacyAuth && this.catalog.auth.legacy_header !== null) {
        headers.set(this.catalog.auth.legacy_header, token);
      } else {
        headers.set("Authorization", "Bearer " + token);
      }
    }
    const gateway = this.gateway();
    if (gateway !== null) {
      headers.set(gateway.header, gateway.token);
    }
    for (const name of Object.keys(extra ?? {})) {
      headers.set(name, extra![name]);
    }
    return headers;
  }

  /**
   * Sends one logical request: retries idempotent ones, keeps the request id, maps error responses. A `whole`
   * send reads a 2xx body inside the try: nothing reached the caller yet, so one that breaks off or goes silent
   * is retried like a lost response; otherwise the body is the caller's, and its failures are never retried.
   */
  async send(
    method: string,
    url: string,
    body: BodyInit | null,
    contentType: string | null,
    idempotent: boolean,
    opId: string | null,
    options: CallOptions | undefined,
    whole: boolean,
  ): Promise<Sent> {
    const headers = this.headers(options?.headers);
    const requestId = headers.get("X-Request-Id") ?? uuid4();
    headers.set("X-Request-Id", requestId);
    if (contentType !== null) {
      headers.set("Content-Type", contentType);
    }
    const maxRetries = idempotent ? options?.maxRetries ?? this.options.maxRetries ?? 2 : 0;
    const timeoutMs = options?.timeoutMs ?? this.options.timeoutMs ?? this.catalog.client_defaults.timeout_seconds * 1000;
    const doFetch = this.options.fetch ?? fetch;
    const backoff = this.options.backoff ?? defaultBackoff;
    if (maxRetries > 0 && typeof ReadableStream !== "undefined" && body instanceof ReadableStream) {
      // A stream can be sent once: buffer it so a retry can resend it (maxRetries: 0 streams it as is).
      body = new Uint8Array(await new Response(body).arrayBuffer());
    }
    for (let attempt = 0; ; attempt++) {
      const controller = new AbortController();
      let timedOut = false;
      const timer = timeoutMs > 0 ? this.clock.schedule(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs) : null;
      const onAbort = (): void => controller.abort();
      options?.signal?.addEventListener("abort", onAbort);
      const done = (): void => {
        if (timer !== null) {
          this.clock.cancel(timer);
        }
        options?.signal?.removeEventListener("abort", onAbort);
      };
      let response: Response;
      try {
        const init: RequestInit & { duplex?: "half" } = { method, headers, body, signal: controller.signal };
        if (typeof ReadableStream !== "undefined" && body instanceof ReadableStream) {
          init.duplex = "half";
        }
        response = await doFetch(url, init);
      } catch (cause) {
        done();
        if (options?.signal?.aborted) {
          throw cause;
        }
        if (attempt < maxRetries) {
          await this.sleep(backoff(attempt, null));
          continue;
        }
        throw timedOut
          ? this.errors.transport("timeout", "no response within " + timeoutMs + " ms", opId, requestId, cause)
          : this.errors.transport("connection", transportMessage(cause), opId, requestId, cause);
      }
      if ((response.status === 429 || response.status === 503) && attempt < maxRetries) {
        const wait = retryAfterMs(response.headers.get("Retry-After"), this.clock);
        done();
        await response.body?.cancel().catch(() => undefined);
        await this.sleep(backoff(attempt, wait));
        continue;
      }
      if (response.status >= 400) {
        const raw = await response.text().catch(() => "");
        done();
        let parsed: unknown = raw;
        try {
          parsed = JSON.parse(raw);
        } catch {
          parsed = raw;
        }
        throw this.errors.fromResponse(response.status, parsed, response.headers.get("X-Request-Id") ?? requestId, opId);
      }
      // The headers are in: from here the timeout is an idle timeout between reads of the body.
      if (timer !== null) {
        this.clock.cancel(timer);
      }
      const fail = (reason: TransportReason, message: string, cause: unknown): ApiError =>
        this.errors.transport(reason, message, opId, requestId, cause);
      const read = response.body === null ? null
        : watchedBody(response.body, timeoutMs, this.clock, (reason) => controller.abort(reason), options?.signal, fail, done);
      const sentId = response.headers.get("X-Request-Id") ?? requestId;
      if (!whole) {
        return { response, requestId: sentId, body: read, whole: null, done, fail };
      }
      let bytes: Uint8Array;
      try {
        bytes = await readBody(read);
      } catch (cause) {
        done();
        // The body's reader raised the transport error (or the caller's abort, passed on as it is).
        if (options?.signal?.aborted || attempt >= maxRetries) {
          throw cause;
        }
        await this.sleep(backoff(attempt, null));
        continue;
      }
      done();
      return { response, requestId: sentId, body: null, whole: bytes, done, fail };
    }
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
        + (this.#serverSdk ?? "unknown") + ")", id);
    }
    return { op, dynamic: true };
  }

  /** The server's catalog, fetched once per client on first need. */
  serverOps(): Promise<ReadonlyMap<string, CatalogOp>> {
    if (this.#serverOps === null) {
      this.#serverOps = (async () => {
        const body = await this.json(await this.send("GET", this.baseUrl + this.catalog.server.ops_path, null, null, true, null,
          undefined, true));
        const map = new Map<string, CatalogOp>();
        const doc = isObject(body) ? body : {};
        const list = own(doc, "ops");
        for (const entry of Array.isArray(list) ? list : []) {
          const op = lenientOp(entry, this.catalog.server.ops_path);
          if (op !== null) {
            map.set(op.id, op);
          }
        }
        const types = own(doc, "types");
        this.#serverTypes = isObject(types) ? types : {};
        const sdk = own(doc, "sdk_version");
        this.#serverSdk = typeof sdk === "string" ? sdk : null;
        return map;
      })();
      this.#serverOps.catch(() => {
        this.#serverOps = null;
      });
    }
    return this.#serverOps;
  }

  /** The raw `/capabilities` body, typed as the bodies discovery understands (not checked: a server may send more). */
  async capabilities(options?: CallOptions): Promise<DiscoveryBody> {
    return await this.json(await this.send("GET", this.baseUrl + this.catalog.server.capabilities_path, null, null, true,
      this.definition.capabilitiesOp, options, true)) as DiscoveryBody;
  }

  discover(): Promise<Capabilities> {
    if (this.#discovering === null) {
      this.#discovering = (async () => {
        const found = new Capabilities(this, await this.capabilities());
        this.discovery = found;
        if (found.legacy && this.catalog.auth.legacy_header !== null) {
          this.legacyAuth = true;
        }
        return found;
      })();
      this.#discovering.catch(() => {
        this.#discovering = null;
      });
    }
    return this.#discovering;
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
    options: (CallOptions & { readonly stream?: boolean; readonly wait?: boolean; readonly check?: boolean }) | undefined,
    upload?: UploadBody,
  ): Promise<unknown> {
    const { op, dynamic } = await this.resolve(id);
    const check = options?.check === true;
    if (check && (op.kind !== "call" || !op.exit_check)) {
      throw new TypeError(id + ": check is only for ops with an exit_check");
    }
    const args = params === undefined || params === null ? {} : params;
    if (!isObject(args)) {
      throw this.errors.client("invalid_args", "the params of " + id + " must be an object", id, { pointer: "", reason: "expected object" });
    }
    if (dynamic) {
      const found = violation(op.params, args, this.#serverTypes, "");
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
    const sent = await this.request(op, binding, args, upload, options, whole);
    const response = sent.response;
    const wrap = (data: unknown): unknown =>
      raw ? { status: response.status, headers: response.headers, requestId: sent.requestId, data } : data;
    switch (op.kind) {
      case "stream": {
        return wrap(this.events(sent, op.id));
      }
      case "download": {
        if (options?.stream === true && sent.body !== null) {
          return wrap(sent.body);
        }
        return wrap(await this.bytes(sent));
      }
      default: {
        const body = await this.json(sent, op.id);
        if (check) {
          const failed = this.errors.exitError(op.id, body, sent.requestId);
          if (failed !== null) {
            throw failed;
          }
        }
        if (op.kind === "job" && response.status === 202 && isObject(body)) {
          const pendingClass = op.job?.pending_class ?? "JobPending";
          const handle = new (this.definition.pendingClasses.get(pendingClass) ?? JobPending)(this, op, body);
          return wrap(options?.wait === false ? handle : await handle.wait(options));
        }
        return wrap(body);
      }
    }
  }

  /** A response's whole body; ends the try. */
  private async bytes(sent: Sent): Promise<Uint8Array> {
    const bytes = sent.whole ?? await readBody(sent.body);
    sent.done();
    return bytes;
  }

  /**
   * A response's JSON body (null when empty); ends the try. A body that is not JSON is the
   * `contract_mismatch` role's error, `details` `{reason: "malformed_result", message}` (as in every
   * language's client).
   */
  async json(sent: Sent, opId: string | null = null): Promise<unknown> {
    const text = new TextDecoder().decode(await this.bytes(sent));
    try {
      return text.length === 0 ? null : (JSON.parse(text) as unknown);
    } catch (cause) {
      throw this.errors.client("contract_mismatch", "the response body is not JSON", opId,
        { reason: "malformed_result", message: cause instanceof Error ? cause.message : String(cause) }, sent.requestId);
    }
  }

  private request(
    op: CatalogOp,
    binding: CatalogBinding,
    args: { readonly [key: string]: unknown },
    upload: UploadBody | undefined,
    options: CallOptions | undefined,
    whole: boolean,
  ): Promise<Sent> {
    const rest: { [key: string]: unknown } = Object.create(null) as { [key: string]: unknown };
    for (const key of Object.keys(args)) {
      rest[key] = args[key];
    }
    const path = binding.path.replace(/\{([^{}]*)\}/g, (_match: string, name: string) => {
      const value = rest[name];
      delete rest[name];
      return encodeURIComponent(value === undefined || value === null ? "" : queryText(value));
    });
    let url = this.baseUrl + path;
    const method = binding.method.toUpperCase();
    const inQuery = op.kind === "upload" || method === "GET" || method === "DELETE";
    let body: BodyInit | null = null;
    let contentType: string | null = null;
    if (inQuery) {
      const query: string[] = [];
      for (const key of Object.keys(rest)) {
        const value = rest[key];
        for (const item of Array.isArray(value) ? value : [value]) {
          if (item !== undefined && item !== null) {
            query.push(encodeURIComponent(key) + "=" + encodeURIComponent(queryText(item)));
          }
        }
      }
      if (query.length > 0) {
        url += (url.includes("?") ? "&" : "?") + query.join("&");
      }
    } else {
      body = JSON.stringify(rest);
      contentType = "application/json";
    }
    if (op.kind === "upload") {
      // Typed arrays of TS 5.7+ carry their buffer type; fetch accepts any of them at run time.
      body = (typeof upload === "string" ? new TextEncoder().encode(upload) : upload ?? new Uint8Array(0)) as BodyInit;
      contentType = "application/octet-stream";
    }
    return this.send(method, url, body, contentType, op.idempotent, op.id, options, whole);
  }

  private async *events(sent: Sent, opId: string): AsyncGenerator<unknown, void, undefined> {
    const body = sent.body;
    if (body === null) {
      sent.done();
      return;
    }
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    let finished = false;
    try {
      for (;;) {
        const { value, done } = await reader.read();
        finished = done;
        buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
        let newline = buffer.indexOf("\n");
        while (newline >= 0 || (done && buffer.trim().length > 0)) {
          const line = newline >= 0 ? buffer.slice(0, newline) : buffer;
          buffer = newline >= 0 ? buffer.slice(newline + 1) : "";
          if (line.trim().length > 0) {
            yield this.event(newline >= 0 ? (JSON.parse(line) as unknown) : lastLine(line, sent), opId, sent.requestId);
          }
          newline = buffer.indexOf("\n");
        }
        if (done) {
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

  /** An event, or the error its `{"error": ...}` line carries. */
  private event(event: unknown, opId: string, requestId: string): unknown {
    if (isObject(event) && Object.keys(event).length === 1 && isObject(own(event, "error"))) {
      const e = own(event, "error") as { readonly [key: string]: unknown };
      const code = typeof own(e, "code") === "string" ? (own(e, "code") as string) : null;
      throw this.errors.fromWire(code, null,
        typeof own(e, "message") === "string" ? (own(e, "message") as string) : "stream error", opId,
        typeof own(e, "request_id") === "string" ? (own(e, "request_id") as string) : requestId, own(e, "details") ?? null);
    }
    return event;
  }

  /** The events of a stream call as an async iterable; errors surface on iteration. */
  lazyEvents(started: Promise<unknown>): AsyncIterable<unknown> {
    started.catch(() => undefined);
    return {
      async *[Symbol.asyncIterator]() {
        yield* (await started) as AsyncIterable<unknown>;
      },
    };
  }

  /** Wraps a namespace so unknown members reach ops added after generation (`srv.custom.grade(...)`). */
  wrap<N extends object>(target: N, path: string, raw: boolean): N {
    return new Proxy(target, {
      get: (object, prop, receiver) => {
        if (typeof prop === "symbol" || prop in object) {
          return Reflect.get(object, prop, receiver);
        }
        return this.dynamic(path === "" ? prop : path + "." + prop, raw);
      },
    });
  }

  /**
   * A namespace that can also be called (an op alias with the namespace's name, `srv.system.env()`):
   * applying it runs `call`; every other access, `in`, the prototype and the own keys are the namespace's.
   */
  callable<N extends object>(namespace: N, call: (params?: unknown, options?: CallOptions) => unknown): N {
    return new Proxy(call, {
      // The namespace's members first; then the function's own (apply, call, bind), so it can be applied.
      get: (fn, prop) => (prop in namespace || !(prop in fn) ? Reflect.get(namespace, prop) : Reflect.get(fn, prop)),
      has: (_call, prop) => Reflect.has(namespace, prop),
      getPrototypeOf: () => Reflect.getPrototypeOf(namespace),
      // The call's own keys (length, name) are configurable, so they may stay unlisted.
      ownKeys: () => Reflect.ownKeys(namespace),
      getOwnPropertyDescriptor: (_call, prop) => Reflect.getOwnPropertyDescriptor(namespace, prop),
    }) as unknown as N;
  }

  /** A callable stand-in for an unknown namespace or op; `then` and symbols answer undefined, so awaiting it never hangs. */
  dynamic(path: string, raw: boolean): unknown {
    const last = path.slice(path.lastIndexOf(".") + 1);
    if (!SEGMENT.test(last) || last === "then") {
      return undefined;
    }
    const call = (params?: unknown, options?: CallOptions, upload?: UploadBody): Promise<unknown> =>
      this.invoke(path, false, raw, params, options, upload);
    return new Proxy(call, {
      get: (_target, prop) => (typeof prop === "symbol" ? undefined : this.dynamic(path + "." + prop, raw)),
    });
  }
}

/** A stream's last line, which has no newline: if it is not JSON, the body was cut off inside it. */
function lastLine(line: string, sent: Sent): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch (cause) {
    throw sent.fail("connection", "the stream ended inside a line (" + transportMessage(cause) + ")", cause);
  }
}
