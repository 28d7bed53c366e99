package dev.genclient.contract;

import java.nio.file.Files;
import java.nio.file.Path;

/** The repository root, from the {@code genclient.root} property surefire sets, for the catalog, goldens and runners. */
final class RepoRoot {
  private RepoRoot() {}

  static Path path() {
    String configured = System.getProperty("genclient.root");
    Path root = (configured != null ? Path.of(configured) : Path.of("..")).toAbsolutePath().normalize();
    if (!Files.isDirectory(root.resolve("examples")) || !Files.isDirectory(root.resolve("golden"))) {
      throw new IllegalStateException("not the gen-client repository root (set -Dgenclient.root): " + root);
    }
    return root;
  }

  static Path exampleCatalog() {
    return path().resolve("examples/agent-sandbox/operations.json");
  }

  static Path exampleCases() {
    return path().resolve("examples/agent-sandbox/cases.json");
  }

  /** The committed output of one target for the example catalog. */
  static Path golden(String target) {
    return path().resolve("golden/agent-sandbox").resolve(target);
  }

  static Path runners() {
    return path().resolve("contract-tests/runners");
  }

  /** This module's build directory, where the suite compiles runners and writes the matrix. */
  static Path target() {
    return path().resolve("contract-tests/target");
  }
}
