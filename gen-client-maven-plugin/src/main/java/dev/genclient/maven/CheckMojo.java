package dev.genclient.maven;

import dev.genclient.output.DriftCheck;
import dev.genclient.output.DriftReport;
import java.io.IOException;
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
    boolean drift = false;
    try {
      for (Rendered rendered : render(jobs(), targetOptions())) {
        DriftReport report = new DriftCheck().check(rendered.job().dir(), rendered.files());
        if (report.inStep()) {
          getLog().info("gen-client: in step: " + rendered.job().dir() + " (" + rendered.files().size() + " files, "
              + rendered.job().target().name() + ")");
        } else {
          drift = true;
          report.describe(rendered.job().dir() + "/").lines().forEach(getLog()::error);
        }
      }
    } catch (IOException e) {
      throw new MojoExecutionException("gen-client: I/O error: " + e.getMessage(), e);
    }
    if (drift) {
      throw new MojoFailureException("gen-client: drift found: regenerate with the generate goal (or the same gen-client command without --check)");
    }
  }
}
