package dev.genclient.target.java;

import static dev.genclient.target.java.ReflectiveClient.invoke;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.output.GeneratedFile;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.target.TargetOptions;
import dev.genclient.testing.RepoPaths;
import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The {@code server.openai} helper (DESIGN §3.1): {@code srv.agents().openaiEndpoint()}, only where declared. */
class JavaOpenAiEndpointTest {
  private static Object endpoint(String baseUrl, String token) throws Exception {
    ReflectiveClient srv = ReflectiveClient.build(baseUrl, "token", token);
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
  }

  @Test
  void catalogWithoutServerOpenaiGetsNoHelper() throws Exception {
    CatalogPipeline pipeline = new CatalogPipeline();
    List<GeneratedFile> files = pipeline.render(pipeline.prepare(RepoPaths.customOpsCatalog()).linked(),
        new JavaTarget(), TargetOptions.DEFAULTS, null);
    assertFalse(files.isEmpty());
    for (GeneratedFile file : files) {
      assertFalse(file.path().endsWith("OpenAiEndpoint.java"), file.path());
      assertFalse(file.content().contains("openaiEndpoint"), file.path());
    }
    List<GeneratedFile> example = pipeline.render(pipeline.prepare(RepoPaths.exampleCatalog()).linked(),
        new JavaTarget(), TargetOptions.DEFAULTS, null);
    assertTrue(example.stream().anyMatch(f -> f.path().endsWith("/AgentsApi.java")
        && f.content().contains("OpenAiEndpoint openaiEndpoint()")), "the example catalog declares server.openai");
  }
}
