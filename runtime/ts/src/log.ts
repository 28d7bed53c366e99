// What the client logs, when asked, in the events every client logs (docs/runtime-catalog.md, "Logging"): each
// request and response (op, method, path, status, request id, attempt, duration), each retry with its reason and
// wait, each redirect and job poll; at debug also the request and response headers with the credentials shown as
// `***`. Bodies are never logged.

/** Where the client's log lines go (the `logger` option): `info` for each exchange, `debug` adds the headers. */
export interface Logger {
  debug(message: string, fields: { readonly [key: string]: unknown }): void;
  info(message: string, fields: { readonly [key: string]: unknown }): void;
}

/**
 * The logger of a client: the `logger` option, else one writing to `console.error` at the level of the
 * environment variable `<NAME>_LOG` (`info` or `debug`; read only where `process.env` exists), else none.
 */
export function clientLogger(option: Logger | undefined, envName: string): Logger | null {
  if (option !== undefined) {
    return option;
  }
  const env = (globalThis as { process?: { env?: { readonly [name: string]: string | undefined } } }).process?.env;
  return levelLogger(env?.[envName], (line) => console.error(line));
}

/** A logger writing each event as its line (`logLine`) at `level` (`info` or `debug`, any case), or null for another level. */
export function levelLogger(level: string | undefined, write: (line: string) => void): Logger | null {
  const normal = level?.trim().toLowerCase();
  if (normal !== "info" && normal !== "debug") {
    return null;
  }
  const line = (message: string, fields: { readonly [key: string]: unknown }): void => write(logLine(message, fields));
  return { debug: normal === "debug" ? line : () => undefined, info: line };
}

/**
 * An event as the line every client writes: `event key=value ...`, a value bare unless it is empty or holds a
 * space, `"` or `=` (then a JSON string), an object (the headers) as JSON; null and undefined fields left out.
 */
export function logLine(event: string, fields: { readonly [key: string]: unknown }): string {
  let out = event;
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) {
      continue;
    }
    const text = typeof value === "string" ? (/^[^\s"=]+$/.test(value) ? value : JSON.stringify(value)) : JSON.stringify(value);
    out += " " + key + "=" + text;
  }
  return out;
}

/** The prefix of a catalog's environment variables (`<NAME>_URL`, `<NAME>_LOG`): its `name` upper-cased, other characters as `_`. */
export function envPrefix(catalogName: string): string {
  return catalogName.toUpperCase().replace(/[^A-Z0-9]+/g, "_").replace(/^_+|_+$/g, "");
}

/** The environment variable of a catalog's log level, `<NAME>_LOG`. */
export function logVariable(catalogName: string): string {
  return envPrefix(catalogName) + "_LOG";
}

/** Headers as a plain object for a debug line (lower-case names in order), the named ones (lower case) as `***`. */
export function redactedHeaders(headers: Headers, secret: readonly string[]): { [name: string]: string } {
  const out: { [name: string]: string } = {};
  headers.forEach((value, name) => {
    out[name] = secret.includes(name.toLowerCase()) ? "***" : value;
  });
  return out;
}
