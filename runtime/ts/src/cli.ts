// The command-line client: flat commands (`ops`, `describe`, `call`, `check`, `doctor`, `resume`)
// driven by the embedded runtime catalog document, so a new op needs no new CLI. Node only (it reads
// files, stdin and the environment); copied into a generated package only when it carries the CLI.
// Its entry is `cliMain(argv, io, definition)`, which returns the exit code and never exits itself.

import { readFile, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { cliClientOptions, CLI_OPTIONS } from "./cli-options.js";
import type { CliFlags } from "./cli-options.js";
import { CliRun } from "./cli-run.js";
import { CLI_COMMANDS, CLI_USAGE_EXIT, cliHelp, CliUsageError, errorJson, errorLine } from "./cli-text.js";
import { Core } from "./core.js";
import type { ClientDefinition } from "./core.js";
import { exitCodeFor } from "./errors.js";

export { cliEnvPrefix, errorJson, errorLine } from "./cli-text.js";

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

/** How a parent command mounts the CLI: `prog` is its name in usage, help and messages (`abx server`). */
export interface CliMount {
  readonly prog?: string;
}

/**
 * Runs one command line; resolves to the process exit code. A larger CLI mounts this one as a subcommand by
 * passing the words after its own (`abx server ops` → `["ops"]`) and `{prog: "abx server"}`.
 */
export async function cliMain(argv: readonly string[], cliIo: CliIo, definition: ClientDefinition, mount?: CliMount): Promise<number> {
  const io: CliIo = mount?.prog !== undefined ? { ...cliIo, name: mount.prog } : cliIo;
  const catalog = definition.catalog;
  let flags: CliFlags;
  let positionals: string[];
  try {
    ({ flags, positionals } = cliParse(argv));
  } catch (e) {
    return usage(io, (e as Error).message);
  }
  const [command, ...rest] = positionals;
  if (flags.version === true) {
    await io.stdout.write(io.name + " " + (catalog.sdk_version ?? catalog.catalog_version) + " (catalog " + catalog.name + " "
      + catalog.catalog_version + ", " + catalog.catalog_digest + ")\n");
    return 0;
  }
  if (command === undefined || command === "help" || (flags.help === true && !(command in CLI_COMMANDS))) {
    const bare = command === undefined && flags.help !== true;
    await (bare ? io.stderr : io.stdout).write(cliHelp(io.name, catalog, command === "help" ? rest[0] : undefined));
    return bare ? CLI_USAGE_EXIT : 0;
  }
  if (!Object.prototype.hasOwnProperty.call(CLI_COMMANDS, command)) {
    return usage(io, "unknown command '" + command + "' (commands: " + Object.keys(CLI_COMMANDS).join(", ") + ")");
  }
  if (flags.help === true) {
    await io.stdout.write(cliHelp(io.name, catalog, command));
    return 0;
  }
  if (flags.output !== undefined && flags.output !== "json" && flags.output !== "text") {
    return usage(io, "--output is json or text, not '" + flags.output + "'");
  }
  const json = flags.output === "json" || flags.json === true;
  let core: Core;
  try {
    core = new Core(definition, cliClientOptions(flags, io, catalog));
  } catch (e) {
    return usage(io, (e as Error).message);
  }
  const run = new CliRun(io, core, flags, json);
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
    if (e instanceof CliUsageError) {
      return usage(io, e.message);
    }
    await io.stderr.write((json ? JSON.stringify({ error: errorJson(e) }) : errorLine(e)) + "\n");
    return exitCodeFor(e);
  }
}

/**
 * The flags and positionals of a command line. `--json` is the note's spelling of two options: followed by a
 * JSON object on `call` and `check` (`call OP --json '{...}'`) it gives the params, as `--params` does;
 * anywhere else it is `--output json` (`ops --json`).
 */
function cliParse(argv: readonly string[]): { flags: CliFlags; positionals: string[] } {
  const parsed = parseArgs({ args: [...argv], options: CLI_OPTIONS, allowPositionals: true, strict: true, tokens: true });
  const flags: { [key: string]: unknown } = { ...parsed.values };
  const positionals = [...parsed.positionals];
  const command = positionals[0];
  if (flags["json"] === true && (command === "call" || command === "check")) {
    const tokens = parsed.tokens;
    const at = tokens.findIndex((t) => t.kind === "option" && t.name === "json");
    const next = tokens[at + 1];
    if (next !== undefined && next.kind === "positional" && next.value.trimStart().startsWith("{")) {
      if (flags["params"] !== undefined) {
        throw new Error("--json '{...}' and --params both give the params: use one");
      }
      flags["params"] = next.value;
      delete flags["json"];
      positionals.splice(tokens.slice(0, at + 1).filter((t) => t.kind === "positional").length, 1);
    }
  }
  return { flags: flags as CliFlags, positionals };
}

async function usage(io: CliIo, message: string): Promise<number> {
  await io.stderr.write(io.name + ": " + message + " (see " + io.name + " --help)\n");
  return CLI_USAGE_EXIT;
}
