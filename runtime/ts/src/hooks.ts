// Hooks: the application's code run around each try of a request (a retry is a try of its own, a redirect
// is not), given the op id, the request id (the same on every try of one call) and the try's number from 1.
// beforeRequest may add or replace headers of its try; afterResponse runs when the answer's headers arrive
// (any status, before the body is read: a stream's or a download's first byte comes after it); onError runs
// when the try ends in an error: no answer (connection, timeout, a body cut while read whole), or the error
// the call raises (an error answer mapped to the catalog's exception, a refused redirect). A status the
// policy retries is seen by afterResponse only. A hook may return a promise, which is awaited; what a hook
// throws ends the call.

/** One try of a request, as hooks see it; `headers` are the try's own, which beforeRequest may change. */
export interface HookContext {
  /** The op id (null for the server's `/ops` catalog, which is no op). */
  readonly op: string | null;
  /** The call's `X-Request-Id`, the same on every try. */
  readonly requestId: string;
  /** The try's number, from 1. */
  readonly attempt: number;
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
}

/** The hooks of a client (the `hooks` option, and `withOptions({ hooks })`), each one optional. */
export interface Hooks {
  readonly beforeRequest?: (context: HookContext) => void | Promise<void>;
  readonly afterResponse?: (context: HookContext, response: Response) => void | Promise<void>;
  readonly onError?: (context: HookContext, error: unknown) => void | Promise<void>;
}

/** The `hooks` option as a list: one Hooks object, a list of them, or none. */
export function hookList(option: Hooks | readonly Hooks[] | undefined): readonly Hooks[] {
  if (option === undefined) {
    return [];
  }
  return Array.isArray(option) ? option : [option as Hooks];
}

/** Runs one kind of hook of every Hooks object, in order, each awaited before the next. */
export async function runHooks<K extends keyof Hooks>(hooks: readonly Hooks[], kind: K,
  ...args: Parameters<NonNullable<Hooks[K]>>): Promise<void> {
  for (const one of hooks) {
    const hook = one[kind] as ((...a: Parameters<NonNullable<Hooks[K]>>) => void | Promise<void>) | undefined;
    if (hook !== undefined) {
      await hook.apply(one, args);
    }
  }
}
