// The command-line client: flat commands (`ops`, `describe`, `call`, `check`, `doctor`, `resume`)
// driven by the embedded runtime catalog document, so a new op needs no new CLI. Node only (it reads
// files, stdin and the environment); copied into a generated package only when it carries the CLI.
// Its entry is `cliMain(argv, io, definition)`, which returns the exit code and never exits itself.

import { parseArgs } from "node:util";
import { readFile, writeFile } from "node:fs/promises";
import { Core } from "./core.js";
import type { ClientDefinition, ServerClientOptions } from "./core.js";
import { JobPending } from "./discovery.js";
import type { CatalogAlias, CatalogDocument, CatalogOp, CatalogSchema } from "./document.js";
import { ApiError, exitCodeFor } from "./errors.js";
import { isObject, own } from "./values.js";

/** Where the CLI writes: text, or bytes for a download. */
export interface CliOut {
  write(chunk: string | Uint8Array): void | Promise<void>;
  readonly isTTY: boolean;
}

/** Everything the CLI touches outside itself, so a test can run many invocations in one process. */
export interface CliIo {
  readonly name: string;
  readonly env: { readonly [name: string]: string | undefined };
  readonly stdout: CliOut;
  readonly stderr: CliOut;
  readonly stdin: () => Promise<Uint8Array>;
  readonly readFile: (path: string) => Promise<Uint8Array>;
  readonly writeFile: (path: string, bytes: Uint8Array) => Promise<void>;
  readonly fetch?: typeof fetch;
}

/** The process's own streams, files and environment. */
export function nodeCliIo(name: string): CliIo {
  const out = (stream: NodeJS.WriteStream): CliOut => ({
    write: (chunk) => new Promise<void>((resolve, reject) => stream.write(chunk, (e) => (e ? reject(e) : resolve()))),
    isTTY: stream.isTTY === true,
  });
  return {
    name,
    env: process.env,
    stdout: out(process.stdout),
    stderr: out(process.stderr),
    stdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) {
        chunks.push(chunk as Buffer);
      }
      return new Uint8Array(Buffer.concat(chunks));
    },
    readFile: async (path) => new Uint8Array(await readFile(path)),
    writeFile: (path, bytes) => writeFile(path, bytes),
  };
}

/** A mistake in the command line: exit code 2. */
class UsageError extends Error {}

const USAGE_EXIT = 2;

const OPTIONS = {
  "base-url": { type: "string" },
  token: { type: "string" },
  "legacy-auth": { type: "boolean" },
  "gateway-header": { type: "string" },
  "gateway-token": { type: "string" },
  timeout: { type: "string" },
  retries: { type: "string" },
  output: { type: "string" },
  verbose: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean" },
  arg: { type: "string", multiple: true, short: "a" },
  params: { type: "string" },
  out: { type: "string", short: "o" },
  file: { type: "string", short: "f" },
  "no-wait": { type: "boolean" },
  resume: { type: "string" },
  discover: { type: "boolean" },
} as const;

type Flags = {
  readonly [K in keyof typeof OPTIONS]?: (typeof OPTIONS)[K] extends { multiple: true } ? string[]
    : (typeof OPTIONS)[K] extends { type: "boolean" } ? boolean : string;
};

const COMMANDS: { readonly [name: string]: { readonly args: string; readonly text: string; readonly flags: string } } = {
  ops: { args: "", text: "List the ops this client knows (with --discover: and what the server serves).", flags: "--discover" },
  describe: { args: "<op>", text: "Show an op: params, result, event, errors, kind, since, deprecation, alias target, examples.", flags: "" },
  call: {
    args: "<op>", text: "Call an op. Streams print one JSON event per line; downloads need --out or a non-terminal stdout.",
    flags: "--arg k=v ... --params JSON|@FILE --out FILE --file FILE --no-wait --resume PENDING",
  },
  check: { args: "<op>", text: "Ask the server whether a call would be allowed (its dry-run policy check).", flags: "--arg k=v ... --params JSON|@FILE" },
  doctor: { args: "", text: "Check the server: reachability, health, versions, auth mode, ops on either side only.", flags: "" },
  resume: { args: "<pending-json>", text: "Wait for a job started with `call --no-wait` (its printed pending handle).", flags: "" },
};

