// An op's params as an HTTP request: path params into the path, the rest into the query (GET,
// DELETE, uploads) or a JSON body; an upload's bytes as the body.

import type { CatalogBinding, CatalogOp } from "./document.js";
import type { UploadBody } from "./options.js";
import { queryText } from "./values.js";

/** The request an op's params make. */
export interface EncodedRequest {
  readonly method: string;
  readonly url: string;
  readonly body: BodyInit | null;
  readonly contentType: string | null;
}

/** The request of a call of `op` through `binding` with `args` (and an upload's body). */
export function encodeRequest(
  baseUrl: string,
  op: { readonly kind?: CatalogOp["kind"] },
  binding: CatalogBinding,
  args: { readonly [key: string]: unknown },
  upload: UploadBody | undefined,
): EncodedRequest {
  const rest: { [key: string]: unknown } = Object.create(null) as { [key: string]: unknown };
  for (const key of Object.keys(args)) {
    rest[key] = args[key];
  }
  const path = binding.path.replace(/\{([^{}]*)\}/g, (_match: string, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(value === undefined || value === null ? "" : queryText(value));
  });
  let url = baseUrl + path;
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
  return { method, url, body, contentType };
}
