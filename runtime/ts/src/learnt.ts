// What a client learns from its server and shares with its copies (`withOptions`): the legacy-auth
// switch, what explicit discovery found (`/capabilities`) and the server's own catalog (`/ops`, the
// dynamic fallback's source). Each is fetched once per client on first need; a failed fetch is
// forgotten, so the next need asks again.

import type { Core } from "./core.js";
import { Capabilities } from "./discovery.js";
import type { CatalogOp } from "./document.js";
import { jsonBody } from "./unary.js";
import { isObject, lenientOp, own } from "./values.js";

/** What a client learnt from its server, shared with its copies (`withOptions`). */
export class Learnt {
  legacyAuth: boolean;
  discovery: Capabilities | null = null;
  discovering: Promise<Capabilities> | null = null;
  ops: Promise<ReadonlyMap<string, CatalogOp>> | null = null;
  serverTypes: { readonly [name: string]: unknown } = {};
  serverSdk: string | null = null;

  constructor(legacyAuth: boolean) {
    this.legacyAuth = legacyAuth;
  }

  /** The server's catalog (its `/ops` body, read leniently), fetched once on first need. */
  serverOps(core: Core): Promise<ReadonlyMap<string, CatalogOp>> {
    if (this.ops === null) {
      const path = core.catalog.server.ops_path;
      this.ops = (async () => {
        const body = await jsonBody(core, await core.send("GET", core.baseUrl + path, null, null, true, null, undefined, true), null);
        const map = new Map<string, CatalogOp>();
        const doc = isObject(body) ? body : {};
        const list = own(doc, "ops");
        for (const entry of Array.isArray(list) ? list : []) {
          const op = lenientOp(entry, path);
          if (op !== null) {
            map.set(op.id, op);
          }
        }
        const types = own(doc, "types");
        this.serverTypes = isObject(types) ? types : {};
        const sdk = own(doc, "sdk_version");
        this.serverSdk = typeof sdk === "string" ? sdk : null;
        return map;
      })();
      this.ops.catch(() => {
        this.ops = null;
      });
    }
    return this.ops;
  }

  /** Explicit discovery: `/capabilities` fetched once; a v1 server switches the client to legacy auth. */
  discover(core: Core): Promise<Capabilities> {
    if (this.discovering === null) {
      this.discovering = (async () => {
        const found = new Capabilities(core, await core.capabilities());
        this.discovery = found;
        if (found.legacy && core.catalog.auth.legacy_header !== null) {
          this.legacyAuth = true;
        }
        return found;
      })();
      this.discovering.catch(() => {
        this.discovering = null;
      });
    }
    return this.discovering;
  }
}