/** The environment variable prefix: the catalog name in upper case, other characters as `_`. */
export function cliEnvPrefix(catalog: CatalogDocument): string {
  return catalog.name.toUpperCase().replace(/[^A-Z0-9]+/g, "_").replace(/^_+|_+$/g, "");
}

/** Runs one command line; resolves to the process exit code. */
export async function cliMain(argv: readonly string[], io: CliIo, definition: ClientDefinition): Promise<number> {
  const catalog = definition.catalog;
  let flags: Flags;
  let positionals: string[];
  try {
    const parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
    flags = parsed.values as Flags;
    positionals = parsed.positionals;
  } catch (e) {
    return usage(io, (e as Error).message);
  }
  const [command, ...rest] = positionals;
  if (flags.version === true) {
    await io.stdout.write(io.name + " " + (catalog.sdk_version ?? catalog.catalog_version) + " (catalog " + catalog.name + " "
      + catalog.catalog_version + ", " + catalog.catalog_digest + ")\n");
    return 0;
  }
  if (command === undefined || command === "help" || (flags.help === true && !(command in COMMANDS))) {
    const bare = command === undefined && flags.help !== true;
    await (bare ? io.stderr : io.stdout).write(help(io.name, catalog, command === "help" ? rest[0] : undefined));
    return bare ? USAGE_EXIT : 0;
  }
  if (!Object.prototype.hasOwnProperty.call(COMMANDS, command)) {
    return usage(io, "unknown command '" + command + "' (commands: " + Object.keys(COMMANDS).join(", ") + ")");
  }
  if (flags.help === true) {
    await io.stdout.write(help(io.name, catalog, command));
    return 0;
  }
  const json = flags.output === "json";
  if (flags.output !== undefined && flags.output !== "json" && flags.output !== "text") {
    return usage(io, "--output is json or text, not '" + flags.output + "'");
  }
  let core: Core;
  try {
    core = new Core(definition, clientOptions(flags, io, catalog));
  } catch (e) {
    return usage(io, (e as Error).message);
  }
  const run = new Run(io, core, flags, json);
  try {
    switch (command) {
      case "ops":
        await run.ops(rest);
        return 0;
      case "describe":
        await run.describe(rest);
        return 0;
      case "call":
        await run.call(rest);
        return 0;
      case "check":
        await run.check(rest);
        return 0;
      case "doctor":
        return await run.doctor(rest);
      default:
        await run.resume(rest);
        return 0;
    }
  } catch (e) {
    if (e instanceof UsageError) {
      return usage(io, e.message);
    }
    await io.stderr.write((json ? JSON.stringify({ error: errorJson(e) }) : errorLine(e)) + "\n");
    return exitCodeFor(e);
  }
}

async function usage(io: CliIo, message: string): Promise<number> {
  await io.stderr.write(io.name + ": " + message + " (see " + io.name + " --help)\n");
  return USAGE_EXIT;
}

/** The one stderr line of an error: class, E-code, wire code, op, request id, message. */
export function errorLine(e: unknown): string {
  if (e instanceof ApiError) {
    return "error: " + e.catalogClass + " " + e.code + " " + (e.errorCode ?? "-") + " op=" + (e.op ?? "-") + " request_id="
      + (e.requestId ?? "-") + ": " + oneLine(e.errorMessage);
  }
  return "error: " + oneLine(e instanceof Error ? e.message : String(e));
}

