package dev.genclient.launchers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.launchers.Launch.Run;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The npm package, installed offline from its tarball into a fresh Node project and run with npx. */
class NpmLauncherIT extends LauncherCases {
  private static final Path TGZ = Path.of(System.getProperty("genclient.npm.tgz")).toAbsolutePath();

  @TempDir
  static Path node;

  @BeforeAll
  static void installIntoAFreshProject() throws Exception {
    Files.writeString(node.resolve("package.json"), "{\"name\": \"demo\", \"version\": \"1.0.0\", \"private\": true}\n");
    Launch.succeed("npm install of " + TGZ, Launch.run(node, Map.of(), "npm", "install", "--offline", "--no-audit",
        "--no-fund", "--cache", node.resolve(".npm-cache").toString(), TGZ.toString()));
    writeCatalogs(node);
  }

  @Override
  List<String> launcher() {
    return List.of(node.resolve("node_modules/.bin/gen-client").toString());
  }

  @Override
  Path project() {
    return node;
  }

  @Override
  String[] launcherNeeds() {
    return new String[] {"node"};
  }

  @Test
  void npxRunsItWithGenClientsExitCodes() throws Exception {
    Run ok = Launch.run(node, Map.of(), "npx", "--offline", "gen-client", "validate", "operations.json");
    assertEquals(0, ok.exit(), ok.all());
    assertTrue(ok.out().startsWith("ok: operations.json: custom-ops 1.0.0, 2 ops"), ok.all());
    Run bad = Launch.run(node, Map.of(), "npx", "--offline", "gen-client", "validate", "bad.json");
    assertEquals(3, bad.exit(), bad.all());
    assertTrue(bad.err().startsWith("bad.json:2:1: [json-syntax] "), bad.all());
  }
}
