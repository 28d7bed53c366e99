package dev.genclient.targets.ts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.mock.MockOptions;
import dev.genclient.mock.MockServer;
import dev.genclient.testing.PackageBuild;
import dev.genclient.testing.RepoPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@code --layout package} makes the TypeScript output an npm package: with its devDependencies present
 * (the pinned typescript and @types/node, here those of tools/node, the same versions) {@code npm pack}
 * compiles and packs it with its README; a fresh user project installs the tarball offline and runs the
 * README's quick start against the mock.
 */
class TsPublishTest {
  private static final String TOKEN = "npm-user";

  @Test
  void npmPackPacksTheOutputAndTheQuickStartCallsTheMock() throws Exception {
    Path tools = RepoPaths.root().resolve("tools/node/node_modules");
    assertTrue(Files.isRegularFile(tools.resolve("typescript/bin/tsc")), "tsc not found: " + TsBuild.INSTALL_HINT);
    Path pkg = PackageBuild.generate("ts-package/pkg", "ts", "--sdk-version", "2.2.0", "--docs-url", "https://example.com/sdk");
    JsonNode manifest = new ObjectMapper().readTree(pkg.resolve("package.json").toFile());
    assertEquals("agent-sandbox-server", manifest.get("name").asText(), "the catalog name without --ts-package");
    assertEquals("2.2.0", manifest.get("version").asText());
    assertEquals("https://example.com/sdk", manifest.get("homepage").asText());
    // What `npm install` in the package directory would install: the pinned devDependencies.
    Files.createSymbolicLink(pkg.resolve("node_modules"), tools);
    PackageBuild.Result pack = PackageBuild.run(List.of("npm", "pack", "--no-audit", "--no-fund"), pkg, Map.of(), 240,
        TsBuild.INSTALL_HINT);
    assertEquals(0, pack.exitCode(), pack.output());
    Path tarball = pkg.resolve("agent-sandbox-server-2.2.0.tgz");
    assertTrue(Files.isRegularFile(tarball), pack.output());
    assertTrue(pack.output().contains("README.md") && pack.output().contains("dist/index.d.ts"), pack.output());

    Path user = PackageBuild.freshDir("ts-package/user");
    Files.writeString(user.resolve("package.json"), "{\"name\": \"user\", \"private\": true, \"type\": \"module\"}\n");
    PackageBuild.Result install = PackageBuild.run(List.of("npm", "install", "--offline", "--no-audit", "--no-fund",
        tarball.toString()), user, Map.of(), 240, TsBuild.INSTALL_HINT);
    assertEquals(0, install.exitCode(), install.output());
    // The README's quick start has no type annotations: it runs as an ES module as it is.
    Files.writeString(user.resolve("quick-start.mjs"), PackageBuild.codeBlock(pkg.resolve("README.md"), "ts"));
    try (MockServer mock = MockServer.start(List.of(new CatalogLoader().load(RepoPaths.exampleCatalog())),
        MockOptions.defaults().withToken(TOKEN))) {
      PackageBuild.Result run = PackageBuild.run(List.of("node", "quick-start.mjs"), user,
          Map.of("AGENT_SANDBOX_SERVER_URL", mock.baseUrl(), "AGENT_SANDBOX_SERVER_TOKEN", TOKEN), 60, TsBuild.INSTALL_HINT);
      assertEquals(0, run.exitCode(), run.output());
      assertTrue(run.output().contains("/workspace/README.md"), "the example's result:\n" + run.output());
    }
    try (Stream<Path> files = Files.list(user.resolve("node_modules/agent-sandbox-server"))) {
      assertTrue(files.anyMatch(p -> p.getFileName().toString().equals("README.md")), "the README is in the package");
    }
  }
}
