package dev.genclient.templates;

import dev.genclient.render.BuiltInResources;
import dev.genclient.render.Template;
import dev.genclient.targets.TargetSuggestions;
import dev.genclient.targets.Targets;
import dev.genclient.templates.TemplateCheck.Problem;
import dev.genclient.templates.TemplateCheck.Source;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Checks a {@code --templates DIR} before anything renders: the directory exists, every file in it
 * names an overridable template ({@code DIR/<target>/<name>} or {@code DIR/<name>}), and each
 * override parses and names only variables of its view. Every problem is one located line; a
 * directory with any is a usage error. The built-in templates are not checked here (the suite
 * checks them), so a run without {@code --templates} pays nothing.
 */
public final class TemplateOverrides {
  private final Path dir;
  private final Map<String, List<Template<?>>> targets;
  private final List<Problem> problems = new ArrayList<>();
  /** Per target, its overridden templates by name: the file that replaces each. */
  private final Map<String, Map<String, Path>> overrides = new LinkedHashMap<>();
  private final Map<Path, Source> parsed = new HashMap<>();

  private TemplateOverrides(Path dir, Map<String, List<Template<?>>> targets) {
    this.dir = dir;
    this.targets = targets;
    targets.keySet().forEach(t -> overrides.put(t, new LinkedHashMap<>()));
  }

  /** Checks {@code dir} against every target's templates; null (no {@code --templates}) checks nothing. */
  public static void check(Path dir) throws TemplateException {
    if (dir != null) {
      check(dir, TemplateSurface.targets());
    }
  }

  static void check(Path dir, Map<String, List<Template<?>>> targets) throws TemplateException {
    TemplateOverrides overrides = new TemplateOverrides(dir, targets);
    overrides.run();
    if (!overrides.problems.isEmpty()) {
      throw new TemplateException(overrides.problems.stream()
          .sorted(Comparator.comparing(Problem::file).thenComparingInt(Problem::line).thenComparingInt(Problem::column))
          .map(Problem::render).distinct().toList());
    }
  }

  private void run() {
    if (!Files.exists(dir)) {
      problems.add(new Problem(dir.toString(), 0, 0, "no such template directory"));
      return;
    }
    if (!Files.isDirectory(dir)) {
      problems.add(new Problem(dir.toString(), 0, 0, "not a directory (--templates names a directory of template files)"));
      return;
    }
    List<Path> flat = new ArrayList<>();
    for (Path entry : list(dir)) {
      String name = entry.getFileName().toString();
      if (Files.isDirectory(entry)) {
        targetDirectory(entry, name);
      } else {
        flat.add(entry);
      }
    }
    for (Path file : flat) {
      String name = file.getFileName().toString();
      boolean any = false;
      for (Map.Entry<String, List<Template<?>>> target : targets.entrySet()) {
        if (names(target.getValue()).contains(name)) {
          overrides.get(target.getKey()).putIfAbsent(name, file);
          any = true;
        }
      }
      if (!any) {
        problems.add(new Problem(file.toString(), 0, 0, misnamed(null, name)));
      }
    }
    overrides.forEach((target, files) -> {
      if (files.isEmpty()) {
        return;
      }
      files.values().forEach(this::source);
      problems.addAll(new TemplateCheck(target, targets.get(target), name -> sourceOf(target, name), false).run());
    });
  }

  private void targetDirectory(Path entry, String name) {
    if (!targets.containsKey(name)) {
      String why = Targets.byName(name).isPresent() ? "the " + name + " target renders no templates"
          : "names no target with templates" + TargetSuggestions.hint(name, List.copyOf(targets.keySet()));
      problems.add(new Problem(entry + "/", 0, 0, why + " (targets with templates: " + String.join(", ", targets.keySet())
          + "; gen-client templates list)"));
      return;
    }
    Map<String, Path> files = overrides.get(name);
    for (Path file : list(entry)) {
      String fileName = file.getFileName().toString();
      if (Files.isDirectory(file)) {
        problems.add(new Problem(file + "/", 0, 0, "a directory: " + entry + "/ holds template files only"));
      } else if (names(targets.get(name)).contains(fileName)) {
        files.put(fileName, file);
      } else {
        problems.add(new Problem(file.toString(), 0, 0, misnamed(name, fileName)));
      }
    }
  }

