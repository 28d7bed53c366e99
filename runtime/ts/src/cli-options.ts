// The client options the command line's options (cli-parse.ts) and the environment give, with
// `--verbose`'s fetch that logs each exchange on stderr.

import type { CliIo, CliOut } from "./cli.js";
import type { CliFlags } from "./cli-parse.js";
import { cliEnvPrefix } from "./cli-text.js";
import type { ServerClientOptions } from "./core.js";
import type { CatalogDocument } from "./document.js";
import { levelLogger } from "./log.js";

export function cliClientOptions(flags: CliFlags, io: CliIo, catalog: CatalogDocument): ServerClientOptions {
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
    // The client's log lines on stderr at the level of <NAME>_LOG.
    logger: levelLogger(env("LOG"), (line) => void io.stderr.write(line + "\n")) ?? undefined,
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
