// One invocation of the command-line client: its commands over a Core.

import { cliParamRows } from "./cli-args.js";
import type { CliIo } from "./cli.js";
import { cliOpHelp } from "./cli-op-options.js";
import type { CliFlags, CliLine } from "./cli-parse.js";
import { CliTargets } from "./cli-target.js";
import { CLI_COMMANDS, cliOneLine, cliOpLines, CliUsageError, errorLine } from "./cli-text.js";
import type { Core } from "./core.js";
import { JobPending } from "./discovery.js";
import type { CatalogDocument, CatalogOp } from "./document.js";
import { ApiError } from "./errors.js";
import { walkItems } from "./pages.js";
import { isObject, own } from "./values.js";

/** One invocation's state. */
export class CliRun {
  readonly flags: CliFlags;
  private readonly targets: CliTargets;

  constructor(readonly io: CliIo, readonly core: Core, line: CliLine, readonly json: boolean) {
    this.flags = line.flags;
    this.targets = new CliTargets(io, core, line);
  }

  private get catalog(): CatalogDocument {
    return this.core.catalog;
  }

  private async print(value: unknown): Promise<void> {
    await this.io.stdout.write((this.json ? JSON.stringify(value) : JSON.stringify(value, null, 2)) + "\n");
  }

  private one(rest: readonly string[], what: string): string {
    if (rest.length !== 1) {
      throw new CliUsageError("expected " + what + (rest.length > 1 ? ", got " + rest.length + " arguments" : ""));
    }
    return rest[0];
  }

  /**
   * The invocation's one `GET /capabilities` (none with --no-discover), so calls take the binding the server
   * serves (a v1 or v1.x server's legacy route) and an op the server lacks fails with ContractMismatchError
   * before sending. A discovery that fails leaves the command undiscovered: the call's own answer decides.
   */
  private async discover(): Promise<void> {
    if (this.flags["no-discover"] === true) {
      return;
    }
    try {
      await this.core.discover();
    } catch {
      // Reported by the call itself, which meets the same server.
    }
  }

  async ops(rest: readonly string[]): Promise<void> {
    if (rest.length > 0) {
      throw new CliUsageError("ops takes no arguments");
    }
    if (this.flags["no-discover"] === true) {
      if (this.json) {
        await this.print({
          ops: this.catalog.ops.map((op) => ({ id: op.id, kind: op.kind, summary: op.summary, deprecated: op.deprecated !== null })),
          aliases: this.catalog.aliases.map((a) => ({ alias: a.alias, target: a.target })),
        });
      } else {
        await this.io.stdout.write(cliOpLines(this.catalog).join(""));
      }
      return;
    }
    // The effective ops: the client's, as the server reports them, and the ones only the server has, whose
    // kind and summary come from its `/ops` (fetched only when the capabilities name such an op).
    const found = await this.core.discover();
    const rows = this.catalog.ops.map((op) => ({
      id: op.id, kind: op.kind, summary: op.summary, deprecated: op.deprecated !== null,
      server: !found.has(op.id) ? "absent" : found.can(op.id) ? "enabled" : "disabled",
      limits: found.generation === "v2.1" ? limitsOf(found.body, op.id) : {},
    }));
    const reported = isObject(found.body) && isObject(own(found.body, "ops")) ? Object.keys(own(found.body, "ops") as object) : [];
    const unknown = reported.filter((id) => this.core.knownOp(id) === undefined);
    const served = unknown.length > 0 ? await this.core.serverOps() : new Map<string, CatalogOp>();
    const extra = unknown.map((id) => ({ id, kind: served.get(id)?.kind ?? "?", summary: served.get(id)?.summary ?? "",
      server: found.can(id) ? "enabled" : "disabled" }));
    if (this.json) {
      await this.print({ server: { generation: found.generation, sdk_version: found.sdkVersion }, ops: rows, server_only: extra });
      return;
    }
    const width = Math.max(0, ...rows.map((r) => r.id.length), ...extra.map((r) => r.id.length));
    let text = "";
    for (const r of rows) {
      const limits = cliOneLine(Object.entries(r.limits).map(([k, v]) => k + "=" + JSON.stringify(v)).join(" "));
      text += "  " + r.id.padEnd(width) + "  " + r.kind.padEnd(8) + "  " + r.server.padEnd(8) + "  " + cliOneLine(r.summary)
        + (r.deprecated ? " [deprecated]" : "") + (limits !== "" ? " {" + limits + "}" : "") + "\n";
    }
    for (const r of extra) {
      text += "+ " + r.id.padEnd(width) + "  " + r.kind.padEnd(8) + "  " + r.server.padEnd(8) + "  " + cliOneLine(r.summary)
        + " [server only: reached through the dynamic fallback]\n";
    }
    await this.io.stdout.write(text);
  }