/** An error as the one JSON line of `--output json`: the fields every generated error carries, wire-spelled. */
export function errorJson(e: unknown): { readonly [key: string]: unknown } {
  if (e instanceof ApiError) {
    return { catalog_class: e.catalogClass, code: e.code, error_code: e.errorCode, status: e.status, exit_family: e.exitFamily,
      exit_code: e.exitCode, op: e.op, request_id: e.requestId, message: e.errorMessage };
  }
  return { catalog_class: null, message: e instanceof Error ? e.message : String(e), exit_code: exitCodeFor(e) };
}

/**
 * Catalog or server text as one terminal line: line breaks become spaces, and every other control
 * character (C0, DEL, C1: escape sequences included) is shown as `\uXXXX` instead of reaching the terminal.
 */
function oneLine(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, " ")
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
}

function clientOptions(flags: Flags, io: CliIo, catalog: CatalogDocument): ServerClientOptions {
  const prefix = cliEnvPrefix(catalog);
  const env = (suffix: string): string | undefined => {
    const value = io.env[prefix + "_" + suffix];
    return value === undefined || value === "" ? undefined : value;
  };
  let timeoutMs: number | undefined;
  if (flags.timeout !== undefined) {
    const seconds = Number(flags.timeout);
    if (flags.timeout.trim() === "" || !Number.isFinite(seconds) || seconds < 0) {
      throw new Error("--timeout is a number of seconds, not '" + flags.timeout + "'");
    }
    timeoutMs = Math.round(seconds * 1000);
  }
  let maxRetries: number | undefined;
  if (flags.retries !== undefined) {
    maxRetries = Number(flags.retries);
    if (!/^[0-9]+$/.test(flags.retries)) {
      throw new Error("--retries is a whole number, not '" + flags.retries + "'");
    }
  }
  const token = flags.token ?? env("TOKEN");
  const gatewayToken = flags["gateway-token"] ?? env("GATEWAY_TOKEN");
  // Without a header name, the client sends a gateway token in the runtime catalog's default header.
  const gatewayHeader = flags["gateway-header"] ?? env("GATEWAY_HEADER");
  const baseFetch = io.fetch ?? fetch;
  const secrets = [token, gatewayToken].filter((s): s is string => s !== undefined && s !== "");
  return {
    baseUrl: flags["base-url"] ?? env("URL"),
    token,
    legacyAuth: flags["legacy-auth"] === true,
    gatewayHeader,
    gatewayToken,
    timeoutMs,
    maxRetries,
    fetch: flags.verbose === true ? verboseFetch(baseFetch, io.stderr, secrets) : baseFetch,
  };
}

/** A fetch that logs each exchange on stderr, every token replaced by `***`. */
function verboseFetch(inner: typeof fetch, err: CliOut, secrets: readonly string[]): typeof fetch {
  const redact = (text: string): string => secrets.reduce((t, s) => t.split(s).join("***"), text);
  return (async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    let lines = "> " + (init?.method ?? "GET") + " " + redact(String(url)) + "\n";
    headers.forEach((value, name) => {
      lines += "> " + name + ": " + redact(value) + "\n";
    });
    if (typeof init?.body === "string") {
      lines += "> " + redact(init.body) + "\n";
    }
    await err.write(lines);
    const response = await inner(url, init);
    let back = "< " + response.status + " " + response.statusText + "\n";
    response.headers.forEach((value, name) => {
      back += "< " + name + ": " + redact(value) + "\n";
    });
    await err.write(back);
    return response;
  }) as typeof fetch;
}

