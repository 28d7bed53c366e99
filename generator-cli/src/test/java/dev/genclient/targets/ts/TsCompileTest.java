package dev.genclient.targets.ts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Every test catalog's TypeScript client (and the contract runner) passes {@code tsc --strict} in one run. */
class TsCompileTest {
  @Test
  void everyCatalogCompilesStrict() throws Exception {
    TsBuild.Result result = TsBuild.get();
    System.out.println("tsc --strict: " + TsBuild.catalogs().size() + " catalogs + runner, " + result.millis() + " ms");
    assertEquals("", result.output().strip(), "tsc reported problems");
    assertEquals(0, result.exitCode(), "tsc exit code");
  }
}
