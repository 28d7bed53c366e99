// The redirects a try follows itself, as the runtime catalog's `redirects` policy says (policy.ts'
// redirectStep): the tree client's always; the modular entry's core only when made with `redirecting`.

import type { CoreExtras } from "./base.js";
import { redirectStep } from "./policy.js";
import { fetchHop, isRedirect, isStream, notFollowed } from "./send.js";
import type { Follow } from "./send.js";

/**
 * One try: the request and the redirects the policy follows, each hop sent with `redirect: "manual"` so the
 * platform's fetch never follows one itself. A 3xx is never the answer: it is followed or refused
 * (`redirect_not_followed`).
 */
export const followRedirects: Follow = async (core, hop, signal, replayable, opId, requestId) => {
  const redirects = core.catalog.client_defaults.redirects;
  let manual = false;
  for (let followed = 0; ; followed++) {
    const response = await fetchHop(core, hop, signal, manual);
    if (response === null) {
      if (!replayable || isStream(hop.body)) {
        throw notFollowed(core, opId, requestId,
          "the request body is a stream, which cannot be sent again (the platform's fetch does not say where it led)", 0, null);
      }
      manual = true;
      followed--;
      continue;
    }
    manual = false;
    if (!isRedirect(core, response, opId, requestId)) {
      return response;
    }
    const location = response.headers.get("Location");
    await response.body?.cancel().catch(() => undefined);
    const step = redirectStep(redirects, response.status, location, hop.method, hop.url, followed);
    if (!step.follow) {
      throw notFollowed(core, opId, requestId, step.why, response.status, location);
    }
    if (step.keepBody && hop.body !== null && !replayable) {
      throw notFollowed(core, opId, requestId, "the request body is a stream, which cannot be sent again", response.status, location);
    }
    const to = new URL(step.url);
    core.logger?.info("redirect", { op: opId, request_id: requestId, status: response.status, to: to.origin + to.pathname,
      cross_origin: step.crossOrigin });
    if (step.crossOrigin) {
      for (const name of core.secretHeaders()) {
        hop.headers.delete(name);
      }
    }
    if (!step.keepBody) {
      hop.body = null;
      hop.headers.delete("Content-Type");
    }
    hop.url = step.url;
    hop.method = step.method;
  }
};

/** The extra that makes a core follow the redirects the policy follows: `createCore(options, redirecting)`. */
export const redirecting: CoreExtras = { follow: followRedirects };
