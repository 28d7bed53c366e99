package dev.genclient.templates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.render.Template;
import dev.genclient.testing.RepoPaths;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The template registry is what renders: every built-in template is registered, uses only
 * variables of its registered view, and targets render only through the registry; the surface is
 * pinned to its version.
 */
class TemplateSurfaceTest {
  @Test
  void everyBuiltInTemplateUsesOnlyVariablesOfItsRegisteredView() {
    List<String> problems = new ArrayList<>();
    for (String target : TemplateSurface.targets().keySet()) {
      TemplateReference.builtInCheck(target);
      TemplateCheck check = new TemplateCheck(target, TemplateSurface.targets().get(target),
          name -> TemplateOverrides.builtIn(target, name), true);
      check.run().forEach(p -> problems.add(p.render()));
    }
    assertEquals(List.of(), problems);
  }

  @Test
  void theCheckFindsAVariableTheViewLacks() {
    // The built-in check above must be able to fail: the same check over a template naming a variable Errors lacks.
    List<Template<?>> markdown = TemplateSurface.targets().get("markdown");
    TemplateCheck check = new TemplateCheck("markdown", markdown, name -> name.equals("errors.md.mustache")
        ? source(name, "{{title}}\n{{#errors}}{{clasName}}{{/errors}}{{> errors-table.md.mustache}}\n")
        : TemplateOverrides.builtIn("markdown", name), true);
    List<String> problems = check.run().stream().map(TemplateCheck.Problem::render).toList();
    assertEquals(List.of("t/errors.md.mustache:2:12: [template] unknown variable 'clasName', did you mean 'className'?"
        + " (variables of ErrorLine: className, code, wire, status, exit, parent, description)"), problems);
  }

  @Test
  void everyTemplateFileIsRegisteredAndEveryRegisteredTemplateExists() throws IOException {
    for (Map.Entry<String, List<Template<?>>> target : TemplateSurface.targets().entrySet()) {
      TreeSet<String> files = new TreeSet<>();
      try (Stream<Path> list = Files.list(RepoPaths.root().resolve("templates").resolve(target.getKey()))) {
        list.forEach(p -> files.add(p.getFileName().toString()));
      }
      TreeSet<String> registered = new TreeSet<>();
      target.getValue().forEach(t -> registered.add(t.name()));
      assertEquals(files, registered, "templates/" + target.getKey() + "/ and " + target.getKey() + "'s templates()");
    }
    try (Stream<Path> dirs = Files.list(RepoPaths.root().resolve("templates"))) {
      assertEquals(new TreeSet<>(TemplateSurface.targets().keySet()),
          new TreeSet<>(dirs.map(p -> p.getFileName().toString()).toList()), "a templates/ directory no target registers");
    }
  }

  @Test
  void targetsRenderOnlyThroughTheRegistry() throws IOException {
    // A bare name would render a template the registry does not list, with a view nothing checks.
    Pattern bare = Pattern.compile("\\.render\\(\\s*\"");
    List<String> offenders = new ArrayList<>();
    Path sources = RepoPaths.root().resolve("generator-cli/src/main/java/dev/genclient");
    try (Stream<Path> files = Files.walk(sources)) {
      for (Path file : files.filter(p -> p.toString().endsWith(".java")).toList()) {
        Matcher m = bare.matcher(Files.readString(file));
        if (m.find()) {
          offenders.add(sources.relativize(file).toString());
        }
      }
    }
    assertEquals(List.of(), offenders, "render templates through their Template constant (the registry), not by name");
  }

  @Test
  void everyVariableSaysWhatItHolds() {
    List<String> missing = new ArrayList<>();
    for (Map.Entry<String, List<Template<?>>> target : TemplateSurface.targets().entrySet()) {
      for (Template<?> template : target.getValue()) {
        if (!template.isPartial()) {
          TemplateSurface.variables(template.view(), "", new ArrayList<>(), (indent, owner, name, type) -> {
            if (ViewType.meaning(owner, name).isEmpty()) {
              missing.add(ViewType.describe(owner) + "." + name);
            }
          });
        }
      }
    }
    assertEquals(List.of(), missing.stream().distinct().toList(), "add @Meaning to these view components");
  }

  @Test
  void theSurfaceIsPinnedToItsVersion() {
    assertEquals(TemplateSurface.DIGEST, TemplateSurface.digest(), "the template surface changed: bump"
        + " TemplateSurface.VERSION (now " + TemplateSurface.VERSION + ") unless this release bumped it already, say what"
        + " changed in docs/migration.md and docs/templates.md, and set DIGEST to the new value");
  }

  @Test
  void theCanonicalSurfaceListsViewsAndNestedVariables() {
    String canonical = TemplateSurface.canonical();
    assertTrue(canonical.contains("java/ref.mustache partial\n"), canonical);
    assertTrue(canonical.contains("markdown/errors.md.mustache Errors\n  title String\n  errors List<ErrorLine>\n"
        + "    className String\n"), canonical);
  }

  private static TemplateCheck.Source source(String name, String text) {
    try {
      return new TemplateCheck.Source(name, "t/" + name, true, TemplateTree.parse(name, text));
    } catch (TemplateTree.SyntaxError e) {
      throw new AssertionError(e.getMessage(), e);
    }
  }
}
