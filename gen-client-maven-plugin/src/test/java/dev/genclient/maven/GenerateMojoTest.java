package dev.genclient.maven;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.model.Build;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.SystemStreamLog;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The generate goal's up-to-date stamp covers the output, and the check goal names the command that fixes drift. */
class GenerateMojoTest {
  private static final Path CATALOG = Path.of("..", "examples", "custom-ops", "operations.json");

  @TempDir
  Path project;

  private final List<String> log = new ArrayList<>();

  @Test
  void generateWritesAgainAfterAHandEditAndIsUpToDateOtherwise() throws Exception {
    run(generate());
    Path document = project.resolve("api/openapi/openapi.json");
    byte[] generated = Files.readAllBytes(document);
    run(generate());
    assertEquals("gen-client: up to date (openapi)", log.get(log.size() - 1));

    Files.writeString(document, "{\"edited\": true}\n", StandardCharsets.UTF_8);
    log.clear();
    run(generate());
    assertTrue(log.stream().anyMatch(line -> line.startsWith("gen-client: wrote openapi to ")), String.join("\n", log));
    assertArrayEquals(generated, Files.readAllBytes(document), "the hand edit was left in place");

    Files.delete(document);
    log.clear();
    run(generate());
    assertArrayEquals(generated, Files.readAllBytes(document), "the deleted file was not written again");
    log.clear();
    run(generate());
    assertEquals(List.of("gen-client: up to date (openapi)"), log);
  }

  @Test
  void checkNamesTheCommandThatFixesDrift() throws Exception {
    run(generate());
    Files.writeString(project.resolve("api/openapi/openapi.json"), "{}\n", StandardCharsets.UTF_8);

    CheckMojo unbound = configure(new CheckMojo());
    MojoFailureException plain = assertThrows(MojoFailureException.class, unbound::execute);
    assertEquals("gen-client: drift found: run mvn dev.genclient:gen-client-maven-plugin:0.1.0:generate (with this plugin's"
        + " configuration), or the same gen-client command without --check, then commit the result", plain.getMessage());

    CheckMojo bound = configure(new CheckMojo());
    Plugin plugin = new Plugin();
    plugin.setGroupId("dev.genclient");
    plugin.setArtifactId("gen-client-maven-plugin");
    PluginExecution execution = new PluginExecution();
    execution.setGoals(List.of("generate", "check"));
    plugin.addExecution(execution);
    bound.project.getBuild().addPlugin(plugin);
    MojoFailureException withGoal = assertThrows(MojoFailureException.class, bound::execute);
    assertEquals("gen-client: drift found: run mvn generate-sources (this project's generate goal writes the files again),"
        + " then commit the result", withGoal.getMessage());

    run(generate());
    configure(new CheckMojo()).execute();
  }

  private GenerateMojo generate() {
    GenerateMojo mojo = configure(new GenerateMojo());
    mojo.execution = new MojoExecution(null, "default");
    return mojo;
  }

  private void run(GenerateMojo mojo) throws Exception {
    mojo.execute();
  }

  private <M extends GenClientMojo> M configure(M mojo) {
    mojo.catalog = CATALOG.toFile();
    mojo.languages = List.of("openapi");
    mojo.outputDirectory = project.resolve("api").toFile();
    mojo.javaOutputDirectory = project.resolve("target/generated-sources/gen-client").toFile();
    mojo.pluginVersion = "0.1.0";
    MavenProject maven = new MavenProject();
    Build build = new Build();
    build.setDirectory(new File(project.toFile(), "target").toString());
    maven.getModel().setBuild(build);
    mojo.project = maven;
    mojo.setLog(new SystemStreamLog() {
      @Override
      public void info(CharSequence content) {
        log.add(content.toString());
      }

      @Override
      public void error(CharSequence content) {
        log.add(content.toString());
      }
    });
    return mojo;
  }
}
