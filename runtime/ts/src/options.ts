// The options and result types of a client and its calls, the `/capabilities` bodies, and the
// ClientDefinition the generated client.ts fills for the runtime.

import type { Clock } from "./clock.js";
import type { PendingClass } from "./discovery.js";
import type { CallFacts, CatalogDocument } from "./document.js";
import type { ErrorFactory } from "./errors.js";
import type { Hooks } from "./hooks.js";
import type { Logger } from "./log.js";
import type { Backoff } from "./policy.js";

/**
 * What a client of one catalog needs to send a call (the generated code fills it): the facts every call
 * reads (`name`, `server.ops_path`, `auth`, `client_defaults`) and the error table. The modular entry's
 * core (fn.ts) has this alone; the tree client's ClientDefinition adds the whole core facts.
 */
export interface BaseDefinition {
  readonly catalog: Pick<CallFacts, "name" | "server" | "auth" | "client_defaults">;
  /** The catalog's error classes by role and by response. */
  readonly errors: ErrorFactory;
  /** The value of the catalog's client header (`ts/<catalog_version>`). */
  readonly clientValue: string;
  /** The base URL without a `baseUrl` option. */
  readonly defaultBaseUrl: string;
}

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
  /**
   * Retries of idempotent ops on connection errors and the statuses the runtime catalog's `retry` names
   * (default: its `max_retries`, 2 for 429 and 503).
   */
  readonly maxRetries?: number;
  /** A fetch implementation (default: the global fetch). */
  readonly fetch?: typeof fetch;
  /** Strict mode: discover the server on first use and raise ContractMismatchError / OperationNotEnabled before sending. */
  readonly strict?: boolean;
  /**
   * Delay before a retry, in ms (default: the server's Retry-After, else full jitter by the runtime catalog's
   * `retry`). A Retry-After past its `retry_after_max_seconds` fails the call before this is asked.
   */
  readonly backoff?: Backoff;
  /** Sleeps between retries and job polls (default: a timer of `clock`); a call's abort signal ends the wait either way. */
  readonly sleep?: (ms: number) => Promise<void>;
  /** The deadline of a job's whole wait in ms (default: the runtime catalog's `jobs.deadline_seconds`, 600 s). */
  readonly jobTimeoutMs?: number;
  /**
   * Where the client logs each try, retry, redirect and job poll (`info`) and the headers, credentials as
   * `***` (`debug`); bodies never. Without one, the environment variable `<NAME>_LOG=info|debug` logs to
   * `console.error` where `process.env` exists.
   */
  readonly logger?: Logger;
  /** The time the timeouts, Retry-After dates and sleeps run on (default: the platform's timers; tests inject one). */
  readonly clock?: Clock;
  /** Headers sent with every request (a call's own `headers` win); never a credential (that is `token`'s). */
  readonly headers?: { readonly [name: string]: string };
  /** Code run around each try of a request: before it is sent, when its answer arrives, when it fails (hooks.ts). */
  readonly hooks?: Hooks | readonly Hooks[];
}

/**
 * What `withOptions` may change: the transport policy's knobs (`headers` are added to the client's own,
 * `hooks` replace its hooks). Never the base URL or the credentials: what a server allows is per principal.
 */
export type ClientOptions = Pick<ServerClientOptions, "timeoutMs" | "maxRetries" | "jobTimeoutMs" | "backoff" | "logger" | "headers"
  | "hooks">;

/** Per-call options. */
export interface CallOptions {
  /** Timeout of each try in milliseconds, overriding the client's. */
  readonly timeoutMs?: number;
  /** Extra request headers. */
  readonly headers?: { readonly [name: string]: string };
  /** Retries for this call, overriding the client's. */
  readonly maxRetries?: number;
  /**
   * Aborts the call: the call then rejects with the signal's `reason` (as fetch does; by default a
   * DOMException named `AbortError`), not with an error of the catalog, and no further request is sent.
   */
  readonly signal?: AbortSignal;
}

/** Options of a job's wait (`JobPending.wait`, and a job op that waits). */
export interface WaitOptions extends CallOptions {
  /**
   * The deadline of the whole wait in ms, overriding the client's `jobTimeoutMs`: past it the wait fails
   * with the transport error `job_deadline` (`details.job_id`), and the pending handle can wait again.
   */
  readonly jobTimeoutMs?: number;
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
export interface JobOptions extends WaitOptions {
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
export interface GenericCallOptions extends WaitOptions {
  /** As for CheckOptions: only for an op with an `exit_check`. */
  readonly check?: boolean;
  readonly stream?: boolean;
  readonly wait?: boolean;
  readonly upload?: UploadBody;
}
export type StreamOut<M extends Mode, E> = M extends "raw" ? Promise<RawResponse<AsyncIterable<E>>> : AsyncIterable<E>;

/** What the generated client hands the runtime: everything in it that varies with the catalog. */
export interface ClientDefinition extends BaseDefinition {
  /** The runtime catalog document (what `describe()` returns). */
  readonly catalog: CatalogDocument;
  /** The op served at the capabilities path: discovery's errors name it (null: none). */
  readonly capabilitiesOp: string | null;
  /** The pending handle of each `job.pending_class` the catalog names (others: JobPending). */
  readonly pendingClasses: ReadonlyMap<string, PendingClass>;
}
