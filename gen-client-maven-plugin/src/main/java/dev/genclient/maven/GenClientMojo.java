package dev.genclient.maven;

import dev.genclient.catalog.CatalogException;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.pipeline.Generation;
import dev.genclient.targets.PackageLayout;
import dev.genclient.templates.TemplateException;
import dev.genclient.targets.TargetOption;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.Target;
import dev.genclient.targets.Targets;
import dev.genclient.targets.og.OgOptions;
import dev.genclient.targets.og.OgTarget;
import dev.genclient.targets.og.OgTargets;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Component;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.RepositorySystemSession;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.collection.CollectRequest;
import org.eclipse.aether.graph.Dependency;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.resolution.DependencyRequest;
import org.eclipse.aether.resolution.DependencyResolutionException;
import org.eclipse.aether.resolution.DependencyResult;

/**
 * What {@code generate} and {@code check} share: the options of the CLI's generation command,
 * and rendering every target in memory through the generator's own pipeline.
 */
abstract class GenClientMojo extends AbstractMojo {
  /** The catalog ({@code operations.json}); the CLI's {@code --catalog}. */
  @Parameter(property = "gen-client.catalog", required = true)
  File catalog;

  /** Targets: openapi, java, ts, python, markdown, all, or og:GENERATOR (OpenAPI Generator); the CLI's {@code --lang}. */
  @Parameter(property = "gen-client.languages", required = true)
  List<String> languages;

  /** Where the java target goes; added as a compile source root by {@code generate}. */
  @Parameter(property = "gen-client.javaOutputDirectory", defaultValue = "${project.build.directory}/generated-sources/gen-client")
  File javaOutputDirectory;

  /** Where every other target goes, each under {@code <lang>/}. */
  @Parameter(property = "gen-client.outputDirectory", defaultValue = "${project.build.directory}/gen-client")
  File outputDirectory;

  /** Override built-in templates file by file ({@code DIR/<lang>/<name>.mustache}); the CLI's {@code --templates}, checked the same way. */
  @Parameter(property = "gen-client.templates")
  File templates;

  /**
   * The targets' options by key, as in a sync lock and gen-client.yaml: {@code package} (java,
   * the CLI's {@code --package}), {@code ts_package} ({@code --ts-package}), {@code module} and
   * {@code result_style} (python, {@code --module}, {@code --result-style}), and for the three clients
   * {@code layout}, {@code sdk_version}, {@code docs_url} ({@code --layout package}, docs/packages.md).
   */
  @Parameter
  Map<String, String> options;

  /**
   * The og: targets' OpenAPI Generator options, over the curated ones (the CLI's
   * {@code --og-option KEY=VALUE}), e.g. {@code <goModule>example.com/acme/shop-go</goModule>}.
   */
  @Parameter
  Map<String, String> ogOptions;

  /** OpenAPI Generator templates that override the og: generator's own, file by file (the CLI's {@code --og-template-dir}). */
  @Parameter(property = "gen-client.ogTemplateDirectory")
  File ogTemplateDirectory;

  /** Skip this goal. */
  @Parameter(property = "gen-client.skip", defaultValue = "false")
  boolean skip;

  @Parameter(defaultValue = "${project}", readonly = true, required = true)
  MavenProject project;

  /** Resolves the OpenAPI Generator bridge ({@code dev.genclient:og-bridge}) for og: targets. */
  @Component
  RepositorySystem repositorySystem;

  @Parameter(defaultValue = "${repositorySystemSession}", readonly = true, required = true)
  RepositorySystemSession repositorySession;

  @Parameter(defaultValue = "${project.remotePluginRepositories}", readonly = true, required = true)
  List<RemoteRepository> pluginRepositories;

  @Parameter(defaultValue = "${plugin.version}", readonly = true, required = true)
  String pluginVersion;

  /**
   * The targets named by {@code languages}, each with its directory; an unknown name fails the
   * build. An og: target loads the OpenAPI Generator bridge, resolved as an artifact of this plugin's version.
   */
  List<Generation.Job> jobs(TargetOptions values) throws MojoFailureException, MojoExecutionException {
    if (languages == null || languages.isEmpty()) {
      throw new MojoFailureException("gen-client: <languages> names no target: expected one of "
          + String.join(", ", Targets.names()) + ", all, og:<generator>");
    }
    Set<String> wanted = new LinkedHashSet<>();
    for (String name : languages) {
      String trimmed = name.trim();
      if (trimmed.equals("all")) {
        wanted.addAll(Targets.names());
      } else if (Targets.byName(trimmed).isPresent() || OgTargets.isOgName(trimmed)) {
        wanted.add(trimmed);
      } else {
        throw new MojoFailureException("gen-client: unknown language '" + trimmed + "': expected one of "
            + String.join(", ", Targets.names()) + ", all, og:<generator>");
      }
    }
    List<Generation.Job> jobs = new ArrayList<>();
    for (String name : wanted) {
      Path dir = name.equals("java") ? javaOutputDirectory.toPath() : outputDirectory.toPath().resolve(name.replace(':', '-'));
      Target target = OgTargets.isOgName(name) ? ogTarget(name) : Targets.byName(name).orElseThrow();
      jobs.add(new Generation.Job(target, values, dir));
    }
    return jobs;
  }

