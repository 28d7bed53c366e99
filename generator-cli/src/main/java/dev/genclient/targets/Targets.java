package dev.genclient.targets;

import dev.genclient.targets.markdown.MarkdownTarget;
import dev.genclient.targets.java.JavaTarget;
import dev.genclient.targets.openapi.OpenApiTarget;
import dev.genclient.targets.python.PythonTarget;
import dev.genclient.targets.ts.TsTarget;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The targets gen-client knows, by their {@code --lang} name; {@code all} means every one of them. */
public final class Targets {
  private static final Map<String, Target> BY_NAME = new LinkedHashMap<>();

  static {
    register(new OpenApiTarget());
    register(new JavaTarget());
    register(new TsTarget());
    register(new PythonTarget());
    register(new MarkdownTarget());
  }

  private Targets() {}

  private static void register(Target target) {
    BY_NAME.put(target.name(), target);
  }

  public static Optional<Target> byName(String name) {
    return Optional.ofNullable(BY_NAME.get(name));
  }

  /** The client languages of the registered targets, in registration order: the parity ledger's columns. */
  public static List<ClientLanguage> clientLanguages() {
    return BY_NAME.values().stream().flatMap(target -> target.clientLanguage().stream()).toList();
  }

  public static List<String> names() {
    return List.copyOf(BY_NAME.keySet());
  }
}
