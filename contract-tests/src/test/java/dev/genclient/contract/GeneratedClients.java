package dev.genclient.contract;

import java.nio.file.Path;

/**
 * The generated output of one catalog that the languages run: {@code <root>/<target>} per target
 * (java, ts, python, openapi). For a bundled catalog it is the committed golden; a test may
 * generate a fixture's into {@code target/} instead.
 */
record GeneratedClients(String name, Path catalog, Path root) {
  /** The committed golden of the bundled catalog {@code examples/<name>}: golden/&lt;name&gt;/. */
  static GeneratedClients golden(String name) {
    return new GeneratedClients(name, RepoRoot.catalog(name), RepoRoot.path().resolve("golden").resolve(name));
  }

  /** The contract cases beside the catalog ({@code cases.json}). */
  Path cases() {
    return catalog.resolveSibling("cases.json");
  }

  /** The output directory of one target. */
  Path of(String target) {
    return root.resolve(target);
  }

  /** The command that (re)generates one target's output, for failure messages. */
  String regenerate(String target) {
    Path repo = RepoRoot.path();
    return "./gen-client --catalog " + repo.relativize(catalog) + " --lang " + target + " --out " + repo.relativize(of(target));
  }
}
