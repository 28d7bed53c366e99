import assert from "node:assert/strict";
import { test } from "node:test";
import { ApiError, ErrorTable, exitCodeFor } from "../src/errors.js";
import { ERROR_ROWS, EXIT_CODES, ROLES, errorClasses, errorTable } from "./fixtures.js";

const NO_ROLES = { base: null, contract_mismatch: null, not_enabled: null, policy_denied: null, invalid_args: null, transport: null };

const table = errorTable();

test("a wire code maps exactly, then by the longest prefix, then by status, then to the base row", () => {
  assert.equal(table.fromWire("op.not_enabled", 403, "m", null, null, null).catalogClass, "NotEnabledError");
  assert.equal(table.fromWire("auth.token.expired", 401, "m", null, null, null).catalogClass, "TokenExpiredError");
  assert.equal(table.fromWire("auth.missing", 401, "m", null, null, null).catalogClass, "AuthError");
  assert.equal(table.fromWire("zzz.unknown", 404, "m", null, null, null).catalogClass, "UnknownOpError");
  assert.equal(table.fromWire(null, 418, "m", null, null, null).catalogClass, "BaseError");
});

test("status mapping skips client-only rows; the row's class is constructed, parents included", () => {
  const e = table.fromWire(null, 404, "m", "files.list", "r-1", { a: 1 });
  assert.equal(e.catalogClass, "UnknownOpError");
  assert.ok(e instanceof ApiError);
  assert.equal(Object.getPrototypeOf(Object.getPrototypeOf(e)).constructor.name, "BaseError", "the class extends its parent's");
  assert.equal(e.name, "UnknownOpError");
  assert.equal(e.code, "E6");
  assert.equal(e.op, "files.list");
  assert.equal(e.requestId, "r-1");
  assert.deepEqual(e.details, { a: 1 });
});

test("an error inside a 200 answer carries the first status of its row", () => {
  assert.equal(table.fromWire("commands.timeout", null, "m", null, null, null).status, 504);
  assert.equal(table.fromWire("commands.timeout", 500, "m", null, null, null).status, 500);
  assert.equal(table.fromWire(null, null, "m", null, null, null).status, null, "the base row lists no status");
});

test("fromResponse reads the envelope, or maps a plain body by status", () => {
  const e = table.fromResponse(401, { error: { code: "auth.missing", message: "no token", op: "a.b", request_id: "r", details: [1] } });
  assert.deepEqual([e.catalogClass, e.errorMessage, e.errorCode, e.status, e.op, e.requestId, e.details],
    ["AuthError", "no token", "auth.missing", 401, "a.b", "r", [1]]);
  assert.deepEqual([e.statusCode, e.errorType, e.endpoint], [401, "auth", "a.b"]);
  const plain = table.fromResponse(503, "x".repeat(600), "r-2", "files.list");
  assert.equal(plain.catalogClass, "UnavailableError");
  assert.equal(plain.errorMessage.length, 500);
  assert.equal(table.fromResponse(404, " gone\n").errorMessage, "gone", "a plain body is the message, trimmed");
  assert.equal(plain.errorCode, null);
  assert.equal(table.fromResponse(500, "").errorMessage, "HTTP 500");
  assert.equal(table.fromResponse(400, { error: { code: 3 } }).errorCode, null);
});

test("client errors and transport failures take their role's row, else the base row", () => {
  for (const [role, className] of [["contract_mismatch", "MismatchError"], ["not_enabled", "NotEnabledError"], ["invalid_args", "ArgsError"]] as const) {
    const e = table.client(role, "m", "a.b");
    assert.deepEqual([e.catalogClass, e.status, e.errorCode, e.requestId, e.details], [className, null, null, null, null]);
  }
  const cause = new Error("refused");
  const t = table.transport("connection", "refused", "a.b", "r-3", cause);
  assert.deepEqual([t.catalogClass, t.status, t.errorCode, t.errorMessage, t.requestId, t.cause],
    ["UnavailableError", 0, null, "no response from the server (connection): refused", "r-3", cause]);
  assert.deepEqual(t.details, { reason: "connection", message: "refused" });
  assert.equal(table.transport("timeout", "no response", null, null, null).errorMessage,
    "no response from the server (timeout): no response");
  const bare = new ErrorTable({ errors: ERROR_ROWS, error_roles: { ...NO_ROLES, base: ROLES.base }, exit_codes: EXIT_CODES }, errorClasses());
  assert.equal(bare.client("not_enabled", "m", null).catalogClass, "BaseError");
  assert.equal(bare.transport("connection", "m", null, null, null).catalogClass, "BaseError");
  const empty = new ErrorTable({ errors: [], error_roles: NO_ROLES, exit_codes: EXIT_CODES }, new Map());
  const root = empty.fromWire("x", 500, "m", null, null, null);
  assert.deepEqual([root.constructor, root.catalogClass, root.code, root.exitFamily], [ApiError, "ApiError", "", "other"]);
});

