// The root error class and the mapping from error responses to the catalog's error classes: exact
// wire code, longest prefix, status, then the base row. The generated errors.ts declares one class
// per row and fills an ErrorTable with them and with the row of each role.

import type { CallErrorRow, CallFacts, CatalogDocument, CatalogErrorRoles, CompactOp } from "./document.js";
import { isObject, own } from "./values.js";

/** What every generated error carries. */
export interface ApiErrorInit {
  readonly message: string;
  readonly catalogClass: string;
  readonly code: string;
  readonly errorCode: string | null;
  readonly status: number | null;
  readonly exitFamily: string;
  readonly requestId: string | null;
  readonly op: string | null;
  readonly details: unknown;
  /** The underlying error (the transport's, for a request that got no answer). */
  readonly cause?: unknown;
  /** The result the call returned, for an exit-check error. */
  readonly result?: unknown;
}

/** Exit codes by family (`auth`, `permission`, `retryable`, `other`). */
export type ExitCodes = { readonly [family: string]: number };

/**
 * The exit codes `exitCode` reads: the catalog's, installed by the client's ErrorTable. Each
 * generated client has its own copy of this runtime, so this is one table per client package.
 */
let exitCodeTable: ExitCodes = {};

/**
 * The error text, the same in every language's client: `<class>[ <E-code>][ <wire code>][ in <op>]:
 * <message>[ (HTTP <status>, request <id>)]`; a part without a value is left out, the message loses its
 * trailing white space.
 */
export function errorText(init: Pick<ApiErrorInit, "catalogClass" | "code" | "errorCode" | "op" | "message" | "status" | "requestId">): string {
  let out = init.catalogClass;
  if (init.code) {
    out += " " + init.code;
  }
  if (init.errorCode) {
    out += " " + init.errorCode;
  }
  if (init.op) {
    out += " in " + init.op;
  }
  out += ": " + init.message.trimEnd();
  const parts: string[] = [];
  if (init.status !== null && init.status > 0) {
    parts.push("HTTP " + init.status);
  }
  if (init.requestId) {
    parts.push("request " + init.requestId);
  }
  return parts.length > 0 ? out + " (" + parts.join(", ") + ")" : out;
}

/** The longest message kept of an error response without an envelope (a legacy server's plain text). */
const PLAIN_MESSAGE_LIMIT = 500;

/**
 * Root of every error this client raises. Its `message` is the error text every client shows alike
 * (`errorText`); `errorMessage` is the message alone.
 */
export class ApiError extends Error {
  /** The catalog's class name of this error (`PolicyDeniedError`), whatever the TS class is called. */
  declare readonly catalogClass: string;
  /** The E-code (`E3102`). */
  declare readonly code: string;
  /** The wire code the server sent (`policy.denied`), or null. */
  declare readonly errorCode: string | null;
  /** The HTTP status; 0 when the request got no answer; null for errors the client raised before sending. */
  declare readonly status: number | null;
  /** The exit family (`auth`, `permission`, `retryable`, `other`). */
  declare readonly exitFamily: string;
  /** The request id of the call (kept across retries). */
  declare readonly requestId: string | null;
  /** The op id of the call. */
  declare readonly op: string | null;
  /** The `details` of the error envelope. */
  declare readonly details: unknown;
  /** The message alone (the envelope's `message`, or the client's own), without the other fields. */
  declare readonly errorMessage: string;
  /** The result the call returned, for an exit-check error (`check: true`); undefined for every other error. */
  declare readonly result: unknown;

  constructor(init: ApiErrorInit) {
    super(errorText(init), init.cause === undefined ? undefined : { cause: init.cause });
    // The fields as declared (their own keys in this order), then the name (no field: `declare`d fields emit no code).
    this.catalogClass = init.catalogClass;
    this.code = init.code;
    this.errorCode = init.errorCode;
    this.status = init.status;
    this.exitFamily = init.exitFamily;
    this.requestId = init.requestId;
    this.op = init.op;
    this.details = init.details;
    this.errorMessage = init.message;
    this.result = init.result;
    this.name = new.target.name;
  }

  /** The HTTP status: `status` under the name existing user code reads. */
  get statusCode(): number | null {
    return this.status;
  }

  /** The wire family: the wire code up to its first dot (`files`), or null without a wire code. */
  get errorType(): string | null {
    if (this.errorCode === null) {
      return null;
    }
    const dot = this.errorCode.indexOf(".");
    return dot < 0 ? this.errorCode : this.errorCode.slice(0, dot);
  }

  /** The op id of the call: `op` under the name existing user code reads. */
  get endpoint(): string | null {
    return this.op;
  }