  /** Why {@code name} (in {@code DIR/<target>/}, or in {@code DIR/} when target is null) names no template. */
  private String misnamed(String target, String name) {
    var removed = TemplateSurface.removed(target, name);
    if (removed.isPresent()) {
      return (target == null ? removed.get().target() + " template " : "") + name + " was removed in template surface "
          + removed.get().removedIn() + ": " + removed.get().why() + "; delete this override (docs/migration.md)";
    }
    List<String> candidates = new ArrayList<>();
    targets.forEach((t, templates) -> {
      if (target == null || t.equals(target)) {
        candidates.addAll(names(templates));
      }
    });
    if (target != null) {
      for (Map.Entry<String, List<Template<?>>> other : targets.entrySet()) {
        if (names(other.getValue()).contains(name)) {
          return "names no " + target + " template: " + name + " is a " + other.getKey() + " template (move it to "
              + dir.resolve(other.getKey()) + "/)";
        }
      }
    }
    String suggestion = suggest(name, candidates);
    return "names no " + (target == null ? "" : target + " ") + "template that can be overridden"
        + (suggestion == null ? "" : "; did you mean '" + suggestion + "'?")
        + " (gen-client templates list" + (target == null ? "" : " " + target) + ")";
  }

  private static String suggest(String name, List<String> candidates) {
    for (String candidate : candidates) {
      if (candidate.equalsIgnoreCase(name) || candidate.equalsIgnoreCase(name + Template.EXTENSION)) {
        return candidate;
      }
    }
    return TargetSuggestions.suggest(name, candidates);
  }

  /**
   * The override of {@code name} for {@code target} if there is one, else the built-in template;
   * an override that did not parse counts as empty (its problem is reported already).
   */
  private Source sourceOf(String target, String name) {
    Path file = overrides.get(target).get(name);
    if (file == null) {
      return builtIn(target, name);
    }
    Source source = parsed.get(file);
    return source != null ? source : new Source(name, file.toString(), true, List.of());
  }

  /** Parses one override file (once), recording a syntax or encoding problem; null when it has one. */
  private Source source(Path file) {
    if (parsed.containsKey(file)) {
      return parsed.get(file);
    }
    Source source = null;
    try {
      String text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(Files.readAllBytes(file))).toString();
      source = new Source(file.getFileName().toString(), file.toString(), true, TemplateTree.parse(file.getFileName().toString(), text));
    } catch (CharacterCodingException e) {
      problems.add(new Problem(file.toString(), 0, 0, "not UTF-8 text"));
    } catch (TemplateTree.SyntaxError e) {
      problems.add(new Problem(file.toString(), e.line, e.column, e.getMessage()));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    parsed.put(file, source);
    return source;
  }

  /** A built-in template, parsed. */
  static Source builtIn(String target, String name) {
    try {
      return new Source(name, "built-in " + target + "/" + name, false, TemplateTree.parse(name, builtInText(target, name)));
    } catch (TemplateTree.SyntaxError e) {
      throw new IllegalStateException("built-in " + target + "/" + name + ":" + e.line + ": " + e.getMessage(), e);
    }
  }

  /** The text of a built-in template, as the jar holds it. */
  public static String builtInText(String target, String name) {
    return BuiltInResources.require("templates/" + target + "/" + name, "the built-in template " + target + "/" + name);
  }

  private static Set<String> names(List<Template<?>> templates) {
    Set<String> out = new LinkedHashSet<>();
    templates.forEach(t -> out.add(t.name()));
    return out;
  }

  /** The entries of a directory, sorted, without hidden ones ({@code .gitkeep}, {@code .DS_Store}). */
  private static List<Path> list(Path directory) {
    try (Stream<Path> entries = Files.list(directory)) {
      return entries.filter(p -> !p.getFileName().toString().startsWith("."))
          .sorted(Comparator.comparing(p -> p.getFileName().toString())).toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
