import assert from "node:assert/strict";
import { test } from "node:test";
import { cliMain } from "../src/cli.js";
import type { CliIo } from "../src/cli.js";
import { cliDidYouMean, cliEditDistance, cliSuggest } from "../src/cli-suggest.js";
import type { ClientDefinition } from "../src/core.js";
import type { CatalogOp } from "../src/document.js";
import { binding } from "../src/values.js";
import { CATALOG, definition } from "./fixtures.js";

const FIND: CatalogOp = {
  id: "files.find", kind: "call", summary: "Find files", http: binding("POST", "/files/find"), legacy: null, idempotent: false,
  admin: false, client: true, scoped_params: [], result: null, event: null, stream_format: null, job: null, exit_check: null, pagination: null,
  errors: [], limits: {}, since: null, deprecated: null, examples: [],
  params: {
    type: "object", required: ["path"], additionalProperties: false,
    properties: {
      path: { type: "string", description: "where" }, max_depth: { type: "integer", default: 1 }, hidden: { type: "boolean" },
      tags: { type: "array", items: { type: "string" } }, sizes: { type: "array", items: { type: "number" } }, meta: { type: "object" },
      kind: { $ref: "#/types/Kind" }, level: { enum: ["low", 2, true, null] },
    },
  },
};

/** Every hostile string a catalog may hold where the help prints it: escapes, C1 controls, line breaks, quotes. */
const HOSTILE = "a\u001b[31mred\u001b[0m \u009b2J \"q\" 'q'\r\nnext\u2028line\u0007\u0000";
const ODD: CatalogOp = {
  ...FIND, id: "odd.op", summary: "Odd " + HOSTILE,
  params: {
    type: "object",
    properties: {
      [HOSTILE]: { type: "string", description: HOSTILE, default: HOSTILE },
      max_depth: { type: "integer", description: "one of two" }, "max-depth": { type: "integer", description: "two of two" },
      no_wait: { type: "boolean", description: "the CLI has --no-wait" },
      ["__proto__"]: { type: "string", description: "stays a param", enum: ["x", HOSTILE] },
    },
  },
} as unknown as CatalogOp;

function def(): ClientDefinition {
  return { ...definition(), catalog: { ...CATALOG, ops: [...CATALOG.ops, FIND, ODD], types: { Kind: { type: "string", enum: ["file", "dir"] } } } };
}

function io(): { value: CliIo; bodies: unknown[]; stdout: () => string; stderr: () => string } {
  const out: string[] = [];
  const err: string[] = [];
  const bodies: unknown[] = [];
  const value: CliIo = {
    name: "rt", env: {},
    stdout: { write: (c) => void out.push(String(c)), isTTY: false },
    stderr: { write: (c) => void err.push(String(c)), isTTY: false },
    stdin: async () => new Uint8Array(),
    readFile: async () => new Uint8Array(),
    writeFile: async () => undefined,
    fetch: (async (_url: string | URL | Request, init?: RequestInit) => {
      if (init?.body !== undefined && init.body !== null) {
        bodies.push(JSON.parse(String(init.body)));
      }
      return Response.json({ ok: true });
    }) as typeof fetch,
  };
  return { value, bodies, stdout: () => out.join(""), stderr: () => err.join("") };
}

async function call(...argv: string[]): Promise<{ exit: number; body: unknown; stderr: string }> {
  const x = io();
  const exit = await cliMain([...argv, "--no-discover", "--output", "json"], x.value, def());
  assert.ok(x.bodies.length <= 1);
  return { exit, body: x.bodies[0], stderr: x.stderr() };
}

test("an op's params are its options, typed by their schema; --arg and --params beside them", async () => {
  assert.deepEqual(await call("call", "files.find", "--path", "/x", "--max-depth", "3", "--hidden", "--tags", "a", "--tags=b", "--sizes", "-1.5",
    "--meta", "{\"a\": [1]}", "--kind", "dir"), { exit: 0, stderr: "",
    body: { path: "/x", max_depth: 3, hidden: true, tags: ["a", "b"], sizes: [-1.5], meta: { a: [1] }, kind: "dir" } });
  assert.deepEqual((await call("call", "files.find", "--path=--x", "--no-hidden", "--max_depth=2")).body, { path: "--x", hidden: false, max_depth: 2 });
  assert.deepEqual((await call("call", "files.find", "--hidden=false", "--params", "{\"path\": \"/p\", \"max_depth\": 1}", "--max-depth", "4")).body,
    { path: "/p", max_depth: 4, hidden: false }, "an option goes over --params, as --arg does");
  assert.deepEqual((await call("check", "files.find", "--path", "/c")).body, { op: "files.find", args: { path: "/c" } });
  for (const [text, value] of [["low", "low"], ["2", 2], ["true", true], ["null", null], ["other", "other"]] as const) {
    assert.deepEqual((await call("call", "files.find", "--path", "/e", "--level", text)).body, { path: "/e", level: value }, text);
  }
});

