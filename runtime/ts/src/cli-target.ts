// The op a command line names and the arguments it gives: an alias's target, the client's own op or
// the server's (its `/ops`), and the params from --params, --arg and the op's own options.

import type { CliTypes } from "./cli-args.js";
import type { CliIo } from "./cli.js";
import { cliClosedParams, cliOpArgs, cliOpOptions } from "./cli-op-options.js";
import type { CliOpOption } from "./cli-op-options.js";
import { CLI_OPTIONS, cliOptionWords } from "./cli-parse.js";
import type { CliLine } from "./cli-parse.js";
import { cliDidYouMean } from "./cli-suggest.js";
import { cliOneLine, CliUsageError, errorLine } from "./cli-text.js";
import type { Core } from "./core.js";
import type { CatalogAlias, CatalogDocument, CatalogOp } from "./document.js";
import { isObject } from "./values.js";

/** An id's alias and the op id it stands for. */
export type CliAliased = { readonly alias: CatalogAlias; readonly target: string } | null;

/** What an id names: the op, the alias it came through, and whether the op is the server's only. */
export interface CliFound {
  readonly op: CatalogOp;
  readonly aliased: CliAliased;
  readonly dynamic: boolean;
}

export class CliTargets {
  constructor(readonly io: CliIo, readonly core: Core, readonly line: CliLine) {}

  private get catalog(): CatalogDocument {
    return this.core.catalog;
  }

  /** An alias of this id (an op alias, or a namespace alias whose prefix it starts with), if any. */
  alias(id: string): CliAliased {
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

  /** The usage error of an op neither this client nor the server knows, naming the nearest ids of either. */
  unknownOp(id: string, served: ReadonlyMap<string, CatalogOp>, why = ""): CliUsageError {
    const ids = [...this.catalog.ops.map((op) => op.id), ...this.catalog.aliases.map((a) => a.alias), ...served.keys()];
    return new CliUsageError("unknown op '" + cliOneLine(id) + "'" + why + cliDidYouMean(id, ids, cliOneLine), "ops");
  }

  /**
   * The op behind an id: an alias's target, the client's own op, else (when `remote`) the server's from its `/ops`,
   * one request. An id none of them has is a usage error naming the nearest ids; so is one when the server's `/ops`
   * cannot be read (the error says why), since nothing then knows the op.
   */
  async lookup(id: string, remote: boolean): Promise<CliFound> {
    const aliased = this.alias(id);
    const known = this.core.knownOp(aliased?.target ?? id);
    if (known !== undefined) {
      return { op: known, aliased, dynamic: false };
    }
    if (!remote) {
      throw this.unknownOp(id, new Map());
    }
    let served: ReadonlyMap<string, CatalogOp>;
    try {
      served = await this.core.serverOps();
    } catch (e) {
      throw this.unknownOp(id, new Map(), " (not in this client's catalog, and the server's " + this.catalog.server.ops_path + " could not be read: "
        + errorLine(e).replace(/^error: /, "") + ")");
    }
    const op = served.get(id);
    if (op === undefined) {
      throw this.unknownOp(id, served);
    }
    return { op, aliased, dynamic: true };
  }

  /** The op's params as options (the server's types for an op only the server has). */
  options(found: CliFound): CliOpOption[] {
    return cliOpOptions(found.op.params, this.types(found), Object.keys(CLI_OPTIONS));
  }

  private types(found: CliFound): CliTypes {
    return found.dynamic ? this.core.serverTypes() : this.catalog.types;
  }

  /** The op behind an id (an alias warns on stderr), and its arguments from --params, --arg and its own options. */
  async target(command: string, id: string): Promise<{ readonly op: CatalogOp; readonly legacy: boolean; readonly args: { [key: string]: unknown } }> {
    const found = await this.lookup(id, true);
    const { op, aliased } = found;
    if (aliased !== null) {
      await this.io.stderr.write("warning: " + id + " is a deprecated alias of " + aliased.target
        + (aliased.alias.remove_in !== null ? " (removed in " + aliased.alias.remove_in + ")" : "") + "\n");
    }
    if (op.deprecated !== null) {
      await this.io.stderr.write("warning: " + op.id + " is deprecated" + (op.deprecated.replacement !== null ? "; use " + op.deprecated.replacement : "") + "\n");
    }
    let args: { [key: string]: unknown };
    try {
      args = cliOpArgs(this.options(found), cliClosedParams(op.params, this.types(found)), await this.params(), this.line.flags.arg ?? [],
        this.line.opWords, cliOptionWords());
    } catch (e) {
      // A mistake in the op's arguments points at the op's own help.
      throw e instanceof CliUsageError ? new CliUsageError(e.message, command + " " + id + " --help") : e;
    }
    return { op, legacy: aliased !== null && aliased.alias.binding === "legacy", args };
  }

  /** The params of --params (or --json): a JSON object, inline or from @FILE; none: {}. */
  private async params(): Promise<{ readonly [key: string]: unknown }> {
    const given = this.line.flags.params;
    if (given === undefined) {
      return {};
    }
    const text = given.startsWith("@") ? new TextDecoder().decode(await this.io.readFile(given.slice(1))) : given;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (e) {
      throw new CliUsageError("--params is not JSON: " + cliOneLine((e as Error).message));
    }
    if (!isObject(parsed)) {
      throw new CliUsageError("--params must be a JSON object");
    }
    return parsed;
  }
}
