package dev.genclient.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.client.errors.ApiException;
import dev.genclient.client.runtime.PathScope;
import dev.genclient.client.runtime.ServerProfile;
import dev.genclient.client.runtime.Sleeper;
import dev.genclient.client.runtime.TestCatalog;
import dev.genclient.client.runtime.Transport;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.Test;

/** What discovery answers: can, limits, paths and require, for current and v1 servers. */
class CapabilitiesTest {
  private static Capabilities discovered(String json) throws Exception {
    JsonNode body = new ObjectMapper().readTree(json);
    ServerProfile profile = new ServerProfile(false, TestCatalog.RUNTIME);
    Transport transport = new Transport(new Transport.Config("http://127.0.0.1:9", null, false, null, null, null,
        Duration.ofSeconds(1), 0, null, HttpClient.newHttpClient(), null, Sleeper.REAL, ForkJoinPool.commonPool(), "X-Client",
        "java/1", profile, TestCatalog.RUNTIME, null));
    return new Capabilities(body, profile.learn(body), transport, null);
  }

  @Test
  void aCurrentServer() throws Exception {
    Capabilities caps = discovered("""
        {"catalog_version": "1", "sdk_version": "1.0.0", "ops": {
          "files.get": {"enabled": true, "limits": {"max": 5}, "paths": ["/tmp"]},
          "jobs.start": {"enabled": false}}}
        """);
    assertTrue(caps.can("files.get"));
    assertTrue(caps.can("files.fetch"), "an alias asks for its target");
    assertFalse(caps.can("jobs.start"));
    assertFalse(caps.can("files.put"));
    assertEquals(5.0, caps.limit("files.get", "max"));
    assertNull(caps.limit("files.get", "other"));
    assertEquals(new PathScope(List.of("/tmp"), false), caps.paths("files.get"), "a bare list of prefixes");
    assertEquals(PathScope.UNRESTRICTED, caps.paths("jobs.start"));
    assertEquals("Disabled", assertThrows(ApiException.class, () -> caps.require("jobs.start")).catalogClass());
    assertEquals("Mismatch", assertThrows(ApiException.class, () -> caps.require("files.put")).catalogClass());
    assertEquals("1.0.0", caps.sdkVersion());
    assertFalse(caps.legacy());
  }

  @Test
  void aV1ServerIsGatedByLegacyGroups() throws Exception {
    Capabilities caps = discovered("{\"groups\": [\"filesystem\"]}");
    assertTrue(caps.legacy());
    assertTrue(caps.can("files.get"));
    assertFalse(caps.can("files.put"), "no legacy binding");
    assertThrows(UnsupportedOperationException.class, () -> caps.check("files.get", java.util.Map.of()));
  }
}