  /** The og: options of {@code ogOptions} and {@code ogTemplateDirectory}. */
  OgOptions ogOptions() throws MojoFailureException {
    if (ogTemplateDirectory != null && !ogTemplateDirectory.isDirectory()) {
      throw new MojoFailureException("gen-client: <ogTemplateDirectory> " + ogTemplateDirectory + " is not a directory");
    }
    return new OgOptions(ogOptions == null ? Map.of() : ogOptions, ogTemplateDirectory == null ? null : ogTemplateDirectory.toPath());
  }

  private Target ogTarget(String name) throws MojoFailureException, MojoExecutionException {
    List<Path> bridgeClassPath = bridgeClassPath();
    try {
      OgTarget target = OgTargets.target(name, ogOptions(), bridgeClassPath);
      OgTargets.unverifiedWarning(target).ifPresent(warning -> getLog().warn("gen-client: " + warning));
      return target;
    } catch (IllegalArgumentException | IllegalStateException e) {
      throw new MojoFailureException("gen-client: " + name + ": " + e.getMessage());
    }
  }

  /** The jars of {@code dev.genclient:og-bridge} of this plugin's version and of its runtime dependencies. */
  private List<Path> bridgeClassPath() throws MojoExecutionException {
    String coordinates = "dev.genclient:og-bridge:jar:" + pluginVersion;
    CollectRequest collect = new CollectRequest(new Dependency(new DefaultArtifact(coordinates), "runtime"), pluginRepositories);
    try {
      DependencyResult result = repositorySystem.resolveDependencies(repositorySession, new DependencyRequest(collect, null));
      return result.getArtifactResults().stream().map(r -> r.getArtifact().getFile().toPath()).toList();
    } catch (DependencyResolutionException e) {
      throw new MojoExecutionException("gen-client: og: targets need " + coordinates + " (the OpenAPI Generator bridge),"
          + " which could not be resolved: " + e.getMessage(), e);
    }
  }

  /** The {@code options}, each checked by the target that declares it; an unknown key fails the build. */
  TargetOptions targetOptions() throws MojoFailureException {
    Map<String, String> values = new HashMap<>();
    Map<String, String> given = options == null ? Map.of() : options;
    for (Map.Entry<String, String> entry : given.entrySet()) {
      TargetOption option = Targets.options().stream().filter(o -> o.key().equals(entry.getKey())).findFirst()
          .orElseThrow(() -> new MojoFailureException("gen-client: unknown option '" + entry.getKey() + "' in <options>: expected "
              + String.join(", ", Targets.options().stream().map(TargetOption::key).toList())));
      String problem = option.problem(entry.getValue());
      if (problem != null) {
        throw new MojoFailureException("gen-client: <options><" + entry.getKey() + ">: " + problem);
      }
      if (entry.getValue() != null) {
        values.put(entry.getKey(), entry.getValue());
      }
    }
    TargetOptions checked = new TargetOptions(values);
    String problem = PackageLayout.problem(checked);
    if (problem != null) {
      throw new MojoFailureException("gen-client: <options>: " + problem);
    }
    return checked;
  }

  Path templatesPath() {
    return templates == null ? null : templates.toPath();
  }

  /**
   * Loads, validates and links the catalog, then runs {@code step} on it (rendering every job
   * through the generator's {@link Generation}, the CLI's code path, and writing or checking it);
   * a bad catalog fails the build with its located problems.
   */
  <T> T generate(Step<T> step) throws MojoExecutionException, MojoFailureException {
    try {
      CatalogPipeline.Prepared prepared = new CatalogPipeline().prepare(catalog.toPath());
      prepared.warnings().forEach(getLog()::warn);
      return step.run(prepared);
    } catch (CatalogException invalid) {
      invalid.renderedLines().forEach(getLog()::error);
      throw new MojoFailureException("gen-client: " + invalid.diagnostics().size() + " problem(s) in " + catalog
          + "; nothing was generated");
    } catch (TemplateException overrides) {
      overrides.lines().forEach(getLog()::error);
      throw new MojoFailureException("gen-client: " + overrides.lines().size() + " template problem(s) in " + templates
          + "; nothing was generated (gen-client templates list names the templates and their variables)");
    } catch (IOException | UncheckedIOException e) {
      throw new MojoExecutionException("gen-client: I/O error: " + e.getMessage(), e);
    }
  }

  /** What {@link #generate} runs on the prepared catalog. */
  @FunctionalInterface
  interface Step<T> {
    T run(CatalogPipeline.Prepared prepared) throws IOException, CatalogException, TemplateException;
  }

  /** Runs {@code action} with a writer whose lines go to the build log, each prefixed {@code gen-client: }. */
  void logged(IoAction action) throws IOException, CatalogException, TemplateException {
    StringWriter text = new StringWriter();
    try (PrintWriter out = new PrintWriter(text)) {
      action.run(out);
    } finally {
      text.toString().lines().forEach(line -> getLog().info("gen-client: " + line));
    }
  }

  @FunctionalInterface
  interface IoAction {
    void run(PrintWriter out) throws IOException, CatalogException, TemplateException;
  }
}