function help(name: string, catalog: CatalogDocument, command: string | undefined): string {
  const prefix = cliEnvPrefix(catalog);
  let text = "";
  if (command !== undefined && Object.prototype.hasOwnProperty.call(COMMANDS, command)) {
    const c = COMMANDS[command];
    text += "Usage: " + name + " " + command + (c.args === "" ? "" : " " + c.args) + " [options]\n\n" + c.text + "\n";
    if (c.flags !== "") {
      text += "\nOptions: " + c.flags + "\n";
    }
  } else {
    text += "Usage: " + name + " <command> [options]\n\nThe command-line client of " + oneLine(catalog.title) + " (catalog "
      + catalog.catalog_version + ").\n\nCommands:\n";
    for (const [key, c] of Object.entries(COMMANDS)) {
      text += "  " + (key + (c.args === "" ? "" : " " + c.args)).padEnd(24) + " " + c.text + "\n";
    }
  }
  text += "\nGlobal options:\n"
    + "  --base-url URL        server base URL (env " + prefix + "_URL; default " + "http://127.0.0.1:" + catalog.server.default_port + ")\n"
    + "  --token TOKEN         server token (env " + prefix + "_TOKEN)\n"
    + "  --legacy-auth         send the token in " + (catalog.auth.legacy_header ?? "the legacy header") + "\n"
    + "  --gateway-token TOKEN gateway token (env " + prefix + "_GATEWAY_TOKEN), header --gateway-header (default X-Gateway-Token)\n"
    + "  --timeout SECONDS     per-try timeout (default 60)\n"
    + "  --retries N           retries of idempotent ops (default 2)\n"
    + "  --output json|text    output format (default text)\n"
    + "  --verbose             the HTTP exchange on stderr, tokens redacted\n"
    + "  --help, --version\n";
  text += "\nOps:\n" + opLines(catalog).join("");
  return text;
}

function opLines(catalog: CatalogDocument): string[] {
  const width = Math.max(0, ...catalog.ops.map((op) => op.id.length), ...catalog.aliases.map((a) => a.alias.length));
  const lines = catalog.ops.map((op) => "  " + op.id.padEnd(width) + "  " + op.kind.padEnd(8) + "  " + oneLine(op.summary)
    + (op.deprecated !== null ? " [deprecated" + (op.deprecated.replacement !== null ? ": use " + op.deprecated.replacement : "") + "]" : "")
    + "\n");
  for (const a of catalog.aliases) {
    lines.push("  " + a.alias.padEnd(width) + "  " + "alias".padEnd(8) + "  -> " + a.target + " [deprecated alias"
      + (a.remove_in !== null ? ", removed in " + a.remove_in : "") + "]\n");
  }
  return lines;
}

/** One invocation's state. */
class Run {
  constructor(readonly io: CliIo, readonly core: Core, readonly flags: Flags, readonly json: boolean) {}

  private get catalog(): CatalogDocument {
    return this.core.catalog;
  }

  private async print(value: unknown): Promise<void> {
    await this.io.stdout.write((this.json ? JSON.stringify(value) : JSON.stringify(value, null, 2)) + "\n");
  }

  private one(rest: readonly string[], what: string): string {
    if (rest.length !== 1) {
      throw new UsageError("expected " + what + (rest.length > 1 ? ", got " + rest.length + " arguments" : ""));
    }
    return rest[0];
  }

  /** An alias of this id (an op alias, or a namespace alias whose prefix it starts with), if any. */
  private alias(id: string): { readonly alias: CatalogAlias; readonly target: string } | null {
    for (const a of this.catalog.aliases) {
      if (!a.namespace && a.alias === id) {
        return { alias: a, target: a.target };
      }
      if (a.namespace && id.startsWith(a.alias.slice(0, -1))) {
        return { alias: a, target: a.target.slice(0, -1) + id.slice(a.alias.length - 1) };
      }
    }
    return null;
  }

