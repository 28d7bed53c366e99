package dev.genclient.targets.python;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.mock.Compat;
import dev.genclient.mock.MockOptions;
import dev.genclient.mock.MockServer;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.testing.RepoPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Runs the generated Python clients (both result styles, from the example catalog) against
 * in-process mock servers: the pytest suite {@code python-behaviour/test_client.py} in one python
 * process, and the contract runner over a plan of every op's case and every error row.
 */
class PythonClientBehaviourTest {
  static final String TOKEN = "t1";
  static final String ADMIN = "adm";
  private static final List<MockServer> MOCKS = new ArrayList<>();
  private static final Map<String, String> ENV = new HashMap<>();
  private static Path clients;

  @BeforeAll
  static void generateAndStartMocks() throws Exception {
    Path python = PythonTools.python();
    clients = PythonTools.cleanDir("python-behaviour/clients");
    PythonTools.write(clients, PythonTools.render("examples/agent-sandbox", "agent_sandbox_server", "pydantic"));
    PythonTools.write(clients, PythonTools.render("examples/agent-sandbox", "agent_sandbox_server_td", "typeddict"));
    CatalogPipeline pipeline = new CatalogPipeline();
    CatalogLoader.Loaded example = pipeline.prepare(RepoPaths.exampleCatalog()).loaded();
    CatalogLoader.Loaded custom = pipeline.prepare(RepoPaths.customOpsCatalog()).loaded();
    MockOptions auth = MockOptions.defaults().withToken(TOKEN);
    ENV.put("MOCK_URL", start(List.of(example, custom), auth.withAdminToken(ADMIN)));
    ENV.put("MOCK_V1_URL", start(List.of(example), auth.withCompat(Compat.V1)));
    ENV.put("MOCK_V1X_URL", start(List.of(example), auth.withCompat(Compat.V1X)));
    ENV.put("MOCK_DISABLED_URL", start(List.of(example), auth.withDisabled(Set.of("files.search"))));
    ENV.put("MOCK_CUSTOM_ONLY_URL", start(List.of(custom), auth));
    ENV.put("CATALOG", RepoPaths.exampleCatalog().toString());
    Path document = clients.resolve("runtime-catalog.json");
    Files.writeString(document, ClientPlan.of(pipeline.prepare(RepoPaths.exampleCatalog()).linked()).runtimeCatalog()
        .document().toString());
    ENV.put("RUNTIME_CATALOG", document.toString());
    ENV.put("CASES", RepoPaths.root().resolve("examples/agent-sandbox/cases.json").toString());
    ENV.put("PYTHONPATH", clients.toString());
    ENV.put("PYTHONDONTWRITEBYTECODE", "1");
    ENV.put("PYTHON", python.toString());
  }

  private static String start(List<CatalogLoader.Loaded> catalogs, MockOptions options) throws Exception {
    MockServer mock = MockServer.start(catalogs, options);
    MOCKS.add(mock);
    return mock.baseUrl();
  }

  @AfterAll
  static void stopMocks() {
    MOCKS.forEach(MockServer::close);
  }

  @Test
  void pytestSuitePassesForBothResultStyles() throws Exception {
    Map<String, String> env = new HashMap<>(ENV);
    env.put("GEN_CLIENT_MODULES", "agent_sandbox_server,agent_sandbox_server_td");
    Path tests = RepoPaths.root().resolve("generator-cli/src/test/resources/python-behaviour");
    PythonTools.Result run = PythonTools.run(List.of(ENV.get("PYTHON"), "-m", "pytest", "-q", "-p", "no:cacheprovider",
        "-W", "error::pytest.PytestUnraisableExceptionWarning", "-rs", "test_client.py"), tests, env, 600);
    assertEquals(0, run.exitCode(), "pytest failed:\n" + run.output());
    Matcher passed = Pattern.compile("(\\d+) passed").matcher(run.output());
    assertTrue(passed.find(), run.output());
    assertTrue(Integer.parseInt(passed.group(1)) >= 50, "too few tests ran:\n" + run.output());
    assertFalse(run.output().contains("skipped"), "no test may be skipped:\n" + run.output());
    System.out.println("python behaviour: " + passed.group() + " " + run.output().lines()
        .filter(l -> l.contains(" in ")).reduce((a, b) -> b).orElse(""));
  }

  @Test
  void contractRunnerCoversEveryOpAndEveryErrorRow() throws Exception {
    ContractPlan.Expectations plan = ContractPlan.write(clients.resolve("plan.json"), ENV.get("MOCK_URL"), TOKEN, ADMIN);
    Path results = clients.resolve("results.jsonl");
    Map<String, String> env = new HashMap<>(ENV);
    env.put("GEN_CLIENT_PYTHON_MODULE", "agent_sandbox_server");
    PythonTools.Result run = PythonTools.run(List.of(ENV.get("PYTHON"), "-W", "ignore::DeprecationWarning",
        RepoPaths.root().resolve("contract-tests/runners/python/runner.py").toString(),
        clients.resolve("plan.json").toString(), results.toString()), clients, env, 300);
    assertEquals(0, run.exitCode(), "runner failed:\n" + run.output());
    assertEquals(List.of(), plan.check(results), "contract results differ");
  }
}
