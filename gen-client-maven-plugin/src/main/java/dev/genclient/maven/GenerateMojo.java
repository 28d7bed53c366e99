package dev.genclient.maven;

import dev.genclient.output.Manifest;
import dev.genclient.pipeline.Generation;
import dev.genclient.targets.TargetOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Generates the targets from the catalog, as {@code gen-client --catalog … --lang … --out …}
 * does, and adds the Java target's directory as a compile source root. A run whose inputs
 * (catalog, templates, options, gen-client version, directories) are those of the last run,
 * with every output directory still holding its manifest and the files it lists as the last run
 * left them, writes nothing; a hand edit of a generated file is written over.
 */
@Mojo(name = "generate", defaultPhase = LifecyclePhase.GENERATE_SOURCES, threadSafe = true)
public final class GenerateMojo extends GenClientMojo {
  @Parameter(defaultValue = "${mojoExecution}", readonly = true, required = true)
  MojoExecution execution;

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    if (skip) {
      getLog().info("gen-client: skipped");
      return;
    }
    TargetOptions options = targetOptions();
    List<Generation.Job> jobs = jobs(options);
    jobs.stream().filter(job -> job.target().name().equals("java"))
        .forEach(job -> project.addCompileSourceRoot(job.dir().toString()));
    Path stampFile = Path.of(project.getBuild().getDirectory(), "gen-client-maven-plugin", execution.getExecutionId() + ".stamp");
    List<String> names = jobs.stream().map(job -> job.target().name()).toList();
    try {
      List<Path> dirs = jobs.stream().map(Generation.Job::dir).toList();
      String inputs = InputStamp.of(catalog.toPath(), templatesPath(), options, dirs, names, ogOptions());
      if (jobs.stream().allMatch(job -> Files.isRegularFile(job.dir().resolve(Manifest.FILE_NAME)))
          && InputStamp.matches(stampFile, inputs + "\n" + InputStamp.outputs(dirs))) {
        getLog().info("gen-client: up to date (" + String.join(", ", names) + ")");
        return;
      }
      Generation generation = new Generation(templatesPath());
      generate(prepared -> {
        logged(out -> generation.write(prepared, jobs, out));
        return null;
      });
      InputStamp.write(stampFile, inputs + "\n" + InputStamp.outputs(dirs));
    } catch (IOException e) {
      throw new MojoExecutionException("gen-client: I/O error: " + e.getMessage(), e);
    }
  }
}
