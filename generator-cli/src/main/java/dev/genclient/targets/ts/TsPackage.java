package dev.genclient.targets.ts;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.naming.TsNames;
import dev.genclient.output.GeneratedFile;
import dev.genclient.render.Meaning;
import dev.genclient.render.TemplateRenderer;
import dev.genclient.targets.PackageReadme;
import dev.genclient.targets.QuickStart;
import dev.genclient.targets.TargetOptions;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The README {@code --layout package} adds to the npm package (package.json and tsconfig.json come with
 * the package, as with {@code --ts-package}; the package name defaults to the catalog name).
 */
final class TsPackage {
  record Readme(@Meaning("what every package README says") PackageReadme common,
      @Meaning("the npm package name, a string literal") String name,
      @Meaning("the quick-start call (0 or 1: none when the catalog has no op to show)") List<Call> call) {}

  /** The quick-start call: {@code member} is the property path from the client ({@code files.list}). */
  record Call(@Meaning("the property path from the client to the method: files.list") String member,
      @Meaning("the example's params, as object properties") List<Arg> args) {}

  record Arg(@Meaning("the property key, quoted where needed") String key,
      @Meaning("the example value, a TypeScript literal") String value) {}

  private TsPackage() {}

  /** The npm package name: {@code --ts-package}, else the catalog name. */
  static String name(ClientPlan plan, TargetOptions options) {
    return options.get(TsTarget.PACKAGE) != null ? options.get(TsTarget.PACKAGE) : plan.name();
  }

  static GeneratedFile readme(ClientPlan plan, TargetOptions options, TemplateRenderer renderer) {
    Optional<QuickStart> quickStart = QuickStart.of(plan);
    // The name is the user's (--ts-package) or the catalog's: as a JSON string it is a valid TS literal, without backticks.
    String name = TsText.literal(name(plan, options)).replace("`", "\\x60");
    return renderer.file("README.md", TsTemplates.README, new Readme(
        PackageReadme.of(plan, options, quickStart), name, quickStart.map(TsPackage::call).stream().toList()));
  }

  private static Call call(QuickStart quickStart) {
    StringBuilder member = new StringBuilder();
    for (String segment : quickStart.namespace()) {
      member.append(TsNames.member(segment)).append('.');
    }
    member.append(TsNames.member(quickStart.member()));
    return new Call(member.toString(), quickStart.params().stream().map(TsPackage::arg).toList());
  }

  private static Arg arg(Map.Entry<String, JsonNode> param) {
    JsonNode value = param.getValue();
    // No backtick reaches the README's code block, so no value can close its fence.
    String literal = value.isBoolean() ? String.valueOf(value.asBoolean()) : TsText.literal(value.asText());
    return new Arg(TsText.key(param.getKey()).replace("`", "\\x60"), literal.replace("`", "\\x60"));
  }
}
