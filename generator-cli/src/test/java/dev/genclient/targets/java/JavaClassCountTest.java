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
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The classes an op costs in the compiled Java client (issue #32: classes per op). By design an op
 * compiles to its params class (its own builder), a Java enum per enum among its params, and its result
 * or event class, and to nothing else: no builder, token, lambda or exception class, and the types
 * nested in its result or event (here an {@code owner} object, the same in every op, as in the
 * benchmark's wide catalog) share the class of an equal one met before. Two clients, of {@link #OPS}
 * ops and twice as many (every kind in turn), are compiled together; the second may have only the
 * classes its added ops cost by that design more than the first (the runtime's and the namespace's
 * cancel out).
 */
class JavaClassCountTest {
  static final String[] KINDS = {"call", "stream", "download", "upload", "job"};
  static final int OPS = KINDS.length;

  @Test
  void anOpCompilesToItsParamsItsParamsEnumsAndItsResultOnly(@TempDir Path dir) throws Exception {
    List<GeneratedFile> files = new ArrayList<>();
    files.addAll(client(dir, "small", OPS));
    files.addAll(client(dir, "large", 2 * OPS));
    Path out = dir.resolve("classes");
    assertEquals("", JavaCompileTest.compile(files, out));
    long small = classes(out.resolve("small"));
    long large = classes(out.resolve("large"));
    int ceiling = 0;
    for (int i = OPS; i < 2 * OPS; i++) {
      ceiling += designedClasses(KINDS[i % KINDS.length]);
    }
    System.out.printf("classes: %d for %d ops, %d for %d ops (the added ops may cost %d)%n", small, OPS, large, 2 * OPS,
        ceiling);
    // The sixth op's owner is the first op's class, and reads as one.
    try (URLClassLoader loader = new URLClassLoader(new URL[] {out.toUri().toURL()}, getClass().getClassLoader())) {
      Class<?> result = loader.loadClass("large.model.NsOp0005Result");
      assertEquals("large.model.NsOp0000ResultOwner", result.getMethod("owner").getReturnType().getName());
      Object read = new ObjectMapper().readValue("{\"id\": \"x\", \"owner\": {\"name\": \"ann\"}}", result);
      Object owner = result.getMethod("owner").invoke(read);
      assertEquals("ann", owner.getClass().getMethod("name").invoke(owner));
    }
    assertTrue(large - small <= ceiling, "the " + OPS + " added ops should cost at most " + ceiling + " classes, but they"
        + " cost " + (large - small) + " (" + small + " -> " + large + ")");
  }

  /** What an op of the catalog below compiles to: its params class, its {@code mode} enum, its result or event. */
  private static int designedClasses(String kind) {
    int params = 1;
    int paramsEnums = hasMode(kind) ? 1 : 0;
    int result = kind.equals("download") ? 0 : 1;
    return params + paramsEnums + result;
  }

  /** As in the benchmark's wide catalog, the ops whose params go in the query string have no enum. */
  private static boolean hasMode(String kind) {
    return !kind.equals("download") && !kind.equals("upload");
  }

  private static List<GeneratedFile> client(Path dir, String pkg, int ops) throws Exception {
    Path catalog = Files.writeString(dir.resolve(pkg + ".json"), catalog(ops));
    CatalogPipeline pipeline = new CatalogPipeline();
    return pipeline.render(pipeline.prepare(catalog).plan(), new JavaTarget(),
        TargetOptions.DEFAULTS.with(JavaTarget.PACKAGE, pkg), null);
  }

  private static long classes(Path dir) throws Exception {
    try (Stream<Path> files = Files.walk(dir)) {
      return files.filter(file -> file.toString().endsWith(".class")).count();
    }
  }

  /** One namespace of {@code ops} ops, the kinds in turn, each with the benchmark's wide-shape params and result. */
  static String catalog(int ops) throws Exception {
    ObjectMapper json = new ObjectMapper();
    ObjectNode root = json.createObjectNode();
    root.put("catalog_format", 1).put("name", "classes").put("catalog_version", "1.0.0");
    ArrayNode list = root.putArray("ops");
    ObjectNode status = list.addObject().put("id", "ns.status").put("summary", "Job status").put("since", "1.0")
        .put("kind", "call");
    object(status.putObject("params"), "job_id", "string").putArray("required").add("job_id");
    object(status.putObject("result"), "status", "string");
    for (int i = 0; i < ops; i++) {
      String kind = KINDS[i % KINDS.length];
      ObjectNode op = list.addObject().put("id", String.format("ns.op_%04d", i)).put("summary", "Operation " + i)
          .put("since", "1.0").put("kind", kind);
      ObjectNode params = object(op.putObject("params"), "path", "string");
      ObjectNode properties = (ObjectNode) params.get("properties");
      properties.putObject("limit").put("type", "integer");
      if (hasMode(kind)) {
        properties.putObject("mode").put("type", "string").putArray("enum").add("fast").add("safe").add("full");
      }
      params.putArray("required").add("path");
      if (!kind.equals("download")) {
        ObjectNode result = object(op.putObject(kind.equals("stream") ? "event" : "result"), "id", "string");
        object(((ObjectNode) result.get("properties")).putObject("owner"), "name", "string");
        result.putArray("required").add("id");
      }
      if (kind.equals("job")) {
        op.putObject("job").put("status_op", "ns.status").put("pending_class", "Pending");
      }
    }
    return json.writerWithDefaultPrettyPrinter().writeValueAsString(root);
  }

  private static ObjectNode object(ObjectNode schema, String property, String type) {
    schema.put("type", "object").putObject("properties").putObject(property).put("type", type);
    return schema;
  }
}
