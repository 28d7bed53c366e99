// An op's own options on the command line, made from its params: `call files.list --path /tmp
// --recursive`. Each param's option is its wire name with `_` written `-` (the wire spelling is accepted
// too); a boolean is a flag with its `--no-` form; an array repeats; an object takes JSON. A param whose
// name is no option word, or whose option the CLI or another param already has, is given with `--arg`.

import { cliCoerce, cliParamRows, cliResolveRef, cliSchemaType } from "./cli-args.js";
import type { CliParamRow, CliTypes } from "./cli-args.js";
import { cliDidYouMean } from "./cli-suggest.js";
import { cliOneLine, CliUsageError } from "./cli-text.js";
import type { CatalogSchema } from "./document.js";
import { isObject, own } from "./values.js";

/** One param as an option. */
export interface CliOpOption {
  readonly row: CliParamRow;
  /** Its option spellings without `--`: the `-` form first, then the wire spelling when it differs; empty: `--arg` only. */
  readonly names: readonly string[];
  /** A boolean's `--no-` form (without `--`), when no other option has that spelling. */
  readonly negation: string | null;
  /** Why it has no option of its own, for the help. */
  readonly why: string | null;
  readonly schema: CatalogSchema | undefined;
  /** The schema of each item, for an array. */
  readonly items: CatalogSchema | undefined;
  readonly type: string | null;
}

/** A name that can follow `--` as it is. */
const OPTION_WORD = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

/** The options of params `params`; `taken` holds the CLI's own option names (without `--`). */
export function cliOpOptions(params: CatalogSchema | null, types: CliTypes, taken: readonly string[]): CliOpOption[] {
  const schema = cliResolveRef(params, types);
  const properties = schema !== undefined && isObject(own(schema, "properties")) ? own(schema, "properties") as CatalogSchema : {};
  const rows = cliParamRows(params, types);
  const spellings = (name: string): string[] => (OPTION_WORD.test(name) ? [...new Set([name.replace(/_/g, "-"), name])] : []);
  const claims = new Map<string, number>();
  for (const row of rows) {
    for (const s of spellings(row.name)) {
      claims.set(s, (claims.get(s) ?? 0) + 1);
    }
  }
  const cli = new Set(taken);
  return rows.map((row) => {
    const resolved = cliResolveRef(own(properties, row.name), types);
    const type = cliSchemaType(resolved);
    // The wire spelling is another way to write the `-` form, never an option of its own.
    const all = spellings(row.name);
    const names = all.length > 0 && !cli.has(all[0]) && claims.get(all[0]) === 1 ? all.filter((s) => !cli.has(s) && claims.get(s) === 1) : [];
    const no = names.length > 0 && type === "boolean" && !names[0].startsWith("no-") ? "no-" + names[0] : null;
    const negation = no !== null && !cli.has(no) && !claims.has(no) ? no : null;
    const first = all[0];
    const why = names.length > 0 ? null : first === undefined ? "its name is no option word"
      : cli.has(first) ? "--" + first + " is the CLI's own option" : "another param's name also makes --" + first;
    const items = type === "array" && resolved !== undefined ? cliResolveRef(own(resolved, "items"), types) : undefined;
    return { row, names, negation, why, schema: resolved, items, type };
  });
}

