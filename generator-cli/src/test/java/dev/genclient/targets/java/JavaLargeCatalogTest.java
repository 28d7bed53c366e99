package dev.genclient.targets.java;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.output.GeneratedFile;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.targets.TargetOptions;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A synthetic 2,000-op catalog generates a client that compiles: no string constant over
 * 65,535 bytes (the embedded runtime catalog is split) and no method over 64 KB; its runtime joins
 * the chunks back into the whole document.
 */
class JavaLargeCatalogTest {
  /** All in one namespace: the worst case for one class (its methods, constant pool and initializer). */
  static final int NAMESPACES = 1;
  static final int OPS_PER_NAMESPACE = 2000;

  @Test
  void twoThousandOpsCompileAndDescribeThemselves(@TempDir Path dir) throws Exception {
    Path catalog = Files.writeString(dir.resolve("operations.json"), syntheticCatalog());
    CatalogPipeline pipeline = new CatalogPipeline();
    List<GeneratedFile> files = pipeline.render(pipeline.prepare(catalog).plan(), new JavaTarget(),
        TargetOptions.DEFAULTS, null);
    String embedded = files.stream().filter(f -> f.path().endsWith("runtime/EmbeddedCatalog.java")).findFirst()
        .orElseThrow().content();
    assertTrue(embedded.split("\n        \"").length > 3, "the embedded catalog should span several constants");
    Path out = Path.of("target", "java-compile", "large").toAbsolutePath();
    long start = System.nanoTime();
    assertEquals("", JavaCompileTest.compile(files, out));
    System.out.printf("javac of the 2,000-op client: %d ms%n", (System.nanoTime() - start) / 1_000_000);
    try (URLClassLoader loader = new URLClassLoader(new URL[] {out.toUri().toURL()}, getClass().getClassLoader())) {
      Object runtime = loader.loadClass("synthetic.client.runtime.EmbeddedCatalog").getField("RUNTIME").get(null);
      Object tree = runtime.getClass().getMethod("catalog").invoke(runtime);
      ArrayNode ops = (ArrayNode) ((com.fasterxml.jackson.databind.JsonNode) tree).get("ops");
      assertEquals(NAMESPACES * OPS_PER_NAMESPACE, ops.size());
      assertEquals("ns0.op_1999", ops.get(ops.size() - 1).get("id").asText());
      assertEquals("Operation 0 of namespace 0 Résumé ✓ 漢字 " + "x".repeat(300), ops.get(0).get("summary").asText());
    }
  }

  /** {@code ns<i>.op_<j>}: shared params and result types, a long non-ASCII description each. */
  static String syntheticCatalog() throws Exception {
    ObjectMapper json = new ObjectMapper();
    ObjectNode root = json.createObjectNode();
    root.put("catalog_format", 1).put("name", "synthetic").put("catalog_version", "1.0.0");
    ObjectNode types = root.putObject("types");
    ObjectNode item = types.putObject("Item");
    item.put("type", "object");
    item.putObject("properties").putObject("id").put("type", "string");
    // One shared params type: the limits concern the big classes (namespaces, Ops, the embedded
    // catalog), and 2,000 small params classes would only slow javac down.
    ObjectNode query = types.putObject("Query").put("type", "object");
    ObjectNode properties = query.putObject("properties");
    properties.putObject("path").put("type", "string");
    properties.putObject("limit").put("type", "integer");
    properties.putObject("recursive").put("type", "boolean");
    query.putArray("required").add("path");
    ArrayNode ops = root.putArray("ops");
    for (int n = 0; n < NAMESPACES; n++) {
      for (int o = 0; o < OPS_PER_NAMESPACE; o++) {
        ObjectNode op = ops.addObject();
        op.put("id", "ns" + n + ".op_" + o).put("summary", "Operation " + o + " of namespace " + n + " Résumé ✓ 漢字 "
            + "x".repeat(300)).put("description", "Long text the runtime catalog leaves out.").put("since", "1.0");
        op.putObject("params").put("$ref", "#/types/Query");
        op.putObject("result").put("$ref", "#/types/Item");
      }
    }
    return json.writerWithDefaultPrettyPrinter().writeValueAsString(root);
  }
}