test("the text names class, codes, op, message, status and request id; absent parts are left out", () => {
  const e = table.fromResponse(401, { error: { code: "auth.missing", message: "no token\n", request_id: "r" } }, null, "a.b");
  assert.equal(e.message, e.catalogClass + " " + e.code + " auth.missing in a.b: no token (HTTP 401, request r)");
  const c = table.client("contract_mismatch", "gone", "x.y");
  assert.equal(c.message, "MismatchError " + c.code + " in x.y: gone");
});

test("a bare status prefers the rows the op declares, then table order", () => {
  const rows = [
    { class: "GoneError", code: "E1", wire: ["op.unknown"], status: [404], exit: "other", exit_code: 1, parent: null, client_only: false, legacy: false },
    { class: "NoFileError", code: "E2", wire: ["files.*"], status: [404], exit: "other", exit_code: 1, parent: null, client_only: false, legacy: false },
  ];
  const ops = [{ id: "files.stat", errors: ["files.not_found"] }, { id: "other.op", errors: [] }];
  const declared = new ErrorTable({ errors: rows, error_roles: NO_ROLES, exit_codes: EXIT_CODES,
    ops: ops as unknown as ConstructorParameters<typeof ErrorTable>[0]["ops"] }, new Map());
  assert.equal(declared.fromResponse(404, "", null, "files.stat").catalogClass, "NoFileError");
  assert.equal(declared.fromResponse(404, "", null, "other.op").catalogClass, "GoneError");
  assert.equal(declared.fromResponse(404, "", null, null).catalogClass, "GoneError");
  errorTable();
});

test("exitError raises the check's row carrying the result when the exit field is not 0", () => {
  const rows = [
    { class: "ProcessError", code: "E9", wire: [], status: [], exit: "other", exit_code: 1, parent: null, client_only: true, legacy: false },
  ];
  const ops = [{ id: "cmd.run", errors: [], exit_check: { field: "exit_code", error: "ProcessError" } }, { id: "x.y", errors: [], exit_check: null }];
  const checked = new ErrorTable({ errors: rows, error_roles: NO_ROLES, exit_codes: EXIT_CODES,
    ops: ops as unknown as ConstructorParameters<typeof ErrorTable>[0]["ops"] }, new Map());
  const failed = checked.exitError("cmd.run", { exit_code: 2, stdout: "" }, "r-5");
  assert.ok(failed !== null);
  assert.deepEqual([failed.catalogClass, failed.status, failed.errorCode, failed.details, failed.result, failed.message],
    ["ProcessError", null, null, { exit_code: 2, stdout: "" }, { exit_code: 2, stdout: "" }, "ProcessError E9 in cmd.run: exit_code 2 (request r-5)"]);
  assert.equal(checked.exitError("cmd.run", { exit_code: 0 }, null), null);
  assert.equal(checked.exitError("x.y", { exit_code: 3 }, null), null);
  errorTable();
});

test("exit codes by family; anything else gets the other code", () => {
  errorTable();
  assert.equal(table.fromWire("auth.missing", 401, "m", null, null, null).exitCode, 3);
  assert.equal(exitCodeFor(table.fromWire(null, 503, "m", null, null, null)), 75);
  assert.equal(exitCodeFor(new Error("x")), 1);
  assert.equal(exitCodeFor(new ApiError({ message: "", catalogClass: "", code: "", errorCode: null, status: null,
    exitFamily: "permission", requestId: null, op: null, details: null })), 4);
  new ErrorTable({ errors: [], error_roles: NO_ROLES, exit_codes: { other: 9 } }, new Map());
  assert.equal(exitCodeFor("thrown string"), 9);
  errorTable();
});
