import assert from "node:assert/strict";
import { test } from "node:test";
import { cliEnvPrefix, cliMain } from "../src/cli.js";
import type { CliIo } from "../src/cli.js";
import type { ClientDefinition } from "../src/core.js";
import type { CatalogDocument, CatalogOp } from "../src/document.js";
import { binding } from "../src/values.js";
import { CATALOG, definition } from "./fixtures.js";

const TYPED: CatalogOp = {
  id: "files.find", kind: "call", summary: "Find files", http: binding("POST", "/files/find"), legacy: null, idempotent: false,
  admin: false, client: true, scoped_params: [], result: null, event: null, stream_format: null, job: null, exit_check: null, pagination: null, errors: ["args.invalid"], limits: {}, since: "1.1", deprecated: null,
  examples: [{ params: { path: "/tmp", depth: 2 }, result: [{ name: "a\u009b" }] }, { params: { path: "/" }, result: null }],
  params: {
    type: "object", required: ["path"],
    properties: {
      path: { type: "string", description: "where" }, depth: { type: "integer", default: 1 }, hidden: { type: "boolean" },
      tags: { type: "array", items: { type: "string" } }, sizes: { type: "array", items: { type: "number" } }, meta: { type: "object" },
    },
  },
};
const UPLOAD: CatalogOp = { ...TYPED, id: "files.upload", kind: "upload", summary: "Upload", http: binding("PUT", "/files/upload"), params: null,
  examples: [] };

function def(): ClientDefinition {
  const catalog: CatalogDocument = {
    ...CATALOG, ops: [...CATALOG.ops, TYPED, UPLOAD],
    aliases: [{ alias: "fs.ls", target: "files.list", namespace: false, binding: "default", deprecated_since: "1.0", remove_in: "2.0" }],
  };
  return { ...definition(), catalog };
}

type Seen = { url: string; method: string; headers: Headers; body: unknown };

/** An io whose streams are strings, with a fetch answering from `answer`. */
function io(answer: (seen: Seen) => Response | Promise<Response>, fields: Partial<CliIo> = {}, tty = false) {
  const out: (string | Uint8Array)[] = [];
  const err: string[] = [];
  const seen: Seen[] = [];
  const files = new Map<string, Uint8Array>();
  const value: CliIo = {
    name: "rt", env: {},
    stdout: { write: (c) => void out.push(c), isTTY: tty },
    stderr: { write: (c) => void err.push(String(c)), isTTY: false },
    stdin: async () => new TextEncoder().encode("from stdin"),
    readFile: async (p) => files.get(p) ?? new TextEncoder().encode("file " + p),
    writeFile: async (p, b) => void files.set(p, b),
    fetch: (async (url: string | URL | Request, init?: RequestInit) => {
      const s = { url: String(url), method: init?.method ?? "GET", headers: new Headers(init?.headers), body: init?.body ?? null };
      seen.push(s);
      return answer(s);
    }) as typeof fetch,
    ...fields,
  };
  return { value, seen, files, stdout: () => out.map((c) => (typeof c === "string" ? c : new TextDecoder().decode(c))).join(""),
    stderr: () => err.join("") };
}

/** A command line without discovery (the tests of everything else); `discovering` runs it as given. */
const run = (argv: string[], x: ReturnType<typeof io>) => cliMain([...argv, "--no-discover"], x.value, def());
const discovering = (argv: string[], x: ReturnType<typeof io>) => cliMain(argv, x.value, def());