  /** The process exit code of this error's family, from the catalog's `exit_codes`. */
  get exitCode(): number {
    return exitCodeFor(this);
  }
}

/**
 * A misuse of the client, refused before any request (strict mode before `discover()`): not a
 * server answer, so not an ApiError; `name` is "ClientUsageError".
 */
export class ClientUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ClientUsageError";
  }
}

/** The exit code for any thrown value: its family's code for a generated error, else the `other` code. */
export function exitCodeFor(error: unknown): number {
  return ((error instanceof ApiError ? own(exitCodeTable, error.exitFamily) : undefined) ?? own(exitCodeTable, "other") ?? 1) as number;
}

/** A generated error class. */
export type ErrorClass = new (init: ApiErrorInit) => ApiError;

/** An error the client raises itself, before or without a request. */
export type ClientErrorRole = "contract_mismatch" | "not_enabled" | "policy_denied" | "invalid_args";

/**
 * Why a request failed at the transport: without an HTTP answer (`connection`, `timeout`), or with one the
 * transport policy does not use (a Retry-After past its limit, a redirect not followed, a job past its
 * deadline, a body too large or framed or encoded wrongly).
 */
export type TransportReason = "connection" | "timeout" | "retry_after_too_long" | "redirect_not_followed" | "job_deadline"
  | "body_too_large" | "bad_framing";

/** The errors the runtime raises, by role; the generated code fills one from the catalog (an ErrorTable). */
export interface ErrorFactory {
  /** The error for a wire code; a null `status` means it came inside a 200 answer (a stream line, a failed job). */
  fromWire(code: string | null, status: number | null, message: string, op: string | null, requestId: string | null,
    details: unknown): ApiError;
  /** The error for a non-2xx response, its body parsed as JSON where it was JSON. */
  fromResponse(status: number, body: unknown, requestId?: string | null, op?: string | null): ApiError;
  /** An error the client raises itself (`requestId`: of the answer it judged, if any). */
  client(role: ClientErrorRole, message: string, op: string | null, details?: unknown, requestId?: string | null): ApiError;
  /** Makes `op`'s declared wire codes and exit check known to the table (the modular entry's ops, as they are called). */
  learn(op: CompactOp): void;
  /** For a call made with `check`: the op's exit-check error when the result's exit field is not 0, else null. */
  exitError(op: string, result: unknown, requestId: string | null): ApiError | null;
  /**
   * The error for a request that got no HTTP answer once its retries are used up, or an answer the transport
   * policy refuses; `extra` joins `details` (`status`, `location`, `retry_after`, `job_id`).
   */
  transport(reason: TransportReason, message: string, op: string | null, requestId: string | null, cause: unknown,
    extra?: { readonly [key: string]: unknown }): ApiError;
}

