package dev.genclient.testing;

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

  public static Path customOpsCatalog() {
    return root().resolve("examples/custom-ops/operations.json");
  }
}
