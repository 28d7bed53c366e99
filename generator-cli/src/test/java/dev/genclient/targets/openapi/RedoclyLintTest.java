package dev.genclient.targets.openapi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.testing.RepoPaths;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The pinned Redocly CLI (tools/node) lints every generated document with the committed
 * tools/node/redocly.yaml, in one process: zero errors, exit 0. Missing tools fail the test.
 */
class RedoclyLintTest {
  private static final String INSTALL_HINT =
      "install the pinned Node tools with `bash tools/install-node-tools.sh` (or run `mvn verify`, which does it)";

  @Test
  void everyDocumentPassesTheLinter() throws Exception {
    Path root = RepoPaths.root();
    Path redocly = root.resolve("tools/node/node_modules/.bin/redocly");
    if (!Files.isExecutable(redocly)) {
      fail("Redocly CLI not found at " + redocly + ": " + INSTALL_HINT);
    }
    Path dir = Path.of("target/openapi-lint").toAbsolutePath();
    List<String> command = new ArrayList<>(List.of(redocly.toString(), "lint", "--config",
        root.resolve("tools/node/redocly.yaml").toString(), "--format", "json", "--max-problems", "1000"));
    List<OpenApiCatalogs.Rendered> docs = OpenApiCatalogs.rendered();
    for (OpenApiCatalogs.Rendered doc : docs) {
      Path file = dir.resolve(doc.name()).resolve(OpenApiTarget.FILE);
      Files.createDirectories(file.getParent());
      Files.writeString(file, doc.json(), StandardCharsets.UTF_8);
      command.add(file.toString());
    }
    ProcessBuilder builder = new ProcessBuilder(command).directory(root.toFile());
    builder.environment().put("REDOCLY_TELEMETRY", "off");
    builder.environment().put("REDOCLY_SUPPRESS_UPDATE_NOTICE", "true");
    builder.redirectError(dir.resolve("redocly.stderr.txt").toFile());
    long start = System.nanoTime();
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      fail("cannot run " + redocly + " (is node on the PATH?): " + e.getMessage() + "; " + INSTALL_HINT);
      return;
    }
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(process.waitFor(120, TimeUnit.SECONDS), "redocly lint timed out");
    long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    String err = Files.readString(dir.resolve("redocly.stderr.txt"), StandardCharsets.UTF_8);
    if (process.exitValue() == 127 || out.isBlank()) {
      fail("redocly lint produced no report (exit " + process.exitValue() + "): " + err + "\n" + INSTALL_HINT);
    }
    List<JsonNode> reports = new ArrayList<>();
    try (MappingIterator<JsonNode> it = new ObjectMapper().readerFor(JsonNode.class).readValues(out)) {
      it.forEachRemaining(reports::add);
    }
    assertEquals(docs.size(), reports.size(), "one report per document:\n" + out);
    int errors = 0;
    int warnings = 0;
    for (JsonNode report : reports) {
      errors += report.at("/totals/errors").asInt();
      warnings += report.at("/totals/warnings").asInt();
    }
    System.out.println("redocly lint: " + docs.size() + " documents, " + errors + " errors, " + warnings
        + " warnings, " + millis + " ms");
    assertEquals(0, errors, "redocly lint errors:\n" + out);
    assertEquals(0, process.exitValue(), "redocly lint exit code; stderr:\n" + err);
  }
}
