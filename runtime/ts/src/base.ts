// What every call of a client needs, and nothing more: the options, the headers of a try (client header,
// credentials, gateway, the client's own), the clock, the transport's send (send.ts) and the reading of a
// JSON answer (unary.ts). The modular entry's core (the generated fn.ts) is a BaseCore; the tree client's
// Core (core.ts) extends it with discovery, the kinds, copies and the dynamic fallback.

import { sleepOn, systemClock, untilAborted } from "./clock.js";
import type { Clock } from "./clock.js";
import type { ErrorFactory } from "./errors.js";
import type { Logger } from "./log.js";
import type { TryObserver } from "./observe.js";
import type { BaseDefinition, CallOptions, ServerClientOptions } from "./options.js";
import { sendRequest } from "./send.js";
import type { Follow, Sent } from "./send.js";

/** The options of the modular entry's core: a tree client's, without what only the tree does (strict discovery, jobs). */
export type CoreOptions = Omit<ServerClientOptions, "strict" | "jobTimeoutMs">;

/**
 * What a core does beyond one hop per try, each in a module of its own so a core made without it carries
 * none of its code: `observe` runs the hooks and log lines around each try (observe.ts' `observing`),
 * `follow` follows the redirects the policy follows (redirects.ts' `redirecting`). The tree client's Core
 * has both.
 */
export interface CoreExtras {
  readonly observe?: (options: ServerClientOptions, name: string, secret: readonly string[]) => TryObserver;
  readonly follow?: Follow;
}

/** The state one client's calls share: options, headers, clock, the transport and its extras. */
export class BaseCore {
  declare readonly definition: BaseDefinition;
  declare readonly catalog: BaseDefinition["catalog"];
  declare readonly errors: ErrorFactory;
  declare readonly baseUrl: string;
  declare readonly options: ServerClientOptions;
  declare readonly clock: Clock;
  /** The hooks and log lines around each try (the `observe` extra), or null. */
  declare readonly observer: TryObserver | null;
  /** Where the client logs (the `logger` option, or `<NAME>_LOG`; the `observe` extra), or null. */
  declare readonly logger: Logger | null;
  /** One try: its hops (the `follow` extra: send.ts' oneHop refuses a redirect, redirects.ts' followRedirects follows the policy). */
  declare readonly follow: Follow;
  readonly #secretHeaders: readonly string[];

  constructor(definition: BaseDefinition, options: ServerClientOptions, extras: CoreExtras & { readonly follow: Follow }) {
    // The fields in their declared order (`declare`d: no code of their own).
    this.definition = definition;
    this.catalog = definition.catalog;
    this.errors = definition.errors;
    this.baseUrl = (options.baseUrl ?? definition.defaultBaseUrl).replace(/\/+$/, "");
    this.options = options;
    this.clock = options.clock ?? systemClock;
    const strip = definition.catalog.client_defaults.redirects.cross_origin_strip;
    const gateway = options.gatewayHeader?.toLowerCase();
    this.#secretHeaders = gateway === undefined || strip.includes(gateway) ? strip : [...strip, gateway];
    const secret = Object.keys(options.headers ?? {}).filter((name) => this.#secretHeaders.includes(name.toLowerCase()));
    if (secret.length > 0) {
      throw new TypeError("headers: " + secret.join(", ") + " carries a credential; give it as the client's token");
    }
    this.observer = extras.observe?.(options, definition.catalog.name, this.#secretHeaders) ?? null;
    this.logger = this.observer?.logger ?? null;
    this.follow = extras.follow;
  }

  /** Whether the token goes in the legacy header (the `legacyAuth` option; the tree client also learns it from discovery). */
  get legacyAuth(): boolean {
    return this.options.legacyAuth === true;
  }

  /**
   * The headers that carry credentials, lower case: the runtime catalog's `redirects.cross_origin_strip`
   * (Authorization, the legacy header, the gateway header) and a gateway header the client names. A
   * redirect to another origin drops them; a log line shows them as `***`.
   */
  secretHeaders(): readonly string[] {
    return this.#secretHeaders;
  }

  /** Waits `ms` (the `sleep` option, else a timer of the clock); an aborted `signal` ends the wait with its reason. */
  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    const own = this.options.sleep;
    if (own === undefined) {
      return sleepOn(this.clock, ms, signal);
    }
    return signal === undefined ? own(ms) : untilAborted(own(ms), signal);
  }

  /** The gateway header and token when a gateway token is set; the header defaults to the runtime catalog's. */
  gateway(): { readonly header: string; readonly token: string } | null {
    const token = this.options.gatewayToken;
    return token === undefined ? null : { header: this.options.gatewayHeader ?? this.catalog.client_defaults.gateway_header, token };
  }

  headers(extra: { readonly [name: string]: string } | undefined): Headers {
    const headers = new Headers();
    const auth = this.catalog.auth;
    headers.set(auth.client_header, this.definition.clientValue);
    const token = this.options.token;
    if (token !== undefined && token !== "") {
      if (this.legacyAuth && auth.legacy_header !== null) {
        headers.set(auth.legacy_header, token);
      } else {
        headers.set("Authorization", "Bearer " + token);
      }
    }
    const gateway = this.gateway();
    if (gateway !== null) {
      headers.set(gateway.header, gateway.token);
    }
    for (const [name, value] of Object.entries({ ...this.options.headers, ...extra })) {
      headers.set(name, value);
    }
    return headers;
  }

  /**
   * Sends one logical request: retries idempotent ones, keeps the request id, maps error responses. A `whole`
   * send reads a 2xx body inside the try (see sendRequest).
   */
  send(method: string, url: string, body: BodyInit | null, contentType: string | null, idempotent: boolean, opId: string | null,
    options: CallOptions | undefined, whole: boolean): Promise<Sent> {
    return sendRequest(this, method, url, body, contentType, idempotent, opId, options, whole);
  }
}