test("a mistake in an op's options is a usage error naming the nearest option and the op's help", async () => {
  const cases: [string[], string][] = [
    [["--pth", "/x"], "unknown option '--pth'; did you mean '--path'?"],
    [["--path", "/x", "--max-depth", "1.5"], "--max-depth takes an integer, not '1.5'"],
    [["--path", "/x", "--sizes", "many"], "--sizes takes a number, not 'many'"],
    [["--path", "/x", "--meta", "[1]"], "--meta takes a JSON object, not '[1]'"],
    [["--path", "/x", "--meta", "{"], "--meta takes JSON: "],
    [["--path", "/x", "--hidden=1"], "--hidden is a flag: no value, or =true or =false, not '1'"],
    [["--path", "/x", "--no-hidden=true"], "--no-hidden takes no value"],
    [["--path"], "--path needs a value (write --path=VALUE for one that starts with --)"],
    [["--path", "/x", "--path", "/y"], "path is given twice (--path and --path)"],
    [["--tags", "a", "--arg", "tags=b", "--path", "/x"], "tags is given twice (--arg tags and --tags): repeat one form"],
    [["--path", "/x", "stray"], "unexpected argument 'stray'"],
    [["--arg", "pth=/x"], "no param 'pth'; did you mean 'path'?"],
    [["--path", "/x", "-z"], "unknown option '-z'"],
    [["--path", "/x", "--verbos"], "unknown option '--verbos'; did you mean '--verbose'?"],
  ];
  for (const [words, message] of cases) {
    const ran = await call("call", "files.find", ...words);
    assert.equal(ran.exit, 2, words.join(" ") + ": " + ran.stderr);
    assert.ok(ran.stderr.startsWith("rt: " + message), words.join(" ") + ": " + ran.stderr);
    assert.ok(ran.stderr.endsWith(" (see rt call files.find --help)\n"), ran.stderr);
    assert.equal(ran.body, undefined, "nothing sent");
  }
  const before = await call("call", "--path", "/x", "files.find");
  assert.equal(before.stderr, "rt: unknown option '--path' (an op's own options follow its id: call <op> --path ...) (see rt --help)\n");
  const op = await call("call", "files.fnd");
  assert.equal(op.exit, 2);
  assert.equal(op.stderr, "rt: unknown op 'files.fnd'; did you mean 'files.find'? (see rt ops)\n");
});

test("call OP --help lists its params as options; catalog text in it is shown escaped, never as terminal controls", async () => {
  const x = io();
  assert.equal(await cliMain(["call", "files.find", "--help"], x.value, def()), 0);
  // The option column is as wide as its longest entry (at most 28), then two spaces.
  const row = (width: number, left: string, right: string): string => "  " + left.padEnd(width) + "  " + right + "\n";
  assert.equal(x.stdout().split("\nAlso:")[0], "Usage: rt call files.find [options]\n\nfiles.find: Find files\n\nIts params as options:\n"
    + row(17, "--path VALUE", "string (required)  where") + row(17, "--max-depth N", "integer = 1") + row(17, "--[no-]hidden", "boolean")
    + row(17, "--tags VALUE ...", "string[]") + row(17, "--sizes VALUE ...", "number[]") + row(17, "--meta JSON", "object")
    + row(17, "--kind VALUE", "Kind, one of \"file\" \"dir\"") + row(17, "--level VALUE", "any, one of \"low\" 2 true null"));
  const odd = io();
  assert.equal(await cliMain(["call", "odd.op", "--help"], odd.value, def()), 0);
  const text = odd.stdout();
  assert.doesNotMatch(text, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/, "no control character from the catalog reaches the terminal");
  // The name as a JSON string: its escapes, then C1 controls escaped and line separators made spaces as in all catalog text.
  const shown = "\"a\\u001b[31mred\\u001b[0m \\u009b2J \\\"q\\\" 'q'\\r\\nnext line\\u0007\\u0000\"";
  assert.ok(text.includes("\n  --arg " + shown + "=VALUE\n" + " ".repeat(32) + "string = " + shown
    + "  a\\u001b[31mred\\u001b[0m \\u009b2J \"q\" 'q' next line\\u0007\\u0000 [--arg only: its name is no option word]\n"), text);
  assert.ok(text.includes("\n" + row(28, "--arg max_depth=N", "integer  one of two [--arg only: another param's name also makes --max-depth]")
    + row(28, "--arg max-depth=N", "integer  two of two [--arg only: another param's name also makes --max-depth]")), text);
  assert.ok(text.includes("\n" + row(28, "--arg no_wait=true|false", "boolean  the CLI has --no-wait [--arg only: --no-wait is the CLI's own option]")),
    text);
  assert.ok(text.includes("\n" + row(28, "--arg \"__proto__\"=VALUE", "string, one of \"x\" " + shown
    + "  stays a param [--arg only: its name is no option word]")), text);
  assert.ok(text.startsWith("Usage: rt call odd.op [options]\n\nodd.op: Odd a\\u001b[31mred"), text);
  const ran = await call("call", "odd.op", "--arg", "__proto__=p", "--arg", HOSTILE + "=v", "--arg", "max_depth=2", "--arg", "max-depth=3");
  assert.equal(ran.exit, 0, ran.stderr);
  assert.deepEqual(Object.keys(ran.body as object), ["__proto__", HOSTILE, "max_depth", "max-depth"]);
  assert.equal(Object.getPrototypeOf(ran.body), Object.prototype);
});

test("suggestions: the nearest candidates by edit distance, or the ops under a namespace", () => {
  assert.equal(cliEditDistance("fiels.list", "files.list"), 1, "a swap of neighbours is one edit");
  assert.equal(cliEditDistance("kitten", "Sitting"), 3);
  assert.deepEqual(cliSuggest("fils.list", ["files.list", "files.stat", "fils.lists"]), ["files.list", "fils.lists"]);
  assert.deepEqual(cliSuggest("nope", ["ops", "call"]), [], "two edits in four letters is too far");
  assert.deepEqual(cliSuggest("files", ["files.list", "files.stat", "files.a", "files.b", "filesx.c"]), ["files.list", "files.stat", "files.a"]);
  assert.equal(cliDidYouMean("--outptu", ["--output", "--out"]), "; did you mean '--output'?");
  assert.equal(cliDidYouMean("zzz", ["--output"]), "");
  assert.equal(cliDidYouMean("ab", ["ac", "ad"]), "; did you mean 'ac' or 'ad'?");
});
