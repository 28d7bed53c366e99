// One request, one answer: the params checked as an object, the request encoded and sent under the
// transport policy (send.ts), the answer read whole, parsed as JSON and checked against the op's result
// schema, or an exit-check error raised. The tree client's Core runs its calls through these; the modular
// entry's functions (the generated fn/*.ts) call `callOp` with their op's facts.

import type { BaseCore } from "./base.js";
import type { CatalogBinding, CatalogOp, CompactOp } from "./document.js";
import { encodeRequest } from "./encode.js";
import type { ApiError } from "./errors.js";
import type { CallOptions, UploadBody } from "./options.js";
import type { Sent } from "./send.js";
import { readBody } from "./transport.js";
import { answerChecks, isObject, violation } from "./values.js";
import type { Checks } from "./values.js";

/** The named types a schema may reference (`#/types/<name>`). */
export type Types = { readonly [name: string]: unknown };

/** The facts of one op as the modular entry embeds them: the op in its compact form and the named types its result reaches. */
export interface OpFacts {
  readonly op: CompactOp;
  readonly types: Types;
  /** The checks an answer of the op needs beyond the plain ones (`withUnionChecks`: its schemas have a `oneOf` or `anyOf`). */
  readonly checks?: Checks;
}

/** `facts` with the union check: what the modular entry's function of an op whose result or events reach a `oneOf` or `anyOf` embeds. */
export function withUnionChecks<F extends OpFacts>(facts: F): F {
  return { ...facts, checks: answerChecks };
}

/** The params of a call as an object (`undefined` and `null` are `{}`); anything else is the `invalid_args` role's error. */
export function objectArgs(core: BaseCore, id: string, params: unknown): { readonly [key: string]: unknown } {
  const args = params === undefined || params === null ? {} : params;
  if (!isObject(args)) {
    throw core.errors.client("invalid_args", "the params of " + id + " must be an object", id, { pointer: "", reason: "expected object" });
  }
  return args;
}

/** A response's whole body; ends the try. */
export async function bodyBytes(sent: Sent): Promise<Uint8Array> {
  const bytes = sent.whole ?? await readBody(sent.body);
  sent.done();
  return bytes;
}

/**
 * A response's JSON body (null when empty); ends the try. A body that is not JSON is the `contract_mismatch`
 * role's error, `details` `{reason: "malformed_result", message}` (as in every language's client).
 */
export async function jsonBody(core: BaseCore, sent: Sent, opId: string | null): Promise<unknown> {
  const text = new TextDecoder().decode(await bodyBytes(sent));
  try {
    return text.length === 0 ? null : (JSON.parse(text) as unknown);
  } catch (cause) {
    throw core.errors.client("contract_mismatch", "the response body is not JSON", opId,
      { reason: "malformed_result", message: cause instanceof Error ? cause.message : String(cause) }, sent.requestId);
  }
}

/** The `contract_mismatch` role's error for an answer that is not the op's result. */
export function malformedResult(core: BaseCore, opId: string | null, message: string, requestId: string | null, pointer?: string): ApiError {
  return core.errors.client("contract_mismatch", message, opId,
    pointer === undefined ? { reason: "malformed_result", message } : { reason: "malformed_result", message, pointer }, requestId);
}

/**
 * Raises the `contract_mismatch` role's error, reason `malformed_result`, when a result does not fit the
 * op's result schema: declared property types, required properties, item types (unknown properties and
 * enum values pass; `null` only where the schema allows it).
 */
export function checkResult(core: BaseCore, op: Pick<CompactOp, "id" | "result">, value: unknown, types: Types, requestId: string | null,
  checks: Checks | null): void {
  const found = violation(op.result, value, types, "", checks);
  if (found !== null) {
    throw malformedResult(core, op.id, "the result of " + op.id + " does not fit its schema at '" + found.pointer + "': "
      + found.reason, requestId, found.pointer);
  }
}

/** For a call made with `check`: throws the op's exit-check error when the result's exit field is not 0. */
export function exitCheck(core: BaseCore, op: Pick<CatalogOp, "id">, body: unknown, requestId: string | null): void {
  const failed = core.errors.exitError(op.id, body, requestId);
  if (failed !== null) {
    throw failed;
  }
}

/** The options of a call through the modular entry: a call's, `check` for an op with an exit check, `stream` for a download. */
export type OpCallOptions = CallOptions & { readonly check?: boolean; readonly stream?: boolean };

/**
 * Calls one op (kind call, download or upload) from its facts: what the tree client does for it without
 * discovery, the dynamic fallback or its modes. Its value: the checked result, a download's bytes (or,
 * with `stream`, its body as a `ReadableStream`).
 */
export async function callOp(core: BaseCore, facts: OpFacts, params: unknown, options?: OpCallOptions, upload?: UploadBody): Promise<unknown> {
  const op = facts.op;
  const check = options?.check === true;
  if (check && !op.exit_check) {
    throw new TypeError(op.id + ": check is only for ops with an exit_check");
  }
  const download = op.kind === "download";
  const streamed = download && options?.stream === true;
  const sent = await sendOp(core, op, params, options, upload, !streamed);
  if (download) {
    return streamed && sent.body !== null ? sent.body : await bodyBytes(sent);
  }
  const body = await jsonBody(core, sent, op.id);
  checkResult(core, op, body, facts.types, sent.requestId, facts.checks ?? null);
  if (check) {
    exitCheck(core, op, body, sent.requestId);
  }
  return body;
}

/**
 * Sends one op's request from its compact facts (its declared errors learnt by the table first): the params
 * checked as an object and encoded through the op's own binding, under the transport policy (`whole`: see
 * send.ts' sendRequest).
 */
export async function sendOp(core: BaseCore, op: CompactOp, params: unknown, options: CallOptions | undefined, upload: UploadBody | undefined,
  whole: boolean): Promise<Sent> {
  const id = op.id;
  core.errors.learn(op);
  const request = encodeRequest(core.baseUrl, op, op.http ?? postBinding(core, id), objectArgs(core, id, params), upload);
  return await core.send(request.method, request.url, request.body, request.contentType, op.idempotent === true, id, options, whole);
}

/** The binding of an op the catalog binds to no path of its own: `POST <ops_path>/<id>`. */
export function postBinding(core: BaseCore, id: string): CatalogBinding {
  return { method: "POST", path: core.catalog.server.ops_path + "/" + id, path_params: [], query: false };
}
