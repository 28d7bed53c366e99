package dev.genclient.catalog;

import java.util.Objects;

/** The credential and client-identification headers the server understands. */
public record Auth(boolean bearer, String legacyHeader, String clientHeader) {
  public static final Auth DEFAULT = new Auth(true, null, "X-ABX-Client");

  public Auth {
    Objects.requireNonNull(clientHeader, "clientHeader");
  }
}
