// Lists the members of the generated TypeScript client for the parity-ledger test
// (contract-tests, ParityLedgerTest; docs/contract-tests.md). Compiled by the suite together with
// the generated *.ts, run once with node; prints one JSON object:
//   {"surface": [...], "namespaces": [...], "members": [...]}
// spelled like client_parity.json ("files.list", "agents.claude_code.sessions.create").
// A namespace is an object reachable from the client; a member is a function (a callable namespace,
// which has the namespaces' `$c`, is both). Names starting
// with "_" or "$" are internal (the generated classes spell their protected field `$c`)
// and skipped; a "WithResponse" twin folds into its op, and the root's `withResponse` tree (the
// raw-response twin of every op) folds into the same paths as the plain tree.
import * as generated from "./index.js";

const FIXED_SURFACE = new Set(["call", "discover", "describe", "ops", "capabilities"]);
const TWIN_SUFFIXES = ["WithResponse"];
const RAW_TREE = "withResponse";

type Listing = { surface: string[]; namespaces: string[]; members: string[] };

function propertyNames(value: object): string[] {
  const names = new Set<string>();
  for (let o: object | null = value; o !== null && o !== Object.prototype; o = Object.getPrototypeOf(o)) {
    for (const name of Object.getOwnPropertyNames(o)) {
      if (name !== "constructor" && !name.startsWith("_") && !name.startsWith("$")) {
        names.add(name);
      }
    }
  }
  return [...names].sort();
}

function fold(name: string, siblings: Set<string>): string {
  for (const suffix of TWIN_SUFFIXES) {
    if (name.endsWith(suffix) && siblings.has(name.slice(0, -suffix.length))) {
      return name.slice(0, -suffix.length);
    }
  }
  return name;
}

// `ancestors` guards against cycles only: the same namespace object may be reached under two
// paths (a namespace alias such as `pty` returning the `terminal` namespace), and both count.
function walk(value: object, path: string, out: Listing, ancestors: Set<object>): void {
  const seen = new Set(ancestors).add(value);
  out.namespaces.push(path);
  const functions = new Set<string>();
  for (const name of propertyNames(value)) {
    const child: unknown = (value as Record<string, unknown>)[name];
    if (typeof child === "function") {
      functions.add(name);
      // A callable namespace (an op alias with its name, `system.env()`) is a member and a namespace.
      if ("$c" in child && !seen.has(child)) {
        walk(child, path + "." + name, out, seen);
      }
    } else if (child !== null && typeof child === "object" && !Array.isArray(child) && !seen.has(child)) {
      walk(child, path + "." + name, out, seen);
    }
  }
  for (const name of functions) {
    out.members.push(path + "." + fold(name, functions));
  }
}

function list(): Listing {
  const Client = (generated as Record<string, unknown>)["ServerClient"] as new (options: object) => object;
  const client = new Client({ baseUrl: "http://127.0.0.1:9", token: "members" });
  const out: Listing = { surface: [], namespaces: [], members: [] };
  const seen = new Set<object>([client]);
  for (const name of propertyNames(client)) {
    const child: unknown = (client as Record<string, unknown>)[name];
    if (FIXED_SURFACE.has(name) || typeof child === "function") {
      out.surface.push(name);
    } else if (name === RAW_TREE && child !== null && typeof child === "object") {
      const raw: Listing = { surface: [], namespaces: [], members: [] };
      for (const inner of propertyNames(child)) {
        const value: unknown = (child as Record<string, unknown>)[inner];
        if (value !== null && typeof value === "object" && !Array.isArray(value)) {
          walk(value, inner, raw, seen);
        } else if (typeof value === "function") {
          raw.members.push(inner);
        }
      }
      out.namespaces.push(...raw.namespaces);
      out.members.push(...raw.members);
    } else if (child !== null && typeof child === "object" && !Array.isArray(child) && !seen.has(child)) {
      walk(child, name, out, seen);
    }
  }
  const unique = (items: string[]) => [...new Set(items)].sort();
  return { surface: unique(out.surface), namespaces: unique(out.namespaces), members: unique(out.members) };
}

console.log(JSON.stringify(list()));
