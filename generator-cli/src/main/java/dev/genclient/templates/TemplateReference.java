package dev.genclient.templates;

import dev.genclient.render.Template;
import dev.genclient.targets.TargetSuggestions;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The text of {@code gen-client templates list} and {@code templates show}: made from the targets'
 * template registries and their view records, so it cannot fall behind what renders.
 */
public final class TemplateReference {
  /** One template of one target. */
  public record Entry(String target, Template<?> template) {
    public String path() {
      return target + "/" + template.name();
    }
  }

  /** A name {@code templates show} does not know: the message says what it is instead. */
  public static final class UnknownTemplate extends Exception {
    UnknownTemplate(String message) {
      super(message);
    }
  }

  private TemplateReference() {}

  /** Every overridable template of {@code target} (every target when null), one line each. */
  public static String list(String target) throws UnknownTemplate {
    Map<String, List<Template<?>>> targets = TemplateSurface.targets();
    if (target != null && !targets.containsKey(target)) {
      throw new UnknownTemplate("no target with templates named '" + target + "'"
          + TargetSuggestions.hint(target, List.copyOf(targets.keySet())) + "; targets with templates: "
          + String.join(", ", targets.keySet()));
    }
    StringBuilder out = new StringBuilder("template surface " + TemplateSurface.VERSION
        + ": override one with --templates DIR as DIR/<target>/<name>, or DIR/<name> for every target that has it;"
        + " gen-client templates show <target>/<name> lists its variables\n");
    targets.forEach((name, templates) -> {
      if (target == null || target.equals(name)) {
        out.append('\n').append(name).append('\n');
        int width = templates.stream().mapToInt(t -> t.name().length()).max().orElse(0) + 2;
        for (Template<?> template : templates) {
          out.append("  ").append(pad(template.name(), width))
              .append(template.isPartial() ? "partial: " : "").append(template.summary()).append('\n');
        }
      }
    });
    Map<String, List<String>> removed = new LinkedHashMap<>();
    TemplateSurface.REMOVED.stream().filter(r -> target == null || r.target().equals(target))
        .forEach(r -> removed.computeIfAbsent(r.target() + " (in surface " + r.removedIn() + ")", k -> new ArrayList<>()).add(r.name()));
    if (!removed.isEmpty()) {
      out.append("\nremoved (an override of one is refused; docs/migration.md says where its change belongs):\n");
      removed.forEach((key, names) -> out.append("  ").append(key).append(": ").append(String.join(", ", names)).append('\n'));
    }
    return out.toString();
  }

  /** The template {@code name}: {@code target/name} or a name only one target has, with or without {@code .mustache}. */
  public static Entry find(String name) throws UnknownTemplate {
    String target = null;
    String file = name;
    int slash = name.indexOf('/');
    if (slash >= 0) {
      target = name.substring(0, slash);
      file = name.substring(slash + 1);
    }
    if (!file.endsWith(Template.EXTENSION)) {
      file = file + Template.EXTENSION;
    }
    List<Entry> matches = new ArrayList<>();
    List<String> all = new ArrayList<>();
    for (Map.Entry<String, List<Template<?>>> t : TemplateSurface.targets().entrySet()) {
      for (Template<?> template : t.getValue()) {
        Entry entry = new Entry(t.getKey(), template);
        all.add(entry.path());
        if ((target == null || target.equals(t.getKey())) && template.name().equals(file)) {
          matches.add(entry);
        }
      }
    }
    if (matches.size() == 1) {
      return matches.get(0);
    }
    if (matches.size() > 1) {
      throw new UnknownTemplate("'" + name + "' is a template of several targets: "
          + String.join(", ", matches.stream().map(Entry::path).toList()) + "; name one");
    }
    Optional<TemplateSurface.Removed> removed = TemplateSurface.removed(target, file);
    if (removed.isPresent()) {
      throw new UnknownTemplate(removed.get().target() + "/" + file + " was removed in template surface "
          + removed.get().removedIn() + ": " + removed.get().why());
    }
    String guess = TargetSuggestions.suggest(target == null ? file : target + "/" + file,
        target == null ? all.stream().map(p -> p.substring(p.indexOf('/') + 1)).toList() : all);
    throw new UnknownTemplate("no overridable template '" + name + "'" + (guess == null ? "" : " (did you mean '" + guess + "'?)")
        + "; gen-client templates list names them");
  }

  /** The template's summary, its view and every variable with its type and use; partials: the scopes they are included in. */
  public static String show(Entry entry) {
    StringBuilder out = new StringBuilder(entry.path() + " (template surface " + TemplateSurface.VERSION + ")\n");
    Template<?> template = entry.template();
    out.append(template.isPartial() ? "partial: " : "").append(template.summary()).append('\n');
    if (template.isPartial()) {
      Set<Type> scopes = builtInCheck(entry.target()).includeScopes().getOrDefault(template.name(), Set.of());
      out.append("\nincluded ({{> ").append(template.name(), 0, template.name().length() - Template.EXTENSION.length())
          .append("}}) where the innermost view is ")
          .append(String.join(" or ", scopes.stream().map(ViewType::describe).toList()))
          .append("; it may use that view's variables and those of the scopes around it\n");
      for (Type scope : scopes) {
        out.append('\n').append(ViewType.describe(scope)).append(":\n");
        variables(scope, out);
      }
    } else {
      out.append("\nview ").append(template.view().getSimpleName())
          .append(": {{name}} writes a value; {{#name}}...{{/name}} renders once per element of a list, when a flag is")
          .append(" true, or when a record is present (and {{^name}}...{{/name}} otherwise)\n");
      variables(template.view(), out);
    }
    return out.toString();
  }

  private static void variables(Type view, StringBuilder out) {
    List<String[]> rows = new ArrayList<>();
    TemplateSurface.variables(view, "  ", new ArrayList<>(), (indent, owner, name, type) ->
        rows.add(new String[] {indent + name, ViewType.describe(type), ViewType.meaning(owner, name), use(name, type)}));
    int nameWidth = rows.stream().mapToInt(r -> r[0].length()).max().orElse(0) + 2;
    int typeWidth = rows.stream().mapToInt(r -> r[1].length()).max().orElse(0) + 2;
    if (rows.isEmpty()) {
      out.append("  (no variables)\n");
    }
    for (String[] row : rows) {
      out.append(pad(row[0], nameWidth)).append(pad(row[1], typeWidth)).append(row[2].isEmpty() ? "" : row[2] + ": ")
          .append(row[3]).append('\n');
    }
  }

  private static String use(String name, Type type) {
    Type scope = ViewType.sectionScope(type);
    if (scope == null) {
      return "{{#" + name + "}}...{{/" + name + "}} when true";
    }
    if (ViewType.isList(type)) {
      return "{{#" + name + "}}...{{/" + name + "}} once per element" + (ViewType.variables(scope).isEmpty() ? " ({{.}})" : "");
    }
    if (!ViewType.variables(scope).isEmpty()) {
      return "{{#" + name + "}}...{{/" + name + "}} when present";
    }
    return "{{" + name + "}}";
  }

  /** The check of the built-in templates of {@code target}, which also finds each partial's include scopes. */
  static TemplateCheck builtInCheck(String target) {
    TemplateCheck check = new TemplateCheck(target, TemplateSurface.targets().get(target),
        name -> TemplateOverrides.builtIn(target, name), true);
    check.run();
    return check;
  }

  private static String pad(String text, int width) {
    return text.length() >= width ? text + " " : text + " ".repeat(width - text.length());
  }
}