/** Sets `key` as an own property, even `__proto__`. */
function put(args: { [key: string]: unknown }, key: string, value: unknown): void {
  Object.defineProperty(args, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * The arguments of a call: `base` (from --params), then each `--arg k=v` and each of the op's options over it.
 * A param given in two forms (`--path` and `--arg path=...`), or twice when it is not an array, is a usage error.
 */
export function cliOpArgs(options: readonly CliOpOption[], closed: boolean, base: { readonly [key: string]: unknown },
  pairs: readonly string[], words: readonly string[], cliWords: readonly string[]): { [key: string]: unknown } {
  const args: { [key: string]: unknown } = {};
  for (const key of Object.keys(base)) {
    put(args, key, base[key]);
  }
  const given = new Map<string, string>();
  const give = (option: CliOpOption | undefined, key: string, form: string, value: unknown): void => {
    const before = given.get(key);
    const array = option?.type === "array";
    if (before !== undefined && (before !== form || !array)) {
      throw new CliUsageError(cliOneLine(key) + " is given twice (" + before + " and " + form + ")" + (array ? ": repeat one form" : ""));
    }
    given.set(key, form);
    put(args, key, array ? [...(before === undefined ? [] : args[key] as unknown[]), value] : value);
  };
  const byWire = new Map(options.map((o) => [o.row.name, o]));
  for (const pair of pairs) {
    const eq = pair.indexOf("=");
    if (eq <= 0) {
      throw new CliUsageError("--arg takes key=value, not '" + cliOneLine(pair) + "'");
    }
    const key = pair.slice(0, eq);
    const option = byWire.get(key);
    if (option === undefined && closed) {
      throw new CliUsageError("no param '" + cliOneLine(key) + "'" + cliDidYouMean(key, byWire.keys(), cliOneLine));
    }
    const label = "--arg " + cliOneLine(key);
    give(option, key, label, cliCoerce(label, pair.slice(eq + 1), option?.type === "array" ? option.items : option?.schema));
  }
  const byName = new Map<string, { readonly option: CliOpOption; readonly negated: boolean }>();
  for (const option of options) {
    option.names.forEach((name) => byName.set(name, { option, negated: false }));
    if (option.negation !== null) {
      byName.set(option.negation, { option, negated: true });
    }
  }
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (!word.startsWith("--")) {
      throw new CliUsageError(word.startsWith("-") ? "unknown option '" + cliOneLine(word) + "'" : "unexpected argument '" + cliOneLine(word) + "'");
    }
    const eq = word.indexOf("=");
    const name = word.slice(2, eq < 0 ? undefined : eq);
    const inline = eq < 0 ? undefined : word.slice(eq + 1);
    const found = byName.get(name);
    if (found === undefined) {
      throw new CliUsageError("unknown option '--" + cliOneLine(name) + "'"
        + cliDidYouMean("--" + name, [...[...byName.keys()].map((n) => "--" + n), ...cliWords], cliOneLine));
    }
    const { option, negated } = found;
    const label = "--" + name;
    if (option.type === "boolean") {
      if (negated && inline !== undefined) {
        throw new CliUsageError(label + " takes no value");
      }
      if (inline !== undefined && inline !== "true" && inline !== "false") {
        throw new CliUsageError(label + " is a flag: no value, or =true or =false, not '" + cliOneLine(inline) + "'");
      }
      give(option, option.row.name, "--" + option.names[0], negated ? false : inline !== "false");
      continue;
    }
    const next = words[i + 1];
    const text = inline ?? (next !== undefined && !next.startsWith("--") ? words[++i] : undefined);
    if (text === undefined) {
      throw new CliUsageError(label + " needs a value (write " + label + "=VALUE for one that starts with --)");
    }
    give(option, option.row.name, "--" + option.names[0], cliCoerce(label, text, option.type === "array" ? option.items : option.schema));
  }
  return args;
}

/** True when the params schema admits no other param than its properties (`additionalProperties: false`). */
export function cliClosedParams(params: CatalogSchema | null, types: CliTypes): boolean {
  const schema = cliResolveRef(params, types);
  return schema !== undefined && own(schema, "additionalProperties") === false && isObject(own(schema, "properties"));
}

/** The help's column of options. */
const WIDTH = 28;

/** What an option takes, for the help: nothing for a flag, else a placeholder by type (`VALUE ...` repeats). */
function placeholder(option: CliOpOption): string {
  switch (option.type) {
    case "boolean":
      return "";
    case "integer":
    case "number":
      return " N";
    case "object":
      return " JSON";
    case "array":
      return (cliSchemaType(option.items) === "object" ? " JSON" : " VALUE") + " ...";
    default:
      return " VALUE";
  }
}

/** A wire name as the help shows it: as it is when it is an option word, else as a JSON string, safe for a terminal. */
function shownName(name: string): string {
  return cliOneLine(OPTION_WORD.test(name) ? name : JSON.stringify(name));
}

/**
 * The help of `call OP --help` (or `check`): the op's options from its params, each with its type, whether it is
 * required, its default, its allowed values and its description, catalog text made safe for a terminal.
 */
export function cliOpHelp(prog: string, command: string, id: string, target: { readonly id: string; readonly summary: string },
  options: readonly CliOpOption[], commandFlags: string): string {
  let text = "Usage: " + prog + " " + command + " " + cliOneLine(id) + " [options]\n\n";
  if (target.id !== id) {
    text += cliOneLine(id) + ": alias of " + cliOneLine(target.id) + "\n";
  }
  text += cliOneLine(target.id) + ": " + cliOneLine(target.summary) + "\n\n";
  text += options.length === 0 ? "It takes no params.\n" : "Its params as options:\n";
  const lefts = options.map((o) => o.names.length === 0 ? "--arg " + shownName(o.row.name) + "=" + (o.type === "boolean" ? "true|false"
    : placeholder(o).trim().split(" ")[0])
    : (o.negation !== null ? "--[no-]" : "--") + o.names[0] + placeholder(o));
  // A longer option than the column puts its text on the next line.
  const width = Math.min(WIDTH, Math.max(0, ...lefts.map((l) => l.length)));
  options.forEach((o, i) => {
    const values = o.schema !== undefined && Array.isArray(own(o.schema, "enum")) ? own(o.schema, "enum") as unknown[] : [];
    text += "  " + (lefts[i].length > width ? lefts[i] + "\n" + " ".repeat(width + 2) : lefts[i].padEnd(width)) + "  " + cliOneLine(o.row.type) + (o.row.required ? " (required)" : "")
      + (o.row.default !== undefined ? " = " + cliOneLine(JSON.stringify(o.row.default)) : "")
      + (values.length > 0 ? ", one of " + values.map((v) => cliOneLine(JSON.stringify(v))).join(" ") : "")
      + (o.row.description !== "" ? "  " + cliOneLine(o.row.description) : "") + (o.why !== null ? " [--arg only: " + o.why + "]" : "") + "\n";
  });
  text += "\nAlso: " + commandFlags + "\n";
  text += "A value that starts with -- goes after =: --name=--x. Give each param once, in one form (an array's option repeats).\n";
  return text + "\nGlobal options: see " + prog + " --help\n";
}
