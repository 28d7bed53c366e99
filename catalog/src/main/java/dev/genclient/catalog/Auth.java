package dev.genclient.catalog;

import java.util.Objects;

/**
 * The credential and client-identification headers the server understands, and the header that carries an
 * idempotency key ({@code idempotencyHeader}, null: the clients send none).
 */
public record Auth(boolean bearer, String legacyHeader, String clientHeader, String idempotencyHeader) {
  public static final Auth DEFAULT = new Auth(true, null, "X-ABX-Client", null);

  public Auth {
    Objects.requireNonNull(clientHeader, "clientHeader");
  }
}
