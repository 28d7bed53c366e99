// The command-line client: flat commands (`ops`, `describe`, `call`, `check`, `doctor`, `resume`)
// driven by the embedded runtime catalog document, so a new op needs no new CLI. Node only (it reads
// files, stdin and the environment); copied into a generated package only when it carries the CLI.
// Its entry is `cliMain(argv, io, definition)`, which returns the exit code and never exits itself.

import { readFile, writeFile } from "node:fs/promises";
import { cliClientOptions } from "./cli-options.js";
import { CLI_OP_COMMANDS, cliParse } from "./cli-parse.js";
import type { CliLine } from "./cli-parse.js";
import { CliRun } from "./cli-run.js";
import { cliDidYouMean } from "./cli-suggest.js";
import { CLI_COMMANDS, CLI_USAGE_EXIT, cliHelp, cliOneLine, CliUsageError, errorJson, errorLine } from "./cli-text.js";
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
  let line: CliLine;
  try {
    line = cliParse(argv);
  } catch (e) {
    return usage(io, e);
  }
  const { flags, positionals } = line;
  const [command, ...rest] = positionals;
  if (flags.version === true && CLI_OP_COMMANDS.has(command) && rest.length > 0) {
    // `call agents.codex.install --version 1.2` means the op's param, which the CLI's own --version hides.
    return usage(io, new CliUsageError("--version is the CLI's own option and takes no op: give a param version as --arg version=VALUE",
      command + " " + rest[0] + " --help"));
  }
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
    const near = cliDidYouMean(command, Object.keys(CLI_COMMANDS));
    return usage(io, new CliUsageError("unknown command '" + cliOneLine(command) + "'"
      + (near !== "" ? near : " (commands: " + Object.keys(CLI_COMMANDS).join(", ") + ")")));
  }
  const opHelp = flags.help === true && CLI_OP_COMMANDS.has(command) && rest.length > 0;
  if (flags.help === true && !opHelp) {
    await io.stdout.write(cliHelp(io.name, catalog, command));
    return 0;
  }
  if (flags.output !== undefined && flags.output !== "json" && flags.output !== "text") {
    return usage(io, new CliUsageError("--output is json or text, not '" + cliOneLine(flags.output) + "'"));
  }
  const json = flags.output === "json" || flags.json === true;
  let core: Core;
  try {
    core = new Core(definition, cliClientOptions(flags, io, catalog));
  } catch (e) {
    return usage(io, e);
  }
  const run = new CliRun(io, core, line, json);
  try {
    if (opHelp) {
      // The op's own help: its params as options (an op only the server has: from its /ops).
      await run.opHelp(command, rest);
      return 0;
    }
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
      return usage(io, e);
    }
    await io.stderr.write((json ? JSON.stringify({ error: errorJson(e) }) : errorLine(e)) + "\n");
    return exitCodeFor(e);
  }
}

/** A usage error: one stderr line naming what to read (the op's own help for a mistake in its options), exit 2. */
async function usage(io: CliIo, e: unknown): Promise<number> {
  const see = e instanceof CliUsageError && e.see !== undefined ? cliOneLine(e.see) : "--help";
  await io.stderr.write(io.name + ": " + (e as Error).message + " (see " + io.name + " " + see + ")\n");
  return CLI_USAGE_EXIT;
}
