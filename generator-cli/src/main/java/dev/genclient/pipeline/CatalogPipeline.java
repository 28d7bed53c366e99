package dev.genclient.pipeline;

import dev.genclient.report.ShownPath;
import dev.genclient.catalog.CatalogException;
import dev.genclient.catalog.Diagnostic;
import dev.genclient.catalog.Diagnostics;
import dev.genclient.catalog.Fork;
import dev.genclient.catalog.Severity;
import dev.genclient.catalog.ValidationRule;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.link.Linker;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.catalog.validate.CatalogValidator;
import dev.genclient.naming.Languages;
import dev.genclient.output.FileHeader;
import dev.genclient.output.GeneratedFile;
import dev.genclient.output.OutputPaths;
import dev.genclient.render.CompiledTemplates;
import dev.genclient.render.TemplateRenderer;
import dev.genclient.targets.GenerationContext;
import dev.genclient.targets.Target;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.Targets;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The pipeline: load → validate → link, then per target: view model → render →
 * stamp. Writing or checking the result is the caller's choice ({@code OutputWriter},
 * {@code DriftCheck}).
 */
public final class CatalogPipeline {
  /**
   * A catalog that loaded, validated (warnings allowed) and linked, with its client plan: built once
   * here and handed to every target of the run ({@link GenerationContext}).
   */
  public record Prepared(CatalogLoader.Loaded loaded, List<Diagnostic> warningDiagnostics, ClientPlan plan) {
    public LinkedCatalog linked() {
      return plan.linked();
    }

    /** The warnings as {@code file:line:col: warning: [rule] message} lines, the file as {@link ShownPath} shows it. */
    public List<String> warnings() {
      String shown = ShownPath.of(loaded.file());
      return warningDiagnostics.stream().map(d -> d.render(shown, loaded.sourceMap())).toList();
    }
  }

  private final Timings timings;
  private final int threads;

  public CatalogPipeline() {
    this(Timings.OFF);
  }

  /** A pipeline that records its phases in {@code timings}, loading and validating on this machine's processors. */
  public CatalogPipeline(Timings timings) {
    this(timings, Fork.defaultThreads());
  }

  /**
   * A pipeline that loads and validates on up to {@code threads} threads (their results do not
   * depend on the number).
   */
  public CatalogPipeline(Timings timings, int threads) {
    this.timings = timings;
    this.threads = threads;
  }

  public Prepared prepare(Path catalogFile) throws IOException, CatalogException {
    return prepare(catalogFile, true);
  }

  /**
   * As {@link #prepare(Path)}, for a run that only renders: without the parsed JSON tree, which is
   * let go as soon as the catalog is validated, before it is linked. The targets read the model
   * ({@link Prepared#linked}), and diagnostics are located through the source map, so the tree
   * need not outlive the validation: a large catalog's first collection falls in the linking, and
   * with the tree still held it would copy the tree's nodes on the run's critical path (the
   * figures are in docs/speed.md, the fifth round).
   */
  public Prepared prepareForRendering(Path catalogFile) throws IOException, CatalogException {
    return prepare(catalogFile, false);
  }

  /**
   * As {@link #prepare(Path)}, for a catalog's bytes from elsewhere (a git object, a download), named {@code label}
   * in its diagnostics.
   */
  public Prepared prepare(String label, byte[] bytes) throws IOException, CatalogException {
    return prepare(() -> new CatalogLoader(threads).read(label, bytes), true);
  }

  private Prepared prepare(Path catalogFile, boolean keepTree) throws IOException, CatalogException {
    return prepare(() -> read(catalogFile), keepTree);
  }

  /** Where {@link #prepare} reads the catalog from. */
  @FunctionalInterface
  private interface Source {
    CatalogLoader.Draft read() throws IOException, CatalogException;
  }

