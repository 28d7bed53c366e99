package dev.genclient.catalog.validate;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Diagnostics;
import dev.genclient.catalog.ValidationRule;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code auth.idempotency_header}: a header of its own, not one the clients already set on every request (the
 * key would replace it, or it the key).
 */
final class AuthRules implements CatalogRule {
  /** Headers every client sets itself, whatever the catalog says. */
  private static final List<String> SENT = List.of("Authorization", "X-Request-Id", "Accept", "Accept-Encoding",
      "Content-Type", "Content-Length", "Transfer-Encoding", "Host");

  @Override
  public void check(Catalog catalog, Diagnostics out) {
    String header = catalog.auth().idempotencyHeader();
    if (header == null) {
      return;
    }
    List<String> taken = new ArrayList<>(SENT);
    taken.add(catalog.auth().clientHeader());
    taken.add(catalog.clientDefaults().gatewayHeader());
    if (catalog.auth().legacyHeader() != null) {
      taken.add(catalog.auth().legacyHeader());
    }
    for (String name : taken) {
      if (name.toLowerCase(Locale.ROOT).equals(header.toLowerCase(Locale.ROOT))) {
        out.error(ValidationRule.IDEMPOTENCY_HEADER, "/auth/idempotency_header", "auth.idempotency_header '" + header
            + "' is a header the clients already send (" + name + "); name a header of its own, such as Idempotency-Key");
        return;
      }
    }
  }
}
