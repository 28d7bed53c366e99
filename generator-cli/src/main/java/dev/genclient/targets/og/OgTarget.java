package dev.genclient.targets.og;

import dev.genclient.catalog.SourceMap;
import dev.genclient.catalog.ValidationRule;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.output.FileHeader;
import dev.genclient.output.GeneratedFile;
import dev.genclient.output.JsonText;
import dev.genclient.targets.GenerationContext;
import dev.genclient.targets.Target;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.openapi.OpenApiTarget;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * {@code og:<generator>}: OpenAPI Generator's {@code generator}, run in-process (through
 * its {@link OgBridgeLoader}) on the OpenAPI document the {@code openapi} target renders, held in
 * memory. Its files come back as final bytes: the header stamped where the format has comments.
 */
public final class OgTarget implements Target {
  public static final String PREFIX = "og:";

  private final String generator;
  private final OgOptions options;
  private final OgBridgeLoader bridge;

  OgTarget(String generator, OgOptions options, OgBridgeLoader bridge) {
    this.generator = Objects.requireNonNull(generator, "generator");
    this.options = Objects.requireNonNull(options, "options");
    this.bridge = Objects.requireNonNull(bridge, "bridge");
  }

  @Override
  public String name() {
    return PREFIX + generator;
  }

  /** The OpenAPI Generator name ({@code go}, {@code rust}, ...). */
  public String generator() {
    return generator;
  }

  /** The bridge that runs this target (the one of the class path it was made with). */
  OgBridgeLoader bridge() {
    return bridge;
  }

  /**
   * The options a sync lock records for this target: the {@code --og-option} pairs in key order,
   * and {@value OgOptions#TEMPLATE_DIR_KEY} relative to the lock's directory {@code lockDir}
   * when templates are given (so the lock reads the same in any checkout).
   */
  public Map<String, String> lockOptions(Path lockDir) {
    Map<String, String> recorded = new TreeMap<>(options.options());
    if (options.templateDir() != null) {
      recorded.put(OgOptions.TEMPLATE_DIR_KEY, lockDir.toAbsolutePath().normalize()
          .relativize(options.templateDir().toAbsolutePath().normalize()).toString().replace('\\', '/'));
    }
    return recorded;
  }

  /**
   * Two schemas of the OpenAPI document that the generator turns into one model (Rust: types
   * {@code HTTPServer} and {@code HttpServer}, both {@code HttpServer}) would be one type in the
   * client: each is a located {@code og-name-collision} error, at the catalog type when the schema is one.
   */
  @Override
  public void problems(ClientPlan plan, TargetOptions targetOptions, Problems out) {
    LinkedCatalog catalog = plan.linked();
    String document = JsonText.pretty(OpenApiTarget.document(plan));
    for (List<String> collision : bridge.collisions(generator, document, options.sorted())) {
      String earlier = collision.get(0);
      String later = collision.get(1);
      String pointer = catalog.catalog().types().containsKey(later) ? "/types/" + SourceMap.escape(later)
          : catalog.catalog().types().containsKey(earlier) ? "/types/" + SourceMap.escape(earlier) : "";
      out.error(ValidationRule.OG_NAME_COLLISION, pointer, "schemas '" + earlier + "' and '" + later + "' both become the " + name()
          + " model '" + collision.get(2) + "', one type in its client; rename one of them");
    }
  }

  @Override
  public List<GeneratedFile> generate(GenerationContext context) {
    LinkedCatalog catalog = context.linked();
    String document = JsonText.pretty(OpenApiTarget.document(context.plan()));
    Map<String, byte[]> made = bridge.generate(generator, document, options.sorted(), options.templateDir());
    OgHeaders headers = new OgHeaders(new FileHeader(catalog.catalog()));
    List<GeneratedFile> files = new ArrayList<>(made.size());
    made.forEach((path, bytes) -> files.add(headers.file(path, bytes)));
    return files;
  }
}
