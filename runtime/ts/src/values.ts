// JSON values as the runtime reads them: own keys only (a body's `__proto__` is a plain key), query
// text, a lenient reading of a server's op and a check of a value against the catalog's schema subset.

import { expandOp } from "./document.js";
import type { CatalogBinding, CatalogOp, CatalogSchema } from "./document.js";

/** A JSON object (not null, not an array). */
export function isObject(value: unknown): value is { readonly [key: string]: unknown } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An own property of `object`, never one of its prototype. */
export function own(object: { readonly [key: string]: unknown }, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined;
}

/** A JSON value as query text: strings raw, numbers and booleans as JSON. */
export function queryText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The op of a server catalog, read leniently (unknown keys ignored); without a binding it is `POST {opsPath}/{id}`. */
export function lenientOp(value: unknown, opsPath: string): CatalogOp | null {
  if (!isObject(value) || typeof value["id"] !== "string") {
    return null;
  }
  const id = value["id"];
  const kind = typeof value["kind"] === "string" ? value["kind"] : "call";
  const http = lenientBinding(value["http"]);
  const legacy = lenientBinding(value["legacy"]);
  const job = isObject(value["job"]) && typeof value["job"]["status_op"] === "string"
    ? {
        status_op: value["job"]["status_op"],
        id_param: typeof value["job"]["id_param"] === "string" ? value["job"]["id_param"] : "job_id",
        pending_class: typeof value["job"]["pending_class"] === "string" ? value["job"]["pending_class"] : "JobPending",
      }
    : null;
  const check = value["exit_check"];
  const exitCheck = isObject(check) && typeof check["field"] === "string" && typeof check["error"] === "string"
    ? { field: check["field"], error: check["error"] } : null;
  const method = http ? http.method : "POST";
  // What a server's op does not say keeps its default (document.ts' expandOp): no pagination, declared
  // errors, limits, since, deprecation or examples; a client op.
  return expandOp({
    id,
    summary: typeof value["summary"] === "string" ? value["summary"] : "",
    kind: kind === "stream" || kind === "download" || kind === "upload" || kind === "job" ? kind : "call",
    http: http ?? binding("POST", opsPath + "/" + id),
    legacy,
    idempotent: typeof value["idempotent"] === "boolean" ? value["idempotent"] : method === "GET",
    admin: value["admin"] === true,
    params: isObject(value["params"]) ? (value["params"] as CatalogSchema) : null,
    scoped_params: Array.isArray(value["scoped_params"]) ? value["scoped_params"].filter((n): n is string => typeof n === "string") : [],
    result: isObject(value["result"]) ? (value["result"] as CatalogSchema) : null,
    event: isObject(value["event"]) ? (value["event"] as CatalogSchema) : null,
    stream_format: value["stream_format"] === "sse" ? "sse" : kind === "stream" ? "ndjson" : null,
    job,
    exit_check: exitCheck,
  }, opsPath);
}

/** A binding of a method and path template: its `{name}` placeholders, params in the query for GET and DELETE. */
export function binding(method: string, path: string): CatalogBinding {
  const upper = method.toUpperCase();
  return { method, path, path_params: [...path.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]), query: upper === "GET" || upper === "DELETE" };
}

function lenientBinding(value: unknown): CatalogBinding | null {
  return isObject(value) && typeof value["method"] === "string" && typeof value["path"] === "string"
    ? binding(value["method"], value["path"])
    : null;
}

/** Where a value breaks its schema: a JSON pointer and the reason. */
export interface Violation {
  readonly pointer: string;
  readonly reason: string;
}

/**
 * The checks a strict reading of a value adds (the params a caller gives): a value of an `enum` or `const`,
 * and, called with the property's name, a property an `additionalProperties: false` schema does not declare.
 * A server's answer is read without them, with forward compatibility: unknown properties and unknown enum
 * values pass.
 */
export type StrictChecks = (schema: CatalogSchema, value: unknown, pointer: string, name?: string) => Violation | null;

/** The check of a `oneOf`/`anyOf` (`unionViolation`). */
export type UnionCheck = typeof unionViolation;

/**
 * What a check reads besides declared types, required properties and item types, each a function so a
 * bundle whose values need none carries none of its code: `strict` (the params of a call) and `union` (a
 * schema with `oneOf` or `anyOf`).
 */
export interface Checks {
  readonly strict?: StrictChecks;
  readonly union?: UnionCheck;
}

const strictChecks: StrictChecks = (schema, value, pointer, name) => {
  if (name !== undefined) {
    return own(schema, "additionalProperties") === false ? { pointer, reason: "not an allowed property" } : null;
  }
  const enumValues = own(schema, "enum");
  if (Array.isArray(enumValues) && !enumValues.some((v) => JSON.stringify(v) === JSON.stringify(value))) {
    return { pointer, reason: "not one of the allowed values" };
  }
  const constValue = own(schema, "const");
  return constValue !== undefined && JSON.stringify(constValue) !== JSON.stringify(value)
    ? { pointer, reason: "not the constant value" } : null;
};

/** The checks of a caller's params: strict, unions. */
export const paramsChecks: Checks = { strict: strictChecks, union: unionViolation };

/** The checks of a server's answer (a result, an event): unions. */
export const answerChecks: Checks = { union: unionViolation };

/**
 * Checks a value against the catalog's schema subset: declared types, required properties, item types, and
 * what `checks` adds (`paramsChecks`, `answerChecks`, or null: neither strict checks nor unions); returns the
 * first violation.
 */
