package dev.genclient.client.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The ids a call sends: request ids and idempotency keys are random version-4 UUIDs. */
class ExchangeTest {
  @Test
  void idsAreDistinctVersion4Uuids() {
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < 10_000; i++) {
      String id = Exchange.uuid4();
      UUID parsed = UUID.fromString(id);
      assertEquals(4, parsed.version(), id);
      assertEquals(2, parsed.variant(), id);
      assertEquals(id, parsed.toString());
      seen.add(id);
    }
    assertEquals(10_000, seen.size());
  }
}
