package dev.genclient.templates;

import dev.genclient.render.Template;
import dev.genclient.targets.Target;
import dev.genclient.targets.Targets;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The overridable templates and their variables, a versioned public surface: what each target
 * renders (its {@code templates()}, the constants it renders through), each template's variables
 * read from its view record, and the templates earlier surfaces had that are gone.
 */
public final class TemplateSurface {
  /**
   * The surface version. 1: the templates before the client-plan/runtime rebuild; 2: since (the
   * runtimes are source, views are data); 3: the packaging templates of {@code --layout package},
   * Python's sync twins rendered from one body; 4: the TypeScript catalog document apart from the calls
   * ({@code facts.ts}, {@code catalog-document.ts}), paginated ops' members (Python {@code isPaged}, TS {@code paged}, Java {@code paged}). A release that changes a template's name, view or
   * variables bumps it once (several changes in one release share the bump) and says what changed
   * in docs/migration.md and docs/templates.md; {@link #DIGEST} pins the surface.
   */
  public static final int VERSION = 4;

  /** SHA-256 of {@link #canonical()}: a test fails when the surface changes without a new {@link #VERSION}. */
  public static final String DIGEST = "sha256:d6cca31bb2a72703d14412acf2ff744492edca505fb4003243705bc9730cf96f";

  /** A template an earlier surface had: an override of it is refused with {@code why}. */
  public record Removed(String target, String name, int removedIn, String why) {}

  private static final String JAVA_RUNTIME = "the Java runtime is source now (runtime/java in gen-client), copied into"
      + " each client and not rendered, so it cannot be overridden; put the change in a wrapper around the client";
  private static final String TS_RUNTIME = "the TypeScript runtime is source now (runtime/*.ts of each client), copied"
      + " and not rendered, so it cannot be overridden";

  private static final String PYTHON_TWINS = "a _sync twin is rendered from its async method's body now (the twins of"
      + " each method in namespace.py.mustache) and calls the transport's blocking side instead of forwarding its arguments;"
      + " put the change in namespace.py.mustache";

  /** The templates removed by the client-plan/runtime rebuild (surface 2) and since, from the repository's history. */
  public static final List<Removed> REMOVED = removed();

  private static List<Removed> removed() {
    List<Removed> out = new ArrayList<>();
    for (String name : List.of("ApiException", "ArgsCheck", "Capabilities", "ErrorTable", "EventStream", "GenericCalls",
        "JobPoller", "OpIndex", "OpRef", "OpenAiEndpoint", "PendingJob", "RawResponse", "RequestOptions", "ServerProfile",
        "Sleeper", "StreamedBody", "Transport")) {
      out.add(new Removed("java", name + ".java" + Template.EXTENSION, 2, JAVA_RUNTIME));
    }
    for (String name : List.of("client-core", "client-discovery", "client-helpers")) {
      out.add(new Removed("ts", name + ".ts" + Template.EXTENSION, 2, TS_RUNTIME));
    }
    out.add(new Removed("python", "forward.py" + Template.EXTENSION, 3, PYTHON_TWINS));
    return List.copyOf(out);
  }

  private TemplateSurface() {}

  /** Every target that renders templates, with its templates, in registration order. */
  public static Map<String, List<Template<?>>> targets() {
    Map<String, List<Template<?>>> out = new LinkedHashMap<>();
    for (String name : Targets.names()) {
      Target target = Targets.byName(name).orElseThrow();
      if (!target.templates().isEmpty()) {
        out.put(name, target.templates());
      }
    }
    return out;
  }

  /** The removed template {@code name} of {@code target} (any target when null), if an earlier surface had it. */
  public static Optional<Removed> removed(String target, String name) {
    return REMOVED.stream().filter(r -> (target == null || r.target().equals(target)) && r.name().equals(name)).findFirst();
  }

  /** The whole surface as text: every template with its view and variables, one per line. */
  public static String canonical() {
    StringBuilder out = new StringBuilder();
    targets().forEach((target, templates) -> {
      for (Template<?> template : templates) {
        out.append(target).append('/').append(template.name());
        if (template.isPartial()) {
          out.append(" partial\n");
        } else {
          out.append(' ').append(template.view().getSimpleName()).append('\n');
          variables(template.view(), "  ", new ArrayList<>(), (indent, owner, name, type) ->
              out.append(indent).append(name).append(' ').append(ViewType.describe(type)).append('\n'));
        }
      }
    });
    return out.toString();
  }

  /** The digest of the current surface. */
  public static String digest() {
    try {
      byte[] hash = MessageDigest.getInstance("SHA-256").digest(canonical().getBytes(StandardCharsets.UTF_8));
      return "sha256:" + HexFormat.of().formatHex(hash);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Receives one variable of a view, at its depth. */
  interface VariableSink {
    void variable(String indent, Type owner, String name, Type type);
  }

  /**
   * Walks the variables of {@code type}, and of each record a variable holds or lists, one level
   * deeper; a record already being walked is not walked again (a recursive view).
   */
  static void variables(Type type, String indent, List<Type> walking, VariableSink sink) {
    walking.add(type);
    ViewType.variables(type).forEach((name, variableType) -> {
      sink.variable(indent, type, name, variableType);
      Type inner = ViewType.sectionScope(variableType);
      if (inner != null && !ViewType.variables(inner).isEmpty() && !walking.contains(inner)) {
        variables(inner, indent + "  ", walking, sink);
      }
    });
    walking.remove(walking.size() - 1);
  }
}
