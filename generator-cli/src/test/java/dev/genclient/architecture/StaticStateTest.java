package dev.genclient.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.TreeScanner;
import dev.genclient.testing.RepoPaths;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.lang.model.element.Modifier;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * No process-wide mutable state in any module's main sources ({@code *}{@code /src/main/java}, and
 * {@code runtime/java}'s): no static field that is not final, and no static final field made as a
 * mutable container ({@code new HashMap<>()}, {@code new ConcurrentHashMap<>()}, a {@link ClassValue},
 * ...) unless it is listed in {@link #MEMOS} with why it is effectively constant. The sources are
 * parsed with the JDK's own parser (no attribution), so a field of a nested or local class is seen too.
 */
class StaticStateTest {
  /** The static memos that stay, each a function of its key alone, with the reason. */
  static final Map<String, String> MEMOS = Map.of(
      "OgBridgeLoader.BRIDGES", "the OpenAPI Generator bridge of each class path, a function of its jars; loading it again"
          + " per run would cost seconds and metaspace in a long-lived JVM (OgBridgePerClassPathTest)",
      "ViewObjectHandler.MEMBERS", "a view class's members by name, found by reflection: a function of the class, held by it",
      "ViewObjectHandler.PUBLIC_METHODS", "a class's public methods: a function of the class, held by it",
      "ViewObjectHandler.DECLARED_METHODS", "a class's declared methods: a function of the class, held by it",
      "ViewType.VARIABLES", "a view record's variables: a function of the class, held by it");

  /** Types whose instances can be changed after they are made. */
  private static final Pattern MUTABLE = Pattern.compile("(Concurrent|Linked|Weak|Identity)?Hash(Map|Set)|TreeMap|TreeSet"
      + "|ArrayList|LinkedList|ArrayDeque|Vector|Stack|Properties|CopyOnWrite\\w*|Atomic\\w*|StringBuilder|StringBuffer"
      + "|ThreadLocal|InheritableThreadLocal|ClassValue|Concurrent\\w*|\\w*Queue|\\w*Deque|BitSet|Hashtable");

  @Test
  void noMainSourceHoldsMutableStaticState() throws IOException {
    List<Path> sources = new ArrayList<>();
    Path root = RepoPaths.root();
    try (Stream<Path> modules = Files.list(root)) {
      for (Path module : modules.sorted().toList()) {
        collect(module.resolve("src/main/java"), sources);
      }
    }
    collect(root.resolve("runtime/java/src/main/java"), sources);
    assertTrue(sources.size() > 300, sources.size() + " main sources found under " + root);
    List<String> found = scan(sources.stream().map(StaticStateTest::file).toList());
    List<String> unlisted = found.stream().filter(f -> !MEMOS.containsKey(f.substring(0, f.indexOf(':')))).toList();
    assertEquals(List.of(), unlisted, "process-wide mutable state: make it final and immutable, or pass it in a context");
    List<String> listed = found.stream().map(f -> f.substring(0, f.indexOf(':'))).sorted().toList();
    assertEquals(MEMOS.keySet().stream().sorted().toList(), listed, "every listed memo exists");
  }

  @Test
  void aStaticFieldThatCanChangeIsNamed() {
    String source = """
        class Held {
          static int count;
          private static volatile String last = "";
          static final java.util.Map<String, String> SEEN = new java.util.HashMap<>();
          static final java.util.List<String> FIXED = java.util.List.of("a");
          static final ClassValue<String> NAMES = new ClassValue<>() {
            protected String computeValue(Class<?> c) { return c.getName(); }
          };
          final java.util.List<String> mine = new java.util.ArrayList<>();
          interface Constants { int ANSWER = 42; }
          enum Color { RED }
          void method() { class Local { static int hidden; } }
        }
        """;
    assertEquals(List.of("Held.count: not final", "Held.last: not final", "Held.SEEN: a new HashMap",
        "Held.NAMES: a new ClassValue", "Local.hidden: not final"), scan(List.of(new Source("Held", source))));
  }

  /** Each static field that can change, as {@code Class.FIELD: why}. */
  private static List<String> scan(List<JavaFileObject> files) {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    StandardJavaFileManager manager = javac.getStandardFileManager(null, null, StandardCharsets.UTF_8);
    JavacTask task = (JavacTask) javac.getTask(null, manager, null, List.of("-proc:none"), null, files);
    List<String> out = new ArrayList<>();
    try {
      for (CompilationUnitTree unit : task.parse()) {
        unit.accept(new TreeScanner<Void, Void>() {
          @Override
          public Void visitClass(ClassTree type, Void unused) {
            if (type.getKind() != Tree.Kind.INTERFACE && type.getKind() != Tree.Kind.ANNOTATION_TYPE) {
              for (Tree member : type.getMembers()) {
                if (member instanceof VariableTree field) {
                  check(type.getSimpleName() + "." + field.getName(), field, out);
                }
              }
            }
            return super.visitClass(type, unused);
          }
        }, null);
      }
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
    return out;
  }

  private static void check(String name, VariableTree field, List<String> out) {
    Set<Modifier> modifiers = field.getModifiers().getFlags();
    if (!modifiers.contains(Modifier.STATIC)) {
      return;
    }
    if (!modifiers.contains(Modifier.FINAL)) {
      out.add(name + ": not final");
    } else if (field.getInitializer() instanceof NewClassTree made) {
      String type = made.getIdentifier().toString().replaceAll("<.*", "");
      String simple = type.substring(type.lastIndexOf('.') + 1);
      if (MUTABLE.matcher(simple).matches()) {
        out.add(name + ": a new " + simple);
      }
    }
  }

  private static void collect(Path dir, List<Path> into) throws IOException {
    if (Files.isDirectory(dir)) {
      try (Stream<Path> files = Files.walk(dir)) {
        files.filter(f -> f.toString().endsWith(".java")).sorted().forEach(into::add);
      }
    }
  }

  private static JavaFileObject file(Path path) {
    try {
      return new Source(path.toString(), Files.readString(path));
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  /** A source held in memory, named for messages only. */
  private static final class Source extends SimpleJavaFileObject {
    private final String text;

    Source(String name, String text) {
      super(URI.create("string:///" + name.replace('\\', '/').replaceAll("^/+", "") + (name.endsWith(".java") ? "" : ".java")),
          Kind.SOURCE);
      this.text = text;
    }

    @Override
    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
      return text;
    }
  }
}