  async describe(rest: readonly string[]): Promise<void> {
    const id = this.one(rest, "one op id");
    // An op this client does not know is looked up in the server's `/ops` (unless --no-discover).
    const { op, aliased, dynamic: serverOnly } = await this.targets.lookup(id, this.flags["no-discover"] !== true);
    const params = cliParamRows(op.params, serverOnly ? this.core.serverTypes() : this.catalog.types);
    const errors = this.catalog.errors.filter((row) => row.wire.some((w) => op.errors.includes(w)))
      .map((row) => ({ class: row.class, code: row.code, wire: row.wire, exit_code: row.exit_code }));
    if (this.json) {
      await this.print({ id: op.id, alias_of: aliased !== null ? aliased.target : null, server_only: serverOnly, kind: op.kind, summary: op.summary,
        since: op.since, deprecated: op.deprecated, idempotent: op.idempotent, params, result: op.result, event: op.event,
        job: op.job, errors: op.errors, error_classes: errors, limits: op.limits, examples: op.examples });
      return;
    }
    let text = (aliased !== null ? id + ": deprecated alias of " + op.id + "\n" : "") + op.id + " (" + op.kind + ")  " + cliOneLine(op.summary)
      + "\n";
    text += "  http: " + op.http.method + " " + op.http.path + (op.idempotent ? " (idempotent)" : "") + "\n";
    if (serverOnly) {
      text += "  server only: from the server's " + this.catalog.server.ops_path + " (reached through the dynamic fallback)\n";
    }
    if (op.since !== null) {
      text += "  since: " + op.since + "\n";
    }
    if (op.deprecated !== null) {
      text += "  deprecated: since " + (op.deprecated.since ?? "?") + (op.deprecated.replacement !== null ? ", use " + op.deprecated.replacement : "")
        + (op.deprecated.note !== null ? " (" + cliOneLine(op.deprecated.note) + ")" : "") + "\n";
    }
    text += "  params:" + (params.length === 0 ? " none" : "") + "\n";
    for (const p of params) {
      text += "    " + cliOneLine(p.name) + ": " + cliOneLine(p.type) + (p.required ? " (required)" : "")
        + (p.default !== undefined ? " = " + cliOneLine(JSON.stringify(p.default)) : "")
        + (p.description !== "" ? "  " + cliOneLine(p.description) : "") + "\n";
    }
    text += "  result: " + (op.result === null ? "none" : cliOneLine(JSON.stringify(op.result))) + "\n";
    if (op.event !== null) {
      text += "  event: " + cliOneLine(JSON.stringify(op.event)) + "\n";
    }
    if (op.job !== null) {
      text += "  job: polled with " + op.job.status_op + " (" + op.job.id_param + ")\n";
    }
    for (const [k, v] of Object.entries(op.limits)) {
      text += "  limit " + cliOneLine(k) + ": " + cliOneLine(v) + "\n";
    }
    text += "  errors: " + (errors.length === 0 ? "none declared" : errors.map((e) => e.class + " " + e.code + " (exit " + e.exit_code + ")").join(", "))
      + "\n";
    text += "  examples:" + (op.examples.length === 0 ? " none" : "") + "\n";
    for (const example of op.examples) {
      text += "    " + cliOneLine(JSON.stringify(example.params ?? {})) + " -> "
        + (example.result === null ? "(no result given)" : cliOneLine(JSON.stringify(example.result))) + "\n";
    }
    await this.io.stdout.write(text);
  }

  /** `call OP --help`: the op's params as options, from the client's catalog or the server's `/ops`. */
  async opHelp(command: string, rest: readonly string[]): Promise<void> {
    const id = this.one(rest, "one op id");
    const found = await this.targets.lookup(id, this.flags["no-discover"] !== true);
    await this.io.stdout.write(cliOpHelp(this.io.name, command, id, found.op, this.targets.options(found), CLI_COMMANDS[command].flags
      .replace(/^--<param> VALUE \.\.\. \([^)]*\) /, "")));
  }

  async call(rest: readonly string[]): Promise<void> {
    if (this.flags.resume !== undefined) {
      if (rest.length > 0) {
        throw new CliUsageError("call --resume takes no op id (the pending handle names it)");
      }
      await this.resume([this.flags.resume]);
      return;
    }
    const id = this.one(rest, "one op id");
    await this.discover();
    const { op, legacy, args } = await this.targets.target("call", id);
    if (op.kind === "download" && this.flags.out === undefined && this.io.stdout.isTTY) {
      throw new CliUsageError(op.id + " downloads bytes: not written to a terminal (use --out FILE, or redirect stdout)");
    }
    if (this.flags.all === true) {
      // Every item of every page, one JSON line each as its page arrives (docs/cli-client.md, --all).
      if (op.pagination === null) {
        throw new CliUsageError(op.id + " has no pagination: --all is for paginated ops");
      }
      const page = (a: unknown): Promise<unknown> => this.core.invoke(op.id, legacy, false, a, undefined);
      for await (const item of walkItems(op.pagination, op.id, this.core.errors, args, page)) {
        await this.io.stdout.write(JSON.stringify(item) + "\n");
      }
      return;
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
      throw new CliUsageError("the pending handle is not JSON: " + (e as Error).message);
    }
    const id = isObject(pending) ? own(pending, "op") : undefined;
    const op = typeof id === "string" ? this.core.knownOp(id) : undefined;
    if (!isObject(pending) || op === undefined || op.job === null || typeof own(pending, "job_id") !== "string") {
      throw new CliUsageError("the pending handle needs the op of a job this client knows and a job_id");
    }
    await this.discover();
    const result = await new JobPending(this.core, op, { ...pending, retry_after: 0 }).wait();
    await this.print(result);
  }

  async check(rest: readonly string[]): Promise<void> {
    const checkOp = this.catalog.server.check_op;
    if (checkOp === null) {
      throw new CliUsageError("this catalog names no check op");
    }
    const id = this.one(rest, "one op id");
    await this.discover();
    const { op, args } = await this.targets.target("check", id);
    await this.print(await this.core.invoke(checkOp, false, false, { op: op.id, args }, undefined));
  }

  async doctor(rest: readonly string[]): Promise<number> {
    if (rest.length > 0) {
      throw new CliUsageError("doctor takes no arguments");
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
