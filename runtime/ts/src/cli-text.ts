// The command-line client's words: its commands and help, the environment prefix, an error as one
// line or one JSON object, catalog text made safe for a terminal, and the usage error (exit code 2).

import type { CatalogDocument } from "./document.js";
import { ApiError, exitCodeFor } from "./errors.js";
import { envPrefix } from "./log.js";

/** A mistake in the command line: exit code 2. `see` is what to run to read about it (`call files.list --help`; default `--help`). */
export class CliUsageError extends Error {
  constructor(message: string, readonly see?: string) {
    super(message);
  }
}

export const CLI_USAGE_EXIT = 2;

export const CLI_COMMANDS: { readonly [name: string]: { readonly args: string; readonly text: string; readonly flags: string } } = {
  ops: {
    args: "", text: "List the effective ops: the client's, as the server reports them (enabled, disabled, absent), and the server's own.",
    flags: "--json --no-discover (the client's catalog only, no request)",
  },
  describe: { args: "<op>", text: "Show an op: params, result, event, errors, kind, since, deprecation, alias target, examples.", flags: "" },
  call: {
    args: "<op>", text: "Call an op. Streams print one JSON event per line; downloads need --out or a non-terminal stdout.",
    flags: "--<param> VALUE ... (the op's params: call <op> --help) --arg k=v ... --params JSON|@FILE (or --json JSON) --out FILE --file FILE"
      + " --no-wait --resume PENDING --all",
  },
  check: {
    args: "<op>", text: "Ask the server whether a call would be allowed (its dry-run policy check).",
    flags: "--<param> VALUE ... (the op's params: check <op> --help) --arg k=v ... --params JSON|@FILE (or --json JSON)",
  },
  doctor: { args: "", text: "Check the server: reachability, health, versions, auth mode, ops on either side only.", flags: "" },
  resume: { args: "<pending-json>", text: "Wait for a job started with `call --no-wait` (its printed pending handle).", flags: "" },
};

/** The environment variable prefix: the catalog name in upper case, other characters as `_`. */
export function cliEnvPrefix(catalog: CatalogDocument): string {
  return envPrefix(catalog.name);
}

/** The one stderr line of an error: class, E-code, wire code, op, request id, message. */
export function errorLine(e: unknown): string {
  if (e instanceof ApiError) {
    return "error: " + e.catalogClass + " " + e.code + " " + (e.errorCode ?? "-") + " op=" + (e.op ?? "-") + " request_id="
      + (e.requestId ?? "-") + ": " + cliOneLine(e.errorMessage);
  }
  return "error: " + cliOneLine(e instanceof Error ? e.message : String(e));
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
export function cliOneLine(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, " ")
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
}

export function cliHelp(name: string, catalog: CatalogDocument, command: string | undefined): string {
  const defaults = catalog.client_defaults;
  const prefix = cliEnvPrefix(catalog);
  let text = "";
  if (command !== undefined && Object.prototype.hasOwnProperty.call(CLI_COMMANDS, command)) {
    const c = CLI_COMMANDS[command];
    text += "Usage: " + name + " " + command + (c.args === "" ? "" : " " + c.args) + " [options]\n\n" + c.text + "\n";
    if (c.flags !== "") {
      text += "\nOptions: " + c.flags + "\n";
    }
  } else {
    text += "Usage: " + name + " <command> [options]\n\nThe command-line client of " + cliOneLine(catalog.title) + " (catalog "
      + catalog.catalog_version + ").\n\nCommands:\n";
    for (const [key, c] of Object.entries(CLI_COMMANDS)) {
      text += "  " + (key + (c.args === "" ? "" : " " + c.args)).padEnd(24) + " " + c.text + "\n";
    }
  }
  text += "\nGlobal options:\n"
    + "  --base-url URL        server base URL (env " + prefix + "_URL; default " + "http://127.0.0.1:" + catalog.server.default_port + ")\n"
    + "  --token TOKEN         server token (env " + prefix + "_TOKEN)\n"
    + "  --legacy-auth         send the token in " + (catalog.auth.legacy_header ?? "the legacy header") + "\n"
    + "  --gateway-token TOKEN gateway token (env " + prefix + "_GATEWAY_TOKEN), header --gateway-header (default "
    + defaults.gateway_header + ")\n"
    + "  --timeout SECONDS     per-try timeout (default " + defaults.timeout_seconds + ")\n"
    + "  --retries N           retries of idempotent ops (default " + defaults.retry.max_retries + ")\n"
    + "  --output json|text    output format (default text); --json is --output json\n"
    + "  --no-discover         no GET " + catalog.server.capabilities_path + " first (calls use the client's bindings as they are)\n"
    + "  --verbose             the HTTP exchange on stderr, tokens redacted (env " + prefix + "_LOG=info|debug: the client's log lines)\n"
    + "  --help, --version\n";
  text += "\nOps:\n" + cliOpLines(catalog).join("");
  return text;
}

export function cliOpLines(catalog: CatalogDocument): string[] {
  const width = Math.max(0, ...catalog.ops.map((op) => op.id.length), ...catalog.aliases.map((a) => a.alias.length));
  const lines = catalog.ops.map((op) => "  " + op.id.padEnd(width) + "  " + op.kind.padEnd(8) + "  " + cliOneLine(op.summary)
    + (op.deprecated !== null ? " [deprecated" + (op.deprecated.replacement !== null ? ": use " + op.deprecated.replacement : "") + "]" : "")
    + "\n");
  for (const a of catalog.aliases) {
    lines.push("  " + a.alias.padEnd(width) + "  " + "alias".padEnd(8) + "  -> " + a.target + " [deprecated alias"
      + (a.remove_in !== null ? ", removed in " + a.remove_in : "") + "]\n");
  }
  return lines;
}