test("help lists every op and alias; --version names the catalog version and digest; no request", async () => {
  const x = io(() => assert.fail("no request"));
  assert.equal(await run(["--help"], x), 0);
  for (const id of ["files.list", "files.find", "jobs.start", "fs.ls"]) {
    assert.match(x.stdout(), new RegExp("^  " + id.replace(".", "\\.") + " ", "m"));
  }
  assert.match(x.stdout(), /env RUNTIME_TEST_TOKEN/);
  const v = io(() => assert.fail("no request"));
  assert.equal(await run(["--version"], v), 0);
  assert.equal(v.stdout(), "rt 1.2.3 (catalog runtime-test 1.2.3, sha256:00)\n");
  const hostile = io(() => assert.fail("no request"));
  const title = { ...def(), catalog: { ...def().catalog, title: "T\u001b[2J\u009b\nx" } };
  assert.equal(await cliMain(["--help"], hostile.value, title), 0);
  assert.match(hostile.stdout(), /client of T\\u001b\[2J\\u009b x \(catalog/);
  assert.doesNotMatch(hostile.stdout(), /[\u001b\u009b]/);
  assert.equal(cliEnvPrefix({ ...CATALOG, name: "agent-sandbox.v2" }), "AGENT_SANDBOX_V2");
});

test("usage errors exit 2 with one line on stderr", async () => {
  for (const argv of [["nope"], ["call"], ["call", "files.find", "--arg", "depth=x"], ["call", "files.find", "--arg", "hidden=yes"],
    ["call", "files.find", "--bogus"], ["describe", "no.such"], ["ops", "--output", "yaml"]]) {
    const x = io(() => assert.fail("no request"));
    assert.equal(await run(argv, x), 2, argv.join(" ") + ": " + x.stderr());
    assert.equal(x.stderr().split("\n").length, 2, x.stderr());
  }
  const bare = io(() => assert.fail("no request"));
  assert.equal(await run([], bare), 2);
  assert.match(bare.stderr(), /^Usage: rt <command>/);
});

test("call: --arg values coerced by the param schema, repeated keys make arrays, --params merged under them", async () => {
  const x = io(() => Response.json({ ok: true }));
  const code = await run(["call", "files.find", "--params", "{\"meta\": {\"a\": 1}, \"path\": \"/x\"}", "--arg", "path=/tmp", "--arg", "depth=3",
    "--arg", "hidden=true", "--arg", "tags=a", "--arg", "tags=b", "--arg", "sizes=1.5", "--output", "json"], x);
  assert.equal(code, 0, x.stderr());
  assert.deepEqual(JSON.parse(String(x.seen[0].body)), { meta: { a: 1 }, path: "/tmp", depth: 3, hidden: true, tags: ["a", "b"], sizes: [1.5] });
  assert.equal(x.stdout(), "{\"ok\":true}\n");
});

test("errors: one stderr line (class, E-code, wire code, op, request id) and the family's exit code", async () => {
  for (const [status, code, exit, cls] of [[401, "auth.bad", 3, "AuthError"], [403, "op.not_enabled", 4, "NotEnabledError"],
    [503, "x.y", 75, "UnavailableError"], [400, "args.invalid", 1, "ArgsError"]] as const) {
    const x = io(() => Response.json({ error: { code, message: "no\nway" } }, { status, headers: { "X-Request-Id": "rid-1" } }));
    assert.equal(await run(["call", "commands.run"], x), exit);
    assert.equal(x.stderr(), "error: " + cls + " " + ({ 3: "E2", 4: "E4", 75: "E7", 1: "E5" })[exit] + " " + code
      + " op=commands.run request_id=rid-1: no way\n");
  }
  const json = io(() => Response.json({ error: { code: "auth.bad", message: "m" } }, { status: 401, headers: { "X-Request-Id": "r" } }));
  assert.equal(await run(["call", "commands.run", "--output", "json"], json), 3);
  assert.deepEqual(JSON.parse(json.stderr()), { error: { catalog_class: "AuthError", code: "E2", error_code: "auth.bad", status: 401,
    exit_family: "auth", exit_code: 3, op: "commands.run", request_id: "r", message: "m" } });
  assert.equal(json.stderr().split("\n").length, 2);
  const down = io(() => Promise.reject(new TypeError("fetch failed")));
  assert.equal(await run(["call", "commands.run"], down), 75);
  assert.match(down.stderr(), /^error: UnavailableError E7 - op=commands\.run request_id=[0-9a-f-]{36}: /);
});

test("stream: one JSON line per event as it arrives; download: --out or a non-terminal stdout; upload from --file or stdin", async () => {
  const x = io(() => new Response("{\"n\":1}\n{\"n\":2}\n"));
  assert.equal(await run(["call", "commands.stream"], x), 0);
  assert.equal(x.stdout(), "{\"n\":1}\n{\"n\":2}\n");
  const tty = io(() => assert.fail("no request"), {}, true);
  assert.equal(await run(["call", "files.download"], tty), 2);
  assert.match(tty.stderr(), /use --out/);
  const file = io(() => new Response(new Uint8Array([0, 1, 2])), {}, true);
  assert.equal(await run(["call", "files.download", "--out", "a.bin"], file), 0);
  assert.deepEqual([...file.files.get("a.bin")!], [0, 1, 2]);
  const up = io(async (s) => Response.json({ size: new Uint8Array(await new Response(s.body as BodyInit).arrayBuffer()).length }));
  assert.equal(await run(["call", "files.upload", "--output", "json"], up), 0);
  assert.equal(up.stdout(), "{\"size\":10}\n");
  assert.equal(await run(["call", "files.upload", "--file", "b.txt", "--output", "json"], up), 0);
  assert.equal(up.stdout(), "{\"size\":10}\n{\"size\":10}\n");
});

test("jobs: --no-wait prints the pending handle, resume finishes it", async () => {
  const x = io((s) => s.url.endsWith("jobs.start") ? Response.json({ job_id: "j1", status: "pending", retry_after: 0 }, { status: 202 })
    : Response.json({ status: "succeeded", result: { done: 1 } }));
  assert.equal(await run(["call", "jobs.start", "--no-wait", "--output", "json"], x), 0);
  const handle = x.stdout().trim();
  assert.deepEqual(JSON.parse(handle), { op: "jobs.start", job_id: "j1", status: "pending", retry_after: 0 });
  assert.equal(await run(["resume", handle, "--output", "json"], x), 0);
  assert.equal(await run(["call", "jobs.start", "--output", "json"], x), 0);
  assert.equal(x.stdout(), handle + "\n{\"done\":1}\n{\"done\":1}\n");
  assert.deepEqual(JSON.parse(String(x.seen[1].body)), { job_id: "j1" });
});

test("aliases warn on stderr; --verbose and <NAME>_LOG show the exchange with the token redacted; ops sends nothing without --discover", async () => {
  const x = io(() => Response.json({}), { env: { RUNTIME_TEST_TOKEN: "s3cret" } });
  assert.equal(await run(["call", "fs.ls", "--verbose"], x), 0);
  assert.match(x.stderr(), /^warning: fs\.ls is a deprecated alias of files\.list \(removed in 2\.0\)\n/);
  assert.match(x.stderr(), /> authorization: Bearer \*\*\*\n/);
  assert.doesNotMatch(x.stderr(), /s3cret/);
  assert.equal(x.seen[0].headers.get("authorization"), "Bearer s3cret");
  const logged = io(() => Response.json({}), { env: { RUNTIME_TEST_TOKEN: "s3cret", RUNTIME_TEST_LOG: "debug" } });
  assert.equal(await run(["call", "files.list"], logged), 0);
  assert.match(logged.stderr(), /^response op=files\.list method=POST path=\/ops\/files\.list status=200 request_id=\S+ attempt=1 duration_ms=\d+$/m);
  assert.match(logged.stderr(), /"authorization":"\*\*\*"/);
  assert.doesNotMatch(logged.stderr(), /s3cret/);
  const ops = io(() => assert.fail("no request"));
  assert.equal(await run(["ops"], ops), 0);
  assert.match(ops.stdout(), /^  fs\.ls +alias +-> files\.list/m);
});

test("ops marks enabled, disabled and server-only ops; check calls the check op; doctor exits 1 unreachable", async () => {
  const x = io((s) => s.url.endsWith("/capabilities")
    ? Response.json({ sdk_version: "1.2.3", ops: { "files.list": { enabled: true, limits: { max: 5 } }, "commands.run": { enabled: false },
      "custom.grade": { enabled: true } } })
    : s.url.endsWith("/ops") ? Response.json({ ops: [{ id: "custom.grade", kind: "call", summary: "Grade", http: { method: "POST", path: "/g" } }] })
      : Response.json({ allowed: true }));
  assert.equal(await discovering(["ops"], x), 0);
  assert.deepEqual(x.seen.map((s) => s.method + " " + new URL(s.url).pathname), ["GET /capabilities", "GET /ops"]);
  assert.match(x.stdout(), /^  files\.list +call +enabled +files\.list \{max=5\}$/m);
  assert.match(x.stdout(), /^  commands\.run +call +disabled /m);
  assert.match(x.stdout(), /^  jobs\.start +job +absent /m);
  assert.match(x.stdout(), /^\+ custom\.grade +call +enabled +Grade \[server only/m);
  const check = io((s) => Response.json({ allowed: JSON.parse(String(s.body)).op === "files.find" }));
  assert.equal(await run(["check", "files.find", "--arg", "path=/", "--output", "json"], check), 0);
  assert.deepEqual(JSON.parse(String(check.seen[0].body)), { op: "files.find", args: { path: "/" } });
  assert.equal(check.stdout(), "{\"allowed\":true}\n");
  const down = io(() => Promise.reject(new TypeError("fetch failed")));
  assert.equal(await run(["doctor", "--output", "json"], down), 1);
  assert.equal(JSON.parse(down.stdout()).reachable, false);
  assert.equal(await run(["doctor"], x), 0);
  assert.match(x.stdout(), /^missing_on_server: files\.download, /m);
});

test("describe shows the op's examples, as text (one line each, control characters escaped) and as JSON", async () => {
  const x = io(() => assert.fail("no request"));
  assert.equal(await run(["describe", "files.find"], x), 0);
  assert.match(x.stdout(), /^  examples:\n    \{"path":"\/tmp","depth":2\} -> \[\{"name":"a\\u009b"\}\]\n    \{"path":"\/"\} -> \(no result given\)\n$/m);
  assert.doesNotMatch(x.stdout(), /\u009b/);
  const j = io(() => assert.fail("no request"));
  assert.equal(await run(["describe", "files.find", "--output", "json"], j), 0);
  assert.deepEqual(JSON.parse(j.stdout()).examples, [{ params: { path: "/tmp", depth: 2 }, result: [{ name: "a\u009b" }] }, { params: { path: "/" }, result: null }]);
  const none = io(() => assert.fail("no request"));
  assert.equal(await run(["describe", "files.upload"], none), 0);
  assert.match(none.stdout(), /^  examples: none$/m);
});

test("doctor calls the catalog's health op when it names one, and says so when it names none", async () => {
  const caps = { sdk_version: "1.2.3", ops: { "files.list": { enabled: true } } };
  const withHealth = (): ClientDefinition => ({ ...def(), catalog: { ...def().catalog, server: { ...def().catalog.server, health_op: "files.list" } } });
  const healthy = io((s) => (s.url.endsWith("/capabilities") ? Response.json(caps) : s.url.endsWith("/ops") ? Response.json({ ops: [] })
    : Response.json({ status: "ok" })));
  assert.equal(await cliMain(["doctor"], healthy.value, withHealth()), 0, healthy.stderr());
  assert.match(healthy.stdout(), /^health: ok$/m);
  assert.ok(healthy.seen.some((s) => s.url.endsWith("/ops/files.list")), healthy.seen.map((s) => s.url).join(" "));
  const sick = io((s) => (s.url.endsWith("/capabilities") ? Response.json(caps) : s.url.endsWith("/ops") ? Response.json({ ops: [] })
    : Response.json({ error: { code: "x.y", message: "disk full" } }, { status: 503 })));
  assert.equal(await cliMain(["doctor", "--retries", "0", "--output", "json"], sick.value, withHealth()), 1, sick.stderr());
  const report = JSON.parse(sick.stdout());
  assert.match(report.health, /^failed \(UnavailableError .* x\.y op=files\.list .*disk full\)$/);
  assert.equal(report.ok, false);
  const undeclared = io((s) => (s.url.endsWith("/capabilities") ? Response.json(caps) : Response.json({ ops: [] })));
  assert.equal(await run(["doctor"], undeclared), 0);
  assert.match(undeclared.stdout(), /^health: not declared by the catalog$/m);
  assert.ok(undeclared.seen.every((s) => s.url.endsWith("/capabilities") || s.url.endsWith("/ops")), undeclared.seen.map((s) => s.url).join(" "));
});

test("--json: the params after call and check, --output json elsewhere; mounted with a prog, usage and help name it", async () => {
  const x = io(() => Response.json({ ok: true }));
  assert.equal(await run(["call", "files.find", "--json", "{\"path\": \"/x\"}", "--arg", "depth=2"], x), 0, x.stderr());
  assert.deepEqual(JSON.parse(String(x.seen[0].body)), { path: "/x", depth: 2 });
  assert.equal(x.stdout(), "{\n  \"ok\": true\n}\n", "--json giving the params leaves the output as text");
  const both = io(() => assert.fail("no request"));
  assert.equal(await run(["call", "files.find", "--json", "{}", "--params", "{}"], both), 2);
  const ops = io(() => assert.fail("no request"));
  assert.equal(await run(["ops", "--json"], ops), 0);
  assert.equal(JSON.parse(ops.stdout()).ops[0].id, "files.list");
  const help = io(() => assert.fail("no request"));
  assert.equal(await cliMain(["--help"], help.value, def(), { prog: "abx server" }), 0);
  assert.match(help.stdout(), /^Usage: abx server <command> \[options\]$/m);
  const wrong = io(() => assert.fail("no request"));
  assert.equal(await cliMain(["nope"], wrong.value, def(), { prog: "abx server" }), 2);
  assert.match(wrong.stderr(), /^abx server: unknown command 'nope' .*\(see abx server --help\)\n$/);
});

test("a call discovers once: an absent op fails before sending, a v1 server gets the legacy route and header", async () => {
  const absent = io((s) => (s.url.endsWith("/capabilities") ? Response.json({ sdk_version: "9.9", ops: { "files.list": { enabled: true } } })
    : assert.fail("no call of an op the server lacks")));
  assert.equal(await discovering(["call", "commands.run"], absent), 1);
  assert.match(absent.stderr(), /^error: MismatchError E6 - op=commands\.run .*sdk_version 9\.9/);
  assert.equal(absent.seen.length, 1);
  const v1 = io((s) => (s.url.endsWith("/capabilities") ? Response.json({ groups: ["filesystem"] }) : Response.json({ ok: 1 })),
    { env: { RUNTIME_TEST_TOKEN: "t" } });
  const legacy = def().catalog.ops.find((op) => op.legacy !== null);
  assert.ok(legacy !== undefined, "the fixture has an op with a legacy binding");
  assert.equal(await discovering(["call", legacy.id], v1), 0, v1.stderr());
  assert.equal(v1.seen.length, 2);
  assert.equal(new URL(v1.seen[1].url).pathname, legacy.legacy!.path);
  assert.equal(v1.seen[1].headers.get("x-access-token"), "t");
  assert.equal(v1.seen[1].headers.get("authorization"), null);
});
