package dev.genclient.testing;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Locates the repository root (the folder holding {@code golden/} and {@code examples/}) from a module's tests. */
public final class RepoPaths {
  private RepoPaths() {}

  public static Path root() {
    Path dir = Path.of("").toAbsolutePath();
    while (dir != null) {
      if (Files.isDirectory(dir.resolve("examples")) && Files.isRegularFile(dir.resolve("gen-client"))) {
        return dir;
      }
      dir = dir.getParent();
    }
    throw new IllegalStateException("cannot find the gen-client repository root above " + Path.of("").toAbsolutePath());
  }

  public static Path exampleCatalog() {
    return root().resolve("examples/agent-sandbox/operations.json");
  }

  /** The example catalog's {@code catalog_version}, so tests follow a bump instead of hard-coding it. */
  public static String exampleVersion() {
    try {
      return new ObjectMapper().readTree(exampleCatalog().toFile()).get("catalog_version").asText();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public static Path customOpsCatalog() {
    return root().resolve("examples/custom-ops/operations.json");
  }
}
