package dev.genclient.targets.java;

import static dev.genclient.targets.java.ReflectiveClient.invoke;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.output.GeneratedFile;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.targets.TargetOptions;
import dev.genclient.testing.RepoPaths;
import java.net.URI;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The {@code server.openai} helper: {@code srv.agents().openaiEndpoint()}, only where declared. */
class JavaOpenAiEndpointTest {
  private static Object endpoint(String baseUrl, String token, Object... setup) throws Exception {
    Object[] all = new Object[setup.length + 2];
    all[0] = "token";
    all[1] = token;
    System.arraycopy(setup, 0, all, 2, setup.length);
    ReflectiveClient srv = ReflectiveClient.build(baseUrl, all);
    return invoke(srv.namespace("agents()"), "openaiEndpoint");
  }

  @Test
  void endpointJoinsTheBaseUrlAndBasePathAndCarriesTheToken() throws Exception {
    Object endpoint = endpoint("http://127.0.0.1:9000", "tok");
    assertEquals(URI.create("http://127.0.0.1:9000/v1"), invoke(endpoint, "baseUrl"));
    assertEquals("tok", invoke(endpoint, "apiKey"));
    assertFalse(endpoint.toString().contains("tok"), "the key stays out of toString: " + endpoint);
    Object slashed = endpoint("http://sandbox.example/prefix/", null);
    assertEquals(URI.create("http://sandbox.example/prefix/v1"), invoke(slashed, "baseUrl"));
    assertNull(invoke(slashed, "apiKey"));
    assertEquals(Map.of(), invoke(slashed, "headers"), "no gateway token: no headers");
  }

  @Test
  void gatewayTokenTravelsAsAHeaderNeverAsTheKeyAndStaysOutOfToString() throws Exception {
    Object endpoint = endpoint("http://127.0.0.1:9000", "server-secret",
        "gateway", new Object[] {"X-Gateway-Token", "gateway-secret"});
    assertEquals("server-secret", invoke(endpoint, "apiKey"));
    @SuppressWarnings("unchecked")
    Map<String, String> headers = (Map<String, String>) invoke(endpoint, "headers");
    assertEquals(Map.of("X-Gateway-Token", "gateway-secret"), headers);
    assertThrows(UnsupportedOperationException.class, () -> headers.put("X-Other", "x"));
    String shown = endpoint.toString();
    assertFalse(shown.contains("server-secret") || shown.contains("gateway-secret"), shown);
    assertTrue(shown.contains("X-Gateway-Token"), "the header name is shown: " + shown);
    Object withoutToken = endpoint("http://127.0.0.1:9000", null, "gateway", new Object[] {"X-Gateway-Token", null});
    assertEquals(Map.of(), invoke(withoutToken, "headers"), "a gateway header without a token sends nothing");
  }

  @Test
  void headersAreCopiedAndNullMeansNone() throws Exception {
    Class<?> type = CompiledClient.type("runtime.OpenAiEndpoint");
    Map<String, String> given = new HashMap<>(Map.of("X-Gateway-Token", "g"));
    Object endpoint = type.getConstructor(URI.class, String.class, Map.class)
        .newInstance(URI.create("http://h/v1"), "k", given);
    given.put("X-Later", "x");
    assertEquals(Map.of("X-Gateway-Token", "g"), invoke(endpoint, "headers"));
    Object none = type.getConstructor(URI.class, String.class, Map.class).newInstance(URI.create("http://h/v1"), "k",
        null);
    assertEquals(Map.of(), invoke(none, "headers"));
    Object twoArgs = type.getConstructor(URI.class, String.class).newInstance(URI.create("http://h/v1"), "k");
    assertEquals(Map.of(), invoke(twoArgs, "headers"));
  }

  @Test
  void catalogWithoutServerOpenaiGetsNoHelper() throws Exception {
    CatalogPipeline pipeline = new CatalogPipeline();
    List<GeneratedFile> files = pipeline.render(pipeline.prepare(RepoPaths.customOpsCatalog()).plan(),
        new JavaTarget(), TargetOptions.DEFAULTS, null);
    assertFalse(files.isEmpty());
    for (GeneratedFile file : files) {
      assertFalse(file.path().endsWith("OpenAiEndpoint.java"), file.path());
      assertFalse(file.content().contains("openaiEndpoint"), file.path());
    }
    List<GeneratedFile> example = pipeline.render(pipeline.prepare(RepoPaths.exampleCatalog()).plan(),
        new JavaTarget(), TargetOptions.DEFAULTS, null);
    assertTrue(example.stream().anyMatch(f -> f.path().endsWith("/AgentsApi.java")
        && f.content().contains("OpenAiEndpoint openaiEndpoint()")), "the example catalog declares server.openai");
  }
}
