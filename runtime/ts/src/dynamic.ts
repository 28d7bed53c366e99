// The namespaces as the caller reaches them: their op members, made from the core facts; unknown
// members reach ops added to the server after generation (the dynamic fallback), and a namespace
// that is also an op alias can be called.

import type { Core } from "./core.js";
import type { CatalogOp } from "./document.js";
import { lazyEvents } from "./events.js";
import type { CallOptions, UploadBody } from "./options.js";
import { own } from "./values.js";

const SEGMENT = /^[a-z][a-z0-9_]*$/;

/** Wraps a namespace so unknown members reach ops added after generation (`srv.custom.grade(...)`). */
export function wrapNamespace<N extends object>(core: Core, target: N, path: string, raw: boolean): N {
  return new Proxy(target, {
    get: (object, prop, receiver) => {
      if (typeof prop === "symbol" || prop in object) {
        return Reflect.get(object, prop, receiver);
      }
      return dynamicMember(core, path === "" ? prop : path + "." + prop, raw);
    },
  });
}

/**
 * A namespace that can also be called (an op alias with the namespace's name, `srv.system.env()`):
 * applying it runs `call`; every other access, `in`, the prototype and the own keys are the namespace's.
 */
export function callableNamespace<N extends object>(namespace: N, call: (params?: unknown, options?: CallOptions) => unknown): N {
  return new Proxy(call, {
    // The namespace's members first; then the function's own (apply, call, bind), so it can be applied.
    get: (fn, prop) => (prop in namespace || !(prop in fn) ? Reflect.get(namespace, prop) : Reflect.get(fn, prop)),
    has: (_call, prop) => Reflect.has(namespace, prop),
    getPrototypeOf: () => Reflect.getPrototypeOf(namespace),
    // The call's own keys (length, name) are configurable, so they may stay unlisted.
    ownKeys: () => Reflect.ownKeys(namespace),
    getOwnPropertyDescriptor: (_call, prop) => Reflect.getOwnPropertyDescriptor(namespace, prop),
  }) as unknown as N;
}

/** A callable stand-in for an unknown namespace or op; `then` and symbols answer undefined, so awaiting it never hangs. */
export function dynamicMember(core: Core, path: string, raw: boolean): unknown {
  const last = path.slice(path.lastIndexOf(".") + 1);
  if (!SEGMENT.test(last) || last === "then") {
    return undefined;
  }
  const call = (params?: unknown, options?: CallOptions, upload?: UploadBody): Promise<unknown> =>
    core.invoke(path, false, raw, params, options, upload);
  return new Proxy(call, {
    get: (_target, prop) => (typeof prop === "symbol" ? undefined : dynamicMember(core, path + "." + prop, raw)),
  });
}

/** The facts' ops by the namespace they are declared in (the id up to its last dot), made once per document. */
const DECLARED = new WeakMap<object, ReadonlyMap<string, readonly CatalogOp[]>>();

function declaredOps(core: Core, path: string): readonly CatalogOp[] {
  let byPath = DECLARED.get(core.catalog);
  if (byPath === undefined) {
    const map = new Map<string, CatalogOp[]>();
    for (const op of core.catalog.ops) {
      const ns = op.id.slice(0, Math.max(0, op.id.lastIndexOf(".")));
      map.set(ns, [...(map.get(ns) ?? []), op]);
    }
    byPath = map;
    DECLARED.set(core.catalog, byPath);
  }
  return byPath.get(path) ?? [];
}

/**
 * Makes the op members of a generated namespace class from the core facts, so the class holds their
 * types only: one member per op declared in the namespace (named by the id's last segment), then the
 * entries of `members` (gen-client's TsNamespaces.members: `-segment` leaves a declared op out,
 * `member=id` adds a member calling another op, `member=id!` over its legacy binding). Each member
 * behaves by its op's kind: a paged call has `items` and `pages`, an upload takes the body second, a
 * stream returns its events (raw: the response), every other op the promise of its result.
 */
export function installOpMembers(core: Core, target: object, path: string, members: string, raw: boolean): void {
  const skipped = new Set<string>();
  const extra: [string, string, boolean][] = [];
  for (const entry of members.split(" ")) {
    if (entry.startsWith("-")) {
      skipped.add(entry.slice(1));
    } else if (entry !== "") {
      const [member, id] = entry.split("=");
      extra.push([member, id.replace(/!$/, ""), id.endsWith("!")]);
    }
  }
  const own: [string, string, boolean][] = declaredOps(core, path)
    .map((op): [string, string, boolean] => [op.id.slice(op.id.lastIndexOf(".") + 1), op.id, false])
    .filter(([member]) => !skipped.has(member));
  for (const [member, id, legacy] of [...own, ...extra]) {
    const op = core.knownOp(id);
    let value: unknown;
    if (op?.kind === "call" && op.pagination !== null) {
      value = core.paged(id, legacy, raw);
    } else if (op?.kind === "stream") {
      value = (params?: unknown, options?: CallOptions) => {
        const started = core.invoke(id, legacy, raw, params, options);
        return raw ? started : lazyEvents(started);
      };
    } else if (op?.kind === "upload") {
      value = (params: unknown, body: UploadBody, options?: CallOptions) => core.invoke(id, legacy, raw, params, options, body);
    } else {
      value = (params?: unknown, options?: CallOptions) => core.invoke(id, legacy, raw, params, options);
    }
    Object.defineProperty(target, member, { value, writable: true, configurable: true, enumerable: false });
  }
}

/**
 * The `ops` tree of a client (`ops.files.list === "files.list"`) built from its core facts, so a bundle
 * carries each op id once: a leaf per op at its id's segments, then `entries` (gen-client's
 * TsCatalogFile.opsEntries: `-a.b` leaves op a.b out, `a.b=id` sets a leaf, `a.b=>t` sets a.b to the
 * subtree at t). Keys are own properties in sorted order at every level, as in catalog.ts' `ops`.
 */
export function opsTree(ops: readonly CatalogOp[], entries: string): { readonly [key: string]: unknown } {
  type Node = { [key: string]: unknown };
  const root: Node = {};
  const child = own;
  const set = (node: Node, key: string, value: unknown): void => {
    Object.defineProperty(node, key, { value, writable: true, enumerable: true, configurable: true });
  };
  const put = (path: string, value: unknown): void => {
    const keys = path.split(".");
    let node = root;
    for (const key of keys.slice(0, -1)) {
      const next = child(node, key);
      if (typeof next === "object" && next !== null) {
        node = next as Node;
      } else {
        const made: Node = {};
        set(node, key, made);
        node = made;
      }
    }
    set(node, keys[keys.length - 1], value);
  };
  const list = entries.split(" ").filter((entry) => entry !== "");
  const skipped = new Set(list.filter((entry) => entry.startsWith("-")).map((entry) => entry.slice(1)));
  for (const op of ops) {
    if (!skipped.has(op.id)) {
      put(op.id, op.id);
    }
  }
  for (const entry of list.filter((e) => !e.startsWith("-") && !e.includes("=>"))) {
    put(entry.slice(0, entry.indexOf("=")), entry.slice(entry.indexOf("=") + 1));
  }
  for (const entry of list.filter((e) => e.includes("=>"))) {
    const [path, target] = entry.split("=>");
    put(path, target.split(".").reduce<unknown>((node, key) => child(node as Node, key), root));
  }
  const sorted = (node: Node): Node => {
    const out: Node = {};
    for (const key of Object.keys(node).sort()) {
      const value = node[key];
      set(out, key, typeof value === "object" && value !== null ? sorted(value as Node) : value);
    }
    return out;
  };
  return sorted(root);
}
