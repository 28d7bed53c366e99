package dev.genclient.catalog.plan;

/**
 * The defaults every generated client shares, whatever its language: decided once here, written into
 * the runtime catalog's {@code client_defaults} and rendered into each client's options.
 *
 * @param gatewayHeader the header a gateway token travels in when the caller names none
 * @param timeoutSeconds the per-try timeout of a request when the caller sets none
 */
public record ClientDefaults(String gatewayHeader, int timeoutSeconds) {
  /** The one set of defaults: the gateway header Alibaba-style gateways read, and 60 s per try. */
  public static final ClientDefaults STANDARD = new ClientDefaults("X-Gateway-Token", 60);
}