  private Prepared prepare(Source source, boolean keepTree) throws IOException, CatalogException {
    long begin = timings.begin();
    CatalogLoader.Draft draft = source.read();
    CatalogLoader.Loaded loaded = draft.loaded();
    timings.end("load", begin);
    begin = timings.begin();
    List<Diagnostic> sorted = new CatalogValidator(Languages.collisionRules(), threads).check(draft);
    timings.end("validate", begin);
    if (sorted.stream().anyMatch(d -> d.severity() == Severity.ERROR)) {
      throw new CatalogException(loaded.file(), sorted, loaded.sourceMap());
    }
    draft = null; // the last reference to the tree but for loaded's (an interpreted frame keeps its locals)
    if (!keepTree) {
      loaded = new CatalogLoader.Loaded(loaded.file(), null, loaded.sourceMap(), loaded.catalog());
    }
    List<Diagnostic> warnings = sorted.stream().filter(d -> d.severity() == Severity.WARNING).toList();
    begin = timings.begin();
    Prepared prepared = new Prepared(loaded, warnings, ClientPlan.of(new Linker().link(loaded.catalog())));
    timings.end("link", begin);
    List<Generation.Job> defaults = new ArrayList<>();
    for (String name : Targets.names()) {
      defaults.add(new Generation.Job(Targets.byName(name).orElseThrow(), TargetOptions.DEFAULTS, Path.of(".")));
    }
    begin = timings.begin();
    checkPaths(prepared, defaults);
    timings.end("output paths", begin);
    return prepared;
  }

  private CatalogLoader.Draft read(Path catalogFile) throws IOException, CatalogException {
    return new CatalogLoader(threads).read(catalogFile);
  }

  /**
   * Rule {@code output-path}: every path a target derives from a catalog name must fit a file
   * system (see {@link OutputPaths}); a name that does not is a located error, reported before
   * anything is rendered. {@link #prepare} checks every target with its default options, so
   * {@code validate} reports it too; a run checks again with its own options.
   */
  public void checkPaths(Prepared prepared, List<Generation.Job> jobs) throws CatalogException {
    Diagnostics problems = new Diagnostics();
    for (Generation.Job job : jobs) {
      job.target().derivedPaths(prepared.plan(), job.options(), (path, pointer) -> {
        String problem = OutputPaths.problem(path);
        if (problem != null) {
          problems.error(ValidationRule.OUTPUT_PATH, pointer, "the " + job.target().name() + " output path " + problem
              + "; shorten the name");
        }
      });
      job.target().problems(prepared.plan(), job.options(), problems::error);
    }
    if (problems.hasErrors()) {
      CatalogLoader.Loaded loaded = prepared.loaded();
      throw new CatalogException(loaded.file(), problems.sorted(loaded.sourceMap()), loaded.sourceMap());
    }
  }

  /**
   * Renders one target into its files' final bytes: a file made from a template is rendered
   * straight into them ({@link TemplateRenderer#file}), and any other is stamped with its header
   * as it comes, so a file's unstamped bytes are garbage as soon as its final bytes exist.
   */
  public List<GeneratedFile> render(ClientPlan plan, Target target, TargetOptions options, Path templates) {
    return render(new CompiledTemplates(templates), plan, target, options);
  }

  /** {@link #render(ClientPlan, Target, TargetOptions, Path)} with the run's compiled templates. */
  List<GeneratedFile> render(CompiledTemplates templates, ClientPlan plan, Target target, TargetOptions options) {
    FileHeader header = new FileHeader(plan.linked().catalog());
    List<GeneratedFile> files = new ArrayList<>(target.generate(context(plan, target, options, templates, header)));
    files.replaceAll(header::stamp);
    return files;
  }

  /**
   * Renders one target, handing each file to {@code out} in its final bytes as soon as the target
   * makes it ({@link Target#emit}), in the order {@link #render(ClientPlan, Target, TargetOptions, Path)}
   * lists them: a caller that writes or compares each file as it comes holds none of them long.
   */
  public void render(ClientPlan plan, Target target, TargetOptions options, Path templates,
      Consumer<GeneratedFile> out) {
    render(new CompiledTemplates(templates), plan, target, options, out);
  }

  /** {@link #render(ClientPlan, Target, TargetOptions, Path, Consumer)} with the run's compiled templates. */
  void render(CompiledTemplates templates, ClientPlan plan, Target target, TargetOptions options,
      Consumer<GeneratedFile> out) {
    FileHeader header = new FileHeader(plan.linked().catalog());
    target.emit(context(plan, target, options, templates, header), file -> out.accept(header.stamp(file)));
  }

  /** The context one target of a run renders from: the run's plan, and a renderer of its own. */
  private static GenerationContext context(ClientPlan plan, Target target, TargetOptions options,
      CompiledTemplates templates, FileHeader header) {
    TemplateRenderer renderer = new TemplateRenderer(templates, target.name(), header);
    return new GenerationContext(plan, options, renderer, Targets.clientLanguages());
  }
}
