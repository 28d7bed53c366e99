// The pages of a paginated op, followed lazily by the rules of the runtime catalog document's
// `pagination` (docs/runtime-catalog.md, Pages): one call per page, made when the caller asks past
// the pages it has, each with the caller's options; a cursor the server repeats is the
// contract-mismatch error `repeated_cursor`.
import type { BaseCore } from "./base.js";
import type { CatalogPagination } from "./document.js";
import type { ErrorFactory } from "./errors.js";
import type { CallOptions, Mode, Out } from "./options.js";
import { callOp } from "./unary.js";
import type { OpCallOptions, OpFacts } from "./unary.js";

/**
 * A paginated op's member: called, one page; `items` and `pages` follow the pages (`for await`). `O` is its options:
 * CheckOptions for an op with an `exit_check`, whose `check: true` then applies to every page.
 */
export interface PagedCall<M extends Mode, P, R, I, O extends CallOptions = CallOptions> {
  (params: P, options?: O): Out<M, R>;
  /** Every item of every page from the one `params` names, one call per page when the loop reaches it. */
  items(params: P, options?: O): AsyncIterable<I>;
  /** Every page from the one `params` names, one call each when the loop reaches it, each with `options`. */
  pages(params: P, options?: O): AsyncIterable<R>;
}

/** {@link PagedCall} of an op whose params are all optional. */
export interface OptionalPagedCall<M extends Mode, P, R, I, O extends CallOptions = CallOptions> {
  (params?: P, options?: O): Out<M, R>;
  /** Every item of every page from the one `params` names, one call per page when the loop reaches it. */
  items(params?: P, options?: O): AsyncIterable<I>;
  /** Every page from the one `params` names, one call each when the loop reaches it, each with `options`. */
  pages(params?: P, options?: O): AsyncIterable<R>;
}

/** Where the next page of a walk starts: the args of the first call, then of each call after a page. */
export class PageWalk {
  readonly args: Record<string, unknown>;
  readonly #sent = new Set<string>();
  #received = 0;

  constructor(readonly plan: CatalogPagination, args: object, readonly op: string, readonly errors: ErrorFactory) {
    this.args = { ...(args as Record<string, unknown>) };
    const given = this.args[plan.param];
    if (plan.style === "cursor" && typeof given === "string") {
      this.#sent.add(given);
    }
  }

  /** The page's items (a page without its items array is a result that does not fit). */
  items(data: unknown): readonly unknown[] {
    const items = isRecord(data) ? data[this.plan.items] : undefined;
    if (!Array.isArray(items)) {
      const message = "'" + this.plan.items + "' is not an array";
      throw this.errors.client("contract_mismatch", "the page has no '" + this.plan.items + "' array", this.op,
        { reason: "malformed_result", message });
    }
    return items;
  }

  /** Moves to the page after `data`: false when the walk stops there. */
  advance(data: unknown): boolean {
    const count = this.items(data).length;
    const page = data as Record<string, unknown>;
    this.#received += count;
    if (this.plan.style === "cursor") {
      const cursor = this.plan.next === null ? undefined : page[this.plan.next];
      if (typeof cursor !== "string" || cursor === "") {
        return false;
      }
      if (this.#sent.has(cursor)) {
        throw this.errors.client("contract_mismatch", "the server repeated the cursor '" + cursor
          + "' (repeated_cursor): the pages would loop", this.op, { reason: "repeated_cursor", cursor });
      }
      this.#sent.add(cursor);
      this.args[this.plan.param] = cursor;
      return true;
    }
    if (count === 0) {
      return false;
    }
    const total = this.plan.total === null ? undefined : page[this.plan.total];
    const start = this.args[this.plan.param];
    let reached: number;
    if (this.plan.style === "offset") {
      reached = (typeof start === "number" ? start : 0) + count;
      this.args[this.plan.param] = reached;
    } else {
      this.args[this.plan.param] = (typeof start === "number" ? start : 1) + 1;
      reached = this.#received;
    }
    return !(typeof total === "number" && Number.isInteger(total) && reached >= total);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The pages of op `op`: each a call of `call` with the walk's args, made when the loop asks for it. */
export async function* walkPages(plan: CatalogPagination, op: string, errors: ErrorFactory, params: unknown,
  call: (args: Record<string, unknown>) => Promise<unknown>): AsyncGenerator<unknown, void, undefined> {
  const walk = new PageWalk(plan, isRecord(params) ? params : {}, op, errors);
  for (;;) {
    const data = await call(walk.args);
    walk.items(data);
    yield data;
    if (!walk.advance(data)) {
      return;
    }
  }
}

/** The items of every page of {@link walkPages}, one by one. */
export async function* walkItems(plan: CatalogPagination, op: string, errors: ErrorFactory, params: unknown,
  call: (args: Record<string, unknown>) => Promise<unknown>): AsyncGenerator<unknown, void, undefined> {
  for await (const page of walkPages(plan, op, errors, params, call)) {
    yield* (page as Record<string, readonly unknown[]>)[plan.items] ?? [];
  }
}

/**
 * The pages of a paginated op of the modular entry (its `<name>Pages` function): each a call of the op from
 * its facts with the walk's args and `options`, made when the loop asks for it (as the tree's `pages`).
 */
export function opPages(core: BaseCore, facts: OpFacts, params: unknown, options?: OpCallOptions): AsyncIterable<unknown> {
  return walkPages(facts.op.pagination!, facts.op.id, core.errors, params, (args) => callOp(core, facts, args, options));
}

/** The items of {@link opPages}, one by one (the modular entry's `<name>Items`, as the tree's `items`). */
export function opItems(core: BaseCore, facts: OpFacts, params: unknown, options?: OpCallOptions): AsyncIterable<unknown> {
  return walkItems(facts.op.pagination!, facts.op.id, core.errors, params, (args) => callOp(core, facts, args, options));
}
