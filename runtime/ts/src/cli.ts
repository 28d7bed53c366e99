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

/** Runs one command line; resolves to the process exit code. */
export async function cliMain(argv: readonly string[], io: CliIo, definition: ClientDefinition): Promise<number> {
  const catalog = definition.catalog;
  let flags: CliFlags;
  let positionals: string[];
  try {
    const parsed = parseArgs({ args: [...argv], options: CLI_OPTIONS, allowPositionals: true, strict: true });
    flags = parsed.values as CliFlags;
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
  const json = flags.output === "json";
  if (flags.output !== undefined && flags.output !== "json" && flags.output !== "text") {
    return usage(io, "--output is json or text, not '" + flags.output + "'");
  }
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

async function usage(io: CliIo, message: string): Promise<number> {
  await io.stderr.write(io.name + ": " + message + " (see " + io.name + " --help)\n");
  return CLI_USAGE_EXIT;
}
