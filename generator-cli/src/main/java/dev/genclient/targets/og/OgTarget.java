package dev.genclient.targets.og;

import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.output.FileHeader;
import dev.genclient.output.GeneratedFile;
import dev.genclient.output.JsonText;
import dev.genclient.render.TemplateRenderer;
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
 * {@link OgBridgeLoader}) on the OpenAPI document the {@code openapi} target renders, held in
 * memory. Its files come back as final bytes: the header stamped where the format has comments.
 */
public final class OgTarget implements Target {
  public static final String PREFIX = "og:";

  private final String generator;
  private final OgOptions options;

  OgTarget(String generator, OgOptions options) {
    this.generator = Objects.requireNonNull(generator, "generator");
    this.options = Objects.requireNonNull(options, "options");
  }

  @Override
  public String name() {
    return PREFIX + generator;
  }

  /** The OpenAPI Generator name ({@code go}, {@code rust}, ...). */
  public String generator() {
    return generator;
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

  @Override
  public List<GeneratedFile> generate(LinkedCatalog catalog, TargetOptions targetOptions, TemplateRenderer renderer) {
    String document = JsonText.pretty(OpenApiTarget.document(catalog));
    Map<String, byte[]> made = OgBridgeLoader.get().generate(generator, document, options.sorted(), options.templateDir());
    OgHeaders headers = new OgHeaders(new FileHeader(catalog.catalog()));
    List<GeneratedFile> files = new ArrayList<>(made.size());
    made.forEach((path, bytes) -> files.add(headers.file(path, bytes)));
    return files;
  }
}
