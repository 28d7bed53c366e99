package dev.genclient.catalog;

import java.util.Objects;

/** A documented reason why a client's surface differs from the server's (e.g. streams, raw bytes). */
public record Asymmetry(String id, String title, String description) {
  public Asymmetry {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(title, "title");
  }
}