  async ops(rest: readonly string[]): Promise<void> {
    if (rest.length > 0) {
      throw new UsageError("ops takes no arguments");
    }
    if (this.flags.discover !== true) {
      if (this.json) {
        await this.print({
          ops: this.catalog.ops.map((op) => ({ id: op.id, kind: op.kind, summary: op.summary, deprecated: op.deprecated !== null })),
          aliases: this.catalog.aliases.map((a) => ({ alias: a.alias, target: a.target })),
        });
      } else {
        await this.io.stdout.write(opLines(this.catalog).join(""));
      }
      return;
    }
    const found = await this.core.discover();
    const served = await this.core.serverOps();
    const rows = this.catalog.ops.map((op) => ({
      id: op.id, kind: op.kind, summary: op.summary, deprecated: op.deprecated !== null,
      server: !found.has(op.id) ? "absent" : found.can(op.id) ? "enabled" : "disabled",
      limits: found.generation === "v2.1" ? limitsOf(found.body, op.id) : {},
    }));
    const extra = [...served.values()].filter((op) => this.core.knownOp(op.id) === undefined)
      .map((op) => ({ id: op.id, kind: op.kind, summary: op.summary, server: found.has(op.id) && !found.can(op.id) ? "disabled" : "enabled" }));
    if (this.json) {
      await this.print({ server: { generation: found.generation, sdk_version: found.sdkVersion }, ops: rows, server_only: extra });
      return;
    }
    const width = Math.max(0, ...rows.map((r) => r.id.length), ...extra.map((r) => r.id.length));
    let text = "";
    for (const r of rows) {
      const limits = oneLine(Object.entries(r.limits).map(([k, v]) => k + "=" + JSON.stringify(v)).join(" "));
      text += "  " + r.id.padEnd(width) + "  " + r.kind.padEnd(8) + "  " + r.server.padEnd(8) + "  " + oneLine(r.summary)
        + (r.deprecated ? " [deprecated]" : "") + (limits !== "" ? " {" + limits + "}" : "") + "\n";
    }
    for (const r of extra) {
      text += "+ " + r.id.padEnd(width) + "  " + r.kind.padEnd(8) + "  " + r.server.padEnd(8) + "  " + oneLine(r.summary)
        + " [server only: reached through the dynamic fallback]\n";
    }
    await this.io.stdout.write(text);
  }

  async describe(rest: readonly string[]): Promise<void> {
    const id = this.one(rest, "one op id");
    const aliased = this.alias(id);
    const op = this.core.knownOp(aliased?.target ?? id);
    if (op === undefined) {
      throw new UsageError("unknown op '" + id + "' (see " + this.io.name + " ops)");
    }
    const params = paramRows(op.params, this.catalog.types);
    const errors = this.catalog.errors.filter((row) => row.wire.some((w) => op.errors.includes(w)))
      .map((row) => ({ class: row.class, code: row.code, wire: row.wire, exit_code: row.exit_code }));
    if (this.json) {
      await this.print({ id: op.id, alias_of: aliased !== null ? aliased.target : null, kind: op.kind, summary: op.summary,
        since: op.since, deprecated: op.deprecated, idempotent: op.idempotent, params, result: op.result, event: op.event,
        job: op.job, errors: op.errors, error_classes: errors, limits: op.limits, examples: op.examples });
      return;
    }
    let text = (aliased !== null ? id + ": deprecated alias of " + op.id + "\n" : "") + op.id + " (" + op.kind + ")  " + oneLine(op.summary)
      + "\n";
    text += "  http: " + op.http.method + " " + op.http.path + (op.idempotent ? " (idempotent)" : "") + "\n";
    if (op.since !== null) {
      text += "  since: " + op.since + "\n";
    }
    if (op.deprecated !== null) {
      text += "  deprecated: since " + (op.deprecated.since ?? "?") + (op.deprecated.replacement !== null ? ", use " + op.deprecated.replacement : "")
        + (op.deprecated.note !== null ? " (" + oneLine(op.deprecated.note) + ")" : "") + "\n";
    }
    text += "  params:" + (params.length === 0 ? " none" : "") + "\n";
    for (const p of params) {
      text += "    " + p.name + ": " + p.type + (p.required ? " (required)" : "") + (p.default !== undefined ? " = " + JSON.stringify(p.default) : "")
        + (p.description !== "" ? "  " + oneLine(p.description) : "") + "\n";
    }
    text += "  result: " + (op.result === null ? "none" : oneLine(JSON.stringify(op.result))) + "\n";
    if (op.event !== null) {
      text += "  event: " + oneLine(JSON.stringify(op.event)) + "\n";
    }
    if (op.job !== null) {
      text += "  job: polled with " + op.job.status_op + " (" + op.job.id_param + ")\n";
    }
    for (const [k, v] of Object.entries(op.limits)) {
      text += "  limit " + oneLine(k) + ": " + oneLine(v) + "\n";
    }
    text += "  errors: " + (errors.length === 0 ? "none declared" : errors.map((e) => e.class + " " + e.code + " (exit " + e.exit_code + ")").join(", "))
      + "\n";
    text += "  examples:" + (op.examples.length === 0 ? " none" : "") + "\n";
    for (const example of op.examples) {
      text += "    " + oneLine(JSON.stringify(example.params ?? {})) + " -> "
        + (example.result === null ? "(no result given)" : oneLine(JSON.stringify(example.result))) + "\n";
    }
    await this.io.stdout.write(text);
  }

