// The runtime catalog document: the catalog as the client knows it at run time, embedded in every
// generated client (Java, TypeScript, Python alike) as JSON text and returned by `describe()`; its
// fields are described in gen-client's docs/runtime-catalog.md. The runtime reads bindings, schemas,
// the error table with its roles and discovery data from it; nothing here depends on one catalog.

/** An HTTP binding of an op: method, path template, its `{name}` placeholders, whether params travel in the query. */
export interface CatalogBinding {
  readonly method: string;
  readonly path: string;
  readonly path_params: readonly string[];
  readonly query: boolean;
}

/** A JSON Schema of the catalog's subset, as plain data. */
export type CatalogSchema = { readonly [keyword: string]: unknown };

/** A paginated op's walk: the style, the request param naming the page, the limit param, the result fields. */
export interface CatalogPagination {
  readonly style: "cursor" | "offset" | "page";
  readonly param: string;
  readonly limit: string | null;
  readonly next: string | null;
  readonly total: string | null;
  readonly items: string;
}

/** One op as the client knows it. */
export interface CatalogOp {
  readonly id: string;
  readonly summary: string;
  readonly kind: "call" | "stream" | "download" | "upload" | "job";
  readonly http: CatalogBinding;
  readonly legacy: CatalogBinding | null;
  readonly idempotent: boolean;
  readonly admin: boolean;
  readonly client: boolean;
  readonly params: CatalogSchema | null;
  /** The params that hold server file-system paths (`format: path`), checked against a discovered path scope. */
  readonly scoped_params: readonly string[];
  readonly result: CatalogSchema | null;
  readonly event: CatalogSchema | null;
  /** A stream op's framing: NDJSON lines or server-sent events; `null` for other kinds. */
  readonly stream_format: "ndjson" | "sse" | null;
  readonly job: { readonly status_op: string; readonly id_param: string; readonly pending_class: string } | null;
  /** With the call's `check` option, a non-zero result `field` raises the client-only row `error`. */
  readonly exit_check: { readonly field: string; readonly error: string } | null;
  /** How the op's results come in pages (docs/runtime-catalog.md, Pages); `null` when it does not page. */
  readonly pagination: CatalogPagination | null;
  readonly errors: readonly string[];
  readonly limits: { readonly [name: string]: string };
  readonly since: string | null;
  readonly deprecated: { readonly since: string | null; readonly replacement: string | null; readonly note: string | null } | null;
  /** The catalog's examples: params and result, `null` where an example gives none. */
  readonly examples: readonly { readonly params: CatalogSchema | null; readonly result: unknown }[];
}

/** One row of the error table. */
export interface CatalogErrorRow {
  readonly class: string;
  readonly code: string;
  readonly wire: readonly string[];
  readonly status: readonly number[];
  readonly exit: string;
  readonly exit_code: number;
  readonly parent: string | null;
  readonly client_only: boolean;
  readonly legacy: boolean;
}

/** The class (an `errors[].class`) of each error the client raises by role, resolved by gen-client. */
export interface CatalogErrorRoles {
  readonly base: string | null;
  readonly contract_mismatch: string | null;
  readonly not_enabled: string | null;
  readonly policy_denied: string | null;
  readonly invalid_args: string | null;
  readonly transport: string | null;
}

/** One alias: a deprecated op or namespace (`pty.*`) name and what it calls. */
export interface CatalogAlias {
  readonly alias: string;
  readonly target: string;
  readonly namespace: boolean;
  readonly binding: "default" | "legacy";
  readonly deprecated_since: string | null;
  readonly remove_in: string | null;
}

/** When a try is retried and how long the client waits first. */
export interface CatalogRetryPolicy {
  readonly max_retries: number;
  readonly statuses: readonly number[];
  readonly connection_errors: boolean;
  readonly base_seconds: number;
  readonly cap_seconds: number;
  readonly jitter: string;
  readonly retry_after_max_seconds: number;
}

/** Which redirects the client follows itself, and the headers it drops when one leaves the origin (lower case). */
export interface CatalogRedirectPolicy {
  readonly max: number;
  readonly keep_method: readonly number[];
  readonly get_only: readonly number[];
  readonly cross_origin_strip: readonly string[];
}

/** The waits between polls of a job and the deadline of the whole wait. */
export interface CatalogJobPolicy {
  readonly min_poll_seconds: number;
  readonly max_poll_seconds: number;
  readonly initial_poll_seconds: number;
  readonly deadline_seconds: number;
}

