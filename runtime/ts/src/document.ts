// The runtime catalog document: the catalog as the client knows it at run time, embedded in every
// generated client as JSON text and returned by `describe()`. The runtime reads bindings, schemas,
// errors and discovery data from it; nothing here depends on one catalog.

/** An HTTP binding of an op: method and path template. */
export interface CatalogBinding {
  readonly method: string;
  readonly path: string;
}

/** A JSON Schema of the catalog's subset, as plain data. */
export type CatalogSchema = { readonly [keyword: string]: unknown };

/** One op as the client knows it. */
export interface CatalogOp {
  readonly id: string;
  readonly kind: "call" | "stream" | "download" | "upload" | "job";
  readonly summary: string;
  readonly http: CatalogBinding;
  readonly legacy: CatalogBinding | null;
  readonly idempotent: boolean;
  readonly admin: boolean;
  readonly client: boolean;
  readonly params: CatalogSchema | null;
  readonly result: CatalogSchema | null;
  readonly event: CatalogSchema | null;
  readonly job: { readonly status_op: string; readonly id_param: string; readonly pending_class: string } | null;
  readonly deprecated: boolean;
  readonly errors: readonly string[];
}

/** One row of the error table. */
export interface CatalogErrorRow {
  readonly class: string;
  readonly code: string;
  readonly wire: readonly string[];
  readonly status: readonly number[];
  readonly exit: string;
  readonly parent: string | null;
  readonly client_only: boolean;
}

/** The catalog as `describe()` returns it. */
export interface CatalogDocument {
  readonly name: string;
  readonly catalog_version: string;
  readonly sdk_version: string | null;
  readonly server: { readonly ops_path: string; readonly capabilities_path: string; readonly check_op: string | null };
  readonly auth: { readonly bearer: boolean; readonly legacy_header: string | null; readonly client_header: string };
  readonly exit_codes: { readonly [family: string]: number };
  readonly errors: readonly CatalogErrorRow[];
  readonly legacy_groups: { readonly [group: string]: readonly string[] };
  readonly types: { readonly [name: string]: CatalogSchema };
  readonly ops: readonly CatalogOp[];
  readonly aliases: readonly { readonly alias: string; readonly target: string; readonly legacy: boolean }[];
}
