package dev.genclient.targets;

import dev.genclient.catalog.ValidationRule;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.output.GeneratedFile;
import dev.genclient.render.Template;
import dev.genclient.render.TemplateRenderer;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * One output of gen-client: a pure function from its {@link GenerationContext} (the run's client plan,
 * its options and renderer) to in-memory files (paths relative to the output directory). A file made from a template comes in its final bytes from
 * {@link TemplateRenderer#file} (header included when the renderer has one); any other file comes
 * without its header, which the pipeline adds. It never touches the disk.
 */
public interface Target {
  /** The {@code --lang} name of this target. */
  String name();

  /** The client language this target renders, for the parity ledger's columns; empty for a non-client target. */
  default Optional<ClientLanguage> clientLanguage() {
    return Optional.empty();
  }

  /** The options this target reads ({@code --package}), offered by every command that renders it. */
  default List<TargetOption> options() {
    return List.of();
  }

  /**
   * The templates this target renders, each with its view record: the overridable templates of
   * {@code --templates} and {@code gen-client templates list}; empty for a target without templates.
   */
  default List<Template<?>> templates() {
    return List.of();
  }

  List<GeneratedFile> generate(GenerationContext context);

  /**
   * Hands this target's files to {@code out} one at a time, in the order {@link #generate} lists
   * them, so a caller that writes or compares each file as it comes never holds the whole output.
   * The default hands over {@link #generate}'s list; a target with many or large files overrides
   * this to hand each file over as soon as it is rendered (and lists them by collecting from it).
   */
  default void emit(GenerationContext context, Consumer<GeneratedFile> out) {
    generate(context).forEach(out);
  }

  /**
   * Reports every output path this target derives from a catalog name, with the JSON pointer of
   * that name, so validation can locate a name that makes a path too long for a file system (each
   * name at most 255 bytes, each path at most 1,024). Paths that do not vary with the catalog need
   * no report; a target whose paths are all fixed keeps this default.
   */
  default void derivedPaths(ClientPlan plan, TargetOptions options, DerivedPaths out) {}

  /**
   * Reports, before anything is rendered, each problem that makes a valid catalog one this target
   * cannot render faithfully, located by JSON pointer (an og: target: names its generator would
   * merge, rule {@code og-name-collision}). Native targets have none: their naming is validation's.
   */
  default void problems(ClientPlan plan, TargetOptions options, Problems out) {}

  /** Receives the problems of {@link #problems}. */
  @FunctionalInterface
  interface Problems {
    void error(ValidationRule rule, String pointer, String message);
  }

  /** Receives the paths of {@link #derivedPaths}. */
  @FunctionalInterface
  interface DerivedPaths {
    void path(String relativePath, String pointer);
  }
}
