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

  /** The bundled example catalog the contract suite runs on. */
  static final String EXAMPLE = "agent-sandbox";

  static Path exampleCatalog() {
    return catalog(EXAMPLE);
  }

  static Path exampleCases() {
    return GeneratedClients.golden(EXAMPLE).cases();
  }

  /** The catalog {@code examples/<name>/operations.json}. */
  static Path catalog(String name) {
    return path().resolve("examples").resolve(name).resolve("operations.json");
  }

  static Path runners() {
    return path().resolve("contract-tests/runners");
  }

  /** This module's build directory, where the suite compiles runners and writes the matrix. */
  static Path target() {
    return path().resolve("contract-tests/target");
  }
}
