package dev.genclient.targets;

import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.output.FileHeader;
import dev.genclient.render.TemplateRenderer;
import java.util.List;
import java.util.Objects;

/**
 * What a target renders from, handed down by the pipeline: the run's client plan (built once per run,
 * shared by every target), this target's options, its template renderer, and the client languages of
 * the run with their naming rules (the parity ledger's columns). No target finds any of it through a static.
 */
public record GenerationContext(ClientPlan plan, TargetOptions options, TemplateRenderer renderer,
    List<ClientLanguage> languages) {
  public GenerationContext {
    Objects.requireNonNull(plan, "plan");
    Objects.requireNonNull(options, "options");
    languages = List.copyOf(languages);
  }

  /** The linked catalog under the plan: the named types and schemas a target maps to its language. */
  public LinkedCatalog linked() {
    return plan.linked();
  }

  /** The header of every generated file of this catalog, for files that carry it as data ({@code x-generated}). */
  public FileHeader header() {
    return new FileHeader(plan.linked().catalog());
  }
}