  /** The op behind an id (an alias warns on stderr), and the arguments from --params and --arg, coerced by its schema. */
  private async target(id: string): Promise<{ readonly op: CatalogOp; readonly legacy: boolean; readonly args: { [key: string]: unknown } }> {
    const aliased = this.alias(id);
    if (aliased !== null) {
      await this.io.stderr.write("warning: " + id + " is a deprecated alias of " + aliased.target
        + (aliased.alias.remove_in !== null ? " (removed in " + aliased.alias.remove_in + ")" : "") + "\n");
    }
    const { op } = await this.core.resolve(aliased?.target ?? id);
    if (op.deprecated !== null) {
      await this.io.stderr.write("warning: " + op.id + " is deprecated" + (op.deprecated.replacement !== null ? "; use " + op.deprecated.replacement : "") + "\n");
    }
    return { op, legacy: aliased !== null && aliased.alias.binding === "legacy", args: await this.args(op) };
  }

  private async args(op: CatalogOp): Promise<{ [key: string]: unknown }> {
    let args: { [key: string]: unknown } = {};
    const given = this.flags.params;
    if (given !== undefined) {
      const text = given.startsWith("@") ? new TextDecoder().decode(await this.io.readFile(given.slice(1))) : given;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (e) {
        throw new UsageError("--params is not JSON: " + (e as Error).message);
      }
      if (!isObject(parsed)) {
        throw new UsageError("--params must be a JSON object");
      }
      args = { ...parsed };
    }
    const properties = op.params !== null && isObject(own(op.params, "properties")) ? own(op.params, "properties") as CatalogSchema : {};
    const repeated = new Map<string, unknown[]>();
    for (const pair of this.flags.arg ?? []) {
      const eq = pair.indexOf("=");
      if (eq <= 0) {
        throw new UsageError("--arg takes key=value, not '" + pair + "'");
      }
      const key = pair.slice(0, eq);
      const schema = resolveRef(own(properties, key), this.catalog.types);
      if (schemaType(schema) === "array") {
        const items = resolveRef(own(schema!, "items"), this.catalog.types);
        const list = repeated.get(key) ?? [];
        list.push(coerce(key, pair.slice(eq + 1), items));
        repeated.set(key, list);
        args[key] = list;
      } else {
        args[key] = coerce(key, pair.slice(eq + 1), schema);
      }
    }
    return args;
  }