export function violation(schema: CatalogSchema | null | undefined, value: unknown, types: { readonly [name: string]: unknown },
  pointer: string, checks: Checks | null, depth = 0): Violation | null {
  if (!schema || depth > 64) {
    return null;
  }
  const ref = own(schema, "$ref");
  if (typeof ref === "string" && ref.startsWith("#/types/")) {
    const target = own(types, ref.slice("#/types/".length));
    return isObject(target) ? violation(target, value, types, pointer, checks, depth + 1) : null;
  }
  const extra = checks?.strict?.(schema, value, pointer) ?? null;
  if (extra !== null) {
    return extra;
  }
  const type = own(schema, "type");
  const allowed = typeof type === "string" ? [type] : Array.isArray(type) ? type : [];
  if (allowed.length > 0 && !allowed.some((t) => matchesType(t, value))) {
    return { pointer, reason: "expected " + allowed.join(" or ") };
  }
  const branches = own(schema, "oneOf") ?? own(schema, "anyOf");
  const union = Array.isArray(branches) && branches.length > 0 ? checks?.union?.(schema, branches, value, types, pointer, checks, depth) ?? null
    : null;
  if (union) {
    return union;
  }
  const items = own(schema, "items");
  if (isObject(value)) {
    const required = own(schema, "required");
    if (Array.isArray(required)) {
      for (const name of required) {
        if (typeof name === "string" && !Object.prototype.hasOwnProperty.call(value, name)) {
          return { pointer: pointer + "/" + name, reason: "required" };
        }
      }
    }
    const properties = own(schema, "properties");
    const additional = own(schema, "additionalProperties");
    for (const name of Object.keys(value)) {
      const at = pointer + "/" + name;
      const sub = isObject(properties) ? own(properties, name) : undefined;
      const found = isObject(sub) ? violation(sub, value[name], types, at, checks, depth + 1)
        : checks?.strict?.(schema, value[name], at, name) ?? (isObject(additional) ? violation(additional, value[name], types, at, checks, depth + 1)
          : null);
      if (found) {
        return found;
      }
    }
  } else if (Array.isArray(value) && isObject(items)) {
    for (let i = 0; i < value.length; i++) {
      const found = violation(items, value[i], types, pointer + "/" + i, checks, depth + 1);
      if (found) {
        return found;
      }
    }
  }
  return null;
}

/**
 * A `oneOf`/`anyOf`: with a discriminator and an object, the branch its tag names (by `mapping`, else by the
 * branch's `const` or `enum` for the tag) must fit, a missing tag is a violation and a tag no branch names
 * (a newer variant) passes; otherwise one branch must fit. Null: the union fits.
 */
function unionViolation(schema: CatalogSchema, branches: readonly unknown[], value: unknown,
  types: { readonly [name: string]: unknown }, pointer: string, checks: Checks | null, depth: number): Violation | null {
  const discriminator = own(schema, "discriminator");
  const tag = isObject(discriminator) ? own(discriminator, "propertyName") : undefined;
  // A tag name means a discriminator object.
  if (typeof tag === "string" && isObject(value)) {
    if (!Object.prototype.hasOwnProperty.call(value, tag)) {
      return { pointer: pointer + "/" + tag, reason: "required" };
    }
    const branch = taggedBranch(discriminator as { readonly [key: string]: unknown }, branches, tag, value[tag], types);
    return branch && violation(branch, value, types, pointer, checks, depth + 1);
  }
  let first: Violation | null = null;
  for (const branch of branches) {
    const found = isObject(branch) ? violation(branch, value, types, pointer, checks, depth + 1) : null;
    if (!found) {
      return null;
    }
    first ??= found;
  }
  return first;
}

/** The branch a tag value names: through `mapping`, else the branch whose tag property's `const` or `enum` holds it; null for none. */
function taggedBranch(discriminator: { readonly [key: string]: unknown }, branches: readonly unknown[], tag: string,
  named: unknown, types: { readonly [name: string]: unknown }): CatalogSchema | null {
  const mapping = own(discriminator, "mapping");
  const mapped = typeof named === "string" && isObject(mapping) ? own(mapping, named) : undefined;
  if (typeof mapped === "string") {
    return { $ref: mapped };
  }
  const text = JSON.stringify(named);
  for (const branch of branches) {
    let resolved = branch;
    for (let i = 0; i < 64 && isObject(resolved) && typeof resolved["$ref"] === "string"; i++) {
      resolved = own(types, resolved["$ref"].slice("#/types/".length));
    }
    const properties = isObject(resolved) ? own(resolved, "properties") : undefined;
    const declared = isObject(properties) ? own(properties, tag) : undefined;
    const listed = isObject(declared) ? own(declared, "enum") : undefined;
    const values = isObject(declared) ? [own(declared, "const"), ...(Array.isArray(listed) ? listed : [])] : [];
    if (isObject(branch) && values.some((v) => v !== undefined && JSON.stringify(v) === text)) {
      return branch;
    }
  }
  return null;
}

function matchesType(type: unknown, value: unknown): boolean {
  switch (type) {
    case "string":
      return typeof value === "string";
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "number":
      return typeof value === "number";
    case "boolean":
      return typeof value === "boolean";
    case "null":
      return value === null;
    case "array":
      return Array.isArray(value);
    case "object":
      return isObject(value);
    default:
      return true;
  }
}
