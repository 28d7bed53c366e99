package dev.genclient.maven;

import dev.genclient.pipeline.Generation;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;

/**
 * The drift check, as {@code gen-client … --check} does: renders in memory, compares with the
 * output directories, writes nothing, and fails the build naming every changed, missing and
 * stale file.
 */
@Mojo(name = "check", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public final class CheckMojo extends GenClientMojo {
  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    if (skip) {
      getLog().info("gen-client: skipped");
      return;
    }
    Generation generation = new Generation(templatesPath());
    List<Generation.Job> jobs = jobs(targetOptions());
    List<Generation.Checked> checked = generate(prepared -> generation.reports(prepared, jobs));
    StringWriter report = new StringWriter();
    boolean inStep;
    try (PrintWriter out = new PrintWriter(report)) {
      inStep = Generation.print(checked, out);
    }
    for (String line : report.toString().lines().toList()) {
      if (line.startsWith("in step: ")) {
        getLog().info("gen-client: " + line);
      } else {
        getLog().error("gen-client: " + line);
      }
    }
    if (!inStep) {
      throw new MojoFailureException("gen-client: drift found: " + fix());
    }
  }

  /**
   * The command that brings the output in step: {@code mvn generate-sources} where this project binds the
   * generate goal (it writes over hand edits too: its up-to-date stamp covers the output), otherwise the
   * generate goal run directly, which reads the plugin-level configuration.
   */
  String fix() {
    boolean bound = project.getBuildPlugins().stream()
        .filter(plugin -> plugin.getKey().equals("dev.genclient:gen-client-maven-plugin"))
        .flatMap(plugin -> plugin.getExecutions().stream())
        .anyMatch(execution -> execution.getGoals().contains("generate"));
    return bound ? "run mvn generate-sources (this project's generate goal writes the files again), then commit the result"
        : "run mvn dev.genclient:gen-client-maven-plugin:" + pluginVersion + ":generate (with this plugin's configuration),"
            + " or the same gen-client command without --check, then commit the result";
  }
}
