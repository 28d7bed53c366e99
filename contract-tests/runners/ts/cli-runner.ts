// Contract runner of the TypeScript command-line client (contract-tests/RUNNER-PROTOCOL.md, language
// `cli`): every call of the plan is one `call <op> --params JSON --output json` command line given to
// the CLI's `cliMain` in this one process, its stdout, stderr and exit code read back. Compiled with
// the TS runner (runtime/cli.ts beside the golden's runtime); run as `node cli-runner.js PLAN RESULTS`.

import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { catalog } from "./catalog-document.js";
import { ServerClient } from "./index.js";
import { cliMain } from "./runtime/cli.js";
import type { CliIo } from "./runtime/cli.js";
import { base64 } from "./runner.js";
import type { Plan, PlanCall } from "./runner.js";

/** What one command line did. */
export interface Invocation {
  readonly exit: number;
  readonly stdout: Uint8Array;
  readonly stderr: string;
}

/**
 * Runs one command line with `headers` added to every request (the mock's test controls) and `stdin` as standard
 * input; with `parent` (`abx`), through a small parent command that mounts the CLI as its `server` subcommand. With
 * `jobDeadlineMs`, a job's wait ends there instead of at the catalog's `jobs.deadline_seconds` (the CLI has no option
 * for it: the runner gives its CLI a catalog document with that deadline, as a call's `jobTimeoutMs` does in TS).
 */
export async function invoke(argv: readonly string[], headers: { readonly [name: string]: string } = {}, stdin = "",
  parent?: string, jobDeadlineMs?: number): Promise<Invocation> {
  const out: Uint8Array[] = [];
  const err: string[] = [];
  const io: CliIo = {
    name: "cli", env: {},
    stdout: { write: (c) => void out.push(typeof c === "string" ? new TextEncoder().encode(c) : c), isTTY: false },
    stderr: { write: (c) => void err.push(typeof c === "string" ? c : new TextDecoder().decode(c)), isTTY: false },
    stdin: async () => new TextEncoder().encode(stdin),
    readFile: async (path) => new Uint8Array(readFileSync(path)),
    writeFile: async (path, bytes) => writeFileSync(path, bytes),
    fetch: ((url: string | URL | Request, init?: RequestInit) => {
      const h = new Headers(init?.headers);
      for (const name of Object.keys(headers)) {
        h.set(name, headers[name]);
      }
      return fetch(url, { ...init, headers: h });
    }) as typeof fetch,
  };
  const defaults = catalog.client_defaults;
  const document = jobDeadlineMs === undefined ? catalog
    : { ...catalog, client_defaults: { ...defaults, jobs: { ...defaults.jobs, deadline_seconds: jobDeadlineMs / 1000 } } };
  const definition = { ...ServerClient.$definition, catalog: document };
  const exit = parent === undefined ? await cliMain(argv, io, definition) : await parentCommand(parent, argv, io, definition);
  const bytes = new Uint8Array(out.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of out) {
    bytes.set(c, at);
    at += c.length;
  }
  return { exit, stdout: bytes, stderr: err.join("") };
}

/**
 * A larger CLI (`abx`) with the generated one mounted as its `server` subcommand, as an application embeds it:
 * `abx server <words>` runs `cliMain(<words>, io, definition, {prog: "abx server"})`; anything else is its own
 * usage error.
 */
async function parentCommand(name: string, argv: readonly string[], io: CliIo, definition: typeof ServerClient.$definition): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === "server") {
    return cliMain(rest, io, definition, { prog: name + " server" });
  }
  await io.stderr.write(name + ": unknown command '" + String(sub) + "' (commands: server)\n");
  return 2;
}

/** The RESULTS line of one call: the error from the stderr JSON line, its exit code checked against the row's. */
async function runCall(call: PlanCall, plan: Plan): Promise<object> {
  const token = call.admin ? plan.admin_token ?? plan.token : plan.token;
  // The CLI reaches an alias by its name (the TS member path spells it on the wire), an op by its id.
  const name = call.members["ts"] ?? call.op;
  const argv = ["call", name, "--params", JSON.stringify(call.args ?? {}), "--output", "json", "--base-url", call.base_url ?? plan.base_url,
    "--retries", String(call.max_retries ?? 0)];
  if (token !== null) {
    argv.push("--token", token);
  }
  if (plan.gateway_token !== undefined && plan.gateway_token !== null) {
    argv.push("--gateway-token", plan.gateway_token);
  }
  if (call.legacy_auth === true) {
    argv.push("--legacy-auth");
  }
  // The plan's per-call limit, as the other columns pass it to their clients: each try's, and a job's whole wait.
  if (call.timeout_ms !== undefined) {
    argv.push("--timeout", String(call.timeout_ms / 1000));
  }
  const headers: { [name: string]: string } = { ...(call.headers ?? {}) };
  if (call.stream_error !== null && call.stream_error !== undefined) {
    headers["X-Mock-Stream-Error"] = call.stream_error;
  }
  const run = await invoke(argv, headers, call.body ?? "", undefined, call.job_timeout_ms);
  const text = new TextDecoder().decode(run.stdout);
  const lines = run.stderr.split("\n").filter((l) => l !== "" && !l.startsWith("warning: "));
  if (run.exit !== 0) {
    if (lines.length !== 1) {
      return { id: call.id, lang: "cli", outcome: "crash", message: "exit " + run.exit + " with stderr " + JSON.stringify(run.stderr) };
    }
    const error = (JSON.parse(lines[0]) as { error: { [key: string]: unknown } }).error;
    if (error["catalog_class"] === null || error["exit_code"] !== run.exit) {
      return { id: call.id, lang: "cli", outcome: "crash", message: "exit " + run.exit + ": " + lines[0] };
    }
    // The protocol's `text` is the error's text: the CLI's JSON line calls it `message`.
    return { id: call.id, lang: "cli", outcome: "error", error: { ...error, text: error["message"] } };
  }
  if (lines.length > 0) {
    return { id: call.id, lang: "cli", outcome: "crash", message: "exit 0 with stderr " + JSON.stringify(run.stderr) };
  }
  let result: unknown;
  if (call.kind === "download") {
    result = { base64: base64(run.stdout) };
  } else if (call.kind === "stream") {
    result = text.split("\n").filter((l) => l !== "").map((l) => JSON.parse(l) as unknown);
  } else {
    result = text === "" ? null : (JSON.parse(text) as unknown);
  }
  return { id: call.id, lang: "cli", outcome: "ok", result };
}

/** Runs every call of the plan in order and writes one JSON line per call. */
export async function runPlan(planPath: string, resultsPath: string): Promise<void> {
  const plan = JSON.parse(readFileSync(planPath, "utf8")) as Plan;
  const lines: string[] = [];
  for (const call of plan.calls) {
    lines.push(JSON.stringify(await runCall(call, plan)));
  }
  writeFileSync(resultsPath, lines.map((line) => line + "\n").join(""), "utf8");
}

const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(entry).href) {
  const [planPath, resultsPath] = process.argv.slice(2);
  if (planPath === undefined || resultsPath === undefined) {
    process.stderr.write("usage: node cli-runner.js PLAN.json RESULTS.jsonl\n");
    process.exit(2);
  }
  runPlan(planPath, resultsPath).catch((error: unknown) => {
    process.stderr.write("cli runner failed: " + (error instanceof Error ? error.stack ?? error.message : String(error)) + "\n");
    process.exit(1);
  });
}