  async call(rest: readonly string[]): Promise<void> {
    if (this.flags.resume !== undefined) {
      if (rest.length > 0) {
        throw new UsageError("call --resume takes no op id (the pending handle names it)");
      }
      await this.resume([this.flags.resume]);
      return;
    }
    const { op, legacy, args } = await this.target(this.one(rest, "one op id"));
    if (op.kind === "download" && this.flags.out === undefined && this.io.stdout.isTTY) {
      throw new UsageError(op.id + " downloads bytes: not written to a terminal (use --out FILE, or redirect stdout)");
    }
    let upload: Uint8Array | undefined;
    if (op.kind === "upload") {
      upload = this.flags.file !== undefined ? await this.io.readFile(this.flags.file) : await this.io.stdin();
    }
    const result = await this.core.invoke(op.id, legacy, false, args, { wait: this.flags["no-wait"] !== true }, upload);
    switch (op.kind) {
      case "stream":
        for await (const event of result as AsyncIterable<unknown>) {
          await this.io.stdout.write(JSON.stringify(event) + "\n");
        }
        return;
      case "download":
        if (this.flags.out !== undefined) {
          await this.io.writeFile(this.flags.out, result as Uint8Array);
        } else {
          await this.io.stdout.write(result as Uint8Array);
        }
        return;
      default:
        if (result instanceof JobPending) {
          await this.print({ op: op.id, job_id: result.job_id, status: result.status, retry_after: result.retry_after });
        } else if (result !== null && result !== undefined) {
          await this.print(result);
        }
    }
  }

  async resume(rest: readonly string[]): Promise<void> {
    const text = this.one(rest, "the pending handle printed by call --no-wait");
    let pending: unknown;
    try {
      pending = JSON.parse(text);
    } catch (e) {
      throw new UsageError("the pending handle is not JSON: " + (e as Error).message);
    }
    const id = isObject(pending) ? own(pending, "op") : undefined;
    const op = typeof id === "string" ? this.core.knownOp(id) : undefined;
    if (!isObject(pending) || op === undefined || op.job === null || typeof own(pending, "job_id") !== "string") {
      throw new UsageError("the pending handle needs the op of a job this client knows and a job_id");
    }
    const result = await new JobPending(this.core, op, { ...pending, retry_after: 0 }).wait();
    await this.print(result);
  }

  async check(rest: readonly string[]): Promise<void> {
    const checkOp = this.catalog.server.check_op;
    if (checkOp === null) {
      throw new UsageError("this catalog names no check op");
    }
    const { op, args } = await this.target(this.one(rest, "one op id"));
    await this.print(await this.core.invoke(checkOp, false, false, { op: op.id, args }, undefined));
  }

  async doctor(rest: readonly string[]): Promise<number> {
    if (rest.length > 0) {
      throw new UsageError("doctor takes no arguments");
    }
    const catalog = this.catalog;
    const report: { [key: string]: unknown } = {
      base_url: this.core.baseUrl,
      auth: this.core.options.token === undefined ? "none" : this.core.legacyAuth ? "legacy header " + catalog.auth.legacy_header : "bearer",
      client: { catalog_version: catalog.catalog_version, sdk_version: catalog.sdk_version, catalog_digest: catalog.catalog_digest },
    };
    let ok = true;
    try {
      const found = await this.core.discover();
      const body = isObject(found.body) ? found.body : {};
      report["reachable"] = true;
      report["server"] = { generation: found.generation, catalog_version: own(body, "catalog_version") ?? null, sdk_version: found.sdkVersion };
      report["auth"] = this.core.options.token === undefined ? "none" : this.core.legacyAuth ? "legacy header " + catalog.auth.legacy_header : "bearer";
      const missing = catalog.ops.filter((op) => !found.has(op.id)).map((op) => op.id);
      report["missing_on_server"] = missing;
      try {
        const served = await this.core.serverOps();
        report["unknown_to_client"] = [...served.keys()].filter((id) => this.core.knownOp(id) === undefined);
      } catch (e) {
        report["unknown_to_client"] = null;
        report["ops_problem"] = errorLine(e).replace(/^error: /, "");
      }
      report["versions_match"] = found.sdkVersion === catalog.sdk_version;
      ok = missing.length < catalog.ops.length;
    } catch (e) {
      report["reachable"] = !(e instanceof ApiError && e.status === 0);
      report["problem"] = errorLine(e).replace(/^error: /, "");
      ok = false;
    }
    const healthOp = catalog.server.health_op;
    if (healthOp === null) {
      report["health"] = "not declared by the catalog";
    } else {
      try {
        await this.core.invoke(healthOp, false, false, {}, undefined);
        report["health"] = "ok";
      } catch (e) {
        report["health"] = "failed (" + errorLine(e).replace(/^error: /, "") + ")";
        ok = false;
      }
    }
    report["ok"] = ok;
    if (this.json) {
      await this.print(report);
    } else {
      let text = "";
      for (const [key, value] of Object.entries(report)) {
        text += key + ": " + (typeof value === "string" ? value : Array.isArray(value) ? (value.length === 0 ? "none" : value.join(", "))
          : JSON.stringify(value)) + "\n";
      }
      await this.io.stdout.write(text);
    }
    return ok ? 0 : 1;
  }
}

