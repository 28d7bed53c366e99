package dev.genclient.render;

import com.github.mustachejava.DefaultMustacheFactory;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One run's templates, by target: each target's templates (built-in, or from the run's override
 * directory file by file) compiled once per run and shared by every renderer of that run, the
 * precompiling thread's included. Nothing outlives the run: another run, in the same JVM or not,
 * compiles its own.
 */
public final class CompiledTemplates {
  private final Path overrideDir;
  private final ConcurrentHashMap<String, DefaultMustacheFactory> byTarget = new ConcurrentHashMap<>();

  /** {@code overrideDir} overrides built-in templates file by file (null: none). */
  public CompiledTemplates(Path overrideDir) {
    this.overrideDir = overrideDir;
  }

  /** The run's override directory, or null. */
  public Path overrideDir() {
    return overrideDir;
  }

  DefaultMustacheFactory factory(String target) {
    return byTarget.computeIfAbsent(target, t -> TemplateRenderer.factory(t, overrideDir));
  }

  /**
   * Starts compiling each target's templates (by target name) on a background thread, so that it
   * overlaps with reading the catalog (which needs one core, of which a CI runner has two). A renderer
   * of this run made later takes what is compiled by then; a template the thread has not reached yet
   * is compiled where it is first rendered, as without this. Nothing is reported from here: a
   * template that fails to compile fails again, located, where it is rendered.
   */
  public void precompile(Map<String, List<Template<?>>> templatesByTarget) {
    Thread thread = new Thread(() -> {
      for (Map.Entry<String, List<Template<?>>> target : templatesByTarget.entrySet()) {
        DefaultMustacheFactory factory = factory(target.getKey());
        for (Template<?> template : target.getValue()) {
          if (!template.isPartial()) {
            try {
              factory.compile(template.name());
            } catch (RuntimeException e) {
              // compiled (and reported) again where it is rendered
            }
          }
        }
      }
    }, "gen-client-templates");
    thread.setDaemon(true);
    thread.start();
  }
}