function text(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

/**
 * The catalog's error table as an ErrorFactory: its rows, their classes and the row of each role. Its
 * methods are bound, so the generated errors.ts exports them as functions (`errorFromResponse`, ...).
 */
export class ErrorTable implements ErrorFactory {
  readonly #rows: readonly CallErrorRow[];
  readonly #classes: ReadonlyMap<string, ErrorClass>;
  readonly #roles: CatalogErrorRoles;
  /** Op id → the wire codes it declares in its `errors`. */
  readonly #declared = new Map<string, readonly string[]>();
  /** Op id → its `exit_check`. */
  readonly #exitChecks = new Map<string, { readonly field: string; readonly error: string }>();

  /**
   * The document's `errors` and `error_roles`, and the class of each row (a row without one raises
   * ApiError). Installs the document's `exit_codes` as the table `exitCode` and `exitCodeFor` read.
   */
  constructor(catalog: Pick<CallFacts, "errors" | "error_roles" | "exit_codes"> & Partial<Pick<CatalogDocument, "ops">>,
    classes: ReadonlyMap<string, ErrorClass>) {
    this.#rows = catalog.errors;
    this.#classes = classes;
    this.#roles = catalog.error_roles;
    (catalog.ops ?? []).forEach(this.learn);
    exitCodeTable = catalog.exit_codes;
  }

  readonly learn = (op: CompactOp): void => {
    this.#declared.set(op.id, op.errors ?? []);
    if (op.exit_check) {
      this.#exitChecks.set(op.id, op.exit_check);
    }
  };

  readonly fromWire = (code: string | null, status: number | null, message: string, op: string | null, requestId: string | null,
    details: unknown): ApiError => {
    const row = (code !== null ? this.#rowForWire(code) : undefined) ?? this.#rowForStatus(status, op) ?? this.#roleRow("base");
    // Inside a 200 answer the error carries the status its row gives (the first, the one a server sends).
    const shown = status ?? (row && row.status.length > 0 ? row.status[0] : null);
    return this.#build(row, { message, errorCode: code, status: shown, requestId, op, details });
  };

  /**
   * `{"error": {"code", "message", "op", "request_id", "details"}}`, or, for a body without that shape
   * (legacy servers), by status.
   */
  readonly fromResponse = (status: number, body: unknown, requestId: string | null = null, op: string | null = null): ApiError => {
    const envelope = isObject(body) && isObject(body["error"]) ? body["error"] : null;
    if (envelope === null) {
      const plain = typeof body === "string" ? body.trim().slice(0, PLAIN_MESSAGE_LIMIT) : "";
      const message = plain.length > 0 ? plain : "HTTP " + status;
      return this.fromWire(null, status, message, op, requestId, null);
    }
    return this.fromWire(
      text(envelope["code"]),
      status,
      text(envelope["message"]) ?? "HTTP " + status,
      text(envelope["op"]) ?? op,
      text(envelope["request_id"]) ?? requestId,
      envelope["details"] ?? null,
    );
  };

  readonly client = (role: ClientErrorRole, message: string, op: string | null, details: unknown = null,
    requestId: string | null = null): ApiError => {
    return this.#build(this.#roleRow(role), { message, errorCode: null, status: null, requestId, op, details });
  };

  /** The exit-check row's class, `details` the result as JSON, `result` the result; null when the exit field is 0. */
  readonly exitError = (op: string, result: unknown, requestId: string | null): ApiError | null => {
    const check = this.#exitChecks.get(op);
    const value = check && isObject(result) ? result[check.field] : undefined;
    if (check === undefined || typeof value !== "number" || value === 0) {
      return null;
    }
    return this.#build(this.#row(check.error), { message: check.field + " " + value, errorCode: null, status: null, requestId,
      op, details: result, result });
  };

  /**
   * The transport row's class with status 0, no wire code, `details` `{reason, message, ...extra}` and the
   * transport's error as `cause`.
   */
  readonly transport = (reason: TransportReason, message: string, op: string | null, requestId: string | null, cause: unknown,
    extra: { readonly [key: string]: unknown } = {}): ApiError => {
    const row = this.#roleRow("transport");
    const shown = reason === "connection" || reason === "timeout" ? "no response from the server (" + reason + "): " + message : message;
    return this.#build(row, { message: shown, errorCode: null, status: 0, requestId, op, details: { reason, message, ...extra },
      cause });
  };

  /** The row of a wire code: the first row naming it exactly, else the row of its longest `prefix.*` (the first of equals). */
  #rowForWire(code: string): CallErrorRow | undefined {
    let best: CallErrorRow | undefined;
    let bestLength = -1;
    for (const row of this.#rows) {
      for (const entry of row.wire) {
        if (entry === code) {
          return row;
        }
        const prefix = entry.slice(0, -1);
        if (entry.endsWith(".*") && code.startsWith(prefix) && prefix.length > bestLength) {
          best = row;
          bestLength = prefix.length;
        }
      }
    }
    return best;
  }

  /** The rows the op declares (those its wire codes map to) first, then table order. */
  #rowForStatus(status: number | null, op: string | null): CallErrorRow | undefined {
    if (status === null) {
      return undefined;
    }
    const own = new Set<CallErrorRow>();
    for (const code of (op === null ? undefined : this.#declared.get(op)) ?? []) {
      const row = this.#rowForWire(code);
      if (row) {
        own.add(row);
      }
    }
    const served = (row: CallErrorRow): boolean => !row.client_only && row.status.includes(status);
    return this.#rows.find((row) => own.has(row) && served(row)) ?? this.#rows.find(served);
  }

  /** The row of a role, else the base role's. */
  #roleRow(role: keyof CatalogErrorRoles): CallErrorRow | undefined {
    return this.#row(this.#roles[role]) ?? this.#row(this.#roles.base);
  }

  #row(name: string | null): CallErrorRow | undefined {
    return name === null ? undefined : this.#rows.find((row) => row.class === name);
  }

  #build(row: CallErrorRow | undefined, fields: Omit<ApiErrorInit, "catalogClass" | "code" | "exitFamily">): ApiError {
    const cls = row ? this.#classes.get(row.class) : undefined;
    const init: ApiErrorInit = {
      ...fields,
      catalogClass: row ? row.class : "ApiError",
      code: row ? row.code : "",
      exitFamily: row ? row.exit : "other",
    };
    return cls ? new cls(init) : new ApiError(init);
  }
}