function limitsOf(body: unknown, id: string): { [key: string]: unknown } {
  const opsMap = isObject(body) ? own(body, "ops") : undefined;
  const entry = isObject(opsMap) ? own(opsMap, id) : undefined;
  const limits = isObject(entry) ? own(entry, "limits") : undefined;
  return isObject(limits) ? { ...limits } : {};
}

function resolveRef(schema: unknown, types: CatalogDocument["types"]): CatalogSchema | undefined {
  for (let depth = 0; isObject(schema) && typeof own(schema, "$ref") === "string" && depth < 16; depth++) {
    const ref = own(schema, "$ref") as string;
    schema = ref.startsWith("#/types/") && Object.prototype.hasOwnProperty.call(types, ref.slice(8)) ? types[ref.slice(8)] : undefined;
  }
  return isObject(schema) ? schema : undefined;
}

/** The schema's `type` (the first non-null one of a list), or null. */
function schemaType(schema: CatalogSchema | undefined): string | null {
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

/** A `--arg` value as the param's schema types it: numbers, booleans, JSON for objects, strings as given. */
function coerce(key: string, text: string, schema: CatalogSchema | undefined): unknown {
  const type = schemaType(schema);
  switch (type) {
    case "integer":
    case "number": {
      const n = Number(text);
      if (text.trim() === "" || !Number.isFinite(n) || (type === "integer" && !Number.isInteger(n))) {
        throw new UsageError("--arg " + key + " takes " + (type === "integer" ? "an integer" : "a number") + ", not '" + text + "'");
      }
      return n;
    }
    case "boolean":
      if (text !== "true" && text !== "false") {
        throw new UsageError("--arg " + key + " takes true or false, not '" + text + "'");
      }
      return text === "true";
    case "object":
    case "array":
      try {
        return JSON.parse(text) as unknown;
      } catch (e) {
        throw new UsageError("--arg " + key + " takes JSON: " + (e as Error).message);
      }
    case null:
      if (text === "null" && schema !== undefined) {
        return null;
      }
      return text;
    default:
      return text;
  }
}

interface ParamRow {
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  readonly default: unknown;
  readonly description: string;
}

function paramRows(params: CatalogSchema | null, types: CatalogDocument["types"]): ParamRow[] {
  const schema = resolveRef(params, types);
  const properties = schema !== undefined && isObject(own(schema, "properties")) ? own(schema, "properties") as CatalogSchema : {};
  const required = schema !== undefined && Array.isArray(own(schema, "required")) ? own(schema, "required") as unknown[] : [];
  return Object.keys(properties).map((name) => {
    const raw = own(properties, name);
    const p = resolveRef(raw, types);
    const ref = isObject(raw) && typeof own(raw, "$ref") === "string" ? (own(raw, "$ref") as string).replace("#/types/", "") : null;
    const items = p !== undefined && schemaType(p) === "array" ? resolveRef(own(p, "items"), types) : undefined;
    const type = ref ?? (schemaType(p) === "array" ? (schemaType(items) ?? "any") + "[]" : schemaType(p) ?? "any");
    const description = p !== undefined && typeof own(p, "description") === "string" ? own(p, "description") as string : "";
    return { name, type, required: required.includes(name), default: p === undefined ? undefined : own(p, "default"), description };
  });
}
