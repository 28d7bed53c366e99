package dev.genclient.client.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.client.errors.ApiException;
import org.junit.jupiter.api.Test;

/** The binding a call takes from what discovery found, and the errors that stop it before sending. */
class ServerProfileTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final OpRef GET = TestCatalog.RUNTIME.ref("files.get");
  private static final OpRef PUT = TestCatalog.RUNTIME.ref("files.put");

  private static ServerProfile learnt(String body) throws Exception {
    ServerProfile profile = new ServerProfile(false, TestCatalog.RUNTIME);
    profile.learn(JSON.readTree(body));
    return profile;
  }

  @Test
  void beforeDiscoveryTheOpsOwnBindingAndStrictRefuses() {
    assertEquals(GET.http(), new ServerProfile(false, TestCatalog.RUNTIME).route(GET));
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> new ServerProfile(true, TestCatalog.RUNTIME).route(GET));
    assertEquals("strict mode: call discover() before calling files.get", e.getMessage());
  }

  @Test
  void aCurrentServerLackingTheOpIsAContractMismatch() throws Exception {
    ServerProfile profile = learnt("{\"catalog_version\": \"2\", \"sdk_version\": \"2.0\", \"ops\": {\"files.get\": {}}}");
    assertEquals(GET.http(), profile.route(GET));
    ApiException e = assertThrows(ApiException.class, () -> profile.route(PUT));
    assertEquals("Mismatch", e.catalogClass());
    assertEquals("the server (sdk_version 2.0) does not serve op files.put", e.errorMessage());
  }

  @Test
  void aV1ServerTakesTheLegacyBindingAndItsCredentialHeader() throws Exception {
    ServerProfile profile = learnt("{\"groups\": [\"filesystem\"]}");
    assertEquals(GET.legacy(), profile.route(GET));
    assertTrue(profile.legacyAuth());
    ApiException e = assertThrows(ApiException.class, () -> profile.route(PUT));
    assertEquals("a v1 server (v1 servers have no sdk_version) does not serve op files.put, which has no legacy"
        + " binding it lists", e.errorMessage());
  }

  @Test
  void theServersCatalogWithoutTheOpIsAContractMismatch() throws Exception {
    ServerProfile profile = new ServerProfile(false, TestCatalog.RUNTIME);
    profile.learnCatalog(OpIndex.parse(JSON.readTree("{\"sdk_version\": \"3.1\", \"ops\": [{\"id\": \"files.get\"}]}")));
    ApiException e = assertThrows(ApiException.class, () -> profile.route(PUT));
    assertEquals("the server's catalog (sdk_version 3.1) has no op files.put", e.errorMessage());
  }

  @Test
  void aScopedPathOutsideTheRootsIsDeniedBeforeSending() throws Exception {
    ServerProfile profile = learnt("{\"catalog_version\": \"2\", \"ops\": {\"files.get\": {\"enabled\": true,"
        + " \"paths\": {\"roots\": [\"/tmp\", \"/work/\"], \"readonly\": true}}, \"files.put\": {}}}");
    for (String allowed : new String[] {"/tmp", "/tmp/a", "//tmp/./a/../b", "/work", "relative/../../etc"}) {
      profile.checkPaths(GET, JSON.createObjectNode().put("id", allowed));
    }
    for (String denied : new String[] {"/tmpx", "/tmp/../etc", "/", "/etc/passwd", "/work/../tmpx"}) {
      ApiException e = assertThrows(ApiException.class,
          () -> profile.checkPaths(GET, JSON.createObjectNode().put("id", denied)), denied);
      assertEquals("Denied", e.catalogClass());
      assertEquals("policy.denied", e.errorCode());
      assertEquals(0, e.status());
      assertEquals("{\"param\":\"id\",\"path\":\"" + denied + "\",\"roots\":[\"/tmp\",\"/work/\"]}",
          e.details().toString());
    }
    profile.checkPaths(PUT, JSON.createObjectNode().put("id", "/etc"));
  }

  @Test
  void aBareListIsAScopeAndNoScopeOrNoDiscoveryChecksNothing() throws Exception {
    learnt("{\"ops\": {\"files.get\": {\"paths\": []}}}").checkPaths(GET, JSON.createObjectNode().put("id", "/etc"));
    new ServerProfile(false, TestCatalog.RUNTIME).checkPaths(GET, JSON.createObjectNode().put("id", "/etc"));
    ServerProfile bare = learnt("{\"ops\": {\"files.get\": {\"paths\": [\"/tmp\"]}}}");
    bare.checkPaths(GET, JSON.createObjectNode().put("id", "/tmp/x"));
    assertThrows(ApiException.class, () -> bare.checkPaths(GET, JSON.createObjectNode().put("id", "/etc")));
    assertEquals(new PathScope(java.util.List.of("/tmp"), false), PathScope.of(JSON.readTree("[\"/tmp\"]")));
    assertEquals(new PathScope(java.util.List.of("/a"), true),
        PathScope.of(JSON.readTree("{\"roots\": [\"/a\"], \"readonly\": true}")));
  }
}
