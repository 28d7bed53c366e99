// The catalog's schemas as the command line reads them: `$ref`s resolved, the type a `--arg` value
// is coerced to, the rows `describe` shows.

import { cliOneLine, CliUsageError } from "./cli-text.js";
import type { CatalogSchema } from "./document.js";
import { isObject, own } from "./values.js";

/** The named types `$ref`s point into: the client's catalog's, or the server's for an op only it has. */
export type CliTypes = { readonly [name: string]: unknown };

export function cliResolveRef(schema: unknown, types: CliTypes): CatalogSchema | undefined {
  for (let depth = 0; isObject(schema) && typeof own(schema, "$ref") === "string" && depth < 16; depth++) {
    const ref = own(schema, "$ref") as string;
    schema = ref.startsWith("#/types/") && Object.prototype.hasOwnProperty.call(types, ref.slice(8)) ? types[ref.slice(8)] : undefined;
  }
  return isObject(schema) ? schema : undefined;
}

/** The schema's `type` (the first non-null one of a list), or null. */
export function cliSchemaType(schema: CatalogSchema | undefined): string | null {
  const type = schema === undefined ? undefined : own(schema, "type");
  if (typeof type === "string") {
    return type;
  }
  if (Array.isArray(type)) {
    const first = type.find((t) => t !== "null");
    return typeof first === "string" ? first : null;
  }
  return null;
}

/**
 * A value from the command line as the param's schema types it: numbers, booleans, JSON for objects, strings as given.
 * `label` is how it was given (`--arg max_depth`, `--max-depth`), for the usage error.
 */
export function cliCoerce(label: string, text: string, schema: CatalogSchema | undefined): unknown {
  const type = cliSchemaType(schema);
  switch (type) {
    case "integer":
    case "number": {
      const n = Number(text);
      if (text.trim() === "" || !Number.isFinite(n) || (type === "integer" && !Number.isInteger(n))) {
        throw new CliUsageError(label + " takes " + (type === "integer" ? "an integer" : "a number") + ", not '" + cliOneLine(text) + "'");
      }
      return n;
    }
    case "boolean":
      if (text !== "true" && text !== "false") {
        throw new CliUsageError(label + " takes true or false, not '" + cliOneLine(text) + "'");
      }
      return text === "true";
    case "object":
    case "array": {
      let value: unknown;
      try {
        value = JSON.parse(text) as unknown;
      } catch (e) {
        throw new CliUsageError(label + " takes JSON: " + cliOneLine((e as Error).message));
      }
      if (type === "object" ? !isObject(value) : !Array.isArray(value)) {
        throw new CliUsageError(label + " takes a JSON " + (type === "object" ? "object" : "array") + ", not '" + cliOneLine(text) + "'");
      }
      return value;
    }
    case null: {
      // An untyped enum (`{"enum": ["a", 1, null]}`): the value whose text this is, so 1 goes as a number.
      const values = schema !== undefined && Array.isArray(own(schema, "enum")) ? own(schema, "enum") as unknown[] : [];
      const listed = values.find((v) => (typeof v === "string" ? v : JSON.stringify(v)) === text);
      if (listed !== undefined) {
        return listed;
      }
      if (text === "null" && schema !== undefined) {
        return null;
      }
      return text;
    }
    default:
      return text;
  }
}

export interface CliParamRow {
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  readonly default: unknown;
  readonly description: string;
}

export function cliParamRows(params: CatalogSchema | null, types: CliTypes): CliParamRow[] {
  const schema = cliResolveRef(params, types);
  const properties = schema !== undefined && isObject(own(schema, "properties")) ? own(schema, "properties") as CatalogSchema : {};
  const required = schema !== undefined && Array.isArray(own(schema, "required")) ? own(schema, "required") as unknown[] : [];
  return Object.keys(properties).map((name) => {
    const raw = own(properties, name);
    const p = cliResolveRef(raw, types);
    const ref = isObject(raw) && typeof own(raw, "$ref") === "string" ? (own(raw, "$ref") as string).replace("#/types/", "") : null;
    const items = p !== undefined && cliSchemaType(p) === "array" ? cliResolveRef(own(p, "items"), types) : undefined;
    const type = ref ?? (cliSchemaType(p) === "array" ? (cliSchemaType(items) ?? "any") + "[]" : cliSchemaType(p) ?? "any");
    const description = p !== undefined && typeof own(p, "description") === "string" ? own(p, "description") as string : "";
    return { name, type, required: required.includes(name), default: p === undefined ? undefined : own(p, "default"), description };
  });
}
