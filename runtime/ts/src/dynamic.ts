// The namespaces as the caller reaches them: unknown members reach ops added to the server after
// generation (the dynamic fallback), and a namespace that is also an op alias can be called.

import type { Core } from "./core.js";
import type { CallOptions, UploadBody } from "./options.js";

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
