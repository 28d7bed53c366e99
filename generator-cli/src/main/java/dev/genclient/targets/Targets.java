package dev.genclient.targets;

import dev.genclient.targets.markdown.MarkdownTarget;
import dev.genclient.targets.java.JavaTarget;
import dev.genclient.targets.openapi.OpenApiTarget;
import dev.genclient.targets.python.PythonTarget;
import dev.genclient.targets.ts.TsTarget;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The targets gen-client knows, by their {@code --lang} name; {@code all} means every one of them. */
public final class Targets {
  private static final Map<String, Target> BY_NAME = registry(
      new OpenApiTarget(), new JavaTarget(), new TsTarget(), new PythonTarget(), new MarkdownTarget());

  private Targets() {}

  /** The targets by name, in this order, unmodifiable; two different options never share a flag or key. */
  private static Map<String, Target> registry(Target... targets) {
    Map<String, Target> byName = new LinkedHashMap<>();
    for (Target target : targets) {
      register(byName, target);
    }
    return Collections.unmodifiableMap(byName);
  }

  private static void register(Map<String, Target> byName, Target target) {
    for (TargetOption option : target.options()) {
      for (Target other : byName.values()) {
        for (TargetOption taken : other.options()) {
          // One option object may be declared by several targets (--layout); two different ones never share a flag.
          if (taken != option && (taken.flag().equals(option.flag()) || taken.key().equals(option.key()))) {
            throw new IllegalStateException(target.name() + " and " + other.name() + " both declare " + option.flag());
          }
        }
      }
    }
    byName.put(target.name(), target);
  }

  public static Optional<Target> byName(String name) {
    return Optional.ofNullable(BY_NAME.get(name));
  }

  /** The client languages of the registered targets, in registration order: the parity ledger's columns. */
  public static List<ClientLanguage> clientLanguages() {
    return BY_NAME.values().stream().flatMap(target -> target.clientLanguage().stream()).toList();
  }

  /** Every option the targets declare, each once, in registration order; two options never share a flag or key. */
  public static List<TargetOption> options() {
    // By identity (options are shared as objects): a record's equals would cost its first run the
    // bootstrap of the record's generated methods on every start (docs/speed.md).
    Set<TargetOption> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    List<TargetOption> out = new ArrayList<>();
    for (Target target : BY_NAME.values()) {
      for (TargetOption option : target.options()) {
        if (seen.add(option)) {
          out.add(option);
        }
      }
    }
    return out;
  }

  public static List<String> names() {
    return List.copyOf(BY_NAME.keySet());
  }
}
