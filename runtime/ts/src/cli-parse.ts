// The command line's grammar: the CLI's own options, the command and its words, and, after the op id
// of `call` and `check`, the words that are the op's own options, which only the op's params can read
// (cli-op-options.ts) once the op is known, perhaps from the server. A mistake is a CliUsageError
// naming the nearest option.

import { cliDidYouMean } from "./cli-suggest.js";
import { cliOneLine, CliUsageError } from "./cli-text.js";

/** The CLI's own options: every command reads the same table, so an op's option cannot change what they mean. */
export const CLI_OPTIONS = {
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
  all: { type: "boolean" },
  resume: { type: "string" },
  discover: { type: "boolean" },
  "no-discover": { type: "boolean" },
  json: { type: "boolean" },
} as const satisfies { readonly [name: string]: { readonly type: "string" | "boolean"; readonly multiple?: true; readonly short?: string } };

export type CliFlags = {
  readonly [K in keyof typeof CLI_OPTIONS]?: (typeof CLI_OPTIONS)[K] extends { multiple: true } ? string[]
    : (typeof CLI_OPTIONS)[K] extends { type: "boolean" } ? boolean : string;
};

/** The commands whose op id is followed by the op's own options. */
export const CLI_OP_COMMANDS: ReadonlySet<string> = new Set(["call", "check"]);

export interface CliLine {
  readonly flags: CliFlags;
  /** The command and its words (for `call` and `check`: the op id and any word after `--`). */
  readonly positionals: readonly string[];
  /** After the op id of `call` or `check`: every word the CLI's own options do not take, in order. */
  readonly opWords: readonly string[];
}

type Spec = { readonly type: "string" | "boolean"; readonly multiple?: true; readonly short?: string };

function spec(name: string): Spec | undefined {
  return Object.prototype.hasOwnProperty.call(CLI_OPTIONS, name) ? (CLI_OPTIONS as { readonly [name: string]: Spec })[name] : undefined;
}

const SHORTS: ReadonlyMap<string, string> = new Map(Object.entries(CLI_OPTIONS as { readonly [name: string]: Spec })
  .flatMap(([name, s]) => (s.short !== undefined ? [[s.short, name] as const] : [])));

/** The CLI's own long options, spelt `--name`. */
export function cliOptionWords(): string[] {
  return Object.keys(CLI_OPTIONS).map((name) => "--" + name);
}

/**
 * Splits a command line. `--name=value` and `--name value` (`-a value`, `-avalue` for the short ones); `--` ends
 * the options. `--json` is the note's spelling of two options: followed by a JSON object on `call` and `check`
 * (`call OP --json '{...}'`) it gives the params, as `--params` does; anywhere else it is `--output json`.
 */
export function cliParse(argv: readonly string[]): CliLine {
  const flags: { [name: string]: unknown } = {};
  const positionals: string[] = [];
  const opWords: string[] = [];
  let jsonParams: string | undefined;
  const afterOp = (): boolean => CLI_OP_COMMANDS.has(positionals[0]) && positionals.length >= 2;
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i];
    if (word === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!word.startsWith("-") || word === "-") {
      (afterOp() ? opWords : positionals).push(word);
      continue;
    }
    const long = word.startsWith("--");
    const eq = word.indexOf("=");
    const name = long ? word.slice(2, eq < 0 ? undefined : eq) : SHORTS.get(word[1]) ?? "";
    const inline = long ? (eq < 0 ? undefined : word.slice(eq + 1)) : word.length > 2 ? word.slice(2) : undefined;
    const option = name === "" ? undefined : spec(name);
    if (option === undefined) {
      if (afterOp()) {
        opWords.push(word);
        continue;
      }
      throw unknownOption(word, positionals[0]);
    }
    const shown = "--" + name;
    if (option.type === "boolean") {
      if (inline !== undefined) {
        throw new CliUsageError(shown + " takes no value (given '" + cliOneLine(inline) + "')");
      }
      const next = argv[i + 1];
      if (name === "json" && CLI_OP_COMMANDS.has(positionals[0]) && next !== undefined && next.trimStart().startsWith("{")) {
        jsonParams = next;
        i++;
      } else {
        flags[name] = true;
      }
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined) {
      throw new CliUsageError(shown + " needs a value");
    }
    if (option.multiple === true) {
      flags[name] = [...((flags[name] as string[] | undefined) ?? []), value];
    } else {
      flags[name] = value;
    }
  }
  if (jsonParams !== undefined) {
    if (flags["params"] !== undefined) {
      throw new CliUsageError("--json '{...}' and --params both give the params: use one");
    }
    flags["params"] = jsonParams;
  }
  return { flags: flags as CliFlags, positionals, opWords };
}

function unknownOption(word: string, command: string | undefined): CliUsageError {
  const name = word.split("=")[0];
  const near = cliDidYouMean(name, cliOptionWords());
  const hint = near === "" && command !== undefined && CLI_OP_COMMANDS.has(command)
    ? " (an op's own options follow its id: " + command + " <op> " + cliOneLine(name) + " ...)" : near;
  return new CliUsageError("unknown option '" + cliOneLine(name) + "'" + hint);
}