/** The runtime catalog's `client_defaults`: what every client of the catalog does alike. */
export interface CatalogClientDefaults {
  readonly gateway_header: string;
  readonly timeout_seconds: number;
  readonly retry: CatalogRetryPolicy;
  readonly redirects: CatalogRedirectPolicy;
  readonly jobs: CatalogJobPolicy;
  readonly stream: { readonly max_line_bytes: number };
  readonly download: { readonly max_buffered_bytes: number };
}

/** The catalog as `describe()` returns it. */
export interface CatalogDocument {
  readonly runtime_catalog_format: number;
  readonly name: string;
  readonly title: string;
  readonly catalog_version: string;
  readonly sdk_version: string | null;
  readonly catalog_digest: string;
  readonly server: {
    readonly default_port: number;
    readonly ops_path: string;
    readonly capabilities_path: string;
    readonly check_op: string | null;
    readonly health_op: string | null;
    readonly openai: { readonly base_path: string; readonly namespace: string } | null;
  };
  readonly auth: {
    readonly bearer: boolean;
    readonly legacy_header: string | null;
    readonly client_header: string;
    /** The header of an idempotency key, sent on every call of a non-idempotent op (null: none). */
    readonly idempotency_header: string | null;
  };
  /** The defaults every client shares: a gateway token's header, the per-try timeout, the transport policy. */
  readonly client_defaults: CatalogClientDefaults;
  readonly exit_codes: { readonly [family: string]: number };
  readonly errors: readonly CatalogErrorRow[];
  readonly error_roles: CatalogErrorRoles;
  readonly legacy_groups: { readonly [group: string]: readonly string[] };
  readonly types: { readonly [name: string]: CatalogSchema };
  readonly ops: readonly CatalogOp[];
  readonly aliases: readonly CatalogAlias[];
}

/** An op of the core facts (`facts.ts`): its id and the fields that differ from their default. */
export type CompactOp = { readonly id: string } & Partial<CatalogOp>;

/** The document's fields the core facts hold: the ops and what no call reads. */
type CoreFields = "runtime_catalog_format" | "title" | "catalog_version" | "sdk_version" | "catalog_digest" | "legacy_groups" | "types"
  | "ops" | "aliases";

/** The client facts (`clientFacts` in facts.ts): what every call reads whatever its op (name, server, auth, client_defaults, errors). */
export type ClientFacts = Omit<CatalogDocument, CoreFields>;

/** The core facts as they are embedded: the other fields, each op in its compact form (aliases: none). */
export type CompactFacts = Omit<Pick<CatalogDocument, CoreFields>, "ops"> & { readonly ops: readonly CompactOp[] };

/** An error row's fields a call reads (the error table maps answers with them). */
export type CallErrorRow = Pick<CatalogErrorRow, "class" | "code" | "wire" | "status" | "exit" | "client_only">;

/**
 * The client facts a call reads (`callFacts` in facts.ts, the modular entry's core): the name, the server's
 * ops path, auth, client_defaults but the jobs' waits and the download limit, exit_codes, error_roles and
 * each error row's fields a call reads.
 */
export interface CallFacts extends Pick<CatalogDocument, "name" | "auth" | "exit_codes" | "error_roles"> {
  readonly server: Pick<CatalogDocument["server"], "ops_path">;
  readonly client_defaults: Omit<CatalogClientDefaults, "jobs" | "download">;
  readonly errors: readonly CallErrorRow[];
}

/**
 * An op of the core facts with its left-out fields filled back (gen-client's `RuntimeFacts` leaves out each
 * field that holds its default; an op without `http` is `POST <ops_path>/<id>`).
 */
export function expandOp(op: CompactOp, opsPath: string): CatalogOp {
  return {
    summary: "", kind: "call", http: { method: "POST", path: opsPath + "/" + op.id, path_params: [], query: false }, legacy: null,
    idempotent: false, admin: false, client: true, params: null, scoped_params: [], result: null, event: null, stream_format: null,
    job: null, exit_check: null, pagination: null, errors: [], limits: {}, since: null, deprecated: null, examples: [], ...op,
  };
}

/** The client facts and the core facts as one document, every op's left-out fields filled back: the shape the runtime reads. */
export function expandFacts(facts: CompactFacts, client: ClientFacts): CatalogDocument {
  const opsPath = client.server.ops_path;
  return { ...client, ...facts, ops: facts.ops.map((op) => expandOp(op, opsPath)) };
}
