package dev.genclient.targets.python;

import dev.genclient.testing.GoldenFiles;
import org.junit.jupiter.api.Test;

/**
 * The committed example clients: {@code golden/agent-sandbox/python} (default result style,
 * pydantic; also checked by GoldenDriftTest), {@code golden/agent-sandbox/python-typeddict}, and the
 * custom-ops client {@code golden/custom-ops/python}.
 */
class PythonGoldenTest {
  @Test
  void exampleCatalogMatchesGoldenPydantic() throws Exception {
    GoldenFiles.verify("agent-sandbox/python", PythonTools.render("examples/agent-sandbox", null, null));
  }

  @Test
  void exampleCatalogMatchesGoldenTypedDict() throws Exception {
    GoldenFiles.verify("agent-sandbox/python-typeddict", PythonTools.render("examples/agent-sandbox", null, "typeddict"));
  }

  @Test
  void customOpsCatalogMatchesGolden() throws Exception {
    GoldenFiles.verify("custom-ops/python", PythonTools.render("examples/custom-ops", null, null));
  }
}
