package dev.genclient.maven;

import dev.genclient.catalog.CatalogException;
import dev.genclient.output.GeneratedFile;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.targets.Target;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.Targets;
import dev.genclient.targets.python.PythonTarget;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * What {@code generate} and {@code check} share: the options of the CLI's generation command,
 * and rendering every target in memory through the generator's own pipeline.
 */
abstract class GenClientMojo extends AbstractMojo {
  /** The catalog ({@code operations.json}); the CLI's {@code --catalog}. */
  @Parameter(property = "gen-client.catalog", required = true)
  File catalog;

  /** Targets: openapi, java, ts, python, markdown, or all; the CLI's {@code --lang}. */
  @Parameter(property = "gen-client.languages", required = true)
  List<String> languages;

  /** Where the java target goes; added as a compile source root by {@code generate}. */
  @Parameter(property = "gen-client.javaOutputDirectory", defaultValue = "${project.build.directory}/generated-sources/gen-client")
  File javaOutputDirectory;

  /** Where every other target goes, each under {@code <lang>/}. */
  @Parameter(property = "gen-client.outputDirectory", defaultValue = "${project.build.directory}/gen-client")
  File outputDirectory;

  /** Override built-in templates file by file ({@code DIR/<name>.mustache}); the CLI's {@code --templates}. */
  @Parameter(property = "gen-client.templates")
  File templates;

  /** Java package of the generated client; the CLI's {@code --package}. */
  @Parameter(property = "gen-client.package")
  String javaPackage;

  /** Python module of the generated client; the CLI's {@code --module}. */
  @Parameter(property = "gen-client.module")
  String pythonModule;

  /** npm package name (also writes package.json and tsconfig.json); the CLI's {@code --ts-package}. */
  @Parameter(property = "gen-client.tsPackage")
  String tsPackage;

  /** Python results: typeddict or pydantic (default); the CLI's {@code --result-style}. */
  @Parameter(property = "gen-client.resultStyle")
  String resultStyle;

  /** Skip this goal. */
  @Parameter(property = "gen-client.skip", defaultValue = "false")
  boolean skip;

  @Parameter(defaultValue = "${project}", readonly = true, required = true)
  MavenProject project;

  /** One target with the directory it goes to. */
  record Job(Target target, Path dir) {}

  /** One target rendered, not yet written or checked. */
  record Rendered(Job job, List<GeneratedFile> files) {}

  /** The targets named by {@code languages}, each with its directory; an unknown name fails the build. */
  List<Job> jobs() throws MojoFailureException {
    if (languages == null || languages.isEmpty()) {
      throw new MojoFailureException("gen-client: <languages> names no target: expected one of "
          + String.join(", ", Targets.names()) + ", all");
    }
    Set<String> wanted = new LinkedHashSet<>();
    for (String name : languages) {
      String trimmed = name.trim();
      if (trimmed.equals("all")) {
        wanted.addAll(Targets.names());
      } else if (Targets.byName(trimmed).isPresent()) {
        wanted.add(trimmed);
      } else {
        throw new MojoFailureException("gen-client: unknown language '" + trimmed + "': expected one of "
            + String.join(", ", Targets.names()) + ", all");
      }
    }
    List<Job> jobs = new ArrayList<>();
    for (String name : wanted) {
      Path dir = name.equals("java") ? javaOutputDirectory.toPath() : outputDirectory.toPath().resolve(name);
      jobs.add(new Job(Targets.byName(name).orElseThrow(), dir));
    }
    return jobs;
  }

  TargetOptions targetOptions() throws MojoFailureException {
    if (resultStyle != null && !resultStyle.equals("typeddict") && !resultStyle.equals("pydantic")) {
      throw new MojoFailureException("gen-client: <resultStyle> must be typeddict or pydantic, not '" + resultStyle + "'");
    }
    String moduleProblem = PythonTarget.moduleProblem(pythonModule);
    if (moduleProblem != null) {
      throw new MojoFailureException("gen-client: " + moduleProblem);
    }
    return new TargetOptions(javaPackage, pythonModule, tsPackage, resultStyle);
  }

  Path templatesPath() {
    return templates == null ? null : templates.toPath();
  }

  /** Loads, validates and links the catalog, then renders every job in memory; a bad catalog fails the build with its located problems. */
  List<Rendered> render(List<Job> jobs, TargetOptions options) throws MojoExecutionException, MojoFailureException {
    CatalogPipeline pipeline = new CatalogPipeline();
    try {
      CatalogPipeline.Prepared prepared = pipeline.prepare(catalog.toPath());
      prepared.warnings().forEach(getLog()::warn);
      List<Rendered> rendered = new ArrayList<>();
      for (Job job : jobs) {
        rendered.add(new Rendered(job, pipeline.render(prepared.linked(), job.target(), options, templatesPath())));
      }
      return rendered;
    } catch (CatalogException invalid) {
      invalid.renderedLines().forEach(getLog()::error);
      throw new MojoFailureException("gen-client: " + invalid.diagnostics().size() + " problem(s) in " + catalog
          + "; nothing was generated");
    } catch (IOException | UncheckedIOException e) {
      throw new MojoExecutionException("gen-client: I/O error: " + e.getMessage(), e);
    }
  }
}
