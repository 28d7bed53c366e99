// The transport policy of the runtime catalog's `client_defaults` as the client applies it: the wait
// before a retry (Retry-After or full jitter), which redirects it follows and how, the waits between
// job polls. Every number comes from the document; none is written here.

import type { Clock } from "./clock.js";
import type { CatalogJobPolicy, CatalogRedirectPolicy, CatalogRetryPolicy } from "./document.js";

/** How long to wait before retry number `attempt` (0-based); `retryAfterMs` is the server's Retry-After. */
export type Backoff = (attempt: number, retryAfterMs: number | null) => number;

/**
 * A `Retry-After` value in whole seconds: delta-seconds (`120`) or an HTTP date read against `clock`
 * (a date in the past is 0, a part of a second counts as a second); null when absent or unparseable.
 */
export function retryAfterSeconds(value: string | null, clock: Clock): number | null {
  if (value === null) {
    return null;
  }
  const text = value.trim();
  if (/^[0-9]+$/.test(text)) {
    return Number(text);
  }
  // An HTTP date names its weekday or month: a bare number in another form (`1.5`, `-1`) is not one.
  const date = /[A-Za-z]/.test(text) ? Date.parse(text) : NaN;
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - clock.now()) / 1000));
}

/**
 * The policy's wait before a retry: the server's Retry-After when it sent one, else full jitter, a
 * uniform random wait between 0 and `min(cap_seconds, base_seconds * 2^attempt)` (attempt 0-based).
 */
export function policyBackoff(retry: CatalogRetryPolicy, random: () => number = Math.random): Backoff {
  return (attempt, retryAfterMs) => {
    if (retryAfterMs !== null) {
      return retryAfterMs;
    }
    const ceiling = Math.min(retry.cap_seconds, retry.base_seconds * 2 ** attempt) * 1000;
    return random() * ceiling;
  };
}

/** What the client does with a 3xx answer. */
export type RedirectStep =
  | { readonly follow: true; readonly url: string; readonly method: string; readonly keepBody: boolean; readonly crossOrigin: boolean }
  | { readonly follow: false; readonly why: string };

/**
 * The step a 3xx answer (`status`, its `Location`) to `method url` calls for, after `followed` redirects
 * of this try: `keep_method` statuses resend the method and body, `get_only` ones are followed only for a
 * GET; any other 3xx, one without `Location` and a chain past `max` are not followed.
 */
export function redirectStep(policy: CatalogRedirectPolicy, status: number, location: string | null, method: string, url: string,
  followed: number): RedirectStep {
  if (location === null || location === "") {
    return { follow: false, why: "a " + status + " without a Location" };
  }
  if (followed >= policy.max) {
    return { follow: false, why: "more than " + policy.max + " redirects" };
  }
  const keep = policy.keep_method.includes(status);
  if (!keep && !(policy.get_only.includes(status) && method === "GET")) {
    return { follow: false, why: policy.get_only.includes(status) ? "a " + status + " answer to a " + method + " is followed only for a GET"
      : "a " + status + " is not a redirect the client follows" };
  }
  let target: URL;
  try {
    target = new URL(location, url);
  } catch {
    return { follow: false, why: "the Location is not a URL" };
  }
  if (target.protocol !== "http:" && target.protocol !== "https:") {
    return { follow: false, why: "the Location is not an http(s) URL" };
  }
  return { follow: true, url: target.href, method, keepBody: keep, crossOrigin: target.origin !== new URL(url).origin };
}

/**
 * The waits between the polls of one job: `clamp(retry_after, min_poll_seconds, max_poll_seconds)` while the
 * server gives a `retry_after`, else `initial_poll_seconds` doubling up to `max_poll_seconds`; in ms.
 */
export class PollDelays {
  readonly #jobs: CatalogJobPolicy;
  #next: number;

  constructor(jobs: CatalogJobPolicy) {
    this.#jobs = jobs;
    this.#next = jobs.initial_poll_seconds;
  }

  /** The wait before the next poll, given the `retry_after` of the last answer (null: it gave none). */
  next(retryAfter: number | null): number {
    const jobs = this.#jobs;
    if (retryAfter !== null && Number.isFinite(retryAfter)) {
      return Math.min(jobs.max_poll_seconds, Math.max(jobs.min_poll_seconds, retryAfter)) * 1000;
    }
    const wait = Math.min(jobs.max_poll_seconds, this.#next);
    this.#next = Math.min(jobs.max_poll_seconds, this.#next * 2);
    return wait * 1000;
  }
}

/** The content codings the platform's fetch decodes itself (Node's undici, browsers): a body in any other is refused. */
const DECODED_BY_FETCH = ["identity", "gzip", "x-gzip", "deflate", "br"];

/** The first content coding of a `Content-Encoding` that fetch does not decode, or null when it decodes them all. */
export function undecodedCoding(header: string | null): string | null {
  for (const coding of (header ?? "").split(",").map((c) => c.trim().toLowerCase())) {
    if (coding !== "" && !DECODED_BY_FETCH.includes(coding)) {
      return coding;
    }
  }
  return null;
}
