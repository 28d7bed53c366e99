package dev.genclient.targets.java;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.mock.MockOptions;
import dev.genclient.testing.PackageBuild;
import dev.genclient.testing.RepoPaths;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@code --layout package} makes the Java output a Maven project: {@code mvn -o package} (against the local
 * repository the build filled) builds its jar, and the README's quick start, compiled and run as a user's
 * program against that jar and Jackson, calls the mock.
 */
class JavaPackageTest {
  private static final String MAVEN = "Maven (mvn) on the PATH, with the local repository this build filled";

  @Test
  void mvnPackageBuildsTheOutputAndTheQuickStartCallsTheMock() throws Exception {
    Path pkg = PackageBuild.generate("java-package/pkg", "java", "--package", "com.example.sandbox");
    assertTrue(Files.isRegularFile(pkg.resolve("src/main/java/com/example/sandbox/ServerClient.java")),
        "the sources under src/main/java");
    String pom = Files.readString(pkg.resolve("pom.xml"));
    assertTrue(pom.contains("<version>" + parentProperty("jackson.version") + "</version>"),
        "Jackson pinned to the parent pom's jackson.version:\n" + pom);
    PackageBuild.Result build = PackageBuild.run(List.of("mvn", "-B", "-o", "-q", "package"), pkg, Map.of(), 300, MAVEN);
    assertEquals(0, build.exitCode(), build.output());
    Path jar = pkg.resolve("target/agent-sandbox-server-client-2.1.0.jar");
    assertTrue(Files.isRegularFile(jar), "the jar, versioned by the catalog's sdk_version");

    Path work = PackageBuild.freshDir("java-package/user");
    Path program = work.resolve("QuickStart.java");
    Files.writeString(program, PackageBuild.codeBlock(pkg.resolve("README.md"), "java"));
    String jackson = Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
        .filter(entry -> entry.contains("jackson-")).collect(Collectors.joining(File.pathSeparator));
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    try (MockRun mock = MockRun.start(MockOptions.defaults())) {
      // Source-file mode: javac and run in one step, as a user's one-file program.
      PackageBuild.Result run = PackageBuild.run(List.of(java, "-cp", jar + File.pathSeparator + jackson, program.toString()),
          work, Map.of("AGENT_SANDBOX_SERVER_URL", mock.baseUrl(), "AGENT_SANDBOX_SERVER_TOKEN", MockRun.TOKEN), 120, MAVEN);
      assertEquals(0, run.exitCode(), run.output());
      assertTrue(run.output().contains("/workspace/README.md"), "the example's result:\n" + run.output());
    }
  }

  @Test
  void thePomCarriesTheSdkVersionAndTheDocsUrlAsXml() throws Exception {
    Path pkg = PackageBuild.generate("java-package/versioned", "java", "--sdk-version", "4.0.0-beta.2",
        "--docs-url", "https://example.com/a?b=1&c='2'");
    org.w3c.dom.Document pom = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(pkg.resolve("pom.xml").toFile());
    org.w3c.dom.Element project = pom.getDocumentElement();
    assertEquals("4.0.0-beta.2", child(project, "version"));
    assertEquals("https://example.com/a?b=1&c='2'", child(project, "url"));
    assertEquals("agentsandboxserver.client", child(project, "groupId"));
  }

  private static String child(org.w3c.dom.Element parent, String name) {
    for (org.w3c.dom.Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n.getNodeName().equals(name)) {
        return n.getTextContent();
      }
    }
    throw new AssertionError("no <" + name + ">");
  }

  private static String parentProperty(String name) throws Exception {
    Matcher m = Pattern.compile("<" + Pattern.quote(name) + ">([^<]+)</").matcher(Files.readString(RepoPaths.root().resolve("pom.xml")));
    assertTrue(m.find(), name + " in the parent pom");
    return m.group(1);
  }
}
