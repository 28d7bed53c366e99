package dev.genclient.templates;

import dev.genclient.render.Template;
import dev.genclient.templates.TemplateTree.Tag;
import dev.genclient.targets.TargetSuggestions;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Checks one target's templates against their view records without rendering: every variable a
 * tag names must be a variable of a scope in effect there (Mustache.java would render a missing
 * one as empty), and every partial must be one of the target's templates. Each template that is
 * rendered on its own is walked from its view, and each partial in the scopes of its include site.
 */
final class TemplateCheck {
  /** A template's text as it will be used: an override file, or the built-in one. */
  record Source(String name, String file, boolean override, List<Tag> tags) {}

  /** A problem at a place in a template file (line 0: the file as a whole). */
  record Problem(String file, int line, int column, String message) {
    String render() {
      return file + (line > 0 ? ":" + line + ":" + column : "") + ": [template] " + message;
    }
  }

  /** Where an override includes a built-in partial: a problem inside the partial is reported there. */
  private record Site(Source source, Tag tag) {}

  private final String target;
  private final Map<String, Template<?>> templates = new LinkedHashMap<>();
  private final Function<String, Source> sources;
  private final boolean reportBuiltIn;
  private final List<Problem> problems = new ArrayList<>();
  private final Map<String, Set<Type>> includeScopes = new LinkedHashMap<>();

  /**
   * {@code sources} gives each template's source by name; problems in built-in sources are reported
   * only with {@code reportBuiltIn} (the suite's check of the built-in templates), else only where an
   * override is involved.
   */
  TemplateCheck(String target, List<Template<?>> templates, Function<String, Source> sources, boolean reportBuiltIn) {
    this.target = target;
    templates.forEach(t -> this.templates.put(t.name(), t));
    this.sources = sources;
    this.reportBuiltIn = reportBuiltIn;
  }

  /** Walks every template rendered on its own; returns the problems found. */
  List<Problem> run() {
    for (Template<?> template : templates.values()) {
      if (!template.isPartial()) {
        List<Type> scopes = new ArrayList<>(List.of(template.view()));
        walk(sources.apply(template.name()), sources.apply(template.name()).tags(), scopes, null, new HashSet<>());
      }
    }
    return problems;
  }

  /** For each partial, the view types it is included in (the innermost scope at each include site). */
  Map<String, Set<Type>> includeScopes() {
    return includeScopes;
  }

  private void walk(Source source, List<Tag> tags, List<Type> scopes, Site site, Set<String> including) {
    for (Tag tag : tags) {
      switch (tag.kind()) {
        case VALUE -> resolveOrReport(source, tag, scopes, site);
        case INVERTED -> {
          resolveOrReport(source, tag, scopes, site);
          walk(source, tag.children(), scopes, site, including);
        }
        case SECTION -> {
          Type type = resolveOrReport(source, tag, scopes, site);
          if (type == null) {
            continue; // its body's names would only repeat the problem
          }
          Type pushed = ViewType.sectionScope(type);
          if (pushed != null) {
            scopes.add(pushed);
          }
          walk(source, tag.children(), scopes, site, including);
          if (pushed != null) {
            scopes.remove(scopes.size() - 1);
          }
        }
        case PARTIAL -> include(source, tag, scopes, site, including);
        case UNSUPPORTED -> report(source, tag, site, "'" + tag.name() + "': template inheritance, dynamic partials and"
            + " pragmas are not supported; use sections, loops and partials");
      }
    }
  }

  private void include(Source source, Tag tag, List<Type> scopes, Site site, Set<String> including) {
    String name = tag.name().endsWith(Template.EXTENSION) ? tag.name() : tag.name() + Template.EXTENSION;
    if (!templates.containsKey(name)) {
      List<String> names = templates.keySet().stream().map(n -> n.substring(0, n.length() - Template.EXTENSION.length())).toList();
      report(source, tag, site, "no " + target + " template '" + name + "' to include"
          + TargetSuggestions.hint(tag.name(), names) + " (gen-client templates list " + target + ")");
      return;
    }
    includeScopes.computeIfAbsent(name, k -> new LinkedHashSet<>()).add(innermostRecord(scopes));
    String key = name + " " + scopes;
    if (!including.add(key)) {
      return; // a recursive partial: its tags were checked in these scopes already
    }
    Source partial = sources.apply(name);
    walk(partial, partial.tags(), scopes, source.override() ? new Site(source, tag) : site, including);
    including.remove(key);
  }

  private Type resolveOrReport(Source source, Tag tag, List<Type> scopes, Site site) {
    Type type = resolve(tag.name(), scopes);
    if (type == null) {
      Type here = innermostRecord(scopes);
      List<String> visible = new ArrayList<>(ViewType.variables(here).keySet());
      String first = tag.name().split("\\.", -1)[0];
      String guess = TargetSuggestions.suggest(first, visible);
      report(source, tag, site, "unknown variable '" + tag.name() + "'" + (guess == null ? "" : ", did you mean '" + guess + "'?")
          + " (variables of " + ViewType.describe(here) + ": " + (visible.isEmpty() ? "none" : String.join(", ", visible)) + ")");
    }
    return type;
  }

  /** The type {@code name} resolves to in {@code scopes} (innermost last), as Mustache.java looks it up; null when none has it. */
  static Type resolve(String name, List<Type> scopes) {
    if (name.equals(".")) {
      return scopes.get(scopes.size() - 1);
    }
    String[] parts = name.split("\\.", -1);
    Type found = null;
    for (int i = scopes.size() - 1; i >= 0 && found == null; i--) {
      found = ViewType.variables(scopes.get(i)).get(parts[0]);
    }
    for (int i = 1; i < parts.length && found != null; i++) {
      found = ViewType.variables(found).get(parts[i]);
    }
    return found;
  }

  private static Type innermostRecord(List<Type> scopes) {
    for (int i = scopes.size() - 1; i >= 0; i--) {
      if (!ViewType.variables(scopes.get(i)).isEmpty()) {
        return scopes.get(i);
      }
    }
    return scopes.get(0);
  }

  private void report(Source source, Tag tag, Site site, String message) {
    if (source.override() || reportBuiltIn) {
      problems.add(new Problem(source.file(), tag.line(), tag.column(), message));
    } else if (site != null) {
      problems.add(new Problem(site.source().file(), site.tag().line(), site.tag().column(), "the built-in " + source.name()
          + " included here cannot render in this scope: line " + tag.line() + ": " + message));
    }
  }
}
